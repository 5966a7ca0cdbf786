// tests/e2e/words.js — in 中文 the page shows no English word of its own:
// for every game of `grundy list`, in one page, it looks at the verdict,
// several steps across the trace, every lesson stop, play (a new game, a
// hint) and Explore, then the course (every stop, its answers once asked,
// the glossary, a bad #course= link), and reads every visible text node and every tag CSS
// draws (::before / ::after content, data-* attributes shown with attr()).
// A word of two or more Latin letters must be a name or notation of the
// glossary (Nim, SG, mex, xor, left[i][j] …), or part of the position text,
// the positions the page lists, or the game's move language (the verbs and
// play syntax C gives).  Everything else fails with where it was seen.
//
// GRUNDY_WORDS_GAMES=nim,wythoff limits the games (for a quick look).
'use strict';

const { test, assert, launch, listGames, openPage, run } = require('./harness');

// Names and notation that stay Latin in a Chinese class (GLOSSARY-zh.md):
// game and theorem names, the seeds' notation, units of the notation.
const NAMES = new Set(`
  Nim SG mex Anti Every Multi SJ Hackenbush Kayles Grundy Grundy's Moore Lasker Lasker's Chomp Wythoff Northcott
  Nowcoder AcWing ZJOI JSOI ICPC POJ HDU Luogu Codeforces OI wiki OI-wiki Macau Winning Ways DP
  Sprague Zeckendorf Fibonacci Beatty Smith Conway Berlekamp Guy Bouton Plambeck Sequential S-Nim Mock Turtles Ruler
  Tarjan Hopcroft Karp Edmonds Gallai Dawson Dawson's Georgia Bob Trie II Tartan SDOI
  xor mod min max gcd lcm floor ceil phi log Gi
  left right sg SG(x) g sg mex pos val id
  PNG SVG CSV ASCII WASM WebAssembly EN
`.split(/\s+/).filter(Boolean));

// The position language's own words (position text, typed in the editor):
// keywords written with '=' (start=, visited=, random=, k=) are found by
// their '='; these are the rest, and every game id (a sum's components,
// heaps' rulesets lasker, grundy and crosses).
const POSITION_WORDS = new Set(['misere', 'arcs', 'none', 'empty', 'grundy', 'lasker', 'crosses']);

// Latin letters with their accented forms (misère is one word, not mis + re).
const WORD = /[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f][A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f']*[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]/g;

const ctx = { browser: null, foreign: [] };
let page = null;
const { catalogue, error: catalogueError } = listGames();
const only = (process.env.GRUNDY_WORDS_GAMES || '').split(',').filter(Boolean);
const games = catalogue.games.filter((g) => !only.length || only.includes(g.id));

const state = (p) => p.evaluate(() => window.grundy.state());
async function settle(p) {
  await p.waitForFunction(() => !window.grundy.state().busy, null, { timeout: 50000 });
}

// Every visible text of the page, with a short path of where it is: text
// nodes of rendered elements, the tags CSS draws, the selected option.
function visibleTexts() {
  const out = [];
  const shown = (el) => {
    if (!el.isConnected) return false;
    if (el.closest('[hidden], [aria-hidden="true"] .sr-only, .sr-only, noscript, script, style, template, dialog:not([open])')) return false;
    const r = el.getClientRects();
    if (!r.length) return false;
    const cs = getComputedStyle(el);
    return cs.visibility !== 'hidden' && cs.display !== 'none';
  };
  const where = (el) => {
    const parts = [];
    for (let e = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
      parts.unshift(e.tagName.toLowerCase() + (e.id ? '#' + e.id : e.classList.length ? '.' + e.classList[0] : ''));
    }
    return parts.join('>');
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || !n.nodeValue.trim() || el.tagName === 'OPTION' || el.tagName === 'TEXTAREA') continue;
    if (!shown(el)) continue;
    out.push({ where: where(el), text: n.nodeValue });
  }
  for (const el of document.body.querySelectorAll('*')) {
    if (el.tagName === 'SELECT' && shown(el) && el.selectedOptions[0]) {
      out.push({ where: where(el), text: el.selectedOptions[0].textContent });
    }
    for (const pseudo of ['::before', '::after']) {
      const c = getComputedStyle(el, pseudo).content;
      if (!c || c === 'none' || c === 'normal' || !/[A-Za-z]/.test(c)) continue;
      if (!shown(el)) continue;
      // The content as drawn: quoted strings and attr() already resolved by
      // getComputedStyle only for strings; read attr(...) ourselves.
      const raw = getComputedStyle(el, pseudo).getPropertyValue('content');
      const drawn = raw.replace(/attr\(([\w-]+)\)/g, (_, a) => JSON.stringify(el.getAttribute(a) || ''))
        .replace(/"((?:[^"\\]|\\.)*)"/g, '$1');
      out.push({ where: where(el) + pseudo, text: drawn });
    }
  }
  return out;
}

// The words the page may show for this game: the positions in sight and
// the game's move language.
function allowed(s, extra) {
  const ok = new Set();
  const add = (text) => { for (const w of String(text || '').match(WORD) || []) ok.add(w); };
  add(s.position);
  (s.winningMoves || []).forEach(add);
  if (s.play) {
    add(s.play.position);
    (s.play.history || []).forEach((h) => { add(h.before); add(h.after); });
    (s.play.actions || []).forEach((a) => { add(a.verb); });
  }
  if (s.explore && s.explore.nodes) s.explore.nodes.forEach((n) => add(n.position));
  extra.forEach(add);
  return ok;
}

const ids = new Set(catalogue.games.flatMap((g) => g.id.split('-')));
// Names that are phrases: contest problems' own titles, a book's.
const NAME_PHRASES = ["Dawson's chess", 'A New Stone Game', 'Georgia and Bob', 'Game on Sequence', 'On Numbers and Games'];
const found = new Map();   // word -> [where, text, when]
function scan(texts, ok, when) {
  for (const { where, text: shown } of texts) {
    const text = NAME_PHRASES.reduce((t, p) => t.split(p).join(' '), shown);
    for (const w of text.match(WORD) || []) {
      if (NAMES.has(w) || ok.has(w) || POSITION_WORDS.has(w) || ids.has(w)) continue;
      // a long position cut short with an ellipsis: "… + he … 0.77"
      if ((text.includes(`${w} …`) || text.includes(`… ${w}`)) && [...ok, ...ids].some((o) => o.startsWith(w) || o.endsWith(w))) continue;
      // coins: U (heads) and D (tails)
      if (/^[UD]+$/.test(w)) continue;
      // blackwhite's strip: W (white piece) and B (black piece) side by side
      if (/^[WB]+$/.test(w)) continue;
      // position keywords: start=, visited=, random=
      if (new RegExp(`\\b${w}=`).test(text)) continue;
      // notation such as left[i][j], sg[x], a[i], F(8), g(n)
      if (/^[a-z]{1,5}$/.test(w) && new RegExp(`\\b${w}(\\[|\\()`).test(text)) continue;
      const key = w;
      if (!found.has(key)) found.set(key, []);
      const list = found.get(key);
      if (list.length < 3) list.push(`${when} @ ${where}: ${text.trim().slice(0, 140)}`);
    }
  }
}

async function look(extra, when) {
  const s = await state(page);
  const texts = await page.evaluate(visibleTexts);
  const ok = allowed(s, extra);
  scan(texts, ok, when);
  return texts.length;
}

test('the page loads in 中文', async () => {
  if (catalogueError) throw catalogueError;
  assert(games.length, 'games to look at');
  page = await openPage(ctx.browser, ctx.foreign);
  await page.evaluate(() => window.grundy.setLang('zh'));
  return `${games.length} game(s)`;
});

const seen = {};
for (const game of games) {
  const id = game.id;
  test(`${id}: no English word in 中文 (verdict, steps, lesson, play, explore)`, async () => {
    found.clear();
    const board = await page.evaluate(([g, p]) => window.grundy.load(g, p), [id, game.example]);
    await settle(page);
    const info = await page.evaluate(() => window.grundy.board());
    // The move language: C's play syntax for this game.
    const moveLang = [info.play_syntax && (info.play_syntax.en || info.play_syntax)].filter((x) => typeof x === 'string');
    let looks = 0;
    await look(moveLang, 'verdict');
    looks++;
    const steps = board.steps || 0;
    const picks = [...new Set([0, 1, Math.floor(steps / 3), Math.floor(steps / 2), Math.floor((2 * steps) / 3), steps - 1])]
      .filter((k) => k >= 0 && k < steps);
    for (const k of picks) {
      await page.evaluate((k) => window.grundy.go(k), k);
      await look(moveLang, `step ${k + 1}/${steps}`);
      looks++;
    }
    const lesson = (await state(page)).lesson;
    for (let k = 0; k < (lesson.has ? lesson.stops : 0); k++) {
      await page.evaluate((k) => window.grundy.lesson(k), k);
      await settle(page);
      await look(moveLang, `lesson stop ${k + 1}`);
      looks++;
    }
    await page.evaluate(() => window.grundy.lesson(null));
    await page.evaluate(([g, p]) => window.grundy.load(g, p), [id, game.example]);
    await settle(page);
    await page.click('#new-game');
    await page.waitForFunction(() => {
      const p = window.grundy.state().play;
      return p.turn === 'you' || p.over;
    }, null, { timeout: 20000 });
    await look(moveLang, 'play');
    looks++;
    // The move language stays ASCII, with C's Chinese words beside each verb.
    const verbs = await page.$$eval('#actions form.action', (fs) => fs.map((f) => [f.dataset.verb, (f.querySelector('.verb-name') || {}).textContent || '']));
    const bare = verbs.filter(([, words]) => !/[\u3400-\u9fff]/.test(words));
    assert(!bare.length, `verbs with no Chinese words beside them: ${JSON.stringify(bare)}`);
    if (!(await state(page)).play.over && await page.isEnabled('#hint')) {
      await page.click('#hint');
      await look(moveLang, 'hint');
      looks++;
    }
    if (await page.isVisible('#explore-toggle') && await page.isEnabled('#explore-toggle')) {
      await page.click('#explore-toggle');
      await page.waitForFunction(() => { const s = window.grundy.state(); return !s.busy && s.explore.open; }, null, { timeout: 20000 })
        .catch(() => {});
      await look(moveLang, 'explore');
      looks++;
      await page.click('#explore-toggle');
      await settle(page);
    }
    const added = [...found.keys()];
    seen[id] = added;
    assert(!added.length, `English words in 中文:\n${added.map((w) => `${w}:\n  ${found.get(w).join('\n  ')}`).join('\n')}`);
    return `${looks} screens`;
  });
}

// The course in 中文, in the same page: every chapter's every stop (a check's
// and a try's answer too, once asked), the glossary, and a course link that
// names no place (its message).
test('the course in 中文: every stop and answer, the glossary, a bad course link', async () => {
  found.clear();
  await page.evaluate(() => window.grundy.course(0, 0));
  await settle(page);
  const chapters = await page.evaluate(() => window.grundy.state().course.chapters);
  let looks = 0;
  for (let c = 0; c < chapters; c++) {
    const stops = (await page.evaluate((c) => window.grundy.course(c, 0), c)).course.stops;
    await settle(page);
    const info = await page.evaluate(() => window.grundy.board());
    const moveLang = [info && info.play_syntax && (info.play_syntax.en || info.play_syntax)].filter((x) => typeof x === 'string');
    for (let k = 0; k < stops; k++) {
      await page.evaluate(([c, k]) => window.grundy.course(c, k), [c, k]);
      await settle(page);
      await look(moveLang, `chapter ${c + 1} stop ${k + 1}`);
      looks++;
      if (await page.isVisible('#course-ask')) {
        await page.click('#course-ask button[data-guess=first]');
        await page.waitForFunction(() => window.grundy.state().course.answerShown, null, { timeout: 10000 });
        await look(moveLang, `chapter ${c + 1} stop ${k + 1}, answered`);
        looks++;
      }
    }
  }
  await page.click('#glossary-open');
  await page.waitForSelector('#glossary:not([hidden])');
  await look([], 'glossary');
  await page.evaluate(() => { location.hash = '#course=99.1'; });
  await page.waitForSelector('#ignored:not([hidden])');
  await look([], 'a bad course link');
  looks += 2;
  await page.evaluate(() => window.grundy.course(null));
  const added = [...found.keys()];
  assert(!added.length, `English words in 中文:\n${added.map((w) => `${w}:\n  ${found.get(w).join('\n  ')}`).join('\n')}`);
  return `${looks} screens`;
});

test('no page errors, no request left the machine', async () => {
  assert(page, 'the page');
  assert(!page.errors.length, `page errors: ${page.errors.join('; ')}`);
  assert(!ctx.foreign.length, `requests outside the page's files: ${ctx.foreign.join(' ')}`);
});

run({
  timeoutMs: 120000,
  setupError: catalogueError,
  setup: async (chromium) => { ctx.browser = await launch(chromium); },
  teardown: async () => { if (ctx.browser) await ctx.browser.close(); },
});
