/*
 * view-answer.js — AnswerView: a trace view of kind "board" (GR_VIEW_BOARD),
 * the few cells that hold the final answer ("first player wins": yes).
 * Each cell is a large button with its value in words (Values) and its
 * name; it stays empty until the step that writes it.  A click asks for
 * that step.  A cell the quiz asks about (mark.asked) shows "?".
 */
'use strict';

function AnswerView(views, v) {
  var self = this, trace = views.trace, view = trace.views[v], lang = views.i18n.lang;
  var arrays = trace.arrays().views[v], input = trace.isInput(v);
  this.views = views;
  this.v = v;
  this.cells = [];
  this.marked = [];
  var figure = this.figure = Dom.el('figure', 'mx-view answer');
  figure.dataset.view = view.name;
  figure.appendChild(Dom.el('figcaption', '', views.caption(v)));
  var row = figure.appendChild(Dom.el('div', 'answer-row'));
  for (var i = 0; i < view.rows * view.cols; i++) {
    var id = view.base + i, f = Values.format(view.value_kind, arrays.values[i], lang);
    var written = arrays.writtenAt[i] !== Core.NONE;
    /* Named by its content, the cell's name then its value (drawn value
     * first); a value not yet computed is hidden, from screen readers too. */
    var b = Dom.el(written ? 'button' : 'span', 'mx-cell answer-cell ' + f.cls);
    b.appendChild(Dom.el('span', 'answer-name' + (view.rows * view.cols > 1 ? '' : ' sr-only'), trace.cellName(id)));
    b.appendChild(Dom.el('span', 'answer-value', f.text));
    if (written) {
      b.type = 'button';
      b.dataset.step = String(arrays.writtenAt[i]);
    } else if (!input) {
      b.classList.add('void');
    }
    this.cells.push(row.appendChild(b));
  }
  row.addEventListener('click', function (e) {
    var b = e.target.closest('button.mx-cell');
    if (b) self.views.onPick(Number(b.dataset.step));
  });
}

AnswerView.MAX = 16;

AnswerView.prototype.show = function (step, marks) {
  var cells = this.cells;
  this.marked.forEach(function (i) {
    var el = cells[i], value = el.querySelector('.answer-value');
    if (el.classList.contains('asked')) value.textContent = el.dataset.text;
    el.classList.remove('cur', 'read', 'asked');
    delete el.dataset.role;
  });
  cells.forEach(function (el) {
    if (el.dataset.step !== undefined) el.classList.toggle('future', Number(el.dataset.step) > step);
  });
  this.marked = marks.map(function (m) {
    var el = cells[m.index], value = el.querySelector('.answer-value');
    el.classList.add(m.role ? 'read' : 'cur');
    if (m.role) el.dataset.role = m.role;
    if (m.asked) {
      el.classList.add('asked');
      el.dataset.text = value.textContent;
      value.textContent = '?';
    }
    return m.index;
  });
};

AnswerView.prototype.redraw = function () {};

/* The stage (stage.js): its size at scale 1, zoomed by the stage's scale
 * (at most 1.4: an answer needs no more). */
AnswerView.prototype.natural = function () {
  var m = Stage.measure(this.figure);
  return { w: m.w, h: m.h, max: 1.4 };
};

AnswerView.prototype.fitTo = function (w, h, s) {
  this.figure.style.zoom = s;
};

AnswerView.prototype.rect = function (m) {
  return this.cells[m.index].getBoundingClientRect();
};
