'use strict';
/*
 * tests/tools/lzma.js — src/wasm/lzma_decode.js (the decoder of the page's
 * WebAssembly binary) against xz, the encoder the build uses.  Speaks TAP.
 *
 *   - inputs that reach every part of the format: empty, one byte, runs,
 *     text, random bytes, structured binary (short and long repeats at near
 *     and far distances, so every rep, the short rep, the three length
 *     models and the direct and align distance bits); each with several
 *     lc/lp/pb settings and presets: the decoded bytes must equal the input;
 *   - a wrong output size and a cut stream throw (LZMA has no checksum: the
 *     length check is the decoder's; WebAssembly compilation refuses bytes
 *     damaged otherwise).
 */
const fs = require('fs');
const path = require('path');
const cp = require('child_process');

const top = path.resolve(process.env.top_srcdir || path.join(__dirname, '..', '..'));
const lzmaDecode = require(path.join(top, 'src', 'wasm', 'lzma_decode.js'));
const XZ = process.env.XZ || 'xz';
let count = 0, failures = 0;

function ok(cond, desc, details) {
  count++;
  console.log(`${cond ? 'ok' : 'not ok'} ${count} - ${desc}`);
  if (!cond) {
    failures++;
    if (details) for (const line of String(details).split('\n')) console.log(`# ${line}`);
  }
}

function compress(bytes, { lc = 3, lp = 0, pb = 2, preset = '9e' } = {}) {
  const r = cp.spawnSync(XZ, ['--format=raw', `--lzma1=preset=${preset},lc=${lc},lp=${lp},pb=${pb}`, '--stdout'],
    { input: bytes, maxBuffer: 1 << 30 });
  if (r.error || r.status !== 0) throw new Error(`${XZ} failed: ${r.error ? r.error.message : r.stderr}`);
  return new Uint8Array(r.stdout);
}

// splitmix32-style generator: the same inputs on every run.
let seed = 0x9e3779b9;
function rand() {
  seed = (seed + 0x9e3779b9) >>> 0;
  let z = seed;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

function inputs() {
  const out = [];
  out.push(['empty', Buffer.alloc(0)]);
  out.push(['one byte', Buffer.from([0x42])]);
  out.push(['a run of 100000 equal bytes', Buffer.alloc(100000, 7)]);
  const random = Buffer.alloc(50000);
  for (let i = 0; i < random.length; i++) random[i] = rand() & 0xff;
  out.push(['50000 random bytes', random]);
  const text = fs.readFileSync(path.join(top, 'README.md'));
  out.push(['the README (text)', text]);
  // Structured: pieces copied from near and far back, at lengths 2..300,
  // with literals between, so matches use fresh and repeated distances.
  const s = [];
  for (let i = 0; i < 4096; i++) s.push(rand() & 0xff);
  const recent = [1, 2, 3, 4];
  while (s.length < 600000) {
    const kind = rand() % 10;
    if (kind < 3) {
      s.push(rand() & 0xff);
    } else {
      const far = kind === 9;
      const dist = kind < 6 ? recent[rand() % 4] : far ? 1 + rand() % Math.min(s.length - 1, 500000) : 1 + rand() % 2000;
      const len = kind === 8 ? 2 + rand() % 300 : 2 + rand() % 12;
      for (let k = 0; k < len; k++) s.push(s[s.length - dist]);
      recent.unshift(dist);
      recent.pop();
    }
  }
  out.push(['600000 structured bytes (near, far and repeated distances)', Buffer.from(s)]);
  return out;
}

const SETTINGS = [
  { lc: 3, lp: 0, pb: 2 }, // xz's default
  { lc: 3, lp: 0, pb: 0 }, // the build's
  { lc: 0, lp: 2, pb: 1 },
  { lc: 4, lp: 0, pb: 4 },
  { lc: 1, lp: 3, pb: 0, preset: '1' }, // a fast preset: other match choices
];

for (const [name, bytes] of inputs()) {
  const wrong = [];
  for (const set of SETTINGS) {
    const packed = compress(bytes, set);
    let got;
    try {
      got = lzmaDecode(packed, set.lc, set.lp, set.pb, bytes.length);
    } catch (e) {
      wrong.push(`${JSON.stringify(set)}: ${e.message}`);
      continue;
    }
    if (Buffer.compare(Buffer.from(got), bytes) !== 0) wrong.push(`${JSON.stringify(set)}: different bytes`);
  }
  ok(wrong.length === 0, `${name}: decoded exactly with ${SETTINGS.length} lc/lp/pb settings`, wrong.join('\n'));
}

// Damage must throw.
const sample = Buffer.from(fs.readFileSync(path.join(top, 'README.md')));
const packed = compress(sample, { lc: 3, lp: 0, pb: 0 });
const throws = (fn) => { try { fn(); return false; } catch (e) { return /damaged/.test(e.message); } };
ok(throws(() => lzmaDecode(packed, 3, 0, 0, sample.length + 1)), 'asking for one byte more than was packed throws');
ok(throws(() => lzmaDecode(packed.subarray(0, packed.length >> 1), 3, 0, 0, sample.length)), 'a stream cut in half throws');
console.log(`1..${count}`);
process.exit(failures ? 1 : 0);
