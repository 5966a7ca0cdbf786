// bench_graphs.js — the WASM half of the graph games' benchmark
// (bench/graphs.sh drives it).
//
//   node bench_graphs.js CORE GAME INPUT WARMUP REPS BUDGET [OUTFILE]
//
// Times what bench_graphs.c times: from the position text (already in WASM
// memory) through gw_solve_start and gw_job_run(handle, BUDGET) slices, as
// the page drives them, to a finished verdict.  Prints "median_ms min_ms
// max_ms reps calls first_ms"; OUTFILE gets gw_solve_result's JSON.
'use strict';

const fs = require('fs');
const path = require('path');

async function main() {
  const [core, game, input, warmupArg, repsArg, budgetArg, outfile] = process.argv.slice(2);
  const warmup = Number(warmupArg), reps = Number(repsArg), budget = Number(budgetArg);
  if (!game || !(reps >= 1) || !(warmup >= 0) || !(budget >= 1 && budget <= 0xffffffff)) {
    process.stderr.write('usage: node bench_graphs.js CORE GAME INPUT WARMUP REPS BUDGET [OUTFILE]\n');
    process.exit(2);
  }
  const M = await require(path.resolve(core))();
  const cstr = (s) => {
    const n = M.lengthBytesUTF8(s) + 1;
    const p = M._malloc(n);
    if (!p) throw new Error('out of memory in WASM');
    M.stringToUTF8(s, p, n);
    return p;
  };
  const take = (p) => {
    const s = M.UTF8ToString(p);
    M._gw_free(p);
    return s;
  };
  const textPtr = cstr(fs.readFileSync(input, 'utf8'));
  const gamePtr = cstr(game);
  const times = [];
  let calls = 0, firstMs = 0, out = '';
  for (let r = -warmup; r < reps; r++) {
    const t0 = process.cpuUsage(); // CPU time (user + system), as the native side
    const h = M._gw_solve_start(gamePtr, textPtr);
    if (!h) throw new Error(`${game}: ${take(M._gw_last_error())}`);
    let status, n = 0;
    do {
      status = M._gw_job_run(h, budget);
      n++;
    } while (status === 0);
    const t1 = process.cpuUsage(t0);
    if (status < 0) throw new Error(`${game}: ${take(M._gw_last_error())}`);
    const ms = (t1.user + t1.system) / 1e3;
    if (r === -warmup) firstMs = ms;
    if (r >= 0) times.push(ms);
    calls = n;
    if (r === reps - 1) out = take(M._gw_solve_result(h));
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
  process.stderr.write(`bench_graphs: ${e && e.message ? e.message : e}\n`);
  process.exit(2);
});
