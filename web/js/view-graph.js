/*
 * view-graph.js — GraphView: a trace view of kind "graph" (an SG DAG, a
 * game graph, a Hackenbush picture) drawn on a canvas as C drew it
 * (src/core/drawing.c: node centres in pixels, each edge a polyline through
 * its bends, labels above the nodes or beside them when view.upward),
 * squeezed across and down where C left room to spare (GraphView.compact:
 * a uniform scale of each axis, no two nodes closer than a gap) and with
 * explore's labels shortened to what tells its positions apart.  Edges are arrows from a
 * position to its options, plain lines when view.undirected; a loop is a
 * small circle at its node.  A node shows
 * its value once the step that writes it is reached; the node the current
 * step writes is ringed, the nodes it read (every option, for a mex) are
 * ringed too and their edges drawn in colour (an edge between two nodes
 * read, none written here: the edge a step cuts or matches).  Values are text (letters
 * for outcomes), never colour alone.  A click on a node asks for the step
 * that wrote it; a node labelled with a position (explore's game graph:
 * trace.labels) shows it above the node instead of its number, and a click
 * on it, or Enter on the graph for the node of the current step, loads that
 * position (views.onLoad).  Views without a layout, or too large to draw, go to
 * SequenceView instead (Views.panelFor).  A node the quiz asks about
 * (mark.asked) shows "?" until answered.  Colours come from the theme.
 * Parallel edges, which C routes alike, are drawn apart (GraphView.fan).
 * Zoom (zoom.js) scales the drawing from the whole of it in its box up to
 * twice C's size; the box scrolls.
 */
'use strict';

function GraphView(views, v) {
  var self = this, trace = views.trace, view = trace.views[v], a = trace.arrays().views[v];
  this.views = views;
  this.trace = trace;
  this.v = v;
  this.view = view;
  this.n = view.cols * view.rows;
  this.kind = view.value_kind;
  this.input = trace.isInput(v);
  this.step = null;
  this.marks = [];
  /* C's drawing, copied once (the WASM memory may grow and move). */
  this.nx = Int32Array.from(a.nodeX);
  this.ny = Int32Array.from(a.nodeY);
  this.from = Uint32Array.from(a.edgeFrom);
  this.to = Uint32Array.from(a.edgeTo);
  this.bs = a.bends && Uint32Array.from(a.bendStart);
  this.bp = a.bends && Int32Array.from(a.bends);
  this.labels = (trace.labels && trace.labels[v]) || null;
  /* what is drawn of the labels: the words every label shares left out */
  this.drawnLabels = this.labels && GraphView.shortLabels(this.labels);
  this.c = { nx: this.nx, ny: this.ny, bp: this.bp }; /* C's own, for compact() */
  this.x0 = this.y0 = 0;
  this.fan = GraphView.fan(this);
  this.compact();
  var figure = this.figure = Dom.el('figure', 'mx-view gv-view');
  figure.dataset.view = view.name;
  var cap = figure.appendChild(Dom.el('figcaption', '', views.caption(v)));
  cap.appendChild(Dom.el('span', 'sq-count', ' · ' + views.i18n.t('graphSize', { n: this.n, m: view.edges })));
  this.row = figure.appendChild(Dom.el('div', 'gv-row'));
  this.scroller = this.row.appendChild(Dom.el('div', 'gv-scroll'));
  this.canvas = this.scroller.appendChild(Dom.el('canvas', 'gv-canvas'));
  /* Zoom (Ctrl+wheel, a pinch, + - 0 on the box): z = 1 is the whole
   * drawing in its box, at most C's size; the drawing starts at C's size. */
  this.zoom = new Zoom(this.scroller, function () { self.rescale(); }, 4, false);
  this.canvas.setAttribute('role', 'img');
  var load = this.labels && views.onLoad;
  this.canvas.setAttribute('aria-label', views.caption(v) + ' (' + views.i18n.t('graphSize', { n: this.n, m: view.edges }) + ')' +
    (load ? ': ' + views.i18n.t('exploreEnter') : ''));
  this.canvas.addEventListener('click', function (e) {
    var i = self.nodeAt(e);
    if (i >= 0 && load) views.onLoad(self.labels[i]);
    else if (i >= 0 && self.writtenAt(i) >= 0) self.views.onPick(self.writtenAt(i));
  });
  if (load) {
    this.canvas.tabIndex = 0;
    this.canvas.addEventListener('keydown', function (e) {
      var cur = self.marks.filter(function (m) { return !m.role; })[0];
      if (e.key !== 'Enter' || !cur) return;
      e.preventDefault();
      views.onLoad(self.labels[cur.index]);
    });
  }
  this.canvas.addEventListener('mousemove', function (e) {
    var i = self.nodeAt(e);
    self.canvas.title = i < 0 ? '' : self.trace.cellName(view.base + i) + ' = ' + self.text(i).text;
    self.canvas.style.cursor = i >= 0 ? 'pointer' : '';
  });
}

GraphView.ZOOM = 2;          /* at most twice C's size */
GraphView.MAX_NODES = 1500;
GraphView.MAX_EDGES = 6000;
GraphView.MAX_AREA = 3e7;     /* square pixels of drawing beyond which: a table */
GraphView.PAD = 8;
/* C's geometry (GR_DRAW_R, GR_DRAW_LINE, GR_DRAW_SPACE, GR_DRAW_CHAR, GR_DRAW_CHARS in src/grundy.h) */
GraphView.R = 16;
GraphView.LINE = 16;
GraphView.SPACE = 8;

/* The label of node i and its width in C's drawing. */
GraphView.prototype.label = function (i) {
  var from = this.view.words_from, h = this.view.heads, t = this.labels ? (this.drawnLabels || this.labels)[i] : h ? h[i] : /* C's head: a part by its vertex */
    from ? String(this.trace.arrays().views[from - 1].values[i]) : String(i + this.view.index_origin); /* the vertex as the text writes it */
  return [t, Math.min(24, t.length) * 8];
};

/* Labels as drawn: the positions of explore's game graph share most of
 * their words (a graph game's position is its whole graph and the
 * token's place), so the words in the same place in every label are left
 * out ("…" where they were) and only what tells the nodes apart is
 * drawn; the whole position shows on hover and in the step's box.  Null
 * when nothing is shared (every label kept). */
GraphView.shortLabels = function (labels) {
  var words = labels.map(function (t) { return String(t).split(' '); }), n = words.length && words[0].length;
  if (labels.length < 2 || words.some(function (w) { return w.length !== n; })) return null;
  var same = words[0].map(function (w, k) { return words.every(function (ws) { return ws[k] === w; }); });
  if (!same.some(Boolean) || same.every(Boolean)) return null;
  return words.map(function (ws) {
    var out = [];
    ws.forEach(function (w, k) {
      if (!same[k]) out.push(w);
      else if (!k || !same[k - 1]) out.push('…');
    });
    return out.join(' ');
  });
};

/* A label's width as drawn (drawing units: CSS px at the drawing's
 * scale 1), in the labels' font: C's room for it widened with the font,
 * as drawBase cuts it. */
GraphView.prototype.labelW = function (i) {
  var l = this.label(i), font = this.fonts().label, ctx = GraphView.ruler || (GraphView.ruler = document.createElement('canvas').getContext('2d'));
  ctx.font = font + 'px system-ui, sans-serif';
  return Math.min(ctx.measureText(l[0]).width, l[1] * font / 12);
};

/* C's drawing, drawn closer where it has room to spare: C spaces nodes
 * for its longest labels and its layers for its bends, so the drawing is
 * scaled down across (fx) and down (fy) as far as no two nodes' boxes
 * (disc and label, at the drawn font) come closer than GraphView.GAP_X
 * and GAP_Y.  Pairs that overlap across are kept apart down (fy first),
 * then every pair that comes to overlap down is kept apart across (fx):
 * C's drawing has no overlaps, so neither has the squeezed one, and a
 * uniform scale of each axis keeps its edges' shapes.  Nodes on a circle
 * keep C's drawing.  Sets the drawing's box (ox, oy, uw, uh). */
GraphView.prototype.compact = function () {
  var c = this.c, n = this.n, up = this.view.graph & 2, R = GraphView.R, font = this.fonts().label;
  var fx = 1, fy = 1, i, j, stacked = false;
  this.compactFont = Stage.font();
  if (!(this.view.graph & 8) && n > 1 && n <= 400) {
    /* each node's box about its centre: left, right, top, bottom */
    var L = new Float64Array(n), Rt = new Float64Array(n), T = new Float64Array(n), B = new Float64Array(n);
    for (i = 0; i < n; i++) {
      var w = this.labelW(i);
      if (up) {
        L[i] = R; Rt[i] = R + GraphView.SPACE + w; T[i] = B[i] = Math.max(R, font * 0.7);
      } else {
        L[i] = Rt[i] = Math.max(R, w / 2); T[i] = R + GraphView.SPACE + font; B[i] = R;
      }
    }
    for (var e = 0; e < this.from.length; e++) { /* a loop: a small circle beside its node (arrow) */
      if (this.from[e] !== this.to[e]) continue;
      if (up) L[this.from[e]] = Math.max(L[this.from[e]], R + 14);
      else B[this.from[e]] = Math.max(B[this.from[e]], R + 14);
    }
    var apart = function (a, b, d, lo, hi, gap) { /* the least spacing along an axis for a before b */
      return d >= 0 ? hi[a] + lo[b] + gap : hi[b] + lo[a] + gap;
    };
    fy = 0;
    for (i = 0; i < n; i++) for (j = i + 1; j < n; j++) {
      var dx = c.nx[j] - c.nx[i], dy = c.ny[j] - c.ny[i];
      if (Math.abs(dx) < apart(i, j, dx, L, Rt, 0) && dy) {
        stacked = true;
        fy = Math.max(fy, apart(i, j, dy, T, B, GraphView.GAP_Y) / Math.abs(dy));
      }
    }
    fy = stacked ? Math.min(1, Math.max(fy, 0.2)) : 1; /* nothing above another: C's layers kept */
    fx = 0;
    for (i = 0; i < n; i++) for (j = i + 1; j < n; j++) {
      var ex = c.nx[j] - c.nx[i], ey = (c.ny[j] - c.ny[i]) * fy;
      if (Math.abs(ey) < apart(i, j, ey, T, B, 0) && ex) fx = Math.max(fx, apart(i, j, ex, L, Rt, GraphView.GAP_X) / Math.abs(ex));
    }
    fx = Math.min(1, Math.max(fx, 0.2));
  }
  var cx = c.nx[0] || 0, cy = c.ny[0] || 0;
  this.nx = Int32Array.from(c.nx, function (x) { return Math.round(cx + (x - cx) * fx); });
  this.ny = Int32Array.from(c.ny, function (y) { return Math.round(cy + (y - cy) * fy); });
  if (c.bp) this.bp = Int32Array.from(c.bp, function (p, k) { return k & 1 ? Math.round(cy + (p - cy) * fy) : Math.round(cx + (p - cx) * fx); });
  var box = GraphView.box(this);
  this.ox = GraphView.PAD - box[0];
  this.oy = GraphView.PAD - box[1];
  this.uw = box[2] - box[0] + 2 * GraphView.PAD;
  this.uh = box[3] - box[1] + 2 * GraphView.PAD;
};
GraphView.CAPTION = 208; /* px: the narrowest a caption wraps at (13em of the stage's captions) */
GraphView.GAP_X = 14; /* drawing units left between two nodes' boxes side by side (compact) */
GraphView.GAP_Y = 22; /* and between layers: room for an edge and its arrowhead */

/* Parallel edges (a multigraph: Hackenbush's two stalks between the same
 * nodes), which C routes alike, drawn apart: for each edge, its offset
 * from the route, in drawing units, among the k edges joining the same two
 * nodes, FAN apart and at most FAN off it (a bend, right above or beside
 * its node, stays inside that node's extent, clear of other nodes); 0 for
 * the others. */
GraphView.fan = function (g) {
  var count = {}, seen = {}, out = new Float32Array(g.from.length), e, key = function (e) {
    var a = g.from[e], b = g.to[e];
    return a === b ? null : Math.min(a, b) + ' ' + Math.max(a, b);
  };
  for (e = 0; e < out.length; e++) if (key(e)) count[key(e)] = (count[key(e)] || 0) + 1;
  for (e = 0; e < out.length; e++) {
    var k = key(e), c = count[k];
    if (k && c > 1) out[e] = ((seen[k] = (seen[k] || 0) + 1) - 1 - (c - 1) / 2) * Math.min(GraphView.FAN, 2 * GraphView.FAN / (c - 1));
  }
  return out;
};
GraphView.FAN = 12; /* drawing units between two parallel edges; at most FAN off the route, inside the node's own extent (GR_DRAW_R 16) */

/* [x0, y0, x1, y1]: what the drawing of g ({nx, ny, n, view}) covers. */
GraphView.box = function (g) {
  var b = [Infinity, Infinity, -Infinity, -Infinity], R = GraphView.R + 6; /* a ring round a node (paint) */
  for (var i = 0; i < g.n; i++) {
    var w = g.labelW ? g.labelW(i) : GraphView.prototype.label.call(g, i)[1];
    b[0] = Math.min(b[0], g.nx[i] - R - w / 2);
    b[1] = Math.min(b[1], g.ny[i] - R - GraphView.LINE);
    b[2] = Math.max(b[2], g.nx[i] + R + (g.view.graph & 2 ? w : w / 2));
    b[3] = Math.max(b[3], g.ny[i] + (g.view.graph & 8 ? R + GraphView.LINE : R + 6) + (g.view.tokens_from ? 12 : 0));
  }
  /* and the edges' bends (a game graph's edges pass above its top node, below its bottom one) */
  for (var k = 0; g.bp && k + 1 < g.bp.length; k += 2) {
    b[0] = Math.min(b[0], g.bp[k] - 2);
    b[1] = Math.min(b[1], g.bp[k + 1] - 2);
    b[2] = Math.max(b[2], g.bp[k] + 2);
    b[3] = Math.max(b[3], g.bp[k + 1] + 2);
  }
  return g.n ? b : [0, 0, 0, 0];
};

/* Whether view v of the trace can be drawn as a graph. */
GraphView.fits = function (trace, v) {
  var view = trace.views[v], n = view.rows * view.cols;
  if (!view.has_layout || n > GraphView.MAX_NODES || view.edges > GraphView.MAX_EDGES) return false;
  var a = trace.arrays().views[v], b = GraphView.box({ nx: a.nodeX, ny: a.nodeY, n: n, view: view, trace: trace, labels: trace.labels && trace.labels[v] });
  return (b[2] - b[0]) * (b[3] - b[1]) < GraphView.MAX_AREA;
};

GraphView.prototype.writtenAt = function (i) {
  var w = this.trace.arrays().views[this.v].writtenAt[i];
  return w === Core.NONE ? -1 : w;
};

/* {text, short, cls, known} for node i at the current step. */
GraphView.prototype.text = function (i, arrays) {
  var a = arrays || this.trace.arrays().views[this.v], w = a.writtenAt[i];
  var known = this.input || (w !== Core.NONE && w <= this.step);
  if (!known) return { text: this.views.i18n.t('pending'), short: '', cls: 'future', known: false };
  var f = Values.format(this.kind, a.values[i], this.views.i18n.lang);
  f.known = true;
  return f;
};

/* ---- the stage (stage.js) ------------------------------------------------------- */


/* The drawing scale at which values are readable: 1 (the fonts follow
 * the stage's, GraphView.fonts). */
GraphView.prototype.readable = function () {
  return Stage.font() / this.fonts().value;
};

/* The fonts of values and labels, in drawing units: at C's size they are
 * the stage's font (18 px in projector mode). */
GraphView.prototype.fonts = function () {
  var f = Stage.font();
  return { value: f, label: f };
};

/* The size at scale 1: C's drawing at the readable scale; an overview (a
 * graph too large for that) a small picture that grows with the room. */
GraphView.prototype.natural = function (overview) {
  if (this.compactFont !== Stage.font()) this.compact(); /* projector mode changed the font */
  /* outside the course, the caption on as many lines as the drawing's width
   * takes (13em at least: style.css, .gv-widecap); in the course, whose
   * panel leaves the stage narrow, in 13em, which leaves the graph room */
  var wide = !this.views.inCourse();
  this.figure.classList.toggle('gv-widecap', wide);
  var k0 = this.readable(), c = Stage.measure(this.figure.firstChild, wide ? Math.max(GraphView.CAPTION, Math.ceil(this.uw * k0)) : 0), cap = c.h + 6;
  /* the box's borders: inside them the drawing is at the readable scale, not a pixel less */
  var cs = getComputedStyle(this.scroller), fw = parseFloat(cs.borderLeftWidth) + parseFloat(cs.borderRightWidth);
  var fh = parseFloat(cs.borderTopWidth) + parseFloat(cs.borderBottomWidth);
  if (this.overviewMode || overview) {
    /* as little as the lens and a small map: it grows into what the others leave */
    c = Stage.measure(this.figure.firstChild, 250);
    cap = c.h + 6;
    return { w: Math.max(c.w, 160 + 90), h: 160 + cap, grow: 'xy', minW: Math.max(c.w, 160 + 90), minH: 160 + cap };
  }
  return { w: Math.max(c.w, this.uw * k0 + fw + 1), h: this.uh * k0 + fh + 1 + cap, max: 1.6 };
};

/* A graph too large to draw readable is drawn whole, with a lens round
 * the current node (drawLens).  False if it is one already. */
GraphView.prototype.toOverview = function () {
  if (this.overviewMode) return false;
  this.overviewMode = true;
  this.lens = this.row.appendChild(Dom.el('canvas', 'gv-lens'));
  this.lens.setAttribute('aria-hidden', 'true');
  return true;
};

/* Drawn whole at its readable size again (a new layout tries it first). */
GraphView.prototype.fromOverview = function () {
  if (!this.overviewMode) return;
  this.overviewMode = false;
  this.row.removeChild(this.lens);
  this.lens = null;
};

GraphView.prototype.overview = true;   /* it has one (Stage) */

/* Into a box of w x h: the whole drawing fitted (zoom's z = 1), centred. */
GraphView.prototype.fitTo = function (w, h) {
  var cap = this.figure.firstChild.offsetHeight + 6, box = this.scroller, room = Math.max(40, h - cap), ow = w;
  this.figure.style.width = w + 'px';
  if (this.lens) { /* the lens beside the overview: square, as large as a third of the room allows */
    var L = this.lensPx = Math.floor(Math.max(120, Math.min(360, room, w * 0.5)));
    ow = Math.max(80, w - L - 10);
    this.lens.style.width = this.lens.style.height = L + 'px';
  }
  box.style.width = ow + 'px';
  box.style.height = room + 'px';
  this.boxW = box.clientWidth;
  this.boxH = box.clientHeight;
  this.whole = Math.min(this.boxW / this.uw, this.boxH / this.uh);
  this.zoom.max = Math.max(1, 2.5 * this.readable() / this.whole);
  this.zoom.z = 1;
  this.fit();
  if (this.step !== null) this.draw();
};

/* Sizes the canvas to the drawing at the zoom's scale (z = 1: the whole
 * in the box; the box scrolls only when zoomed in) and draws what never
 * changes: the grey edges and the labels. */
GraphView.prototype.fit = function () {
  var pal = Theme.colours(), ratio = this.ratio = window.devicePixelRatio || 1;
  if (!this.boxW) return;
  var k = this.k = this.whole * this.zoom.z;
  this.cssW = Math.max(this.boxW, this.uw * k);
  this.cssH = Math.max(this.boxH, this.uh * k);
  this.x0 = (this.cssW - this.uw * k) / 2 / k; /* centred in the box */
  this.y0 = (this.cssH - this.uh * k) / 2 / k;
  this.scroller.style.overflow = this.zoom.z > 1 ? 'auto' : 'hidden';
  this.canvas.style.width = this.cssW + 'px';
  this.canvas.style.height = this.cssH + 'px';
  this.canvas.width = Math.round(this.cssW * ratio);
  this.canvas.height = Math.round(this.cssH * ratio);
  this.r = GraphView.R;
  var layer = this.edges = document.createElement('canvas');
  layer.width = this.canvas.width;
  layer.height = this.canvas.height;
  var ctx = layer.getContext('2d');
  ctx.setTransform(ratio * k, 0, 0, ratio * k, 0, 0);
  this.drawBase(ctx, k, pal);
  /* Readable as drawn, or through the lens: the size of the numbers a reader sees. */
  this.lensed = !!this.lens;
  this.figure.dataset.font = String(Math.round(this.fonts().label * (this.lensed ? this.readable() : this.k) * 1000) / 1000);
  this.figure.dataset.scale = String(this.k); /* the drawing's scale (C's units to px) */
};

/* The grey edges and the labels, in ctx's transform (k: its scale). */
GraphView.prototype.drawBase = function (ctx, k, pal) {
  ctx.lineWidth = 1.2 * pal.line2 / Math.min(1, k);
  ctx.strokeStyle = ctx.fillStyle = pal.edge;
  for (var e = 0; e < this.from.length; e++) this.arrow(ctx, e, 7);
  /* The labels, cut to the width C gave them: above the nodes, or on their right. */
  var fonts = this.fonts();
  ctx.font = fonts.label + 'px system-ui, sans-serif';
  ctx.fillStyle = this.labels ? pal.ink : pal.muted;
  ctx.textAlign = this.view.graph & 2 ? 'left' : 'center';
  ctx.textBaseline = 'middle';
  var lo = Math.min.apply(null, this.ny), hi = Math.max.apply(null, this.ny), up = this.view.graph & 2;
  for (var i = 0; i < this.n; i++) {
    var l = this.label(i), s = this.view.graph & 8 && 2 * this.ny[i] > lo + hi ? -1 : 1; /* below on a circle's lower half */
    ctx.fillText(GraphView.cut(ctx, l[0], l[1] * fonts.label / 12), this.X(i) + (up ? this.r + GraphView.SPACE : 0), this.Y(i) - (up ? 0 : s * (this.r + GraphView.SPACE + GraphView.LINE / 2)));
  }
  if (this.view.graph & 4) { /* Hackenbush's ground, under the bottom row */
    ctx.fillStyle = pal.ink;
    ctx.fillRect(8, Math.max.apply(null, this.ny) + this.oy + this.y0 + this.r + 6, this.cssW / this.k - 16, 3);
  }
};

/* text, shortened with "…" to at most `width` pixels in ctx's font. */
GraphView.cut = function (ctx, text, width) {
  if (ctx.measureText(text).width <= width) return text;
  var n = text.length;
  while (n > 1 && ctx.measureText(text.slice(0, n) + '…').width > width) n--;
  return text.slice(0, n) + '…';
};

/* Node i's centre in drawing units (X, Y) and in canvas pixels (x, y). */
GraphView.prototype.X = function (i) { return this.nx[i] + this.ox + this.x0; };
GraphView.prototype.Y = function (i) { return this.ny[i] + this.oy + this.y0; };
GraphView.prototype.x = function (i) { return this.X(i) * this.k; };
GraphView.prototype.y = function (i) { return this.Y(i) * this.k; };

/* Where mark m's node is on the screen (for the motion), or null. */
GraphView.prototype.rect = function (m) {
  var c = this.canvas.getBoundingClientRect(), d = (this.r + 4) * this.k;
  return Views.inside({ left: c.left + this.x(m.index) - d, top: c.top + this.y(m.index) - d, width: 2 * d, height: 2 * d },
    this.scroller.getBoundingClientRect());
};

GraphView.prototype.nodeAt = function (e) {
  var rect = this.canvas.getBoundingClientRect(), px = e.clientX - rect.left, py = e.clientY - rect.top;
  var best = -1, bd = Math.pow((this.r + 4) * this.k, 2);
  for (var i = 0; i < this.n; i++) {
    var dx = this.x(i) - px, dy = this.y(i) - py, d = dx * dx + dy * dy;
    if (d <= bd) {
      bd = d;
      best = i;
    }
  }
  return best;
};

/* Edge e as C drew it: a polyline from its tail through its bends, with
 * an arrowhead at the rim of its head unless the graph is undirected; a
 * loop is a small circle beside its node (where C left room). */
GraphView.prototype.arrow = function (ctx, e, size) {
  var a = this.from[e], b = this.to[e], r = this.r, up = this.view.graph & 2, dx = this.ox + this.x0, dy = this.oy + this.y0;
  ctx.beginPath();
  if (a === b) {
    ctx.arc(this.X(a) - (up ? r + 6 : 0), this.Y(a) + (up ? 0 : r + 6), 6, 0, 7);
    ctx.stroke();
    return;
  }
  /* A parallel edge's bends move along their layer (across an upward
   * graph, down a left-to-right one); without bends it bows through a
   * point off its middle, on the same side whichever way it points. */
  var f = this.fan[e], fx = up ? f : 0, fy = up ? 0 : f, x2 = this.X(b), y2 = this.Y(b);
  var p = [this.X(a), this.Y(a)], k0 = this.bs ? this.bs[e] : 0, k1 = this.bs ? this.bs[e + 1] : 0;
  for (var k = k0; k < k1; k++) p.push(this.bp[2 * k] + dx + fx, this.bp[2 * k + 1] + dy + fy);
  if (f && k1 === k0) {
    var s = a < b ? 2 : -2, mx = x2 - p[0], my = y2 - p[1], ml = Math.hypot(mx, my) || 1;
    p.push((p[0] + x2) / 2 - s * f * my / ml, (p[1] + y2) / 2 + s * f * mx / ml);
  }
  var n = p.length, ux = x2 - p[n - 2], uy = y2 - p[n - 1], ul = Math.hypot(ux, uy) || 1;
  ux /= ul;
  uy /= ul;
  var tip = this.view.graph & 1 ? 0 : r + 2, ex = x2 - ux * tip, ey = y2 - uy * tip;
  ctx.moveTo(p[0], p[1]);
  if (f && k1 === k0) ctx.quadraticCurveTo(p[2], p[3], ex, ey);
  else {
    for (k = 2; k < n; k += 2) ctx.lineTo(p[k], p[k + 1]);
    ctx.lineTo(ex, ey);
  }
  ctx.stroke();
  if (!tip) return;
  ctx.beginPath();
  ctx.moveTo(ex, ey);
  ctx.lineTo(ex - ux * size - uy * size * 0.55, ey - uy * size + ux * size * 0.55);
  ctx.lineTo(ex - ux * size + uy * size * 0.55, ey - uy * size - ux * size * 0.55);
  ctx.closePath();
  ctx.fill();
};

GraphView.prototype.draw = function () {
  var ctx = this.canvas.getContext('2d'), ratio = this.ratio, pal = Theme.colours();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
  ctx.drawImage(this.edges, 0, 0);
  var cur = this.paint(ctx, ratio * this.k, 0, 0, pal);
  if (this.lensed && this.n) this.drawLens(ctx, cur >= 0 ? cur : 0, pal);
  /* Keep the written node in view (scrolling the box when zoomed in, never the page). */
  if (cur >= 0 && this.zoom.z > 1) {
    var box = this.scroller, cx = this.x(cur), cy = this.y(cur);
    if (cx < box.scrollLeft + 30 || cx > box.scrollLeft + box.clientWidth - 30) box.scrollLeft = cx - box.clientWidth / 2;
    if (cy < box.scrollTop + 30 || cy > box.scrollTop + box.clientHeight - 30) box.scrollTop = cy - box.clientHeight / 2;
  }
};

/* The lens of an overview (a canvas beside it): the drawing round the
 * current node at the readable scale; on the overview, a frame shows
 * the part the lens shows. */
GraphView.prototype.drawLens = function (ctx, cur, pal) {
  var ratio = this.ratio, L = this.lensPx, lens = this.lens, kL = this.readable();
  if (!lens) return; /* a step shown before the overview has its lens (Stage.fit makes it) */
  if (lens.width !== Math.round(L * ratio)) lens.width = lens.height = Math.round(L * ratio);
  var lc = lens.getContext('2d'), tx = L / 2 - this.X(cur) * kL, ty = L / 2 - this.Y(cur) * kL;
  lc.setTransform(1, 0, 0, 1, 0, 0);
  lc.fillStyle = pal.card;
  lc.fillRect(0, 0, lens.width, lens.height);
  lc.setTransform(kL * ratio, 0, 0, kL * ratio, tx * ratio, ty * ratio);
  this.drawBase(lc, kL, pal);
  this.paint(lc, kL * ratio, tx * ratio, ty * ratio, pal);
  /* The frame on the overview: what the lens shows, in the overview's pixels. */
  var k = this.k * ratio, half = L / 2 / kL;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.lineWidth = 2 * ratio * pal.line2;
  ctx.strokeStyle = pal.cur;
  ctx.strokeRect((this.X(cur) - half) * k, (this.Y(cur) - half) * k, 2 * half * k, 2 * half * k);
};

/* The marked edges, the nodes with their values and the rings of the
 * nodes written and read, at scale m (canvas pixels per drawing unit),
 * shifted by (tx, ty).  Returns the node written (-1: none). */
GraphView.prototype.paint = function (ctx, scale, tx, ty, pal) {
  var self = this, r = this.r;
  ctx.setTransform(scale, 0, 0, scale, tx, ty);
  var cur = -1, reads = {}, asked = false;
  this.marks.forEach(function (m) {
    if (!m.role) {
      cur = m.index;
      asked = !!m.asked;
    } else {
      reads[m.index] = m;
    }
  });
  /* Over the grey edges, in colour: the current node's edges to what it
   * read, or, with no node written here, the edges between nodes read. */
  ctx.lineWidth = 2.6 * pal.line2;
  for (var e = 0; e < this.from.length; e++) {
    var a = this.from[e], b = this.to[e], m = cur < 0 ? reads[a] && reads[b] : a === cur ? reads[b] : b === cur && reads[a];
    if (!m || a === b) continue;
    ctx.strokeStyle = ctx.fillStyle = Views.roleColour(m.role);
    this.arrow(ctx, e, 10);
  }
  /* Nodes: the discs, then their values in one font, then the rings of
   * the written and read nodes (few font changes: they are slow). */
  var arrays = this.trace.arrays().views[this.v], shown = new Array(this.n), widths = new Float64Array(this.n);
  var fill = GraphView.fills(pal);
  ctx.font = '600 ' + this.fonts().value + 'px system-ui, sans-serif';
  ctx.lineWidth = 1.2 * pal.line2;
  for (var i = 0; i < this.n; i++) {
    var x = this.X(i), y = this.Y(i), f = shown[i] = this.text(i, arrays);
    var w = widths[i] = Math.max(2 * r, Math.min(ctx.measureText(f.short).width + 10, this.view.graph & 2 ? 0 : this.label(i)[1]));
    GraphView.pill(ctx, x - w / 2, y - r, w, 2 * r);
    ctx.fillStyle = fill.bg[f.cls] || (f.known ? (this.input ? pal.input : pal.card) : pal.pending);
    ctx.fill();
    ctx.strokeStyle = f.known ? pal.muted : pal.edge;
    ctx.stroke();
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (i = 0; i < this.n; i++) {
    if (i === cur && asked) {
      ctx.fillStyle = pal.cur;
      ctx.fillText('?', this.X(i), this.Y(i) + 0.5);
      continue;
    }
    if (!shown[i].known) continue;
    ctx.fillStyle = fill.ink[shown[i].cls] || pal.ink;
    ctx.fillText(shown[i].short, this.X(i), this.Y(i) + 0.5, widths[i] - 4);
  }
  this.paintTokens(ctx, pal);
  /* The rings only: a read's name (L, SG(w)) is in the step's box, not
   * over the edges. */
  [cur].concat(Object.keys(reads).map(Number)).forEach(function (k) {
    if (k < 0) return;
    var x = self.X(k), y = self.Y(k), w = widths[k], colour = Views.roleColour(k === cur ? '' : reads[k].role);
    ctx.lineWidth = 3.2 * pal.line2;
    ctx.strokeStyle = pal.halo;
    GraphView.pill(ctx, x - w / 2 - 4, y - r - 4, w + 8, 2 * r + 8);
    ctx.stroke();
    ctx.lineWidth = 2.6 * pal.line2;
    ctx.strokeStyle = colour;
    ctx.stroke();
  });
  return cur;
};

/* The tokens (view.tokens_from: C says where they stand): a disc under
 * each node that holds one, with their number beside it when several
 * share it; under the node, clear of its value and of its label above. */
GraphView.prototype.paintTokens = function (ctx, pal) {
  var from = this.view.tokens_from, count = {}, self = this;
  if (!from) return;
  this.trace.arrays().views[from - 1].values.forEach(function (v) { count[v] = (count[v] || 0) + 1; });
  ctx.save();
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  Object.keys(count).forEach(function (v) {
    var i = Number(v), x = self.X(i), y = self.Y(i) + self.r + 9;
    if (i < 0 || i >= self.n) return;
    ctx.beginPath();
    ctx.arc(x, y, 6, 0, 7);
    ctx.fillStyle = pal.cur;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = pal.halo;
    ctx.stroke();
    if (count[v] > 1) {
      ctx.fillStyle = pal.cur;
      ctx.fillText('×' + count[v], x + 9, y);
    }
  });
  ctx.restore();
};

/* A rounded box (a circle when w == h) as the current path. */
GraphView.pill = function (ctx, x, y, w, h) {
  var r = Math.min(w, h) / 2;
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
};

/* Backgrounds and inks of the value words (as .mx-cell.v-* in style.css). */
GraphView.fills = function (p) {
  return {
    bg: { 'v-win': p.winBg, 'v-lose': p.loseBg, 'v-draw': p.drawBg, 'v-yes': p.winBg, 'v-no': p.noBg },
    ink: { 'v-win': p.winInk, 'v-lose': p.loseInk, 'v-draw': p.drawInk, 'v-yes': p.winInk, 'v-no': p.noInk }
  };
};

/* What node i shows: "?" for the node the quiz asks about, else its value or nothing. */
GraphView.prototype.shown = function (i) {
  var asked = this.marks.some(function (m) { return !m.role && m.asked && m.index === i; });
  if (asked) return '?';
  var f = this.text(i);
  return f.known ? f.short : '';
};

/* ---- the panel interface (Views) ---------------------------------------------- */

GraphView.prototype.show = function (step, marks) {
  this.step = step;
  this.marks = marks;
  if (this.boxW) this.draw();
};

/* After a zoom: drawn again at the new scale, the middle of the box kept. */
GraphView.prototype.rescale = function () {
  var box = this.scroller, k = this.k, cx = (box.scrollLeft + box.clientWidth / 2) / k, cy = (box.scrollTop + box.clientHeight / 2) / k;
  this.fit();
  box.scrollLeft = cx * this.k - box.clientWidth / 2;
  box.scrollTop = cy * this.k - box.clientHeight / 2;
  if (this.step !== null) this.draw();
};

GraphView.prototype.redraw = function () {
  if (this.step === null || !this.boxW) return;
  this.fit();
  this.draw();
};
