/*
 * trace.js — Trace: read access to a finished trace job.
 *
 * A trace (recorded by C) is an ordered list of steps on a few views; every
 * cell of every view has a global id (view.base + row * cols + col).  This
 * object only looks things up in the C arrays: which cell a step wrote,
 * which it read, with which rule, a cell's exact value (a BigInt) and the
 * step that wrote it.  Words come from C (gw_trace_explain, rule names).
 */
'use strict';

function Trace(job) {
  this.job = job;
  this.meta = job.traceMeta();
  this.steps = this.meta.steps;
  this.views = this.meta.views;
  this.rules = this.meta.rules;
  this.inputs = [];
  /* per view, the cells' labels C gives (explore's game graph, a misère
   * twin's trace: each node's position), else null */
  this.labels = this.views.map(function (v) { return v.labels || null; });
}

Trace.prototype.arrays = function () {
  return this.job.arrays(this.meta);
};

Trace.prototype.free = function () {
  this.job.free();
};

/* {view, row, col, index} (0-based) of a global cell id, or null. */
Trace.prototype.locate = function (id) {
  for (var i = 0; i < this.views.length; i++) {
    var v = this.views[i], index = id - v.base;
    if (index >= 0 && index < v.rows * v.cols) {
      return { view: i, row: Math.floor(index / v.cols), col: index % v.cols, index: index };
    }
  }
  return null;
};

Trace.prototype.cellId = function (view, row, col) {
  var v = this.views[view];
  return v.base + row * v.cols + col;
};

/* The exact value of a cell as a BigInt (its final value). */
Trace.prototype.value = function (id) {
  var at = this.locate(id);
  return this.arrays().views[at.view].values[at.index];
};

/* The step that writes a cell, or -1 if no step does. */
Trace.prototype.writtenAt = function (id) {
  var at = this.locate(id);
  var w = this.arrays().views[at.view].writtenAt[at.index];
  return w === Core.NONE ? -1 : w;
};

/* The display name: C's words for it in lang (default: the page's), else
 * as C writes it, "left[2][4]" (index_origin applied); a cell C labels
 * with a position (explore) by C's words with its label, "SG(1 2)" or,
 * in misère play, "g⁻(1 2)". */
Trace.prototype.cellName = function (id, lang) {
  var at = this.locate(id);
  if (!at) return '?';
  var label = this.labels && this.labels[at.view] ? this.labels[at.view][at.index] : '';
  if (label && !this.views[at.view].words) return 'SG(' + label + ')';
  var v = this.views[at.view], o = v.index_origin, w = v.words, r = at.row + o, c = at.col + o;
  lang = lang || (/^zh/.test(document.documentElement.lang) ? 'zh' : 'en');
  if (!w && v.rows * v.cols === 1) return v.label[lang] || v.label.en || v.label; /* a box: its heading */
  if (w) { /* C's words (gr_view.words): "heap {1}, bit {3}"; "X|its highest bit", a name per cell or column */
    w = (w[lang] || w.en || w).split('|'); /* {en, zh}, or one text for both */
    w = w[w.length < 2 ? 0 : w.length === v.rows * v.cols ? at.index : w.length === v.cols ? at.col : w.length === v.rows ? at.row : at.index] || w[0];
    var arg = [r, c, this.head(at.view, at.col), v.words_from ? this.arrays().views[v.words_from - 1].values[at.index] : '', label];
    return w.replace(/\{([1-5])\}/g, function (m, k) { return arg[k - 1]; });
  }
  return v.name + (v.rows > 1 ? '[' + r + ']' : '') + '[' + c + ']';
};

/* The head of column col of view v, as C gives it (bits: 8 4 2 1), else its number. */
Trace.prototype.head = function (v, col) {
  var view = this.views[v];
  return view.heads ? view.heads[col] : String(col + view.index_origin);
};

/* True when no step writes the view: its cells are the input (the piles). */
Trace.prototype.isInput = function (view) {
  if (this.inputs[view] === undefined) {
    var w = this.arrays().views[view].writtenAt, input = true;
    for (var i = 0; i < w.length; i++) {
      if (w[i] !== Core.NONE) { input = false; break; }
    }
    this.inputs[view] = input;
  }
  return this.inputs[view];
};

/* {cell, rule, reads: [ids]} of step k. */
Trace.prototype.step = function (k) {
  var a = this.arrays();
  var reads = Array.prototype.slice.call(a.reads.subarray(a.readStart[k], a.readStart[k + 1]));
  return { cell: a.cells[k], rule: a.rules[k], reads: reads };
};

Trace.prototype.explain = function (k, lang) {
  return this.job.explain(k, lang);
};
