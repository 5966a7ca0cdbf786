// tests/e2e/presenter.js — the presenter layout in real Chromium
// (playwright-core): at 1024 x 768 in projector mode and at 1280 x 800, for
// every game of `grundy list` at its example's middle step and at every stop
// of every lesson, the step controls, the step's explanation and the cell
// the view marks as current are on screen together with no scrolling of the
// page (bounding boxes, clipped by every scrolling box around them), and no
// text box of the controls or the explanation overlaps another.  Also: keys
// step at once after Analyse and after a game is picked (the focus leaves
// the editor and the menu); S folds the side panel, B brings it back, E and
// Analyse leave it folded (the editor opens over the stage), F is full
// screen (the Fullscreen API) without it; the projector toolbar at 1024 px,
// en and zh: a word on every button, one row, nothing overlapping, Quiz and
// Shortcuts told apart; the editor grows with its text; the step field
// shows a 5-digit step whole; a long list of winning moves shows its first
// ten and the rest on "Show all", as C lists them.
//
// One browser, one page reused (its viewport and projector mode switched);
// no sleeps: every wait is on window.grundy's state or the DOM.  Expected
// steps, stops and moves come from the native CLI, never from this file.
'use strict';

const { test, assert, eq, cliJson, fileUrl, run } = require('./harness');

const SIZES = [{ width: 1024, height: 768, projector: true }, { width: 1280, height: 800, projector: false }];
const ctx = { browser: null, page: null, catalogue: { games: [] }, error: null };
try {
  if (process.env.GRUNDY) ctx.catalogue = cliJson(['list']);
} catch (e) {
  ctx.error = e;
}
const games = ctx.catalogue.games;
const state = () => ctx.page.evaluate(() => window.grundy.state());
const idle = (extra) => ctx.page.waitForFunction(extra || (() => !window.grundy.state().busy), null, { timeout: 60000 });
// The stage laid out (stage.js lays the views out again in the frame after a view changes size).
async function settled() {
  for (let i = 0; i < 3; i++) await ctx.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  await ctx.page.waitForFunction(() => window.grundy.state().stage.settled, null, { timeout: 10000 });
}
const what = (size) => `${size.width}x${size.height}${size.projector ? ' projector' : ''}`;

async function setSize(size) {
  const p = ctx.page;
  await p.evaluate(() => window.grundy.lesson(null));
  await p.setViewportSize({ width: size.width, height: size.height });
  await p.evaluate((on) => window.grundy.setTheme('light', on), size.projector);
}

// What is on screen, measured in the page: the boxes of the controls, the
// explanation and the current cell, each clipped by the viewport and every
// scrolling box around it; and overlapping text boxes.
function measure() {
  const vw = window.innerWidth, vh = window.innerHeight;
  function seen(el) {
    if (!el) return null;
    const r = el.getBoundingClientRect();
    let box = { l: Math.max(r.left, 0), t: Math.max(r.top, 0), r: Math.min(r.right, vw), b: Math.min(r.bottom, vh) };
    for (let a = el.parentElement; a; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (!/(auto|scroll|hidden)/.test(cs.overflowX + cs.overflowY)) continue;
      const q = a.getBoundingClientRect();
      box = { l: Math.max(box.l, q.left), t: Math.max(box.t, q.top), r: Math.min(box.r, q.right), b: Math.min(box.b, q.bottom) };
    }
    const w = Math.max(0, box.r - box.l), h = Math.max(0, box.b - box.t);
    return { w: r.width, h: r.height, seenW: w, seenH: h, all: w >= r.width - 1 && h >= r.height - 1 && r.width > 0 };
  }
  const s = window.grundy.state(), views = document.getElementById('views');
  const fig = s.cell ? views.querySelector(`[data-view="${s.cell.view}"]`) : null;
  const cur = (fig && fig.querySelector('.cur')) || views.querySelector('.cur');
  const canvas = (fig && fig.querySelector('canvas')) || views.querySelector('canvas');
  const controls = {};
  for (const k of ['start', 'back', 'play', 'forward', 'end', 'slider', 'number'])
    controls[k] = seen(document.querySelector(`#stepper [data-step-control="${k}"]`));
  const texts = [...document.querySelectorAll('#stepper button, #stepper input, #stepper select, #stepper label > span, #step-info .si-head > *, #step-info > p:not(.si-head)')]
    .filter((el) => el.getClientRects().length)
    .map((el) => { const r = el.getBoundingClientRect(); return { name: el.dataset.stepControl || el.id || el.className || el.tagName, l: r.left, t: r.top, r: r.right, b: r.bottom }; });
  const overlaps = [];
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
    const a = texts[i], b = texts[j], w = Math.min(a.r, b.r) - Math.max(a.l, b.l), h = Math.min(a.b, b.b) - Math.max(a.t, b.t);
    if (w > 1 && h > 1) overlaps.push(`${a.name} / ${b.name}`);
  }
  return {
    step: s.step, scroll: document.scrollingElement.scrollHeight - vh, scrollY: window.scrollY,
    explanation: seen(document.getElementById('explanation')), info: seen(document.getElementById('step-info')),
    cur: cur ? seen(cur) : null, canvas: canvas ? seen(canvas) : null, views: seen(views), controls, overlaps,
    lesson: seen(document.getElementById('lesson-title')),
  };
}

// Everything the presenter needs on one screen (label: for the messages).
function onScreen(m, label, opts) {
  opts = opts || {};
  assert(m.scroll <= 1 && m.scrollY === 0, `${label}: the page does not scroll (${m.scroll} px more than the window)`);
  for (const [k, box] of Object.entries(m.controls)) assert(box && box.all, `${label}: the step control "${k}" on screen (${JSON.stringify(box)})`);
  eq(m.overlaps, [], `${label}: no text box of the controls or the explanation overlaps another`);
  assert(m.views && m.views.seenH >= 60 && m.views.seenW >= 200, `${label}: the views have room (${JSON.stringify(m.views)})`);
  if (opts.noStep) {
    assert(m.info && m.info.all, `${label}: the step box on screen`);
    return;
  }
  assert(m.explanation && m.explanation.all, `${label}: the explanation on screen (${JSON.stringify(m.explanation)})`);
  // on screen: at least 90% of the cell in each direction (a projector's
  // short view may clip a few pixels of its border)
  if (m.cur) assert(m.cur.all || (m.cur.seenW >= 0.9 * m.cur.w && m.cur.seenH >= 0.9 * m.cur.h),
    `${label}: the current cell on screen (${JSON.stringify(m.cur)})`);
  else assert(m.canvas && m.canvas.seenW >= 40 && m.canvas.seenH >= 40, `${label}: the drawing of the current step on screen (${JSON.stringify(m.canvas)})`);
}

test('the page loads (one page for every test)', async () => {
  if (ctx.error) throw ctx.error;
  const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 800 } });
  ctx.page = await context.newPage();
  ctx.page.errors = [];
  ctx.page.on('pageerror', (e) => ctx.page.errors.push(e.message));
  await ctx.page.goto(fileUrl('#lang=en'));
  await ctx.page.evaluate(() => window.grundy.ready);
  assert(games.length > 0, 'grundy list names games');
  return `${games.length} games`;
});

for (const size of SIZES) {
  test(`${what(size)}: every game's example at its middle step — controls, explanation and current cell on one screen, no overlaps`, async () => {
    await setSize(size);
    const notes = [];
    for (const g of games) {
      for (const lang of ['en', 'zh']) {
        await ctx.page.evaluate((l) => window.grundy.setLang(l), lang);
        const s = await ctx.page.evaluate(([id, pos]) => window.grundy.load(id, pos), [g.id, g.example]);
        if (!s.steps) {
          notes.push(`${g.id}: no trace (${s.traceNote})`);
          continue;
        }
        const mid = Math.floor((s.steps - 1) / 2);
        await ctx.page.evaluate((k) => window.grundy.go(k), mid);
        const m = await settled().then(() => ctx.page.evaluate(measure));
        eq(m.step, mid, `${g.id}: the middle step`);
        onScreen(m, `${what(size)} ${lang} ${g.id} ${g.example} step ${mid}`);
      }
    }
    await ctx.page.evaluate(() => window.grundy.setLang('en'));
    eq(ctx.page.errors, [], 'page errors');
    return notes.join('; ');
  });

  test(`${what(size)}: every stop of every lesson — controls, explanation and current cell on one screen with the lesson`, async () => {
    await setSize(size);
    let stops = 0;
    for (const g of games.filter((x) => x.lesson && x.lesson.length)) {
      await ctx.page.evaluate(([id, pos]) => window.grundy.load(id, pos), [g.id, g.example]);
      for (let k = 0; k < g.lesson.length; k++) {
        await ctx.page.evaluate((k) => window.grundy.lesson(k), k);
        await idle(() => { const s = window.grundy.state(); return !s.busy && s.lesson.open; });
        const s = await state();
        eq(s.lesson.stop, k, `${g.id}: stop ${k + 1}`);
        const m = await settled().then(() => ctx.page.evaluate(measure));
        const label = `${what(size)} ${g.id} lesson stop ${k + 1} (step ${s.step})`;
        onScreen(m, label, { noStep: s.step === null || s.step < 0 });
        assert(m.lesson && m.lesson.all, `${label}: the lesson's title on screen`);
        stops++;
      }
      await ctx.page.evaluate(() => window.grundy.lesson(null));
    }
    eq(ctx.page.errors, [], 'page errors');
    return `${stops} stops`;
  });
}

const focused = () => ctx.page.evaluate(() => document.activeElement.dataset.stepControl || document.activeElement.id);
const stepIs = (k) => ctx.page.waitForFunction((k) => window.grundy.state().step === k, k, { timeout: 10000 });

test('keys step at once after a game is picked and after Analyse (the focus leaves the menu and the editor), for every game', async () => {
  await setSize(SIZES[1]);
  const p = ctx.page;
  let n = 0;
  for (const g of games) {
    await p.selectOption('#game-picker', g.id);
    await p.waitForFunction((id) => { const s = window.grundy.state(); return !s.busy && s.game === id && document.activeElement.id !== 'game-picker'; },
      g.id, { timeout: 60000 });
    const s = await state();
    if (!s.steps) continue;
    eq(await focused(), 'play', `${g.id}: the focus on the step controls after the game is picked`);
    await p.keyboard.press('Home');
    await stepIs(0);
    if (s.steps > 1) {
      await p.keyboard.press('ArrowRight');
      await stepIs(1);
    }
    // Analyse, by a click.
    await p.fill('#position-input', s.position);
    await p.click('#editor button[type=submit]');
    await idle(() => { const s = window.grundy.state(); return !s.busy && document.activeElement.dataset.stepControl === 'play'; });
    eq((await state()).step, s.steps - 1, `${g.id} ${s.position}: Analyse shows the last step`);
    await p.keyboard.press('Home');
    await stepIs(0);
    if (s.steps > 1) {
      await p.keyboard.press('ArrowRight');
      await stepIs(1);
      await p.keyboard.press('End');
      await stepIs(s.steps - 1);
      await p.keyboard.press('Home');
      await p.keyboard.press(' ');
      await p.waitForFunction(() => window.grundy.state().step > 0, null, { timeout: 10000 });
      await p.keyboard.press(' ');
      await p.waitForFunction(() => document.querySelector('[data-step-control=play]').textContent.startsWith('▶'), null, { timeout: 10000 });
    }
    n++;
  }
  // Arrows in the closed menu keep choosing games: the focus stays there for them.
  await p.focus('#game-picker');
  await p.keyboard.press('ArrowDown');
  await idle();
  eq(await focused(), 'game-picker', 'arrows in the menu: the focus stays in the menu');
  eq(p.errors, [], 'page errors');
  return `${n} games stepped by keys`;
});

test('S folds the side panel and the stage widens; E opens the editor over the stage and the panel stays folded; B brings it back; F is full screen without the panel; the shortcuts dialog lists them in both languages', async () => {
  const p = ctx.page;
  await setSize(SIZES[0]);
  await p.evaluate(() => window.grundy.load('wythoff', '8 12'));
  await p.evaluate(() => document.activeElement.blur());
  // The stage (the views and the explanation beside or above them) is what widens.
  const width = () => p.evaluate(() => document.querySelector('.tables').getBoundingClientRect().width);
  const sideShown = () => p.evaluate(() => document.getElementById('play').getClientRects().length > 0);
  const w0 = await width();
  assert(await sideShown(), 'the side panel is shown at first');
  await p.keyboard.press('s');
  assert(!(await sideShown()), 'S folds the side panel');
  const w1 = await width();
  assert(w1 > w0 + 100, `the stage widens (${w0} px to ${w1} px)`);
  eq(await p.getAttribute('#side-toggle', 'aria-pressed'), 'false', 'the Panel button says folded');
  await p.keyboard.press('e');
  assert(!(await sideShown()), 'E leaves the side panel folded');
  eq(await focused(), 'position-input', 'E: the focus in the editor');
  eq(await width(), w1, 'E: the views keep their width');
  await p.keyboard.press('Escape');
  eq(await focused(), 'play', 'Esc: the editor closes, the focus on the step controls');
  await p.click('#side-toggle');
  assert(await sideShown(), 'the Panel button shows it');
  await p.evaluate(() => document.activeElement.blur());
  await p.click('#side-toggle');
  assert(!(await sideShown()), 'the Panel button folds it');
  await p.keyboard.press('b');
  assert(await sideShown(), 'B brings it back');
  eq(await focused(), 'board', 'B: the focus on the board');
  await p.evaluate(() => document.activeElement.blur());
  await p.keyboard.press('f');
  await p.waitForFunction(() => !!document.fullscreenElement, null, { timeout: 10000 });
  await p.waitForFunction(() => !document.getElementById('side').getClientRects().length, null, { timeout: 10000 });
  eq(await p.getAttribute('#full-toggle', 'aria-pressed'), 'true', 'the Full screen button is pressed');
  await settled();
  onScreen(await p.evaluate(measure), 'full screen');
  await p.keyboard.press('f');
  await p.waitForFunction(() => !document.fullscreenElement, null, { timeout: 10000 });
  await p.waitForFunction(() => document.getElementById('side').getClientRects().length > 0, null, { timeout: 10000 });
  eq(await p.getAttribute('#full-toggle', 'aria-pressed'), 'false', 'out of full screen');
  for (const lang of ['en', 'zh']) {
    await p.evaluate((l) => window.grundy.setLang(l), lang);
    await p.keyboard.press('?');
    await p.waitForSelector('#help[open]');
    const rows = await p.$$eval('#help-keys tr', (tr) => tr.map((r) => [r.cells[0].textContent, r.cells[1].textContent]));
    for (const key of ['S', 'F', 'B', 'E']) {
      const row = rows.find((r) => r[0] === key);
      assert(row && row[1].length > 3, `${lang}: the dialog lists ${key} (${JSON.stringify(rows)})`);
      if (lang === 'zh') assert(/[\u3400-\u9fff]/.test(row[1]), `zh: ${key} explained in Chinese: ${row[1]}`);
    }
    await p.keyboard.press('Escape');
    await p.waitForSelector('#help:not([open])', { state: 'attached' });
  }
  await p.evaluate(() => window.grundy.setLang('en'));
  eq(p.errors, [], 'page errors');
});

// ---- the projector toolbar -------------------------------------------------------

// The header's buttons as seen: each one's box, its visible text (what is
// neither aria-hidden nor clipped away: the word, not only the icon), its
// icon, and whether the header is one row that fits the window.
function toolbar() {
  const vw = window.innerWidth, top = document.querySelector('header.top');
  const shown = (el) => {
    const r = el.getBoundingClientRect(), cs = getComputedStyle(el);
    return r.width > 2 && r.height > 2 && cs.visibility !== 'hidden' && cs.clip !== 'rect(0px, 0px, 0px, 0px)' && parseFloat(cs.fontSize) >= 10;
  };
  const words = (el) => [...el.childNodes].map((n) => n.nodeType === 3 ? (shown(el) ? n.textContent : '')
    : n.getAttribute('aria-hidden') === 'true' || !n.getClientRects().length || !shown(n) ? '' : words(n)).join('').trim();
  const buttons = [...top.querySelectorAll('button')].filter((b) => b.getClientRects().length).map((b) => {
    const r = b.getBoundingClientRect(), icon = b.querySelector('.tool-icon');
    return { id: b.id || b.dataset.lang, text: words(b), icon: icon ? icon.textContent : b.textContent.trim(), l: r.left, r: r.right, t: r.top, b: r.bottom };
  });
  const boxes = buttons.concat([...top.querySelectorAll('h1, select')].map((el) => {
    const r = el.getBoundingClientRect();
    return { id: el.tagName, l: r.left, r: r.right, t: r.top, b: r.bottom };
  }));
  const overlaps = [];
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const a = boxes[i], c = boxes[j];
    if (Math.min(a.r, c.r) - Math.max(a.l, c.l) > 0.5 && Math.min(a.b, c.b) - Math.max(a.t, c.t) > 0.5) overlaps.push(`${a.id} / ${c.id}`);
  }
  return {
    buttons, overlaps, height: top.getBoundingClientRect().height,
    oneRow: Math.max(...boxes.map((x) => x.t)) < Math.min(...boxes.map((x) => x.b)),
    overflow: Math.max(top.scrollWidth - top.clientWidth, ...boxes.map((x) => x.r - vw), ...boxes.map((x) => -x.l)),
  };
}

test('1024x768 projector, en and zh, panel shown and folded: every toolbar button says what it does in a word, none overlaps another, the header is one row; Quiz and Shortcuts differ', async () => {
  const p = ctx.page;
  await setSize(SIZES[0]);
  await p.evaluate(() => window.grundy.load('lr', '3 1 9 4'));
  const notes = [];
  for (const fold of [false, true]) {
    if (fold) await p.click('#side-toggle');
    for (const lang of ['en', 'zh']) {
      await p.evaluate((l) => window.grundy.setLang(l), lang);
      const m = await p.evaluate(toolbar);
      const label = `${lang}${fold ? ', folded' : ''}`;
      const ids = m.buttons.map((b) => b.id);
      for (const id of ['lesson-toggle', 'quiz-toggle', 'theme-toggle', 'projector-toggle', 'side-toggle', 'full-toggle', 'help-open', 'en', 'zh'].concat(fold ? ['edit-open'] : []))
        assert(ids.includes(id), `${label}: the button ${id} is shown (${ids})`);
      for (const b of m.buttons) {
        assert(b.text.length >= (lang === 'zh' && b.id !== 'en' ? 2 : 2), `${label}: ${b.id} has visible words, not only an icon ("${b.text}")`);
        if (lang === 'zh' && b.id !== 'en') assert(!/[A-Za-z]/.test(b.text), `zh: ${b.id} says it in Chinese ("${b.text}")`);
      }
      eq(m.overlaps, [], `${label}: no two parts of the header overlap`);
      assert(m.oneRow, `${label}: the header is one row (${m.height} px)`);
      assert(m.height < 80, `${label}: the header is one row high (${m.height} px)`);
      assert(m.overflow <= 0.5, `${label}: nothing overflows the header or the window (${m.overflow} px)`);
      const quiz = m.buttons.find((b) => b.id === 'quiz-toggle'), help = m.buttons.find((b) => b.id === 'help-open');
      assert(quiz.icon !== help.icon, `${label}: Quiz and Shortcuts have different icons (${quiz.icon}, ${help.icon})`);
      assert(quiz.text !== help.text, `${label}: Quiz and Shortcuts have different words (${quiz.text}, ${help.text})`);
      notes.push(`${label}: ${m.buttons.map((b) => b.text).join(' | ')}`);
    }
  }
  await p.click('#side-toggle');
  await p.evaluate(() => window.grundy.setLang('en'));
  eq(p.errors, [], 'page errors');
  return notes.join('; ');
});

// The editor: its height and how much of its text it shows.
const editorBox = () => ctx.page.evaluate(() => {
  const el = document.getElementById('position-input'), r = el.getBoundingClientRect();
  return { shown: el.getClientRects().length > 0, h: r.height, top: r.top, bottom: r.bottom, l: r.left, r: r.right,
    all: el.scrollHeight <= el.clientHeight + 1, line: parseFloat(getComputedStyle(el).lineHeight), value: el.value };
});

test('the panel folded: Analyse and E leave it folded (the editor opens over the stage, and closes on Analyse); the editor grows with its text up to a few lines, Enter is Analyse', async () => {
  const p = ctx.page;
  await setSize(SIZES[0]);
  await p.evaluate(() => window.grundy.load('lr', '3 1 9 4'));
  const folded = () => p.evaluate(() => document.getElementById('side-toggle').getAttribute('aria-pressed') === 'false' &&
    !document.getElementById('play').getClientRects().length && !document.getElementById('game-rules').getClientRects().length);
  // In the panel: one line for a short position, more for a long one.
  const one = await editorBox();
  assert(one.shown && one.all, `the editor shows the whole short position (${JSON.stringify(one)})`);
  assert(one.h < 3 * one.line, `one line for "3 1 9 4" (${one.h} px)`);
  const long = Array.from({ length: 40 }, (_, i) => (i * 7) % 13 + 1).join(' ');
  await p.fill('#position-input', long);
  const grown = await editorBox();
  assert(grown.h >= one.h + 0.9 * grown.line, `the editor grows with its text (${one.h} -> ${grown.h} px)`);
  // up to four lines, then it scrolls
  assert(grown.all || grown.h >= one.h + 2.9 * grown.line, `the whole text shown, or four lines of it (${JSON.stringify(grown)})`);
  assert(grown.h <= one.h + 3.1 * grown.line, `at most four lines high (${grown.h} px)`);
  await p.fill('#position-input', '3 1 9 4');
  eq((await editorBox()).h, one.h, 'and shrinks back');
  // Folded: E opens the editor over the stage; the panel stays folded.
  await p.evaluate(() => document.activeElement.blur());
  await p.click('#side-toggle');
  assert(await folded(), 'folded');
  await p.keyboard.press('e');
  assert(await folded(), 'E leaves the panel folded');
  eq(await focused(), 'position-input', 'E: the focus in the editor');
  const pop = await editorBox();
  assert(pop.shown && pop.top >= 0 && pop.bottom <= 768 && pop.l >= 0 && pop.r <= 1024, `the editor on screen (${JSON.stringify(pop)})`);
  await p.keyboard.press('Control+A');
  await p.keyboard.type(long);
  const typed = await editorBox();
  assert(typed.h >= pop.h + 0.9 * typed.line && typed.all && typed.bottom <= 768, `the editor grows as it is typed into (${pop.h} -> ${typed.h} px)`);
  await p.keyboard.press('Enter');
  await idle(() => { const s = window.grundy.state(); return !s.busy && document.activeElement.dataset.stepControl === 'play'; });
  eq((await state()).position, long, 'Enter is Analyse');
  assert(await folded(), 'Analyse (Enter) leaves the panel folded');
  assert(!(await editorBox()).shown, 'the editor closes after Analyse');
  // Analyse by a click, from the toolbar's Position button.
  await p.click('#edit-open');
  eq(await focused(), 'position-input', 'the Position button: the focus in the editor');
  await p.fill('#position-input', '2 5 2');
  await p.click('#editor button[type=submit]');
  await idle(() => { const s = window.grundy.state(); return !s.busy && s.position === '2 5 2'; });
  assert(await folded(), 'Analyse (a click) leaves the panel folded');
  // A position C refuses: the editor stays open with C's message.
  await p.keyboard.press('e');
  await p.fill('#position-input', '2 x');
  await p.keyboard.press('Enter');
  await p.waitForFunction(() => !document.getElementById('position-error').hidden);
  assert((await editorBox()).shown && await folded(), 'a refused position: the editor stays open, the panel folded');
  const err = await p.evaluate(() => document.getElementById('position-error').getClientRects().length > 0);
  assert(err, 'C\'s message shown with it');
  await p.keyboard.press('Escape');
  assert(!(await editorBox()).shown, 'Esc closes it');
  await p.click('#side-toggle');
  eq((await state()).position, '2 5 2', 'the position stays');
  eq(p.errors, [], 'page errors');
});

test('the step field shows every digit of the last step of a trace of 40,000 steps, in both languages', async () => {
  const p = ctx.page;
  await setSize(SIZES[0]);
  const pos = Array.from({ length: 200 }, (_, i) => i % 7 + 1).join(' ');
  const steps = cliJson(['trace', 'lr', pos]).steps.length;
  assert(steps >= 10000, `lr with 200 piles has ${steps} steps`);
  await p.evaluate((x) => window.grundy.load('lr', x), pos);
  eq((await state()).steps, steps, 'the page\'s trace has as many steps');
  for (const fold of [false, true]) {
    if (fold) await p.click('#side-toggle');
    for (const lang of ['en', 'zh']) {
      await p.evaluate((l) => window.grundy.setLang(l), lang);
      for (const k of [steps - 1, 9999]) {
        await p.evaluate((k) => window.grundy.go(k), k);
        const f = await p.evaluate(() => {
          const n = document.querySelector('#stepper [data-step-control=number]');
          return { value: n.value, scroll: n.scrollWidth, client: n.clientWidth };
        });
        eq(f.value, String(k), 'the step in the field');
        assert(f.scroll <= f.client, `${lang}${fold ? ' folded' : ''}: ${k} shown whole (text ${f.scroll} px in ${f.client} px)`);
        await settled();
        onScreen(await p.evaluate(measure), `${lang}${fold ? ' folded' : ''} lr 200 piles step ${k}`);
      }
    }
  }
  await p.click('#side-toggle');
  await p.evaluate(() => window.grundy.setLang('en'));
  eq(p.errors, [], 'page errors');
});

test('a long list of winning moves shows the first ten and "Show all"; the button lists the rest, as C lists them', async () => {
  const p = ctx.page;
  await setSize(SIZES[1]);
  const pos = Array.from({ length: 30 }, (_, i) => i + 1).join(' ');
  const want = cliJson(['solve', 'nim', pos]).winning_moves;
  assert(want.length > 10, `nim ${pos} has more than ten winning moves (${want.length})`);
  await p.evaluate((pos) => window.grundy.load('nim', pos), pos);
  const listed = () => p.$$eval('#verdict li[data-move]', (li) => li.map((x) => x.dataset.move));
  eq((await state()).position, pos, 'the position');
  eq(await listed(), want.slice(0, 10), 'the first ten');
  const more = await p.textContent('#verdict .more button');
  assert(more.includes(String(want.length)), `the button says how many: ${more}`);
  await p.click('#verdict .more button');
  eq(await listed(), want, 'all of them, in C\'s order');
  eq(await p.$$eval('#verdict .more', (x) => x.length), 0, 'the button is gone');
  eq((await state()).winningMoves, want, 'state() has them all');
  eq(p.errors, [], 'page errors');
});

run({
  timeoutMs: 240000,
  setup: async (chromium) => { ctx.browser = await chromium.launch({ executablePath: process.env.CHROMIUM }); },
  teardown: async () => { if (ctx.browser) await ctx.browser.close(); },
});
