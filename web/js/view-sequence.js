/*
 * view-sequence.js — SequenceView: a long one-row trace view (SG values of
 * heaps 0..n-1, a graph's node values when it is too big to draw), drawn
 * without ever touching all n cells per step:
 *   - an overview bar of at most SequenceView.BUCKETS pixels, each a run
 *     of cells, coloured once every cell of the run is written (updated
 *     incrementally from the steps in between, like the heat maps), with
 *     ticks for the cells the step wrote and read and a bracket for the
 *     window;
 *   - a window of readable cells (index and exact value) around the cell
 *     the step writes, with buttons to move it; reads outside the window
 *     are ticks on the bar and chips in the step box.
 * Clicking a cell or the bar asks for the step that wrote it.  A cell the
 * quiz asks about (mark.asked) shows "?" until answered.
 */
'use strict';

function SequenceView(views, v, note) {
  var self = this, trace = views.trace, view = trace.views[v];
  this.views = views;
  this.trace = trace;
  this.v = v;
  this.view = view;
  this.n = view.rows * view.cols;
  this.kind = view.value_kind;
  this.input = trace.isInput(v);
  this.step = null;
  this.marks = [];
  this.start = 0;
  this.width = 15;
  var figure = this.figure = Dom.el('figure', 'mx-view sq-view');
  figure.dataset.view = view.name;
  var cap = figure.appendChild(Dom.el('figcaption', '', views.caption(v)));
  cap.appendChild(Dom.el('span', 'sq-count', ' · ' + views.i18n.t('cells', { n: this.n.toLocaleString('en') })));
  if (note) figure.appendChild(Dom.el('p', 'sq-note', note));
  if (view.rare_mask) figure.appendChild(views.rareNote(view));
  var over = figure.appendChild(Dom.el('div', 'sq-over'));
  this.bar = over.appendChild(Dom.el('canvas', 'sq-bar'));
  this.bar.setAttribute('role', 'img');
  this.bar.setAttribute('aria-label', views.caption(v) + ' (' + this.n + ')');
  this.overlay = over.appendChild(Dom.el('canvas', 'sq-marks'));
  this.overlay.setAttribute('aria-hidden', 'true');
  var nav = figure.appendChild(Dom.el('div', 'sq-nav'));
  this.prev = nav.appendChild(Dom.el('button', 'small', '◀'));
  this.range = nav.appendChild(Dom.el('span', 'sq-range'));
  this.next = nav.appendChild(Dom.el('button', 'small', '▶'));
  this.prev.type = this.next.type = 'button';
  this.prev.setAttribute('aria-label', views.i18n.t('earlierCells'));
  this.next.setAttribute('aria-label', views.i18n.t('laterCells'));
  this.row = figure.appendChild(Dom.el('div', 'sq-window'));
  this.row.setAttribute('role', 'group');
  if (this.kind === 'int') nav.appendChild(views.scale(v));
  /* Zooming makes the window's cells larger (fewer of them). */
  this.zoom = new Zoom(this.row, function () {
    self.row.style.zoom = self.zoom.z;
    self.redraw();
  }, 3);
  this.prev.addEventListener('click', function () { self.moveWindow(self.start - self.width); });
  this.next.addEventListener('click', function () { self.moveWindow(self.start + self.width); });
  this.row.addEventListener('click', function (e) {
    var b = e.target.closest('button.mx-cell');
    if (b && b.dataset.step) self.views.onPick(Number(b.dataset.step));
  });
  this.bar.addEventListener('click', function (e) {
    var i = self.cellAt(e), w = self.writtenAt(i);
    if (w >= 0) self.views.onPick(w);
    else self.moveWindow(i - (self.width >> 1));
  });
  this.bar.addEventListener('mousemove', function (e) {
    var i = self.cellAt(e);
    self.bar.title = self.trace.cellName(view.base + i) + ' = ' + self.text(i);
  });
  this.buildBuckets();
}

SequenceView.BUCKETS = 800;
SequenceView.CELL = 58;       /* px per window cell */

SequenceView.prototype.arrays = function () {
  return this.trace.arrays().views[this.v];
};

SequenceView.prototype.writtenAt = function (i) {
  var w = this.arrays().writtenAt[i];
  return w === Core.NONE ? -1 : w;
};

/* The cell's value in words, or "not yet computed" at the current step. */
SequenceView.prototype.text = function (i) {
  var w = this.writtenAt(i);
  if (!this.input && (w < 0 || w > this.step)) return this.views.i18n.t('pending');
  return Values.format(this.kind, this.arrays().values[i], this.views.i18n.lang).text;
};

/* Runs of cells for the bar: how many each has to be written, and its
 * colour once they are (the largest value; for outcomes a lost cell, for
 * yes/no a yes, shows through). */
SequenceView.prototype.buildBuckets = function () {
  var n = this.n, B = Math.max(1, Math.min(n, SequenceView.BUCKETS)), a = this.arrays();
  var words = a.words, wa = a.writtenAt, max = this.trace.drawing.max[this.v], cats = Views.CATEGORY[this.kind];
  this.B = B;
  this.bucketOf = function (i) { return Math.floor(i * B / n); };
  this.need = new Uint32Array(B);
  this.have = new Uint32Array(B);
  this.colour = new Uint32Array(B);
  var best = new Float64Array(B).fill(-1), i;
  var rank = this.kind === 'outcome' ? [3, 1, 2] : this.kind === 'bool' ? [1, 2] : null;
  for (i = 0; i < n; i++) {
    var b = this.bucketOf(i);
    if (wa[i] !== Core.NONE) this.need[b]++;
    var x = words[2 * i] + words[2 * i + 1] * 4294967296;
    var score = rank ? (x < rank.length ? rank[x] : 0) : x;
    if (score > best[b]) {
      best[b] = score;
      this.colour[b] = cats ? Views.abgr(cats[x < cats.length ? x : 0]) : 0;
      if (!cats) this.colour[b] = Views.abgr(Views.ramp(max > 10000 ? Math.log1p(x) / Math.log1p(max) : x / (max || 1)));
    }
  }
  this.bar.width = B;
  this.bar.height = 1;
  this.ctx = this.bar.getContext('2d');
  this.image = this.ctx.createImageData(B, 1);
  this.pixels = new Uint32Array(this.image.data.buffer);
  this.shown = null;
};

SequenceView.prototype.paintBar = function (step) {
  var a = this.trace.arrays(), view = this.view, n = this.n, have = this.have, need = this.need, i, b;
  if (this.shown === step) return;
  if (this.shown !== null && Math.abs(step - this.shown) <= 20000) {
    var lo = Math.min(this.shown, step) + 1, hi = Math.max(this.shown, step), d = step > this.shown ? 1 : -1;
    for (var s = lo; s <= hi; s++) {
      i = a.cells[s] - view.base;
      if (i >= 0 && i < n) have[this.bucketOf(i)] += d;
    }
  } else {
    var w = this.arrays().writtenAt;
    have.fill(0);
    for (i = 0; i < n; i++) if (w[i] !== Core.NONE && w[i] <= step) have[this.bucketOf(i)]++;
  }
  this.shown = step;
  var pending = Views.abgr(Views.PENDING), blank = Views.abgr(Views.VOID), changed = false;
  for (b = 0; b < this.B; b++) {
    var px = need[b] === 0 ? (this.input ? this.colour[b] : blank) : have[b] >= need[b] ? this.colour[b] : pending;
    if (this.pixels[b] !== px) {
      this.pixels[b] = px;
      changed = true;
    }
  }
  if (changed || !this.barPainted) this.ctx.putImageData(this.image, 0, 0);
  this.barPainted = true;
};

SequenceView.prototype.cellAt = function (e) {
  var rect = this.bar.getBoundingClientRect();
  return Math.max(0, Math.min(this.n - 1, Math.floor((e.clientX - rect.left) / rect.width * this.n)));
};

/* Ticks for the written and read cells, and the window's bracket. */
SequenceView.prototype.paintMarks = function () {
  var c = this.overlay, ratio = window.devicePixelRatio || 1;
  var W = Math.round(this.barWidth * ratio), H = Math.round(this.barHeight * ratio) + Math.round(12 * ratio);
  if (c.width !== W || c.height !== H) {
    c.width = W;
    c.height = H;
  }
  var ctx = c.getContext('2d'), n = this.n, bh = H - 12 * ratio, pal = Theme.colours();
  ctx.clearRect(0, 0, W, H);
  ctx.fillStyle = pal.accent;
  ctx.strokeStyle = pal.accent;
  ctx.lineWidth = ratio * pal.line2;
  var x0 = this.start / n * W, x1 = Math.min(n, this.start + this.width) / n * W;
  ctx.globalAlpha = 0.2;
  ctx.fillRect(x0, bh, Math.max(2 * ratio, x1 - x0), 6 * ratio);
  ctx.globalAlpha = 1;
  ctx.strokeRect(x0, bh, Math.max(2 * ratio, x1 - x0), 6 * ratio);
  this.marks.slice().sort(function (a, b) { return (a.role ? 0 : 1) - (b.role ? 0 : 1); }).forEach(function (m) {
    var x = (m.index + 0.5) / n * W, w = Math.max(2 * ratio * pal.line2, W / n);
    ctx.fillStyle = pal.halo;
    ctx.fillRect(x - w / 2 - ratio, 0, w + 2 * ratio, bh);
    ctx.fillStyle = Views.roleColour(m.role);
    ctx.fillRect(x - w / 2, 0, w, bh);
  });
};

SequenceView.prototype.moveWindow = function (start) {
  this.start = Math.max(0, Math.min(this.n - this.width, start));
  this.paintWindow();
  this.paintMarks();
};

/* The readable cells start .. start + width (not touched when nothing in
 * them changed: an input view stepped past keeps its window). */
SequenceView.prototype.paintWindow = function () {
  var t = this.views.i18n, a = this.arrays(), view = this.view, o = view.index_origin, step = this.step;
  var count = Math.min(this.width, this.n);
  var key = [this.start, count, t.lang, JSON.stringify(this.marks), this.input ? '' : step].join('|');
  if (key === this.painted) return;
  this.painted = key;
  while (this.row.children.length > count) this.row.removeChild(this.row.lastChild);
  while (this.row.children.length < count) {
    var cell = this.row.appendChild(Dom.el('button', 'mx-cell sq-cell'));
    cell.type = 'button';
    cell.appendChild(Dom.el('span', 'sq-index'));
    cell.appendChild(Dom.el('span', 'sq-value'));
  }
  var marks = Views.byIndex(this.marks);
  for (var k = 0; k < count; k++) {
    var i = this.start + k, el = this.row.children[k], w = a.writtenAt[i];
    var known = this.input || (w !== Core.NONE && w <= step);
    var f = Values.format(this.kind, a.values[i], t.lang), id = view.base + i, m = marks[i];
    el.className = 'mx-cell sq-cell ' + (known ? f.cls : 'future') + (w === Core.NONE && !this.input ? ' void' : '') +
      (m ? (m.role ? ' read' : ' cur') : '') + (m && m.asked ? ' asked' : '') +
      (known && a.rare && a.rare[i] && !(m && m.asked) ? ' rare' : '');
    if (m && m.role) el.dataset.role = m.role;
    else delete el.dataset.role;
    /* the name of a cell read beside its index, not on its value */
    if (m && m.role && m.named && m.role.length <= 2) el.firstChild.dataset.tag = m.role;
    else delete el.firstChild.dataset.tag;
    el.firstChild.textContent = view.heads ? view.heads[i] : String(i + o); /* C's head where it gives one */
    el.lastChild.textContent = m && m.asked ? '?' : known ? f.short : '';
    el.dataset.id = String(id);
    if (w !== Core.NONE) el.dataset.step = String(w);
    else delete el.dataset.step;
    el.disabled = w === Core.NONE;
    el.setAttribute('aria-label', this.trace.cellName(id) + ' = ' + (m && m.asked ? '?' : known ? f.text : t.t('pending')));
  }
  this.range.textContent = t.t('cellRange', {
    a: (this.start + o).toLocaleString('en'), b: (this.start + count - 1 + o).toLocaleString('en'), n: this.n.toLocaleString('en')
  });
  this.prev.disabled = this.start <= 0;
  this.next.disabled = this.start + count >= this.n;
};

/* ---- the panel interface (Views) ---------------------------------------------- */

SequenceView.WINDOW_MS = 100;   /* while playing, the readable window follows at most this often */

SequenceView.prototype.show = function (step, marks, playing) {
  this.step = step;
  this.marks = marks;
  if (!this.row.children.length) this.views.changed(); /* its window drawn for the first time: measured again */
  if (!this.fitted) this.fit();
  var now = performance.now();
  this.paintBar(step);
  if (!playing || !(now - this.windowTime < SequenceView.WINDOW_MS)) {
    this.windowTime = now;
    var focus = marks.filter(function (m) { return !m.role; })[0] || marks[0];
    if (focus && (focus.index < this.start || focus.index >= this.start + this.width)) {
      this.start = Math.max(0, Math.min(this.n - this.width, focus.index - (this.width >> 1)));
    }
    this.paintWindow();
  }
  this.paintMarks();
};

/* The window holds as many cells as fit the figure's width (measured once,
 * and again on resize: reading sizes at every step would force layouts). */
SequenceView.prototype.fit = function () {
  var w = this.figure.clientWidth || 800;
  this.fitted = this.figure.clientWidth > 0;
  this.barWidth = this.bar.clientWidth || w;
  this.barHeight = this.bar.clientHeight || 18;
  this.width = Math.max(5, Math.min(41, Math.floor((w - 8) / SequenceView.CELL / this.zoom.z), this.n));
  this.start = Math.max(0, Math.min(this.n - this.width, this.start));
};

SequenceView.prototype.redraw = function () {
  if (this.step === null) return;
  this.painted = '';
  this.fit();
  this.paintWindow();
  this.paintMarks();
};

/* ---- the stage (stage.js) ------------------------------------------------------- */

SequenceView.WIDE = 420;   /* px: the narrowest a sequence is drawn (it grows with the room) */

SequenceView.prototype.natural = function () {
  /* Its cells keep their size (fixed): it shows fewer of them when narrow. */
  /* as narrow as WIDE: its caption wraps there rather than widen the strip */
  var w = SequenceView.WIDE, h = Stage.measure(this.figure, w).h;
  if (!this.row.children.length) h += this.cellHeight(); /* its window is not drawn yet */
  return { w: w, h: h, grow: 'x', fixed: true };
};

/* A window cell's height: an index and a value, in the stage's font. */
SequenceView.prototype.cellHeight = function () {
  return Math.ceil(Stage.font() * 2 * 1.35 + 8);
};

/* Into a box w wide: the bar spans it and the window holds as many cells as fit. */
SequenceView.prototype.fitTo = function (w) {
  this.figure.style.width = w + 'px';
  this.fitted = false;
  if (this.step !== null) this.redraw();
};

/* Where mark m's cell is on the screen (for the motion), or null when it
 * is outside the window. */
SequenceView.prototype.rect = function (m) {
  var el = this.row.children[m.index - this.start];
  return m.index >= this.start && el ? el.getBoundingClientRect() : null;
};
