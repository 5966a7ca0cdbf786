// tests/e2e/games.js — every game of the catalogue, through the page, in
// real Chromium (playwright-core), against the native CLI.  Data-driven:
// the games come from `$GRUNDY list --json`, so a game merged later is
// covered with no change here.  For each game:
//   1. its example typed into the editor gets the verdict and the winning
//      moves of `grundy solve`;
//   2. the first, middle and last trace steps show the cell, value, case
//      and words of `grundy trace` (or, when C refuses the trace, C's
//      message; and a position longer than the trace's limit, built from
//      the example when the parser takes it, gets the refusal too);
//   3. the board is drawn by its kind, and one move is played through the
//      board's action form: the first argument by clicking a board element,
//      the rest typed, Enter.  Which action?  The page cannot know (that
//      would be game logic), so the test asks C: gw_action_for when the
//      WASM has it, else it tries actions built from the board's clickable
//      elements and numbers taken from the position (the WASM gw_play,
//      loaded in node), preferring one that reaches `grundy solve`'s first
//      winning move.  The page must land on exactly gw_play's successor,
//      which `grundy moves` must list;
//   4. an illegal action shows C's message under its form;
//   5. with "computer moves first" the computer plays a move C allows, a
//      winning one when the position is a first-player win.
// Then the drawing code for every board kind and trace view of
// docs/GAMES.md is exercised on synthetic data (tests/e2e/fixtures.js),
// for the kinds no registered game uses yet.  Speaks TAP.  Nothing is
// skipped: a missing CHROMIUM, GRUNDY, GRUNDY_WEB or playwright-core fails
// every test with the reason.
'use strict';

const fs = require('fs');
const path = require('path');
const { test, assert, eq, cli, parseExact, cliJson, web, inPage, fileUrl, loadWasm, addScript, run } = require('./harness');

const MAX_TRIES = 200000; // gw_play calls when looking for an action

// ---- helpers ---------------------------------------------------------------

// {ok, json} or {ok: false, message} (C's message, as the page shows it).
function cliTry(args) {
  const r = cli(args.concat(['--json']));
  if (r.status === 0) return { ok: true, json: parseExact(r.stdout) };
  if (r.status === 2) return { ok: false, message: r.stderr.trim().replace(/^grundy: /, '') };
  throw new Error(`grundy ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
}

// The words the page uses for a value of each kind (docs/GAMES.md: outcome
// 0 lose, 1 win, 2 draw; bool 0 no, 1 yes).
const WORDS = { outcome: ['lose', 'win', 'draw'], bool: ['no', 'yes'] };
function shown(kind, value) {
  const w = WORDS[kind];
  return w && Number(value) < w.length ? w[Number(value)] : String(value);
}

const state = (page) => page.evaluate(() => window.grundy.state());
async function waitLoaded(page, game, position) {
  await page.waitForFunction(([g, p]) => {
    const s = window.grundy.state();
    return s.game === g && (p === null || s.position === p) && !s.busy;
  }, [game, position], { timeout: 50000 });
  return state(page);
}
async function waitTurn(page) {
  await page.waitForFunction(() => {
    const p = window.grundy.state().play;
    return p.over || (p.turn === 'you' && !window.grundy.state().busy);
  }, null, { timeout: 50000 });
  return (await state(page)).play;
}

// ---- C in node: the same WASM as the page, to look for actions -------------

let wasm = null;

// Numbers worth trying as arguments: the board's clickable values, small
// numbers, the integers in the position and in the target, and the
// differences of the integers at the same place in both.
function candidates(picks, pos, target) {
  const out = [], add = (x) => { x = String(x); if (!out.includes(x)) out.push(x); };
  const ints = (s) => (s.match(/\d+/g) || []);
  picks.forEach(add);
  for (let i = 0; i <= 12; i++) add(i);
  if (target !== undefined) {
    const a = ints(pos), b = ints(target);
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const d = BigInt(a[i]) - BigInt(b[i]);
      add(d < 0n ? -d : d);
    }
    // The same from the other end (a pile removed at the left shifts the rest).
    for (let i = 1; i <= Math.min(a.length, b.length); i++) {
      const d = BigInt(a[a.length - i]) - BigInt(b[b.length - i]);
      add(d < 0n ? -d : d);
    }
    ints(target).forEach(add);
  }
  ints(pos).forEach(add);
  return out.slice(0, 64);
}

// An action C accepts at pos: {action, args, text, position, game_over,
// winning}; the one reaching target when some action built this way does.
// When the WASM has gw_action_for (C names the action for a move), that
// answer is used and checked.
function findAction(game, pos, board, picks, target) {
  const named = target !== undefined && typeof wasm.m._gw_action_for === 'function'
    ? wasm.callJson('_gw_action_for', [game, pos, target]) : null;
  // A game that cannot name its moves yet (no `action` in its table) falls
  // back to the search below; any other refusal is a failure.
  if (named && !(named.error && /cannot name its moves yet/.test(named.error))) {
    assert(!named.error, `gw_action_for: ${named.error}`);
    const words = named.action.trim().split(/\s+/), k = board.actions.findIndex((a) => a.verb === words[0]);
    assert(k >= 0, `gw_action_for's verb "${words[0]}" is one of the board's actions`);
    const r = wasm.play(game, pos, named.action);
    assert(!r.error && r.position === target, `gw_play("${named.action}") reaches ${JSON.stringify(target)}`);
    return { action: k, args: words.slice(1), text: named.action, position: r.position, game_over: r.game_over, winning: true, named: true };
  }
  const nums = candidates(picks, pos, target);
  let legal = null, tries = 0;
  for (let k = 0; k < board.actions.length; k++) {
    const a = board.actions[k], n = a.args.length;
    const domains = a.args.map((_, i) => (i === 0 && picks.length ? picks.concat(nums.filter((x) => !picks.includes(x))) : nums));
    const idx = new Array(n).fill(0);
    for (;;) {
      const args = idx.map((j, i) => domains[i][j]);
      const text = [a.verb].concat(args).join(' ');
      const r = wasm.play(game, pos, text);
      tries++;
      if (!r.error) {
        const found = { action: k, args, text, position: r.position, game_over: r.game_over, winning: r.position === target };
        if (found.winning) return found;
        if (!legal) legal = found;
      }
      if (tries > MAX_TRIES) return legal;
      let i = n - 1;
      while (i >= 0 && ++idx[i] >= domains[i].length) idx[i--] = 0;
      if (i < 0) break;
    }
  }
  return legal;
}

// ---- the run ---------------------------------------------------------------

const ctx = { browser: null, foreign: [] };
let page = null;
let catalogue = { games: [] };
let catalogueError = null;
try {
  if (process.env.GRUNDY) catalogue = cliJson(['list']);
} catch (e) {
  catalogueError = e;
}

async function newPage(url) {
  const context = await ctx.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const p = await context.newPage();
  p.on('request', (r) => {
    const u = r.url();
    if (!inPage(u)) ctx.foreign.push(u);
  });
  p.errors = [];
  p.on('pageerror', (e) => p.errors.push(e.message));
  await p.goto(url);
  await p.evaluate(() => window.grundy.ready);
  return p;
}

test('the page loads, and its game picker lists every game of grundy list', async () => {
  if (catalogueError) throw catalogueError;
  page = await newPage(fileUrl());
  const options = await page.$$eval('#game-picker option', (o) => o.map((x) => x.value));
  eq(options, catalogue.games.map((g) => g.id), 'the picker');
  assert(catalogue.games.length > 0, 'the catalogue has games');
  return `${catalogue.games.length} game(s): ${options.join(', ')}`;
});

for (const game of catalogue.games) {
  const id = game.id, example = game.example;
  const known = {};

  test(`${id}: the example, typed into the editor, gets the verdict and winning moves of grundy solve`, async () => {
    await page.selectOption('#game-picker', id);
    await waitLoaded(page, id, null);
    await page.fill('#position-input', example);
    await page.press('#position-input', 'Enter');
    const want = cliJson(['solve', id, example]);
    const s = await waitLoaded(page, id, want.position);
    known.pos = want.position;
    known.solve = want;
    eq(s.position, want.position, 'canonical position');
    eq(s.winner, want.winner, 'winner');
    eq(s.winningMoves, want.winning_moves, 'winning moves');
    eq(await page.getAttribute('#verdict', 'data-winner'), want.winner, 'the verdict on the page');
    const listed = await page.$$eval('#verdict li[data-move]', (li) => li.map((x) => x.dataset.move));
    eq(listed, want.winning_moves, 'winning moves on the page');
    eq(await page.textContent('#game-title'), game.title.en, 'the title from C');
    eq(page.errors, [], 'page errors');
  });

  test(`${id}: trace steps (first, middle, last) show what grundy trace records, or C's refusal`, async () => {
    assert(known.pos !== undefined, 'the example was loaded');
    const s = await state(page);
    const t = cliTry(['trace', id, known.pos]);
    let note = '';
    if (!t.ok) {
      eq([s.steps, s.step], [0, null], 'no trace');
      eq(s.traceNote, t.message, 'the refusal is C\'s message');
      assert((await page.textContent('#views .notice')).includes(t.message), 'the refusal is on the page');
      note = `trace refused: ${t.message}`;
    } else {
      const steps = t.json.steps;
      eq(s.steps, steps.length, 'steps');
      const ks = [...new Set([0, Math.floor((steps.length - 1) / 2), steps.length - 1])];
      for (const [n, k] of ks.entries()) {
        let got;
        if (n === 1) {
          // Through the stepper's number field, as a person would.
          await page.fill('[data-step-control="number"]', String(k));
          await page.press('[data-step-control="number"]', 'Enter');
          got = await state(page);
        } else {
          got = await page.evaluate((k) => window.grundy.go(k), k);
        }
        const want = steps[k], what = `step ${k}`;
        eq(got.step, k, `${what}: step`);
        eq([got.cell.name, got.cell.view, got.cell.row, got.cell.col],
          [want.writes.name, want.writes.view, want.writes.row, want.writes.col], `${what}: the cell`);
        eq(got.cell.value, String(want.writes.value), `${what}: value`);
        eq(got.cell.case, want.case === undefined ? '' : want.case, `${what}: case`);
        eq(got.cell.text, want.text, `${what}: explanation`);
        eq(got.cell.reads, want.reads.length, `${what}: cells read`);
        eq(await page.textContent('#explanation'), want.text, `${what}: explanation on the page`);
        eq(await page.textContent('#step-info .chip.cur'), `${want.writes.name} = ${shown(got.cell.valueKind, want.writes.value)}`,
          `${what}: the written cell on the page`);
      }
      note = `${steps.length} steps; views ${[...new Set(steps.map((x) => x.writes.view))].join(', ')}`;
    }
    // A position past the trace's limit, made by repeating the example.
    const words = example.trim().split(/\s+/), limit = game.max_len_trace;
    if (limit > 0 && limit < 5000 && words.length > 0) {
      const long = [];
      while (long.length <= limit) long.push(...words);
      const text = long.join(' '), solve = cliTry(['solve', id, text]), trace = cliTry(['trace', id, text]);
      if (solve.ok && !trace.ok) {
        const got = await page.evaluate(([g, p]) => window.grundy.load(g, p), [id, text]);
        eq([got.steps, got.step, got.winner], [0, null, solve.json.winner], 'a position too long to trace: the verdict, no trace');
        eq(got.traceNote, trace.message, 'a position too long to trace: C\'s refusal');
        assert((await page.textContent('#views .notice')).includes(trace.message), 'the refusal is on the page');
        note += `; ${long.length} entries: "${trace.message}"`;
        await page.evaluate(([g, p]) => window.grundy.load(g, p), [id, known.pos]);
      } else {
        note += `; no over-long position built from the example (solve ${solve.ok ? 'ok' : 'refused'}, trace ${trace.ok ? 'ok' : 'refused'})`;
      }
    }
    return note;
  });

  test(`${id}: the board is drawn by its kind, and a move through its action form is C's move`, async () => {
    const s = await state(page);
    eq([s.position, s.play.position, s.play.turn], [known.pos, known.pos, 'you'], 'a new game on the example');
    const info = wasm.board(id, known.pos);
    assert(!info.error, `gw_board: ${info.error}`);
    const kind = info.board.kind;
    eq(await page.getAttribute('#board .bd', 'data-kind'), kind, 'the board kind on the page');
    eq(await page.$$eval('#board .bd-unknown', (x) => x.length), 0, `a drawing for kind "${kind}"`);
    const actions = info.board.actions.map((a) => ({ verb: a.verb, args: a.args }));
    eq(s.play.actions, actions, 'the actions from C');
    const forms = await page.$$eval('#actions form.action', (f) => f.map((x) => ({
      verb: x.dataset.verb, args: [...x.querySelectorAll('input')].map((i) => i.dataset.arg),
    })));
    eq(forms, actions, 'one form per action, one input per argument');
    const picks = await page.$$eval('#board [data-pick]', (els) => els.filter((e) => !e.disabled && !/\boff\b/.test(e.getAttribute('class') || ''))
      .map((e) => e.dataset.pick));
    // The move to make: the first winning move, else the first move grundy moves lists.
    const moves = cliTry(['moves', id, known.pos]);
    const winning = known.solve.winning_moves.length > 0;
    const target = winning ? known.solve.winning_moves[0] : moves.ok && moves.json.moves.length ? moves.json.moves[0] : undefined;
    const found = findAction(id, known.pos, info.board, picks, target);
    assert(found, `no action C accepts was found among the board's elements and small numbers (${picks.length} clickable); ` +
      'a C export gw_action_for(game, from, to) would settle it');
    const inputs = `#actions form.action:nth-of-type(${found.action + 1}) input`;
    // More words than inputs (sum's "in I ACTION"): the last input takes the rest, as the page's
    // ActionForms.play fills it.
    const slots = actions[found.action].args.length;
    if (slots > 0 && found.args.length > slots) found.args = found.args.slice(0, slots - 1).concat([found.args.slice(slots - 1).join(' ')]);
    const n = found.args.length;
    // A click goes to the form whose first argument names the element (the page's ActionForms rule): the
    // count of "both 2" is no pile, though pile 2 is on the board.
    const clickFills = n > 0 && picks.includes(found.args[0]) && await page.evaluate(([acts, kind, k]) => {
      const first = (a) => a.args.length > 0;
      const named = acts.map((a, i) => i).filter((i) => first(acts[i]) && ActionForms.names(acts[i].args[0], kind));
      if (named.length) return named.includes(k);
      return !acts.some((a) => first(a) && Object.keys(ActionForms.SAME).some((kk) => ActionForms.names(a.args[0], kk)));
    }, [actions, await page.getAttribute(`#board [data-pick="${found.args[0]}"]`, 'data-pick-kind'), found.action]);
    if (clickFills) {
      // As a person would: into the form first (when there are several), then the click.
      if (actions.length > 1) await page.focus(`${inputs} >> nth=0`);
      await page.click(`#board [data-pick="${found.args[0]}"]`);
      eq(await page.inputValue(`${inputs} >> nth=0`), found.args[0],
        `the click filled the first argument of "${found.text.split(' ')[0]}" (docs/GAMES.md: name it after what is clicked)`);
      const next = await page.evaluate(() => document.activeElement.dataset.arg || document.activeElement.className);
      const formArgs = info.board.actions[found.action].args; /* the next input, optional or not, else the verb */
      eq(next, formArgs.length > 1 ? formArgs[1] : 'primary verb', 'the focus moved on');
    } else if (n) {
      await page.fill(`${inputs} >> nth=0`, found.args[0]);
    }
    for (let i = 1; i < n; i++) await page.fill(`${inputs} >> nth=${i}`, found.args[i]);
    if (n) await page.press(`${inputs} >> nth=${n - 1}`, 'Enter');
    else await page.click(`#actions form.action:nth-of-type(${found.action + 1}) button.verb`);
    await page.waitForFunction(() => window.grundy.state().play.history.length > 0, null, { timeout: 10000 });
    const p = (await state(page)).play;
    eq(p.history[0], { by: 'you', before: known.pos, after: found.position }, `"${found.text}" leads where gw_play says`);
    if (moves.ok) assert(moves.json.moves.includes(found.position), `grundy moves lists ${JSON.stringify(found.position)}`);
    // Whoever cannot move loses, or in a misère game (C's catalogue says so) wins.
    if (found.game_over) eq([p.over, p.winner], [true, game.misere ? 'computer' : 'you'], 'the move ends the game');
    const end = await waitTurn(page);
    if (!found.game_over && end.history.length > 1) {
      eq(end.history[1].before, found.position, 'the computer answered from there');
    }
    eq(page.errors, [], 'page errors');
    const which = winning ? 'the winning move' : 'the first move grundy moves lists';
    return `kind ${kind}; "${found.text}" (${found.winning ? which : 'a legal move: the search did not find ' + which})` +
      `${found.named ? ', named by gw_action_for' : ', found by search'}` +
      `${moves.ok ? '' : '; grundy moves: ' + moves.message}`;
  });

  test(`${id}: an illegal action shows C's message under its form, and nothing moves`, async () => {
    await page.click('#new-game');
    const before = (await state(page)).play;
    eq([before.position, before.moves], [known.pos, 0], 'a new game');
    const actions = before.actions;
    assert(actions.length > 0, 'the board offers an action');
    let bad = null;
    for (const [k, a] of actions.entries()) {
      for (const arg of ['99999999999999999999', '999999999', '0', 'x']) {
        const args = a.args.map(() => arg), r = wasm.play(id, known.pos, [a.verb].concat(args).join(' '));
        if (r.error) { bad = { k, args, message: r.error }; break; }
      }
      if (bad) break;
    }
    assert(bad, 'some action with out-of-range arguments is refused by C');
    const inputs = `#actions form.action:nth-of-type(${bad.k + 1}) input`;
    for (let i = 0; i < bad.args.length; i++) await page.fill(`${inputs} >> nth=${i}`, bad.args[i]);
    if (bad.args.length) await page.press(`${inputs} >> nth=${bad.args.length - 1}`, 'Enter');
    else await page.click(`#actions form.action:nth-of-type(${bad.k + 1}) button.verb`);
    const error = `#actions form.action:nth-of-type(${bad.k + 1}) .error`;
    await page.waitForSelector(`${error}:not([hidden])`, { timeout: 5000 });
    eq(await page.textContent(error), bad.message, 'C\'s message under the form');
    const after = (await state(page)).play;
    eq([after.position, after.moves, after.error], [known.pos, 0, bad.message], 'nothing moved');
    // The same through window.grundy.playAction.
    const text = [actions[bad.k].verb].concat(bad.args).join(' ');
    const api = await page.evaluate((t) => window.grundy.playAction(t), text);
    eq([api.position, api.error], [known.pos, bad.message], 'playAction refuses it too');
    return `"${text}": ${bad.message}`;
  });

  test(`${id}: the computer moving first plays a move C allows (a winning one when there is one)`, async () => {
    await page.check('#computer-first');
    const p = await waitTurn(page);
    await page.uncheck('#computer-first');
    await waitTurn(page);
    assert(p.history.length >= 1 && p.history[0].by === 'computer', 'the computer moved first');
    const m = p.history[0];
    eq(m.before, known.pos, 'from the example');
    if (known.solve.winner === 'first') {
      assert(known.solve.winning_moves.includes(m.after), `${JSON.stringify(m.after)} is a winning move of grundy solve`);
    } else {
      const moves = cliTry(['moves', id, known.pos]);
      if (moves.ok) assert(moves.json.moves.includes(m.after), `grundy moves lists ${JSON.stringify(m.after)}`);
    }
    eq(page.errors, [], 'page errors');
    return `the computer played ${JSON.stringify(m.after)}`;
  });
}

// ---- the drawing code on synthetic data --------------------------------------

async function withFixtures(p) {
  await addScript(p, path.join(__dirname, 'fixtures.js'));
}

// A sum of four games from a link: the verdict and G of grundy solve, the
// components' boards side by side (one row, left to right, each of its own
// kind), and the trace's xor step.
test('a sum from a link (#game=sum&pos=...): the verdict, G, the components side by side', async () => {
  const text = 'nim: 3 4 + wythoff: 3 5 + heaps 0.77: 7 + coins-mock: UUDU';
  const want = cliJson(['solve', 'sum', text]);
  const p = await newPage(fileUrl('#game=sum&pos=' + encodeURIComponent(text)));
  await p.setViewportSize({ width: 1280, height: 800 });
  const s = await waitLoaded(p, 'sum', want.position);
  eq(s.winner, want.winner, 'winner');
  eq(s.winningMoves, want.winning_moves, 'winning moves');
  eq(await p.getAttribute('#verdict', 'data-winner'), want.winner, 'the verdict on the page');
  assert(want.grundy === 1 && (await p.textContent('#verdict')).includes('1'), 'G = 1 on the page');
  const boxes = await p.$$eval('#board .sum-component', (els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return { x: r.left, y: r.top, w: r.width, h: r.height, caption: e.querySelector('figcaption').firstChild.textContent.trim(),
      kinds: e.querySelectorAll('svg, table, [data-pick], button').length };
  }));
  eq(boxes.map((b) => b.caption), ['1. nim: 3 4', '2. wythoff: 3 5', '3. heaps: 0.77: 7', '4. coins-mock: UUDU'],
    'one box per component, in order');
  // Side by side, in reading order: each box right of the one before on its
  // row, or (the row full) below it; the first two share a row.
  assert(boxes[1].y === boxes[0].y && boxes[1].x >= boxes[0].x + boxes[0].w, 'components 1 and 2 side by side');
  for (let i = 1; i < boxes.length; i++) {
    const a = boxes[i - 1], b = boxes[i];
    assert((b.y === a.y && b.x >= a.x + a.w) || b.y >= a.y + a.h, `component ${i + 1} after component ${i}, not over it`);
  }
  assert(boxes.every((b) => b.kinds > 0), 'each component draws its own board');
  // Each heading's link opens that component alone, with its own trace.
  await p.click('#board .sum-component >> nth=1 >> a.sum-open');
  const own = await waitLoaded(p, 'wythoff', '3 5');
  assert(own.steps > 0, `wythoff 3 5 opened with its own trace (${own.steps} steps)`);
  eq(p.errors, [], 'page errors');
  await p.close();
  return `G = ${want.grundy}; ${boxes.length} components in ${new Set(boxes.map((b) => b.y)).size} row(s)`;
});

test('every board kind of docs/GAMES.md draws, picks by click, and shows numbers past 2^53 exactly', async () => {
  const p = await newPage(fileUrl());
  await withFixtures(p);
  const got = await p.evaluate(() => {
    const out = {};
    const box = document.body.appendChild(document.createElement('div'));
    Object.keys(window.Fixtures.boards).forEach((name) => {
      const board = window.Fixtures.boards[name];
      box.textContent = '';
      const forms = new window.ActionForms(document.createElement('div'), new window.I18n('en'), () => {});
      forms.set(board.actions, true);
      const el = box.appendChild(window.Boards.render(board, {
        i18n: new window.I18n('en'), active: true, selected: null, accepts: (kind) => forms.accepts(kind),
      }));
      box.appendChild(forms.root);
      const picks = [...el.querySelectorAll('[data-pick]')];
      const first = picks[0], second = picks[picks.length - 1];
      // What Play does on a click (Play.pick): fill, move the focus on.
      forms.fill(first.dataset.pick, first.dataset.pickKind);
      const focus = document.activeElement === (forms.forms[0].inputs[1] || forms.forms[0].button);
      forms.fill(second.dataset.pick, second.dataset.pickKind);
      out[name] = {
        kind: el.dataset.kind, unknown: el.classList.contains('bd-unknown'), picks: picks.length,
        kinds: [...new Set(picks.map((x) => x.dataset.pickKind))].sort(),
        // Named for screen readers: aria-label (SVG), or hidden text with the drawing hidden (HTML buttons).
        labelled: picks.every((x) => (x.getAttribute('aria-label') || (x.querySelector(':scope > .sr-only') || {}).textContent || '').length > 0),
        keyboard: picks.every((x) => x.tagName === 'BUTTON' ? !x.disabled : x.getAttribute('tabindex') === '0' && x.getAttribute('role') === 'button'),
        filled: forms.forms[0].inputs.map((i) => i.value), first: first.dataset.pick, second: second.dataset.pick,
        focus, text: el.textContent, size: el.getBoundingClientRect().height,
      };
    });
    return out;
  });
  // A second click replaces the first argument (take PILE COUNT), or fills
  // the next one when it names the same kind of element (flip COIN COIN2).
  const again = (a, b) => [b, ''], pair = (a, b) => [a, b], one = (a, b) => [b];
  const want = {
    piles: { picks: 3, kinds: ['pile'], filled: again }, stairs: { picks: 5, kinds: ['step'], filled: again },
    coins: { picks: 8, kinds: ['coin'], filled: pair }, circle: { picks: 9, kinds: ['coin'], filled: again },
    ring: { picks: 6, kinds: ['edge'], filled: again }, graph: { picks: 8, kinds: ['edge'], filled: one },
    digraph: { picks: 5, kinds: ['node'], filled: one }, sequence: { picks: 11, kinds: ['cell'], filled: one },
  };
  for (const [name, w] of Object.entries(want)) {
    const g = got[name];
    eq([g.unknown, g.picks, g.kinds, g.labelled, g.keyboard], [false, w.picks, w.kinds, true, true],
      `${name}: drawn with its clickable elements, labelled, reachable by keyboard`);
    eq(g.filled, w.filled(g.first, g.second), `${name}: clicks fill the arguments`);
    assert(g.focus, `${name}: and the focus moves on`);
    assert(g.size > 40, `${name}: has a size (${g.size})`);
  }
  for (const name of ['piles', 'stairs', 'ring']) assert(got[name].text.includes('18446744073709551615'), `${name}: 2^64 - 1 shown exactly`);
  const unknown = await p.evaluate(() => window.Boards.render({ kind: 'hexagons', actions: [] }, { i18n: new window.I18n('en'), active: true })
    .classList.contains('bd-unknown'));
  assert(unknown, 'an unknown kind says so (and the forms still work)');
  eq(p.errors, [], 'page errors');
  await p.context().close();
});

test('trace views of every kind draw: sequences long and short, graphs with and without a layout, answer cells', async () => {
  const p = await newPage(fileUrl());
  await withFixtures(p);
  const got = await p.evaluate(() => {
    const F = window.Fixtures, out = {};
    function mount(spec, step, lang) {
      const root = document.body.appendChild(document.createElement('div'));
      root.style.width = '1000px';
      const picked = [];
      const views = new window.Views(root, new window.I18n(lang || 'en'), (s) => picked.push(s));
      const trace = F.trace(spec);
      views.setTrace(trace);
      views.show(step);
      return { root, views, trace, picked };
    }
    // A short int sequence: a table strip, with the written cell, three reads, an answer cell.
    let m = mount(F.subtraction(30, 'int'), 17);
    out.short = {
      cur: [...m.root.querySelectorAll('.mx-cell.cur')].map((e) => e.getAttribute('aria-label')),
      reads: m.root.querySelectorAll('.mx-cell.read').length,
      future: [...m.root.querySelectorAll('.mx-cell.future')].map((e) => getComputedStyle(e).color),
      answer: m.root.querySelector('.answer-cell').classList.contains('future'),
    };
    m.views.show(30);
    out.short.answerText = m.root.querySelector('.answer-cell .answer-value').textContent;
    out.short.answerCur = m.root.querySelector('.answer-cell').classList.contains('cur');
    // A long outcome sequence: a bar and a window; zh words.
    m = mount(F.subtraction(200000, 'outcome'), 150001, 'zh');
    const win = [...m.root.querySelectorAll('.sq-cell')];
    out.long = {
      window: win.length, bar: !!m.root.querySelector('canvas.sq-bar'),
      cur: win.filter((e) => e.classList.contains('cur')).map((e) => e.getAttribute('aria-label')),
      reads: win.filter((e) => e.classList.contains('read')).length,
      pendingShown: win.filter((e) => e.classList.contains('future') && e.textContent.replace(/^\d+/, '') !== '').length,
    };
    // A step's work, counted: the cells in the DOM and the bar's pixels
    // stay the window's and the buckets', not the sequence's 200,000.
    const t0 = performance.now();
    for (let k = 0; k < 200; k++) m.views.show((k * 7919) % 200000);
    out.long.ms = (performance.now() - t0) / 200;
    out.long.nodes = m.root.querySelectorAll('*').length;
    out.long.barWidth = m.root.querySelector('canvas.sq-bar').width;
    m.views.show(199999);
    out.long.last = m.root.querySelector('.sq-cell.cur').getAttribute('aria-label');
    // A graph with C's layout (outcomes): a canvas; a click on a node picks its step.
    m = mount(F.dag(12, true, 'outcome'), 9);
    const canvas = m.root.querySelector('canvas.gv-canvas');
    out.graph = { canvas: !!canvas, width: canvas && canvas.width, caption: m.root.querySelector('figcaption').textContent };
    const gv = m.views.panels[0], r = canvas.getBoundingClientRect();
    canvas.dispatchEvent(new MouseEvent('click', { clientX: r.left + gv.x(5), clientY: r.top + gv.y(5), bubbles: true }));
    out.graph.picked = m.picked.slice();
    // A graph without a layout: a value table.
    m = mount(F.dag(40, false, 'int'), 20);
    out.table = { canvas: !!m.root.querySelector('canvas.gv-canvas'), window: m.root.querySelectorAll('.sq-cell').length,
      note: m.root.querySelector('.sq-note').textContent };
    return out;
  });
  eq(got.short.cur, ['g[17] = 1'], 'short: the written cell');
  eq(got.short.reads, 3, 'short: three reads');
  assert(got.short.future.length > 0 && got.short.future.every((c) => c === 'rgba(0, 0, 0, 0)'), 'short: future cells hide their values');
  assert(got.short.answer, 'the answer is empty before its step');
  eq([got.short.answerText, got.short.answerCur], ['yes', true], 'the answer cell in words, at its step');
  assert(got.long.bar && got.long.window >= 5, `long: a bar and a window (${got.long.window} cells)`);
  eq(got.long.cur, ['g[150001] = 胜'], 'long: the written cell in the window, in Chinese words');
  eq(got.long.reads, 3, 'long: its reads in the window');
  eq(got.long.pendingShown, 0, 'long: no value before its step');
  // Its time is reported, not asserted (make bench times the page).
  assert(got.long.nodes < 2000 && got.long.barWidth <= 800, `long: a step draws a window and a bar, not 200,000 cells (${got.long.nodes} elements, a bar ${got.long.barWidth} wide)`);
  eq(got.long.last, 'g[199999] = 胜', 'long: the last cell');
  assert(got.graph.canvas && got.graph.width > 0, 'graph: drawn on a canvas');
  assert(got.graph.caption.includes('13 nodes, 23 edges'), `graph: its size (${got.graph.caption})`);
  eq(got.graph.picked, [5], 'graph: clicking node 5 asks for the step that wrote it');
  eq([got.table.canvas, got.table.window > 0], [false, true], 'graph without a layout: a table');
  assert(/without a layout/.test(got.table.note), 'and says why');
  eq(p.errors, [], 'page errors');
  await p.context().close();
  return `a step of a 200,000-cell sequence draws in ${got.long.ms.toFixed(2)} ms (${got.long.nodes} elements, a bar ${got.long.barWidth} wide)`;
});

test('no request left the machine', async () => {
  eq(ctx.foreign, [], 'requests outside the page\'s files');
});

// ---- TAP ---------------------------------------------------------------------

run({
  timeoutMs: 60000, // per test
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
