/*
 * view-parts.js — PartsView: the position's own board on the stage, for a
 * trace with a view whose cells C marks as the values of the position's
 * parts (gr_view.parts: a sum, cell i the value of component i).  The
 * board is the one C describes for play (gw_board), drawn by its kind
 * (Boards.render, not clickable here); each part says its value beside it
 * ("G1 = 3") from the step that writes it on, "?" before.  The stage lays
 * it out like any view (natural, fitTo: zoomed as a whole).
 */
'use strict';

function PartsView(views, v, board) {
  var i18n = views.i18n, self = this;
  this.views = views;
  this.v = v;
  this.values = [];
  var figure = this.figure = Dom.el('figure', 'mx-view parts-view');
  figure.dataset.view = 'position';
  figure.appendChild(Dom.el('figcaption', '', i18n.t('partsCaption')));
  var ctx = {
    i18n: i18n, active: false, selected: [],
    accepts: function () { return false; },
    /* where part i shows its value (Boards: a kind with parts calls it) */
    valueSlot: function (i) { return (self.values[i] = Dom.el('span', 'part-value', '')); }
  };
  figure.appendChild(Boards.render(board, ctx));
  /* Its size is measured with every value written: a "?" is narrower. */
  this.show(Infinity);
}

PartsView.MAX = 1.3;   /* the largest zoom worth giving a board */

/* Each part's value as it stands after `step`. */
PartsView.prototype.show = function (step) {
  var trace = this.views.trace, view = trace.views[this.v], a = trace.arrays().views[this.v], lang = this.views.i18n.lang;
  this.values.forEach(function (slot, i) {
    if (!slot) return;
    var id = view.base + i, known = a.writtenAt[i] !== Core.NONE && a.writtenAt[i] <= step;
    slot.textContent = trace.cellName(id, lang) + ' = ' + (known ? Values.format(view.value_kind, a.values[i], lang).text : '?');
    slot.classList.toggle('future', !known);
  });
};

PartsView.prototype.redraw = function () {};

/* The zoom at which the board's smallest number is the stage's font
 * (Stage.font: 18 px in projector mode), as the views' numbers are at
 * scale 1. */
PartsView.prototype.readable = function () {
  var least = Infinity, all = this.figure.querySelectorAll('.bd *');
  for (var i = 0; i < all.length; i++) {
    var el = all[i], own = el.firstChild && el.firstChild.nodeType === 3 ? el.firstChild.textContent.trim() : '';
    if (own && /^[\d\s?+\-]+$/.test(own)) least = Math.min(least, parseFloat(getComputedStyle(el).fontSize) || Infinity);
  }
  return least < Infinity ? Math.max(1, Stage.font() / least) : 1;
};

PartsView.prototype.natural = function () {
  var zoom = this.figure.style.zoom, m;
  this.figure.style.zoom = '';
  this.k = this.readable();
  m = Stage.measure(this.figure, this.wrap);
  this.figure.style.zoom = zoom;
  return { w: m.w * this.k, h: m.h * this.k, max: PartsView.MAX };
};

/* The boards in rows of half as many (Stage: the views do not fit
 * readable side by side, and a taller, narrower shape may): the width at
 * which they wrap, measured unzoomed.  False when each board has a row
 * of its own already. */
PartsView.prototype.narrower = function () {
  var zoom = this.figure.style.zoom, row = this.figure.querySelector('.sum-components');
  if (!row) return false;
  var width = this.figure.style.width;
  this.figure.style.zoom = '';
  this.figure.style.width = this.wrap ? this.wrap + 'px' : 'max-content'; /* as natural() measured it */
  var boxes = [].slice.call(row.children).map(function (c) { return c.getBoundingClientRect(); });
  var gap = parseFloat(getComputedStyle(row).columnGap) || 0, first = boxes.length ? boxes[0].top : 0;
  var perRow = boxes.filter(function (b) { return Math.abs(b.top - first) < 1; }).length, per = Math.ceil(perRow / 2);
  var wide = 0;
  for (var i = 0; per < perRow && i + per <= boxes.length; i++) {
    var w = gap * (per - 1);
    for (var j = i; j < i + per; j++) w += boxes[j].width;
    wide = Math.max(wide, w);
  }
  this.figure.style.zoom = zoom;
  this.figure.style.width = width;
  if (!wide) return false;
  this.wrap = Math.max(Stage.measure(this.figure.firstChild).w, Math.ceil(wide) + 2);
  return true;
};

/* The boards side by side again (a new layout tries it first). */
PartsView.prototype.widest = function () {
  this.wrap = 0;
};

/* Zoomed to the stage's scale, as wide as its box: the boards wrap as
 * they did when measured. */
PartsView.prototype.fitTo = function (w, h, s) {
  var zoom = s * (this.k || 1);
  this.figure.style.zoom = zoom;
  this.figure.style.width = Math.ceil(w / zoom) + 'px';
};

/* No cell of the trace is drawn here (motion). */
PartsView.prototype.rect = function () {
  return null;
};
