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

function MatrixView(views, v, table, overview) {
  this.views = views;
  this.trace = views.trace;
  this.v = v;
  this.view = this.trace.views[v];
  this.kind = this.view.value_kind;
  this.marked = [];
  this.step = -1;
  this.table = !overview && (table || this.view.rows * this.view.cols <= Views.SMALL);
  if (this.table) this.buildTable();
  else this.buildCanvas();
  /* A table too large to read on the stage goes to a heat map with a lens
   * (Views.toOverview); a heat map is one already.  A small table stays
   * one, and so does a sequence of up to three rows of its period.  A row
   * of more than 16 cells may go to its window (the 24 values of a game
   * graph's order beside the graph, at 1024 px). */
  var cells = this.view.rows * this.view.cols;
  this.overview = this.table && cells > (this.view.rows > 1 ? 36 : 16) && !(this.per && cells <= this.per.pre + 3 * this.per.p);
}

/* ---- tables of numbers ---------------------------------------------------- */

MatrixView.prototype.buildTable = function () {
  var self = this, trace = this.trace, view = this.view, lang = this.views.i18n.lang;
  var arrays = trace.arrays().views[this.v], input = trace.isInput(this.v);
  var figure = this.figure = Dom.el('figure', 'mx-view mx-tab');
  figure.dataset.view = view.name;
  figure.appendChild(Dom.el('figcaption', '', this.views.caption(this.v)));
  var cells = this.cells = new Array(view.rows * view.cols), tds = this.tds = [];
  for (var i = 0; i < cells.length; i++) {
    var td = Dom.el('td'), id = view.base + i, shown = Values.format(this.kind, arrays.values[i], lang);
    tds.push(td);
    /* Wide enough from the start for the value it will hold: the table
     * keeps its size while the steps fill it (the stage fits it once). */
    td.style.width = MatrixView.width(shown.short); /* a table cell's width is its least (min-width is not for cells) */
    if (arrays.rare && arrays.rare[i]) td.classList.add('rare');
    if (input) {
      td.classList.add('input');
      cells[i] = td.appendChild(Dom.el('span', 'mx-cell ' + shown.cls, shown.short));
    } else if (arrays.writtenAt[i] === Core.NONE) {
      td.classList.add('void');
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
  var scroller = this.scroller = figure.appendChild(Dom.el('div', 'mx-scroll'));
  scroller.addEventListener('click', function (e) {
    var b = e.target.closest('button.mx-cell');
    if (!b) return;
    self.showLinks(Number(b.dataset.id));
    self.views.onPick(Number(b.dataset.step));
  });
  this.zoom = new Zoom(scroller, function () {
    self.grid.style.zoom = self.zoom.z;
    if (self.placeLines) self.placeLines();
  }, 4);
  this.per = view.rows === 1 && this.views.period(this.v);
  this.note = figure.appendChild(Dom.el('p', 'sq-note'));
  this.note.hidden = true;
  if (view.rare_mask) figure.appendChild(this.views.rareNote(view));
  this.arrange(null);
  this.linkNote = figure.appendChild(Dom.el('p', 'mx-links'));
  this.linkNote.hidden = true;
  if ((view.lines || []).length) this.drawTableLines(this.grid);
};

/* Lays the cells out in a table: as C gives them, or a one-row view in
 * rows of its period p once found (per: {pre, p}), the preperiod's rows
 * above, each column one residue; a preperiod cell whose value differs
 * from the one a period later (less the saltus s of an arithmetic period:
 * each row then is s more than the row above) is marked (an exception). */
MatrixView.prototype.arrange = function (per) {
  var view = this.view, o = view.index_origin, tds = this.tds, n = tds.length, a = this.trace.arrays().views[this.v];
  /* A sequence that will wrap by its period wraps in rows of MatrixView.ROW
   * until then (a long row would not fit the stage). */
  var row = per ? per : this.per && view.rows === 1 && view.cols > MatrixView.ROW ? { pre: 0, p: MatrixView.ROW } : null;
  var cols = row ? row.p : view.cols, first = per ? per.pre - Math.ceil(per.pre / per.p) * per.p : 0;
  var rows = row ? Math.ceil((n - first) / cols) : view.rows, labelled = view.rows > 1 || row, c, th;
  var table = Dom.el('table', 'mx-table'), colHeads = [], heads = this.heads = [];
  this.wrapped = per;
  if (n > 1) {
    var head = Dom.el('tr');
    if (labelled) head.appendChild(Dom.el('th', 'corner'));
    for (c = 0; c < cols; c++) {
      th = colHeads[c] = head.appendChild(Dom.el('th', '', row ? '+' + c : this.trace.head(this.v, c)));
      th.scope = 'col';
    }
    table.appendChild(Dom.el('thead')).appendChild(head);
  }
  var body = table.appendChild(Dom.el('tbody'));
  for (var r = 0; r < rows; r++) {
    var tr = body.appendChild(Dom.el('tr')), s = row ? first + r * cols : r * cols;
    if (per && s < per.pre) tr.className = s + cols < per.pre ? 'pre' : 'pre last';
    var rowHead = null;
    if (labelled) {
      th = rowHead = tr.appendChild(Dom.el('th', '', row ? s < 0 ? '' : String(s + o) : String(r + o)));
      th.scope = 'row';
    }
    for (c = 0; c < cols; c++) {
      var i = s + c;
      if (i >= 0 && i < n) heads[i] = [rowHead, colHeads[c]];
      tr.appendChild(i >= 0 && i < n ? tds[i] : Dom.el('td', 'gap'));
      if (per && i >= 0 && i < n)
        tds[i].classList.toggle('exc', i < per.pre && i + per.p < n && Number(a.values[i]) + (per.s || 0) !== Number(a.values[i + per.p]));
    }
  }
  if (this.grid) this.scroller.replaceChild(table, this.grid);
  else this.scroller.appendChild(table);
  this.grid = table;
  table.style.zoom = this.zoom.z;
  this.scroller.classList.toggle('wrapped', !!per);
  this.note.hidden = !per;
  if (per) this.note.textContent = this.views.i18n.t(per.s ? 'wrapNoteSaltus' : 'wrapNote', { p: per.p, pre: per.pre, s: per.s });
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
  var per = this.per && step >= this.per.at ? this.per : null;
  if (!per !== !this.wrapped) {
    this.arrange(per);
    this.views.changed(); /* a new shape: the stage lays it out again */
  }
  var cells = this.cells, pending = ' = ' + this.views.i18n.t('pending');
  /* A cell's text and label: its value once computed, nothing before (so
   * neither the eye nor a screen reader learns it early), "?" when asked. */
  function paint(el, future, asked) {
    var text = asked ? '?' : future ? '' : el.dataset.short;
    if (el.textContent !== text) el.textContent = text;
    el.setAttribute('aria-label', asked ? el.dataset.label.replace(/ = .*$/, ' = ?')
      : future ? el.dataset.label.replace(/ = .*$/, pending) : el.dataset.label);
  }
  /* The names of the cells read (L, R, X) stand in the margin, under
   * their column's number (the row's number takes the colour): never on
   * a cell's digits. */
  (this.tagged || []).forEach(function (th) {
    delete th.dataset.tag;
    delete th.dataset.role;
  });
  this.tagged = [];
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
  var focus = marks.filter(function (m) { return !m.role; })[0] || marks[0], self = this;
  this.marked = marks.map(function (m) {
    var el = cells[m.index];
    if (el) {
      el.classList.add(m.role ? 'read' : 'cur');
      if (m.role) {
        el.dataset.role = m.role;
        /* A short name (L, R, X) in the margins; a longer one as a tooltip. */
        if (m.named && m.role.length <= 2) self.tagHeads(m.index, m.role);
        else if (m.named) el.title = m.role;
      }
      if (m.asked && el.dataset.label) {
        el.classList.add('asked');
        paint(el, true, true);
      }
    }
    return m.index;
  });
  /* The written cell is brought into view (not the last read). */
  if (focus && cells[focus.index]) Views.reveal(this.scroller, cells[focus.index]);
};

/* The CSS width a cell needs for text (digits are 1ch; a CJK character about 2). */
MatrixView.width = function (text) {
  var w = 0.7;
  for (var i = 0; i < text.length; i++) w += text.charCodeAt(i) > 0x2e80 ? 2 : 1;
  return w + 'ch';
};

/* Puts a read cell's name (role) on its row's and column's header cells. */
MatrixView.prototype.tagHeads = function (i, role) {
  var self = this;
  (this.heads[i] || []).forEach(function (th) {
    if (!th) return;
    var tags = th.dataset.tag ? th.dataset.tag.split(' ') : [];
    if (tags.indexOf(role) < 0) tags.push(role);
    th.dataset.tag = tags.join(' ');
    if (!th.dataset.role) th.dataset.role = role;
    self.tagged.push(th);
  });
};

/* ---- heat maps ------------------------------------------------------------ */

MatrixView.prototype.buildCanvas = function () {
  var self = this, view = this.view;
  var figure = this.figure = Dom.el('figure', 'mx-view mx-heat' + (view.rows === 1 ? ' mx-strip' : ''));
  figure.dataset.view = view.name;
  figure.appendChild(Dom.el('figcaption', '', this.views.caption(this.v)));
  /* The map and, beside it (never over it), the lens of numbers. */
  var row = this.heatRow = figure.appendChild(Dom.el('div', 'mx-heat-row'));
  var wrap = row.appendChild(Dom.el('div', 'mx-wrap')), clip = wrap.appendChild(Dom.el('div', 'mx-clip'));
  var canvas = this.canvas = clip.appendChild(Dom.el('canvas', 'mx-canvas'));
  canvas.width = view.cols;
  canvas.height = view.rows;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', this.views.caption(this.v) + ' (' + view.rows + ' × ' + view.cols + ')');
  this.overlay = wrap.appendChild(Dom.el('canvas', 'mx-overlay'));
  this.overlay.setAttribute('aria-hidden', 'true');
  this.lens = row.appendChild(Dom.el('table', 'mx-lens'));
  this.lens.setAttribute('aria-hidden', 'true');
  this.lens.hidden = true;
  if (this.kind === 'int') figure.appendChild(this.views.scale(this.v));
  this.zoom = new Zoom(clip, function () {
    self.place();
    self.drawOverlay();
  }, Math.max(4, Math.max(view.rows, view.cols) / 2), true); /* in till a cell holds its number */
  this.zoom.focus = function () {
    var f = self.focusMark, z = self.zoom;
    return f && [z.x + (f.col + 0.5) * self.cssW / view.cols * z.z, z.y + (f.row + 0.5) * self.cssH / view.rows * z.z];
  };
  this.ctx = canvas.getContext('2d');
  this.image = this.ctx.createImageData(view.cols, view.rows);
  this.pixels = new Uint32Array(this.image.data.buffer);
  Views.rebake(this.trace, this.v); /* the theme may have changed since */
  this.colours = this.trace.drawing.colours[this.v];
  this.last = this.trace.drawing.last[this.v];
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
  var pending = Views.abgr(Views.PENDING);
  var from = this.shown, view = this.view, size = view.rows * view.cols, i, self = this;
  if (from === null && size > Views.PIECE && !this.waiting) {
    /* A big map's first paint (and the browser's work to draw it) in an
     * animation frame of its own, one map a frame: with the new tables
     * in the same task, a 1000-pile lr load froze the page ~100 ms.  A
     * step shown before then paints at once. */
    this.waiting = true;
    this.views.later(function () {
      if (self.waiting && self.canvas.isConnected) self.showCanvas(self.step);
    });
    return;
  }
  this.waiting = false;
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
  if (step >= this.last) px.set(col); /* every cell written: its final colour */
  else MatrixView.paint(px, wa, col, size, step, pending);
  this.shown = step;
  this.ctx.putImageData(this.image, 0, 0);
  this.painted = size;
};

/* Every pixel of a heat map at `step`: a cell written by then, or never
 * (the colours give it the blank colour), in its colour, one written later
 * in `pending`.  A loop of its own, constants in locals, so that V8
 * compiles it tight. */
MatrixView.paint = function (px, wa, col, size, step, pending) {
  var none = Core.NONE;
  for (var i = 0; i < size; i++) {
    var wr = wa[i];
    px[i] = wr <= step || wr === none ? col[i] : pending;
  }
};

/* The overlay's size in CSS pixels, measured once and on resize (reading
 * layout at every step would force a layout in every frame). */
MatrixView.prototype.fit = function () {
  var box = this.canvas.parentNode;
  this.boxW = box.clientWidth;
  this.boxH = box.clientHeight;
  this.cssW = this.canvas.clientWidth;
  this.cssH = this.canvas.clientHeight;
};

MatrixView.prototype.place = function () {
  var z = this.zoom;
  this.canvas.style.transform = z.z > 1 ? 'translate(' + z.x + 'px,' + z.y + 'px) scale(' + z.z + ')' : '';
};

MatrixView.NUMBERS = 20;   /* CSS px: a cell at least this wide shows its number */
MatrixView.ROW = 20;       /* a sequence waiting for its period wraps in rows of this many */
MatrixView.LENS = 5;       /* the lens shows this many rows and columns */
MatrixView.LENS_LEAST = 3; /* or as few as this where the room is short */

MatrixView.prototype.drawOverlay = function () {
  if (!this.cssW) this.fit();
  var overlay = this.overlay, ratio = window.devicePixelRatio || 1, view = this.view, pal = Theme.colours(), z = this.zoom;
  var W = Math.round(this.cssW * ratio), H = Math.round(this.cssH * ratio), thick = pal.line2;
  if (overlay.width !== W || overlay.height !== H) {
    overlay.width = W;
    overlay.height = H;
  }
  var ctx = overlay.getContext('2d');
  ctx.clearRect(0, 0, W, H);
  var cw = W / view.cols * z.z, ch = H / view.rows * z.z, strip = view.rows === 1, ox = z.x * ratio, oy = z.y * ratio;
  /* Numbers in the cells when they are big enough to hold them. */
  var big = cw >= MatrixView.NUMBERS * ratio && ch >= 14 * ratio;
  if (big) this.drawNumbers(ctx, cw, ch, ox, oy, W, H, ratio);
  /* C's lines (Beatty lines), dashed, and the cells linked to the last click. */
  (view.lines || []).forEach(function (line, k) {
    var t = line.through, dr = t[2] - t[0], dc = t[3] - t[1];
    var scale = 4 * (view.rows + view.cols) / Math.max(Math.abs(dr), Math.abs(dc), 1);
    ctx.save();
    ctx.setLineDash([6 * ratio, 4 * ratio]);
    ctx.lineWidth = 1.5 * ratio * thick;
    ctx.strokeStyle = k % 2 ? '#7048e8' : '#0c8599';
    ctx.beginPath();
    ctx.moveTo(ox + (t[1] + 0.5) * cw, oy + (t[0] + 0.5) * ch);
    ctx.lineTo(ox + (t[1] + 0.5 + dc * scale) * cw, oy + (t[0] + 0.5 + dr * scale) * ch);
    ctx.stroke();
    ctx.restore();
  });
  (this.linkMarks || []).forEach(function (m) {
    ctx.lineWidth = ratio * thick;
    ctx.strokeStyle = '#7048e8';
    ctx.strokeRect(ox + m.col * cw + ratio, oy + m.row * ch + ratio, cw - 2 * ratio, ch - 2 * ratio);
  });
  /* Reads first, the written cell last and larger, so it is never hidden. */
  var marks = (this.marks || []).slice().sort(function (a, b) { return (a.role ? 0 : 1) - (b.role ? 0 : 1); });
  var fh = 14 * ratio * (thick > 1 ? 1.2 : 1);
  marks.forEach(function (m) {
    var min = (m.role ? 8 : 12) * ratio;
    var w = Math.max(cw, min), h = strip ? ch : Math.max(ch, min);
    var cx = ox + (m.col + 0.5) * cw, cy = oy + (m.row + 0.5) * ch, x = cx - w / 2, y = cy - h / 2;
    var colour = Views.roleColour(m.role);
    ctx.lineWidth = 2 * ratio * thick;
    ctx.strokeStyle = pal.halo;
    ctx.strokeRect(x - ratio * thick, y - ratio * thick, w + 2 * ratio * thick, h + 2 * ratio * thick);
    ctx.strokeStyle = colour;
    ctx.strokeRect(x, y, w, h);
    var label = m.role && m.named ? m.word || m.role : m.asked ? '?' : '';
    if (label) {
      ctx.font = 'bold ' + Math.round(fh) + 'px system-ui, sans-serif';
      var tw = ctx.measureText(label).width;
      /* Beside the cell; above it when the cells show their numbers. */
      var tx = big ? x : x + w + 3 * ratio + tw > W ? x - tw - 4 * ratio : x + w + 3 * ratio;
      var ty = strip ? H - 3 * ratio : Math.max(fh, Math.min(H - 2 * ratio, big ? y - 3 * ratio : cy + 4 * ratio));
      ctx.globalAlpha = 0.9;
      ctx.fillStyle = pal.halo;
      ctx.fillRect(tx - ratio, ty - fh + ratio, tw + 2 * ratio, fh + ratio);
      ctx.globalAlpha = 1;
      ctx.fillStyle = colour;
      ctx.fillText(label, tx, ty);
    }
  });
  /* The lens, while playing, follows at most every SequenceView.WINDOW_MS
   * (a table rebuilt in every frame would cost the frame rate). */
  var now = performance.now();
  if (!this.playing || !(now - this.lensTime < SequenceView.WINDOW_MS)) {
    this.lensTime = now;
    this.drawLens(marks[marks.length - 1]);
  }
};

/* The values of the cells in sight, once computed. */
MatrixView.prototype.drawNumbers = function (ctx, cw, ch, ox, oy, W, H, ratio) {
  var view = this.view, a = this.trace.arrays().views[this.v], lang = this.views.i18n.lang, step = this.step;
  var c0 = Math.max(0, Math.floor(-ox / cw)), c1 = Math.min(view.cols, Math.ceil((W - ox) / cw));
  var r0 = Math.max(0, Math.floor(-oy / ch)), r1 = Math.min(view.rows, Math.ceil((H - oy) / ch));
  ctx.save();
  ctx.font = Math.round(Math.min(ch * 0.5, 16 * ratio)) + 'px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = 3 * ratio;
  ctx.strokeStyle = 'rgba(255,255,255,.85)';
  ctx.fillStyle = '#111';
  for (var r = r0; r < r1; r++) {
    for (var c = c0; c < c1; c++) {
      var i = r * view.cols + c, w = a.writtenAt[i];
      if (w === Core.NONE ? !this.input : w > step) continue;
      /* Squeezed to the cell's width when longer. */
      var text = Values.format(this.kind, a.values[i], lang).short, x = ox + (c + 0.5) * cw, y = oy + (r + 0.5) * ch;
      ctx.strokeText(text, x, y, cw - 2 * ratio);
      ctx.fillText(text, x, y, cw - 2 * ratio);
    }
  }
  ctx.restore();
};

/* The lens: a small table over the map around the focus (the cell the step
 * writes, else one it reads) with values, row and column numbers and the
 * marks, placed over the cell; hidden without a focus. */
MatrixView.prototype.drawLens = function (focus) {
  var lens = this.lens, view = this.view, o = view.index_origin, K = this.lensK || MatrixView.LENS;
  this.lensAt = {};
  if (lens.hidden !== !focus) {
    lens.hidden = !focus;
    this.views.changed(); /* the stage makes room for the lens, or takes it back */
  }
  if (!focus) return;
  var kr = Math.min(K, view.rows), kc = Math.min(K, view.cols);
  var r0 = Math.max(0, Math.min(view.rows - kr, focus.row - (kr >> 1)));
  var c0 = Math.max(0, Math.min(view.cols - kc, focus.col - (kc >> 1)));
  var a = this.trace.arrays().views[this.v], lang = this.views.i18n.lang, marks = Views.byIndex(this.marks);
  lens.textContent = '';
  var colTh = [];
  for (var y = -1; y < kr; y++) {
    var tr = lens.appendChild(Dom.el('tr')), rowTh = null;
    for (var x = -1; x < kc; x++) {
      var i = (r0 + y) * view.cols + c0 + x, w = a.writtenAt[i], m = marks[i];
      var known = w === Core.NONE ? this.input : w <= this.step;
      if (x < 0 || y < 0) {
        var th = tr.appendChild(Dom.el('th', '', y < 0 ? x < 0 ? '' : this.trace.head(this.v, c0 + x) : String(r0 + y + o)));
        if (y < 0) colTh[x] = th;
        else rowTh = th;
        continue;
      }
      var td = tr.appendChild(Dom.el('td', known ? '' : 'future',
        m && m.asked ? '?' : known ? Values.format(this.kind, a.values[i], lang).short : ''));
      if (m) {
        td.className += m.role ? ' read' : ' cur';
        td.style.color = Views.roleColour(m.role);
        /* the name of a cell read in the margins, as on a table */
        if (m.named && m.role.length <= 2) [rowTh, colTh[x]].forEach(function (h) {
          h.dataset.tag = (h.dataset.tag ? h.dataset.tag + ' ' : '') + m.role;
          h.dataset.role = h.dataset.role || m.role;
        });
      }
      this.lensAt[i] = td;
    }
  }
};

/* ---- the panel interface (Views) ---------------------------------------------- */

/* Draws the view after `step`; marks: the cells of this view the step wrote (role "") and read. */
MatrixView.prototype.show = function (step, marks, playing) {
  this.step = step;
  this.marks = marks;
  this.playing = playing;
  if (this.table) {
    this.showTable(step, marks);
  } else {
    this.showCanvas(step);
    var f = this.focusMark = marks.filter(function (m) { return !m.role; })[0] || marks[0];
    if (f && this.zoom.z > 1) {
      if (!this.cssW) this.fit();
      this.zoom.follow((f.col + 0.5) * this.cssW / this.view.cols, (f.row + 0.5) * this.cssH / this.view.rows, 40);
      this.place();
    }
    this.drawOverlay();
  }
};

/* ---- the stage (stage.js) ------------------------------------------------------- */

MatrixView.HEAT = 260;     /* px: a heat map's longer side at its natural size (it grows with the room) */

/* The size at scale 1: a table as wide and tall as its cells at the
 * stage's font; a heat map a small picture that grows with the room. */
MatrixView.prototype.natural = function (overview) {
  if (this.table && !overview) {
    /* The table scales; its caption and notes keep their size (chrome).
     * Two layouts, not one per measure: the table and the caption at
     * their own widths together, then the figure at its least width. */
    var fs = this.figure.style, ss = this.scroller.style, cs = this.figure.firstChild.style;
    var saved = [fs.width, fs.zoom, ss.zoom, ss.width, ss.height, cs.width, fs.height];
    ss.zoom = fs.zoom = fs.height = '';
    /* the caption as narrow as it may be (its width follows the figure's: style.css) */
    fs.width = '0px';
    ss.width = cs.width = 'max-content';
    ss.height = '';
    var tr = this.scroller.getBoundingClientRect(), cr = this.figure.firstChild.getBoundingClientRect();
    /* rounded up, and a pixel over: a caption given its width rounded down wraps (Stage.measure) */
    var t = { w: Math.ceil(tr.width) + 1, h: Math.ceil(tr.height) }, cw = Math.ceil(cr.width) + 1;
    /* The caption and notes measured as narrow as the figure may be drawn
     * (minW: its caption's width, or up to 400 px of the table's, so that
     * a short caption does not stand a long note on end): never taller. */
    var least = Math.max(cw, Math.min(t.w, 400), this.wideW || 0);
    ss.width = saved[3];
    cs.width = saved[5];
    fs.width = least + 'px';
    var mh = Math.ceil(this.figure.getBoundingClientRect().height);
    fs.width = saved[0];
    fs.zoom = saved[1];
    ss.zoom = saved[2];
    ss.width = saved[3];
    ss.height = saved[4];
    fs.height = saved[6];
    return { w: t.w, h: t.h, chrome: mh - t.h, minW: least }; /* the caption keeps its size */
  }
  var view = this.view, other = this.chrome(), lens = this.lensSize(MatrixView.LENS_LEAST);
  var cap = Stage.measure(this.figure.firstChild).w;
  /* The lens keeps its readable size: the least room is the lens and a
   * little map, and it is all an overview asks (it grows into what the
   * other views leave). */
  var legend = this.figure.querySelector('.mx-legend'), lw = legend ? Stage.measure(legend).w : 0;
  var least = { minW: Math.max(cap, lw, lens.w + 90), minH: Math.max(60, lens.h) + other }; /* a strip at least 44 px tall */
  return { w: least.minW, h: least.minH, minW: least.minW, minH: least.minH, grow: view.rows === 1 ? 'x' : 'xy' };
};

/* A table's caption and notes on fewer, longer lines: the figure w px
 * wide (Stage.widen, when a tall table does not fit readable).  False
 * when that changes nothing. */
MatrixView.prototype.wider = function (w) {
  if (!this.table || this.wideW >= w) return false;
  this.wideW = w;
  return true;
};

/* Back to its narrowest figure (a new layout, Views.unOverview). */
MatrixView.prototype.unwiden = function () {
  this.wideW = 0;
};

/* The lens's size (px, with its gap) when it shows K rows and columns
 * (default: as many as its box allowed, this.lensK), from the stage's
 * font: K + 1 cells across (its row numbers) and K + 2 down (its column
 * numbers and the line of the names of cells read); none while no cell
 * of this view is in the step. */
MatrixView.prototype.lensSize = function (K) {
  if (this.lens && this.lens.hidden && this.step !== -1 && this.marks) return { w: 0, h: 0 }; /* no cell of it in this step */
  K = K || this.lensK || MatrixView.LENS;
  var u = Stage.font() * 1.9, kc = Math.min(K, this.view.cols), kr = Math.min(K, this.view.rows);
  return { w: (kc + 1) * u + 10, h: (kr + 2) * u };
};

/* The height of a heat map's figure without its picture: the caption and the colour scale. */
MatrixView.prototype.chrome = function () {
  var h = 0;
  for (var el = this.figure.firstChild; el; el = el.nextSibling) if (el !== this.heatRow && el !== this.scroller && !el.hidden) h += el.offsetHeight + 4;
  return h;
};

/* Into a box of w x h at scale s: a table zoomed by s; a heat map's
 * picture as large as the box allows, its cells square. */
MatrixView.prototype.fitTo = function (w, h, s) {
  var f = this.figure.style;
  if (this.table) {
    this.scroller.style.zoom = s;
    f.width = Math.max(w, 1) + 'px';
    return;
  }
  var view = this.view, room = Math.max(view.rows === 1 ? 44 : 24, h - this.chrome());
  /* The most rows and columns (3 to 5) whose lens fits beside a small map. */
  for (this.lensK = MatrixView.LENS; this.lensK > MatrixView.LENS_LEAST; this.lensK--) {
    var l = this.lensSize(this.lensK);
    if (l.w + 80 <= w && l.h <= room) break;
  }
  var free = Math.max(60, w - this.lensSize().w);
  var cw = view.rows === 1 ? free : Math.min(free, room * view.cols / view.rows);
  f.width = w + 'px';
  var wrap = this.canvas.parentNode.parentNode.style;
  wrap.width = Math.floor(cw) + 'px';
  wrap.height = (view.rows === 1 ? room : Math.floor(cw * view.rows / view.cols)) + 'px';
  this.fit();
  if (this.marks) this.drawOverlay();
};

/* Where mark m's cell is on the screen (for the motion), or null. */
MatrixView.prototype.rect = function (m) {
  var el = this.table ? this.cells[m.index] : this.lensAt && this.lensAt[m.index];
  if (el) return Views.inside(el.getBoundingClientRect(), (this.table ? this.scroller : this.canvas.parentNode).getBoundingClientRect());
  var b = this.canvas.parentNode.getBoundingClientRect(), z = this.zoom, w = b.width / this.view.cols * z.z, h = b.height / this.view.rows * z.z;
  return Views.inside({ left: b.left + z.x + m.col * w, top: b.top + z.y + m.row * h, width: w, height: h }, b);
};

MatrixView.prototype.redraw = function () {
  if (this.table && this.placeLines) this.placeLines();
  if (this.table || !this.marks) return;
  this.fit();
  this.drawOverlay();
};
