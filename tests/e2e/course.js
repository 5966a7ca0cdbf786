// tests/e2e/course.js — the course ("Start here") in real Chromium, in one
// page: a first visit (nothing stored) opens it at chapter 1; the whole
// course is walked with the Next button, in English and then in 中文, and at
// every stop the panel shows that stop of `grundy lesson --json` (C's
// course); a concept check and a position to try ask "who wins?" with the
// verdict hidden and their answer nowhere on the page, the reader predicts
// in the panel, and then C's winner and the chapter's answer appear; no
// other stop shows any check's or try's answer.  The place and the chapters
// finished are remembered (localStorage); a later visit does not reopen the
// course; a permalink (#game=… or #course=CHAPTER.STOP) opens what it
// names and a bad #course= place is refused inline; the glossary lists its
// terms in the page's language only; at 1024 x 768 in projector mode, in
// both languages, every stop's text is whole on screen and its stage's views
// are whole, readable and uncovered.  No sleeps: every wait is for the page's own state.
'use strict';

const { test, assert, eq, cliJson, launch, openPage, fileUrl, run } = require('./harness');

const ctx = { browser: null, foreign: [] };
let page = null, course = null, courseError = null;
try {
  course = process.env.GRUNDY ? cliJson(['lesson']) : null;
  if (!course) courseError = new Error('GRUNDY is not set: run the browser tests through make check');
} catch (e) {
  courseError = e;
}

const idle = (c, k) => page.waitForFunction(([c, k]) => {
  const s = window.grundy.state();
  return !s.busy && s.course && s.course.open && s.course.chapter === c && s.course.stop === k;
}, [c, k], { timeout: 30000 });

// Every check's and try's answer, in a language: none may show unasked.
const answers = (lang) => course.chapters.flatMap((ch) => ch.stops.filter((s) => s.answer).map((s) => s.answer[lang]));

async function walk(lang) {
  await page.evaluate((l) => window.grundy.setLang(l), lang);
  await page.evaluate(() => window.grundy.course(0, 0));
  await idle(0, 0);
  const all = answers(lang);
  let stops = 0, asked = 0;
  for (let c = 0; c < course.chapters.length; c++) {
    const ch = course.chapters[c];
    for (let k = 0; k < ch.stops.length; k++) {
      if (c || k) {
        await page.click('#course-next');
        await idle(c, k);
      }
      const stop = ch.stops[k], where = `${lang} chapter ${c + 1} stop ${k + 1} (${stop.part})`;
      const s = await page.evaluate(() => window.grundy.state());
      eq(s.game, ch.game, `${where}: the game`);
      eq(await page.textContent('#course-title'), stop.title[lang], `${where}: the title`);
      eq(await page.textContent('#course-text'), stop.text[lang], `${where}: the text`);
      const body = await page.evaluate(() => document.body.innerText);
      for (const a of all) assert(!body.includes(a), `${where}: an answer shows before it is asked: ${a}`);
      assert(!s.course.answerShown, `${where}: the answer box is open`);
      if (stop.answer) {
        asked++;
        assert(!s.verdictShown, `${where}: the verdict shows before the guess`);
        assert(await page.isVisible('#course-ask'), `${where}: no question in the panel`);
        await page.click('#course-ask button[data-guess=first]');
        await page.waitForFunction(() => { const s = window.grundy.state(); return s.verdictShown && s.course.answerShown; }, null, { timeout: 10000 });
        const shown = await page.textContent('#course-answer');
        assert(shown.includes(stop.answer[lang]), `${where}: the answer is not shown: ${shown}`);
        const winner = await page.evaluate(() => window.grundy.state().winner);
        const right = await page.evaluate((w) => window.grundy.state().winner === w, 'first');
        assert(shown.includes(right ? '✓' : '✗'), `${where}: the guess is not judged (${winner})`);
      }
      stops++;
    }
  }
  assert(await page.isDisabled('#course-next'), 'Next stays enabled at the last stop');
  return `${stops} stops, ${asked} checks and tries answered`;
}

test('a first visit opens the course at chapter 1, with its game graph', async () => {
  assert(!courseError, courseError && courseError.message);
  page = await openPage(ctx.browser, ctx.foreign, { width: 1024, height: 768 }, { firstVisit: true });
  await idle(0, 0);
  const s = await page.evaluate(() => window.grundy.state());
  eq(s.course.open, true, 'the course is open');
  eq(s.game, course.chapters[0].game, 'the first chapter\'s game');
  eq(s.explore.open, true, 'the game graph is drawn');
  eq(course.chapters.length, 17, 'chapters');
});

test('the whole course in English: every stop, every check asked before answered', () => walk('en'));
test('the whole course in 中文: every stop, every check asked before answered', () => walk('zh'));

test('progress is remembered; a later visit does not reopen the course; a permalink opens what it names', async () => {
  const stored = await page.evaluate(() => [localStorage.getItem('grundy.course'), localStorage.getItem('grundy.courseDone')]);
  const last = course.chapters.length - 1;
  eq(stored[0], `${last}.${course.chapters[last].stops.length - 1}`, 'the place');
  eq(stored[1].split(',').map(Number).sort((a, b) => a - b).join(','), course.chapters.map((_, i) => i + 1).join(','), 'the chapters finished');
  const again = await page.context().newPage();
  await again.goto(fileUrl());
  await again.evaluate(() => window.grundy.ready);
  eq((await again.evaluate(() => window.grundy.state())).course.open, false, 'a later visit: the course closed');
  await again.close();
  const fresh = await ctx.browser.newContext({ viewport: { width: 1280, height: 800 }, firstVisit: true });
  const link = await fresh.newPage();
  await link.goto(fileUrl() + '#game=nim&pos=1,2');
  await link.evaluate(() => window.grundy.ready);
  const s = await link.evaluate(() => window.grundy.state());
  eq(s.course.open, false, 'a permalink: the course closed');
  eq(s.game + ' ' + s.position, 'nim 1 2', 'a permalink: its position');
  await fresh.close();
});

test('the glossary lists its terms in the page\'s language only', async () => {
  await page.click('#glossary-open');
  assert(await page.isVisible('#glossary'), 'the glossary shows');
  for (const lang of ['zh', 'en']) {
    await page.evaluate((l) => window.grundy.setLang(l), lang);
    const rows = await page.$$eval('#glossary tbody tr', (trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
    eq(rows.length, course.glossary.length, `${lang}: entries`);
    rows.forEach((r, i) => {
      eq(r, [course.glossary[i].term[lang], course.glossary[i].def[lang]], `${lang}: entry ${i + 1}`);
    });
    const other = lang === 'zh' ? 'en' : 'zh', text = await page.textContent('#glossary');
    for (const g of course.glossary) {
      if (g.term[other] !== g.term[lang]) assert(!text.includes(g.def[other]), `${lang}: the other language's meaning shows: ${g.def[other]}`);
    }
  }
  await page.click('#glossary [data-glossary=close]');
});

// At 1024 x 768 in projector mode, in 中文 and in English, every stop of
// every chapter in one page: its text whole on screen with the side panel
// unscrolled, at 18 px or more; a check's question too.  And the stage: every
// view it shows inside the stage and the window, no two covering each other
// nor the line that says how many views the course leaves out; the view the
// step writes among those shown; every number drawn at 18 px or more (a
// table's cells, a graph's values: font size times every zoom and the
// stage's shrink); and no view as an overview with a lens, nothing shrunk.
const onScreen = () => {
  const side = document.getElementById('side'), limit = side.getBoundingClientRect().bottom + 0.5, out = [];
  if (side.scrollTop) out.push(`the side panel is scrolled by ${side.scrollTop} px`);
  for (const id of ['course-title', 'course-text', 'course-ask', 'course-answer']) {
    const el = document.getElementById(id);
    if (el.hidden) continue;
    const r = el.getBoundingClientRect();
    if (r.bottom > limit || r.bottom > innerHeight + 0.5) out.push(`#${id} ends at ${r.bottom.toFixed(0)} px, below ${Math.min(limit, innerHeight).toFixed(0)}`);
  }
  const px = parseFloat(getComputedStyle(document.getElementById('course-text')).fontSize);
  if (px < 18) out.push(`the text at ${px} px`);
  return out;
};
const stageWhole = (strict) => {
  const out = [], boxEl = document.querySelector('#views .stage-box');
  if (!boxEl) return out; /* a stop without a trace: nothing drawn */
  const box = boxEl.getBoundingClientRect(), s = window.grundy.state();
  const layer = boxEl.querySelector('.stage-inner'), tf = getComputedStyle(layer).transform;
  const shrink = tf && tf !== 'none' ? new DOMMatrixReadOnly(tf).a : 1;
  if (strict) {
    if (boxEl.querySelector('.gv-lens, .mx-lens:not([hidden])')) out.push('a view is an overview with a lens');
    if (shrink < 0.999) out.push(`the stage is shrunk to ${shrink.toFixed(2)}`);
  }
  const figs = [...boxEl.querySelectorAll(':scope > .stage-inner > figure')].filter((f) => getComputedStyle(f).display !== 'none');
  if (!figs.length) out.push('no view on the stage');
  const shown = figs.map((f) => f.dataset.view);
  for (const v of s.views) if (!shown.includes(v) && !s.stage.hidden.includes(v)) out.push(`view ${v} is neither shown nor said to be left out`);
  if (s.cell && !shown.includes(s.cell.view)) out.push(`the view the step writes (${s.cell.view}) is left out`);
  const note = document.querySelector('#views .stage-fewer');
  if (s.stage.hidden.length && !note) out.push('views are left out and nothing says so');
  const rects = figs.map((f) => [f.dataset.view, f.getBoundingClientRect()]);
  if (note) rects.push(['the line under the stage', note.getBoundingClientRect()]);
  rects.forEach(([name, r], i) => {
    const inStage = i === figs.length || (r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1);
    if (!inStage || r.right > innerWidth + 1 || r.bottom > innerHeight + 1) out.push(`${name} is not whole on the stage`);
    for (let j = 0; j < i; j++) {
      const q = rects[j][1], w = Math.min(r.right, q.right) - Math.max(r.left, q.left), h = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top);
      if (w > 1 && h > 1) out.push(`${rects[j][0]} and ${name} cover each other`);
    }
  });
  const zoomOf = (el) => { let z = 1; for (let a = el; a; a = a.parentElement) z *= parseFloat(getComputedStyle(a).zoom) || 1; return z; };
  for (const f of figs) {
    if (f.dataset.font !== undefined && parseFloat(f.dataset.font) * shrink < 17.995) out.push(`graph ${f.dataset.view} drawn at ${(parseFloat(f.dataset.font) * shrink).toFixed(1)} px`);
    for (const el of f.querySelectorAll('td, th, .sq-cell, .sq-index')) {
      const t = el.textContent.trim();
      if (!t || !/^[\d\s?+\-]+$/.test(t) || !el.getClientRects().length) continue;
      const px = parseFloat(getComputedStyle(el).fontSize) * zoomOf(el.parentElement) * shrink;
      if (px < 17.995) { out.push(`${f.dataset.view}: a number at ${px.toFixed(1)} px`); break; }
    }
  }
  return out;
};


for (const lang of ['zh', 'en']) {
  test(`1024x768 projector ${lang}: every stop's text whole without scrolling; every stage's views whole, readable, uncovered`, async () => {
    const p = await openPage(ctx.browser, ctx.foreign, { width: 1024, height: 768 });
    await p.evaluate((l) => { window.grundy.setTheme('light', true); return window.grundy.setLang(l); }, lang);
    const bad = [];
    let stops = 0, fewer = 0;
    for (let c = 0; c < course.chapters.length; c++) {
      for (let k = 0; k < course.chapters[c].stops.length; k++) {
        await p.evaluate(([c, k]) => window.grundy.course(c, k), [c, k]);
        await p.waitForFunction(([c, k, game]) => {
          const s = window.grundy.state();
          return !s.busy && s.stage.settled && s.course.chapter === c && s.course.stop === k && s.game === game;
        }, [c, k, course.chapters[c].game], { timeout: 30000 });
        await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
        await p.waitForFunction(() => window.grundy.state().stage.settled, null, { timeout: 10000 });
        const where = `${lang} chapter ${c + 1} stop ${k + 1}`;
        (await p.evaluate(onScreen)).forEach((m) => bad.push(`${where}: ${m}`));
        (await p.evaluate(stageWhole, true)).forEach((m) => bad.push(`${where}: ${m}`));
        if ((await p.evaluate(() => window.grundy.state().stage.hidden.length)) > 0) fewer++;
        stops++;
      }
    }
    assert(!p.errors.length, `page errors: ${p.errors.join('; ')}`);
    await p.context().close();
    assert(!bad.length, bad.join('\n'));
    return `${stops} stops, every stage drawn whole and readable, ${fewer} of them with fewer views`;
  });
}

// #course=CHAPTER and #course=CHAPTER.STOP open what they name; the link
// follows the learner; a place that does not exist (or no place) is said
// inline and changes nothing.
test('a #course= permalink opens what it names, follows the learner, refuses a bad place inline', async () => {
  const p = await openPage(ctx.browser, ctx.foreign, { width: 1280, height: 800 });
  await p.goto(fileUrl('#course=3.2&lang=zh'));
  await p.evaluate(() => window.grundy.ready);
  const where = () => p.evaluate(() => { const s = window.grundy.state(); return [s.course.open, s.course.chapter, s.course.stop, s.game]; });
  await p.waitForFunction(() => { const s = window.grundy.state(); return !s.busy && s.course.open && s.course.chapter === 2 && s.course.stop === 1; }, null, { timeout: 30000 });
  eq(await where(), [true, 2, 1, course.chapters[2].game], '#course=3.2');
  eq(await p.textContent('#course-title'), course.chapters[2].stops[1].title.zh, '#course=3.2: its title, in 中文');
  await p.click('#course-next');
  await p.waitForFunction(() => window.grundy.state().course.stop === 2 && location.hash.includes('course=3.3'), null, { timeout: 30000 });
  eq(await p.evaluate(() => document.getElementById('permalink').getAttribute('href')), await p.evaluate(() => location.hash), 'the page\'s link is the address');
  await p.evaluate(() => { location.hash = '#course=10'; });
  await p.waitForFunction(() => { const s = window.grundy.state(); return !s.busy && s.course.chapter === 9 && s.course.stop === 0; }, null, { timeout: 30000 });
  eq((await where()).slice(0, 3), [true, 9, 0], '#course=10: chapter 10, its first stop');
  for (const bad of ['99', '3.99', '0.1', 'x', '3.', '']) {
    await p.evaluate((b) => { location.hash = '#course=' + b + '&lang=zh'; }, bad);
    await p.waitForFunction((b) => { const el = document.getElementById('ignored'); return !el.hidden && el.textContent.includes('course=' + b); }, bad, { timeout: 10000 });
    eq((await where()).slice(0, 3), [true, 9, 0], `#course=${bad}: the course stays where it was`);
    const said = await p.textContent('#ignored');
    assert(/[\u3400-\u9fff]/.test(said) && said.includes('3.2'), `#course=${bad}: the message says what is expected, in 中文: ${said}`);
  }
  await p.click('#course-close');
  await p.waitForFunction(() => /game=/.test(location.hash) && !/course=/.test(location.hash));
  const fresh = await ctx.browser.newContext({ viewport: { width: 1024, height: 768 }, firstVisit: true });
  const q = await fresh.newPage();
  await q.goto(fileUrl('#course=1.3'));
  await q.evaluate(() => window.grundy.ready);
  await q.waitForFunction(() => { const s = window.grundy.state(); return !s.busy && s.course.open && s.course.stop === 2; }, null, { timeout: 30000 });
  eq((await q.evaluate(() => window.grundy.state().course)).chapter, 0, 'a first visit with #course=1.3: chapter 1');
  await fresh.close();
  assert(!p.errors.length, `page errors: ${p.errors.join('; ')}`);
  await p.context().close();
});

// A game picked from the menu closes the course (the Course button opens it
// again where it was).  The course open but its panel folded away (the Side
// button): nothing on screen says a stop in words, so the stage never
// shortens the step's prose.
test('a game from the menu leaves the course; the course open with its panel folded: every step keeps its explanation in words', async () => {
  const p = await openPage(ctx.browser, ctx.foreign, { width: 1024, height: 768 });
  await p.goto(fileUrl('#course=4.1&lang=zh'));
  await p.evaluate(() => window.grundy.ready);
  await p.waitForFunction(() => { const s = window.grundy.state(); return !s.busy && s.course.open; }, null, { timeout: 30000 });
  await p.evaluate(() => window.grundy.setTheme('light', true));
  // Another game from the menu leaves the course, and the link names the game.
  await p.selectOption('#game-picker', 'wythoff');
  await p.waitForFunction(() => { const s = window.grundy.state(); return !s.busy && s.game === 'wythoff'; }, null, { timeout: 30000 });
  eq(await p.evaluate(() => [window.grundy.state().course.open, /game=wythoff/.test(location.hash), /course=/.test(location.hash)]),
    [false, true, false], 'a game picked from the menu: the course closed, the link names the game');
  await p.click('#course-toggle');
  await p.waitForFunction(() => { const s = window.grundy.state(); return !s.busy && s.course.open && s.course.chapter === 3 && s.course.stop === 0; }, null, { timeout: 30000 });
  await p.click('#side-toggle');
  await p.evaluate(() => window.grundy.load('sum', 'nim: 3 + dag: start=0; 0>1 1>0 0>2 2>3'));
  const steps = (await p.evaluate(() => window.grundy.state())).steps;
  for (let k = 0; k < steps; k++) {
    await p.evaluate((k) => window.grundy.go(k), k);
    await p.waitForFunction(() => window.grundy.state().stage.settled, null, { timeout: 10000 });
    const shown = await p.evaluate(() => {
      const el = document.getElementById('explanation'), r = el && el.getBoundingClientRect();
      return { open: window.grundy.state().course.open, folded: document.documentElement.classList.contains('folded'),
        text: el ? el.textContent : '', visible: !!r && r.height > 0 && getComputedStyle(el).display !== 'none' };
    });
    eq([shown.open, shown.folded], [true, true], `step ${k}: the course open, its panel folded`);
    assert(shown.text && shown.visible, `step ${k}: the explanation is on screen (${shown.text})`);
  }
  assert(!p.errors.length, `page errors: ${p.errors.join('; ')}`);
  await p.context().close();
  return `${steps} steps`;
});

test('no page errors, no request left the machine', async () => {
  assert(page, 'the page');
  assert(!page.errors.length, `page errors: ${page.errors.join('; ')}`);
  assert(!ctx.foreign.length, `requests outside the page's files: ${ctx.foreign.join(' ')}`);
});

run({
  timeoutMs: 300000,
  setup: async (chromium) => { ctx.browser = await launch(chromium); },
  teardown: async () => { if (ctx.browser) await ctx.browser.close(); },
});
