// tests/e2e/sumjob.js — a sum's solve on the page is a resumable job (issue
// 25: `heaps: lasker: 5000` as a sum was one main-thread task of 19 s, with
// no Cancel).  In real Chromium (playwright-core), one page, no sleeps:
//   - a long sum, run with a small budget per frame (grundy.setBudget),
//     shows the progress bar, its label in the page's language (English,
//     then 简体中文) and a rising value, while the page keeps drawing frames;
//   - Cancel, reached with the keyboard, stops it: the previous position,
//     its verdict and its steps stay, the editor shows it again, and the
//     page says so;
//   - run to the end, the sum's value is the CLI's, and the page drew many
//     frames on the way (the work was sliced, not one task).
'use strict';

const { test, assert, eq, cliJson, openPage, run } = require('./harness');

const LONG = 'heaps: lasker: 5000';
const ctx = { browser: null, page: null, foreign: [] };

const state = (page) => page.evaluate(() => window.grundy.state());

// Types LONG and analyses it with a small budget per frame; resolves once
// the progress bar shows a value above 0, with the label shown and the
// frames drawn meanwhile.
async function startLong(page) {
  await page.evaluate(() => window.grundy.setBudget(500));
  await page.fill('#position-input', LONG);
  await page.press('#position-input', 'Enter');
  await page.waitForSelector('#progress:not([hidden])', { timeout: 10000 });
  return page.evaluate(() => new Promise((resolve) => {
    let frames = 0;
    const bar = document.getElementById('progress-bar');
    const look = () => {
      frames++;
      if (bar.value > 0 && frames > 2) resolve({ frames, value: bar.value, label: document.getElementById('progress-label').textContent });
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }));
}

async function cancelByKeyboard(page, before, lang) {
  const seen = await startLong(page);
  const words = await page.evaluate((l) => ({ solving: I18n.strings[l].solving, cancel: I18n.strings[l].cancel, cancelled: I18n.strings[l].cancelled }), lang);
  eq(seen.label, words.solving, `the progress label (${lang})`);
  assert(seen.value > 0 && seen.value < 1000, `the bar rises while the sum is solved (${seen.value} of 1000)`);
  eq(await page.textContent('#cancel'), words.cancel, `the Cancel button's text (${lang})`);
  await page.focus('#cancel');
  eq(await page.evaluate(() => document.activeElement.id), 'cancel', 'Cancel takes the keyboard focus');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#progress', { state: 'hidden', timeout: 5000 });
  const after = await state(page);
  eq([after.game, after.position, after.grundy, after.steps, after.busy], [before.game, before.position, before.grundy, before.steps, false],
    'the previous position, its value and its steps stay');
  eq(await page.inputValue('#position-input'), before.position, 'the editor shows the previous position again');
  eq(await page.textContent('#position-error'), words.cancelled, 'the page says it was cancelled');
  return seen;
}

test('a long sum shows its progress; Cancel (keyboard) keeps the previous state, in English and 简体中文', async () => {
  const page = ctx.page;
  await page.evaluate(() => window.grundy.load('sum', 'nim: 3 4 + wythoff: 3 5'));
  const before = await state(page);
  eq(before.position, 'nim: 3 4 + wythoff: 3 5', 'the first sum is loaded');
  const en = await cancelByKeyboard(page, before, 'en');
  await page.evaluate(() => window.grundy.setLang('zh'));
  const zh = await cancelByKeyboard(page, before, 'zh');
  await page.evaluate(() => window.grundy.setLang('en'));
  return `bar at ${en.value}/1000 after ${en.frames} frames (en), ${zh.value}/1000 after ${zh.frames} (zh)`;
});

test('run to the end, the long sum is solved in many frames, with the CLI\'s value', async () => {
  const page = ctx.page;
  await page.evaluate(() => window.grundy.setBudget(20000));
  const r = await page.evaluate((pos) => {
    let frames = 0, on = true;
    const count = () => { if (on) { frames++; requestAnimationFrame(count); } };
    requestAnimationFrame(count);
    return window.grundy.load('sum', pos).then((s) => { on = false; return { frames, grundy: s.grundy, winner: s.winner }; });
  }, LONG);
  await page.evaluate(() => window.grundy.setBudget(0));
  const cli = cliJson(['solve', 'sum', LONG]);
  eq(String(r.grundy), String(cli.grundy), 'the value');
  assert(r.frames > 10, `the solve ran over many frames (${r.frames})`);
  eq(ctx.foreign, [], 'no request left the page');
  eq(page.errors, [], 'no page error');
  return `${r.frames} frames`;
});

// A sum with a loopy component: its generalized value ∞{K} (Smith), the
// verdict and winning moves C's, shown in both languages, and a drawn sum
// said to be a draw; the trace steps through the values and the verdict.
test('a loopy sum: the generalized value ∞{K} and the draw, as the CLI says, in English and 简体中文', async () => {
  const page = ctx.page;
  const out = [];
  for (const pos of ['nim: 1 + dag: start=0; 0>1 1>0 0>2 2>3', 'nim: 2 + dag: start=0; 0>1 1>0 0>2 2>3']) {
    const cli = cliJson(['solve', 'sum', pos]);
    const s = await page.evaluate((p) => window.grundy.load('sum', p), pos);
    eq([s.winner, s.grundy, s.grundyInfinite, s.winningMoves], [cli.winner, null, cli.grundy_infinite.map(String), cli.winning_moves],
      `${pos}: C's verdict`);
    const set = '{' + cli.grundy_infinite.join(', ') + '}';
    assert((await page.textContent('#verdict')).includes('generalized SG value ∞' + set), `${pos}: the verdict says ∞${set}`);
    await page.evaluate(() => window.grundy.setLang('zh'));
    assert((await page.textContent('#verdict')).includes('广义 SG 值 ∞' + set), `${pos}: and in Chinese`);
    await page.evaluate(() => window.grundy.setLang('en'));
    const st = await state(page);
    eq(st.steps, 3, `${pos}: the trace: two values and the verdict`);
    out.push(`${cli.winner} ∞${set}`);
  }
  eq(page.errors, [], 'no page error');
  return out.join('; ');
});

run({
  timeoutMs: 120000,
  setup: async (chromium) => {
    ctx.browser = await require('./harness').launch(chromium);
    ctx.page = await openPage(ctx.browser, ctx.foreign);
  },
  teardown: async () => { if (ctx.browser) await ctx.browser.close(); },
});
