/*
 * view-matrix.js — MatrixView: one trace view drawn as a table (up to
 * Views.SMALL cells: numbers in buttons) or, larger, as a canvas heat map
 * (up to 1000 x 1000) with an overlay for the highlights.  Cells written
 * after the current step are shown empty; the written cell is outlined and
 * the cells the step read carry their names (L, R, X).  A click asks for
 * the step that wrote the cell.  Every number is read exactly from C's
 * arrays; outcomes and yes/no are words or letters (Values), not colours.
 * A cell the quiz asks about (mark.asked) shows "?" until answered.  The
 * heat map redraws only what changed: the cells written between the last
 * step drawn and this one, in the 64 x 64 tiles that hold them.
 */
'use strict';

function MatrixView(views, v) {
  this.views = views;
  this.trace = views.trace;
  this.v = v;
  this.view = this.trace.views[v];
  this.kind = this.view.value_kind;
  this.marked = [];
  this.step = -1;
  this.table = this.view.rows * this.view.cols <= Views.SMALL;
  if (this.table) this.buildTable();
  else this.buildCanvas();
}

/* ---- tables of numbers ---------------------------------------------------- */

MatrixView.prototype.buildTable = function () {
  var self = this, trace = this.trace, view = this.view, o = view.index_origin, lang = this.views.i18n.lang;
  var arrays = trace.arrays().views[this.v], input = trace.isInput(this.v);
  var figure = this.figure = Dom.el('figure', 'mx-view');
  figure.dataset.view = view.name;
  figure.appendChild(Dom.el('figcaption', '', this.views.caption(this.v)));
  var table = Dom.el('table', 'mx-table');
  if (view.rows * view.cols > 1) {
    var head = Dom.el('tr');
    if (view.rows > 1) head.appendChild(Dom.el('th', 'corner'));
    for (var c = 0; c < view.cols; c++) {
      var th = head.appendChild(Dom.el('th', '', String(c + o)));
      th.scope = 'col';
    }
    table.appendChild(Dom.el('thead')).appendChild(head);
  }
  var body = table.appendChild(Dom.el('tbody'));
  var cells = this.cells = new Array(view.rows * view.cols);
  for (var r = 0; r < view.rows; r++) {
    var tr = body.appendChild(Dom.el('tr'));
    if (view.rows > 1) {
      var rh = tr.appendChild(Dom.el('th', '', String(r + o)));
      rh.scope = 'row';
    }
    for (c = 0; c < view.cols; c++) {
      var i = r * view.cols + c, td = tr.appendChild(Dom.el('td'));
      var id = view.base + i, shown = Values.format(this.kind, arrays.values[i], lang);
      if (input) {
        td.className = 'input';
        cells[i] = td.appendChild(Dom.el('span', 'mx-cell ' + shown.cls, shown.short));
      } else if (arrays.writtenAt[i] === Core.NONE) {
        td.className = 'void';
      } else {
        var b = Dom.el('button', 'mx-cell ' + shown.cls, shown.short);
        b.type = 'button';
        b.dataset.id = String(id);
        b.dataset.step = String(arrays.writtenAt[i]);
        b.dataset.label = trace.cellName(id) + ' = ' + shown.text;
        b.dataset.short = shown.short;
        b.setAttribute('aria-label', b.dataset.label);
        cells[i] = td.appendChild(b);
      }
    }
  }
  table.addEventListener('click', function (e) {
    var b = e.target.closest('button.mx-cell');
    if (!b) return;
    self.showLinks(Number(b.dataset.id));
    self.views.onPick(Number(b.dataset.step));
  });
  this.scroller = figure.appendChild(Dom.el('div', 'mx-scroll'));
  this.scroller.appendChild(table);
  this.linkNote = figure.appendChild(Dom.el('p', 'mx-links'));
  this.linkNote.hidden = true;
  if ((view.lines || []).length) this.drawTableLines(table);
};

/* C's lines over a table (the Beatty lines on the Wythoff grid): each runs
 * through two points given in cell units, extended across the table. */
MatrixView.prototype.drawTableLines = function (table) {
  var view = this.view, lang = this.views.i18n.lang, self = this;
  var svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('class', 'mx-lines');
  svg.setAttribute('aria-hidden', 'true');
  this.scroller.style.position = 'relative';
  this.scroller.appendChild(svg);
  var legend = this.figure.insertBefore(Dom.el('ul', 'mx-line-legend'), this.linkNote);
  view.lines.forEach(function (line, k) {
    var item = legend.appendChild(Dom.el('li', 'mx-line-' + k, line.label[lang] || line.label.en));
    item.dataset.line = String(k);
  });
  function place() {
    var first = self.cells[0], last = self.cells[view.rows * view.cols - 1];
    var anchor = first && first.parentNode, end = last && last.parentNode;
    if (!anchor || !end) return;
    var box = self.scroller.getBoundingClientRect(), a = anchor.getBoundingClientRect(), b = end.getBoundingClientRect();
    var cw = (b.right - a.left) / view.cols, ch = (b.bottom - a.top) / view.rows;
    var x0 = a.left - box.left + self.scroller.scrollLeft, y0 = a.top - box.top + self.scroller.scrollTop;
    svg.setAttribute('width', String(self.scroller.scrollWidth));
    svg.setAttribute('height', String(self.scroller.scrollHeight));
    svg.textContent = '';
    view.lines.forEach(function (line, k) {
      var t = line.through, dr = t[2] - t[0], dc = t[3] - t[1];
      /* From the centre of cell (r0, c0) far along the direction: the SVG clips it. */
      var scale = 4 * (view.rows + view.cols) / Math.max(Math.abs(dr), Math.abs(dc), 1);
      var el = document.createElementNS('http://www.w3.org/2000/svg', 'line');
      el.setAttribute('x1', String(x0 + (t[1] + 0.5) * cw));
      el.setAttribute('y1', String(y0 + (t[0] + 0.5) * ch));
      el.setAttribute('x2', String(x0 + (t[1] + 0.5 + dc * scale) * cw));
      el.setAttribute('y2', String(y0 + (t[0] + 0.5 + dr * scale) * ch));
      el.setAttribute('class', 'mx-line mx-line-' + k);
      svg.appendChild(el);
    });
  }
  this.placeLines = place;
  requestAnimationFrame(place);
};

/* Highlights what C links to a clicked cell (Wythoff: its queen moves), with C's words. */
MatrixView.prototype.showLinks = function (id) {
  var view = this.view, self = this;
  var links = this.trace.job.links ? this.trace.job.links(id, this.views.i18n.lang) : { cells: [] };
  (this.linked || []).forEach(function (i) { if (self.cells && self.cells[i]) self.cells[i].classList.remove('linked'); });
  this.linked = [];
  this.linkMarks = [];
  links.cells.forEach(function (cid) {
    var i = cid - view.base;
    if (i < 0 || i >= view.rows * view.cols) return;
    self.linked.push(i);
    self.linkMarks.push({ row: Math.floor(i / view.cols), col: i % view.cols });
    if (self.cells && self.cells[i]) self.cells[i].classList.add('linked');
  });
  if (this.linkNote) {
    this.linkNote.hidden = !links.cells.length;
    this.linkNote.textContent = links.cells.length ? links.label + ' (' + links.cells.length + ')' : '';
  }
  if (!this.table) this.drawOverlay();
};

MatrixView.prototype.showTable = function (step, marks) {
  var cells = this.cells, pending = ' = ' + this.views.i18n.t('pending');
  /* A cell's text and label: its value once computed, nothing before (so
   * neither the eye nor a screen reader learns it early), "?" when asked. */
  function paint(el, future, asked) {
    var text = asked ? '?' : future ? '' : el.dataset.short;
    if (el.textContent !== text) el.textContent = text;
    el.setAttribute('aria-label', asked ? el.dataset.label.replace(/ = .*$/, ' = ?')
      : future ? el.dataset.label.replace(/ = .*$/, pending) : el.dataset.label);
  }
  this.marked.forEach(function (i) {
    var el = cells[i];
    if (!el) return;
    var asked = el.classList.contains('asked');
    el.classList.remove('cur', 'read', 'asked');
    delete el.dataset.role;
    delete el.dataset.tag;
    el.removeAttribute('title');
    if (asked) paint(el, el.classList.contains('future'), false);
  });
  cells.forEach(function (el) {
    if (!el || el.dataset.step === undefined) return;
    var future = Number(el.dataset.step) > step;
    if (el.classList.contains('future') === future && el.dataset.shown) return;
    el.dataset.shown = '1';
    el.classList.toggle('future', future);
    paint(el, future, false);
  });
  var scroller = this.scroller;
  this.marked = marks.map(function (m) {
    var el = cells[m.index];
    if (el) {
      el.classList.add(m.role ? 'read' : 'cur');
      if (m.role) {
        el.dataset.role = m.role;
        /* A short name (L, R, X) in the corner; a longer one as a tooltip. */
        if (m.role.length <= 2) el.dataset.tag = m.role;
        else el.title = m.role;
      }
      if (m.asked && el.dataset.label) {
        el.classList.add('asked');
        paint(el, true, true);
      }
      Views.reveal(scroller, el);
    }
    return m.index;
  });
};

/* ---- heat maps ------------------------------------------------------------ */

MatrixView.prototype.buildCanvas = function () {
  var self = this, view = this.view;
  var figure = this.figure = Dom.el('figure', 'mx-view mx-heat' + (view.rows === 1 ? ' mx-strip' : ''));
  figure.dataset.view = view.name;
  figure.appendChild(Dom.el('figcaption', '', this.views.caption(this.v)));
  var wrap = figure.appendChild(Dom.el('div', 'mx-wrap'));
  var canvas = this.canvas = wrap.appendChild(Dom.el('canvas', 'mx-canvas'));
  canvas.width = view.cols;
  canvas.height = view.rows;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', this.views.caption(this.v) + ' (' + view.rows + ' × ' + view.cols + ')');
  this.overlay = wrap.appendChild(Dom.el('canvas', 'mx-overlay'));
  this.overlay.setAttribute('aria-hidden', 'true');
  this.ctx = canvas.getContext('2d');
  this.image = this.ctx.createImageData(view.cols, view.rows);
  this.pixels = new Uint32Array(this.image.data.buffer);
  this.colours = this.trace.drawing.colours[this.v];
  this.input = this.trace.isInput(this.v);
  this.shown = null;
  this.tilesX = Math.ceil(view.cols / MatrixView.TILE);
  this.tilesY = Math.ceil(view.rows / MatrixView.TILE);
  this.dirty = new Uint8Array(this.tilesX * this.tilesY);
  canvas.addEventListener('click', function (e) {
    var at = self.cellAt(e);
    if (!at) return;
    self.showLinks(view.base + at.row * view.cols + at.col);
    if (at.step >= 0) self.views.onPick(at.step);
  });
  canvas.addEventListener('mousemove', function (e) {
    var at = self.cellAt(e);
    canvas.title = at ? at.name + ' = ' + (at.step > self.step ? self.views.i18n.t('pending') : at.text) : '';
  });
};

MatrixView.prototype.cellAt = function (e) {
  var rect = this.canvas.getBoundingClientRect(), view = this.view;
  var col = Math.floor((e.clientX - rect.left) / rect.width * view.cols);
  var row = Math.floor((e.clientY - rect.top) / rect.height * view.rows);
  if (row < 0 || col < 0 || row >= view.rows || col >= view.cols) return null;
  var id = this.trace.cellId(this.v, row, col);
  return {
    id: id, name: this.trace.cellName(id), step: this.trace.writtenAt(id),
    text: Values.format(this.kind, this.trace.value(id), this.views.i18n.lang).text
  };
};

MatrixView.TILE = 64;        /* the heat map is redrawn in tiles of this many pixels square */
MatrixView.FAR = 20000;      /* steps apart beyond which the whole map is recomputed */

MatrixView.prototype.showCanvas = function (step) {
  var a = this.trace.arrays(), wa = a.views[this.v].writtenAt, px = this.pixels, col = this.colours;
  var pending = Views.abgr(Views.PENDING), blank = Views.abgr(Views.VOID);
  var from = this.shown, view = this.view, size = view.rows * view.cols, i;
  if (from === step) return;
  this.painted = 0;
  if (from !== null && Math.abs(step - from) <= MatrixView.FAR) {
    /* Only the cells written between the two steps change: recolour them
     * and put back only the tiles that hold them. */
    var lo = Math.min(from, step) + 1, hi = Math.max(from, step), ahead = step > from;
    var T = MatrixView.TILE, cols = view.cols, tx = this.tilesX, dirty = this.dirty, list = [];
    for (var s = lo; s <= hi; s++) {
      i = a.cells[s] - view.base;
      if (i < 0 || i >= size) continue;
      px[i] = ahead ? col[i] : pending;
      var t = Math.floor(i / cols / T) * tx + Math.floor(i % cols / T);
      if (!dirty[t]) {
        dirty[t] = 1;
        list.push(t);
      }
    }
    this.shown = step;
    if (list.length * 2 > dirty.length) {
      dirty.fill(0);
      this.ctx.putImageData(this.image, 0, 0);
      this.painted = size;
      return;
    }
    for (var k = 0; k < list.length; k++) {
      var x = list[k] % tx * T, y = Math.floor(list[k] / tx) * T;
      var w = Math.min(T, cols - x), h = Math.min(T, view.rows - y);
      this.ctx.putImageData(this.image, 0, 0, x, y, w, h);
      this.painted += w * h;
      dirty[list[k]] = 0;
    }
    return;
  }
  for (i = 0; i < size; i++) {
    var wr = wa[i];
    px[i] = wr === Core.NONE ? (this.input ? col[i] : blank) : (wr <= step ? col[i] : pending);
  }
  this.shown = step;
  this.ctx.putImageData(this.image, 0, 0);
  this.painted = size;
};

/* The overlay's size in CSS pixels, measured once and on resize (reading
 * layout at every step would force a layout in every frame). */
MatrixView.prototype.fit = function () {
  this.cssW = this.canvas.clientWidth;
  this.cssH = this.canvas.clientHeight;
};

MatrixView.prototype.drawOverlay = function () {
  if (!this.cssW) this.fit();
  var overlay = this.overlay, ratio = window.devicePixelRatio || 1, view = this.view, pal = Theme.colours();
  var W = Math.round(this.cssW * ratio), H = Math.round(this.cssH * ratio), thick = pal.line2, playing = this.playing;
  if (overlay.width !== W || overlay.height !== H) {
    overlay.width = W;
    overlay.height = H;
  }
  var ctx = overlay.getContext('2d');
  ctx.clearRect(0, 0, W, H);
  var cw = W / view.cols, ch = H / view.rows, strip = view.rows === 1;
  /* C's lines (Beatty lines), dashed, and the cells linked to the last click. */
  (view.lines || []).forEach(function (line, k) {
    var t = line.through, dr = t[2] - t[0], dc = t[3] - t[1];
    var scale = 4 * (view.rows + view.cols) / Math.max(Math.abs(dr), Math.abs(dc), 1);
    ctx.save();
    ctx.setLineDash([6 * ratio, 4 * ratio]);
    ctx.lineWidth = 1.5 * ratio * thick;
    ctx.strokeStyle = k % 2 ? '#7048e8' : '#0c8599';
    ctx.beginPath();
    ctx.moveTo((t[1] + 0.5) * cw, (t[0] + 0.5) * ch);
    ctx.lineTo((t[1] + 0.5 + dc * scale) * cw, (t[0] + 0.5 + dr * scale) * ch);
    ctx.stroke();
    ctx.restore();
  });
  (this.linkMarks || []).forEach(function (m) {
    ctx.lineWidth = ratio * thick;
    ctx.strokeStyle = '#7048e8';
    ctx.strokeRect(m.col * cw + ratio, m.row * ch + ratio, cw - 2 * ratio, ch - 2 * ratio);
  });
  /* Reads first, the written cell last and larger, so it is never hidden. */
  var marks = (this.marks || []).slice().sort(function (a, b) { return (a.role ? 0 : 1) - (b.role ? 0 : 1); });
  marks.forEach(function (m) {
    var min = (m.role ? 8 : 12) * ratio;
    var w = Math.max(cw, min), h = strip ? ch : Math.max(ch, min);
    var cx = (m.col + 0.5) * cw, cy = (m.row + 0.5) * ch, x = cx - w / 2, y = cy - h / 2;
    var colour = Views.roleColour(m.role);
    if (!m.role && !strip && cw < 6 * ratio && !playing) {
      /* A crosshair finds the cell in a large map (not while playing:
       * it would repaint the whole overlay in every frame). */
      ctx.globalAlpha = 0.4;
      ctx.strokeStyle = colour;
      ctx.lineWidth = ratio * thick;
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
      ctx.globalAlpha = 1;
    }
    ctx.lineWidth = 2 * ratio * thick;
    ctx.strokeStyle = pal.halo;
    ctx.strokeRect(x - ratio * thick, y - ratio * thick, w + 2 * ratio * thick, h + 2 * ratio * thick);
    ctx.strokeStyle = colour;
    ctx.strokeRect(x, y, w, h);
    var label = m.role && m.named ? m.role : m.asked ? '?' : '';
    if (label) {
      ctx.font = 'bold ' + Math.round(11 * ratio * (thick > 1 ? 1.4 : 1)) + 'px system-ui, sans-serif';
      var tw = ctx.measureText(label).width, fh = 11 * ratio * (thick > 1 ? 1.4 : 1);
      var tx = x + w + 3 * ratio + tw > W ? x - tw - 4 * ratio : x + w + 3 * ratio;
      var ty = strip ? H - 3 * ratio : Math.max(fh, Math.min(H - 2 * ratio, cy + 4 * ratio));
      ctx.globalAlpha = 0.9;
      ctx.fillStyle = pal.halo;
      ctx.fillRect(tx - ratio, ty - fh + ratio, tw + 2 * ratio, fh + ratio);
      ctx.globalAlpha = 1;
      ctx.fillStyle = colour;
      ctx.fillText(label, tx, ty);
    }
  });
};

/* ---- the panel interface (Views) ---------------------------------------------- */

/* Draws the view after `step`; marks: the cells of this view the step wrote (role "") and read. */
MatrixView.prototype.show = function (step, marks, playing) {
  this.step = step;
  this.marks = marks;
  this.playing = !!playing;
  if (this.table) {
    this.showTable(step, marks);
  } else {
    this.showCanvas(step);
    this.drawOverlay();
  }
};

MatrixView.prototype.redraw = function () {
  if (this.table && this.placeLines) this.placeLines();
  if (this.table || !this.marks) return;
  this.fit();
  this.drawOverlay();
};
