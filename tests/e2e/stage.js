// tests/e2e/stage.js — the stage in real Chromium (playwright-core): the
// solver's whole working on one screen.  At 1024 x 768 in projector mode
// with the side panel folded and at 1280 x 800 with it open, for every
// game's example (first, middle and last step), every lesson stop, and a
// set of classroom-size positions (12-pile lr, a 10-vertex DAG with two
// tokens, Hackenbush with a cycle and a loop, Wythoff 9 13, Mock Turtles on
// 9 coins, Kayles heaps, nim, staircase, a sum of four, geography, Every-SG,
// Explore of nim 3 4 5) at several steps, it measures in the page:
//   - the page does not scroll;
//   - every view of the trace (the names C gives, state().views) has its
//     figure on the stage, inside the stage's box and the window, and no
//     two figures overlap;
//   - nothing inside the views scrolls or clips (every box that could
//     scroll holds its content);
//   - the step's explanation and the step controls are on screen;
//   - no two texts of the stage (cells, headers, captions, notes, the
//     explanation's lines) overlap;
//   - in projector mode every number drawn is at least 18 px: the cells and
//     headers of tables and lenses (font size times every zoom above them)
//     and the graphs' values (their figure's data-font, the size C's drawing
//     is drawn at, or its lens's).
// Past classroom sizes (30-pile lr, a 40-vertex DAG, Explore of nim 3 4 5)
// a view shows its overview and a lens that holds the written cell and its
// row and column numbers, on screen.
//
// One browser, one page; no sleeps: every wait is on window.grundy's state.
'use strict';

const { test, assert, eq, cliJson, openPage, run } = require('./harness');

const SIZES = [
  { width: 1024, height: 768, projector: true, panel: false, lang: 'zh' },
  { width: 1280, height: 800, projector: false, panel: true, lang: 'en' },
];
const CLASSROOM = [
  ['lr', '3 1 9 4 5 2 6 8 7 1 2 5'],
  ['lr', '5 3 8 1 9 2 7 4'],
  ['dag', 'start=0,3; 0>1 0>2 1>3 1>4 2>4 2>5 3>6 4>6 4>7 5>7 6>8 7>8 8>9 5>9'],
  ['hackenbush', '0-1 1-2 2-3 3-1 1-4 4-4 0-5 5-6 5-7'],
  ['wythoff', '9 13'],
  ['coins-mock', 'UUDUDUUDU'],
  ['heaps', '0.77: 5 8 3'],
  ['nim', '3 4 5'],
  ['staircase', '0 3 1 2 5 4'],
  ['sum', 'nim: 3 4 + wythoff: 3 5 + heaps: 0.77: 7 + coins-mock: UUDU'],
  ['geography', 'start=1; 1-2 2-3 3-4 4-5 5-1 3-6 6-7'],
  ['every', '3,5 2,7 4,9'],
];
const PAST = [
  ['lr', Array.from({ length: 30 }, (_, i) => (i * 7) % 13 + 1).join(' ')],
  ['dag', 'start=0; ' + Array.from({ length: 39 }, (_, i) => `${i}>${i + 1}` + (i + 3 < 40 ? ` ${i}>${i + 3}` : '')).join(' ')],
];

const ctx = { browser: null, page: null, catalogue: { games: [] }, error: null };
try {
  if (process.env.GRUNDY) ctx.catalogue = cliJson(['list']);
} catch (e) {
  ctx.error = e;
}
const games = ctx.catalogue.games;
const what = (size) => `${size.width}x${size.height}${size.projector ? ' projector' : ''} ${size.lang}`;

async function setSize(size) {
  const p = ctx.page;
  await p.evaluate(() => window.grundy.lesson(null));
  await p.setViewportSize({ width: size.width, height: size.height });
  await p.evaluate(([on, lang, panel]) => {
    window.grundy.setTheme('light', on);
    const side = document.getElementById('side-toggle');
    if ((side.getAttribute('aria-pressed') === 'true') !== panel) side.click();
    return window.grundy.setLang(lang);
  }, [size.projector, size.lang, size.panel]);
}

// The stage as it stands once settled (see the header): measured after
// each of up to ten animation frames until no new layout is pending and
// nothing is wrong (a layout moves in the frame after a view changes its
// size: a lens shown, a sequence wrapped; the page's own ResizeObserver).
async function measure() {
  let m = null;
  for (let frame = 0; frame < 10; frame++) {
    await ctx.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
    await ctx.page.waitForFunction(() => window.grundy.state().stage.settled, null, { timeout: 10000 });
    m = await measureNow();
    if (!m.problems.length) break;
  }
  return m;
}

function measureNow() {
  return ctx.page.evaluate(() => {
    const vw = window.innerWidth, vh = window.innerHeight, out = { problems: [] };
    const bad = (m) => { if (out.problems.length < 12) out.problems.push(m); };
    const rect = (el) => el.getBoundingClientRect();
    const inside = (r, b, m) => r.left >= b.left - m && r.top >= b.top - m && r.right <= b.right + m && r.bottom <= b.bottom + m;
    const meets = (a, c) => Math.min(a.right, c.right) - Math.max(a.left, c.left) > 1 && Math.min(a.bottom, c.bottom) - Math.max(a.top, c.top) > 1;
    const rs0 = (el, figs) => figs.some((f) => meets(rect(el), rect(f)));
    const name = (el) => (el.closest('figure') ? el.closest('figure').dataset.view + ' ' : '') + el.tagName.toLowerCase() +
      (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '') + ' "' + (el.textContent || '').trim().slice(0, 24) + '"';
    const s = window.grundy.state(), win = { left: 0, top: 0, right: vw, bottom: vh };
    if (document.scrollingElement.scrollHeight > vh + 1 || document.scrollingElement.scrollWidth > vw + 1 || window.scrollY)
      bad(`the page scrolls (${document.scrollingElement.scrollWidth} x ${document.scrollingElement.scrollHeight})`);
    const box = document.querySelector('#views .stage-box');
    if (!box) { bad('no stage'); return out; }
    const b = rect(box);
    if (!inside(b, win, 1)) bad('the stage is not inside the window');
    // Every view on the stage, or left out (too many to be whole and
    // readable at once) with the line under the stage saying so, its button
    // for all of them on screen; never the view the step writes.
    const all = [...box.querySelectorAll(':scope > .stage-inner > figure')];
    const figs = all.filter((f) => getComputedStyle(f).display !== 'none');
    const names = figs.map((f) => f.dataset.view), left = s.stage.hidden;
    for (const v of s.views) if (!names.includes(v) && !left.includes(v)) bad(`view ${v} is not on the stage`);
    if (s.cell && !names.includes(s.cell.view)) bad(`the view the step writes (${s.cell.view}) is left out`);
    if (left.length) {
      const note = document.querySelector('#views .stage-fewer'), button = note && note.querySelector('button');
      if (!note || !inside(rect(note), win, 1)) bad(`${left.length} views are left out and no line on screen says so`);
      else if (!button || !inside(rect(button), win, 1)) bad('the line under the stage has no button for every view');
      else if (rs0(note, figs)) bad('the line under the stage is covered by a view');
    }
    // A sum also shows its position: each component's own board with its value (point 6).
    const parts = all.filter((f) => f.dataset.view === 'position');
    if (s.game === 'sum' && !left.includes('position')) {
      const comps = parts.length ? parts[0].querySelectorAll('.sum-component').length : 0;
      const values = parts.length ? [...parts[0].querySelectorAll('.part-value')].filter((v) => / = /.test(v.textContent)).length : 0;
      if (!parts.length || comps < 1 || values !== comps) bad(`the sum's components are not drawn each with its value (${comps} boards, ${values} values)`);
    }
    if (all.length !== s.views.length + parts.length) bad(`${all.length} figures for ${s.views.length} views`);
    const rs = figs.map(rect);
    out.layout = `${Math.round(b.width)} x ${Math.round(b.height)}${document.querySelector('.tables').classList.contains('stage-side') ? ' beside the explanation' : ''}: ` +
      figs.map((f, i) => `${names[i]} (${Math.round(rs[i].left - b.left)}, ${Math.round(rs[i].top - b.top)}) ${Math.round(rs[i].width)} x ${Math.round(rs[i].height)}`).join(', ');
    figs.forEach((f, i) => {
      if (!(rs[i].width > 0 && rs[i].height > 0)) bad(`view ${names[i]} has no size`);
      if (!inside(rs[i], b, 1)) bad(`view ${names[i]} is not inside the stage (${JSON.stringify([rs[i].left, rs[i].top, rs[i].right, rs[i].bottom].map(Math.round))} in ${JSON.stringify([b.left, b.top, b.right, b.bottom].map(Math.round))})`);
      for (let j = 0; j < i; j++) {
        const w = Math.min(rs[i].right, rs[j].right) - Math.max(rs[i].left, rs[j].left), h = Math.min(rs[i].bottom, rs[j].bottom) - Math.max(rs[i].top, rs[j].top);
        if (w > 1 && h > 1) bad(`views ${names[j]} and ${names[i]} overlap`);
      }
    });
    // Nothing scrolls or clips inside the views.
    const hidden = (el) => !!el.closest('.sr-only'); // for screen readers only, clipped on purpose
    for (const el of box.querySelectorAll('*')) {
      if (hidden(el)) continue;
      const cs = getComputedStyle(el);
      if (!/(auto|scroll|hidden)/.test(cs.overflowX + cs.overflowY) || el.tagName === 'CANVAS') continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) bad(`${name(el)} scrolls or clips (${el.scrollWidth} x ${el.scrollHeight} in ${el.clientWidth} x ${el.clientHeight})`);
    }
    // The explanation and the controls on screen.
    const expl = document.getElementById('explanation');
    if (s.step !== null && s.step >= 0 && !(expl && inside(rect(expl), win, 1) && rect(expl).height > 0)) bad('the explanation is not on screen');
    for (const k of ['start', 'back', 'play', 'forward', 'end', 'slider', 'number']) {
      const el = document.querySelector(`#stepper [data-step-control="${k}"]`);
      if (!el || !inside(rect(el), win, 1) || !rect(el).width) bad(`the step control ${k} is not on screen`);
    }
    // Texts: every element of the stage and the explanation holding text of its own.
    const texts = [];
    const zoomOf = (el) => { let z = 1; for (let a = el; a; a = a.parentElement) z *= parseFloat(getComputedStyle(a).zoom) || 1; return z; };
    const own = (el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    for (const el of [...box.querySelectorAll('*'), ...document.querySelectorAll('#step-info *')]) {
      if (!own(el) || !el.getClientRects().length || hidden(el)) continue;
      const r = rect(el);
      if (r.width < 1 || r.height < 1) continue;
      texts.push({ el, r, lines: [...el.getClientRects()] }); // an inline text that wraps: a box a line
    }
    const meet = (a, c) => Math.min(a.right, c.right) - Math.max(a.left, c.left) > 1 && Math.min(a.bottom, c.bottom) - Math.max(a.top, c.top) > 1;
    for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i], c = texts[j];
      if (a.el.contains(c.el) || c.el.contains(a.el) || !meet(a.r, c.r)) continue;
      if (a.lines.some((x) => c.lines.some((y) => meet(x, y)))) bad(`texts overlap: ${name(a.el)} / ${name(c.el)}`);
    }
    // Numbers readable from the back row (projector mode): 18 px or more.
    out.smallest = Infinity;
    // The layer's shrink as set (its transform), not its box's width over offsetWidth: offsetWidth is rounded to a whole px.
    const layer = box.querySelector('.stage-inner'), tf = getComputedStyle(layer).transform;
    const shrink = tf && tf !== 'none' ? new DOMMatrixReadOnly(tf).a : 1;
    if (document.documentElement.dataset.projector === 'on') {
      for (const { el } of texts) {
        if (el.closest('#step-info') || !/^[\s\d?+\-]+$/.test(el.textContent.trim()) || !el.textContent.trim()) continue;
        const px = parseFloat(getComputedStyle(el).fontSize) * zoomOf(el.parentElement) * shrink;
        out.smallest = Math.min(out.smallest, px);
        if (px < 17.995) bad(`a number at ${px.toFixed(2)} px: ${name(el)}`);
      }
      for (const f of figs) if (f.dataset.font !== undefined) {
        const px = parseFloat(f.dataset.font) * shrink;
        out.smallest = Math.min(out.smallest, px);
        if (px < 17.995) bad(`graph ${f.dataset.view} drawn at ${px.toFixed(2)} px`);
      }
    }
    // A view shown as its overview: the lens holds the written cell, with its headers, on screen.
    out.lenses = 0;
    for (const f of figs) {
      const lens = f.querySelector('.mx-lens:not([hidden]), .gv-lens');
      if (!lens) continue;
      out.lenses++;
      if (!inside(rect(lens), win, 1)) bad(`the lens of ${f.dataset.view} is not on screen`);
      if (lens.tagName === 'TABLE' && s.cell && s.cell.view === f.dataset.view) {
        const cur = lens.querySelector('td.cur');
        if (!cur) bad(`the lens of ${f.dataset.view} does not hold the written cell`);
        else {
          const row = cur.parentElement.firstElementChild.textContent.trim(), col = lens.rows[0].cells[cur.cellIndex].textContent.trim();
          if (!row.startsWith(String(s.cell.row)) || !col.startsWith(String(s.cell.col))) bad(`the lens's headers ${row}, ${col} for the cell ${s.cell.row}, ${s.cell.col}`);
        }
      }
    }
    return out;
  });
}

async function check(label, stepAt) {
  const p = ctx.page;
  const s = await p.evaluate(() => window.grundy.state());
  const steps = stepAt || (s.steps ? [0, Math.floor((s.steps - 1) / 2), s.steps - 1] : [null]);
  let smallest = Infinity;
  for (const k of steps) {
    if (k !== null) await p.evaluate((k) => window.grundy.go(k), k);
    const m = await measure();
    if (m.problems.length) throw new Error(`${label} step ${k}: ${m.problems.join('; ')} — the stage: ${m.layout}`);
    smallest = Math.min(smallest, m.smallest);
  }
  return smallest;
}

test('the page loads (one page for every test)', async () => {
  if (ctx.error) throw ctx.error;
  ctx.page = await openPage(ctx.browser, ctx.foreign = []);
  await ctx.page.evaluate(() => window.grundy.setLang('en'));
  assert(games.length > 0, 'grundy list names games');
  return `${games.length} games`;
});

for (const size of SIZES) {
  test(`${what(size)}: every game's example, first, middle and last step — the whole working on one screen`, async () => {
    await setSize(size);
    let n = 0, small = Infinity;
    for (const g of games) {
      await ctx.page.evaluate(([id, pos]) => window.grundy.load(id, pos), [g.id, g.example]);
      small = Math.min(small, await check(`${what(size)} ${g.id} ${g.example}`));
      n++;
    }
    eq(ctx.page.errors, [], 'page errors');
    return `${n} examples${size.projector ? `, smallest number ${small.toFixed(1)} px` : ''}`;
  });

  test(`${what(size)}: every lesson stop — the whole working on one screen`, async () => {
    await setSize(size);
    let stops = 0, small = Infinity;
    for (const g of games.filter((x) => x.lesson && x.lesson.length)) {
      await ctx.page.evaluate(([id, pos]) => window.grundy.load(id, pos), [g.id, g.example]);
      for (let k = 0; k < g.lesson.length; k++) {
        await ctx.page.evaluate((k) => window.grundy.lesson(k), k);
        await ctx.page.waitForFunction(() => { const s = window.grundy.state(); return !s.busy && s.lesson.open; }, null, { timeout: 60000 });
        // The lesson's text is in the side panel; the class looks at the stage with it folded (projector).
        if (!size.panel) await ctx.page.evaluate(() => document.getElementById('side-toggle').click());
        const s = await ctx.page.evaluate(() => window.grundy.state());
        small = Math.min(small, await check(`${what(size)} ${g.id} lesson stop ${k + 1}`, [s.step !== null && s.step >= 0 ? s.step : null]));
        stops++;
        if (!size.panel) await ctx.page.evaluate(() => document.getElementById('side-toggle').click());
      }
      await ctx.page.evaluate(() => window.grundy.lesson(null));
    }
    eq(ctx.page.errors, [], 'page errors');
    return `${stops} stops${size.projector ? `, smallest number ${small.toFixed(1)} px` : ''}`;
  });

  test(`${what(size)}: classroom sizes (12-pile lr, a 10-vertex DAG, Hackenbush, Wythoff 9 13, a sum …) at three steps — fitted, readable`, async () => {
    await setSize(size);
    const notes = [];
    for (const [id, pos] of CLASSROOM) {
      await ctx.page.evaluate(([id, pos]) => window.grundy.load(id, pos), [id, pos]);
      const small = await check(`${what(size)} ${id} ${pos}`);
      if (size.projector) notes.push(`${id} ${small.toFixed(0)} px`);
    }
    // Explore of nim 3 4 5: the game graph fitted, with its lens.
    await ctx.page.evaluate(() => window.grundy.load('nim', '3 4 5'));
    await ctx.page.click('#explore-toggle');
    await ctx.page.waitForFunction(() => { const s = window.grundy.state(); return !s.busy && s.explore.open; }, null, { timeout: 60000 });
    await check(`${what(size)} explore nim 3 4 5`);
    await ctx.page.click('#explore-toggle');
    await ctx.page.waitForFunction(() => !window.grundy.state().explore.open, null, { timeout: 60000 });
    eq(ctx.page.errors, [], 'page errors');
    return notes.join(', ');
  });

  // Views left out (too many at once to be whole and readable): the line
  // under the stage says how many, in the page's language, and its button
  // shows every view (the large ones as overviews), then fewer again.
  test(`${what(size)}: views left out — the line under the stage says how many; its button shows them all and back`, async () => {
    await setSize(size);
    const p = ctx.page, notes = [];
    for (const [id, pos] of CLASSROOM) {
      await p.evaluate(([id, pos]) => window.grundy.load(id, pos), [id, pos]);
      await measure();
      const s = await p.evaluate(() => window.grundy.state());
      if (!s.stage.hidden.length) continue;
      const line = await p.textContent('#views .stage-fewer');
      const shown = s.views.length + (s.game === 'sum' ? 1 : 0) - s.stage.hidden.length;
      assert(line.includes(String(shown)), `${id}: the line says how many are drawn: ${line}`);
      if (size.lang === 'zh') assert(!/[a-z]{3}/i.test(line), `${id}: English words in 中文: ${line}`);
      await p.click('#views .stage-fewer button');
      await p.waitForFunction(() => { const s = window.grundy.state(); return s.stage.settled && !s.stage.hidden.length; }, null, { timeout: 10000 });
      const every = await p.evaluate(() => [...document.querySelectorAll('#views .stage-inner > figure')].every((f) => getComputedStyle(f).display !== 'none'));
      assert(every, `${id}: every view on the stage after the button`);
      assert(await p.isVisible('#views .stage-fewer button'), `${id}: a button back to fewer views`);
      await p.click('#views .stage-fewer button');
      await p.waitForFunction((n) => { const s = window.grundy.state(); return s.stage.settled && s.stage.hidden.length === n; }, s.stage.hidden.length, { timeout: 10000 });
      notes.push(`${id} ${shown} of ${shown + s.stage.hidden.length}`);
    }
    eq(ctx.page.errors, [], 'page errors');
    return notes.join(', ') || 'no stage with views left out';
  });

  test(`${what(size)}: past classroom sizes — an overview and a lens that holds the written cell`, async () => {
    await setSize(size);
    let lenses = 0;
    for (const [id, pos] of PAST) {
      await ctx.page.evaluate(([id, pos]) => window.grundy.load(id, pos), [id, pos]);
      const s = await ctx.page.evaluate(() => window.grundy.state());
      for (const k of [Math.floor(s.steps / 3), s.steps - 1]) {
        await ctx.page.evaluate((k) => window.grundy.go(k), k);
        const m = await measure();
        if (m.problems.length) throw new Error(`${what(size)} ${id} step ${k}: ${m.problems.join('; ')}`);
        assert(m.lenses > 0, `${what(size)} ${id} step ${k}: a view shows its overview with a lens`);
        lenses += m.lenses;
      }
    }
    eq(ctx.page.errors, [], 'page errors');
    return `${lenses} lenses`;
  });
}

run({
  timeoutMs: 600000,
  setup: async (chromium) => { ctx.browser = await chromium.launch({ executablePath: process.env.CHROMIUM }); },
  teardown: async () => { if (ctx.browser) await ctx.browser.close(); },
});
