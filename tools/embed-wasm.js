// embed-wasm.js — makes grundy-core.js: Emscripten's JavaScript glue with
// the WebAssembly binary inside it, so the page loads from file:// (where a
// separate .wasm file is blocked) and from http alike.
//
// The binary goes in LZMA-compressed (xz, raw LZMA1) and then base64-coded,
// and src/wasm/lzma_decode.js, copied in, turns it back into bytes when the
// factory is first called.  Why not Emscripten's -sSINGLE_FILE (base64 of
// the plain binary) or the binary as a string one character per byte: the
// page's whole transfer must stay under 250 KB gzipped, and what counts is
// the size after gzip.  For our binary (about 480 KB):
//
//   plain binary, gzip                  ~197 KB   (the floor for plain bytes)
//   one character per byte, gzip        ~212 KB   (UTF-8 doubles bytes >= 0x80)
//   LZMA, then base64, then gzip        ~164 KB   (base64's 64 symbols cost
//                                                  gzip only six bits each)
//
// Before writing anything the tool decodes its own output with the same
// decoder and compares it with the binary.  The glue is minified with terser
// (Emscripten's own minifier, Closure, is not in Debian's package).
//
// usage: node embed-wasm.js GLUE.js MODULE.wasm OUT.js
//   environment: XZ (default xz), NODE_PATH (to find terser)
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const lzmaDecode = require(path.join(__dirname, '..', 'src', 'wasm', 'lzma_decode.js'));

// lc=3 lp=0 pb=0 came out smallest for our binary among all lc, lp, pb.
const LC = 3, LP = 0, PB = 0;

function die(message) {
  console.error('embed-wasm: ' + message);
  process.exit(1);
}

function compress(bytes) {
  const xz = process.env.XZ || 'xz';
  const r = spawnSync(xz, ['--format=raw', `--lzma1=preset=9e,lc=${LC},lp=${LP},pb=${PB}`, '--stdout'],
    { input: bytes, maxBuffer: 1 << 30 });
  if (r.error) die(`cannot run ${xz}: ${r.error.message} (apt-get install xz-utils)`);
  if (r.status !== 0) die(`${xz} failed: ${r.stderr.toString().trim()}`);
  return r.stdout;
}

// The loader's base64 step (atob exists in browsers and in node >= 16).
function base64Bytes(text) {
  var s = atob(text), b = new Uint8Array(s.length);
  for (var i = 0; i < s.length; i++) b[i] = s.charCodeAt(i);
  return b;
}

async function main() {
  const [glue, wasm, out] = process.argv.slice(2);
  if (!out) {
    console.error('usage: node embed-wasm.js GLUE.js MODULE.wasm OUT.js');
    process.exit(2);
  }
  let terser;
  try {
    terser = require('terser');
  } catch (e) {
    die('terser is missing (run ./bootstrap, which runs npm ci, or set NODE_PATH)');
  }
  const bytes = fs.readFileSync(wasm);
  const packed = compress(bytes).toString('base64');
  const back = lzmaDecode(base64Bytes(packed), LC, LP, PB, bytes.length);
  if (Buffer.compare(Buffer.from(back.buffer, back.byteOffset, back.length), bytes) !== 0)
    die(`the compressed binary does not decode back to ${wasm}`);

  const wrapper = `
/* The WebAssembly binary: LZMA, then base64 (tools/embed-wasm.js says why). */
(function () {
  var packed = "${packed}";
  ${base64Bytes.toString()}
  ${lzmaDecode.toString()}
  var factory = GrundyCore, binary = null;
  GrundyCore = function (options) {
    options = options || {};
    if (!options.wasmBinary) {
      if (!binary) binary = lzmaDecode(base64Bytes(packed), ${LC}, ${LP}, ${PB}, ${bytes.length});
      options.wasmBinary = binary;
    }
    return factory(options);
  };
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
