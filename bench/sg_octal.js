// sg_octal.js — the WASM half of the Grundy-sequence benchmark
// (bench/sg_octal.sh drives it).
//
//   node sg_octal.js CORE RULESET N METHOD WARMUP REPS BUDGET [OUTFILE]
//
// Times G(0..N) of RULESET in the WASM build (CORE = wasm/grundy-core-full.js):
// gw_sg_start, then gw_job_run(handle, BUDGET) until it reports 1, as the
// page drives jobs (BUDGET "long": one call).  METHOD is auto, rare or naive.
// Prints "median_ms min_ms max_ms reps calls first_ms"; OUTFILE gets the
// result of the last run in the same form as sg_octal.c writes it (the
// JSON of gw_sg_result without values, then "values fnv1a32 HEX").
'use strict';

const fs = require('fs');
const path = require('path');

function usage() {
  process.stderr.write('usage: node sg_octal.js CORE RULESET N auto|rare|naive WARMUP REPS BUDGET|long [OUTFILE]\n');
  process.exit(2);
}

async function main() {
  const [core, ruleset, nArg, methodArg, warmupArg, repsArg, budgetArg, outfile] = process.argv.slice(2);
  const methods = { auto: 0, rare: 1, naive: 2 };
  if (!budgetArg || !(methodArg in methods)) usage();
  const upto = Number(nArg), warmup = Number(warmupArg), reps = Number(repsArg);
  const budget = budgetArg === 'long' ? 0xffffffff : Number(budgetArg);
  if (!(upto >= 0) || !(reps >= 1) || !(warmup >= 0) || !(budget >= 1 && budget <= 0xffffffff)) usage();

  const M = await require(path.resolve(core))();
  const cstr = (s) => {
    const n = M.lengthBytesUTF8(s) + 1;
    const p = M._malloc(n);
    M.stringToUTF8(s, p, n);
    return p;
  };
  const takeString = (p) => {
    const s = M.UTF8ToString(p);
    M._gw_free(p);
    return s;
  };
  const rulesetPtr = cstr(ruleset);

  const times = [];
  let calls = 0, firstMs = 0, out = '';
  for (let r = -warmup; r < reps; r++) {
    const t0 = process.cpuUsage(); // CPU time (user + system), as the native side
    const h = M._gw_sg_start(rulesetPtr, upto, methods[methodArg]);
    if (!h) throw new Error(takeString(M._gw_last_error()));
    let status, n = 0;
    do {
      status = M._gw_job_run(h, budget);
      n++;
    } while (status === 0);
    const t1 = process.cpuUsage(t0);
    if (status < 0) throw new Error(takeString(M._gw_last_error()));
    const ms = (t1.user + t1.system) / 1e3;
    if (r === -warmup) firstMs = ms;
    if (r >= 0) times.push(ms);
    calls = n;
    if (r === reps - 1 && outfile) {
      const count = M._gw_sg_count(h);
      const g = new Uint16Array(M.HEAPU8.buffer, M._gw_sg_values(h), count);
      let hash = 2166136261;
      for (let i = 0; i < count; i++) hash = Math.imul(hash ^ g[i], 16777619) >>> 0;
      out = takeString(M._gw_sg_result(h, 0)) + `\nvalues fnv1a32 ${hash.toString(16).padStart(8, '0')}\n`;
    }
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
  process.stderr.write(`sg_octal.js: ${e && e.message ? e.message : e}\n`);
  process.exit(2);
});
