// tests/e2e/course.js — the course ("Start here") in real Chromium, in one
// page: a first visit (nothing stored) opens it at chapter 1; the whole
// course is walked with the Next button, in English and then in 中文, and at
// every stop the panel shows that stop of `grundy lesson --json` (C's
// course); a concept check and a position to try ask "who wins?" with the
// verdict hidden and their answer nowhere on the page, the reader predicts
// in the panel, and then C's winner and the chapter's answer appear; no
// other stop shows any check's or try's answer.  The place and the chapters
// finished are remembered (localStorage); a later visit does not reopen the
// course; a permalink opens what it names; the glossary lists its terms in
// both languages.  No sleeps: every wait is for the page's own state.
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
  eq(course.chapters.length, 15, 'chapters');
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

test('the glossary lists its terms in both languages', async () => {
  await page.click('#glossary-open');
  const rows = await page.$$eval('#glossary tbody tr', (trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
  eq(rows.length, course.glossary.length, 'entries');
  rows.forEach((r, i) => {
    eq(r[0], course.glossary[i].term.en, 'the English term');
    eq(r[1], course.glossary[i].term.zh, 'the Chinese term');
  });
  assert(await page.isVisible('#glossary'), 'the glossary shows');
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
