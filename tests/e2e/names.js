// tests/e2e/names.js — names a student understands, and no leaks.
//
// For every game of `grundy list`, at its example position and at steps of
// its trace (every step of a short trace, an even sample of a long one), in
// English and in 中文: no code name reaches the visible text of the page
// (identifier[index] such as sizes[1], answer[1..4], period[0]; snake_case
// identifiers such as first_player_wins; a yes/no shown as 0 or 1 after a
// colon; "C computed").  The seeds' own notation left[i][j] / right[i][j]
// stays: teachers write it so; so does blackwhite's ways[c][s], the
// counting DP's table as its caption, its rule and its lesson define it
// (a contest's DP is written so).  Nim's binary columns are headed by the
// powers of two C gives (8 4 2 1 for 3 4 5 11).
//
// No leaks: with the quiz on, a new position waits for a guess of the
// verdict; until it is given the value history, the hint, the twin's
// verdict, the export and the verdict's colour say nothing, and they come
// back after the guess.  The same for a lesson stop asking "who wins?".
'use strict';

const { test, assert, eq, cliJson, fileUrl, inPage, run } = require('./harness');

const ctx = { browser: null, foreign: [] };
let page = null;
let catalogue = { games: [] };
let catalogueError = null;
try {
  if (process.env.GRUNDY) catalogue = cliJson(['list']);
} catch (e) {
  catalogueError = e;
}

// A code name: identifier[index] (or [a..b]) that is not left/right/ways[i][j]; a
// snake_case identifier; a boolean written as a number; C talking of itself.
const CODE = /\b(?!(?:left|right|ways)\[[^\]]+\]\[[^\]]+\])[A-Za-z_]\w*\[\d+(?:\.\.\d+)?\]|\b[a-z]+_[a-z]{2,}\w*|\b(?:wins|winning|lost|yes|no)\s*[:=]\s*[01](?=\s*$|[,;)]|\.(?!\d))|\bC computed/;
const SAMPLE = 24;

const state = (p) => p.evaluate(() => window.grundy.state());

async function load(p, game, position) {
  await p.evaluate(([g, pos]) => window.grundy.load(g, pos), [game, position]);
  await p.waitForFunction(() => !window.grundy.state().busy, null, { timeout: 50000 });
  return state(p);
}

// The steps to look at: all of a short trace, else an even sample with both ends.
function steps(n) {
  if (n <= SAMPLE) return Array.from({ length: n }, (_, k) => k);
  return Array.from({ length: SAMPLE }, (_, k) => Math.round((k * (n - 1)) / (SAMPLE - 1)));
}

// The visible text, with the names the page gives its cells (titles,
// aria-labels); of a closed menu only the option chosen shows.
const visible = (p) => p.evaluate(() => {
  const said = [document.body.innerText];
  document.querySelectorAll('[title], [aria-label]').forEach((el) => {
    if (el.getClientRects().length) said.push(el.getAttribute('title') || '', el.getAttribute('aria-label') || '');
  });
  const hidden = new Set();
  document.querySelectorAll('select option:not(:checked)').forEach((o) => hidden.add(o.textContent.trim()));
  return said.join('\n').split('\n').filter((line) => !hidden.has(line.trim())).join('\n');
});

// lr is the seed (ZJOI2009): its a[i] and left[i][j] are the problem's own notation.
function codeNames(text, game) {
  const found = new Set();
  for (const line of text.split('\n')) {
    const m = (game === 'lr' ? line.replace(/\ba\[[^\]]+\]/g, 'a') : line).match(CODE);
    if (m) found.add(`${m[0]} (in "${line.trim().slice(0, 90)}")`);
  }
  return [...found];
}

test('the page loads', async () => {
  if (catalogueError) throw catalogueError;
  const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  page.on('request', (r) => { if (!inPage(r.url())) ctx.foreign.push(r.url()); });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(fileUrl());
  await page.evaluate(() => window.grundy.ready);
  return `${catalogue.games.length} game(s)`;
});

test('the pattern finds code names and lets the seeds\' notation through', async () => {
  for (const bad of ['sizes[1] = 3', 'answer[1..4]', 'period[0]', 'value[7]', 'first_player_wins', 'first player wins: 0',
    'C computed 5', 'sj[2] = 1', 'first player wins = 1.', 'heap_sg', 'd = d_before + 1']) assert(CODE.test(bad), `found: ${bad}`);
  for (const good of ['left[2][4] = 3', 'right[1][1] = 0', 'heap 2 = 5', 'G(12) = 3', 'X = 2', '第 3 堆', 'First player wins: 1 1 2 1 2 2. The player', 'wins: 0-1 0-5', 'First player wins: 0.77: 5 8.', '(a_k, b_k)', 'h_i > 1', 'left[2][n]', 'right[i][j-1]'])
    assert(!CODE.test(good), `let through: ${good}`);
});

for (const game of catalogue.games) {
  test(`${game.id}: no code name on the page at ${game.example}, in English and 中文`, async () => {
    const seen = [];
    for (const lang of ['en', 'zh']) {
      await page.evaluate((l) => window.grundy.setLang(l), lang);
      const s = await load(page, game.id, game.example);
      for (const k of steps(s.steps)) {
        await page.evaluate((step) => window.grundy.go(step), k);
        for (const name of codeNames(await visible(page), game.id)) seen.push(`${lang} step ${k}: ${name}`);
      }
    }
    await page.evaluate(() => window.grundy.setLang('en'));
    eq(seen.slice(0, 8), [], 'code names on the page');
  });
}

test('nim: the binary columns are the powers of two C gives (8 4 2 1)', async () => {
  await load(page, 'nim', '3 4 5 11');
  const names = await page.$$eval('figure[data-view=bits] tbody tr:first-child .mx-cell',
    (cells) => cells.map((c) => c.getAttribute('aria-label')));
  eq(names.map((n) => (n.match(/bit (\d+)/) || [])[1]), ['8', '4', '2', '1'], `the bits of heap 1: ${names}`);
  const heads = await page.$$eval('figure[data-view=bits] thead th:not(.corner)', (th) => th.map((t) => t.textContent));
  eq(heads, ['8', '4', '2', '1'], 'the bit columns are headed by their powers of two');
  const xor = await page.evaluate(() => window.grundy.go(window.grundy.state().steps - 1));
  assert(xor.cell && !/\[/.test(xor.cell.name), `the last cell's name: ${xor.cell && xor.cell.name}`);
});

// What would give the verdict away while a guess is awaited.
const leaks = (p) => p.evaluate(() => {
  const shown = (sel) => [...document.querySelectorAll(sel)].some((el) => el.getClientRects().length && el.textContent.trim());
  const hint = document.getElementById('hint');
  const v = document.getElementById('verdict');
  const out = [];
  if (shown('#value-history')) out.push('value history');
  if (hint && !hint.disabled && hint.getClientRects().length) out.push('hint');
  if (shown('#twin-verdict')) out.push('twin verdict');
  if ([...document.querySelectorAll('[data-export], #export-record')].some((b) => !b.disabled && b.getClientRects().length)) out.push('export');
  if (v && v.dataset.winner) out.push('verdict colour ' + v.dataset.winner);
  return out;
});

test('the quiz waiting for the verdict leaks nothing; all comes back after the guess', async () => {
  await load(page, 'nim', '3 4 5');
  await page.click('#new-game');
  await page.waitForFunction(() => window.grundy.state().play.values.length > 0, null, { timeout: 20000 });
  await page.evaluate(() => window.grundy.compare(true));
  await page.evaluate(() => window.grundy.setQuiz(true));
  const s = await load(page, 'nim', '3 4 6');
  eq(s.verdictShown, false, 'the verdict waits for a guess');
  await page.click('#new-game');
  await page.waitForTimeout(0);
  eq(await leaks(page), [], 'shown while the quiz waits');
  await page.click('#verdict button[data-guess=first]');
  await page.waitForFunction(() => window.grundy.state().verdictShown);
  const after = await leaks(page);
  assert(after.includes('verdict colour first'), `the verdict's colour after the guess: ${after}`);
  assert(after.includes('hint'), `the hint after the guess: ${after}`);
  await page.evaluate(() => window.grundy.setQuiz(false));
});

// The quiz on: however a position arrives (Analyse, a link, the game
// menu), the card starts before any step, so no answer cell, no value and
// no explanation of the last step gives the verdict away.
test('the quiz on: a position arriving by Analyse, a link or the game menu shows no step before the verdict is guessed', async () => {
  await page.evaluate(() => window.grundy.setQuiz(true));
  const arrive = {
    analyse: async () => { await page.fill('#position-input', '2 3'); await page.click('#editor button[type=submit]'); },
    link: async () => page.evaluate(() => { location.hash = '#game=wythoff&pos=3+5'; }),
    menu: async () => page.selectOption('#game-picker', 'lr'),
  };
  const notes = [];
  for (const [how, go] of Object.entries(arrive)) {
    const before = await page.evaluate(() => window.grundy.state().position);
    if (how === 'analyse') await page.evaluate(() => { if (document.getElementById('side-toggle').getAttribute('aria-pressed') !== 'true') document.getElementById('side-toggle').click(); });
    await go();
    await page.waitForFunction((b) => { const s = window.grundy.state(); return !s.busy && s.position !== b; }, before, { timeout: 20000 });
    const m = await page.evaluate(() => ({
      s: window.grundy.state(),
      answers: [...document.querySelectorAll('#views .answer-cell')].filter((c) => !c.classList.contains('future') && !c.classList.contains('void') && c.querySelector('.answer-value').textContent.trim()).map((c) => c.textContent.trim()),
      explained: !!document.getElementById('explanation'),
    }));
    eq(m.s.verdictShown, false, `${how}: the verdict waits for a guess`);
    assert(m.s.step === null || m.s.step < 0, `${how}: no step shown (step ${m.s.step})`);
    eq(m.answers, [], `${how}: no answer cell shows its value`);
    eq(m.explained, false, `${how}: no step is explained`);
    eq(await leaks(page), [], `${how}: nothing else shown`);
    notes.push(`${how}: ${m.s.game} ${m.s.position}`);
  }
  await page.evaluate(() => window.grundy.setQuiz(false));
  return notes.join('; ');
});

test('a lesson stop asking "who wins?" leaks nothing until the guess', async () => {
  await load(page, 'nim', '1 2');
  await page.evaluate(() => window.grundy.compare(true));
  const s = await page.evaluate(() => window.grundy.lesson(0));
  eq(s.verdictShown, false, 'the first stop asks who wins');
  eq(await leaks(page), [], 'shown while the stop waits');
  await page.click('#verdict button[data-guess=show]');
  await page.waitForFunction(() => window.grundy.state().verdictShown);
  await page.evaluate(() => window.grundy.lesson(null));
  eq(page.errors, [], 'page errors');
});

test('no request left the machine', async () => {
  eq(ctx.foreign, [], 'requests outside the page\'s files');
});

run({
  timeoutMs: 120000,
  setupError: catalogueError,
  setup: async (chromium) => {
    ctx.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--no-first-run', '--disable-sync', '--disable-quic'],
    });
  },
  teardown: async () => { if (ctx.browser) await ctx.browser.close(); },
});
