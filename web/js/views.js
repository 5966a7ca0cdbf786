/*
 * views.js — Views: a trace's views as they stand after a step, each drawn
 * by its kind from C (gw_trace_meta): "matrix" (MatrixView), "sequence"
 * (SequenceView, or a MatrixView table when short), "graph" (GraphView,
 * or a SequenceView value table when C gave no layout or the graph is too
 * big to draw), "board" (AnswerView: the answer cells).  It works out
 * which cells the current step wrote and read and hands each view its
 * own; it also holds the colour scale, the legend and the "go to cell"
 * form.  Clicking a cell anywhere asks for the step that wrote it (onPick).
 *
 * show(step, {conceal}) draws the views as the quiz asks about step: the
 * cells it reads and the cell it writes are marked, but that cell's value
 * is hidden (values are drawn as after step - 1).  show(-1) draws every
 * cell still to compute (a lesson stop that shows no step yet).
 */
'use strict';

function Views(root, i18n, onPick) {
  this.root = root;
  this.i18n = i18n;
  this.onPick = onPick;
  this.trace = null;
  this.panels = [];
  this.step = -1;
  var self = this;
  /* The stage's room changes with the window, the side panel and the
   * explanation's length: laid out again when it does. */
  if (window.ResizeObserver) new ResizeObserver(function () { self.refit(); }).observe(root);
}

Views.SMALL = 400;          /* up to this many cells: a table of numbers */
/* A perceptual ramp (viridis) for the heat maps. */
Views.RAMP = [[68, 1, 84], [59, 82, 139], [33, 145, 140], [94, 201, 98], [253, 231, 37]];
Views.PENDING = [232, 236, 241];   /* replaced by the theme's colours (Views.themed) */
Views.VOID = [250, 251, 252];
/* Categories (outcome: lose, win, draw; bool: no, yes) in the heat maps:
 * Okabe and Ito's colours for colour-blind readers (vermillion, sky blue,
 * grey), far apart in lightness too; the legend gives each a letter. */
Views.CATEGORY = { outcome: [[213, 94, 0], [86, 180, 233], [153, 153, 153]], bool: [[213, 94, 0], [86, 180, 233]] };
Views.ROLE_COLOURS = { L: '#1c64f2', R: '#e8590c', X: '#2b8a3e' };
Views.CURRENT = '#c2255c';
Views.READ = '#5f3dc4';

/* Takes the marking colours, the not-yet-computed and the empty cells'
 * colours from the theme (Theme.colours, from style.css). */
Views.themed = function () {
  if (typeof Theme === 'undefined') return;
  var p = Theme.colours();
  Views.ROLE_COLOURS = { L: p.L, R: p.R, X: p.X };
  Views.CURRENT = p.cur;
  Views.READ = p.read;
  Views.PENDING = Theme.rgb(p.pending);
  Views.VOID = Theme.rgb(p.blank);
};

/* Labels for the cells a step reads: the names C gives the rule's reads
 * ("L", "R", "X"), else 1, 2, 3 ... */
Views.roles = function (count, rule) {
  var named = (rule && rule.reads) || [], out = [];
  for (var i = 0; i < count; i++) out.push(named[i] || String(i + 1));
  return out;
};

Views.roleColour = function (role) {
  return role ? Views.ROLE_COLOURS[role] || Views.READ : Views.CURRENT;
};

Views.abgr = function (rgb) {
  return (255 << 24 | rgb[2] << 16 | rgb[1] << 8 | rgb[0]) >>> 0;
};

Views.ramp = function (t) {
  var r = Views.RAMP, x = Math.max(0, Math.min(1, t)) * (r.length - 1);
  var i = Math.min(r.length - 2, Math.floor(x)), f = x - i;
  return [0, 1, 2].map(function (k) { return Math.round(r[i][k] + f * (r[i + 1][k] - r[i][k])); });
};

/* ABGR words for values (as Uint32 pairs), into out[from .. to): categories
 * for outcome and bool views; otherwise linear in value, logarithmic when
 * the values span more than four decimal orders. */
Views.colours = function (words, max, kind, out, from, to) {
  var cats = Views.CATEGORY[kind], i;
  if (cats) {
    var c = new Uint32Array(cats.map(Views.abgr)), nc = c.length;
    for (i = from; i < to; i++) out[i] = words[2 * i + 1] || words[2 * i] >= nc ? c[0] : c[words[2 * i]];
    return;
  }
  var log = max > 10000, scale = log ? Math.log1p(max) : max || 1, lut = new Uint32Array(256);
  for (var k = 0; k <= 255; k++) lut[k] = Views.abgr(Views.ramp(k / 255));
  for (i = from; i < to; i++) {
    var x = words[2 * i] + words[2 * i + 1] * 4294967296;
    out[i] = lut[Math.round(255 * (log ? Math.log1p(x) : x) / scale)];
  }
};

/* Scrolls a box (never the page) so that el is visible. */
Views.reveal = function (box, el) {
  if (!box || box.scrollWidth <= box.clientWidth && box.scrollHeight <= box.clientHeight) return;
  var b = box.getBoundingClientRect(), r = el.getBoundingClientRect();
  if (r.left < b.left) box.scrollLeft -= b.left - r.left + 40;
  else if (r.right > b.right) box.scrollLeft += r.right - b.right + 40;
  if (r.top < b.top) box.scrollTop -= b.top - r.top + 8;
  else if (r.bottom > b.bottom) box.scrollTop += r.bottom - b.bottom + 8;
};

/* Marks by cell index; the written cell's wins over a read of it. */
Views.byIndex = function (marks) {
  var out = {};
  marks.forEach(function (m) { if (!(m.index in out) || !m.role) out[m.index] = m; });
  return out;
};

/* r if it meets the box b (client rectangles), else null. */
Views.inside = function (r, b) {
  return r.left + r.width > b.left && r.left < b.right && r.top + r.height > b.top && r.top < b.bottom ? r : null;
};

/*
 * The colour scale and the final colour of every cell of the heat maps,
 * kept on the trace (trace.drawing), in pieces of at most Views.PIECE
 * cells: each view's largest value, then its colours.  A cell no step
 * writes gets the theme's blank colour (drawing.blank[v]; Views.rebake when
 * the theme changes it), unless the view holds the position's own values,
 * so that a heat map at its last step (drawing.last[v]) is one copy of its
 * colours.  prepareSteps gives the pieces so that the app can run each in
 * an animation frame of its own (a 1000 x 1000 table is tens of ms; a
 * piece a few); prepare runs them all at once.  The drawing is put on the
 * trace by the last piece; a trace of at most one piece's cells comes as
 * one piece.
 */
Views.PIECE = 1 << 18;
Views.prototype.prepareSteps = function (trace) {
  if (trace.drawing) return [];
  Views.themed();
  /* Each view's scale runs from 0 to its own largest value (one view's
   * large numbers must not flatten another's colours). */
  var blank = Views.abgr(Views.VOID), drawing = { max: [], colours: [], last: [], blank: [] };
  var steps = [], P = Views.PIECE, cells = 0;
  var arrays = function (v) { return trace.arrays().views[v]; };
  trace.views.forEach(function (view, v) {
    var n = view.rows * view.cols, at;
    cells += n;
    drawing.max[v] = 0;
    drawing.last[v] = 0;
    if (view.value_kind === 'int') {
      for (at = 0; at < n; at += P) steps.push(function (from, to) {
        var w = arrays(v).words, max = drawing.max[v];
        for (var i = 2 * from; i < 2 * to; i += 2) max = Math.max(max, w[i] + w[i + 1] * 4294967296);
        drawing.max[v] = max;
      }.bind(null, at, Math.min(n, at + P)));
    }
    if (n <= 1) return; /* any table may go to a heat map on the stage */
    drawing.colours[v] = new Uint32Array(n);
    drawing.blank[v] = blank;
    for (at = 0; at < n; at += P) steps.push(function (from, to) {
      var a = arrays(v), out = drawing.colours[v];
      Views.colours(a.words, drawing.max[v], view.value_kind, out, from, to);
      drawing.last[v] = Views.blanks(a.writtenAt, out, from, to, trace.isInput(v) ? -1 : blank, drawing.last[v]);
    }.bind(null, at, Math.min(n, at + P)));
  });
  steps.push(function () { trace.drawing = drawing; });
  if (cells > P) return steps;
  return [function () { steps.forEach(function (step) { step(); }); }]; /* small: one piece */
};

/* Puts `blank` on the cells of out[from .. to) that no step writes (none
 * when blank < 0); returns the last step that writes one, at least `last`. */
Views.blanks = function (writtenAt, out, from, to, blank, last) {
  var none = Core.NONE;
  for (var i = from; i < to; i++) {
    var w = writtenAt[i];
    if (w === none) {
      if (blank >= 0) out[i] = blank;
    } else if (w > last) {
      last = w;
    }
  }
  return last;
};

/* The blank cells of view v's colours in the theme's blank colour again. */
Views.rebake = function (trace, v) {
  var d = trace.drawing, blank = Views.abgr(Views.VOID), out = d.colours[v];
  if (!out || d.blank[v] === blank || trace.isInput(v)) return;
  Views.blanks(trace.arrays().views[v].writtenAt, out, 0, out.length, blank, 0);
  d.blank[v] = blank;
};

/* The note under a sequence whose rare values C marks (arrays' rare):
 * what the mark means, and C's mask. */
Views.prototype.rareNote = function (view) {
  return Dom.el('p', 'sq-note', this.i18n.t('rareNote', { mask: view.rare_mask }));
};

/* Runs fn in a later animation frame, one queued function a frame. */
Views.prototype.later = function (fn) {
  var queue = this.queue || (this.queue = []);
  queue.push(fn);
  if (queue.length > 1) return;
  var next = function () {
    queue.shift()();
    if (queue.length) Runner.nextFrame().then(next);
  };
  Runner.nextFrame().then(next);
};

Views.prototype.prepare = function (trace) {
  this.prepareSteps(trace).forEach(function (step) { step(); });
};

Views.prototype.caption = function (v) {
  return this.i18n.pick(this.trace.views[v].label);
};

/* The drawing of view v, by its kind. */
Views.prototype.panelFor = function (v) {
  var view = this.trace.views[v], cells = view.rows * view.cols;
  switch (view.kind) {
    case 'graph':
      if (GraphView.fits(this.trace, v)) return new GraphView(this, v);
      return new SequenceView(this, v, this.i18n.t(view.has_layout ? 'graphTooBig' : 'graphNoLayout', { n: cells }));
    case 'board':
      return cells <= AnswerView.MAX ? new AnswerView(this, v) : new MatrixView(this, v);
    case 'sequence':
      /* A sequence with a period is a table, to be wrapped by it. */
      return cells <= Views.SMALL || cells <= 1000 && this.period(v) ? new MatrixView(this, v, true) : new SequenceView(this, v);
    default:
      return view.rows === 1 && cells > Views.SMALL ? new SequenceView(this, v) : new MatrixView(this, v);
  }
};

/* The period C found in sequence view v: a view "period" holds the
 * preperiod and the period (heaps), and for an arithmetic period the
 * saltus, written by a step that reads v's cells.  {pre, p, s, at: that
 * step} (s = 0: plain periodicity) or null. */
Views.prototype.period = function (v) {
  var t = this.trace, a = t.arrays().views;
  for (var k = 0; k < t.views.length; k++) {
    var at = a[k].writtenAt[1];
    if (t.views[k].name !== 'period' || at === undefined || at === Core.NONE) continue;
    var reads = t.step(at).reads, p = Number(a[k].values[1]), where = reads.length && t.locate(reads[0]);
    /* a third cell is the saltus s of an arithmetic period: G(n + p) = G(n) + s */
    var s = t.views[k].cols > 2 ? Number(a[k].values[2]) : 0;
    if (where && where.view === v && p > 0) return { pre: Number(a[k].values[0]), p: p, s: s, at: at };
  }
  return null;
};

/* Shows `trace` (a Trace) or, without one, a notice. */
Views.prototype.setTrace = function (trace, notice) {
  Views.themed();
  this.root.textContent = '';
  this.trace = trace;
  this.panels = [];
  this.box = null;
  this.noSide = false;
  this.infoW = 0;
  var card = this.root.closest('.tables');
  if (card) card.style.removeProperty('--info-w');
  this.lastMarks = [];
  this.step = null;
  if (!trace) {
    if (notice) this.root.appendChild(Dom.el('p', 'notice', notice));
    return;
  }
  this.prepare(trace);
  /* The stage: the views' figures, placed by Stage.fit in the box; under
   * it one line with the colour legend and the "go to cell" form. */
  var box = this.box = this.root.appendChild(Dom.el('div', 'stage-box'));
  /* The figures in a layer of their own, shrunk as a whole (Stage.fit)
   * when even their least sizes overflow the box. */
  var inner = this.inner = box.appendChild(Dom.el('div', 'stage-inner'));
  var cats = {};
  for (var v = 0; v < trace.views.length; v++) {
    this.panels.push(this.panelFor(v));
    if (Values.categorical(trace.views[v].value_kind)) cats[trace.views[v].value_kind] = true;
  }
  /* A view whose cells are the values of the position's parts (a sum):
   * the position's own board beside the views, each part with its value. */
  var parts = trace.views.map(function (view) { return !!view.parts; }).indexOf(true);
  var board = parts >= 0 && this.boardOf && this.boardOf();
  if (board) this.panels.push(new PartsView(this, parts, board));
  /* A game graph with positions (explore) first: it is what the trace is
   * about; then the position's board, the one-row views (the position),
   * then the rest. */
  var order = this.panels.map(function (p, k) { return k; }), panels = this.panels;
  var rank = function (k) {
    if (panels[k] instanceof PartsView) return 0.5;
    return panels[k] instanceof GraphView && panels[k].labels ? 0 : trace.views[k].rows === 1 ? 1 : 2;
  };
  order.sort(function (a, b) { return rank(a) - rank(b) || a - b; });
  this.order = order;
  this.allOrder = null;
  this.fewerNote = null;
  this.originals = this.panels.slice();
  this.overviews = [];
  order.forEach(function (k) { inner.appendChild(panels[k].figure); });
  /* The "go to cell" form in its menu above the stage (else under it). */
  var slot = document.getElementById('jump-slot') || this.root;
  slot.textContent = '';
  slot.appendChild(this.buildJump());
  this.cats = Object.keys(cats);
  this.fit();
};

/* View k (by its place in this.panels) drawn as its overview instead
 * (Stage: it does not fit readable): a table becomes a heat map with a
 * lens, a long row a bar with a window, a graph its whole drawing with a
 * lens.  False when it has none. */
Views.prototype.toOverview = function (k) {
  if (this.naturals) this.naturals[k] = null; /* its size changes with it */
  var old = this.panels[k], view = this.trace.views[k], panel;
  if (old instanceof GraphView) return old.toOverview();
  if (!(old instanceof MatrixView) || !old.table) return false;
  /* made once a trace, kept for the next layouts */
  panel = this.overviews[k] || (this.overviews[k] = view.rows === 1 ? new SequenceView(this, k) : new MatrixView(this, k, false, true));
  this.swap(k, panel);
  return true;
};

/* Panel `panel` in view k's place on the stage, drawn at the current step. */
Views.prototype.swap = function (k, panel) {
  var old = this.panels[k];
  if (old === panel) return;
  panel.figure.style.display = old.figure.style.display; /* left out (Views.fewer) or not */
  this.inner.replaceChild(panel.figure, old.figure);
  this.panels[k] = panel;
  if (this.step !== null) panel.show(this.conceal ? this.step - 1 : this.step, this.marksOf(k), false);
};

/* Every view back to its own drawing before a new layout (the room may
 * have grown since a view went to its overview). */
Views.prototype.unOverview = function () {
  var self = this;
  this.originals.forEach(function (p, k) {
    if (p instanceof GraphView) p.fromOverview();
    else self.swap(k, p);
  });
  this.panels.forEach(function (p) {
    if (p.widest) p.widest();
    if (p.unwiden) p.unwiden();
  });
};

/* Whether the course's panel is on screen beside the stage (mayBrief, set
 * by the course, and the side panel not folded): only then does a stop's
 * text say in words what the stage may leave out. */
Views.prototype.inCourse = function () {
  return !!this.mayBrief && !document.documentElement.classList.contains('folded');
};

/* Lays the views out on the stage (stage.js): the explanation beside them
 * or above them, whichever leaves them the larger scale, then every view
 * fitted.  Called when the trace, the screen or the room changes. */
Views.prototype.fit = function () {
  if (!this.box || !this.panels.length) return;
  this.naturals = []; /* measured once in this fitting (Views.natural) */
  try {
    this.fitViews();
  } finally {
    this.naturals = null;
  }
};

Views.prototype.fitViews = function () {
  var card = this.root.closest('.tables');
  this.showAll();
  if (card) card.classList.remove('stage-brief', 'stage-here');
  this.fitOnce();
  if (!card || !this.overviewed()) return;
  var all = this.order, outside = !this.inCourse();
  /* Outside the course, a stage of Views.MANY views or more that is not
   * whole and readable does as the course does, the step's explanation
   * kept whole first: fewer views at once, the least needed left out; the
   * line under the stage says how many and has a button for all of them
   * (as overviews where they must be: this.everyView) and from there back. */
  if (outside) {
    if (all.length < Views.MANY || !this.staged) return;
    if (this.everyView) {
      this.fewerLine(all.length, all.length);
      this.fitOnce();
      return;
    }
    if (this.fewer() && !this.overviewed()) return;
    this.showAll(all);
  }
  /* In the course (mayBrief), whose panel says in words what the stop
   * shows, and outside it when leaving views out was not enough: rather
   * than a graph or a table as an overview, the step's explanation in
   * brief (its step and cells, not its prose), when that gives the views
   * room to be drawn whole and readable. */
  card.classList.add('stage-brief');
  card.classList.toggle('stage-here', outside); /* outside the course the step controls stay (style.css) */
  if (!outside) {
    this.fitOnce();
    if (!this.overviewed()) return;
  }
  /* Still not whole: fewer views at once, the least needed left out first
   * (the line under the stage says how many; closing the course, or its
   * button, shows them all), until the rest are drawn whole and readable. */
  var dropped = this.fewer();
  if (!this.overviewed()) return;
  /* No help: every view again; in the course the explanation kept in
   * brief (the panel says the stop in words; the views keep the room). */
  this.showAll(all);
  if (outside) card.classList.remove('stage-brief', 'stage-here');
  if (dropped || outside) this.fitOnce();
};
Views.MANY = 3; /* outside the course, stages of this many views or more may show fewer (Views.fit) */

/* The line under the stage: k of the n views shown (k < n), or all of
 * them as overviews (k = n, outside the course only); outside the course
 * with a button to the other. */
Views.prototype.fewerLine = function (k, n) {
  var self = this, note = this.fewerNote || (this.fewerNote = this.root.appendChild(Dom.el('p', 'stage-fewer')));
  var t = this.i18n;
  note.textContent = t.t(this.inCourse() ? 'viewsFewer' : k < n ? 'viewsFewerHere' : 'viewsEvery', { k: k, n: n });
  if (this.inCourse()) return;
  var b = note.appendChild(Dom.el('button', 'stage-every', t.t(k < n ? 'viewsShowAll' : 'viewsShowFewer', { n: n })));
  b.type = 'button';
  b.addEventListener('click', function () {
    self.everyView = k === n ? false : true;
    self.fit();
    self.panels.forEach(function (p) { if (p.redraw) p.redraw(); });
    var again = self.root.querySelector('.stage-every');
    if (again) again.focus();
  });
};

/* The views of the stage in the order they are left out when there is no
 * room for all (Views.fit): those the step does not read before those it
 * reads, tables before graphs, the last first; never the view the step
 * writes, nor the first graph, nor one the reader is using (zoomed in or
 * holding the focus: a step must not take away the table being read). */
Views.prototype.dropOrder = function () {
  var self = this, written = {}, read = {}, firstGraph = -1;
  (this.lastMarks || []).forEach(function (m) {
    if (!m.role) written[m.view] = true;
    else read[m.view] = 1;
  });
  this.order.forEach(function (k) { if (firstGraph < 0 && self.panels[k] instanceof GraphView) firstGraph = k; });
  var graph = function (k) { return self.panels[k] instanceof GraphView ? 1 : 0; };
  /* nor a view the reader is working with: zoomed in, or holding the focus */
  var inUse = function (k) {
    var p = self.panels[k];
    return !!(p && (p.zoom && p.zoom.z > 1 || p.figure && p.figure.contains(document.activeElement)));
  };
  return this.order.filter(function (k) { return !written[k] && k !== firstGraph && !inUse(k); }).sort(function (a, b) {
    return (read[a] || 0) - (read[b] || 0) || graph(a) - graph(b) || self.order.indexOf(b) - self.order.indexOf(a);
  });
};

/* Leaves views out (Views.dropOrder) one at a time until the others are
 * whole and readable or one is left; says how many in a line under the
 * stage.  Returns how many it left out. */
Views.prototype.fewer = function () {
  var drop = this.dropOrder(), all = this.order, left = 0;
  if (!drop.length) return 0;
  this.fewerLine(all.length - 1, all.length);
  while (drop.length && this.overviewed() && all.length - left > 1) {
    var k = drop.shift();
    this.panels[k].figure.style.display = 'none';
    this.order = this.order.filter(function (j) { return j !== k; });
    left++;
    this.fewerLine(all.length - left, all.length);
    this.fitOnce();
  }
  this.hiddenViews = all.filter(function (k) { return this.order.indexOf(k) < 0; }, this);
  return left;
};

/* Every view on the stage again (after Views.fewer), in order `all` (else the one kept). */
Views.prototype.showAll = function (all) {
  var self = this;
  if (all) this.order = all;
  else if (this.allOrder) this.order = this.allOrder;
  this.allOrder = this.order;
  this.originals && this.originals.forEach(function (p, k) { p.figure.style.display = ''; if (self.panels[k]) self.panels[k].figure.style.display = ''; });
  if (this.fewerNote) this.fewerNote.remove();
  this.fewerNote = null;
  this.hiddenViews = [];
};

/* The scale, over the readable one, of the smallest graph drawn whole as
 * an overview (its lens beside it); Infinity when none is. */
Views.prototype.wholeScale = function () {
  var least = Infinity;
  this.panels.forEach(function (p) {
    if (p.overviewMode && p.whole) least = Math.min(least, p.whole / p.readable());
  });
  return least;
};

/* Whether a view is drawn as its overview, or the stage shrunk below readable. */
Views.prototype.overviewed = function () {
  var self = this;
  /* in the course or on the presenter's card (staged), a common scale below 1 too: numbers under the readable size */
  return this.shrink < 0.999 || (this.inCourse() || this.staged) && this.stageScale < 0.999 ||
    this.panels.some(function (p, k) {
      /* outside the course, a long row as a bar with a readable window is
       * how it is drawn (it cannot be whole): not a reason to leave views out */
      if (!self.inCourse() && p instanceof SequenceView && self.trace.views[k].rows === 1) return false;
      return p !== self.originals[k] || p.overviewMode;
    });
};

Views.prototype.fitOnce = function () {
  var box = this.box, card = this.root.closest('.tables');
  this.dirty = false; /* a view that changes while being fitted asks again */
  this.unOverview();
  /* the presenter's card from 900 px; elsewhere (a narrow screen, a page
   * that embeds the views) the views take the height they need */
  var stage = this.staged = !!card && window.matchMedia('(min-width: 900px)').matches;
  box.classList.toggle('free', !stage);
  if (!stage) { /* a narrow screen: the page scrolls, the views take the height they need */
    box.style.height = '10000px';
  } else {
    box.style.height = '';
    if (card) {
      var side = this.noSide ? 0 : this.sideScale(card, box);
      card.classList.remove('stage-side');
      var top = Stage.scaleIn(this, box.clientWidth, box.clientHeight);
      card.classList.toggle('stage-side', !this.noSide && side > top * 1.05);
    }
  }
  box.scrollLeft = box.scrollTop = 0; /* it never scrolls (a reveal may have moved it) */
  this.stageScale = Stage.fit(this);
  var wasSide = !!card && card.classList.contains('stage-side');
  if (stage && card && this.stageScale < 1 && !this.noSide && (wasSide || side > 0)) {
    /* Not readable as chosen: the other place for the explanation (beside
     * only where its words fit), now that the views that had to are
     * overviews, kept if it is better. */
    var first = this.stageScale;
    card.classList.toggle('stage-side', !wasSide);
    if (Stage.fit(this) < first * 1.02) card.classList.toggle('stage-side', wasSide);
    this.stageScale = Stage.fit(this);
  } else if (stage && card && !this.noSide && (wasSide || side > 0) && this.wholeScale() < 1) {
    /* A graph drawn whole but small, with a lens: the other place for the
     * explanation, kept where it draws the graph larger and the rest still
     * readable (a wide game graph under the explanation, a tall one beside). */
    var was = this.wholeScale();
    card.classList.toggle('stage-side', !wasSide);
    var other = Stage.fit(this);
    if (other < 1 || !(this.wholeScale() > was * 1.05)) {
      card.classList.toggle('stage-side', wasSide);
      other = Stage.fit(this);
    }
    this.stageScale = other;
  }
  if (this.legend()) { /* the legend took room */
    this.naturals = [];
    this.stageScale = Stage.fit(this);
  }
  if (!stage) {
    var bottom = 0;
    this.panels.forEach(function (p) { bottom = Math.max(bottom, p.figure.offsetTop + p.figure.offsetHeight); });
    box.style.height = bottom + 'px';
  }
  this.fitted = [box.clientWidth, box.clientHeight];
};

/* View k's natural size (its panel's natural()), measured once in a
 * fitting (Views.fit: every try of the explanation's two places, of
 * fewer views and of the stage's layouts asks for the same sizes, and
 * each measuring is a forced layout of the page, a long table's tens of
 * ms).  Measured again when the view changes shape (an overview, a
 * narrower or wider shape: Views.shape; the legend) and forgotten when
 * the fitting ends. */
Views.prototype.natural = function (k) {
  var cache = this.naturals, p = this.panels[k], shape = Views.shape(p);
  if (!cache) return p.natural();
  if (!cache[k] || cache[k].panel !== p || cache[k].shape !== shape) cache[k] = { panel: p, shape: shape, size: p.natural() };
  return cache[k].size;
};

/* What a panel's natural size depends on besides its panel: its
 * overview (a graph), its boards' wrap (a sum), its caption's width (a
 * table). */
Views.shape = function (p) {
  return (p.overviewMode ? 'o' : '') + ' ' + (p.wrap || 0) + ' ' + (p.wideW || 0);
};

/* The colour legend under the stage, when a view is drawn in colours (a
 * heat map or a bar: tables and graphs write their values). */
Views.prototype.legend = function () {
  var old = this.root.querySelector('.mx-legend'), coloured = this.panels.filter(function (p) {
    return p instanceof SequenceView || p instanceof MatrixView && !p.table;
  })[0];
  /* In the first coloured view's figure: part of its size on the stage. */
  if (old && coloured && coloured.figure.contains(old) || !old && !coloured) return false;
  if (old) old.parentNode.removeChild(old);
  if (coloured) coloured.figure.appendChild(this.buildLegend(this.cats));
  return true;
};

/* The step's explanation was written: if it does not fit its column
 * beside the views, the column widens (Views.INFO), and past the widest
 * the explanation goes above the views, for the rest of this trace. */
Views.INFO = ['', 'max(14rem, 34%)', 'max(16rem, 42%)'];   /* the explanation's column beside the views: CSS's, then wider */
Views.prototype.checkInfo = function () {
  var card = this.root.closest('.tables'), info = card && card.querySelector('.stage-info');
  if (!info || this.noSide || !card.classList.contains('stage-side')) return;
  if (!Views.wordsFit(info)) {
    this.infoW = (this.infoW || 0) + 1;
    if (this.infoW < Views.INFO.length) card.style.setProperty('--info-w', Views.INFO[this.infoW]);
    else this.noSide = true;
    this.fit(); /* at once: the explanation is on screen with its step */
    this.panels.forEach(function (p) { if (p.redraw) p.redraw(); });
    this.checkInfo();
  }
};

/* Whether the explanation's words show whole in their box; the chips of
 * the cells read under them may scroll (they are on the views, marked). */
Views.wordsFit = function (info) {
  info.scrollTop = 0;
  var words = info.querySelectorAll('.si-text, .si-rule'), last = words[words.length - 1];
  return last ? last.getBoundingClientRect().bottom <= info.getBoundingClientRect().bottom - 2 : info.scrollHeight <= info.clientHeight + 1;
};

/* The scale the views get with the explanation beside them, in the
 * narrowest of its columns (Views.INFO, from this.infoW on) that holds
 * its words; 0 when none does. */
Views.prototype.sideScale = function (card, box) {
  var info = card.querySelector('.stage-info');
  card.classList.add('stage-side');
  for (var w = this.infoW || 0; w < Views.INFO.length; w++) {
    if (Views.INFO[w]) card.style.setProperty('--info-w', Views.INFO[w]);
    if (!info || Views.wordsFit(info)) {
      this.infoW = w;
      return Stage.scaleIn(this, box.clientWidth, box.clientHeight);
    }
  }
  return 0;
};

/* A view changed its shape (a sequence wrapped in rows of its period):
 * the stage is laid out again in the next frame. */
Views.prototype.changed = function () {
  this.dirty = true;
  this.refit();
};

/* The room changed (a resize, the explanation grew): fitted again in the
 * next frame, once. */
Views.prototype.refit = function () {
  var self = this;
  if (this.refitting) return;
  this.refitting = true;
  requestAnimationFrame(function () {
    self.refitting = false;
    var box = self.box;
    if (box && box.isConnected && (self.dirty || !self.fitted || Math.abs(self.fitted[0] - box.clientWidth) > 2 || Math.abs(self.fitted[1] - box.clientHeight) > 2)) {
      self.fit();
      self.panels.forEach(function (p) { if (p.redraw) p.redraw(); });
    }
  });
};

/* ---- legend and cell picker --------------------------------------------- */

/* View v's own colour scale (0 .. its largest value), for its figure. */
Views.prototype.scale = function (v) {
  var el = Dom.el('span', 'mx-scale'), stops = [], max = this.trace.drawing.max[v];
  el.setAttribute('aria-hidden', 'true');
  for (var k = 0; k <= 4; k++) stops.push('rgb(' + Views.ramp(k / 4).join(',') + ')');
  el.appendChild(Dom.el('span', '', '0'));
  el.appendChild(Dom.el('span', 'mx-ramp')).style.background = 'linear-gradient(to right,' + stops.join(',') + ')';
  el.appendChild(Dom.el('span', '', String(max >= 1e15 ? max.toExponential(2) : max)));
  return el;
};

Views.prototype.buildLegend = function (cats) {
  var t = this.i18n, lang = t.lang, legend = Dom.el('div', 'mx-legend');
  legend.setAttribute('aria-hidden', 'true');
  cats.forEach(function (kind) {
    Views.CATEGORY[kind].forEach(function (rgb, i) {
      var f = Values.format(kind, i, lang);
      var sw = legend.appendChild(Dom.el('span', 'mx-swatch cat', f.short));
      sw.style.background = 'rgb(' + rgb.join(',') + ')';
      legend.appendChild(Dom.el('span', '', f.text));
    });
  });
  var pend = legend.appendChild(Dom.el('span', 'mx-swatch'));
  pend.style.background = 'rgb(' + Views.PENDING.join(',') + ')';
  legend.appendChild(Dom.el('span', 'mx-pending-label', t.t('pending')));
  return legend;
};

Views.prototype.buildJump = function () {
  var self = this, t = this.i18n, trace = this.trace;
  var form = Dom.el('form', 'mx-jump');
  form.appendChild(Dom.el('span', 'mx-jump-title', t.t('goCell')));
  var select = Dom.el('select');
  trace.views.forEach(function (v, i) {
    if (trace.isInput(i) || v.rows * v.cols === 1) return;
    var opt = select.appendChild(Dom.el('option', '', self.caption(i) || v.name));
    opt.value = String(i);
  });
  if (!select.options.length) return form;
  function field(id, label, input) {
    var l = Dom.el('label', '', label);
    l.htmlFor = id;
    input.id = id;
    form.appendChild(l);
    form.appendChild(input);
    return input;
  }
  field('jump-view', t.t('view'), select);
  var row = field('jump-row', t.t('row'), Dom.el('input'));
  var col = field('jump-col', t.t('col'), Dom.el('input'));
  [row, col].forEach(function (inp) {
    inp.type = 'number';
    inp.min = '0';
    inp.inputMode = 'numeric';
  });
  /* One-row views (sequences, graphs) are numbered by column only. */
  function sync() {
    var one = trace.views[Number(select.value)].rows === 1;
    row.hidden = one;
    row.previousSibling.hidden = one;
    col.previousSibling.textContent = t.t(one ? 'index' : 'col');
  }
  select.addEventListener('change', sync);
  sync();
  var go = form.appendChild(Dom.el('button', '', t.t('go')));
  go.type = 'submit';
  var msg = form.appendChild(Dom.el('span', 'error'));
  msg.setAttribute('role', 'status');
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var v = Number(select.value), view = trace.views[v], o = view.index_origin;
    var r = view.rows === 1 ? 0 : Number(row.value) - o, c = Number(col.value) - o;
    var ok = Number.isInteger(r) && Number.isInteger(c) && r >= 0 && c >= 0 && r < view.rows && c < view.cols;
    var step = ok ? trace.writtenAt(trace.cellId(v, r, c)) : -1;
    msg.textContent = step < 0 ? t.t('noSuchCell') : '';
    if (step >= 0) self.onPick(step);
  });
  return form;
};

/* ---- the current step ------------------------------------------------------ */

/* The cells step `step` wrote (role "") and read, located in their views. */
Views.prototype.marks = function (step) {
  var trace = this.trace, info = trace.step(step), rule = trace.rules[info.rule];
  var roles = Views.roles(info.reads.length, rule), named = info.reads.length <= 4, i18n = this.i18n;
  return [{ id: info.cell, role: '' }].concat(info.reads.map(function (id, k) {
    /* word: the read's name in the page's language (C's read_names), drawn
     * where a name is written out (a heat map's label); role stays the
     * notation (L, R, X) the tables' margins use */
    var word = rule && rule.read_names && rule.read_names[k] ? i18n.pick(rule.read_names[k]) : '';
    return { id: id, role: roles[k], word: word, named: named || !!(rule && rule.reads && rule.reads[k]) };
  })).map(function (m) {
    var at = trace.locate(m.id);
    return at ? { id: m.id, role: m.role, word: m.word, named: m.named, view: at.view, row: at.row, col: at.col, index: at.index } : null;
  }).filter(Boolean);
};

/* Draws every view after step `step` with what it wrote and read; with
 * opts.conceal the value step writes stays hidden (the quiz asks for it);
 * step -1: nothing computed yet, nothing marked.  opts.playing: playback
 * at speed, when panels may leave out what cannot be followed anyway (the
 * readable window between its updates, the motion). */
/* The marks of the current step in view k. */
Views.prototype.marksOf = function (k) {
  return (this.lastMarks || []).filter(function (m) { return m.view === k; });
};

Views.prototype.show = function (step, opts) {
  if (!this.trace) return;
  var conceal = !!(opts && opts.conceal) && step >= 0;
  var marks = step >= 0 ? this.marks(step) : [];
  if (conceal) marks.forEach(function (m) { if (!m.role) m.asked = true; });
  var prev = this.step;
  this.step = step;
  this.conceal = conceal;
  this.lastMarks = marks;
  var upto = conceal ? step - 1 : step, playing = !!(opts && opts.playing);
  this.panels.forEach(function (panel, v) {
    panel.show(upto, marks.filter(function (m) { return m.view === v; }), playing);
  });
  this.motion(!conceal && marks, prev, step, playing);
  /* A view this step writes was left out (Views.fewer chose before the step was known): laid out again. */
  var hidden = this.hiddenViews || [];
  if (marks.some(function (m) { return !m.role && hidden.indexOf(m.view) >= 0; })) this.changed();
};

/* Motion (motion.js) for the step between prev and step: one step forward
 * moves the step's own cells, one back undoes the step left (prev), a
 * jump while playing moves the step arrived at; nothing else moves. */
Views.prototype.motion = function (marks, prev, step, playing) {
  var back = !!marks && prev === step + 1;
  Motion.step(this, back ? this.marks(prev) : (prev === step - 1 || playing && step > prev) && marks, back, playing);
};

/* Re-labels after a language switch (the labels come from C in both languages). */
Views.prototype.relabel = function () {
  if (!this.trace) return;
  var step = this.step, conceal = this.conceal;
  this.setTrace(this.trace);
  if (step !== null) this.show(step, { conceal: conceal });
};

/* Redraws everything in the theme's colours (after a theme change). */
Views.prototype.repaint = function () {
  Views.themed();
  this.relabel();
};

/* The stage is laid out again for the new room (call on resize). */
Views.prototype.redraw = function () {
  this.fitted = null;
  this.refit();
};
