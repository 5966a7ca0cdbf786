// tests/e2e/explore.js — the explore view (the game graph of a position)
// in real Chromium (playwright-core), against the native CLI, one browser:
//   1. on nim, a coin game, wythoff and dag, the Explore button opens the
//      graph: its nodes are `grundy explore --json`'s, each with C's value,
//      and every node's value is the one the page's solve gives when that
//      position is loaded;
//   2. stepping (grundy.go, the → key) shows each step's node as SG(position)
//      with the CLI's value and explanation, in English and Chinese;
//   3. a click on a node (and Enter on the graph) loads its position: the
//      editor and the verdict change, and the view closes;
//   4. past the bound, C's message shows under the editor and the position,
//      its tables and its step stay (on a cycle too, named in Chinese); X
//      opens and closes the view;
//   5. nim's lesson stop 4 opens the view on 1 2, stop 5 closes it.
// Speaks TAP; nothing is skipped (a missing CHROMIUM, GRUNDY or GRUNDY_WEB
// fails every test with the reason).
'use strict';

const { test, assert, eq, cli, parseExact, fileUrl, inPage, run } = require('./harness');

const ctx = { browser: null, foreign: [] };
let page = null;

const state = (p) => p.evaluate(() => window.grundy.state());
const idle = (p) => p.waitForFunction(() => !window.grundy.state().busy, null, { timeout: 30000 });

function explore(game, position, lang) {
  const r = cli(['explore', game, position, '--json'].concat(lang ? ['--lang', lang] : []));
  if (r.status !== 0) throw new Error(`grundy explore ${game} ${position}: ${r.stderr}`);
  return parseExact(r.stdout);
}

async function load(game, position) {
  await page.evaluate(([g, p]) => window.grundy.load(g, p), [game, position]);
  return state(page);
}

// Opens the view with its button; resolves with state() once it is shown.
async function openView() {
  await page.click('#explore-toggle');
  await page.waitForFunction(() => { const s = window.grundy.state(); return s.explore.open && !s.busy; }, null,
    { timeout: 30000 });
  return state(page);
}

const CASES = [
  ['nim', '2 3'],
  ['coins-mock', 'UUDU'],
  ['wythoff', '2 3'],
  ['dag', 'start=0; 0>1 0>2 1>2 1>3 2>3'],
];

test('the page loads with an Explore button', async () => {
  const context = await ctx.browser.newContext({ viewport: { width: 1200, height: 900 } });
  page = await context.newPage();
  page.on('request', (r) => { if (!inPage(r.url())) ctx.foreign.push(r.url()); });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(fileUrl());
  await page.evaluate(() => window.grundy.ready);
  eq(await page.getAttribute('#explore-toggle', 'aria-pressed'), 'false', 'the button, not pressed');
  eq((await state(page)).explore.open, false, 'the view is closed at first');
});

for (const [game, position] of CASES) {
  test(`${game} ${position}: the graph, C's values, the page's solve on every node`, async () => {
    const want = explore(game, position);
    const before = await load(game, position);
    const s = await openView();
    eq(await page.getAttribute('#explore-toggle', 'aria-pressed'), 'true', 'the button is pressed');
    eq(s.position, before.position, 'the position stays');
    eq(s.explore.nodes.map((n) => [n.position, n.grundy]), want.nodes.map((n) => [n.position, String(n.grundy)]),
      'the nodes and their values are grundy explore\'s');
    eq(s.steps, want.steps.length, 'one step per position');
    eq(await page.$$eval('#views canvas.gv-canvas', (c) => c.length), 1, 'the graph is drawn on a canvas');
    const caption = await page.textContent('#views figure[data-view="graph"] figcaption');
    assert(caption.includes(`${want.nodes.length} nodes, ${want.edges.length} edges`), `the caption gives the size: ${caption}`);
    // Every node, loaded as a position: the page's own solve gives the same
    // value where it gives one, and always the winner the value implies.
    let values = 0;
    for (const n of want.nodes) {
      const t = await load(game, n.position);
      eq([t.position, t.winner], [n.position, n.grundy === 0 ? 'second' : 'first'], `the page's verdict on ${n.position}`);
      if (t.grundy !== null) eq(t.grundy, String(n.grundy), `the page's Grundy value of ${n.position} (a decimal string)`);
      values += t.grundy !== null;
      eq(t.explore.open, false, 'loading a position closes the view');
    }
    return `${want.nodes.length} nodes, ${want.edges.length} edges; ${values} values given by the page's solve too`;
  });
}

test('stepping: each step names its node, its value and C\'s explanation, in both languages', async () => {
  const want = explore('nim', '2 3'), zh = explore('nim', '2 3', 'zh');
  await load('nim', '2 3');
  await openView();
  for (let k = 0; k < want.steps.length; k++) {
    const s = await page.evaluate((step) => window.grundy.go(step), k), w = want.steps[k];
    eq([s.step, s.cell.view, s.cell.name, s.cell.value, s.cell.case, s.cell.text],
      [k, 'graph', `SG(${w.writes.label})`, String(w.writes.value), w.case, w.text], `step ${k}`);
    eq(s.cell.reads, w.reads.length, `step ${k}: the options read`);
  }
  await page.evaluate(() => window.grundy.go(2));
  await page.focus('#views canvas');
  await page.keyboard.press('ArrowRight');
  eq((await state(page)).step, 3, 'the → key steps on');
  await page.evaluate(() => window.grundy.setLang('zh'));
  const s = await state(page);
  eq([s.explore.open, s.cell.text], [true, zh.steps[3].text], 'in Chinese: the view stays, C\'s words');
  await page.evaluate(() => window.grundy.setLang('en'));
});

test('a click on a node loads its position: the editor and the verdict change', async () => {
  await load('nim', '2 3');
  const s = await openView();
  const node = s.explore.nodes.find((n) => n.position === '2 2');
  assert(node, 'nim 2 3 reaches 2 2');
  const before = await page.textContent('#verdict');
  const canvas = await page.$('#views canvas.gv-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  await page.mouse.click(box.x + node.x, box.y + node.y);
  await page.waitForFunction(() => { const s = window.grundy.state(); return s.position === '2 2' && !s.busy; }, null,
    { timeout: 30000 });
  const t = await state(page);
  eq(await page.inputValue('#position-input'), '2 2', 'the editor holds the node\'s position');
  eq([t.winner, t.grundy, t.explore.open], ['second', '0', false], 'its verdict (2 2 is lost for the mover), the view closed');
  const after = await page.textContent('#verdict');
  assert(after !== before && /Second player wins/.test(after), `the verdict shown changed: ${after}`);
  // Enter on the graph: the node of the current step.
  await openView();
  await page.evaluate(() => window.grundy.go(1));
  const label = (await state(page)).cell.name.replace(/^SG\((.*)\)$/, '$1');
  await page.focus('#views canvas.gv-canvas');
  await page.keyboard.press('Enter');
  await page.waitForFunction((p) => { const s = window.grundy.state(); return s.position === p && !s.busy; }, label,
    { timeout: 30000 });
  eq(await page.inputValue('#position-input'), label, 'Enter loads the node of the current step');
});

test('past the bound: C\'s message inline, the previous state kept; X opens and closes', async () => {
  const r = cli(['explore', 'nim', '9 9 9']);
  eq(r.status, 2, 'the CLI refuses nim 9 9 9');
  const message = r.stderr.trim().replace(/^grundy: /, '');
  const before = await load('nim', '9 9 9');
  await page.evaluate(() => window.grundy.go(4));
  await page.click('#explore-toggle');
  await page.waitForFunction(() => !document.getElementById('position-error').hidden, null, { timeout: 30000 });
  await idle(page);
  eq(await page.textContent('#position-error'), message, 'C\'s message under the editor');
  const s = await state(page);
  eq([s.explore.open, s.position, s.steps, s.step], [false, before.position, before.steps, 4], 'the position, its tables and step stay');
  eq(await page.getAttribute('#explore-toggle', 'aria-pressed'), 'false', 'the button is not pressed');
  // A loopy game: C names the cycle, in the page's language.
  const loop = 'start=0; 0>1 1>0', zh = cli(['explore', 'dag', loop, '--lang', 'zh']);
  eq(zh.status, 2, 'the CLI refuses a cycle');
  await load('dag', loop);
  await page.evaluate(() => window.grundy.setLang('zh'));
  await page.click('#explore-toggle');
  await page.waitForFunction(() => !document.getElementById('position-error').hidden, null, { timeout: 30000 });
  await idle(page);
  eq(await page.textContent('#position-error'), zh.stderr.trim().replace(/^grundy: /, ''), 'the cycle named, in Chinese');
  eq((await state(page)).explore.open, false, 'no view on a cycle');
  await page.evaluate(() => window.grundy.setLang('en'));
  // X, from the page: opens on a small position, and again closes it back at the step left.
  await load('nim', '1 2');
  await page.evaluate(() => window.grundy.go(1));
  eq(await page.isHidden('#position-error'), true, 'the message is gone with a new position');
  await page.focus('body');
  await page.keyboard.press('x');
  await page.waitForFunction(() => { const s = window.grundy.state(); return s.explore.open && !s.busy; }, null, { timeout: 30000 });
  eq((await state(page)).explore.nodes.length, 6, 'X opens the view: 1 2 reaches six positions');
  await page.keyboard.press('x');
  const back = await state(page);
  eq([back.explore.open, back.step, back.cell.view], [false, 1, 'bits'], 'X again: the position\'s own tables, at its step');
});

test('nim\'s lesson: stop 4 opens the game graph of 1 2, stop 5 closes it', async () => {
  await load('nim', '3 4 5');
  let s = await page.evaluate(() => window.grundy.lesson(3));
  eq([s.position, s.explore.open, s.step, s.steps], ['1 2', true, 5, 6], 'stop 4: the graph of 1 2 at its last step');
  eq(s.explore.nodes.map((n) => n.position + '=' + n.grundy).sort(),
    ['0 0=0', '0 1=1', '0 2=2', '1 0=1', '1 1=0', '1 2=3'], 'every value the text quotes');
  s = await page.evaluate(() => window.grundy.lesson(4));
  eq([s.position, s.explore.open, s.verdictShown], ['6 9 13 7', false, false], 'stop 5: its own position, the view closed');
  s = await page.evaluate(() => window.grundy.lesson(3));
  eq([s.position, s.explore.open], ['1 2', true], 'back to stop 4');
  await page.evaluate(() => window.grundy.lesson(null));
});

test('no page error, no request left the machine', async () => {
  eq(page.errors, [], 'page errors');
  eq(ctx.foreign, [], 'requests outside the page\'s files');
  await page.context().close();
});

run({
  timeoutMs: 60000,
  setup: async (chromium) => {
    ctx.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--no-first-run', '--disable-sync', '--disable-quic'],
    });
  },
  teardown: async () => { if (ctx.browser) await ctx.browser.close(); },
});
