// tests/e2e/hostile.js — the page against hostile input (issue 13): links,
// stored settings, positions typed into the editor for every game, moves,
// huge pastes, positions past the page's own limit and running out of
// memory in C.  Each case asserts the message the page shows, that the page
// keeps working (and, once a position is shown, keeps it), and a time bound.
// Also: the Content-Security-Policy holds, from file:// and over tools/serve.js
// (`make serve`), with no violation; and the ring board draws 100,000 edges
// without a long task.
//
// One browser for the whole file; a context of its own for each fresh start
// (its own storage).  Waits are for conditions, never for time.
'use strict';

const { spawn } = require('child_process');
const path = require('path');
const { test, assert, eq, cliJson, fileUrl, web, loadWasm, run } = require('./harness');

const ctx = { browser: null, server: null, base: '' };
let wasm = null, catalogue = { games: [] }, catalogueError = null;
try {
  if (process.env.GRUNDY) catalogue = cliJson(['list']);
} catch (e) {
  catalogueError = e;
}
let cases = 0, worst = { ms: 0, name: '' };

// A fresh page (own context, own storage seeded with `stored` before any
// script runs); resolves once grundy.ready settled.
async function fresh(url, stored) {
  const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (stored) {
    await context.addInitScript((s) => {
      if (sessionStorage.getItem('seeded')) return;
      Object.keys(s).forEach((k) => localStorage.setItem(k, s[k]));
      sessionStorage.setItem('seeded', '1');
    }, stored);
  }
  await context.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));
  });
  const page = await context.newPage();
  page.errors = [];
  page.console = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') page.console.push(m.text()); });
  page.on('dialog', (d) => { page.errors.push('a dialog opened: ' + d.message()); d.dismiss().catch(() => {}); });
  await page.goto(url);
  await page.evaluate(() => window.grundy.ready.then(() => null, (e) => String(e)));
  return page;
}

const state = (p) => p.evaluate(() => window.grundy.state());
const text = (p, sel) => p.evaluate((s) => {
  const el = document.querySelector(s);
  return el && !el.hidden ? el.textContent : '';
}, sel);

// Works: started (no fatal error), no "[object Object]" label, no page error.
async function healthy(page) {
  const fatal = await text(page, '#fatal');
  eq(fatal, '', 'no fatal error');
  const body = await page.evaluate(() => document.body.innerText);
  assert(!body.includes('[object Object]') && !body.includes('undefined'), 'no label reads [object Object] or undefined');
  eq(page.errors, [], 'page errors');
  const s = await state(page);
  assert(s.game && s.position !== null && !s.busy, `a position is shown: ${JSON.stringify([s.game, s.position, s.busy])}`);
  return s;
}

// A case: fn returns a note; its time is bounded.
function hostile(name, boundMs, fn) {
  cases++;
  test(name, async () => {
    const t0 = Date.now();
    const note = await fn();
    const ms = Date.now() - t0;
    if (ms > worst.ms) worst = { ms, name };
    assert(ms < boundMs, `took ${ms} ms, the bound is ${boundMs} ms`);
    return note;
  });
}

async function closePage(page) {
  await page.context().close();
}

// ---- links at start --------------------------------------------------------

const EXPECT_FIELDS = '(expected game, pos, step, lang, lesson, course)';
const EXPECT_COURSE = '(expected a chapter and stop of the course, as 3 or 3.2)';
const START_LINKS = [
  ['#game=lr&pos=3,1,9,4&lang=constructor', 'lang=constructor (expected en, zh)'],
  ['#game=lr&lang=__proto__', 'lang=__proto__ (expected en, zh)'],
  ['#game=lr&lang=toString', 'lang=toString (expected en, zh)'],
  ['#game=lr&lang=valueOf', 'lang=valueOf (expected en, zh)'],
  ['#game=lr&lang=hasOwnProperty', 'lang=hasOwnProperty (expected en, zh)'],
  ['#game=nim&lang=EN', 'lang=EN (expected en, zh)'],
  ['#game=nim&lang=', 'lang= (expected en, zh)'],
  ['#game=nim&lang=zh%00', 'lang=zh%00 (expected en, zh)'],
  ['#game=nim&lang=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', 'lang=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E (expected en, zh)'],
  ['#game=constructor&lang=en', 'game=constructor (expected a game of the menu)'],
  ['#game=__proto__&lang=en', 'game=__proto__ (expected a game of the menu)'],
  ['#game=nosuch&pos=1,2,3&lang=en', 'game=nosuch (expected a game of the menu)'],
  ['#game=lr&step=-1&lang=en', 'step=-1 (expected a whole number)'],
  ['#game=lr&step=abc&lang=en', 'step=abc (expected a whole number)'],
  ['#game=lr&step=99999999999999999999&lang=en', 'step=99999999999999999999 (expected a whole number)'],
  ['#game=lr&lesson=0&lang=en', 'lesson=0 (expected 1, 2, 3 …)'],
  ['#game=lr&lesson=x&lang=en', 'lesson=x (expected 1, 2, 3 …)'],
  ['#game=lr&pos=%E0%A4%A&lang=en', 'pos=%E0%A4%A (expected valid %-encoding)'],
  ['#game=lr&pos=%&lang=en', 'pos=% (expected valid %-encoding)'],
  ['#game=%ZZ&lang=en', 'game=%ZZ (expected valid %-encoding)'],
  ['#game=lr&foo=bar&lang=en', 'foo=bar ' + EXPECT_FIELDS],
  ['#garbage&lang=en', 'garbage= ' + EXPECT_FIELDS],
  ['#theme=dark&lang=en', 'theme=dark ' + EXPECT_FIELDS],
  ['#course=0&lang=en', 'course=0 ' + EXPECT_COURSE],
  ['#course=99.1&lang=en', 'course=99.1 ' + EXPECT_COURSE],
  ['#lang=zh&lang=constructor', '已忽略链接中的 lang=constructor(应为en, zh)。'],
  ['#game=lr&lang=en&' + 'a='.padEnd(200000, 'x'), 'a=' + 'x'.repeat(40) + '… ' + EXPECT_FIELDS],
];
START_LINKS.forEach(([hash, expected]) => {
  hostile(`link at start ${hash.slice(0, 60)}: the page starts and says what it ignored`, 15000, async () => {
    const page = await fresh(fileUrl(hash));
    const s = await healthy(page);
    const shown = await text(page, '#ignored');
    assert(shown.includes(expected), `the notice says ${JSON.stringify(expected)}: ${JSON.stringify(shown)}`);
    const stored = await page.evaluate(() => localStorage.getItem('grundy.lang'));
    assert(stored === null || stored === 'en' || stored === 'zh', `no bad language stored: ${stored}`);
    await closePage(page);
    return `${s.game}, ${s.lang}`;
  });
});

hostile('link at start: only ampersands', 15000, async () => {
  const page = await fresh(fileUrl('#' + '&'.repeat(100000) + 'lang=en'));
  await healthy(page);
  eq(await text(page, '#ignored'), '', 'nothing to say');
  await closePage(page);
});

hostile('link at start: a position C refuses keeps C\'s message and shows the example', 15000, async () => {
  const page = await fresh(fileUrl('#game=lr&pos=x&lang=en'));
  const s = await healthy(page);
  const shown = await text(page, '#position-error');
  eq(shown, wasm.parse('lr', 'x').error, 'C\'s message under the editor');
  await closePage(page);
  return s.game;
});

// ---- links on a page already showing a position ------------------------------

const HASH_CHANGES = [
  ['#lang=constructor', 'lang=constructor (expected en, zh)'],
  ['#game=nosuch&pos=1,2&lang=en', 'game=nosuch (expected a game of the menu)'],
  ['#pos=%E0&lang=en', 'pos=%E0 (expected valid %-encoding)'],
  ['#step=abc&lang=en', 'step=abc (expected a whole number)'],
  ['#lesson=-2&lang=en', 'lesson=-2 (expected 1, 2, 3 …)'],
  ['#foo=1&lang=en', 'foo=1 ' + EXPECT_FIELDS],
  ['#game=__proto__&pos=1&lang=en', 'game=__proto__ (expected a game of the menu)'],
  ['#lang=toString', 'lang=toString (expected en, zh)'],
  ['#course=1.99&lang=en', 'course=1.99 ' + EXPECT_COURSE],
];
let shared = null;
async function sharedPage() {
  if (!shared) {
    shared = await fresh(fileUrl('#game=nim&pos=3,4,5&lang=en'));
    await healthy(shared);
  }
  return shared;
}
HASH_CHANGES.forEach(([hash, expected]) => {
  hostile(`link followed ${hash}: said, and the position shown stays`, 10000, async () => {
    const page = await sharedPage();
    const before = await state(page);
    await page.evaluate((h) => { location.hash = h; }, hash);
    await page.waitForFunction((e) => document.getElementById('ignored').textContent.includes(e), expected, { timeout: 5000 });
    await page.waitForFunction(() => !window.grundy.state().busy);
    const after = await healthy(page);
    eq([after.game, after.position, after.lang], [before.game, before.position, before.lang], 'the state');
  });
});
hostile('link followed with a position C refuses: C\'s message, the position shown stays', 10000, async () => {
  const page = await sharedPage();
  const before = await state(page);
  await page.evaluate(() => { location.hash = '#game=lr&pos=x&lang=en'; });
  await page.waitForFunction(() => !document.getElementById('position-error').hidden, null, { timeout: 5000 });
  eq(await text(page, '#position-error'), wasm.parse('lr', 'x').error, 'C\'s message');
  const after = await healthy(page);
  eq([after.game, after.position], [before.game, before.position], 'the state');
});

// ---- stored settings ---------------------------------------------------------

const STORED = [
  [{ 'grundy.lang': 'constructor' }, 'Ignored a stored setting: lang=constructor (expected en, zh).'],
  [{ 'grundy.lang': '__proto__' }, 'lang=__proto__ (expected en, zh)'],
  [{ 'grundy.lang': 'toString' }, 'lang=toString (expected en, zh)'],
  [{ 'grundy.lang': 'valueOf' }, 'lang=valueOf (expected en, zh)'],
  [{ 'grundy.lang': 'hasOwnProperty' }, 'lang=hasOwnProperty (expected en, zh)'],
  [{ 'grundy.theme': 'constructor' }, 'theme=constructor (expected light, dark)'],
  [{ 'grundy.theme': '<script>alert(1)</script>' }, 'theme=<script>alert(1)</script> (expected light, dark)'],
  [{ 'grundy.projector': 'yes' }, 'projector=yes (expected on, off)'],
  [{ 'grundy.strength': '9' }, 'strength=9 (expected 0, 1, 2)'],
  [{ 'grundy.strength': '__proto__' }, 'strength=__proto__ (expected 0, 1, 2)'],
  [{ 'grundy.lang': 'zh', 'grundy.theme': 'bogus' }, '已忽略保存的设置 theme=bogus(应为light, dark)。'],
];
STORED.forEach(([stored, expected]) => {
  hostile(`stored ${JSON.stringify(stored)}: dropped, the page starts and says so`, 15000, async () => {
    const page = await fresh(fileUrl(), stored);
    await healthy(page);
    const shown = await text(page, '#ignored');
    assert(shown.includes(expected), `the notice says ${JSON.stringify(expected)}: ${JSON.stringify(shown)}`);
    const left = await page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), Object.keys(stored));
    Object.keys(stored).forEach((k, i) => {
      if (k !== 'grundy.lang' || stored[k] !== 'zh') eq(left[i], null, `${k} is dropped from storage`);
    });
    const theme = await page.evaluate(() => [document.documentElement.dataset.theme, document.documentElement.dataset.projector]);
    assert(['light', 'dark'].includes(theme[0]) && ['on', 'off'].includes(theme[1]), `theme ${theme}`);
    await closePage(page);
  });
});

// ---- the editor, every game --------------------------------------------------

function badPosition(id) {
  for (const t of ['x', '-1', '?', '1 x', '99999999999999999999999', 'x=1; 0>', '(']) {
    const r = wasm.parse(id, t);
    if (r.error) return { text: t, error: r.error };
  }
  return null;
}
let editor = null;
async function editorPage() {
  if (!editor) {
    editor = await fresh(fileUrl('#game=nim&pos=3,4,5&lang=en'));
    await healthy(editor);
  }
  return editor;
}
async function submit(page, t) {
  await page.evaluate((v) => {
    const input = document.getElementById('position-input');
    input.value = v;
    document.getElementById('editor').requestSubmit();
  }, t);
}
catalogue.games.forEach((g) => {
  hostile(`editor, ${g.id}: a bad position shows C's message and the position stays`, 10000, async () => {
    const page = await editorPage();
    await page.evaluate(([id, pos]) => window.grundy.load(id, pos), [g.id, g.example]);
    const before = await state(page);
    const bad = badPosition(g.id);
    assert(bad, 'C refuses some text');
    await submit(page, bad.text);
    await page.waitForFunction((m) => document.getElementById('position-error').textContent === m, bad.error, { timeout: 5000 });
    const after = await healthy(page);
    eq([after.game, after.position], [before.game, before.position], 'the state');
    return JSON.stringify(bad.text);
  });
});
[['', 'empty'], ['   \t  ', 'blank']].forEach(([t, what]) => {
  hostile(`editor: ${what} gets C's word while typing and on Analyse; the position stays`, 5000, async () => {
    const page = await editorPage();
    await page.evaluate(() => window.grundy.load('nim', '3 4 5'));
    const message = wasm.parse('nim', t).error;
    assert(message, 'C refuses it');
    await page.evaluate((v) => {
      const input = document.getElementById('position-input');
      input.value = v;
      input.dispatchEvent(new Event('input'));
    }, t);
    await page.waitForFunction((m) => document.getElementById('position-error').textContent === m, message, { timeout: 5000 });
    await submit(page, t);
    await page.waitForFunction(() => !window.grundy.state().busy);
    eq(await text(page, '#position-error'), message, 'on Analyse');
    const s = await healthy(page);
    eq([s.game, s.position], ['nim', '3 4 5'], 'the state');
    return message;
  });
});

// Past the page's limit: refused before the solve, in the page's words.
const LIMIT = [
  ['dag', () => 'n=1000000; random=1000000,7; start=0', /^Too large for this page: 1000004 numbers, at most 131072 here/],
  ['dag', () => 'n=1000000; random=10000000,1; start=0', /^Too large for this page: 10000004 numbers, at most 131072 here/],
  ['dag', () => 'n=1000000; random=5000000,1; start=0', /^Too large for this page: 5000004 numbers, at most 131072 here/],
  ['lr', () => 'x'.repeat(5000000), null],
  ['dag', () => 'n=16777216; random=33554432,1; start=0', /^Too large for this page: 33554436 numbers, at most 131072 here/],
  ['hackenbush', () => Array.from({ length: 70000 }, (_, i) => `0-${i + 1}`).join(' '), /^Too large for this page: 140000 numbers, at most 131072 here/],
  ['leftmost', () => Array.from({ length: 600000 }, (_, i) => 1 + i % 9).join(' '), /^Too large for this page: 600000 numbers, at most 524288 here/],
  ['nim', () => '1 '.repeat(2700000), /^Too large for this page: 5400000 characters, at most 5242880 here\. The previous position stays\.$/],
];
LIMIT.forEach(([game, make, expected], i) => {
  hostile(`huge paste ${i + 1} (${game}): refused with a message, the position stays`, 60000, async () => {
    const page = await editorPage();
    await page.evaluate(() => window.grundy.load('nim', '3 4 5'));
    const t = make();
    await page.evaluate(([g]) => { document.getElementById('game-picker').value = g; }, [game]);
    await page.evaluate(([g, v]) => window.grundy.load(g, v).catch(() => null), [game, t]);
    const shown = await text(page, '#position-error');
    if (expected) assert(expected.test(shown), `the message: ${shown.slice(0, 200)}`);
    else eq(shown, wasm.parse(game, t).error, 'C\'s message');
    const s = await healthy(page);
    eq([s.game, s.position], ['nim', '3 4 5'], 'the state');
    return shown.slice(0, 80);
  });
});
hostile('the syntax help states the page\'s limits, a graph\'s lower', 5000, async () => {
  const page = await editorPage();
  const help = await text(page, '#position-help');
  assert(help.includes('Here at most 524288 numbers and 5242880 characters (the command-line grundy takes more).'), help);
  await page.evaluate(() => window.grundy.load('hackenbush', '0-1 1-2'));
  const graph = await text(page, '#position-help');
  assert(graph.includes('Here at most 131072 numbers and 5242880 characters'), graph);
  return graph.slice(graph.indexOf('Here'));
});

// ---- moves -------------------------------------------------------------------

['fly 1 2', 'take 99999999999999999999999 1', 'take', 'x'.repeat(1000000), 'take 1 2 3 4 5 6 7 8 9 10'].forEach((action) => {
  hostile(`move ${JSON.stringify(action.slice(0, 30))}: refused with a message, the game stays`, 10000, async () => {
    const page = await editorPage();
    await page.evaluate(() => window.grundy.load('nim', '3 4 5'));
    const before = (await state(page)).play;
    const after = await page.evaluate((a) => window.grundy.playAction(a), action);
    assert(after.error, 'a message');
    eq([after.position, after.history.length], [before.position, before.history.length], 'the game');
    await healthy(page);
    return after.error.slice(0, 60);
  });
});

// ---- out of memory -----------------------------------------------------------

hostile('out of memory in C: the page\'s message, the position stays, and it recovers', 60000, async () => {
  const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 800 } });
  // The core's module, caught as the page's factory resolves it (the WASM's
  // own export names are minified in the page's core; the module's _malloc
  // and _free are not).
  await context.addInitScript(() => {
    let factory;
    Object.defineProperty(window, 'GrundyCore', {
      configurable: true,
      get() { return factory; },
      set(f) {
        factory = function () { return f.apply(this, arguments).then((m) => { window.__module = m; return m; }); };
      },
    });
  });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(fileUrl('#game=lr&pos=3,1,9,4&lang=en'));
  await page.evaluate(() => window.grundy.ready);
  const before = await state(page);
  // Every byte of WASM memory taken (it grows to its maximum on the way).
  const taken = await page.evaluate(() => {
    const x = window.__module, blocks = [];
    for (let size = 1 << 26; size >= 8; size >>= 1) {
      for (;;) {
        const p = x._malloc(size);
        if (!p) break;
        blocks.push(p);
      }
    }
    window.__blocks = blocks;
    return blocks.length;
  });
  const r = await page.evaluate(() => window.grundy.load('nim', '3 4 5').then(() => 'loaded', (e) => 'refused: ' + e.message));
  assert(/^refused/.test(r), r);
  const shown = await text(page, '#position-error');
  assert(shown === 'Too large for this page: out of memory. The previous position stays.', `the page's message: ${shown}`);
  let s = await state(page);
  eq([s.game, s.position, s.winner], [before.game, before.position, before.winner], 'the state');
  await page.evaluate(() => { window.__blocks.forEach((p) => window.__module._free(p)); window.__blocks = []; });
  s = await page.evaluate(() => window.grundy.load('nim', '3 4 5'));
  eq([s.game, s.position], ['nim', '3 4 5'], 'loads again once memory is back');
  eq(page.errors, [], 'page errors');
  await context.close();
  return `${taken} blocks`;
});

// ---- boards that scale -------------------------------------------------------

// The longest task a board at its game's maximum may take here.  Issue 13
// asks for 100 ms, which `make bench` measures on a quiet machine ("boards":
// every game of bench/page.js's BOARDS_AT_MAX on a fresh page).  These tests
// run beside others on 2 cores, where the same loads took up to 220 ms (a
// clean-clone run, 2026-11-29), so their bound catches a freeze (before the
// work of issue 13, eight of these boards took 421 ms to 3.4 s: make bench's
// notes) and leaves room for a loaded machine.
const BOARD_TASK_MS = 500;

hostile('the ring board draws 100,000 edges without a long task', 60000, async () => {
  const page = await editorPage();
  await page.evaluate(() => {
    window.__long = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push(Math.round(e.duration)))).observe({ type: 'longtask' });
  });
  const edges = Array.from({ length: 100000 }, (_, i) => (i * 7) % 5).join(' ');
  await page.evaluate((e) => window.grundy.load('ring', e), edges);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));
  const got = await page.evaluate(() => ({ long: window.__long, nodes: document.querySelectorAll('#board *').length }));
  assert(got.nodes < 2000, `the board has ${got.nodes} elements`);
  const worstTask = Math.max(0, ...got.long);
  assert(worstTask <= BOARD_TASK_MS, `long tasks ${JSON.stringify(got.long)}`);
  return `${got.nodes} elements, longest task ${worstTask} ms`;
});

// Every board at its game's documented maximum (or the page's own limits,
// whichever is lower): a bounded board, no long task, a verdict.
const BIGGEST = require('../../bench/page.js').BOARDS_AT_MAX;
BIGGEST.forEach(([game, make]) => {
  hostile(`the ${game} board at its maximum: bounded, no long task, a verdict`, 60000, async () => {
    const page = await editorPage();
    await page.evaluate(() => window.grundy.load('nim', '3 4 5'));
    await page.evaluate(() => {
      window.__long = [];
      if (!window.__observer) {
        window.__observer = new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push(Math.round(e.duration))));
        window.__observer.observe({ type: 'longtask' });
      }
    });
    const t = make();
    await page.evaluate((v) => { window.__position = v; }, t); /* into the page first: not timed */
    await page.evaluate((g) => window.grundy.load(g, window.__position).then(() => null), game);
    await page.waitForFunction(() => !window.grundy.state().busy && window.grundy.state().winner, null, { timeout: 50000 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));
    const got = await page.evaluate(() => ({ long: window.__long.concat(window.__observer.takeRecords().map((e) => Math.round(e.duration))), nodes: document.querySelectorAll('#board *').length, s: window.grundy.state() }));
    eq(got.s.game, game, 'the game shown');
    const worstTask = Math.max(0, ...got.long);
    const note = `${t.length} chars, ${got.nodes} elements, longest task ${worstTask} ms, ${got.s.winner}`;
    assert(got.nodes < 5000, note);
    assert(worstTask <= BOARD_TASK_MS, `${note}: ${JSON.stringify(got.long)}`);
    return note;
  });
});

// The editor holding the longest position the page accepts (bench/page.js's
// editorKeys, which `make bench` reports against 100 ms a key): each key is
// a bounded task, the edit lands where it was typed, and a long text is
// edited unwrapped (a wrapped megabyte is laid out whole at every key).
const EDITOR_KEY_MS = 1000;
hostile('the editor with the longest position: every key a bounded task, the edit where it was typed', 90000, async () => {
  const bp = require('../../bench/page.js');
  const r = await bp.editorKeys(ctx.browser, process.env.GRUNDY_WEB, async (page) => ({
    wrap: await page.evaluate(() => document.querySelector('#position-input').wrap),
    lines: await page.evaluate(() => document.querySelector('#position-input').value.split('\n').length),
    tail: await page.evaluate(() => document.querySelector('#position-input').value.replace(/\n/g, ' ').slice(-6)),
    head: await page.evaluate(() => document.querySelector('#position-input').value.slice(0, 4)),
    analysed: await (async () => {
      await page.keyboard.press('Backspace');
      await page.keyboard.type('1'); /* x back to a number the ring takes */
      return page.evaluate(async () => {
      document.querySelector('#editor').requestSubmit();
      await new Promise((r) => setTimeout(r, 0));
      while (window.grundy.state().busy) await new Promise((r) => requestAnimationFrame(r));
      const s = window.grundy.state();
      return { error: document.querySelector('#position-error').hidden ? '' : document.querySelector('#position-error').textContent, position: s.position };
    });
    })(),
  }));
  eq(r.after.wrap, 'off', 'a long text is edited unwrapped');
  const p = bp.editorPosition();
  /* in lines of about 100 characters (App.broken): a line is laid out whole at a key */
  assert(r.after.lines > p.length / 200, `the editor holds ${r.after.lines} lines`);
  /* Space 7 Backspace Backspace 3 End Backspace Home Delete x: the end as
   * it was, the first character replaced by x */
  eq(bp.EDITOR_KEYS.join(' '), 'Space 7 Backspace Backspace 3 Control+End Backspace Control+Home Delete x', 'the keys this test follows');
  eq([r.after.head, r.after.tail], ['x' + p.slice(1, 4), p.slice(-6)], 'the edits');
  /* Analyse reads the lines as the spaces they stand for */
  eq(r.after.analysed.error, '', 'no message after Analyse');
  assert(r.after.analysed.position === '1' + p.slice(1), `Analyse loaded ${r.after.analysed.position.slice(0, 20)}…, ${r.after.analysed.position.length} characters`);
  /* a freeze (the hardening issue's 39 s Backspace), not a busy machine: make bench measures the 100 ms */
  assert(r.worst <= EDITOR_KEY_MS, `longest task a key ${JSON.stringify(r.keys)}`);
  return `${r.chars} chars; ${r.keys.map(([k, v]) => `${k} ${Math.round(v)}`).join(', ')} ms`;
});

hostile('the dag at its documented maximum is refused at once, no long task', 5000, async () => {
  const page = await editorPage();
  await page.evaluate(() => window.grundy.load('nim', '3 4 5'));
  await page.evaluate(() => {
    window.__long = [];
    if (!window.__observer) {
      window.__observer = new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push(Math.round(e.duration))));
      window.__observer.observe({ type: 'longtask' });
    }
  });
  await page.evaluate(() => window.grundy.load('dag', 'n=16777216; random=33554432,1; start=0').catch(() => null));
  const shown = await text(page, '#position-error');
  assert(/^Too large for this page: 33554436 numbers, at most 131072 here/.test(shown), shown);
  const long = await page.evaluate(() => window.__long.concat(window.__observer.takeRecords().map((e) => Math.round(e.duration))));
  assert(Math.max(0, ...long) <= 100, `long tasks ${JSON.stringify(long)}`);
  const s = await healthy(page);
  eq([s.game, s.position], ['nim', '3 4 5'], 'the state');
  return `longest task ${Math.max(0, ...long)} ms`;
});

// ---- issue 25 on the page -------------------------------------------------------

// 1. A sum costs what its parts cost: one main-thread task of 2.4-19.4 s
// before (grundy.load, the link at start); now C's value, within a bound
// that tells them apart.
[['circle: 3000 3000', 8200], ['heaps: lasker: 5000', 19400], ['wythoff: 1000 999', 0]].forEach(([pos, before]) => {
  hostile(`sum "${pos}" by grundy.load: the CLI's value${before ? ` (${before / 1000} s before)` : ''}`, 5000, async () => {
    const page = await editorPage();
    const s = await page.evaluate((p) => window.grundy.load('sum', p), pos);
    eq([s.game, s.position, String(s.grundy)], ['sum', pos, String(cliJson(['solve', 'sum', pos]).grundy)], 'the sum and its value');
    await healthy(page);
    return `grundy ${s.grundy}`;
  });
});
hostile('link at start #game=sum&pos=circle:+2000+2000 (2.4 s before): the CLI\'s value', 15000, async () => {
  const page = await fresh(fileUrl('#game=sum&pos=circle:+2000+2000&lang=en'));
  const s = await healthy(page);
  eq([s.game, s.position, String(s.grundy)], ['sum', 'circle: 2000 2000', String(cliJson(['solve', 'sum', 'circle: 2000 2000']).grundy)], 'the sum');
  await closePage(page);
  return `grundy ${s.grundy}`;
});

// 3. Values past 2^53 as the CLI writes them (the page said
// 18446744073709552000 and 9007199254740992).
[['circle', '18446744073709551615 18446744073709551615'], ['nim', '9007199254740993'], ['leftmost', '18446744073709551615 18446744073709551615']].forEach(([game, pos]) => {
  hostile(`${game} ${pos}: the value on the page is the CLI's, digit for digit`, 5000, async () => {
    const page = await editorPage();
    const want = String(cliJson(['solve', game, pos]).grundy);
    assert(BigInt(want) > 2n ** 53n, `the CLI's value ${want} is past 2^53`);
    const s = await page.evaluate(([g, p]) => window.grundy.load(g, p), [game, pos]);
    eq(String(s.grundy), want, 'state().grundy');
    const shown = await text(page, '#verdict .verdict-detail');
    assert(shown.includes(want), `the verdict shows ${want}: ${shown}`);
    return want;
  });
});

// 7. A refused position in a link: its own game (not the first game's
// example) with its own game's message; a move after the end is refused
// in words.
hostile('link at start #game=nim&pos=x: nim\'s example beside nim\'s message (lr\'s example before)', 15000, async () => {
  const page = await fresh(fileUrl('#game=nim&pos=x&lang=en'));
  const s = await healthy(page);
  eq(s.game, 'nim', 'the link\'s game');
  eq(await text(page, '#position-error'), wasm.parse('nim', 'x').error, 'nim\'s message');
  await closePage(page);
});
hostile('playAction after the game is over: a message, nothing moves (none before)', 10000, async () => {
  const page = await editorPage();
  await page.evaluate(() => window.grundy.load('nim', '1'));
  const won = await page.evaluate(() => window.grundy.playAction('take 1 1'));
  eq([won.over, won.winner], [true, 'you'], 'the game ends');
  const after = await page.evaluate(() => window.grundy.playAction('take 1 1'));
  eq([after.over, after.position, after.history.length], [true, won.position, won.history.length], 'nothing moves');
  assert(after.error && /over/.test(after.error), `the message: ${after.error}`);
  eq(await page.isVisible('#play-error'), true, 'the message is on the page');
  return after.error;
});

// 4. The quiz hides what it asks: with the quiz on, however a position or a
// step arrives, no step is shown and no answer waits on the card while the
// verdict asks "Who wins?" (the card stood at the last step, "first player
// wins = yes", for Analyse, a link or the menu; a lesson or course stop
// showed its own step, a link to a step of the same position that step).
const quizLeak = (page) => page.evaluate(() => {
  const s = window.grundy.state(), out = [];
  if (s.verdictShown) out.push('the verdict is shown');
  if (s.step !== null && s.step >= 0) out.push(`step ${s.step} is shown`);
  if (document.getElementById('explanation')) out.push('a step is explained');
  /* cells a step writes (the sizes of the input are no step's) */
  const written = [...document.querySelectorAll('#views .answer-cell.cur, #views .mx-cell.cur, #views .answer-cell.v-win, #views .answer-cell.v-lose')]
    .filter((c) => !c.classList.contains('future') && !c.classList.contains('asked'));
  if (written.length) out.push(`${written.length} written cells: ${written.map((c) => c.textContent).join(', ')}`);
  const v = document.getElementById('verdict');
  if (v.dataset.winner) out.push('the verdict\'s colour');
  if (!v.querySelector('button[data-guess]')) out.push('no question');
  return out;
});
hostile('the quiz on: no way a position or a step arrives shows a step before the verdict is guessed', 90000, async () => {
  const page = await fresh(fileUrl('#game=nim&pos=3,4,5&lang=en'));
  await page.evaluate(() => window.grundy.setQuiz(true));
  const settle = () => page.waitForFunction(() => !window.grundy.state().busy, null, { timeout: 20000 });
  const hash = (h) => page.evaluate((x) => { location.hash = x; }, h);
  const moved = (f) => f;
  const arrive = [
    ['Analyse', moved(() => submit(page, '2 3'))],
    ['a link to a new position', moved(() => hash('#game=wythoff&pos=3+5&lang=en'))],
    ['a link to a step of the same position', moved(() => hash('#game=wythoff&pos=3+5&step=108&lang=en'))],
    ['a link to a step of a new position', moved(() => hash('#game=nim&pos=1+2+3&step=9&lang=en'))],
    ['the game menu', moved(() => page.selectOption('#game-picker', 'lr'))],
    ['history back', moved(() => page.goBack())],
    ['history forward', moved(() => page.goForward())],
    ['a switch to 中文', moved(() => page.click('[data-lang=zh]'))],
    ['a switch to English', moved(() => page.click('[data-lang=en]'))],
    ['lesson stop 1', moved(() => page.evaluate(() => window.grundy.lesson(0)))],
    ['lesson stop 2', moved(() => page.evaluate(() => window.grundy.lesson(1)))],
    ['lesson stop 3 (a position of its own)', moved(() => page.evaluate(() => window.grundy.lesson(2)))],
    ['the lesson closed', moved(() => page.evaluate(() => window.grundy.lesson(null)))],
    ['course stop 3.1', moved(() => hash('#course=3.1&lang=en'))],
    ['course stop 3.3', moved(() => hash('#course=3.3&lang=en'))],
    ['a link to a step after the course', moved(() => hash('#game=dag&pos=n%3D4%3B+start%3D0%3B+0%3E1+0%3E2+1%3E2+1%3E3+2%3E3&step=3&lang=en'))],
  ];
  const notes = [];
  for (const [how, go] of arrive) {
    await go();
    /* a hash change is handled in a task of its own: a frame, then the load */
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    await settle();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    eq(await quizLeak(page), [], `${how}: what the card shows while the verdict is asked`);
    const s = await state(page);
    notes.push(`${how}: ${s.game} ${s.position.slice(0, 20)}`);
  }
  eq(page.errors, [], 'page errors');
  /* the guess, then the reader's own steps go on as before */
  await page.click('#verdict button[data-guess=first]');
  await page.waitForFunction(() => window.grundy.state().verdictShown);
  await page.evaluate(() => window.grundy.setQuiz(false));
  await closePage(page);
  return `${arrive.length} ways`;
});

// 5. A pasted quiz answer of 5,000,000 digits (a 3.4 s task, echoed back
// whole before): the field holds 21 digits, the answer is refused as too
// long in the page's language, nothing scored, no digit run echoed.
hostile('a quiz answer of 5,000,000 digits: bounded, refused in words, not echoed (English and 中文)', 30000, async () => {
  const page = await fresh(fileUrl('#game=lr&pos=3,1,9,4&lang=en'));
  await page.evaluate(() => window.grundy.setQuiz(true));
  await page.click('#verdict button[data-guess=first]');
  await page.click('[data-step-control=forward]');
  await page.waitForSelector('#quiz:not([hidden]) input[name=guess]');
  const notes = [];
  for (const lang of ['en', 'zh']) {
    await page.evaluate((l) => window.grundy.setLang(l), lang);
    const score = (await state(page)).quiz.score;
    const pasted = await page.evaluate(() => {
      const el = document.querySelector('#quiz input[name=guess]'), t0 = performance.now();
      el.value = '';
      el.focus();
      document.execCommand('insertText', false, '7'.repeat(5000000));
      return { len: el.value.length, ms: Math.round(performance.now() - t0) };
    });
    assert(pasted.len <= 21, `the field holds at most 21 digits (${pasted.len})`);
    await page.press('#quiz input[name=guess]', 'Enter');
    const want = await page.evaluate((l) => I18n.strings[l].quizTooLong.replace('{n}', '20'), lang);
    await page.waitForFunction((w) => document.getElementById('quiz-error').textContent === w, want, { timeout: 5000 });
    eq((await state(page)).quiz.score, score, 'nothing scored');
    const longest = await page.evaluate(() => Math.max(0, ...(document.body.innerText.match(/7{22,}/g) || []).map((m) => m.length)));
    eq(longest, 0, 'no run of more than 21 digits on the page');
    notes.push(`${lang}: ${pasted.ms} ms`);
  }
  eq(page.errors, [], 'page errors');
  await closePage(page);
  return notes.join(', ');
});

// ---- Content-Security-Policy ---------------------------------------------------

async function cspCheck(url) {
  const page = await fresh(url);
  const s = await healthy(page);
  const after = await page.evaluate(() => window.grundy.load('lr', '3 1 9 4'));
  eq(after.position, '3 1 9 4', 'the page works');
  const policy = await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]').content);
  assert(/connect-src 'none'/.test(policy) && !/unsafe-inline|unsafe-eval'/.test(policy.replace("'wasm-unsafe-eval'", '')), policy);
  eq(await page.evaluate(() => window.__csp), [], 'securitypolicyviolation events');
  eq(page.console.filter((m) => /Content.Security.Policy/i.test(m)), [], 'CSP errors on the console');
  eq(await page.evaluate(() => document.querySelectorAll('script:not([src])').length), 0, 'inline scripts');
  // The policy is enforced: a fetch is blocked.
  const blocked = await page.evaluate(() => fetch('http://127.0.0.1:1/').then(() => 'fetched', (e) => 'blocked'));
  eq(blocked, 'blocked', 'a fetch');
  await closePage(page);
  return s.game;
}
hostile('Content-Security-Policy from file://: no violation, the page works', 20000, () => cspCheck(fileUrl('#lang=en')));
hostile('Content-Security-Policy over make serve: no violation, the page works', 20000, () => cspCheck(ctx.base + '#lang=en'));

test('the suite\'s size and its worst time', async () => {
  assert(cases >= 60, `${cases} hostile cases`);
  return `${cases} hostile cases; the slowest: ${worst.ms} ms (${worst.name})`;
});

function serve() {
  return new Promise((resolve, reject) => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const top = path.resolve(process.env.top_srcdir || path.join(__dirname, '..', '..'));
    const child = spawn(process.env.NODE || process.execPath, [path.join(top, 'tools', 'serve.js'), web],
      { env: Object.assign({}, process.env, { PORT: String(port) }), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (m) resolve({ child, base: m[0] + 'index.html' });
    });
    child.stderr.on('data', (d) => { out += d; });
    child.on('exit', (code) => reject(new Error(`serve.js exited (${code}): ${out}`)));
  });
}

run({
  timeoutMs: 90000,
  setupError: catalogueError,
  setup: async (chromium) => {
    wasm = await loadWasm();
    const s = await serve();
    ctx.server = s.child;
    ctx.base = s.base;
    ctx.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--no-first-run', '--disable-sync', '--disable-quic'],
    });
  },
  teardown: async () => {
    if (ctx.browser) await ctx.browser.close();
    if (ctx.server) ctx.server.kill();
  },
});
