// bench_wasm.js — the WASM half of `make bench` (bench/run.sh drives it).
//
//   node bench_wasm.js CORE TASK INPUT WARMUP REPS BUDGET [OUTFILE]
//
// CORE is wasm/grundy-core-full.js (every export, the WASM inside);
// TASK is "judge" (zjoi2009 on the judge input INPUT; "judge:PROBLEM" for
// another problem) or "solve" (the lr verdict on the position in INPUT).  The job is driven the way the page
// drives it: gw_job_run(handle, BUDGET) in a loop until it reports 1, so V8
// tiers the WASM code up between calls.  BUDGET "long" runs the whole job in
// one gw_job_run call instead, to show what slicing buys.
//
// Prints one line, "median_ms min_ms max_ms reps calls first_ms": calls is
// the number of gw_job_run calls per run, first_ms the time of the very
// first (warm-up) run, which starts in V8's baseline tier.  OUTFILE gets
// the result of the last run: the judge's output text, or the verdict's
// JSON (gw_solve_result), for run.sh to compare with the native build's.
//
// Timed, as in bench_native.c: from the input text (already in WASM memory)
// through gw_*_start and the gw_job_run calls to a finished job; reading
// the result and freeing are outside the clock.
'use strict';

const fs = require('fs');
const path = require('path');

function usage() {
  process.stderr.write('usage: node bench_wasm.js CORE judge[:PROBLEM]|solve INPUT WARMUP REPS BUDGET|long [OUTFILE]\n');
  process.exit(2);
}

async function main() {
  const [core, taskArg, input, warmupArg, repsArg, budgetArg, outfile] = process.argv.slice(2);
  const [task, problem] = (taskArg || '').split(':');
  if (!budgetArg || (task !== 'judge' && task !== 'solve')) usage();
  const warmup = Number(warmupArg), reps = Number(repsArg);
  const budget = budgetArg === 'long' ? 0xffffffff : Number(budgetArg);
  if (!(reps >= 1) || !(warmup >= 0) || !(budget >= 1 && budget <= 0xffffffff)) usage();

  const factory = require(path.resolve(core));
  const M = await factory();

  const cstr = (s) => {
    const n = M.lengthBytesUTF8(s) + 1;
    const p = M._malloc(n);
    if (!p) throw new Error('out of memory in WASM');
    M.stringToUTF8(s, p, n);
    return [p, n - 1];
  };
  const takeString = (p) => {
    const s = M.UTF8ToString(p);
    M._gw_free(p);
    return s;
  };
  const lastError = () => takeString(M._gw_last_error());

  const text = fs.readFileSync(input, 'utf8');
  const [textPtr, textLen] = cstr(text);
  const [namePtr] = cstr(task === 'judge' ? problem || 'zjoi2009' : 'lr');

  const start = task === 'judge'
    ? () => M._gw_judge_start(namePtr, textPtr, textLen)
    : () => M._gw_solve_start(namePtr, textPtr);
  const result = task === 'judge'
    ? (h) => M.UTF8ToString(M._gw_judge_output(h))
    : (h) => takeString(M._gw_solve_result(h));

  const times = [];
  let calls = 0, firstMs = 0, out = '';
  for (let r = -warmup; r < reps; r++) {
    const t0 = process.cpuUsage(); // CPU time (user + system), as the native side
    const h = start();
    if (!h) throw new Error(`${task}: ${lastError()}`);
    let status, n = 0;
    do {
      status = M._gw_job_run(h, budget);
      n++;
    } while (status === 0);
    const t1 = process.cpuUsage(t0);
    if (status < 0) throw new Error(`${task}: ${lastError()}`);
    const ms = (t1.user + t1.system) / 1e3;
    if (r === -warmup) firstMs = ms;
    if (r >= 0) times.push(ms);
    calls = n;
    if (r === reps - 1) out = result(h);
    M._gw_job_free(h);
  }
  if (outfile) fs.writeFileSync(outfile, out);

  times.sort((a, b) => a - b);
  const mid = times.length >> 1;
  const median = times.length % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2;
  const f = (x) => x.toFixed(3);
  process.stdout.write(`${f(median)} ${f(times[0])} ${f(times[times.length - 1])} ${reps} ${calls} ${f(firstMs)}\n`);
}

main().catch((e) => {
  process.stderr.write(`bench_wasm: ${e && e.message ? e.message : e}\n`);
  process.exit(2);
});
