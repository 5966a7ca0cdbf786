// tests/e2e/harness.js — what the browser tests (e2e.js, games.js,
// classroom.js) share: a TAP runner with a timeout per test, assertions,
// the native CLI, where the built page is, and the page's core loaded into
// node.  Nothing is skipped: when the environment is incomplete (CHROMIUM,
// GRUNDY, GRUNDY_WEB, playwright-core, a module a suite needs, the built
// page), every test fails with the reason.
//
//   const h = require('./harness');
//   h.test('name', async () => { ...; return 'a note for the log'; });
//   h.run({ timeoutMs, modules: ['axe-core/axe.min.js'],
//           setup: async (chromium) => { ... }, teardown: async () => { ... } });
//
// Environment (set by make check): NODE_PATH (playwright-core), CHROMIUM,
// GRUNDY (the CLI), GRUNDY_WEB (the built page), top_srcdir.
'use strict';

const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const { pathToFileURL } = require('url');

const tests = [];
function test(name, fn) { tests.push({ name, fn }); }

// ---- assertions ----------------------------------------------------------------

function assert(cond, message) {
  if (!cond) throw new Error(message || 'assertion failed');
}
function eq(actual, expected, what) {
  const a = JSON.stringify(actual), e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}

// ---- the native CLI ------------------------------------------------------------

function cli(args) {
  const r = spawnSync(process.env.GRUNDY, args, { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (r.error) throw r.error;
  return r;
}
// JSON with integers past 2^53 kept as strings (values are exact in C).
function parseExact(text) {
  return JSON.parse(text.replace(/([:[,]\s*)(\d{16,})(?=\s*[,\]}])/g, '$1"$2"'));
}
function cliJson(args) {
  const r = cli(args.concat(['--json']));
  if (r.status !== 0) throw new Error(`grundy ${args.join(' ')} failed: ${r.stderr}`);
  return parseExact(r.stdout);
}

// ---- the page ------------------------------------------------------------------

const web = process.env.GRUNDY_WEB ? path.resolve(process.env.GRUNDY_WEB) : '';
// The page's sources (web/), for what the built page has packed.
const sources = path.resolve(process.env.top_srcdir || path.join(__dirname, '..', '..'), 'web');
const fileUrl = (hash) => pathToFileURL(path.join(web, 'index.html')).href + (hash || '');
const inPage = (u) => u.startsWith(pathToFileURL(web).href + '/');

// The next visit of a reader who set `stored` ({key: value} of Settings,
// web/js/settings.js): first that each is in localStorage now, then a load
// of `url` in the same tab (a load even when only the hash differs), ready.
// Not a hop through about:blank: that swaps the renderer, and on a loaded CI
// machine the swap twice lost the store's last write.
async function revisit(page, url, stored = {}) {
  const now = await page.evaluate((keys) => keys.map((k) => localStorage.getItem('grundy.' + k)), Object.keys(stored));
  eq(now, Object.values(stored), 'stored before the next visit');
  // Once, in a clean-clone make distcheck, a page reloaded at once found
  // neither of the two settings it had stored (the cause inside Chromium is
  // not known).  A second page of the same origin (the site's stylesheet)
  // first waits until the browser's localStorage holds them; a page that
  // never stored them fails here by timeout.
  const witness = await page.context().newPage();
  await witness.goto(pathToFileURL(path.join(web, 'style.css')).href);
  await witness.waitForFunction((want) => Object.keys(want).every((k) => localStorage.getItem('grundy.' + k) === want[k]),
    stored, { timeout: 10000 });
  await witness.close();
  const sameDocument = url.includes('#') && page.url().split('#')[0] === url.split('#')[0];
  await page.goto(url);
  if (sameDocument) await page.reload(); // a new hash alone is no new visit
  return page.evaluate(() => window.grundy.ready);
}

// The page's core and its own wrapper (Core, from web/js/core.js) in node.
// Both languages' texts, each from its own script (grundy-texts-LANG.js),
// which node runs where a browser would add a <script> tag.
async function loadWasm() {
  global.GrundyCore = require(path.join(web, 'grundy-core.js'));
  vm.runInThisContext(fs.readFileSync(path.join(sources, 'js', 'core.js'), 'utf8'), { filename: 'core.js' });
  global.Core.textsScript = async (lang) => {
    vm.runInThisContext(fs.readFileSync(path.join(web, `grundy-texts-${lang}.js`), 'utf8'), { filename: `grundy-texts-${lang}.js` });
  };
  return global.Core.load(['en', 'zh']);
}

// The language chosen by its button, as a reader does; the first choice of a
// language loads its texts (web/js/core.js), so the switch is awaited.
async function chooseLang(page, lang) {
  await page.click(`button[data-lang="${lang}"]`);
  await page.waitForFunction((l) => window.grundy.state().lang === l && !window.grundy.state().busy, lang);
}

// A script of the tests (fixtures, axe-core) run in the page.  Not a <script>
// tag: the page's Content-Security-Policy refuses inline scripts, and
// evaluating through the DevTools protocol is not the page's own doing.
async function addScript(page, file) {
  await page.evaluate(fs.readFileSync(file, 'utf8'));
}

// Chromium as the suites launch it: no sandbox, GPU, network or sync of its own.
function launch(chromium) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--no-first-run', '--disable-sync', '--disable-quic'],
  });
}

// A first visit (nothing in localStorage) opens the course (web/js/course.js).
// The suites' browsers (run() hands setup this chromium) start every context
// as a returning visitor's, with one key stored, unless it is made with
// {firstVisit: true} (tests/e2e/course.js).
function returningVisitor(chromium) {
  const patched = Object.create(chromium);
  patched.launch = async (...args) => {
    const browser = await chromium.launch(...args);
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options = {}) => {
      const { firstVisit, ...rest } = options;
      const context = await newContext(rest);
      if (!firstVisit) {
        await context.addInitScript(() => {
          try {
            if (!localStorage.getItem('grundy.visited')) localStorage.setItem('grundy.visited', '1');
          } catch (e) { /* a page without storage (about:blank) */ }
        });
      }
      return context;
    };
    browser.newPage = async (options = {}) => (await browser.newContext(options)).newPage();
    return browser;
  };
  return patched;
}

// `grundy list --json` ({games, judge}), or the error that fails the suite.
function listGames() {
  try {
    return { catalogue: process.env.GRUNDY ? cliJson(['list']) : { games: [] }, error: null };
  } catch (e) {
    return { catalogue: { games: [] }, error: e };
  }
}

// A page of the built site at `viewport`, ready (grundy.ready), whose requests
// outside the site go to foreign and whose errors to page.errors.
async function openPage(browser, foreign, viewport = { width: 1280, height: 800 }, { firstVisit = false } = {}) {
  const context = await browser.newContext({ viewport, firstVisit });
  const page = await context.newPage();
  page.on('request', (r) => { if (!inPage(r.url())) foreign.push(r.url()); });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(fileUrl());
  await page.evaluate(() => window.grundy.ready);
  return page;
}

// ---- TAP -----------------------------------------------------------------------

function withTimeout(promise, ms, name) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`${name}: timed out after ${ms} ms`)), ms); }),
  ]).finally(() => clearTimeout(timer));
}

function diag(text) {
  String(text).split('\n').forEach((line) => console.log('# ' + line));
}

// Why the suite cannot run, or null.
function environmentError(modules) {
  const missing = ['CHROMIUM', 'GRUNDY', 'GRUNDY_WEB'].filter((v) => !process.env[v]);
  if (missing.length) return new Error(`environment not set: ${missing.join(', ')} (run through make check)`);
  try {
    require.resolve('playwright-core');
    modules.forEach((m) => require.resolve(m));
  } catch (e) {
    return new Error(`a module cannot be loaded (NODE_PATH=${process.env.NODE_PATH || ''}; npm ci): ${e.message}`);
  }
  if (!fs.existsSync(path.join(web, 'grundy-core.js'))) return new Error(`${web}/grundy-core.js is missing: build the page first`);
  return null;
}

async function run({ timeoutMs, modules = [], setup, teardown, setupError = null }) {
  console.log(`1..${tests.length}`);
  let error = setupError || environmentError(modules);
  if (!error && setup) {
    try {
      await setup(returningVisitor(require('playwright-core').chromium));
    } catch (e) {
      error = e;
    }
  }
  let failed = 0;
  for (let i = 0; i < tests.length; i++) {
    const t = tests[i], t0 = Date.now();
    try {
      if (error) throw error;
      const note = await withTimeout(t.fn(), timeoutMs, t.name);
      console.log(`ok ${i + 1} - ${t.name}`);
      diag(`${Date.now() - t0} ms` + (note ? `; ${note}` : ''));
    } catch (e) {
      failed++;
      console.log(`not ok ${i + 1} - ${t.name}`);
      diag(e && e.stack ? e.stack : e);
    }
  }
  if (teardown) await teardown().catch(() => {});
  process.exit(failed ? 1 : 0);
}

module.exports = { test, assert, eq, chooseLang, cli, parseExact, cliJson, web, sources, fileUrl, inPage, revisit, loadWasm, addScript, launch, listGames, openPage, run };
