// tests/e2e/e2e.js — the page in real Chromium through playwright-core,
// opened from file:// and served over http by a loopback server started
// here.  Speaks TAP for Automake's tap-driver.
//
// Expected answers come from the native CLI ($GRUNDY solve/trace ... --json),
// never from this file: the page (C in WebAssembly) and the CLI (native C)
// must agree.  Nothing is skipped: a missing CHROMIUM, GRUNDY, GRUNDY_WEB or
// playwright-core makes every test fail with the reason.
//
// Environment (set by make check): NODE_PATH (playwright-core), CHROMIUM,
// GRUNDY (the CLI), GRUNDY_WEB (the built page's directory).
'use strict';

const fs = require('fs');
const path = require('path');
const { test, assert, eq, chooseLang, cli, cliJson, web, inPage, fileUrl, run } = require('./harness');
const { serve } = require('../../bench/page.js'); // the loopback server of the page's numbers

// ---- helpers ---------------------------------------------------------------

// The CLI's message for a bad position ("grundy: <message>" on stderr).
function cliError(pos) {
  const r = cli(['solve', 'lr', pos]);
  assert(r.status === 2, `grundy solve lr "${pos}" should exit 2, got ${r.status}`);
  return r.stderr.trim().replace(/^grundy: /, '');
}
const solveCache = new Map(), traceCache = new Map();
function solve(pos) {
  if (!solveCache.has(pos)) solveCache.set(pos, cliJson(['solve', 'lr', pos]));
  return solveCache.get(pos);
}
function trace(pos, lang) {
  const key = pos + '|' + (lang || 'en');
  if (!traceCache.has(key)) traceCache.set(key, cliJson(['trace', 'lr', pos].concat(lang ? ['--lang', lang] : [])));
  return traceCache.get(key);
}

// A deterministic position of n piles in 1..max (splitmix-like LCG).
function piles(n, max, seed) {
  let x = seed >>> 0;
  const out = [];
  for (let i = 0; i < n; i++) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    out.push(1 + (x % max));
  }
  return out.join(' ');
}

// Which end pile a move changes (1-based) and how many stones it takes (lr
// only, used to drive the UI from a target position: "take PILE COUNT").
function lrMove(before, after) {
  const finished = (p) => p === '' || p === '(empty)'; // the finished game's text
  const a = before.split(' '), b = finished(after) ? [] : after.split(' ');
  const take = (i, keep) => ({ pile: i + 1, count: (BigInt(a[i]) - BigInt(keep)).toString() });
  if (b.length === a.length) {
    if (a[0] !== b[0]) return take(0, b[0]);
    return take(a.length - 1, b[b.length - 1]);
  }
  if (b.join(' ') === a.slice(1).join(' ')) return take(0, '0');
  return take(a.length - 1, '0');
}

const state = (page) => page.evaluate(() => window.grundy.state());

async function waitLoaded(page, position) {
  await page.waitForFunction((p) => {
    const s = window.grundy.state();
    return s.position === p && !s.busy;
  }, position, { timeout: 20000 });
  return state(page);
}

// Compares what the page shows for the current step with the CLI's trace step.
async function checkStep(page, expected, what) {
  const s = await state(page);
  eq(s.step, expected.step, `${what}: step`);
  eq(s.cell.name, expected.writes.name, `${what}: cell`);
  eq(s.cell.view, expected.writes.view, `${what}: view`);
  eq([s.cell.row, s.cell.col], [expected.writes.row, expected.writes.col], `${what}: row, col`);
  eq(s.cell.value, String(expected.writes.value), `${what}: value`);
  eq(s.cell.case, expected.case, `${what}: case`);
  eq(s.cell.text, expected.text, `${what}: explanation`);
  const shown = await page.textContent('#explanation');
  eq(shown, expected.text, `${what}: explanation on the page`);
  const chip = await page.textContent('#step-info .chip.cur');
  const value = s.cell.valueKind === 'bool' ? ['no', 'yes'][expected.writes.value] : expected.writes.value; /* lr's answer: yes / no */
  eq(chip, `${expected.writes.name} = ${value}`, `${what}: written cell on the page`);
  return s;
}

// ---- the run ---------------------------------------------------------------

const ctx = { browser: null, server: null, port: 0, requests: [], foreign: [] };
const httpUrl = () => `http://127.0.0.1:${ctx.port}/index.html`;

// Every request a page makes is recorded; only the page's own files (file://
// under GRUNDY_WEB, or the loopback server) are allowed.
function allowed(u) {
  if (u.startsWith('file://')) return inPage(u);
  return ctx.port !== 0 && u.startsWith(`http://127.0.0.1:${ctx.port}/`);
}

async function newPage(url) {
  const context = await ctx.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  page.on('request', (r) => {
    const u = r.url();
    ctx.requests.push(u);
    if (!allowed(u)) ctx.foreign.push(u);
  });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  if (url) {
    await page.goto(url);
    await page.evaluate(() => window.grundy.ready);
  }
  return page;
}

const EXAMPLE = '3 1 9 4';
const SMALL = '5 2 7 3 8 1 6 4 9 2';
const PLAY = '4 2 3 1 2';
const BIG = piles(1000, 1000000, 7);
const BIG2 = piles(1000, 1000, 11);
const HUGE = piles(1500, 50, 5);
let main = null; // the file:// page most tests share

test('the page loads from file:// and window.grundy.ready resolves', async () => {
  main = await newPage(fileUrl());
  const s = await state(main);
  eq(s.game, 'lr', 'game');
  eq(s.position, EXAMPLE, 'the example position');
  eq(s.winner, solve(EXAMPLE).winner, 'winner');
  eq(s.steps, trace(EXAMPLE).steps.length, 'steps');
  eq(s.step, s.steps - 1, 'shows the last step');
  const pickerOptions = await main.$$eval('#game-picker option', (o) => o.map((x) => x.value));
  eq(pickerOptions, cliJson(['list']).games.map((g) => g.id), 'the game picker lists the catalogue');
  assert((await main.textContent('#game-rules')).includes('leftmost'), 'rules text from C is shown');
  eq(main.errors, [], 'page errors');
});

test('a position typed into the editor gets the verdict and winning moves of grundy solve', async () => {
  for (const pos of [SMALL, '3 1 9 4', '1 3 2 2 3', '7']) {
    await main.fill('#position-input', pos.replace(/ /g, ', '));
    await main.press('#position-input', 'Enter');
    const s = await waitLoaded(main, pos);
    const want = solve(pos);
    eq(s.winner, want.winner, `${pos}: winner`);
    eq(s.winningMoves, want.winning_moves, `${pos}: winning moves`);
    eq(await main.getAttribute('#verdict', 'data-winner'), want.winner, `${pos}: verdict on the page`);
    const listed = await main.$$eval('#verdict li[data-move]', (li) => li.map((x) => x.dataset.move));
    eq(listed, want.winning_moves, `${pos}: winning moves on the page`);
    const words = await main.textContent('#verdict .verdict-winner');
    eq(words, want.winner === 'first' ? 'First player wins' : 'Second player wins', `${pos}: verdict words`);
  }
});

test('clicking a table cell shows the step that wrote it, as grundy trace records it', async () => {
  await main.fill('#position-input', SMALL);
  await main.press('#position-input', 'Enter');
  await waitLoaded(main, SMALL);
  const steps = trace(SMALL).steps;
  for (const name of ['right[2][5]', 'left[3][9]', 'left[1][1]', 'right[1][10]']) {
    const k = steps.findIndex((st) => st.writes.cell === name);
    assert(k >= 0, `${name} is in the CLI trace`);
    const view = name.slice(0, name.indexOf('['));
    await main.click(`figure[data-view="${view}"] button.mx-cell[aria-label^="${name} = "]`);
    await checkStep(main, steps[k], `click ${name}`);
    const cur = await main.$$eval('.mx-cell.cur', (els) => els.map((e) => e.getAttribute('aria-label')));
    eq(cur, [`${name} = ${steps[k].writes.value}`], `${name}: the highlighted cell`);
    const reads = await main.$$eval('.mx-cell.read', (els) => els.map((e) => e.dataset.role).sort());
    eq(reads.length, steps[k].reads.length, `${name}: highlighted reads`);
  }
  // The go-to-cell form does the same from the keyboard.
  const k = steps.findIndex((st) => st.writes.cell === 'left[4][7]');
  await main.click('#jump-menu summary'); // the form is in its menu above the stage
  await main.selectOption('#jump-view', { label: 'left[i][j]' }); // the table by its caption from C
  await main.fill('#jump-row', '4');
  await main.fill('#jump-col', '7');
  await main.press('#jump-col', 'Enter');
  await checkStep(main, steps[k], 'go to cell left[4][7]');
});

test('grundy.go(k) shows step k with the value, case and words of grundy trace', async () => {
  const steps = trace(SMALL).steps;
  for (const k of [0, 1, 20, 57, 73, steps.length - 1]) {
    await main.evaluate((k) => window.grundy.go(k), k);
    await checkStep(main, steps[k], `go(${k})`);
  }
  const s = await main.evaluate(() => window.grundy.goCell('right', 2, 5));
  eq(s.cell.name, 'right[2][5]', 'goCell');
});

test('the language switch shows the Chinese explanation from C, and back', async () => {
  const k = 57;
  await main.evaluate((k) => window.grundy.go(k), k);
  await chooseLang(main, 'zh');
  const zh = trace(SMALL, 'zh').steps[k];
  await checkStep(main, zh, 'zh');
  eq(await main.textContent('#verdict .verdict-winner'), solve(SMALL).winner === 'first' ? '先手必胜' : '后手必胜', 'verdict in Chinese');
  assert((await main.evaluate(() => location.hash)).includes('lang=zh'), 'the link holds lang=zh');
  await chooseLang(main, 'en');
  await checkStep(main, trace(SMALL).steps[k], 'en again');
});

test('keyboard: Space plays and pauses, arrows step, Home and End jump (not while typing)', async () => {
  const last = trace(SMALL).steps.length - 1;
  await main.evaluate(() => { document.activeElement.blur(); window.grundy.go(10); });
  const step = async () => (await state(main)).step;
  await main.keyboard.press('Home');
  eq(await step(), 0, 'Home');
  for (let i = 0; i < 3; i++) await main.keyboard.press('ArrowRight');
  eq(await step(), 3, 'ArrowRight x3');
  await main.keyboard.press('ArrowLeft');
  eq(await step(), 2, 'ArrowLeft');
  await main.keyboard.press('End');
  eq(await step(), last, 'End');
  await main.keyboard.press('Home');
  await main.selectOption('[data-step-control="speed"]', '30');
  await main.evaluate(() => document.activeElement.blur());
  await main.keyboard.press(' ');
  await main.waitForFunction(() => window.grundy.state().step >= 5, null, { timeout: 5000 });
  await main.keyboard.press(' ');
  const paused = await step();
  await main.waitForTimeout(300);
  eq(await step(), paused, 'Space paused playback');
  assert(paused > 0 && paused < last, `playback moved (${paused})`);
  await main.focus('#position-input');
  await main.keyboard.press('ArrowRight');
  await main.keyboard.press('Home');
  eq(await step(), paused, 'keys typed in the editor do not move the step');
  await main.click('[data-step-control="forward"]');
  eq(await step(), paused + 1, 'the forward button');
});

test('a permalink restores game, position, step, cell and language (on load and on hashchange)', async () => {
  const k = 64;
  await main.evaluate((k) => window.grundy.go(k), k);
  const url = await main.evaluate(() => location.href);
  assert(/#game=lr&pos=5,2,7,3,8,1,6,4,9,2&step=64&lang=en$/.test(url), `permalink ${url}`);
  eq(await main.getAttribute('#permalink', 'href'), url.slice(url.indexOf('#')), 'the link on the page');
  const before = await state(main);
  const other = await newPage(url);
  const after = await state(other);
  eq([after.game, after.position, after.step, after.cell], [before.game, before.position, before.step, before.cell], 'restored view');
  await checkStep(other, trace(SMALL).steps[k], 'restored page');
  // A hand-edited hash: another step, then another position and language.
  await other.evaluate(() => { location.hash = '#game=lr&pos=5,2,7,3,8,1,6,4,9,2&step=12&lang=en'; });
  await other.waitForFunction(() => window.grundy.state().step === 12, null, { timeout: 5000 });
  await checkStep(other, trace(SMALL).steps[12], 'hashchange step');
  await other.evaluate(() => { location.hash = '#game=lr&pos=1,3,2,2,3&step=7&lang=zh'; });
  await other.waitForFunction(() => {
    const s = window.grundy.state();
    return s.position === '1 3 2 2 3' && s.step === 7 && !s.busy;
  }, null, { timeout: 10000 });
  await checkStep(other, trace('1 3 2 2 3', 'zh').steps[7], 'hashchange position');
  await other.context().close();
});

test('a link with a refused position opens its own game (its example), says why, and leaves the refused text to mend', async () => {
  const other = await newPage(fileUrl('#game=nim&pos=x&lang=en'));
  await other.waitForSelector('#position-error:not([hidden])');
  const s = await state(other);
  eq(s.game, 'nim', 'the link\'s game, not the first game of the menu');
  eq(await other.inputValue('#position-input'), 'x', 'the refused text in the editor');
  const r = cli(['solve', 'nim', 'x']);
  eq(await other.textContent('#position-error'), r.stderr.trim().replace(/^grundy: /, ''), 'C\'s message for it');
  await other.context().close();
});

test('bad input shows the parser message inline, keeps the previous state; load() rejects with it', async () => {
  await main.evaluate(() => window.grundy.go(30));
  const before = await state(main);
  for (const bad of ['3 x 4', '3 0 4', '', '1 2 99999999999999999999']) {
    const message = cliError(bad);
    await main.fill('#position-input', bad);
    await main.press('#position-input', 'Enter');
    await main.waitForSelector('#position-error:not([hidden])');
    // The previous bad input's message may still be showing: wait for this one (or time out and report).
    await main.waitForFunction((m) => document.querySelector('#position-error').textContent === m, message,
      { timeout: 5000 }).catch(() => {});
    eq(await main.textContent('#position-error'), message, `"${bad}": inline error`);
    eq(await main.getAttribute('#position-input', 'aria-invalid'), 'true', `"${bad}": aria-invalid`);
    const after = await state(main);
    eq([after.position, after.step, after.winner, after.cell], [before.position, before.step, before.winner, before.cell], `"${bad}": previous state kept`);
    const rejected = await main.evaluate((bad) => window.grundy.load('lr', bad).then(() => 'resolved', (e) => e.message), bad);
    eq(rejected, message, `"${bad}": load() rejects with the parser's message`);
  }
  // Typing is validated as you go.
  await main.fill('#position-input', '');
  await main.type('#position-input', '2 3 -1');
  await main.waitForFunction((m) => document.getElementById('position-error').textContent === m, cliError('2 3 -1'), { timeout: 3000 });
});

test('play a whole game from a winning position against the computer, through the board, and win', async () => {
  await main.fill('#position-input', PLAY);
  await main.click('#editor button[type=submit]');
  await waitLoaded(main, PLAY);
  eq(solve(PLAY).winner, 'first', 'the play position is a first-player win');
  const waitTurn = () => main.waitForFunction(() => {
    const p = window.grundy.state().play;
    return p.over || p.turn === 'you';
  }, null, { timeout: 10000 });
  // Only the end piles can be picked; a click fills the pile and moves on to the count.
  const picks = await main.$$eval('#board .pick[data-pick]:not(:disabled)', (b) => b.map((x) => x.dataset.pick));
  eq(picks, ['1', '5'], 'the piles C lets you play');
  // An illegal count: C's message under the form, nothing moves.
  await main.click('#board [data-pick="1"]');
  eq(await main.evaluate(() => document.activeElement.dataset.arg), 'count', 'the click moved the focus to the count');
  eq(await main.inputValue('#act-0-1'), '1', 'the click filled the pile');
  await main.keyboard.type('9');
  await main.keyboard.press('Enter');
  await main.waitForSelector('#actions .error:not([hidden])');
  eq(await main.textContent('#actions .error'), 'pile 1 holds 4 stones: take between 1 and 4', 'C says why the move is illegal');
  eq((await state(main)).play.moves, 0, 'no move was made');
  // One move, the reply, then Undo.
  let first = solve(PLAY).winning_moves[0], m = lrMove(PLAY, first);
  await main.click(`#board [data-pick="${m.pile}"]`);
  await main.fill('#act-0-2', m.count);
  await main.press('#act-0-2', 'Enter');
  await waitTurn();
  let p = (await state(main)).play;
  eq(p.moves, 2, 'your move and the reply');
  eq(p.history[0].after, first, 'your move is the winning move');
  await main.click('#undo');
  p = (await state(main)).play;
  eq([p.position, p.moves, p.turn], [PLAY, 0, 'you'], 'undo');
  // Now the whole game: hints tell the winning move (checked against the CLI).
  for (let turn = 0; turn < 40; turn++) {
    p = (await state(main)).play;
    if (p.over) break;
    const pos = p.position;
    await main.click('#hint');
    await main.waitForSelector('#hint-box:not([hidden]) .hint-move button', { timeout: 10000 });
    const hinted = await main.$$eval('#hint-box button[data-move]', (b) => b.map((x) => x.dataset.move));
    eq(hinted, solve(pos).winning_moves, `hint at ${pos}`);
    const move = lrMove(pos, hinted[0]);
    if (turn % 2 === 0) {
      await main.click(`#board [data-pick="${move.pile}"]`);
      await main.fill('#act-0-2', move.count);
      await main.click('#actions button.verb');
    } else {
      // The keyboard only: Enter on the pile, type the count, Enter.
      await main.focus(`#board [data-pick="${move.pile}"]`);
      await main.keyboard.press('Enter');
      await main.keyboard.type(move.count);
      await main.keyboard.press('Enter');
    }
    await waitTurn();
    const mine = (await state(main)).play.history.filter((h) => h.by === 'you').pop();
    eq([mine.before, mine.after], [pos, hinted[0]], `your move at ${pos}`);
  }
  p = (await state(main)).play;
  eq([p.over, p.winner, p.position], [true, 'you', '(empty)'], 'the game ends with your win');
  eq(await main.textContent('#play-status'), 'You win! The computer cannot move.', 'the status says so');
  // A move after the end is refused in words, not swallowed.
  const after = await main.evaluate(() => window.grundy.playAction('take 1 1'));
  eq([after.over, after.moves, after.position], [true, p.moves, '(empty)'], 'nothing moves after the end');
  assert(/over/.test(after.error), `the move after the end says why: "${after.error}"`);
  eq(await main.isVisible('#play-error'), true, 'the message is on the page');
});

test('n = 1000: the trace is built from animation frames with a progress bar, never blocking', async () => {
  await main.evaluate(() => {
    window.__frames = { max: 0, last: performance.now(), progress: false, run: true, count: 0 };
    const f = window.__frames;
    (function tick() {
      const now = performance.now();
      f.max = Math.max(f.max, now - f.last);
      f.last = now;
      f.count++;
      if (!document.getElementById('progress').hidden) f.progress = true;
      if (f.run) requestAnimationFrame(tick);
    })();
  });
  await main.fill('#position-input', BIG);
  await main.press('#position-input', 'Enter');
  const s = await waitLoaded(main, BIG);
  const frames = await main.evaluate(() => { window.__frames.run = false; return window.__frames; });
  eq(s.steps, 1000 * 1001 + 1, 'steps');
  eq(s.winner, solve(BIG).winner, 'winner');
  eq(s.winningMoves, solve(BIG).winning_moves, 'winning moves');
  assert(frames.progress, 'the progress bar was shown');
  // The work went through many frames (the runner's slices), which no
  // machine's load changes; the longest gap is make bench's to time (target
  // 100 ms; 31-47 ms measured quietly).  Beside other tests on 2 cores the
  // same load measured up to 244 ms, so the bound here, 1 s, only catches
  // a page that freezes.
  assert(frames.count >= 10, `the load spanned ${frames.count} animation frames`);
  assert(frames.max < 1000, `an animation frame ran at least every second (longest gap ${frames.max.toFixed(1)} ms)`);
  eq(s.cell.case, 'Answer', 'the last step is the answer');
  assert(await main.isVisible('figure[data-view="left"] canvas.mx-canvas'), 'the heat map is drawn');
  // Clicking the heat map jumps to the cell under the pointer.
  const box = await main.$eval('figure[data-view="left"] canvas.mx-canvas', (c) => ({ w: c.clientWidth, h: c.clientHeight }));
  await main.click('figure[data-view="left"] canvas.mx-canvas', { position: { x: box.w * 0.9, y: box.h * 0.1 } });
  const clicked = await state(main);
  assert(clicked.cell.view === 'left' && clicked.cell.row < clicked.cell.col, `heat map click went to ${clicked.cell.name}`);
  const again = await main.evaluate((c) => window.grundy.goCell(c.view, c.row, c.col).step, clicked.cell);
  eq(again, clicked.step, 'goCell agrees with the click');
  return `${frames.count} animation frames, the longest gap ${frames.max.toFixed(1)} ms`;
});

test('Cancel stops a long build; the previous state stays and the page responds', async () => {
  await main.evaluate(() => window.grundy.setBudget(2000));
  const before = await state(main);
  await main.fill('#position-input', BIG2);
  await main.press('#position-input', 'Enter');
  await main.waitForSelector('#progress:not([hidden])', { timeout: 5000 });
  await main.waitForFunction(() => document.getElementById('progress-bar').value > 0, null, { timeout: 10000 });
  await main.click('#cancel');
  await main.waitForSelector('#progress', { state: 'hidden', timeout: 5000 });
  const after = await state(main);
  eq([after.position, after.steps, after.busy], [before.position, before.steps, false], 'the previous position is kept');
  eq(await main.inputValue('#position-input'), before.position, 'the editor shows it again');
  const t0 = Date.now();
  const moved = await main.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return window.grundy.go(12345).step;
  });
  eq(moved, 12345, 'stepping still works');
  assert(Date.now() - t0 < 2000, 'the page answered at once');
  // A cancelled load() rejects with an AbortError.
  const name = await main.evaluate((pos) => {
    const p = window.grundy.load('lr', pos).then(() => 'resolved', (e) => e.name);
    window.grundy.cancel();
    return p;
  }, BIG2);
  eq(name, 'AbortError', 'load() rejects when cancelled');
  await main.evaluate(() => window.grundy.setBudget(200000));
});

test('more than 1000 piles: the verdict, and C says why there are no tables', async () => {
  const s = await main.evaluate((pos) => window.grundy.load('lr', pos), HUGE);
  eq(s.winner, solve(HUGE).winner, 'winner');
  eq(s.winningMoves, solve(HUGE).winning_moves, 'winning moves');
  eq([s.steps, s.step], [0, null], 'no trace');
  assert(/1000/.test(s.traceNote), `the note names the limit: ${s.traceNote}`);
  assert((await main.textContent('#views .notice')).includes(s.traceNote), 'the note is on the page');
  eq(main.errors, [], 'page errors');
});

test('the page works over http from a loopback server', async () => {
  const page = await newPage(httpUrl());
  eq((await state(page)).position, EXAMPLE, 'the example');
  await page.fill('#position-input', SMALL);
  await page.press('#position-input', 'Enter');
  const s = await waitLoaded(page, SMALL);
  eq(s.winner, solve(SMALL).winner, 'winner');
  await page.evaluate(() => window.grundy.go(88));
  await checkStep(page, trace(SMALL).steps[88], 'go(88) over http');
  const url = await page.evaluate(() => location.href);
  await page.reload();
  await page.evaluate(() => window.grundy.ready);
  await checkStep(page, trace(SMALL).steps[88], 'reloaded permalink over http');
  eq(page.errors, [], 'page errors');
  await page.context().close();
  void url;
});

test('the Wythoff grid: the Beatty lines C gives are drawn, and a click shows the queen moves C links to the cell', async () => {
  const page = await newPage(fileUrl() + '#game=wythoff&pos=3,5&step=5&lang=en');
  await page.waitForFunction(() => { const s = window.grundy.state(); return s.game === 'wythoff' && s.steps > 0 && !s.busy; },
    null, { timeout: 20000 });
  eq(await page.$$eval('[data-view="grid"] svg.mx-lines line', (l) => l.length), 2, 'two lines (y = phi x, y = x / phi)');
  eq(await page.$$eval('[data-view="grid"] .mx-line-legend li', (l) => l.length), 2, 'their legend');
  // Cell (row 3, col 5) of the 10 x 10 grid: 3 cells above, 5 to the left, 3 on the diagonal.
  const base = await page.$eval('[data-view="grid"] button.mx-cell', (b) => Number(b.dataset.id));
  await page.click(`[data-view="grid"] button.mx-cell[data-id="${base + 3 * 10 + 5}"]`);
  eq(await page.$$eval('[data-view="grid"] .mx-cell.linked', (l) => l.length), 3 + 5 + 3, 'queen moves of (3, 5)');
  assert((await page.textContent('[data-view="grid"] .mx-links')).includes('queen moves'), 'C\'s words for them');
  eq(page.errors, [], 'page errors');
  await page.context().close();
});

// C's values are 64-bit; a JavaScript Number holds integers exactly only to
// 2^53.  Each value must reach the page as the CLI writes it, digit for
// digit: in state().grundy (a decimal string), in the verdict's words (en
// and zh), in the live region, in the twin's verdict and in a count of
// unlisted winning moves.
test('Grundy values past 2^53 are shown exactly as grundy solve --json gives them (state, verdict, twin, zh)', async () => {
  const M64 = '18446744073709551615', N53 = '9007199254740993'; // 2^64 - 1, 2^53 + 1
  const shown = (text) => { const m = /(?:Grundy value|SG 值) (\S+)/.exec(text); return m ? m[1] : null; };
  for (const [game, pos] of [['nim', N53], ['lasker', N53], ['circle', `${M64} ${M64}`], ['leftmost', `${M64} ${M64}`]]) {
    const want = String(cliJson(['solve', game, pos]).grundy); // parseExact: past 2^53 the JSON's own digits
    assert(/^\d{16,}$/.test(want) && BigInt(want) > 2n ** 53n, `${game} ${pos}: the CLI's value ${want} is past 2^53`);
    const s = await main.evaluate(([g, p]) => window.grundy.load(g, p), [game, pos]);
    eq([s.game, s.position], [game, pos], `${game} ${pos}: loaded`);
    eq(s.grundy, want, `${game} ${pos}: state().grundy`);
    eq(shown(await main.textContent('#verdict .verdict-detail')), want, `${game} ${pos}: the value in the verdict`);
    eq(shown(s.announced), want + '.', `${game} ${pos}: the value said in the live region`);
  }
  let s = await main.evaluate(() => window.grundy.setLang('zh'));
  eq(shown(await main.textContent('#verdict .verdict-detail')), String(cliJson(['solve', 'leftmost', `${M64} ${M64}`]).grundy), 'leftmost in Chinese');
  await main.evaluate(() => window.grundy.setLang('en'));
  // The twin: misère Nim's verdict beside Nim's, whose value is 2^53 + 1.
  await main.evaluate((p) => window.grundy.load('misere', p), N53);
  s = await main.evaluate(() => window.grundy.compare(true));
  const twin = String(cliJson(['solve', 'nim', N53]).grundy);
  eq([s.twin.on, s.twin.game, s.twin.grundy], [true, 'nim', twin], "the twin's state");
  eq(shown(await main.textContent('#twin-verdict .verdict-detail')), twin, "the value in the twin's verdict");
  await main.evaluate(() => window.grundy.compare(false));
  // every: the winning moves past C's list, counted to 2^64 - 10^4.
  const every = `3,${M64} 2,7 4,9`, unlisted = String(cliJson(['solve', 'every', every]).unlisted_moves);
  await main.evaluate((p) => window.grundy.load('every', p), every);
  eq(/… and (\S+) more/.exec(await main.textContent('#verdict .moves'))?.[1], unlisted, 'the count of unlisted winning moves');
  eq(main.errors, [], 'page errors');
});

test('no request left the machine: only the page files from file:// and the loopback server', async () => {
  assert(ctx.requests.some((u) => u.startsWith('file://')), 'file:// requests were seen');
  assert(ctx.requests.some((u) => u.startsWith('http://127.0.0.1:')), 'loopback requests were seen');
  eq(ctx.foreign, [], 'requests elsewhere');
});

// ---- TAP ---------------------------------------------------------------------

run({
  timeoutMs: 30000, // per test
  setup: async (chromium) => {
    ctx.server = await serve(web);
    ctx.port = ctx.server.address().port;
    ctx.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--no-first-run', '--disable-sync', '--disable-quic'],
    });
  },
  teardown: async () => {
    if (ctx.server) ctx.server.close();
    if (ctx.browser) await ctx.browser.close();
  },
});
