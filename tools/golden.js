#!/usr/bin/env node
// tools/golden.js — writes what a grundy binary answers on every game's
// example and lesson positions (solve, moves and trace, as JSON and text, in
// both languages) and on every judge input under tests/, one file per
// question, into OUTDIR.  Two runs (before and after a refactoring) are
// compared with `diff -r`: the game kit's promise that outputs stay byte for
// byte the same.
//
//   node tools/golden.js GRUNDY OUTDIR [GAME,GAME,...]
// With a list of games, only those games (and the judges about them).
'use strict';
const { execFileSync, spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const [grundy, outdir, only] = process.argv.slice(2);
const wanted = only ? new Set(only.split(',')) : null;
if (!grundy || !outdir) {
  console.error('usage: node tools/golden.js GRUNDY OUTDIR');
  process.exit(2);
}
fs.mkdirSync(outdir, { recursive: true });
const top = path.join(__dirname, '..');

function run(args, input) {
  const r = spawnSync(grundy, args, { input: input || '', maxBuffer: 1 << 30 });
  return `exit ${r.status}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`;
}
function save(name, text) {
  fs.writeFileSync(path.join(outdir, name.replace(/[^A-Za-z0-9_.=-]/g, '_')), text);
}

const list = JSON.parse(execFileSync(grundy, ['list', '--json'], { maxBuffer: 1 << 28 }));
save('list.json', JSON.stringify(list, null, 1));
let count = 0;
for (const g of list.games) {
  if (wanted && !wanted.has(g.id)) continue;
  const positions = new Set([g.example]);
  for (const stop of g.lesson || []) if (stop.position != null) positions.add(stop.position);
  let k = 0;
  for (const pos of positions) {
    const tag = `${g.id}-${k++}`;
    save(`${tag}.pos`, pos);
    save(`${tag}.solve.json`, run(['solve', g.id, pos, '--json']));
    save(`${tag}.solve.txt`, run(['solve', g.id, pos]));
    save(`${tag}.solve-zh.txt`, run(['solve', g.id, pos, '--lang', 'zh']));
    save(`${tag}.moves.json`, run(['moves', g.id, pos, '--json']));
    save(`${tag}.trace.json`, run(['trace', g.id, pos, '--json']));
    save(`${tag}.trace-zh.json`, run(['trace', g.id, pos, '--json', '--lang', 'zh']));
    save(`${tag}.trace.txt`, run(['trace', g.id, pos]));
    count += 7;
  }
}
const judgeIds = execFileSync(grundy, ['list']).toString().split('judge problems')[1]
  .split('\n').filter((l) => !wanted || [...wanted].some((id) => l.includes(`[${id}]`)))
  .map((l) => l.trim().split(/\s+/)[0]).filter(Boolean).filter((id) => /^[a-z0-9]+$/.test(id));
for (const id of judgeIds) {
  const j = { id };
  for (const dir of ['tests/judge/cases', 'tests/judge/sg_heaps']) {
    const d = path.join(top, dir);
    if (!fs.existsSync(d)) continue;
    for (const f of fs.readdirSync(d)) {
      if (!f.endsWith('.in')) continue;
      if (!f.startsWith(j.id + '-') && dir.endsWith('sg_heaps')) continue;
      save(`judge-${j.id}-${f}`, run(['judge', j.id], fs.readFileSync(path.join(d, f))));
      count++;
    }
  }
}
console.log(`${count} answers written to ${outdir}`);
