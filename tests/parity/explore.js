'use strict';
/*
 * tests/parity/explore.js — explore (the game graph of a small position) in
 * the WebAssembly build answers exactly as the native CLI.  Speaks TAP.  Run
 * by explore.test from make check with GRUNDY (the CLI) and
 * GRUNDY_CORE_FULL (wasm/grundy-core-full.js, every export).
 *
 * For every game's example position and a few small positions: the job
 * from gw_explore_start, run in small slices, gives gw_explore_result equal
 * byte for byte to `grundy explore GAME POS --json --lang L` (en and zh),
 * every gw_trace_step_json equal to the CLI's steps, gw_view_labels(0)
 * equal to the nodes' positions; a position the CLI refuses (past the bound,
 * a cycle) is refused by WASM with the same message in both languages
 * (gw_last_error_text).
 */
const path = require('path');
const cp = require('child_process');

const GRUNDY = process.env.GRUNDY;
const FULL = process.env.GRUNDY_CORE_FULL;
let count = 0;
function ok(cond, desc, details) {
  count++;
  console.log(`${cond ? 'ok' : 'not ok'} ${count} - ${desc.replace(/#/g, 'No.')}`);
  if (!cond && details) for (const line of String(details).split('\n')) console.log(`# ${line.slice(0, 400)}`);
}
if (!GRUNDY || !FULL) {
  console.log('Bail out! GRUNDY and GRUNDY_CORE_FULL must be set (run through make check)');
  process.exit(1);
}
function cli(args) {
  const r = cp.spawnSync(GRUNDY, args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const SMALL = [
  ['nim', '1 2'], ['nim', '2 2 1'], ['misere', '1 2'], ['wythoff', '2 3'], ['lr', '3 1 2'],
  ['coins-mock', 'UUDU'], ['fibonacci', '8'], ['dag', 'start=0,1; 0>1 0>2 1>2 1>3 2>3'],
  ['dag', 'start=0; 0>1 1>0 1>2'], ['nim', '5 6 7 8'], ['chomp', '2 1'],
];

(async () => {
  const M = await require(path.resolve(FULL))();
  ok(typeof M._gw_explore_start === 'function' && typeof M._gw_view_labels === 'function',
    'the full core exports gw_explore_start and gw_view_labels');
  const alloc = (s) => {
    const n = M.lengthBytesUTF8(s) + 1;
    const p = M._malloc(n);
    M.stringToUTF8(s, p, n);
    return p;
  };
  const take = (p) => { const s = M.UTF8ToString(p); M._gw_free(p); return s; };
  function withStrings(strings, fn) {
    const ptrs = strings.map(alloc);
    try { return fn(...ptrs); } finally { ptrs.forEach((p) => M._free(p)); }
  }

  const catalogue = JSON.parse(take(M._gw_catalogue()));
  const cases = catalogue.games.map((g) => [g.id, g.example]).concat(SMALL);
  let compared = 0;
  let refused = 0;
  let steps = 0;
  const problems = [];
  for (const [game, pos] of cases) {
    withStrings([game, pos, 'en', 'zh'], (g, t, en, zh) => {
      const job = M._gw_explore_start(g, t);
      const native = { en: cli(['explore', game, pos, '--json']), zh: cli(['explore', game, pos, '--json', '--lang', 'zh']) };
      let r = 0;
      if (job) while ((r = M._gw_job_run(job, 7)) === 0) { /* small slices */ }
      if (!job || r !== 1) { /* refused at the start or while running (the bound, a cycle) */
        const text = JSON.parse(take(M._gw_last_error_text())).text;
        for (const lang of ['en', 'zh']) {
          const want = native[lang].stderr.replace(/^grundy: /, '').replace(/\n$/, '');
          const got = text[lang];
          if (native[lang].status !== 2 || got !== want) problems.push(`${game} '${pos}' (${lang}): wasm refused '${got}', native (exit ${native[lang].status}) '${want}'`);
        }
        refused++;
        if (job) M._gw_job_free(job);
        return;
      }
      {
        for (const [lang, l] of [['en', en], ['zh', zh]]) {
          const w = take(M._gw_explore_result(job, l));
          if (native[lang].status !== 0 || w !== native[lang].stdout.replace(/\n$/, '')) {
            problems.push(`${game} '${pos}' (${lang}): wasm ${w.slice(0, 200)}\n  native ${(native[lang].stdout || native[lang].stderr).slice(0, 200)}`);
            continue;
          }
          const j = JSON.parse(w);
          const n = M._gw_trace_steps(job);
          for (let k = 0; k < n; k++) {
            const s = take(M._gw_trace_step_json(job, k, l));
            if (s !== JSON.stringify(j.steps[k])) problems.push(`${game} '${pos}' step ${k} (${lang}): ${s} / ${JSON.stringify(j.steps[k])}`);
          }
          steps += n;
          const labels = JSON.parse(take(M._gw_view_labels(job, 0)));
          if (JSON.stringify(labels) !== JSON.stringify(j.nodes.map((v) => v.position))) problems.push(`${game} '${pos}': labels ${labels}`);
          if (take(M._gw_view_labels(job, 1)) !== 'null') problems.push(`${game} '${pos}': the order view has labels`);
        }
        compared++;
      }
      M._gw_job_free(job);
    });
  }
  ok(problems.length === 0,
    `explore: WASM equals grundy explore --json on ${compared} positions (${steps} steps, en and zh), and refuses ${refused} with the CLI's message`,
    problems.slice(0, 5).join('\n'));
  ok(compared >= 10 && refused >= 2, 'both explored and refused positions were compared');
  console.log(`1..${count}`);
})().catch((e) => {
  console.log(`not ok ${count + 1} - ${e && e.stack ? e.stack.split('\n')[0] : e}`);
  console.log(`1..${count + 1}`);
});
