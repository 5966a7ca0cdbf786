// bench/page.js — the page's own numbers, in headless Chromium through
// playwright-core: used by `make bench` (bench/page.sh runs it and prints a
// table) and by the browser tests (tests/e2e/classroom.js requires it and
// reports these figures; `make bench` holds them against the targets).
//
//   node bench/page.js WEBDIR        (CHROMIUM, NODE_PATH with playwright-core)
//
// Measured:
//   bundle       what a reader's browser loads: index.html, style.css, every
//                script the page names, grundy-core.js (the WASM inside) and
//                the texts of the language read (grundy-texts-LANG.js, the
//                one a visit loads: the larger language's counts), gzip
//                level 9 per file and summed, and of the concatenation;
//                target < 350 KB gzipped.
//   interactive  ms from navigation start (performance.now in the page) to
//                window.grundy.ready resolved with the first verdict on
//                screen (grundy.timing.interactive), from file://, after
//                one warm-up load; median and worst of several loads; target
//                < 300 ms.
//   frames       stepping through a 1000 x 1000 table (lr, 1000 piles) while
//                playing at the top speed for a few seconds: the time between
//                animation frames (requestAnimationFrame deltas), with
//                Chromium's frame-rate limit off, so that a delta is how long
//                the frame took rather than the display's 16.7 ms; p50, p95,
//                max; target p95 < 16.7 ms.
//   boards       every game's board at its documented maximum (or the page's
//                limits), each loaded once on a fresh page: the longest task
//                on the main thread; target < 100 ms.
//   editor       the longest position the page accepts (ring, 524,287
//                numbers: 1 MB of text) in the position editor: the longest
//                task on the main thread for each of ten keys (typing,
//                Backspace, Delete, to the start and the end); target
//                < 100 ms a key.
//   network      every request the page makes from file:// and over http,
//                intercepted (page.route): anything but the page's own files
//                is refused and counted; target none.
'use strict';

const fs = require('fs');
const http = require('http');
const path = require('path');
const zlib = require('zlib');
const { pathToFileURL } = require('url');

const TARGETS = { bundleKB: 350, interactiveMs: 300, frameP95Ms: 16.7, loadGapMs: 100 };
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--no-first-run', '--disable-sync', '--disable-quic'];
// Frames as fast as Chromium can make them: a delta is then a frame's real cost.
const UNTHROTTLED = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p / 100 * sorted.length) - 1))];
}

// The files the page loads: index.html, its stylesheets and scripts, in order.
function bundleFiles(web) {
  const html = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+)"/g)].map((m) => m[1])
    .filter((r) => !/^(data:|https?:|#)/.test(r));
  return ['index.html'].concat(refs);
}

// The languages whose texts travel apart from the core (web/js/core.js).
const LANGS = ['en', 'zh'];
const textsFile = (lang) => `grundy-texts-${lang}.js`;

// A visit in one language; bundle(web) is the larger of the two visits,
// with both in .visits.
function visit(web, lang) {
  const files = bundleFiles(web).concat([textsFile(lang)]).map((name) => {
    const data = fs.readFileSync(path.join(web, name));
    return { name, bytes: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length, data };
  });
  const all = Buffer.concat(files.map((f) => f.data));
  const out = {
    lang, files: files.map((f) => ({ name: f.name, bytes: f.bytes, gzip: f.gzip })),
    bytes: all.length, gzipSum: files.reduce((n, f) => n + f.gzip, 0), gzipConcat: zlib.gzipSync(all, { level: 9 }).length,
  };
  out.core = out.files.find((f) => f.name === 'grundy-core.js') || null;
  out.texts = out.files.find((f) => f.name === textsFile(lang));
  return out;
}
function bundle(web) {
  const visits = LANGS.map((lang) => visit(web, lang));
  const worst = visits.reduce((a, b) => (b.gzipSum > a.gzipSum ? b : a));
  return Object.assign({}, worst, { visits });
}

// A loopback server for the page (http part of the network check).
function serve(root) {
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css' };
  return new Promise((resolve, reject) => {
    const server = http.createServer((req, res) => {
      const rel = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      const file = path.join(root, path.normalize(rel.endsWith('/') ? rel + 'index.html' : rel));
      if (!file.startsWith(root + path.sep)) return res.writeHead(403).end();
      fs.readFile(file, (err, data) => {
        if (err) return res.writeHead(404).end('not found');
        res.writeHead(200, { 'Content-Type': types[path.extname(file)] || 'application/octet-stream' }).end(data);
      });
    });
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

// Intercepts every request of a browser context: the page's own files go
// through, anything else is refused and recorded.
async function guard(context, allowed, log) {
  await context.route('**/*', (route) => {
    const u = route.request().url();
    log.push(u);
    if (allowed(u)) return route.continue();
    log.refused = (log.refused || []).concat([u]);
    return route.abort('blockedbyclient');
  });
}

function fileUrl(web) {
  return pathToFileURL(path.join(path.resolve(web), 'index.html')).href;
}

// Every game's board at its documented maximum, or at the page's own limits
// (524,288 numbers, 131,072 for graphs, 5 MiB of text) where they are lower:
// [game, a function making the position].  Numbers near 2^64 where the game
// allows them, so that the text is as long as it can be.
const seq = (n, f) => Array.from({ length: n }, (_, i) => f(i)).join(' ');
const NEAR_MAX = (i, step) => (18446744073709551615n - BigInt(i) * BigInt(step || 7919)).toString();
const BOARDS_AT_MAX = [
  ['wythoff', () => '18446744073709551615 18446744073709551614'],
  ['fibonacci', () => '9223372036854775807'],
  ['kstake', () => '30000 29999'],
  ['nim', () => seq(100000, (i) => NEAR_MAX(i))],
  ['misere', () => seq(100000, (i) => NEAR_MAX(i))],
  ['lasker', () => seq(100000, (i) => NEAR_MAX(i + 1))],
  ['staircase', () => seq(100000, (i) => 184467440737095 - i)], // 2^64 - 1 stones in all at most
  ['coins-one', () => 'UD'.repeat(2048)],
  ['coins-mock', () => 'UUD'.repeat(1365)],
  ['heaps', () => '0.77: ' + seq(1000, (i) => 1000000 - i * 997)],
  ['circle', () => 'arcs ' + Array.from({ length: 100000 }, (_, i) => 184467440737095 - i).join(',') + ' k=2'], // 2^64 - 1 coins at most
  ['redistribute', () => seq(100000, (i) => 184467440737095 - i)],
  ['ring', () => seq(524287, (i) => (i * 7) % 5)],
  ['leftmost', () => seq(249000, (i) => NEAR_MAX(i))], // 5.2 MB: the page's text limit
  ['lr', () => seq(20000, (i) => NEAR_MAX(i))],
  ['every', () => seq(100000, (i) => NEAR_MAX(i) + ',' + NEAR_MAX(i, 31))],
  ['seqjump', () => 'start=1; ' + seq(524280, (i) => (i * 31) % 256)],
  ['dag', () => 'n=100000; random=65000,1; start=0,1,2'],
  ['hackenbush', () => seq(65000, (i) => `${i === 0 ? 0 : Math.floor(i * 0.9)}-${i + 1}`)],
  ['geography', () => 'start=1; ' + seq(65000, (i) => `${i + 1}-${i + 2}`)],
  ['chomp', () => '1000 1000'],
  ['misere-sum', () => Array.from({ length: 8 }, () => 'nim: ' + seq(12500, (i) => NEAR_MAX(i))).join(' + ')],
  ['sum', () => Array.from({ length: 8 }, () => 'nim: ' + seq(12500, (i) => NEAR_MAX(i))).join(' + ')],
  ['nullgame', () => '18446744073709551615'],
];
// make bench's boards also load these: [game, make, label]; hostile.test
// loads BOARDS_AT_MAX only.
const BOARDS_BENCH = BOARDS_AT_MAX.concat([
  ['sum', () => Array.from({ length: 8 }, (_, i) => `wythoff: 1000 ${999 - i}`).join(' + '), 'sum of 8 wythoff'], // Wythoff's values to 1000 (WYTHOFF_VALUE_MAX)
]);

// {byGame: {game: ms}, worst, game}: the longest task on the page's main
// thread (the Long Tasks API: 0 when none took over 50 ms) while a page that
// has shown the game's example loads its board at the maximum (the long
// position's first reading: V8's baseline code), the position put into the
// page first: the hardening issue's "a loading page never freezes for more
// than 100 ms".
async function boards(browser, web, list, cpu) {
  const out = { byGame: {}, worst: 0, game: null };
  for (const [game, make, label] of list || BOARDS_BENCH) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(fileUrl(web) + '#game=' + game + '&lang=en'); // the game's example first: a page in use
    await page.evaluate(() => window.grundy.ready);
    await page.evaluate((t) => { window.__position = t; }, make());
    if (cpu) await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel'] });
    const gap = await page.evaluate(async (g) => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const tasks = [];
      const watch = new PerformanceObserver((l) => l.getEntries().forEach((e) => tasks.push(e.duration)));
      watch.observe({ type: 'longtask' }); // tasks over 50 ms
      await window.grundy.load(g, window.__position).catch((e) => { throw new Error(g + ': ' + e.message); });
      while (window.grundy.state().busy) await new Promise((r) => requestAnimationFrame(r));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))));
      watch.takeRecords().forEach((e) => tasks.push(e.duration));
      watch.disconnect();
      return Math.max(0, ...tasks);
    }, game);
    if (cpu) (out.cpu || (out.cpu = {}))[label || game] = longestCpu(await browser.stopTracing());
    await context.close();
    out.byGame[label || game] = gap;
    if (gap > out.worst) out.worst = gap, out.game = label || game;
  }
  return out;
}

// The longest task's CPU time on the page's main thread, in ms, from a
// Chromium trace (toplevel): a task's thread time, which other
// processes on a busy machine inflate far less than its wall time.
function longestCpu(buffer) {
  const events = JSON.parse(buffer.toString()).traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args && e.args.name === 'CrRendererMain');
  return Math.max(0, ...events.filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && (!main || e.pid === main.pid && e.tid === main.tid))
    .map((e) => (e.tdur || 0) / 1000));
}

// {keys: [[key, ms]], worst}: the longest main-thread task (the Long Tasks
// API; 0 when none took over 50 ms) for each key typed into the editor
// holding the longest position the page accepts.  The cost is Chromium's:
// a textarea shapes its whole line again at an edit, so the page gives a
// long text lines (App.broken; bench/NOTES.md).  Control+End and
// Control+Home: the text's ends, not a line's.
const EDITOR_KEYS = ['Space', '7', 'Backspace', 'Backspace', '3', 'Control+End', 'Backspace', 'Control+Home', 'Delete', 'x'];
const editorPosition = () => seq(524287, (i) => (i * 7) % 5);
async function editorKeys(browser, web, after) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(fileUrl(web) + '#game=ring&lang=en');
  await page.evaluate(() => window.grundy.ready);
  const position = editorPosition();
  await page.evaluate((p) => window.grundy.load('ring', p), position);
  await page.waitForFunction(() => !window.grundy.state().busy, null, { timeout: 120000 });
  await page.focus('#position-input'); /* the whole text comes in (App.setEditor) */
  const chars = await page.evaluate(() => {
    const t = document.querySelector('#position-input');
    t.setSelectionRange(t.value.length, t.value.length);
    window.__tasks = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__tasks.push(e.duration))).observe({ type: 'longtask' });
    return t.value.length;
  });
  if (chars !== position.length) throw new Error(`the editor holds ${chars} characters, not the position's ${position.length}`);
  const keys = [];
  for (const key of EDITOR_KEYS) {
    await page.evaluate(() => { window.__tasks = []; });
    await page.keyboard.press(key);
    /* two frames and a task: the edit, its layout and paint are done */
    keys.push([key, await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() =>
      setTimeout(() => r(Math.max(0, ...window.__tasks)), 0)))))]);
  }
  const seen = after ? await after(page) : null; /* a test's look at the result */
  await context.close();
  return { chars, keys, worst: Math.max(...keys.map((k) => k[1])), after: seen };
}

// {samples, median, max}: ms to interactive from file://, after a warm-up.
async function interactive(browser, web, runs) {
  const base = pathToFileURL(path.resolve(web)).href + '/';
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  /* Watched, not intercepted: routing every request through the driver
   * would slow the very load being timed (network() intercepts). */
  const log = [];
  const page = await context.newPage();
  page.on('request', (r) => {
    const u = r.url();
    log.push(u);
    if (!(u.startsWith(base) || u.startsWith('data:') || u === 'about:blank')) log.refused = (log.refused || []).concat([u]);
  });
  const samples = [];
  for (let i = 0; i <= runs; i++) {
    await page.goto('about:blank');
    await page.goto(fileUrl(web) + '#game=lr&lang=en');
    const t = await page.evaluate(() => window.grundy.ready.then(() => ({
      interactive: window.grundy.timing.interactive, verdict: window.grundy.timing.verdict,
      shown: !!document.querySelector('#verdict[data-winner]'),
    })));
    if (!t.shown || !(t.verdict <= t.interactive)) throw new Error('interactive before the verdict was shown');
    if (i > 0) samples.push(t.interactive); // the first load warms the caches up
  }
  await context.close();
  const sorted = samples.slice().sort((a, b) => a - b);
  return { samples, median: percentile(sorted, 50), max: sorted[sorted.length - 1], requests: log.length, foreign: log.refused || [] };
}

// lr with 1000 piles of 1 .. max (10^6), seed 7 (the same LCG as tests/e2e/e2e.js).
function bigPosition(max, seed) {
  let x = seed || 7;
  const out = [];
  for (let i = 0; i < 1000; i++) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    out.push(1 + (x % (max || 1000000)));
  }
  return out.join(' ');
}

// Loads the 1000 x 1000 trace into page (once).
async function loadBig(page) {
  await page.evaluate((pos) => window.grundy.load('lr', pos), bigPosition());
}

// {gaps, median, max}: the longest time between two animation frames while
// the page loads a 1000-pile lr position and its 1000 x 1000 tables, each of
// `runs` loads (two positions in turn, so that each load is a new trace):
// the hardening issue's "a loading page never freezes for more than 100 ms".
async function loading(page, runs) {
  const positions = [bigPosition(), bigPosition(1000, 11)];
  const gaps = [];
  for (let i = 0; i <= runs; i++) {
    const gap = await page.evaluate(async (pos) => {
      let last = performance.now(), max = 0, running = true;
      const tick = (now) => {
        max = Math.max(max, now - last);
        last = now;
        if (running) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      await window.grundy.load('lr', pos);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      running = false;
      return Math.max(max, performance.now() - last);
    }, positions[i % 2]);
    if (i > 0) gaps.push(gap); // the first load warms V8 up
  }
  const sorted = gaps.slice().sort((a, b) => a - b);
  return { gaps, median: percentile(sorted, 50), max: sorted[sorted.length - 1] };
}

// {frames, p50, p95, max, steps}: animation-frame deltas while playing at the top speed.
async function frames(page, seconds) {
  return page.evaluate(async (ms) => {
    const g = window.grundy;
    const speed = document.querySelector('[data-step-control="speed"]');
    speed.value = speed.options[speed.options.length - 1].value;
    async function run(duration) {
      g.go(0);
      const deltas = [];
      let last = 0, running = true;
      const tick = (now) => {
        if (last) deltas.push(now - last);
        last = now;
        if (running) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      const from = g.state().step;
      g.play();
      await new Promise((r) => setTimeout(r, duration));
      running = false;
      g.pause();
      return { deltas, steps: g.state().step - from };
    }
    await run(700); // warm-up: V8 and the canvases
    const m = await run(ms);
    const d = m.deltas.slice().sort((a, b) => a - b);
    const at = (p) => d[Math.min(d.length - 1, Math.max(0, Math.ceil(p / 100 * d.length) - 1))];
    return { frames: d.length, p50: at(50), p95: at(95), max: d[d.length - 1], steps: m.steps };
  }, seconds * 1000);
}

// Every request from file:// and over http, through the page's main paths.
async function network(browser, web) {
  const root = path.resolve(web), base = pathToFileURL(root).href + '/';
  const server = await serve(root);
  const origin = `http://127.0.0.1:${server.address().port}/`;
  const log = [];
  try {
    for (const url of [fileUrl(web), origin + 'index.html']) {
      const context = await browser.newContext();
      await guard(context, (u) => u.startsWith(base) || u.startsWith(origin) || u.startsWith('data:') || u.startsWith('blob:'), log);
      const page = await context.newPage();
      await page.goto(url + '#game=nim&lang=zh');
      await page.evaluate(() => window.grundy.ready);
      await page.evaluate(() => window.grundy.compare(true));
      await page.evaluate(() => window.grundy.lesson(0));
      await page.evaluate(() => window.grundy.load('lr', '3 1 9 4'));
      await page.evaluate(() => window.grundy.lesson(4));
      await context.close();
    }
  } finally {
    server.close();
  }
  return { requests: log.length, refused: log.refused || [] };
}

async function measureAll(web, opts) {
  opts = opts || {};
  const { chromium } = require('playwright-core');
  const launch = (extra) => chromium.launch({ executablePath: process.env.CHROMIUM, args: LAUNCH_ARGS.concat(extra || []) });
  const out = { bundle: bundle(web) };
  let browser = await launch();
  try {
    out.interactive = await interactive(browser, web, opts.runs || 7);
    out.network = await network(browser, web);
  } finally {
    await browser.close();
  }
  browser = await launch(UNTHROTTLED);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(fileUrl(web));
    await page.evaluate(() => window.grundy.ready);
    out.loading = await loading(page, opts.loads || 6);
    out.boards = await boards(browser, web);
    out.editor = await editorKeys(browser, web);
    await loadBig(page);
    out.frames = await frames(page, opts.seconds || 3);
  } finally {
    await browser.close();
  }
  return out;
}

function report(m) {
  const kb = (n) => (n / 1024).toFixed(1) + ' KB';
  const met = (ok) => (ok ? 'met' : 'MISSED');
  const lines = [];
  lines.push('The page in headless Chromium (' + (process.env.CHROMIUM || 'chromium') + ')');
  lines.push(`bundle       ${m.bundle.files.length} files, ${kb(m.bundle.bytes)} raw; gzip -9: ${kb(m.bundle.gzipSum)} summed per file, ` +
    `${kb(m.bundle.gzipConcat)} concatenated; grundy-core.js ${kb(m.bundle.core.gzip)} of it; a visit in ` +
    m.bundle.visits.map((v) => `${v.lang} ${kb(v.gzipSum)} (its texts ${kb(v.texts.gzip)})`).join(', ') +
    `   target < ${TARGETS.bundleKB} KB: ${met(m.bundle.gzipSum < TARGETS.bundleKB * 1024)}`);
  lines.push(`interactive  from file://, ready + first verdict: median ${m.interactive.median.toFixed(1)} ms, worst ` +
    `${m.interactive.max.toFixed(1)} ms of ${m.interactive.samples.length} loads after a warm-up` +
    `   target < ${TARGETS.interactiveMs} ms: ${met(m.interactive.median < TARGETS.interactiveMs)}`);
  lines.push(`frames       1000 x 1000 table at the top speed: ${m.frames.frames} frames, p50 ${m.frames.p50.toFixed(1)} ms, ` +
    `p95 ${m.frames.p95.toFixed(1)} ms, max ${m.frames.max.toFixed(1)} ms (${m.frames.steps} steps)` +
    `   target p95 < ${TARGETS.frameP95Ms} ms: ${met(m.frames.p95 < TARGETS.frameP95Ms)}`);
  lines.push(`loading      1000-pile lr, its 1000 x 1000 tables: longest time between frames ${m.loading.gaps.map((g) => g.toFixed(1)).join(', ')} ms ` +
    `(median ${m.loading.median.toFixed(1)})   target worst < ${TARGETS.loadGapMs} ms: ${met(m.loading.max < TARGETS.loadGapMs)}`);
  const slowest = Object.entries(m.boards.byGame).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([g, v]) => `${g} ${v.toFixed(1)}`).join(', ');
  lines.push(`boards       ${Object.keys(m.boards.byGame).length} boards at their maximum, each loaded once on a fresh page: longest task ` +
    `${slowest} ms (the four slowest; 0: none over 50 ms)   target worst < ${TARGETS.loadGapMs} ms: ${met(m.boards.worst < TARGETS.loadGapMs)}`);
  lines.push(`editor       ${m.editor.chars.toLocaleString('en')} characters (ring, 524,287 numbers), longest task a key: ` +
    `${m.editor.keys.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')} ms   target < ${TARGETS.loadGapMs} ms: ${met(m.editor.worst < TARGETS.loadGapMs)}`);
  const foreign = m.network.refused.length + m.interactive.foreign.length;
  lines.push(`network      ${m.network.requests + m.interactive.requests} requests from file:// and http, ` +
    `${foreign} to anything but the page's own files   target none: ${met(foreign === 0)}`);
  return lines.join('\n');
}

module.exports = { TARGETS, LAUNCH_ARGS, UNTHROTTLED, BOARDS_AT_MAX, BOARDS_BENCH, boards, EDITOR_KEYS, editorKeys, editorPosition, bundle, bundleFiles, interactive, loading, frames, loadBig, bigPosition, network, guard, serve, percentile, measureAll, report, fileUrl };

// `node bench/page.js WEBDIR --cases fibonacci,wythoff,editor --loads 5`:
// only the boards named (a game or a label of BOARDS_BENCH) and the
// editor, each measured on `loads` fresh pages: every load's longest task
// and their median, and for a board the longest task's CPU time (for
// comparing a change with its base side by side on a busy machine).
async function cases(web, names, loads) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM, args: LAUNCH_ARGS.concat(UNTHROTTLED) });
  const lines = [];
  const median = (a) => percentile(a.slice().sort((x, y) => x - y), 50);
  try {
    for (const name of names) {
      const samples = [];
      if (name === 'editor') {
        for (let i = 0; i < loads; i++) samples.push((await editorKeys(browser, web)).keys.map((k) => k[1]));
        const perKey = EDITOR_KEYS.map((k, j) => median(samples.map((s) => s[j])));
        lines.push(`editor: longest task a key, median of ${loads} pages: ` +
          EDITOR_KEYS.map((k, j) => `${k} ${perKey[j].toFixed(0)}`).join(', ') + ` ms; worst key's median ${Math.max(...perKey).toFixed(0)} ms`);
        continue;
      }
      const list = BOARDS_BENCH.filter(([g, , label]) => (label || g) === name);
      if (!list.length) throw new Error(`no board named ${name}`);
      const cpu = [];
      for (let i = 0; i < loads; i++) {
        const b = await boards(browser, web, list, true);
        samples.push(b.worst);
        cpu.push(b.cpu[name]);
      }
      lines.push(`${name}: longest task ${samples.map((v) => v.toFixed(0)).join(', ')} ms, median ${median(samples).toFixed(0)} ms; ` +
        `its CPU time (the trace's longest task) ${cpu.map((v) => v.toFixed(0)).join(', ')} ms, median ${median(cpu).toFixed(0)} ms`);
    }
  } finally {
    await browser.close();
  }
  return lines.join('\n');
}

if (require.main === module) {
  const web = process.argv[2];
  if (!web || !process.env.CHROMIUM) {
    process.stderr.write('usage: CHROMIUM=... NODE_PATH=... node bench/page.js WEBDIR [--cases NAME,... [--loads N]]\n');
    process.exit(2);
  }
  const at = (flag) => { const i = process.argv.indexOf(flag); return i > 0 ? process.argv[i + 1] : null; };
  if (at('--cases')) {
    cases(web, at('--cases').split(','), +(at('--loads') || 5)).then((t) => console.log(t), (e) => {
      console.error('bench/page.js: ' + (e && e.stack ? e.stack : e));
      process.exit(1);
    });
  } else measureAll(web).then((m) => {
    console.log(report(m));
  }, (e) => {
    console.error('bench/page.js: ' + (e && e.stack ? e.stack : e));
    process.exit(1);
  });
}
