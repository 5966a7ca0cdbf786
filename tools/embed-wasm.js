// embed-wasm.js — makes grundy-core.js: Emscripten's JavaScript glue with
// the WebAssembly binary inside it, so the page loads from file:// (where a
// separate .wasm file is blocked) and from http alike.
//
// The binary goes in gzip-compressed and base64-coded; the browser's own
// DecompressionStream turns it back into bytes when the factory is first
// called (node >= 18 has it too).  Sizes for our binary (about 590 KB),
// after the server's or the file's gzip, which is what the budget counts:
//
//   plain binary, gzip                  ~222 KB
//   gzip, then base64, then gzip        ~223 KB   (until 2026-11-29; base64's
//                                                  64 symbols cost gzip six bits)
//   zopfli's gzip, base64, gzip         ~210 KB   (this: the same format, so
//                                                  the same DecompressionStream)
//   LZMA, then base64, then gzip        ~187 KB   (until 2026-11-28)
// (For the binary of 2026-11-29, 735 KB: 279 KB with zlib's gzip -9 inside,
// 262 KB with zopfli's.)
//
// LZMA saved 35 KB but needed a decoder of our own in JavaScript, which took
// 60-80 ms of the page's start on the main thread; the browser inflates in
// native code, off the main thread, in a few ms.  The page's budget (350 KB
// gzipped in all) holds the difference (issue 22: prefer what the browser
// ships).  Before writing anything the tool checks that its output inflates
// back to the binary.  The glue is minified with terser (Emscripten's own
// minifier, Closure, is not in Debian's package).
//
// The page's core leaves its texts out (with a fourth argument, TEXTS): the
// messages of every table, one language after another, are most of the
// binary's data (about 200 KB a language, 54-57 KB compressed), and a visit
// reads one language.  tools/texts.awk puts every table's texts of a
// language in a section of its own (texts_en, texts_zh); src/wasm/
// grundy_wasm.c records where the linker placed each (gw_texts_place, found
// here by its mark).  This tool cuts those ranges out of the data segments
// and writes each as TEXTS-LANG.js, a script that hands the bytes, packed
// like the binary, to GrundyCore.texts(lang, at, packed); web/js/core.js
// loads a language's script when the language is first chosen and writes
// the bytes back where they were (gw_texts_away says which are missing).
//
// usage: node embed-wasm.js GLUE.js MODULE.wasm OUT.js [TEXTS]
//   environment: NODE_PATH (to find terser), ZOPFLI
'use strict';
const fs = require('fs');
const zlib = require('zlib');
const { spawnSync } = require('child_process');
const os = require('os');
const path = require('path');

function die(message) {
  console.error('embed-wasm: ' + message);
  process.exit(1);
}

// The loader's inflate step, as the page runs it (atob, Blob, Response and
// DecompressionStream exist in browsers and in node >= 18).
function inflate(text) {
  var s = atob(text), b = new Uint8Array(s.length);
  for (var i = 0; i < s.length; i++) b[i] = s.charCodeAt(i);
  return new Response(new Blob([b]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
}

// ---- the binary's data segments (the WebAssembly binary format, 5.5.12) ----
function readU32(b, at) { // LEB128: [value, next position]
  let v = 0, shift = 0, x;
  do { x = b[at++]; v += (x & 127) * 2 ** shift; shift += 7; } while (x & 128);
  return [v, at];
}
function readI32(b, at) {
  let v = 0, shift = 0, x;
  do { x = b[at++]; v |= (x & 127) << shift; shift += 7; } while (x & 128);
  if (shift < 32 && (x & 64)) v |= -1 << shift;
  return [v, at];
}
function u32(v) { const out = []; do { let x = v & 127; v = Math.floor(v / 128); if (v) x |= 128; out.push(x); } while (v); return out; }
function i32(v) {
  const out = [];
  for (;;) {
    const x = v & 127; v >>= 7;
    if ((v === 0 && !(x & 64)) || (v === -1 && (x & 64))) { out.push(x); return out; }
    out.push(x | 128);
  }
}
function sections(b) {
  const list = [];
  for (let at = 8; at < b.length;) {
    const id = b[at];
    const [size, body] = readU32(b, at + 1);
    list.push({ id, body: b.subarray(body, body + size) });
    at = body + size;
  }
  return list;
}
function section(id, body) { return Buffer.concat([Buffer.from([id, ...u32(body.length)]), Buffer.from(body)]); }
// Active segments only (i32.const offsets): a passive one is named by its
// index in code, which cutting would shift.
function segments(data) {
  let [n, at] = readU32(data, 0);
  const list = [];
  while (n--) {
    let flags, offset, size;
    [flags, at] = readU32(data, at);
    if (flags !== 0 || data[at] !== 0x41) die('a data segment that is not active at an i32.const offset');
    [offset, at] = readI32(data, at + 1);
    if (data[at++] !== 0x0b) die('a data segment offset of more than i32.const');
    [size, at] = readU32(data, at);
    list.push({ offset, bytes: data.subarray(at, at + size) });
    at += size;
  }
  return list;
}

const MARK = Buffer.from('grundy texts at\0');
const LANGS = ['en', 'zh']; // gr_lang's order (src/grundy.h)

// Cuts each language's texts out of the binary: {wasm, texts: [{lang, at, bytes}]}.
function cutTexts(bytes) {
  const all = sections(bytes), data = all.find((s) => s.id === 11);
  if (!data) die('the binary has no data');
  const segs = segments(data.body);
  // (binaryen leaves out a segment's zeros, the texts' last '\0' among them:
  // the image runs a page past the last byte written)
  const end = Math.max(...segs.map((s) => s.offset + s.bytes.length)) + 65536;
  const memory = Buffer.alloc(end);
  for (const s of segs) memory.set(s.bytes, s.offset);
  const mark = memory.indexOf(MARK);
  if (mark < 0 || memory.indexOf(MARK, mark + 1) >= 0) die('gw_texts_place is not in the binary once (build with GW_PAGE_ONLY)');
  const texts = LANGS.map((lang, i) => {
    const at = memory.readUInt32LE(mark + 16 + 8 * i), stop = memory.readUInt32LE(mark + 20 + 8 * i);
    if (!(at > 0 && stop > at && stop <= end)) die(`the texts of ${lang} are not where gw_texts_place says (${at}..${stop})`);
    return { lang, at, bytes: Buffer.from(memory.subarray(at, stop)) };
  });
  const kept = [];
  for (const s of segs) { // what lies outside every language's range
    let pieces = [{ offset: s.offset, bytes: s.bytes }];
    for (const t of texts) {
      const stop = t.at + t.bytes.length;
      pieces = pieces.flatMap((p) => {
        const pEnd = p.offset + p.bytes.length;
        if (pEnd <= t.at || p.offset >= stop) return [p];
        const out = [];
        if (p.offset < t.at) out.push({ offset: p.offset, bytes: p.bytes.subarray(0, t.at - p.offset) });
        if (pEnd > stop) out.push({ offset: stop, bytes: p.bytes.subarray(stop - p.offset) });
        return out;
      });
    }
    kept.push(...pieces);
  }
  const body = [Buffer.from(u32(kept.length))];
  for (const p of kept) body.push(Buffer.from([0, 0x41, ...i32(p.offset), 0x0b, ...u32(p.bytes.length)]), Buffer.from(p.bytes));
  const out = [Buffer.from(bytes.subarray(0, 8))];
  for (const s of all) {
    if (s.id === 11) out.push(section(11, Buffer.concat(body)));
    else if (s.id === 12) out.push(section(12, Buffer.from(u32(kept.length)))); // the data count
    else out.push(section(s.id, s.body));
  }
  return { wasm: Buffer.concat(out), texts };
}

// zopfli's gzip of some bytes, base64, checked to inflate back.
async function pack(bytes, name) {
  const tmp = path.join(os.tmpdir(), `embed-wasm-${process.pid}-${name}`);
  fs.writeFileSync(tmp, bytes);
  const z = spawnSync(process.env.ZOPFLI, ['-c', tmp], { maxBuffer: 1 << 28 });
  fs.unlinkSync(tmp);
  if (z.error || z.status !== 0) die(`${process.env.ZOPFLI} failed: ${z.error ? z.error.message : z.stderr}`);
  const packed = z.stdout.toString('base64');
  if (Buffer.compare(Buffer.from(await inflate(packed)), bytes) !== 0) die(`the compressed ${name} does not inflate back`);
  return packed;
}

async function main() {
  const [glue, wasm, out, textsOut] = process.argv.slice(2);
  if (!out) {
    console.error('usage: node embed-wasm.js GLUE.js MODULE.wasm OUT.js [TEXTS]');
    process.exit(2);
  }
  let terser;
  try {
    terser = require('terser');
  } catch (e) {
    die('terser is missing (run ./bootstrap, which runs npm ci, or set NODE_PATH)');
  }
  let bytes = fs.readFileSync(wasm), away = [];
  // gzip's format, written by zopfli (ZOPFLI, found by configure): 6% smaller
  // than zlib's level 9 for the same decoder, in two seconds.
  if (!process.env.ZOPFLI) die('ZOPFLI is not set (configure finds zopfli: apt-get install zopfli)');
  if (textsOut) {
    const cut = cutTexts(bytes);
    bytes = cut.wasm;
    for (const t of cut.texts) {
      const script = `GrundyCore.texts(${JSON.stringify(t.lang)},${t.at},"${await pack(t.bytes, t.lang)}");\n`;
      fs.writeFileSync(`${textsOut}-${t.lang}.js`, script, 'utf8');
      away.push(t.lang);
    }
  }
  const packed = await pack(bytes, 'binary');

  const wrapper = `
/* The WebAssembly binary: gzip, then base64 (tools/embed-wasm.js says why). */
(function () {
  var packed = "${packed}";
  ${inflate.toString()}
  var factory = GrundyCore, binary = null, texts = {};
  GrundyCore = function (options) {
    options = options || {};
    if (options.wasmBinary) return factory(options);
    if (!binary) binary = inflate(packed);
    return binary.then(function (bytes) {
      options.wasmBinary = new Uint8Array(bytes);
      return factory(options);
    });
  };
  /* The languages whose texts travel apart, and each one's bytes once its
     script has run: {at, bytes: Promise of an ArrayBuffer}. */
  GrundyCore.textsAway = ${JSON.stringify(away)};
  GrundyCore.texts = function (lang, at, packed) { texts[lang] = { at: at, bytes: inflate(packed) }; };
  GrundyCore.textsOf = function (lang) { return texts[lang]; };
  if (typeof module === 'object' && module.exports) module.exports = GrundyCore;
})();
`;
  const min = await terser.minify(fs.readFileSync(glue, 'utf8'), {
    ecma: 2017, compress: { passes: 2 }, mangle: true, format: { comments: false },
  });
  const wrapped = await terser.minify(wrapper, {
    ecma: 2017, compress: true, mangle: true, format: { comments: false },
  });
  fs.writeFileSync(out, min.code + '\n' + wrapped.code + '\n', 'utf8');
}

main().catch((e) => die(e && e.stack ? e.stack : String(e)));
