/*
 * view-graph.js — GraphView: a trace view of kind "graph" (an SG DAG, a
 * game graph) drawn on a canvas at the layered layout C computed (node_x:
 * the layer, sinks at 0; node_y: the place in the layer).  The page only
 * scales it: the highest layer (the start) on the left, sinks on the
 * right.  Edges are arrows from a position to its options.  A node shows
 * its value once the step that writes it is reached; the node the current
 * step writes is ringed, the nodes it read (every option, for a mex) are
 * ringed too and their edges drawn in colour.  Values are text (letters
 * for outcomes), never colour alone.  A click on a node asks for the step
 * that wrote it; a node labelled with a position (explore's game graph:
 * trace.labels) shows it above the node instead of its number, and a click
 * on it, or Enter on the graph for the node of the current step, loads that
 * position (views.onLoad).  Views without a layout, or too large to draw, go to
 * SequenceView instead (Views.panelFor).  A node the quiz asks about
 * (mark.asked) shows "?" until answered.  Colours come from the theme.
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
  /* C's layout, copied once (the WASM memory may grow and move). */
  this.layer = Int32Array.from(a.nodeX);
  this.place = Int32Array.from(a.nodeY);
  this.from = Uint32Array.from(a.edgeFrom);
  this.to = Uint32Array.from(a.edgeTo);
  this.layers = 1;
  this.places = 1;
  for (var i = 0; i < this.n; i++) {
    this.layers = Math.max(this.layers, this.layer[i] + 1);
    this.places = Math.max(this.places, this.place[i] + 1);
  }
  var figure = this.figure = Dom.el('figure', 'mx-view gv-view');
  figure.dataset.view = view.name;
  var cap = figure.appendChild(Dom.el('figcaption', '', views.caption(v)));
  cap.appendChild(Dom.el('span', 'sq-count', ' · ' + views.i18n.t('graphSize', { n: this.n, m: view.edges })));
  this.scroller = figure.appendChild(Dom.el('div', 'gv-scroll'));
  this.canvas = this.scroller.appendChild(Dom.el('canvas', 'gv-canvas'));
  this.canvas.setAttribute('role', 'img');
  this.labels = (trace.labels && trace.labels[v]) || null;
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

GraphView.MAX_NODES = 1500;
GraphView.MAX_EDGES = 6000;
GraphView.MAX_SIDE = 300;     /* layers or places per layer beyond this: a table */
GraphView.PAD = 34;

/* Whether view v of the trace can be drawn as a graph. */
GraphView.fits = function (trace, v) {
  var view = trace.views[v], n = view.rows * view.cols;
  if (!view.has_layout || n > GraphView.MAX_NODES || view.edges > GraphView.MAX_EDGES) return false;
  var a = trace.arrays().views[v], lx = 0, ly = 0;
  for (var i = 0; i < n; i++) {
    lx = Math.max(lx, a.nodeX[i]);
    ly = Math.max(ly, a.nodeY[i]);
  }
  return lx < GraphView.MAX_SIDE && ly < GraphView.MAX_SIDE;
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

/* Scales the layout to the figure: gaps between layers and places. */
GraphView.prototype.fit = function () {
  var avail = Math.max(320, (this.figure.clientWidth || 900) - 4), pad = GraphView.PAD;
  var gx = Math.max(64, Math.min(150, (avail - 2 * pad) / Math.max(1, this.layers - 1)));
  var gy = this.places > 40 ? 40 : this.labels ? 66 : 54;
  this.r = gy < 50 ? 14 : 18;
  this.gx = gx;
  this.gy = gy;
  this.cssW = Math.max(avail, 2 * pad + (this.layers - 1) * gx);
  this.cssH = 2 * pad + (this.places - 1) * gy + 8;
  var ratio = window.devicePixelRatio || 1;
  this.ratio = ratio;
  this.canvas.style.width = this.cssW + 'px';
  this.canvas.style.height = this.cssH + 'px';
  this.canvas.width = Math.round(this.cssW * ratio);
  this.canvas.height = Math.round(this.cssH * ratio);
  /* Centre the layers when the drawing is narrower than the box. */
  this.x0 = pad + Math.max(0, (this.cssW - 2 * pad - (this.layers - 1) * gx) / 2);
  /* The grey edges and the node numbers never change: drawn once, copied at every step. */
  var layer = this.edges = document.createElement('canvas');
  layer.width = this.canvas.width;
  layer.height = this.canvas.height;
  var ctx = layer.getContext('2d');
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  var pal = Theme.colours();
  ctx.lineWidth = 1.2 * pal.line2;
  ctx.strokeStyle = ctx.fillStyle = pal.edge;
  for (var e = 0; e < this.from.length; e++) this.arrow(ctx, this.from[e], this.to[e], 7);
  /* The node numbers (or positions, cut to the gap between layers), above the nodes. */
  ctx.font = (this.labels ? (pal.line2 > 1 ? 15 : 12) : pal.line2 > 1 ? 13 : 10) + 'px system-ui, sans-serif';
  ctx.fillStyle = this.labels ? pal.ink : pal.muted;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (var i = 0; i < this.n; i++) {
    var label = this.labels ? GraphView.cut(ctx, this.labels[i], gx - 14) : String(i + this.view.index_origin);
    ctx.fillText(label, this.x(i), this.y(i) - this.r - (this.labels ? 15 : 8));
  }
};

/* text, shortened with "…" to at most `width` pixels in ctx's font. */
GraphView.cut = function (ctx, text, width) {
  if (ctx.measureText(text).width <= width) return text;
  var n = text.length;
  while (n > 1 && ctx.measureText(text.slice(0, n) + '…').width > width) n--;
  return text.slice(0, n) + '…';
};

GraphView.prototype.x = function (i) { return this.x0 + (this.layers - 1 - this.layer[i]) * this.gx; };
GraphView.prototype.y = function (i) { return GraphView.PAD + 8 + this.place[i] * this.gy; };

GraphView.prototype.nodeAt = function (e) {
  var rect = this.canvas.getBoundingClientRect(), px = e.clientX - rect.left, py = e.clientY - rect.top;
  var best = -1, bd = (this.r + 4) * (this.r + 4);
  for (var i = 0; i < this.n; i++) {
    var dx = this.x(i) - px, dy = this.y(i) - py, d = dx * dx + dy * dy;
    if (d <= bd) {
      bd = d;
      best = i;
    }
  }
  return best;
};

/* An arrow from node a to node b, stopping at b's rim; an edge over more
 * than one layer bends (upwards, going right) so as not to run through the
 * nodes between.  (One stroke and one fill per edge: with thousands of
 * edges that is faster in Chromium than one long path.) */
GraphView.prototype.arrow = function (ctx, a, b, size) {
  var x1 = this.x(a), y1 = this.y(a), x2 = this.x(b), y2 = this.y(b), r = this.r;
  var dx = x2 - x1, dy = y2 - y1, len = Math.hypot(dx, dy) || 1;
  var k = Math.abs(this.layer[a] - this.layer[b]) > 1 ? 2 * r + 8 : 0; /* the bend passes over the discs, under the labels */
  var cx = (x1 + x2) / 2 + dy / len * k, cy = (y1 + y2) / 2 - dx / len * k; /* the bend's control point */
  var sx = cx - x1, sy = cy - y1, sl = Math.hypot(sx, sy) || 1;
  var ux = x2 - cx, uy = y2 - cy, ul = Math.hypot(ux, uy) || 1;
  ux /= ul;
  uy /= ul;
  var ex = x2 - ux * (r + 2), ey = y2 - uy * (r + 2);
  ctx.beginPath();
  ctx.moveTo(x1 + sx / sl * r, y1 + sy / sl * r);
  ctx.quadraticCurveTo(cx, cy, ex, ey);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(ex, ey);
  ctx.lineTo(ex - ux * size - uy * size * 0.55, ey - uy * size + ux * size * 0.55);
  ctx.lineTo(ex - ux * size + uy * size * 0.55, ey - uy * size - ux * size * 0.55);
  ctx.closePath();
  ctx.fill();
};

GraphView.prototype.draw = function () {
  var self = this, ctx = this.canvas.getContext('2d'), ratio = this.ratio, r = this.r, pal = Theme.colours();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
  ctx.drawImage(this.edges, 0, 0);
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  var cur = -1, reads = {}, asked = false;
  this.marks.forEach(function (m) {
    if (!m.role) {
      cur = m.index;
      asked = !!m.asked;
    } else {
      reads[m.index] = m;
    }
  });
  /* Over the grey edges, the current node's edges to what it read, in colour. */
  var hot = [];
  if (cur >= 0) {
    for (var e = 0; e < this.from.length; e++) if (this.from[e] === cur && reads[this.to[e]]) hot.push(e);
  }
  ctx.lineWidth = 2.6 * pal.line2;
  hot.forEach(function (e) {
    ctx.strokeStyle = ctx.fillStyle = Views.roleColour(reads[self.to[e]].role);
    self.arrow(ctx, self.from[e], self.to[e], 10);
  });
  /* Nodes: the discs, then their values in one font, then the rings of
   * the written and read nodes (few font changes: they are slow). */
  var arrays = this.trace.arrays().views[this.v], shown = new Array(this.n), widths = new Float64Array(this.n);
  var fill = GraphView.fills(pal);
  ctx.font = '600 ' + (pal.line2 > 1 ? 15 : 13) + 'px system-ui, sans-serif';
  ctx.lineWidth = 1.2 * pal.line2;
  for (var i = 0; i < this.n; i++) {
    var x = this.x(i), y = this.y(i), f = shown[i] = this.text(i, arrays);
    var w = widths[i] = f.short.length <= 3 ? 2 * r : Math.max(2 * r, ctx.measureText(f.short).width + 12);
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
      ctx.fillText('?', this.x(i), this.y(i) + 0.5);
      continue;
    }
    if (!shown[i].known) continue;
    ctx.fillStyle = fill.ink[shown[i].cls] || pal.ink;
    ctx.fillText(shown[i].short, this.x(i), this.y(i) + 0.5);
  }
  ctx.font = 'bold ' + (pal.line2 > 1 ? 15 : 12) + 'px system-ui, sans-serif';
  [cur].concat(Object.keys(reads).map(Number)).forEach(function (k) {
    if (k < 0) return;
    var x = self.x(k), y = self.y(k), w = widths[k], colour = Views.roleColour(k === cur ? '' : reads[k].role);
    ctx.lineWidth = 3.2 * pal.line2;
    ctx.strokeStyle = pal.halo;
    GraphView.pill(ctx, x - w / 2 - 4, y - r - 4, w + 8, 2 * r + 8);
    ctx.stroke();
    ctx.lineWidth = 2.6 * pal.line2;
    ctx.strokeStyle = colour;
    ctx.stroke();
    if (k !== cur && reads[k].named && !self.labels) { /* a labelled node has its position there */
      ctx.fillStyle = colour;
      ctx.fillText(reads[k].role, x + w / 2 + 10, y - r);
    }
  });
  /* Keep the written node in view (scrolling the box, never the page). */
  if (cur >= 0) {
    var box = this.scroller, cx = this.x(cur), cy = this.y(cur);
    if (cx < box.scrollLeft + 30 || cx > box.scrollLeft + box.clientWidth - 30) box.scrollLeft = cx - box.clientWidth / 2;
    if (cy < box.scrollTop + 30 || cy > box.scrollTop + box.clientHeight - 30) box.scrollTop = cy - box.clientHeight / 2;
  }
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
  if (!this.cssW) this.fit();
  this.draw();
};

GraphView.prototype.redraw = function () {
  if (this.step === null) return;
  this.fit();
  this.draw();
};
