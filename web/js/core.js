/*
 * core.js — Core: the thin JavaScript wrapper of the WebAssembly exports of
 * src/wasm/grundy_wasm.c (built into grundy-core.js, factory GrundyCore).
 *
 * It copies strings into WASM memory and results back out (freeing both),
 * parses the JSON the C side answers with, wraps job handles in Core.Job,
 * and hands out typed arrays over trace data.  It decides nothing about any
 * game: every verdict, move, table value and error message comes from C.
 */
'use strict';

function Core(module) {
  this.m = module;
}

/* "No cell / never written" in the trace's Uint32 arrays (GR_NONE). */
Core.NONE = 0xFFFFFFFF;

/* Instantiates the WASM module with the texts of the languages `langs`
 * (codes: "en", "zh"); resolves with a Core.
 *
 * The page's core travels without its texts (tools/embed-wasm.js): each
 * language's are a script of their own, grundy-texts-LANG.js, loaded when
 * the language is first chosen, so a visit downloads the one it reads.
 * Until a language's texts are written back into memory, C reads every
 * text of that language as "?" (gw_texts_away). */
Core.load = function (langs) {
  if (typeof GrundyCore !== 'function') {
    return Promise.reject(new Error('grundy-core.js is missing: build the page with make'));
  }
  var scripts = (langs || []).map(Core.textsScript);
  return GrundyCore().then(function (module) {
    var core = new Core(module);
    core.away = {}; /* (C's start-up marked them away already) */
    (GrundyCore.textsAway || []).forEach(function (lang) { core.away[lang] = true; });
    return Promise.all(scripts).then(function () {
      return Promise.all((langs || []).map(function (lang) { return core.loadTexts(lang); }));
    }).then(function () { return core; });
  });
};

/* A language's texts script, once (a promise); a page that is not in a
 * browser (node's tests) sets Core.textsScript to load it its own way. */
Core.scripts = {};
Core.textsScript = function (lang) {
  if (!GrundyCore.textsAway || GrundyCore.textsAway.indexOf(lang) < 0) return Promise.resolve();
  return Core.scripts[lang] || (Core.scripts[lang] = new Promise(function (resolve, reject) {
    var s = document.createElement('script');
    s.src = 'grundy-texts-' + lang + '.js';
    s.onload = resolve;
    s.onerror = function () {
      delete Core.scripts[lang];
      reject(new Error(s.src + ' did not load: build the page with make'));
    };
    document.head.appendChild(s);
  }));
};

/* Whether C has the texts of a language. */
Core.prototype.hasTexts = function (lang) { return !this.away[lang]; };

/* Brings a language's texts into C's memory where the linker put them. */
Core.prototype.loadTexts = function (lang) {
  var self = this;
  if (!this.away[lang]) return Promise.resolve();
  return Core.textsScript(lang).then(function () {
    var t = GrundyCore.textsOf(lang);
    if (!t) throw new Error('grundy-texts-' + lang + '.js holds no texts');
    return t.bytes;
  }).then(function (bytes) {
    if (!self.away[lang]) return;
    self.m.HEAPU8.set(new Uint8Array(bytes), GrundyCore.textsOf(lang).at);
    self.withStrings([lang], function (l) { self.m._gw_texts_away(l, 0); });
    delete self.away[lang];
  });
};

/* Calls fn with each string copied into WASM memory as UTF-8; frees them
 * after.  Throws an Error with .out_of_memory when there is no room for them.
 * The browser's own encoder: Emscripten's JavaScript loops took 190 ms on a
 * 6.7 MB position (issue 13).  The last long string stays in WASM memory
 * (Core.LONG characters and more): the page passes one position to parse,
 * solve, trace and board in turn, and each copy of megabytes cost 20 ms. */
Core.LONG = 65536;
Core.encoder = new TextEncoder();
Core.decoder = new TextDecoder();
Core.prototype.put = function (s) {
  var m = this.m, kept = this.kept, size = 3 * s.length + 1, p; /* room for any UTF-8 */
  if (kept && kept.text === s) return kept.p;
  if (!(p = m._malloc(size))) throw Core.error(Core.OOM);
  m.HEAPU8[p + Core.encoder.encodeInto(s, m.HEAPU8.subarray(p, p + size)).written] = 0; /* HEAPU8 after malloc: memory may have grown */
  if (s.length < Core.LONG) return p;
  if (kept) m._free(kept.p);
  this.kept = { text: s, p: p };
  return p;
};
Core.prototype.withStrings = function (strings, fn) {
  var self = this, ptrs = [];
  try {
    strings.forEach(function (s) { ptrs.push(self.put(s)); });
    return fn.apply(null, ptrs);
  } finally {
    ptrs.forEach(function (p) { if (!self.kept || p !== self.kept.p) self.m._free(p); });
  }
};

/* A char * returned by C, as a string; the C buffer is released. */
Core.prototype.take = function (ptr) {
  if (!ptr) return '';
  var heap = this.m.HEAPU8, text = Core.decoder.decode(heap.subarray(ptr, heap.indexOf(0, ptr)));
  this.m._gw_free(ptr);
  return text;
};

/* withStrings for a text C writes: "" when memory ran out. */
Core.prototype.words = function (strings, fn) {
  try {
    return this.withStrings(strings, fn);
  } catch (e) {
    if (e.out_of_memory) return '';
    throw e;
  }
};

/* C's JSON; out of memory (C answers {"out_of_memory": true}, and nothing
 * at all or a cut text must never reach JSON.parse's own error) as Core.OOM.
 * Integers past 15 digits arrive as exact decimal strings (Core.exactJson). */
Core.OOM = { error: 'out of memory', out_of_memory: true };
Core.prototype.takeJson = function (ptr) {
  try {
    return JSON.parse(Core.exactJson(this.take(ptr)));
  } catch (e) {
    return Core.OOM;
  }
};

/*
 * C's JSON text with every integer literal of 16 digits or more put in
 * quotes, so that JSON.parse keeps it, exact, as a decimal string.  C's
 * values are 64-bit (up to 18446744073709551615), and a Number holds
 * integers exactly only up to 2^53 = 9007199254740992: parsed as Numbers,
 * nim 9007199254740993's value would read 9007199254740992.  Integers of
 * 15 digits or fewer are always exact and stay Numbers.
 *
 * A tiny scanner, not a regular expression over the text: a string is
 * skipped whole, up to its first quote not escaped by an odd run of
 * backslashes, so that digits inside texts (every's position "3,5 2,7",
 * C's explanations) are never touched.  Outside strings a number is
 * -?[0-9.eE+-]*; C writes no fractions or exponents, and one would be
 * left as it is.  A text with no run of 16 digits anywhere (the usual
 * case) is returned at once.
 */
Core.exactJson = function (text) {
  if (!/(?:^|\D)\d{16}/.test(text)) return text; /* a run's start only: /\d{16}/ tried 15 digits from each digit
                                                 * of a 15-digit run (100 ms on a 100,000-arc circle's 3.2 MB) */
  var out = '', from = 0, i = 0, n = text.length, c, start, q, b;
  while (i < n) {
    c = text.charCodeAt(i);
    if (c === 34) {                                   /* '"': skip the string */
      for (i++; ; i = q + 1) {
        q = text.indexOf('"', i);
        if (q < 0) return text;                       /* cut: JSON.parse refuses it */
        for (b = q; text.charCodeAt(b - 1) === 92; b--) ; /* the backslashes before it */
        if ((q - b) % 2 === 0) break;                 /* an even run: the closing quote */
      }
      i = q + 1;
    } else if (c === 45 || (c >= 48 && c <= 57)) {    /* '-' or a digit: a number */
      start = i;
      do c = text.charCodeAt(++i);                    /* NaN past the end */
      while ((c >= 48 && c <= 57) || c === 45 || c === 43 || c === 46 || c === 101 || c === 69);
      if (i - start > 15 && /^-?\d{16,}$/.test(text.slice(start, i))) {
        out += text.slice(from, start) + '"' + text.slice(start, i) + '"';
        from = i;
      }
    } else {
      i++;
    }
  }
  return out + text.slice(from);
};

/* C's last failure as an Error: the message in English, and .text the
 * same in every language ({en, zh}; I18n.message picks one). */
Core.prototype.lastError = function () {
  var r = Object.assign({}, this.takeJson(this.m._gw_last_error_text()));
  r.error = this.take(this.m._gw_last_error());
  r.error_text = r.text;
  return Core.error(r);
};

/* A result's {error, error_text} as an Error (message in English, .text
 * in every language). */
Core.WHY = ['out_of_memory', 'page_refused', 'page_refused_chars', 'page_max']; /* C's reasons, kept on the Error */
Core.error = function (r) {
  var err = new Error(r.error);
  err.text = r.error_text || null;
  Core.WHY.forEach(function (k) { err[k] = r[k]; });
  return err;
};

/* {version, games: [{id, title, rules, syntax, theory, example, ...}], judge}. */
/* The course and its glossary (course.js asks once, when it opens). */
Core.prototype.course = function () {
  return this.takeJson(this.m._gw_course());
};

Core.prototype.catalogue = function () {
  return this.takeJson(this.m._gw_catalogue());
};

Core.prototype.callJson = function (name, strings, extra) {
  var self = this;
  try {
    return this.withStrings(strings, function () {
      var args = Array.prototype.slice.call(arguments).concat(extra || []);
      return self.takeJson(self.m[name].apply(null, args));
    });
  } catch (e) {
    if (e.out_of_memory) return Core.OOM; /* no room even for the arguments */
    throw e;
  }
};

/* {position: canonical text, length} or {error: the parser's message,
 * error_text: the same {en, zh}} (every {error} below has error_text too). */
Core.prototype.parse = function (game, text) {
  var r = this.callJson('_gw_parse', [game, text]);
  if (r.same) r.position = text; /* C sends the text back only when it differs */
  return r;
};

/* {game, moves: [successor texts]} or {error} (also when more than max). */
Core.prototype.moves = function (game, text, max) {
  return this.callJson('_gw_moves', [game, text], [max >>> 0]);
};

/* {play_syntax: {en, zh}, game_over, winner?, board: {kind, actions: [{verb,
 *  args, labels: {en, zh}}], note?, ...}} or {error}: what to draw for play
 *  (docs/GAMES.md, "Boards"); winner (once game_over): C's outcome there,
 *  "first" the player to move, "second" the other one. */
Core.prototype.board = function (game, text) {
  return this.callJson('_gw_board', [game, text]);
};

/* One move in the game's action language ("take 1 2"), checked by C:
 * {position, game_over, winner?} or {error: why the move is not allowed}. */
Core.prototype.play = function (game, text, action) {
  return this.callJson('_gw_play', [game, text, action]);
};

/* A move (from -> to) in words, as C puts it. */
Core.prototype.describeMove = function (game, from, to, lang) {
  var self = this;
  return this.words([game, from, to, lang], function (g, f, t, l) {
    return self.take(self.m._gw_describe_move(g, f, t, l));
  });
};

Core.prototype.start = function (name, game, text, kind) {
  var self = this;
  var handle = this.withStrings([game, text], function (g, t) { return self.m[name](g, t); });
  if (!handle) throw this.lastError();
  return new Core.Job(this, handle >>> 0, kind);
};

/* The verdict as a resumable job (throws the C message on bad input). */
Core.prototype.startSolve = function (game, text) {
  return this.start('_gw_solve_start', game, text, 'solve');
};

/* The recorded theory (every table cell) as a resumable job. */
Core.prototype.startTrace = function (game, text) {
  return this.start('_gw_trace_start', game, text, 'trace');
};

/* The game graph of a small position (explore) as a resumable job, read like
 * a trace; past C's bound it fails when run, with C's message. */
Core.prototype.startExplore = function (game, text) {
  return this.start('_gw_explore_start', game, text, 'explore');
};

/* ---- Core.Job: one gw_job handle ---------------------------------------- */

Core.Job = function (core, handle, kind) {
  this.core = core;
  this.h = handle;
  this.kind = kind;
  this.finished = false;
  this.cache = null;
};

/* Advances by about `budget` units; true once finished.  Throws on failure. */
Core.Job.prototype.run = function (budget) {
  var r = this.core.m._gw_job_run(this.h, budget >>> 0);
  if (r < 0) throw this.core.lastError();
  this.finished = r === 1;
  return this.finished;
};

/* 0 .. 1. */
Core.Job.prototype.progress = function () {
  return (this.core.m._gw_job_progress(this.h) >>> 0) / 1e6;
};

Core.Job.prototype.free = function () {
  if (this.h) this.core.m._gw_job_free(this.h);
  this.h = 0;
  this.cache = null;
};

/* {game, winner: "first"|"second"|"draw" (no position: the page has its
 * text, and a long one written back was half of a verdict's time), grundy: the Grundy
 * value as a decimal string, exact (small ones too: one type for every
 * value), or null, winning_moves: [...], unlisted_moves?: a count (a
 * Number, or past 15 digits an exact decimal string)} or {error}. */
Core.Job.prototype.solveResult = function () {
  var r = this.core.takeJson(this.core.m._gw_solve_result(this.h));
  if (!r.error) r.grundy = r.grundy === null || r.grundy === undefined ? null : String(r.grundy);
  /* a loopy game's ∞{K}: exact as decimal strings too */
  if (!r.error && r.grundy_infinite) r.grundy_infinite = r.grundy_infinite.map(String);
  return r;
};

/* Winning move k of the verdict in words, "en" or "zh", from the job's own
 * positions (describeMove parses both texts: slow for long positions). */
Core.Job.prototype.moveWords = function (k, lang) {
  var self = this;
  return this.core.words([lang], function (l) {
    return self.core.take(self.core.m._gw_job_move_words(self.h, k >>> 0, l));
  });
};

/* The computer's move at a strength (0 perfect, 1 imperfect, 2 random)
 * with a 64-bit seed as two 32-bit halves (gw_job_computer_move_at):
 * {position, game_over, winning, note?}; note is C's word when it had to
 * play otherwise than asked (too many moves to pick one at random). */
Core.Job.prototype.computerMoveAt = function (strength, seedLo, seedHi) {
  return this.core.takeJson(this.core.m._gw_job_computer_move_at(this.h, strength >>> 0, seedLo >>> 0, seedHi >>> 0));
};

/* {steps, reads (total), views: [{name, kind, label, rows, cols, base, index_origin,
 *  value_kind, edges, has_layout}], rules: [{name, summary, reads: ["L","R","X"]}]}. */
Core.Job.prototype.traceMeta = function () {
  return this.core.takeJson(this.core.m._gw_trace_meta(this.h));
};

/* The step in words with its actual numbers, "en" or "zh". */
Core.Job.prototype.explain = function (step, lang) {
  var self = this;
  return this.core.words([lang], function (l) {
    return self.core.take(self.core.m._gw_trace_explain(self.h, step >>> 0, l));
  });
};

/* What a click on a cell points at, as C says: {label, cells: [global ids]} (Wythoff: queen moves). */
Core.Job.prototype.links = function (cell, lang) {
  var self = this;
  return this.core.withStrings([lang], function (l) {
    return self.core.takeJson(self.core.m._gw_trace_links(self.h, cell >>> 0, l));
  });
};

/* The step as JSON (the shape of `grundy trace --json`; read values from arrays()). */
Core.Job.prototype.stepJson = function (step, lang) {
  var self = this;
  return this.core.withStrings([lang], function (l) {
    return self.core.takeJson(self.core.m._gw_trace_step_json(self.h, step >>> 0, l));
  });
};

/*
 * Typed arrays over the trace in WASM memory: cells (Uint32, one per step),
 * rules (Uint8), readStart (Uint32, steps + 1 offsets) and reads (Uint32:
 * step k read reads[readStart[k] .. readStart[k+1])), and per view
 * values (BigUint64, exact), words (the same bytes as Uint32 pairs, for
 * drawing) and writtenAt (Uint32), rare (Uint8, 1: a rare value) where C
 * marks rare values; graph views with a layout also get
 * nodeX, nodeY (Int32, C's drawing in pixels; bendStart, bends: the
 * points each edge bends at, when it has any)
 * and edgeFrom, edgeTo (Uint32 node indices).  Re-made whenever memory has
 * grown, which detaches the old buffer.
 */
Core.Job.prototype.arrays = function (meta) {
  var m = this.core.m, h = this.h, buf = m.HEAPU8.buffer;
  if (this.cache && this.cache.buffer === buf) return this.cache;
  var n = meta.steps;
  this.cache = {
    buffer: buf,
    cells: new Uint32Array(buf, m._gw_trace_cells(h) >>> 0, n),
    rules: new Uint8Array(buf, m._gw_trace_rules(h) >>> 0, n),
    readStart: new Uint32Array(buf, m._gw_trace_read_start(h) >>> 0, n + 1),
    reads: new Uint32Array(buf, m._gw_trace_reads(h) >>> 0, meta.reads),
    views: meta.views.map(function (v, i) {
      var len = v.rows * v.cols, values = m._gw_view_values(h, i) >>> 0;
      var out = {
        values: new BigUint64Array(buf, values, len),
        words: new Uint32Array(buf, values, 2 * len),
        writtenAt: new Uint32Array(buf, m._gw_view_written_at(h, i) >>> 0, len)
      };
      if (v.rare_mask) out.rare = new Uint8Array(buf, m._gw_view_rare(h, i) >>> 0, len);
      if (v.kind === 'graph' && v.has_layout) {
        out.nodeX = new Int32Array(buf, m._gw_view_node_x(h, i) >>> 0, len);
        out.nodeY = new Int32Array(buf, m._gw_view_node_y(h, i) >>> 0, len);
        out.edgeFrom = new Uint32Array(buf, m._gw_view_edge_from(h, i) >>> 0, v.edges);
        out.edgeTo = new Uint32Array(buf, m._gw_view_edge_to(h, i) >>> 0, v.edges);
        if (v.bends) {
          out.bendStart = new Uint32Array(buf, m._gw_view_bend_start(h, i) >>> 0, v.edges + 1);
          out.bends = new Int32Array(buf, m._gw_view_bends(h, i) >>> 0, 2 * v.bends);
        }
      }
      return out;
    })
  };
  return this.cache;
};
