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
// usage: node embed-wasm.js GLUE.js MODULE.wasm OUT.js
//   environment: NODE_PATH (to find terser)
'use strict';
const fs = require('fs');
const zlib = require('zlib');
const { spawnSync } = require('child_process');

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
  // gzip's format, written by zopfli (ZOPFLI, found by configure): 6% smaller
  // than zlib's level 9 for the same decoder, in two seconds.
  if (!process.env.ZOPFLI) die('ZOPFLI is not set (configure finds zopfli: apt-get install zopfli)');
  const z = spawnSync(process.env.ZOPFLI, ['-c', wasm], { maxBuffer: 1 << 28 });
  if (z.error || z.status !== 0) die(`${process.env.ZOPFLI} failed: ${z.error ? z.error.message : z.stderr}`);
  const packed = z.stdout.toString('base64');
  const back = Buffer.from(await inflate(packed));
  if (Buffer.compare(back, bytes) !== 0) die(`the compressed binary does not inflate back to ${wasm}`);

  const wrapper = `
/* The WebAssembly binary: gzip, then base64 (tools/embed-wasm.js says why). */
(function () {
  var packed = "${packed}";
  ${inflate.toString()}
  var factory = GrundyCore, binary = null;
  GrundyCore = function (options) {
    options = options || {};
    if (options.wasmBinary) return factory(options);
    if (!binary) binary = inflate(packed);
    return binary.then(function (bytes) {
      options.wasmBinary = new Uint8Array(bytes);
      return factory(options);
    });
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
