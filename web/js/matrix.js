/*
 * matrix.js — Matrix: draws a trace's views as they stand after a step.
 *
 * Small views (up to Matrix.SMALL cells) become tables of numbers whose
 * cells are buttons; larger ones (up to 1000 x 1000) become canvas heat
 * maps with an overlay for the highlights.  Cells written after the current
 * step are shown empty; the cell the step writes is outlined and the cells
 * it reads carry their labels (L, R, X).  Clicking a cell, or the "go to
 * cell" form, asks for the step that wrote it (onPick).  Colours are for
 * drawing only; every number shown is read exactly from the C arrays.
 */
'use strict';

function Matrix(root, i18n, onPick) {
  this.root = root;
  this.i18n = i18n;
  this.onPick = onPick;
  this.trace = null;
  this.panels = [];
  this.step = -1;
  this.marks = [];
}

Matrix.SMALL = 400;
Matrix.VIEWPORT = 460; /* CSS pixels of a heat map's side, at most */
/* A perceptual ramp (viridis) for the heat maps. */
Matrix.RAMP = [[68, 1, 84], [59, 82, 139], [33, 145, 140], [94, 201, 98], [253, 231, 37]];
Matrix.PENDING = [232, 236, 241];
Matrix.VOID = [250, 251, 252];
Matrix.ROLE_COLOURS = { L: '#1c64f2', R: '#e8590c', X: '#2b8a3e' };

/* Labels for the cells a step reads: the names C gives the rule's reads
 * ("L", "R", "X"), else 1, 2, 3 ... */
Matrix.roles = function (count, rule) {
  var named = (rule && rule.reads) || [], out = [];
  for (var i = 0; i < count; i++) out.push(named[i] || String(i + 1));
  return out;
};

Matrix.el = function (tag, cls, text) {
  var e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};

Matrix.abgr = function (rgb) {
  return (255 << 24 | rgb[2] << 16 | rgb[1] << 8 | rgb[0]) >>> 0;
};

Matrix.ramp = function (t) {
  var r = Matrix.RAMP, x = Math.max(0, Math.min(1, t)) * (r.length - 1);
  var i = Math.min(r.length - 2, Math.floor(x)), f = x - i;
  return [0, 1, 2].map(function (k) { return Math.round(r[i][k] + f * (r[i + 1][k] - r[i][k])); });
};

/* Shows `trace` (a Trace) or, without one, a notice. */
Matrix.prototype.setTrace = function (trace, notice) {
  this.root.textContent = '';
  this.trace = trace;
  this.panels = [];
  this.marks = [];
  this.step = -1;
  if (!trace) {
    if (notice) this.root.appendChild(Matrix.el('p', 'notice', notice));
    return;
  }
  this.prepare(trace);
  this.maxValue = trace.drawing.max;
  var strips = Matrix.el('div', 'mx-strips'), grid = Matrix.el('div', 'mx-grid');
  var heat = false;
  for (var v = 0; v < trace.views.length; v++) {
    var view = trace.views[v], small = view.rows * view.cols <= Matrix.SMALL;
    var panel = small ? this.buildTable(v) : this.buildCanvas(v);
    heat = heat || !small;
    this.panels.push(panel);
    (view.rows === 1 ? strips : grid).appendChild(panel.figure);
  }
  this.root.appendChild(strips);
  this.root.appendChild(grid);
  if (heat) this.root.appendChild(this.buildLegend());
  this.root.appendChild(this.buildJump());
};

/*
 * The colour scale and the final colour of every cell of the heat maps,
 * kept on the trace (trace.drawing).  The app calls this a frame before
 * showing a big trace so that no single frame does all the work.
 */
Matrix.prototype.prepare = function (trace) {
  if (trace.drawing) return;
  var views = trace.arrays().views, max = 0;
  views.forEach(function (v) {
    var w = v.words;
    for (var i = 0; i < w.length; i += 2) {
      var x = w[i] + w[i + 1] * 4294967296;
      if (x > max) max = x;
    }
  });
  trace.drawing = { max: max, colours: [] };
  for (var v = 0; v < trace.views.length; v++) {
    var view = trace.views[v];
    if (view.rows * view.cols > Matrix.SMALL) trace.drawing.colours[v] = Matrix.colours(views[v].words, max);
  }
};

/* ABGR words for values (as Uint32 pairs): linear in value, logarithmic
 * when the values span more than four decimal orders. */
Matrix.colours = function (words, max) {
  var n = words.length / 2, out = new Uint32Array(n), lut = [];
  var log = max > 10000, scale = log ? Math.log1p(max) : max || 1;
  for (var k = 0; k <= 255; k++) lut.push(Matrix.abgr(Matrix.ramp(k / 255)));
  for (var i = 0; i < n; i++) {
    var x = words[2 * i] + words[2 * i + 1] * 4294967296;
    out[i] = lut[Math.round(255 * (log ? Math.log1p(x) : x) / scale)];
  }
  return out;
};

Matrix.prototype.caption = function (v) {
  return this.i18n.pick(this.trace.views[v].label);
};

/* ---- tables of numbers ---------------------------------------------------- */

Matrix.prototype.buildTable = function (v) {
  var self = this, trace = this.trace, view = trace.views[v], o = view.index_origin;
  var arrays = trace.arrays().views[v], input = trace.isInput(v);
  var figure = Matrix.el('figure', 'mx-view');
  figure.dataset.view = view.name;
  var caption = Matrix.el('figcaption', '', this.caption(v));
  figure.appendChild(caption);
  var table = Matrix.el('table', 'mx-table');
  var headed = view.rows * view.cols > 1;
  if (headed) {
    var head = Matrix.el('tr');
    if (view.rows > 1) head.appendChild(Matrix.el('th', 'corner'));
    for (var c = 0; c < view.cols; c++) {
      var th = Matrix.el('th', '', String(c + o));
      th.scope = 'col';
      head.appendChild(th);
    }
    table.appendChild(Matrix.el('thead')).appendChild(head);
  }
  var body = table.appendChild(Matrix.el('tbody'));
  var cells = new Array(view.rows * view.cols);
  for (var r = 0; r < view.rows; r++) {
    var tr = body.appendChild(Matrix.el('tr'));
    if (view.rows > 1) {
      var rh = Matrix.el('th', '', String(r + o));
      rh.scope = 'row';
      tr.appendChild(rh);
    }
    for (c = 0; c < view.cols; c++) {
      var i = r * view.cols + c, td = tr.appendChild(Matrix.el('td'));
      var id = view.base + i, value = arrays.values[i].toString();
      if (input) {
        td.className = 'input';
        cells[i] = td.appendChild(Matrix.el('span', 'mx-cell', value));
      } else if (arrays.writtenAt[i] === Core.NONE) {
        td.className = 'void';
      } else {
        var b = Matrix.el('button', 'mx-cell', value);
        b.type = 'button';
        b.dataset.id = String(id);
        b.dataset.step = String(arrays.writtenAt[i]);
        b.setAttribute('aria-label', trace.cellName(id) + ' = ' + value);
        cells[i] = td.appendChild(b);
      }
    }
  }
  table.addEventListener('click', function (e) {
    var b = e.target.closest('button.mx-cell');
    if (b) self.onPick(Number(b.dataset.step));
  });
  var scroller = figure.appendChild(Matrix.el('div', 'mx-scroll'));
  scroller.appendChild(table);
  return { kind: 'table', view: v, figure: figure, scroller: scroller, caption: caption, cells: cells };
};

Matrix.prototype.showTable = function (panel, step) {
  panel.cells.forEach(function (el) {
    if (el && el.dataset.step !== undefined) el.classList.toggle('future', Number(el.dataset.step) > step);
  });
};

/* ---- heat maps ------------------------------------------------------------ */

Matrix.prototype.buildCanvas = function (v) {
  var self = this, trace = this.trace, view = trace.views[v];
  var figure = Matrix.el('figure', 'mx-view mx-heat' + (view.rows === 1 ? ' mx-strip' : ''));
  figure.dataset.view = view.name;
  var caption = Matrix.el('figcaption', '', this.caption(v));
  figure.appendChild(caption);
  var wrap = figure.appendChild(Matrix.el('div', 'mx-wrap'));
  var canvas = wrap.appendChild(Matrix.el('canvas', 'mx-canvas'));
  canvas.width = view.cols;
  canvas.height = view.rows;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', this.caption(v) + ' (' + view.rows + ' × ' + view.cols + ')');
  var overlay = wrap.appendChild(Matrix.el('canvas', 'mx-overlay'));
  overlay.setAttribute('aria-hidden', 'true');
  var ctx = canvas.getContext('2d');
  var image = ctx.createImageData(view.cols, view.rows);
  var panel = {
    kind: 'canvas', view: v, figure: figure, caption: caption, canvas: canvas, overlay: overlay,
    ctx: ctx, image: image, pixels: new Uint32Array(image.data.buffer),
    colours: trace.drawing.colours[v], input: trace.isInput(v), shown: -1
  };
  canvas.addEventListener('click', function (e) {
    var at = self.cellAt(panel, e);
    if (at && at.step >= 0) self.onPick(at.step);
  });
  canvas.addEventListener('mousemove', function (e) {
    var at = self.cellAt(panel, e);
    canvas.title = at ? at.name + ' = ' + (at.step > self.step ? self.i18n.t('pending') : at.value) : '';
  });
  return panel;
};

Matrix.prototype.cellAt = function (panel, e) {
  var rect = panel.canvas.getBoundingClientRect(), view = this.trace.views[panel.view];
  var col = Math.floor((e.clientX - rect.left) / rect.width * view.cols);
  var row = Math.floor((e.clientY - rect.top) / rect.height * view.rows);
  if (row < 0 || col < 0 || row >= view.rows || col >= view.cols) return null;
  var id = this.trace.cellId(panel.view, row, col);
  return {
    id: id, name: this.trace.cellName(id), step: this.trace.writtenAt(id),
    value: this.trace.value(id).toString()
  };
};

Matrix.prototype.showCanvas = function (panel, step) {
  var a = this.trace.arrays(), wa = a.views[panel.view].writtenAt, px = panel.pixels, col = panel.colours;
  var pending = Matrix.abgr(Matrix.PENDING), blank = Matrix.abgr(Matrix.VOID);
  var from = panel.shown, view = this.trace.views[panel.view], size = view.rows * view.cols;
  if (from >= 0 && Math.abs(step - from) <= 20000) {
    /* Only the cells written between the two steps change. */
    var lo = Math.min(from, step) + 1, hi = Math.max(from, step), ahead = step > from;
    for (var s = lo; s <= hi; s++) {
      var i = a.cells[s] - view.base;
      if (i >= 0 && i < size) px[i] = ahead ? col[i] : pending;
    }
  } else {
    for (i = 0; i < size; i++) {
      var w = wa[i];
      px[i] = w === Core.NONE ? (panel.input ? col[i] : blank) : (w <= step ? col[i] : pending);
    }
  }
  panel.shown = step;
  panel.ctx.putImageData(panel.image, 0, 0);
};

Matrix.prototype.drawOverlay = function (panel) {
  var overlay = panel.overlay, ratio = window.devicePixelRatio || 1;
  var W = Math.round(panel.canvas.clientWidth * ratio), H = Math.round(panel.canvas.clientHeight * ratio);
  if (overlay.width !== W || overlay.height !== H) {
    overlay.width = W;
    overlay.height = H;
  }
  var ctx = overlay.getContext('2d'), view = this.trace.views[panel.view];
  ctx.clearRect(0, 0, W, H);
  var cw = W / view.cols, ch = H / view.rows, strip = view.rows === 1;
  /* Reads first, the written cell last and larger, so it is never hidden. */
  var marks = this.marks.filter(function (m) { return m.view === panel.view; });
  marks.sort(function (a, b) { return (a.role ? 0 : 1) - (b.role ? 0 : 1); });
  marks.forEach(function (m) {
    var min = (m.role ? 8 : 12) * ratio;
    var w = Math.max(cw, min), h = strip ? ch : Math.max(ch, min);
    var cx = (m.col + 0.5) * cw, cy = (m.row + 0.5) * ch, x = cx - w / 2, y = cy - h / 2;
    var colour = m.role ? Matrix.ROLE_COLOURS[m.role] || '#5f3dc4' : '#c2255c';
    if (!m.role && !strip && cw < 6 * ratio) {
      /* A crosshair finds the cell in a large map. */
      ctx.strokeStyle = 'rgba(194, 37, 92, 0.35)';
      ctx.lineWidth = ratio;
      ctx.beginPath();
      ctx.moveTo(0, cy);
      ctx.lineTo(x, cy);
      ctx.moveTo(x + w, cy);
      ctx.lineTo(W, cy);
      ctx.moveTo(cx, 0);
      ctx.lineTo(cx, y);
      ctx.moveTo(cx, y + h);
      ctx.lineTo(cx, H);
      ctx.stroke();
    }
    ctx.lineWidth = 2 * ratio;
    ctx.strokeStyle = '#fff';
    ctx.strokeRect(x - ratio, y - ratio, w + 2 * ratio, h + 2 * ratio);
    ctx.strokeStyle = colour;
    ctx.strokeRect(x, y, w, h);
    if (m.role) {
      ctx.font = 'bold ' + Math.round(11 * ratio) + 'px system-ui, sans-serif';
      var tw = ctx.measureText(m.role).width;
      var tx = x + w + 3 * ratio + tw > W ? x - tw - 4 * ratio : x + w + 3 * ratio;
      var ty = strip ? H - 3 * ratio : Math.max(11 * ratio, Math.min(H - 2 * ratio, cy + 4 * ratio));
      ctx.fillStyle = 'rgba(255, 255, 255, 0.9)';
      ctx.fillRect(tx - ratio, ty - 10 * ratio, tw + 2 * ratio, 12 * ratio);
      ctx.fillStyle = colour;
      ctx.fillText(m.role, tx, ty);
    }
  });
};

/* ---- legend and cell picker --------------------------------------------- */

Matrix.prototype.buildLegend = function () {
  var legend = Matrix.el('div', 'mx-legend');
  legend.setAttribute('aria-hidden', 'true');
  var stops = [];
  for (var k = 0; k <= 4; k++) stops.push('rgb(' + Matrix.ramp(k / 4).join(',') + ')');
  legend.appendChild(Matrix.el('span', '', '0'));
  var bar = legend.appendChild(Matrix.el('span', 'mx-ramp'));
  bar.style.background = 'linear-gradient(to right, ' + stops.join(', ') + ')';
  legend.appendChild(Matrix.el('span', '', String(this.maxValue >= 1e15 ? this.maxValue.toExponential(2) : this.maxValue)));
  var pend = legend.appendChild(Matrix.el('span', 'mx-swatch'));
  pend.style.background = 'rgb(' + Matrix.PENDING.join(',') + ')';
  legend.appendChild(Matrix.el('span', 'mx-pending-label', this.i18n.t('pending')));
  return legend;
};

Matrix.prototype.buildJump = function () {
  var self = this, t = this.i18n, trace = this.trace;
  var form = Matrix.el('form', 'mx-jump');
  form.appendChild(Matrix.el('span', 'mx-jump-title', t.t('goCell')));
  var select = Matrix.el('select');
  select.id = 'jump-view';
  trace.views.forEach(function (v, i) {
    if (trace.isInput(i) || v.rows * v.cols === 1) return;
    var opt = Matrix.el('option', '', v.name);
    opt.value = String(i);
    select.appendChild(opt);
  });
  function field(id, label, input) {
    var l = Matrix.el('label', '', label);
    l.htmlFor = id;
    input.id = id;
    form.appendChild(l);
    form.appendChild(input);
    return input;
  }
  field('jump-view', t.t('view'), select);
  var row = field('jump-row', t.t('row'), Matrix.el('input'));
  var col = field('jump-col', t.t('col'), Matrix.el('input'));
  [row, col].forEach(function (inp) {
    inp.type = 'number';
    inp.min = '0';
    inp.inputMode = 'numeric';
  });
  var go = form.appendChild(Matrix.el('button', '', t.t('go')));
  go.type = 'submit';
  var msg = form.appendChild(Matrix.el('span', 'error'));
  msg.setAttribute('role', 'status');
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var v = Number(select.value), view = trace.views[v], o = view.index_origin;
    var r = Number(row.value) - o, c = Number(col.value) - o;
    var ok = Number.isInteger(r) && Number.isInteger(c) && r >= 0 && c >= 0 && r < view.rows && c < view.cols;
    var step = ok ? trace.writtenAt(trace.cellId(v, r, c)) : -1;
    msg.textContent = step < 0 ? t.t('noSuchCell') : '';
    if (step >= 0) self.onPick(step);
  });
  return form;
};

/* ---- the current step ------------------------------------------------------ */

/* Draws the views after step `step` and highlights what it wrote and read. */
Matrix.prototype.show = function (step) {
  var self = this, trace = this.trace;
  if (!trace) return;
  var info = trace.step(step), roles = Matrix.roles(info.reads.length, trace.rules[info.rule]);
  this.clearMarks();
  this.marks = [{ id: info.cell, role: '' }].concat(info.reads.map(function (id, k) {
    return { id: id, role: roles[k] };
  })).map(function (m) {
    var at = trace.locate(m.id);
    return { id: m.id, role: m.role, view: at.view, row: at.row, col: at.col, index: at.index };
  });
  this.step = step;
  this.panels.forEach(function (panel) {
    if (panel.kind === 'table') self.showTable(panel, step);
    else self.showCanvas(panel, step);
  });
  this.marks.forEach(function (m) {
    var panel = self.panels[m.view];
    if (panel.kind !== 'table' || !panel.cells[m.index]) return;
    var el = panel.cells[m.index];
    el.classList.add(m.role ? 'read' : 'cur');
    if (m.role) el.dataset.role = m.role;
    Matrix.reveal(panel.scroller, el);
  });
  this.panels.forEach(function (panel) {
    if (panel.kind === 'canvas') self.drawOverlay(panel);
  });
};

/* Scrolls a wide table sideways (never the page) so that el is visible. */
Matrix.reveal = function (box, el) {
  if (box.scrollWidth <= box.clientWidth) return;
  var b = box.getBoundingClientRect(), r = el.getBoundingClientRect();
  if (r.left < b.left) box.scrollLeft -= b.left - r.left + 40;
  else if (r.right > b.right) box.scrollLeft += r.right - b.right + 40;
};

Matrix.prototype.clearMarks = function () {
  var self = this;
  this.marks.forEach(function (m) {
    var panel = self.panels[m.view];
    var el = panel && panel.kind === 'table' ? panel.cells[m.index] : null;
    if (!el) return;
    el.classList.remove('cur', 'read');
    delete el.dataset.role;
  });
};

/* Re-labels after a language switch (the labels come from C in both languages). */
Matrix.prototype.relabel = function () {
  if (!this.trace) return;
  var step = this.step;
  this.setTrace(this.trace);
  if (step >= 0) this.show(step);
};

/* Overlays follow the canvas size (call on resize). */
Matrix.prototype.redraw = function () {
  var self = this;
  this.panels.forEach(function (panel) {
    if (panel.kind === 'canvas') self.drawOverlay(panel);
  });
};
