// tests/e2e/zh.js — the page in 中文 says C's words in Chinese, for every
// game of `grundy list`: a bad position typed into the editor shows C's
// parser message in Chinese (and the previous state stays), an illegal move
// in the play form shows C's message in Chinese, and the move forms label
// their arguments with C's Chinese labels.  Also: a loopy game's draw reads
// as a draw in both languages (verdict, value history), never as a loss.
//
// What is compared comes from C (the page's core in node: error_text,
// labels); this file only checks that the page shows it, and that it is
// Chinese (CJK characters).  A game whose messages are still English-only
// fails here with the message it gave.
'use strict';

const { test, assert, eq, cli, cliJson, fileUrl, inPage, loadWasm, run } = require('./harness');

const CJK = /[\u3400-\u9fff]/;
const DRAW_GAME = 'dag', DRAW_POSITION = 'start=0; 0>1 1>0';

const ctx = { browser: null, foreign: [] };
let page = null, wasm = null;
let catalogue = { games: [] };
let catalogueError = null;
try {
  if (process.env.GRUNDY) catalogue = cliJson(['list']);
} catch (e) {
  catalogueError = e;
}

const state = (p) => p.evaluate(() => window.grundy.state());

async function load(p, game, position) {
  await p.evaluate(([g, pos]) => window.grundy.load(g, pos), [game, position]);
  await p.waitForFunction(() => !window.grundy.state().busy, null, { timeout: 50000 });
  return state(p);
}

// Text that C's parser refuses for this game, with its messages.
function badPosition(id) {
  for (const text of ['x', '-1', '?', '1 x', '99999999999999999999999', 'x=1; 0>', '(']) {
    const r = wasm.parse(id, text);
    if (r.error) return { text, error: r.error, text_zh: r.error_text && r.error_text.zh };
  }
  return null;
}

// An action of the board that C refuses at pos, with its messages.
function badAction(id, pos, actions) {
  for (const [k, a] of actions.entries()) {
    // Numbers that fit first: the game's own refusal, not the number reader's.
    for (const arg of ['999999999', '0', '99999999999999999999', 'x']) {
      const args = a.args.map(() => arg), r = wasm.play(id, pos, [a.verb].concat(args).join(' '));
      if (r.error) return { k, args, error: r.error, zh: r.error_text && r.error_text.zh };
    }
  }
  return null;
}

test('the page loads in 中文', async () => {
  if (catalogueError) throw catalogueError;
  const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  page.on('request', (r) => { if (!inPage(r.url())) ctx.foreign.push(r.url()); });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(fileUrl());
  await page.evaluate(() => window.grundy.ready);
  const s = await page.evaluate(() => window.grundy.setLang('zh'));
  eq(s.lang, 'zh', 'the language');
  return `${catalogue.games.length} game(s)`;
});

for (const game of catalogue.games) {
  const id = game.id;

  test(`${id}: a bad position in the editor shows C's message in Chinese; the state stays`, async () => {
    const before = await load(page, id, game.example);
    const bad = badPosition(id);
    assert(bad, 'C refuses some text as a position');
    await page.fill('#position-input', bad.text);
    await page.press('#position-input', 'Enter');
    await page.waitForSelector('#position-error:not([hidden])', { timeout: 5000 });
    const shown = await page.textContent('#position-error');
    eq(shown, bad.text_zh, `"${bad.text}": the message shown is C's Chinese one (error_text.zh)`);
    const after = await state(page);
    eq([after.game, after.position, after.winner, after.step], [before.game, before.position, before.winner, before.step],
      'the previous state is kept');
    assert(CJK.test(shown), `"${bad.text}": the message is not Chinese: ${shown}`);
    return `"${bad.text}": ${shown}`;
  });

  test(`${id}: an illegal move in the play form shows C's message in Chinese`, async () => {
    await load(page, id, game.example);
    await page.click('#new-game');
    await page.waitForFunction(() => window.grundy.state().play.turn === 'you', null, { timeout: 20000 });
    const before = (await state(page)).play;
    const info = wasm.board(id, before.position);
    assert(!info.error, `gw_board: ${info.error}`);
    const bad = badAction(id, before.position, info.board.actions);
    assert(bad, 'some action with out-of-range arguments is refused by C');
    const inputs = `#actions form.action:nth-of-type(${bad.k + 1}) input`;
    for (let i = 0; i < bad.args.length; i++) await page.fill(`${inputs} >> nth=${i}`, bad.args[i]);
    if (bad.args.length) await page.press(`${inputs} >> nth=${bad.args.length - 1}`, 'Enter');
    else await page.click(`#actions form.action:nth-of-type(${bad.k + 1}) button.verb`);
    const error = `#actions form.action:nth-of-type(${bad.k + 1}) .error`;
    await page.waitForSelector(`${error}:not([hidden])`, { timeout: 5000 });
    const shown = await page.textContent(error);
    eq(shown, bad.zh, 'the message shown is C\'s Chinese one (error_text.zh)');
    const after = (await state(page)).play;
    eq([after.position, after.moves], [before.position, 0], 'nothing moved');
    assert(CJK.test(shown), `the message is not Chinese: ${shown}`);
    return shown;
  });

  test(`${id}: the move forms label their arguments with C's Chinese labels`, async () => {
    const info = wasm.board(id, (await state(page)).play.position);
    assert(!info.error, `gw_board: ${info.error}`);
    const shown = await page.$$eval('#actions form.action', (f) => f.map((x) => [...x.querySelectorAll('.arg-name')].map((s) => s.textContent)));
    // C's words for argument names: the catalogue's arg_labels {name: {en, zh}}.
    const words = wasm.catalogue().arg_labels || {};
    // A numbered name ("multiple 2") takes its stem's words and keeps its number.
    const word = (name) => {
      if (words[name]) return words[name].zh;
      const m = /^(.*\S) (\d+)$/.exec(name);
      return m && words[m[1]] ? `${words[m[1]].zh} ${m[2]}` : null;
    };
    const labels = info.board.actions.map((a) => (a.args || []).map(word));
    eq(shown.length, labels.length, 'one form per action');
    const missing = info.board.actions.flatMap((a) => (a.args || []).filter((name) => word(name) === null));
    assert(!missing.length, `C's arg_labels has no words for ${JSON.stringify(missing)}`);
    eq(shown, labels, 'the labels shown are C\'s arg_labels[name].zh');
    const english = shown.flat().filter((w) => !CJK.test(w));
    assert(!english.length, `labels that are not Chinese: ${JSON.stringify(english)}`);
    return JSON.stringify(shown);
  });
}

test(`a loopy draw (${DRAW_GAME} "${DRAW_POSITION}") reads as a draw in both languages`, async () => {
  const want = cliJson(['solve', DRAW_GAME, DRAW_POSITION]);
  eq(want.winner, 'draw', 'grundy solve says draw');
  const text = cli(['solve', DRAW_GAME, DRAW_POSITION, '--lang', 'zh']).stdout;
  assert(text.includes('平局'), `the CLI says 平局: ${text}`);
  assert(/draw/.test(cli(['solve', DRAW_GAME, DRAW_POSITION]).stdout), 'the CLI says draw');
  const seen = {};
  for (const lang of ['en', 'zh']) {
    await page.evaluate((l) => window.grundy.setLang(l), lang);
    await load(page, DRAW_GAME, DRAW_POSITION);
    eq(await page.getAttribute('#verdict', 'data-winner'), 'draw', `${lang}: the verdict's outcome`);
    const head = await page.textContent('#verdict .verdict-winner');
    const detail = await page.textContent('#verdict .verdict-detail');
    assert(lang === 'zh' ? head.includes('平局') : /draw/i.test(head), `${lang}: the verdict reads as a draw: ${head}`);
    assert(!/First player wins|Second player wins|Every move loses|先手必胜|后手必胜|都会输/.test(head + detail),
      `${lang}: no win or loss is claimed: ${head} ${detail}`);
    // The value history of play: the start is a draw for both.
    await page.click('#new-game');
    await page.waitForFunction(() => {
      const v = window.grundy.state().play.values;
      return v.length && v[0].winner;
    }, null, { timeout: 20000 });
    const p = (await state(page)).play;
    eq([p.values[0].winner, p.values[0].winning], ['draw', 'draw'], `${lang}: the value history's start`);
    const box = await page.textContent('#value-history .vh-pos .vh-who');
    assert(lang === 'zh' ? box.includes('平') : /draw/i.test(box), `${lang}: the value history says draw: ${box}`);
    seen[lang] = head;
  }
  eq(page.errors, [], 'page errors');
  return JSON.stringify(seen);
});

test('no request left the machine', async () => {
  eq(ctx.foreign, [], 'requests outside the page\'s files');
});

run({
  timeoutMs: 60000,
  setupError: catalogueError,
  setup: async (chromium) => {
    wasm = await loadWasm();
    ctx.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--no-first-run', '--disable-sync', '--disable-quic'],
    });
  },
  teardown: async () => { if (ctx.browser) await ctx.browser.close(); },
});
