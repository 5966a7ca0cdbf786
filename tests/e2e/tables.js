// tests/e2e/tables.js — big tables keep their numbers, steps move, sequences
// show their period, in real Chromium:
//   - lr with 40 piles mid-fill: the lens beside the heat map (never over
//     it) shows the cell the step writes, with its value and its row and
//     column numbers (as the CLI's trace gives them); zoomed in, the map's
//     cells hold their own numbers and the lens stays;
//   - heaps 0.137: 20 33 at step 121: G[121] is inside its table (rows of
//     20 before the period is found) and the window;
//   - the same sequence once the period is found: rows of the period's
//     length (the CLI's period), the preperiod above;
//   - a step forward animates (the motion layer has elements), and not under
//     prefers-reduced-motion (playwright's emulateMedia);
//   - read markers (in the margin, under a column's number), in projector
//     mode, at least 14 px;
//   - a view's colour scale is its own: a chain dag of 2,000 vertices colours
//     its SG values on 0 .. max SG, not on another view's numbers;
//   - a graph starts fitted to its box, zooms out to half of that and in,
//     0 goes back to the fit, and a click on a node still goes to the step
//     that writes it.
// Expected values come from the native CLI (grundy trace --json).
'use strict';

const { test, assert, eq, cliJson, fileUrl, run } = require('./harness');

const ctx = { browser: null };
let page = null;

// A seeded list of n pile sizes (1 .. 50).
function piles(n, seed) {
  const out = [];
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out.push(1 + (x % 50));
  }
  return out.join(' ');
}

async function load(game, position) {
  await page.evaluate(([g, p]) => window.grundy.load(g, p), [game, position]);
  await page.waitForFunction(() => !window.grundy.state().busy, null, { timeout: 50000 });
}
// Step k, arrived at by one step forward (as the step button does).
const go = (k) => page.evaluate((s) => { window.grundy.go(s - 1); return window.grundy.go(s); }, k);

const LR40 = piles(40, 7);
let lrTrace = null;
const lr = () => lrTrace || (lrTrace = cliJson(['trace', 'lr', LR40]));
// A step of the lr trace that writes view `left`, about half way.
function midLeft() {
  const steps = lr().steps;
  for (let k = steps.length >> 1; k < steps.length; k++) if (steps[k].writes.view === 'left') return steps[k];
  throw new Error('no step writes left');
}

test('the page loads (1024 x 768, projector mode)', async () => {
  const context = await ctx.browser.newContext({ viewport: { width: 1024, height: 768 } });
  page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(fileUrl());
  await page.evaluate(() => window.grundy.ready);
  await page.keyboard.press('p');
  eq(await page.evaluate(() => window.grundy.state().projector), true, 'projector mode');
});

test('lr with 40 piles mid-fill: the lens shows the current cell, its value, row and column', async () => {
  await load('lr', LR40);
  const st = midLeft();
  await go(st.step);
  const lens = await page.$eval('figure[data-view="left"] .mx-lens', (t) => {
    const cur = t.querySelector('td.cur'), row = cur && cur.parentNode;
    const k = cur ? [...row.cells].indexOf(cur) : -1;
    const box = t.getBoundingClientRect(), map = t.closest('figure').querySelector('canvas.mx-canvas').getBoundingClientRect();
    return {
      hidden: t.hidden, value: cur && cur.textContent, row: row && row.cells[0].textContent,
      col: k >= 0 ? t.rows[0].cells[k].textContent : null, cells: t.querySelectorAll('td').length,
      rows: t.rows.length - 1, cols: t.rows[0].cells.length - 1,
      beside: box.left >= map.right - 1 || box.right <= map.left + 1 || box.top >= map.bottom - 1,
    };
  });
  eq(lens.hidden, false, 'the lens is shown');
  eq([lens.value, lens.row.trim(), lens.col.trim()], [String(st.writes.value), String(st.writes.row), String(st.writes.col)],
    `the lens's current cell (${st.writes.cell})`);
  assert(lens.rows >= 3 && lens.rows <= 5 && lens.cols === lens.rows && lens.cells === lens.rows * lens.cols,
    `a square window of 3 to 5 cells a side: ${lens.rows} x ${lens.cols}, ${lens.cells} cells`);
  assert(lens.beside, 'the lens lies beside the map, not over it');
  // The reads of this step in view left are marked in the lens too.
  const reads = st.reads.filter((r) => r.view === 'left').length;
  eq(await page.$$eval('figure[data-view="left"] .mx-lens td.read', (x) => x.length), reads, 'reads marked in the lens');
  return `${st.writes.cell} = ${st.writes.value} at step ${st.step}`;
});

test('lr with 40 piles: keys zoom the heat map in and back; its cells hold numbers, the lens stays', async () => {
  await page.focus('figure[data-view="left"] .mx-clip');
  const cellPx = () => page.$eval('figure[data-view="left"] canvas.mx-canvas', (c) => c.getBoundingClientRect().width / 40);
  let presses = 0;
  while (presses < 12 && await cellPx() < 20) { await page.keyboard.press('+'); presses++; }
  const z = await page.evaluate(() => {
    const c = document.querySelector('figure[data-view="left"] canvas.mx-canvas');
    return { t: c.style.transform, lens: c.closest('figure').querySelector('.mx-lens').hidden,
      cell: c.getBoundingClientRect().width / 40 };
  });
  assert(new RegExp(`scale\\(${Math.pow(1.5, presses).toFixed(2).slice(0, 3)}`).test(z.t), `zoomed 1.5^${presses} times: ${z.t}`);
  assert(z.cell >= 20, `cells big enough for numbers (${z.cell} px)`);
  eq(z.lens, false, 'the lens stays (its numbers are the readable ones)');
  // The current cell stays in view when stepping while zoomed.
  const st = midLeft();
  await go(st.step + 1 < lr().steps.length ? st.step + 1 : st.step);
  const s = await page.evaluate(() => window.grundy.state().cell);
  if (s.view === 'left') {
    const seen = await page.evaluate(([r, c]) => {
      const cv = document.querySelector('figure[data-view="left"] canvas.mx-canvas'), b = cv.getBoundingClientRect();
      const clip = cv.parentNode.getBoundingClientRect(), w = b.width / 40, h = b.height / 40;
      const x = b.left + (c - 0.5) * w, y = b.top + (r - 0.5) * h;
      return x >= clip.left && x <= clip.right && y >= clip.top && y <= clip.bottom;
    }, [s.row, s.col]);
    assert(seen, `${s.name} is inside the zoomed map`);
  }
  await page.keyboard.press('0');
  eq(await page.$eval('figure[data-view="left"] canvas.mx-canvas', (c) => c.style.transform), '', '0: back to the whole map');
});

let heaps = null;
test('heaps 0.137: 20 33 at step 121: G[121] is inside its strip', async () => {
  heaps = cliJson(['trace', 'heaps', '0.137: 20 33']);
  eq(heaps.steps[121].writes.cell, 'G[121]', 'step 121 writes G[121] (CLI)');
  // A 1920 x 1080 screen, panel folded: room for the table of G in rows of
  // its period (34 a row); on a smaller stage it may go to its overview.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.evaluate(() => { if (document.getElementById('side-toggle').getAttribute('aria-pressed') === 'true') document.getElementById('side-toggle').click(); });
  await load('heaps', '0.137: 20 33');
  await go(121);
  const name = heaps.steps[121].writes.name; /* the cell's name in words, as the page labels it */
  const r = await page.$eval(`figure[data-view="G"] button.mx-cell[aria-label^="${name} ="]`, (b) => {
    const box = b.closest('.mx-scroll').getBoundingClientRect(), c = b.getBoundingClientRect();
    return { cur: b.classList.contains('cur'), inStrip: c.left >= box.left && c.right <= box.right,
      inWindow: c.left >= 0 && c.right <= window.innerWidth, head: b.closest('table').tHead.rows[0].cells.length - 1 };
  });
  eq(r.cur, true, 'G[121] is the current cell');
  eq([r.inStrip, r.inWindow], [true, true], 'G[121] inside its table and the window');
  eq(r.head, 20, 'rows of 20 before the period is found');
});

test('heaps 0.137: 20 33 once the period is found: rows of the period, the preperiod above', async () => {
  const found = heaps.steps.find((s) => s.writes.cell === 'period[1]');
  const pre = heaps.steps.find((s) => s.writes.cell === 'period[0]').writes.value, p = found.writes.value;
  await go(found.step);
  const t = await page.$eval('figure[data-view="G"] table', (table) => ({
    head: table.tHead.rows[0].cells.length - 1,
    rows: [...table.tBodies[0].rows].map((r) => ({
      label: r.cells[0].textContent, pre: r.classList.contains('pre'),
      cells: [...r.cells].slice(1).filter((c) => !c.classList.contains('gap')).length,
    })),
  }));
  eq(t.head, p, 'a column per residue');
  const body = t.rows.filter((r) => !r.pre);
  eq(body[0].label, String(pre), 'the periodic part starts at the preperiod');
  body.slice(0, -1).forEach((r) => eq(r.cells, p, `row ${r.label}: the period's length`));
  const cells = t.rows.reduce((n, r) => n + r.cells, 0);
  eq(cells, heaps.steps.filter((s) => s.writes.view === 'G').length, 'every G cell once');
  eq(t.rows.filter((r) => r.pre).reduce((n, r) => n + r.cells, 0), pre, 'the preperiod above');
  // Rare values: the mask leaving the fewest of G(1..) with an odd number
  // of bits under it (found here by trying every mask on the CLI's values);
  // the known ones are marked, and the note names the mask.
  const g = heaps.steps.filter((s) => s.writes.view === 'G').sort((a, b) => a.writes.col - b.writes.col).map((s) => s.writes.value);
  const odd = (x) => { let o = 0; for (; x; x &= x - 1) o ^= 1; return o; };
  let mask = 0, fewest = Infinity;
  for (let m = 1; m < 16; m++) {
    const c = g.slice(1).filter((v) => odd(v & m)).length;
    if (c < fewest) [mask, fewest] = [m, c];
  }
  assert(fewest > 0 && 4 * fewest <= g.length - 1, `rare values, a quarter or fewer: ${fewest} of ${g.length - 1}`);
  await go(heaps.steps.length - 1);
  const marked = await page.$$eval('figure[data-view="G"] td.rare', (tds) => tds.map((td) => Number(td.textContent)));
  eq(marked.length, g.filter((v) => odd(v & mask)).length, `every rare value marked (mask ${mask})`);
  assert(marked.every((v) => odd(v & mask)), `only rare values: ${marked}`);
  const note = await page.$eval('figure[data-view="G"]', (f) => f.textContent);
  assert(note.includes(`mask ${mask} `), 'the note names the mask');
  await page.setViewportSize({ width: 1024, height: 768 });
  return `period ${p}, preperiod ${pre}, ${t.rows.length} rows; ${marked.length} rare values under mask ${mask}`;
});

test('a step forward animates; not under prefers-reduced-motion', async () => {
  await load('lr', piles(8, 7));
  // motion.js draws once the step's task is over: wait for a frame
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const moving = await page.evaluate(async () => { window.grundy.go(19); window.grundy.go(20); await Promise.resolve(); return document.querySelectorAll('.mx-motion > *').length; });
  assert(moving > 0, 'the reads pulse and the value travels');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  eq(await page.evaluate(async () => { window.grundy.go(21); await Promise.resolve(); return document.querySelectorAll('.mx-motion > *').length; }), 0, 'nothing moves under prefers-reduced-motion');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  return `${moving} moving element(s)`;
});

test('read markers and rule chips are at least 14 px in projector mode', async () => {
  await go(30);
  const sizes = await page.evaluate(() => ({
    tags: [...document.querySelectorAll('#views .mx-table th[data-tag]')].map((e) => parseFloat(getComputedStyle(e, '::after').fontSize)),
    chips: [...document.querySelectorAll('.chip')].map((e) => parseFloat(getComputedStyle(e).fontSize)),
  }));
  assert(sizes.tags.length >= 1, `marked reads (${sizes.tags.length})`);
  assert(sizes.tags.every((x) => x >= 14), `read markers: ${sizes.tags}`);
  assert(sizes.chips.length && sizes.chips.every((x) => x >= 14), `chips: ${sizes.chips}`);
  await load('lr', LR40);
  await go(midLeft().step);
  const lens = await page.$$eval('.mx-lens th[data-tag]', (l) => l.map((e) => parseFloat(getComputedStyle(e, '::after').fontSize)));
  assert(lens.length && lens.every((x) => x >= 14), `lens markers: ${lens}`);
  return `tags ${sizes.tags.join(' ')} px; chips ${sizes.chips[0]} px`;
});

test('a dag of 2,000 vertices colours SG values on their own scale', async () => {
  const pos = 'start=0; ' + Array.from({ length: 1999 }, (_, i) => `${i}>${i + 1}`).join(' ');
  const trace = cliJson(['trace', 'dag', pos]);
  const sg = trace.steps.filter((s) => s.writes.view === 'sg').map((s) => s.writes.value);
  const max = Math.max.apply(null, sg);
  await load('dag', pos);
  const shown = await page.$eval('figure[data-view="sg"] .mx-scale', (e) => e.lastChild.textContent);
  eq(shown, String(max), 'the SG view\'s scale ends at its own largest value');
  eq(page.errors, [], 'page errors');
});

test('a graph starts fitted to its box, zooms out to half of that and in, 0 back to the fit; a click still picks a node', async () => {
  const pos = 'n=60; random=120,3; start=0';
  await load('dag', pos);
  const size = () => page.$eval('figure.gv-view .gv-scroll', (box) => {
    const c = box.querySelector('canvas');
    return { w: parseFloat(c.style.width), h: parseFloat(c.style.height), boxW: box.clientWidth, font: parseFloat(box.closest('figure').dataset.scale) };
  });
  const whole = await size();
  assert(whole.w <= whole.boxW + 1 && whole.w > 0, `at first the drawing fits its box (${JSON.stringify(whole)})`);
  await page.focus('figure.gv-view .gv-scroll');
  for (let i = 0; i < 8; i++) await page.keyboard.press('-');
  const out = await size();
  eq([out.w, out.h], [whole.w, whole.h], 'zoomed out, the canvas still fills the box');
  assert(Math.abs(out.font - whole.font / 2) < 0.1 * whole.font, `the drawing at half the fit: scale ${out.font} against ${whole.font}`);
  for (let i = 0; i < 12; i++) await page.keyboard.press('+');
  const most = await size();
  assert(most.h > 1.5 * whole.h && most.font > 1.5 * whole.font, `zoomed in, larger than the fit: ${JSON.stringify(most)} against ${JSON.stringify(whole)}`);
  await page.keyboard.press('0');
  eq(await size(), whole, '0: the fit again');
  // The drawing's nodes are where a click finds them: every node's step, by
  // hovering over the canvas until the title names a node.
  // (Step 0 first: a step scrolls its node into view.)
  const picked = await page.evaluate(() => {
    window.grundy.go(0);
    const c = document.querySelector('figure.gv-view canvas'), r = c.getBoundingClientRect();
    for (let y = r.top + 2; y < r.bottom; y += 2) for (let x = r.left + 2; x < r.right; x += 2) {
      c.dispatchEvent(new MouseEvent('mousemove', { clientX: x, clientY: y, bubbles: true }));
      if (c.title) {
        c.dispatchEvent(new MouseEvent('click', { clientX: x, clientY: y, bubbles: true }));
        return { title: c.title, step: window.grundy.state().step };
      }
    }
    return null;
  });
  assert(picked && picked.step > 0, `a node found and clicked at the zoomed-out scale: ${JSON.stringify(picked)}`);
  const trace = cliJson(['trace', 'dag', pos]);
  const name = picked.title.split(' = ')[0];
  const written = trace.steps.find((st) => (st.writes.name === name || st.writes.cell === name) && st.writes.view === 'sg');
  assert(written, `the CLI's trace writes ${name}`);
  eq(picked.step, written.step, `the click on ${name} goes to the step that writes it`);
  // Parallel edges are drawn apart: three between 0 and 1 (either way) at
  // -12, 0 and 12 units off their route, a loop and a single edge on it.
  const fan = await page.evaluate(() => Array.from(GraphView.fan({ from: [0, 1, 1, 2, 0], to: [1, 0, 2, 2, 1] })));
  eq(fan, [-12, 0, 0, 0, 12], 'the offsets of parallel edges');
  // Vertices are named as the text writes them, beside every node of every
  // graph view (geography's are 1 .. 7; the views' cells count from 0).
  await page.evaluate(() => {
    const draw = GraphView.prototype.draw;
    window.__graphs = [];
    GraphView.prototype.draw = function () {
      if (window.__graphs.indexOf(this) < 0) window.__graphs.push(this);
      return draw.apply(this, arguments);
    };
  });
  await load('geography', 'start=1; 1-2 2-3 3-4 4-5 5-1 3-6 6-7');
  const labels = await page.evaluate(() => window.__graphs.map((g) => [g.view.name, Array.from({ length: g.n }, (_, i) => g.label(i)[0]).sort()]));
  eq(labels.map((l) => l[0]), ['vertex', 'partner', 'every'], 'the graph views');
  labels.forEach((l) => eq(l[1], ['1', '2', '3', '4', '5', '6', '7'], `${l[0]}: the vertices as the text writes them`));
  eq(page.errors, [], 'page errors');
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
