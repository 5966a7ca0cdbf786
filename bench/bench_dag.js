// bench_dag.js — the WASM half of the `dag` benchmark (bench/sg_dag.sh).
//
//   node bench_dag.js CORE solve N M SEED WARMUP REPS BUDGET [OUTFILE]
//   node bench_dag.js CORE parse FILE WARMUP REPS
//
// solve: gw_solve_start("dag", "n=N; random=M,SEED; start=0") — the game's
// own generator builds the graph, as bench_dag.c's does — then the job is
// driven by gw_job_run(handle, BUDGET) until it reports 1, as the page
// drives it (BUDGET "long": one call).  Prints "start_ms run_ms run_min
// run_max reps calls run_cpu_ms start_cpu_ms" (CPU time of the node process while the
// job ran: on a shared machine the wall clock includes waiting): start is gw_solve_start (drawing, sorting and
// deduplicating the edges, copying the position), run the sliced verdict.
// OUTFILE gets the verdict in bench_dag.c's summary form, read out of
// gw_solve_result (outside the clock; the JSON holds the ~150 MB position
// text twice, so this takes a while).
//
// parse: gw_solve_start("dag", text of FILE): the position text through
// the parser to a job ready to run, as for the native `parse`.  Prints
// "median_ms min_ms max_ms reps bytes cpu_ms" (median CPU time of the process).
'use strict';

const fs = require('fs');
const path = require('path');

function usage() {
  process.stderr.write('usage: node bench_dag.js CORE solve N M SEED WARMUP REPS BUDGET|long [OUTFILE]\n' +
    '       node bench_dag.js CORE parse FILE WARMUP REPS\n');
  process.exit(2);
}

const median = (xs) => {
  const s = xs.slice().sort((a, b) => a - b), mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const f = (x) => x.toFixed(3);
const ms = (t0, t1) => Number(t1 - t0) / 1e6;

async function main() {
  const [core, task, ...args] = process.argv.slice(2);
  if (!core || (task !== 'solve' && task !== 'parse')) usage();
  const M = await require(path.resolve(core))();
  const cstr = (s) => {
    const n = M.lengthBytesUTF8(s) + 1;
    const p = M._malloc(n);
    if (!p) throw new Error('out of memory in WASM');
    M.stringToUTF8(s, p, n);
    return p;
  };
  const takeString = (p) => {
    const s = M.UTF8ToString(p);
    M._gw_free(p);
    return s;
  };
  const lastError = () => takeString(M._gw_last_error());
  const game = cstr('dag');

  if (task === 'parse') {
    const [file, warmupArg, repsArg] = args;
    const warmup = Number(warmupArg), reps = Number(repsArg);
    if (!file || !(reps >= 1) || !(warmup >= 0)) usage();
    const text = fs.readFileSync(file, 'latin1');
    const textPtr = cstr(text);
    const times = [], cpus = [];
    for (let r = -warmup; r < reps; r++) {
      const t0 = process.hrtime.bigint(), c0 = process.cpuUsage();
      const h = M._gw_solve_start(game, textPtr);
      const t1 = process.hrtime.bigint(), c1 = process.cpuUsage(c0);
      if (!h) throw new Error(`parse: ${lastError()}`);
      M._gw_job_free(h);
      if (r >= 0) times.push(ms(t0, t1)), cpus.push((c1.user + c1.system) / 1e3);
    }
    M._free(textPtr);
    process.stdout.write(`${f(median(times))} ${f(Math.min(...times))} ${f(Math.max(...times))} ${reps} ${text.length} ${f(median(cpus))}\n`);
    return;
  }

  const [n, m, seed, warmupArg, repsArg, budgetArg, outfile] = args;
  const warmup = Number(warmupArg), reps = Number(repsArg);
  const budget = budgetArg === 'long' ? 0xffffffff : Number(budgetArg);
  if (!seed || !(reps >= 1) || !(warmup >= 0) || !(budget >= 1 && budget <= 0xffffffff)) usage();
  const spec = cstr(`n=${n}; random=${m},${seed}; start=0`);
  const starts = [], runs = [], cpus = [], scpus = [];
  let calls = 0;
  for (let r = -warmup; r < reps; r++) {
    const t0 = process.hrtime.bigint(), c0 = process.cpuUsage();
    const h = M._gw_solve_start(game, spec);
    const t1 = process.hrtime.bigint(), c1 = process.cpuUsage(), s1 = process.cpuUsage(c0);
    if (!h) throw new Error(`solve: ${lastError()}`);
    let status, k = 0;
    do {
      status = M._gw_job_run(h, budget);
      k++;
    } while (status === 0);
    const t2 = process.hrtime.bigint(), c2 = process.cpuUsage(c1);
    if (status < 0) throw new Error(`solve: ${lastError()}`);
    if (r >= 0) starts.push(ms(t0, t1)), runs.push(ms(t1, t2)), cpus.push((c2.user + c2.system) / 1e3), scpus.push((s1.user + s1.system) / 1e3);
    calls = k;
    if (r === reps - 1 && outfile) {
      // The summary: winner, grundy, and how many winning moves (listed + unlisted).
      const json = takeString(M._gw_solve_result(h));
      const at = json.indexOf('","winner":"');
      const tail = json.slice(at + 2, at + 200);
      const winner = /"winner":"(\w+)"/.exec(tail)[1], grundy = /"grundy":(\w+)/.exec(tail)[1];
      const list = json.indexOf('"winning_moves":[', at);
      let listed = 0;
      for (let i = json.indexOf('"n=', list); i >= 0; i = json.indexOf('"n=', i + 1)) listed++;
      const more = /"unlisted_moves":(\d+)/.exec(json.slice(json.lastIndexOf('"unlisted_moves"') >= 0 ? json.lastIndexOf('"unlisted_moves"') : json.length));
      const count = listed + (more ? Number(more[1]) : 0);
      fs.writeFileSync(outfile, `{"winner":"${winner}","grundy":${grundy},"winning_moves":${count}}\n`);
    }
    M._gw_job_free(h);
  }
  process.stdout.write(`${f(median(starts))} ${f(median(runs))} ${f(Math.min(...runs))} ${f(Math.max(...runs))} ${reps} ${calls} ${f(median(cpus))} ${f(median(scpus))}\n`);
}

main().catch((e) => {
  process.stderr.write(`bench_dag: ${e && e.message ? e.message : e}\n`);
  process.exit(2);
});
