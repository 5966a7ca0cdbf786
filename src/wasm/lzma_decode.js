// lzma_decode.js — an LZMA decoder for the WebAssembly binary that
// grundy-core.js carries (tools/embed-wasm.js puts this function's source
// inside it, and runs it at build time to check its own output).
//
// Why: the page's whole transfer must stay under 250 KB gzipped.  The binary
// compresses to about 197 KB with gzip but to about 163 KB with LZMA, and the
// LZMA bytes in base64 cost gzip only 0.5% more (64 symbols: six-bit codes
// exactly), so the page is about 30 KB lighter for a 2 KB decoder that runs
// once, when the page loads.
//
// How: the classic LZMA1 decoder (Igor Pavlov's design, as described in his
// LZMA specification), written from that description: a range decoder with
// adaptive 11-bit bit probabilities; literals coded with a bit tree in a
// context of the previous byte's high lc bits (and, after a match, against
// the byte at the last distance); lengths through a choice of a low, mid or
// high bit tree; distances as a 6-bit slot plus reverse-coded or direct bits;
// four recent distances ("reps") and a 12-state machine deciding which of
// these comes next.  Input: raw LZMA1 (no header: `xz --format=raw
// --lzma1=...`), its lc, lp, pb, and the exact output size.  The dictionary
// is the output buffer itself.  Bad input throws; it never reads or writes
// out of bounds (typed arrays), and it stops at the output size.
//
// Plain ES5 in one function, so that Function.prototype.toString gives a
// self-contained copy.
function lzmaDecode(input, lc, lp, pb, outSize) {
  var out = new Uint8Array(outSize), outPos = 0;
  var inPos = 1; // the range coder's first byte is always 0
  var range = 0xffffffff, code = 0;
  for (var k = 0; k < 4; k++) code = (code * 256 + input[inPos++]) >>> 0;

  var PROB_INIT = 1024; // half of 1 << 11
  function probs(n) {
    var p = new Uint16Array(n);
    p.fill(PROB_INIT);
    return p;
  }
  function fail(why) {
    throw new Error('grundy-core.js is damaged: its WebAssembly does not decode (' + why + ' at byte ' + inPos + ')');
  }

  // ---- the range decoder ----
  function normalize() { // keeps range above 2^24, shifting in the next input byte
    if (range < 0x1000000) {
      if (inPos >= input.length) fail('the input ends early');
      range = (range * 256) >>> 0;
      code = (code * 256 + input[inPos++]) >>> 0;
    }
  }
  function bit(p, i) {
    var prob = p[i], bound = (range >>> 11) * prob, b;
    if (code < bound) {
      range = bound;
      p[i] = prob + ((2048 - prob) >>> 5);
      b = 0;
    } else {
      range -= bound;
      code -= bound;
      p[i] = prob - (prob >>> 5);
      b = 1;
    }
    normalize();
    return b;
  }
  function directBits(n) {
    var r = 0;
    while (n-- > 0) {
      range >>>= 1;
      var b = code >= range ? 1 : 0;
      if (b) code -= range;
      r = (r * 2 + b) >>> 0;
      normalize();
    }
    return r;
  }
  function tree(p, base, bits) { // most significant bit first
    var m = 1;
    for (var i = 0; i < bits; i++) m = m * 2 + bit(p, base + m);
    return m - (1 << bits);
  }
  function reverseTree(p, base, bits) { // least significant bit first
    var m = 1, sym = 0;
    for (var i = 0; i < bits; i++) {
      var b = bit(p, base + m);
      m = m * 2 + b;
      sym |= b << i;
    }
    return sym;
  }

  // ---- the models ----
  var POS_STATES = 1 << pb;
  var isMatch = probs(12 << 4), isRep = probs(12), isRepG0 = probs(12), isRepG1 = probs(12), isRepG2 = probs(12);
  var isRep0Long = probs(12 << 4);
  var literals = probs(0x300 << (lc + lp));
  var posSlot = probs(4 << 6), posSpecial = probs(1 + 114), align = probs(16);
  function lengthModel() {
    return { choice: probs(2), low: probs(POS_STATES << 3), mid: probs(POS_STATES << 3), high: probs(256) };
  }
  var matchLen = lengthModel(), repLen = lengthModel();
  function length(m, posState) { // 0..271: the length less 2
    if (bit(m.choice, 0) === 0) return tree(m.low, posState << 3, 3);
    if (bit(m.choice, 1) === 0) return 8 + tree(m.mid, posState << 3, 3);
    return 16 + tree(m.high, 0, 8);
  }
  function distance(len) {
    var slot = tree(posSlot, (len < 3 ? len : 3) << 6, 6);
    if (slot < 4) return slot;
    var direct = (slot >>> 1) - 1, dist = ((2 | (slot & 1)) << direct) >>> 0;
    if (slot < 14) return (dist + reverseTree(posSpecial, dist - slot, direct)) >>> 0;
    dist = (dist + directBits(direct - 4) * 16) >>> 0;
    return (dist + reverseTree(align, 0, 4)) >>> 0;
  }

  // ---- the main loop ----
  var state = 0, rep0 = 0, rep1 = 0, rep2 = 0, rep3 = 0;
  var lpMask = (1 << lp) - 1, pbMask = POS_STATES - 1;
  while (outPos < outSize) {
    var posState = outPos & pbMask;
    if (bit(isMatch, (state << 4) + posState) === 0) { // a literal
      var prev = outPos > 0 ? out[outPos - 1] : 0;
      var base = 0x300 * (((outPos & lpMask) << lc) + (prev >>> (8 - lc)));
      var sym = 1;
      if (state >= 7) { // just after a match: coded against the byte at rep0
        if (rep0 >= outPos) fail('a distance before the start');
        var matchByte = out[outPos - rep0 - 1];
        while (sym < 0x100) {
          var matchBit = (matchByte >>> 7) & 1;
          matchByte <<= 1;
          var b = bit(literals, base + ((1 + matchBit) << 8) + sym);
          sym = (sym << 1) | b;
          if (matchBit !== b) break;
        }
      }
      while (sym < 0x100) sym = (sym << 1) | bit(literals, base + sym);
      out[outPos++] = sym & 0xff;
      state = state < 4 ? 0 : state < 10 ? state - 3 : state - 6;
      continue;
    }
    var len;
    if (bit(isRep, state) === 0) { // a match at a new distance
      rep3 = rep2;
      rep2 = rep1;
      rep1 = rep0;
      len = length(matchLen, posState);
      state = state < 7 ? 7 : 10;
      rep0 = distance(len);
      if (rep0 === 0xffffffff) break; // the end marker
    } else { // a match at one of the last four distances
      if (outPos === 0) fail('a repeat before any byte');
      if (bit(isRepG0, state) === 0) {
        if (bit(isRep0Long, (state << 4) + posState) === 0) { // one byte at rep0
          state = state < 7 ? 9 : 11;
          out[outPos] = out[outPos - rep0 - 1];
          outPos++;
          continue;
        }
      } else {
        var dist;
        if (bit(isRepG1, state) === 0) {
          dist = rep1;
        } else {
          if (bit(isRepG2, state) === 0) {
            dist = rep2;
          } else {
            dist = rep3;
            rep3 = rep2;
          }
          rep2 = rep1;
        }
        rep1 = rep0;
        rep0 = dist;
      }
      len = length(repLen, posState);
      state = state < 7 ? 8 : 11;
    }
    if (rep0 >= outPos) fail('a distance before the start');
    for (var n = len + 2; n > 0 && outPos < outSize; n--, outPos++) out[outPos] = out[outPos - rep0 - 1];
  }
  if (outPos !== outSize) fail('the output is ' + outPos + ' bytes, not ' + outSize);
  return out;
}

if (typeof module === 'object' && module.exports) module.exports = lzmaDecode;
