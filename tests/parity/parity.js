'use strict';
/*
 * tests/parity/parity.js — the WebAssembly build (the same C compiled by
 * emcc) must answer exactly as the native CLI does.  Speaks TAP.  Run by
 * parity.test from make check with GRUNDY (the CLI), GRUNDY_CORE_FULL (the
 * full core, wasm/grundy-core-full.js, every export) and GRUNDY_WEB (the
 * built page, whose grundy-core.js leaves out the judge and sg exports).
 * Everything below runs on the full core; the page's core must then give
 * the full core's answers for every game.
 *
 *   - 1000+ random lr positions from a seeded PRNG (small rows of small piles,
 *     rows up to 50 piles up to 10^18, piles at and near 2^64 - 1, all made
 *     as BigInt decimal strings, never JS Numbers): gw_solve_start, then
 *     gw_job_run in slices of a random budget, then gw_solve_result must equal
 *     `grundy solve lr POS --json` byte for byte (without its newline);
 *   - a 400-test judge input: gw_judge_start/gw_job_run/gw_judge_output equal
 *     `grundy judge zjoi2009` byte for byte, and bad judge inputs fail with
 *     the CLI's message;
 *   - traces: every gw_trace_step_json of a few positions, in both languages,
 *     reassembled, equals `grundy trace lr POS --json` byte for byte;
 *   - moves: gw_moves equals `grundy moves lr POS --json`;
 *   - move descriptions: gw_describe_move matches the CLI's text lines;
 *   - parse errors: gw_parse's message equals the CLI's stderr message.
 */
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const cp = require('child_process');

const GRUNDY = process.env.GRUNDY;
const WEB = process.env.GRUNDY_WEB;
const FULL = process.env.GRUNDY_CORE_FULL;
let count = 0;
let failures = 0;

function ok(cond, desc, details) {
  count++;
  desc = desc.replace(/#/g, 'No.');
  if (cond) {
    console.log(`ok ${count} - ${desc}`);
  } else {
    failures++;
    console.log(`not ok ${count} - ${desc}`);
    if (details) for (const line of String(details).split('\n')) console.log(`# ${line.slice(0, 400)}`);
  }
}

if (!GRUNDY || !WEB || !FULL) {
  console.log('Bail out! GRUNDY, GRUNDY_WEB and GRUNDY_CORE_FULL must be set (run through make check)');
  process.exit(1);
}

/* ---- a seeded PRNG (splitmix64 on BigInt) ---------------------------------- */
let seed = 0x5eed1322n;
const MASK = (1n << 64n) - 1n;
function next64() {
  seed = (seed + 0x9e3779b97f4a7c15n) & MASK;
  let z = seed;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
  return z ^ (z >> 31n);
}
const below = (n) => Number(next64() % BigInt(n)); /* 0 .. n-1, n small */
const MAX = (1n << 64n) - 1n;

function pile(kind) {
  switch (kind) {
    case 'small': return String(1 + below(6));
    case 'big': return String(1n + (next64() % 1000000000000000000n)); /* 1 .. 10^18 */
    case 'top': return String(MAX - BigInt(below(6)));
    case 'any': return String(next64() || 1n);
    default: { /* a mixture */
      const k = ['small', 'big', 'top', 'any'][below(4)];
      return pile(k);
    }
  }
}

function randomPosition(i) {
  const shape = i % 5;
  if (shape === 0 || shape === 1) { /* small rows of small piles */
    const n = 1 + below(8);
    return Array.from({ length: n }, () => pile('small')).join(' ');
  }
  const n = 1 + below(50);
  const kind = ['big', 'top', 'mix'][shape - 2];
  return Array.from({ length: n }, () => pile(kind)).join(' ');
}

/* ---- the native CLI ---------------------------------------------------------- */
function cli(args, input) {
  const r = cp.spawnSync(GRUNDY, args, { input: input === undefined ? '' : input, encoding: 'utf8', maxBuffer: 1 << 28 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, error: r.error };
}

/* ---- strings and jobs in one module's WASM memory -------------------------------- */
function memoryHelpers(Mod) {
  /* As the page's core.js: the page's core exports no string helpers. */
  const alloc = (s) => {
    const bytes = new TextEncoder().encode(s);
    const p = Mod._malloc(bytes.length + 1);
    Mod.HEAPU8.set(bytes, p);
    Mod.HEAPU8[p + bytes.length] = 0;
    return p;
  };
  const take = (p) => {
    const s = new TextDecoder().decode(Mod.HEAPU8.subarray(p, Mod.HEAPU8.indexOf(0, p)));
    Mod._gw_free(p);
    return s;
  };
  const lastError = () => take(Mod._gw_last_error());
  function withStrings(strings, fn) {
    const ptrs = strings.map(alloc);
    try { return fn(...ptrs); } finally { ptrs.forEach((p) => Mod._free(p)); }
  }
  /* Runs a job in slices; checks progress only grows and ends at 10^6. */
  function drive(job, budget) {
    let r;
    let progress = 0;
    let monotone = true;
    while ((r = Mod._gw_job_run(job, budget)) === 0) {
      const p = Mod._gw_job_progress(job);
      if (p < progress || p > 1000000) monotone = false;
      progress = p;
    }
    if (r === 1 && Mod._gw_job_progress(job) !== 1000000) monotone = false;
    return { r, monotone };
  }
  return { take, lastError, withStrings, drive };
}

(async () => {
  const GrundyCore = require(path.resolve(FULL));
  ok(typeof GrundyCore === 'function', 'grundy-core-full.js exports the GrundyCore factory');
  const M = await GrundyCore();
  ok(typeof M._gw_solve_start === 'function' && typeof M._gw_judge_start === 'function',
    'the module exports the gw_* functions');

  const { take, lastError, withStrings, drive } = memoryHelpers(M);

  function wasmSolve(pos, budget) {
    return withStrings(['lr', pos], (g, t) => {
      const job = M._gw_solve_start(g, t);
      if (!job) return { error: lastError() };
      const { r, monotone } = drive(job, budget);
      const out = r === 1 ? { json: take(M._gw_solve_result(job)), monotone } : { error: lastError() };
      M._gw_job_free(job);
      return out;
    });
  }

  /* ---- 1000+ positions: solve ------------------------------------------------ */
  const positions = [];
  for (let i = 0; i < 1000; i++) positions.push(randomPosition(i));
  positions.push(
    '3 1 9 4', '1', '1 1', '1 1 1', String(MAX), `${MAX} ${MAX}`, `${MAX} ${MAX - 1n} ${MAX}`,
    `1 ${MAX} 1`, `${MAX - 1n} 1 ${MAX}`, Array(50).fill(String(MAX)).join(' '),
  );
  const budgets = [1, 3, 7, 1000, 4294967295];
  let mismatches = [];
  let notMonotone = 0;
  let firstWins = 0;
  const started = Date.now();
  for (let i = 0; i < positions.length; i++) {
    const pos = positions[i];
    const budget = budgets[i % budgets.length];
    const w = wasmSolve(pos, budget);
    const c = cli(['solve', 'lr', pos, '--json']);
    const native = c.status === 0 && c.stdout.endsWith('\n') ? c.stdout.slice(0, -1) : `exit ${c.status}: ${c.stderr}`;
    if (w.json !== native) mismatches.push(`${pos} (budget ${budget}):\n  wasm:   ${w.json || w.error}\n  native: ${native}`);
    if (w.json && !w.monotone) notMonotone++;
    if (w.json && w.json.includes('"winner":"first"')) firstWins++;
  }
  const seconds = (Date.now() - started) / 1000;
  ok(mismatches.length === 0,
    `solve: WASM (sliced) and native JSON agree byte for byte on ${positions.length} positions (${seconds.toFixed(1)} s)`,
    mismatches.slice(0, 5).join('\n'));
  ok(firstWins > 0 && firstWins < positions.length, `both outcomes occur (${firstWins} first-player wins)`);
  ok(notMonotone === 0, 'gw_job_progress only grows and reaches 1000000', `${notMonotone} jobs misbehaved`);
  const parsed = JSON.parse(wasmSolve(`${MAX} 3`, 1).json);
  ok(parsed.position === `${MAX} 3`, 'piles past 2^53 keep every digit in the JSON text');

  /* ---- the judge, in one batch ------------------------------------------------- */
  const tests = positions.slice(0, 400);
  let input = `${tests.length}\n`;
  for (const t of tests) input += `${t.split(' ').length}\n${t}\n`;
  const nativeJudge = cli(['judge', 'zjoi2009'], input);
  ok(nativeJudge.status === 0 && nativeJudge.stdout.length === 2 * tests.length, 'the native judge runs 400 tests',
    nativeJudge.stderr);
  function wasmJudge(text, budget) {
    return withStrings(['zjoi2009', text], (prob, inp) => {
      const job = M._gw_judge_start(prob, inp, M.lengthBytesUTF8(text));
      if (!job) return { error: lastError() };
      const { r } = drive(job, budget);
      const out = r === 1 ? { output: M.UTF8ToString(M._gw_judge_output(job)) } : { error: lastError() };
      M._gw_job_free(job);
      return out;
    });
  }
  for (const budget of [1, 97, 4294967295]) {
    const w = wasmJudge(input, budget);
    ok(w.output === nativeJudge.stdout, `judge: WASM (budget ${budget}) and native output agree byte for byte`,
      w.error || `${(w.output || '').slice(0, 60)} vs ${nativeJudge.stdout.slice(0, 60)}`);
  }
  const wSample = wasmJudge('1\n4\n3 1 9 4\n', 5);
  ok(wSample.output === '0\n', 'judge: the problem\'s sample gives exactly "0\\n" in WASM');
  const badJudge = ['', '2\n1\n5\n', '1\n3\n1 2 x\n', '1\n2\n1 0\n', '1\n0\n', '1\n1\n7\n8\n',
    '1\n1\n18446744073709551616\n', '1\n2\n1 -3\n'];
  const badJudgeMismatch = [];
  for (const text of badJudge) {
    const w = wasmJudge(text, 10);
    const c = cli(['judge', 'zjoi2009'], text);
    const want = c.stderr.replace(/^grundy: /, '').replace(/\n$/, '');
    if (c.status !== 2 || c.stdout !== '' || w.error !== want) badJudgeMismatch.push(`${JSON.stringify(text)}: wasm '${w.error}' native '${want}' (exit ${c.status})`);
  }
  ok(badJudgeMismatch.length === 0, `judge: ${badJudge.length} bad inputs fail with the same message in WASM and native`,
    badJudgeMismatch.join('\n'));

  /* ---- traces ------------------------------------------------------------------ */
  const tracePositions = ['3 1 9 4', '1', '5 5', '2 7 1 8 2 8', `${MAX} ${MAX - 1n} 1 ${MAX}`, positions[0], positions[1]];
  const traceMismatch = [];
  for (const pos of tracePositions) {
    for (const lang of ['en', 'zh']) {
      const parsed = JSON.parse(withStrings(['lr', pos], (g, t) => take(M._gw_parse(g, t))));
      const canonical = parsed.same ? pos : parsed.position;
      const steps = withStrings(['lr', pos, lang], (g, t, l) => {
        const job = M._gw_trace_start(g, t);
        if (!job) return null;
        drive(job, 5);
        const n = M._gw_trace_steps(job);
        const out = [];
        for (let s = 0; s < n; s++) out.push(take(M._gw_trace_step_json(job, s, l)));
        M._gw_job_free(job);
        return out;
      });
      const wasm = steps && `{"game":"lr","position":${JSON.stringify(canonical)},"steps":[${steps.join(',')}]}`;
      const c = cli(['trace', 'lr', pos, '--json', '--lang', lang]);
      const native = c.stdout.replace(/\n$/, '');
      if (wasm !== native) traceMismatch.push(`${pos} (${lang}): wasm ${String(wasm).slice(0, 200)}\n  native ${native.slice(0, 200)}`);
    }
  }
  ok(traceMismatch.length === 0,
    `trace: every gw_trace_step_json equals the CLI's trace --json (${tracePositions.length} positions, en and zh)`,
    traceMismatch.join('\n'));

  /* ---- moves and their descriptions --------------------------------------------- */
  const movesMismatch = [];
  const describeMismatch = [];
  for (const pos of positions.slice(0, 60).filter((p, i) => i % 5 < 2)) { /* small piles only */
    const w = withStrings(['lr', pos], (g, t) => take(M._gw_moves(g, t, 100000)));
    const c = cli(['moves', 'lr', pos, '--json']);
    if (w !== c.stdout.replace(/\n$/, '')) movesMismatch.push(`${pos}: ${w} vs ${c.stdout}`);
    for (const lang of ['en', 'zh']) {
      const text = cli(['solve', 'lr', pos, '--lang', lang]).stdout.split('\n');
      const solved = JSON.parse(wasmSolve(pos, 1000).json);
      for (const move of solved.winning_moves) {
        const d = withStrings(['lr', pos, move, lang], (g, f, t, l) => take(M._gw_describe_move(g, f, t, l)));
        const leaving = move === '(empty)' ? (lang === 'zh' ? '(什么都不剩:游戏结束)' : '(nothing left: game over)') : move;
        const line = `  ${d}${lang === 'zh' ? ',之后:' : ', leaving '}${leaving}`;
        if (!text.includes(line)) describeMismatch.push(`${pos} -> '${move}' (${lang}): '${line}' not in the CLI text`);
      }
    }
  }
  ok(movesMismatch.length === 0, 'moves: gw_moves equals grundy moves --json on 24 positions', movesMismatch.slice(0, 3).join('\n'));
  ok(describeMismatch.length === 0, 'gw_describe_move matches the CLI\'s winning-move lines (en and zh)',
    describeMismatch.slice(0, 3).join('\n'));

  /* ---- parse errors --------------------------------------------------------------- */
  const bad = ['3 x 4', '3 0 4', '3 -1', '', '   ', '18446744073709551616', '3 4x', '1,2,,x', '1.5',
    Array(20001).fill('1').join(' ')];
  const parseMismatch = [];
  for (const text of bad) {
    const w = JSON.parse(withStrings(['lr', text], (g, t) => take(M._gw_parse(g, t))));
    const c = cli(['solve', 'lr', text]);
    const want = c.stderr.replace(/^grundy: /, '').replace(/\n$/, '');
    if (c.status !== 2 || w.error !== want) parseMismatch.push(`'${text.slice(0, 30)}': wasm '${w.error}' native '${want}' (exit ${c.status})`);
    const s = wasmSolve(text, 10);
    if (s.error !== want) parseMismatch.push(`'${text.slice(0, 30)}': gw_solve_start says '${s.error}'`);
  }
  const unknown = JSON.parse(withStrings(['chess', '1'], (g, t) => take(M._gw_parse(g, t))));
  const cu = cli(['solve', 'chess', '1']);
  if (unknown.error !== cu.stderr.replace(/^grundy: /, '').replace(/\n$/, '')) parseMismatch.push(`unknown game: '${unknown.error}' vs '${cu.stderr}'`);
  ok(parseMismatch.length === 0, `parse errors: WASM and CLI give the same message (${bad.length + 1} inputs)`,
    parseMismatch.join('\n'));
  const good = JSON.parse(withStrings(['lr', ' 3,1 , 9\t4 '], (g, t) => take(M._gw_parse(g, t))));
  ok(good.position === '3 1 9 4' && good.length === 4, 'gw_parse gives the canonical position and its length');
  const same = JSON.parse(withStrings(['lr', '3 1 9 4'], (g, t) => take(M._gw_parse(g, t))));
  ok(same.same === true && same.position === undefined && same.length === 4,
    'gw_parse says "same" for a text that is canonical already, and does not send it back', JSON.stringify(same));

  /* ---- every game: solve and trace, WASM against native ----------------------------- */
  // For each game in the catalogue, its example and every lesson position: the solve JSON
  // must be byte for byte the CLI's, and so must the first, middle and last trace steps.
  const catalogue = JSON.parse(take(M._gw_catalogue()));
  for (const game of catalogue.games) {
    const wanted = [game.example].concat((game.lesson || []).map((stop) => stop.position).filter(Boolean));
    const mismatch = [];
    let compared = 0;
    for (const pos of Array.from(new Set(wanted))) {
      const native = cli(['solve', game.id, pos, '--json']);
      const w = withStrings([game.id, pos], (g, t) => {
        const job = M._gw_solve_start(g, t);
        if (!job) return { error: lastError() };
        const { r } = drive(job, 5000);
        const out = r === 1 ? { json: take(M._gw_solve_result(job)) } : { error: lastError() };
        M._gw_job_free(job);
        return out;
      });
      if (native.status !== 0 || w.json !== native.stdout.replace(/\n$/, '')) {
        mismatch.push(`solve '${pos}': wasm ${w.json || w.error} / native ${native.stdout || native.stderr}`);
        continue;
      }
      compared++;
      const tr = cli(['trace', game.id, pos, '--json']);
      if (tr.status !== 0) continue; /* positions past the trace limit: the CLI refuses, so does the page */
      const steps = JSON.parse(tr.stdout).steps;
      const picks = Array.from(new Set([0, steps.length >> 1, steps.length - 1])).filter((k) => k >= 0);
      withStrings([game.id, pos, 'en'], (g, t, lang) => {
        const job = M._gw_trace_start(g, t);
        if (!job) { mismatch.push(`trace '${pos}': ${lastError()}`); return; }
        drive(job, 5000);
        for (const k of picks) {
          const ws = take(M._gw_trace_step_json(job, k, lang));
          if (ws !== JSON.stringify(steps[k])) mismatch.push(`trace '${pos}' step ${k}: ${ws} / ${JSON.stringify(steps[k])}`);
        }
        M._gw_job_free(job);
      });
    }
    ok(mismatch.length === 0 && compared > 0,
      `${game.id}: solve and trace steps of ${compared} positions are the same in WASM and native`,
      mismatch.slice(0, 3).join('\n'));
  }

  /* ---- the end of a game: C says it is over and who won ------------------------------ */
  // From every game's example, the computer plays both sides (gw_computer_move) until C says
  // game_over: every position on the way has moves (grundy moves), the last one none, and the
  // winner gw_board and the last move give there is grundy solve's (the player to move there
  // cannot move: "second" in normal play, "first" in misère play).  Also: every error carries
  // its message in every language, the English one being "error".
  {
    const problems = [];
    let ended = 0;
    for (const game of catalogue.games) {
      let pos = game.example, last = null;
      for (let k = 0; k < 80 && !(last && last.game_over); k++) {
        last = JSON.parse(withStrings([game.id, pos], (g, t) => take(M._gw_computer_move(g, t))));
        if (last.error) { problems.push(`${game.id} '${pos}': ${last.error}`); break; }
        if (!last.error_text && last.game_over !== cli(['moves', game.id, last.position, '--json']).stdout.includes('"moves":[]'))
          problems.push(`${game.id} '${last.position}': game_over ${last.game_over} disagrees with grundy moves`);
        pos = last.position;
      }
      if (!last || last.error || !last.game_over) continue; /* a loopy game may go on: nothing to check */
      ended++;
      const board = JSON.parse(withStrings([game.id, pos], (g, t) => take(M._gw_board(g, t))));
      const native = cli(['solve', game.id, pos, '--json']);
      // Some games' theory refuses the finished position itself ("no piles: the game is over");
      // there the rule is the definition: whoever cannot move loses (normal) or wins (misère).
      const want = native.status === 0 ? JSON.parse(native.stdout).winner : game.misere ? 'first' : 'second';
      if (last.winner !== want || board.winner !== want || board.game_over !== true)
        problems.push(`${game.id} '${pos}': the last move says ${last.winner}, gw_board ${board.game_over} ${board.winner}, grundy solve ${want}`);
    }
    ok(problems.length === 0 && ended > 0, `the computer plays every game to its end: C's game_over and winner agree with grundy moves and solve (${ended} games ended)`,
      problems.join('\n'));
    const refused = JSON.parse(withStrings(['lr', '3 x'], (g, t) => take(M._gw_parse(g, t))));
    ok(refused.error_text && refused.error_text.en === refused.error && typeof refused.error_text.zh === 'string' && refused.error_text.zh.length > 0,
      'an error carries its message in every language (error_text), the English one as "error"', JSON.stringify(refused));
  }

  /* ---- the page's core: the same answers, fewer exports ------------------------------ */
  const PageCore = require(path.join(path.resolve(WEB), 'grundy-core.js'));
  const P = await PageCore();
  /* Its texts travel apart (tools/embed-wasm.js): each language's script,
   * run as the page runs it, and its bytes written back where they were. */
  global.GrundyCore = PageCore;
  for (const lang of PageCore.textsAway || []) {
    require('vm').runInThisContext(fs.readFileSync(path.join(path.resolve(WEB), `grundy-texts-${lang}.js`), 'utf8'));
    const t = PageCore.textsOf(lang);
    P.HEAPU8.set(new Uint8Array(await t.bytes), t.at);
    memoryHelpers(P).withStrings([lang], (l) => P._gw_texts_away(l, 0));
  }
  ok((PageCore.textsAway || []).join() === 'en,zh', "the page's core leaves both languages' texts to their own scripts");
  ok(typeof P._gw_solve_start === 'function' && typeof P._gw_trace_start === 'function' &&
     P._gw_judge_start === undefined && P._gw_sg_start === undefined,
    "the page's core has the game exports and leaves out the judge and sg ones");
  function solveOn(Mod, game, pos) {
    const h = memoryHelpers(Mod);
    return h.withStrings([game, pos], (g, t) => {
      const job = Mod._gw_solve_start(g, t);
      if (!job) return 'error: ' + h.lastError();
      const out = h.drive(job, 5000).r === 1 ? h.take(Mod._gw_solve_result(job)) : 'error: ' + h.lastError();
      Mod._gw_job_free(job);
      return out;
    });
  }
  const pageCatalogue = JSON.parse(memoryHelpers(P).take(P._gw_catalogue()));
  ok(JSON.stringify(pageCatalogue.games) === JSON.stringify(catalogue.games) && pageCatalogue.judge === undefined,
    "the page's catalogue lists the same games, with their texts, and no judge problems");
  {
    const differ = [];
    let compared = 0;
    for (const game of catalogue.games) {
      const wanted = [game.example].concat((game.lesson || []).map((stop) => stop.position).filter(Boolean));
      for (const pos of Array.from(new Set(wanted))) {
        // The page's verdict leaves the position out (the page has its text): the rest byte for byte.
        const a = solveOn(P, game.id, pos), full = solveOn(M, game.id, pos);
        const b = full.replace(/^(\{"game":"[^"]*"),"position":"(?:[^"\\]|\\.)*"/, '$1');
        if (!full.startsWith('error') && b === full) differ.push(`${game.id} '${pos}': the full core's verdict has no position`);
        if (/"position"/.test(a.replace(/"winning_moves":.*/, ''))) differ.push(`${game.id} '${pos}': the page's verdict writes its position back`);
        compared++;
        if (a !== b) differ.push(`${game.id} '${pos}': page ${a.slice(0, 200)} / full ${b.slice(0, 200)}`);
      }
    }
    ok(differ.length === 0 && compared > catalogue.games.length,
      `the page's core solves ${compared} positions (every game's example and lesson positions) as the full core does, but for the position it was given`,
      differ.slice(0, 3).join('\n'));
  }

  /* ---- the page's JSON reader (Core.takeJson): integers past 2^53 stay exact ---------- */
  {
    vm.runInThisContext(fs.readFileSync(path.join(__dirname, '..', '..', 'web', 'js', 'core.js'), 'utf8'), { filename: 'core.js' });
    /* A random JSON text written by hand, and what reading it must give:
     * integers of 1 to 20 digits (some negative; past 15 digits their
     * decimal strings), strings full of digits, commas, colons, quotes and
     * backslashes (escaped as \" \\ or \u0022 \u005c) that must come back
     * as they are, numbers with a fraction or an exponent (left alone),
     * literals, arrays and objects, with white space here and there. */
    const digits = (n) => Array.from({ length: n }, (_, i) => String(i === 0 && n > 1 ? 1 + below(9) : below(10))).join('');
    const space = () => ['', '', ' ', '\n '][below(4)];
    function str() {
      const pool = ['0', '7', '9', ',', ' ', ':', '[', '}', '-', '"', '\\', '中', 'é', '9007199254740993', '18446744073709551615'];
      let text = '"', want = '';
      for (let k = below(8); k > 0; k--) {
        const c = pool[below(pool.length)];
        want += c;
        text += c === '"' ? ['\\"', '\\u0022'][below(2)] : c === '\\' ? ['\\\\', '\\u005c'][below(2)] : c;
      }
      return { text: text + '"', want };
    }
    function value(depth) {
      switch (below(depth > 2 ? 4 : 6)) {
        case 0: {
          const d = digits(1 + below(20)), neg = below(4) === 0 ? '-' : '', text = neg + d;
          return { text, want: d.length > 15 ? text : Number(text) };
        }
        case 1: return str();
        case 2: {
          const text = digits(1 + below(20)) + ['.5', 'e3', '.25E-2'][below(3)];
          return { text, want: Number(text) };
        }
        case 3: return [{ text: 'true', want: true }, { text: 'null', want: null }][below(2)];
        case 4: {
          const items = Array.from({ length: below(5) }, () => value(depth + 1));
          return { text: '[' + items.map((x) => space() + x.text + space()).join(',') + ']', want: items.map((x) => x.want) };
        }
        default: {
          const want = {}, parts = [];
          for (let k = below(5); k > 0; k--) {
            const key = str(), v = value(depth + 1), name = parts.length + key.want; /* no key twice */
            want[name] = v.want;
            parts.push(space() + JSON.stringify(String(parts.length)).slice(0, -1) + key.text.slice(1) + space() + ':' + space() + v.text);
          }
          return { text: '{' + parts.join(',') + '}', want };
        }
      }
    }
    const wrong = [];
    for (let k = 0; k < 3000; k++) {
      const v = value(0);
      let got;
      try { got = JSON.stringify(JSON.parse(Core.exactJson(v.text))); } catch (e) { got = 'throws ' + e.message; }
      if (got !== JSON.stringify(v.want)) wrong.push(`${v.text} -> ${got}, not ${JSON.stringify(v.want)}`);
    }
    ok(wrong.length === 0, "Core.exactJson: 3000 random JSON texts read with every integer past 15 digits as its exact decimal, strings (digits, quotes, escapes) untouched",
      wrong.slice(0, 3).join('\n'));

    /* The page's own reader on the page's core: Grundy values past 2^53 (and
     * every's count of unlisted moves) are the CLI's, digit for digit. */
    const core = new Core(P), M64 = '18446744073709551615', N53 = '9007199254740993';
    const differ = [];
    for (const [game, pos] of [['nim', N53], ['lasker', N53], ['leftmost', N53], ['sum', 'nim: ' + N53], ['circle', `${M64} ${M64}`],
      ['leftmost', `${M64} ${M64}`], ['nim', `${M64} 1`], ['staircase', '0 3 1000000000000000000 2'], ['nim', '3 4 5'],
      ['misere', N53], ['every', `3,${M64} 2,7 4,9`]]) {
      const job = core.startSolve(game, pos);
      while (!job.run(1000000));
      const r = job.solveResult();
      job.free();
      const c = cli(['solve', game, pos, '--json']);
      const want = /"grundy":(null|\d+)/.exec(c.stdout)[1], unlisted = /"unlisted_moves":(\d+)/.exec(c.stdout);
      const got = r.grundy === null ? 'null' : r.grundy;
      if (typeof r.grundy !== 'string' && r.grundy !== null) differ.push(`${game} ${pos}: grundy is a ${typeof r.grundy}`);
      if (got !== want) differ.push(`${game} ${pos}: page ${got}, CLI ${want}`);
      if (unlisted && String(r.unlisted_moves) !== unlisted[1]) differ.push(`${game} ${pos}: unlisted_moves ${r.unlisted_moves}, CLI ${unlisted[1]}`);
    }
    ok(differ.length === 0, "Core's solve result: the Grundy value a decimal string, exact past 2^53 (nim, lasker, leftmost, sum at 2^53 + 1; circle, leftmost at 2^64 - 1), as grundy solve --json",
      differ.join('\n'));
  }

  console.log(`1..${count}`);
  process.exit(failures ? 1 : 0);
})().catch((e) => {
  ok(false, 'the parity test ran to the end', e && e.stack ? e.stack : String(e));
  console.log(`1..${count}`);
  process.exit(1);
});
