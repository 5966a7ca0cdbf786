// embed-wasm.js — makes web/grundy-core.js: Emscripten's JavaScript glue with
// the WebAssembly binary inside it, so the page loads from file:// (where a
// separate .wasm file is blocked) and from http alike.
//
// Why not Emscripten's -sSINGLE_FILE: it inlines the binary as base64, which
// gzip cannot shrink back (about 280 KB gzipped for our core, against 205 KB
// for the binary itself).  Here the bytes go into a JavaScript string one
// character per byte (U+0000..U+00FF, escaped only where a string literal
// needs it), which gzip compresses almost as well as the binary: about 60 KB
// less to transfer.  The factory is wrapped so that every caller (the page,
// node tests, benchmarks) gets the binary passed as Module.wasmBinary.
//
// usage: node embed-wasm.js GLUE.js MODULE.wasm OUT.js
'use strict';
const fs = require('fs');

const [glue, wasm, out] = process.argv.slice(2);
if (!out) {
  console.error('usage: node embed-wasm.js GLUE.js MODULE.wasm OUT.js');
  process.exit(2);
}
const bytes = fs.readFileSync(wasm);
let text = '';
for (const b of bytes) {
  if (b === 0x5c) text += '\\\\';
  else if (b === 0x22) text += '\\"';
  else if (b === 0x0a) text += '\\n';
  else if (b === 0x0d) text += '\\r';
  else if (b === 0x00) text += '\\x00';
  else text += String.fromCharCode(b);
}
const wrapper = `
/* The WebAssembly binary, one character per byte (tools/embed-wasm.js). */
(function () {
  var bytesText = "${text}";
  var factory = GrundyCore;
  GrundyCore = function (options) {
    options = options || {};
    if (!options.wasmBinary) {
      var binary = new Uint8Array(bytesText.length);
      for (var i = 0; i < bytesText.length; i++) binary[i] = bytesText.charCodeAt(i);
      options.wasmBinary = binary;
    }
    return factory(options);
  };
  if (typeof module === 'object' && module.exports) module.exports = GrundyCore;
})();
`;
fs.writeFileSync(out, fs.readFileSync(glue, 'utf8') + wrapper, 'utf8');
