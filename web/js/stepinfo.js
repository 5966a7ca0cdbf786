/*
 * stepinfo.js — StepInfo: the box above the views that says what the
 * current step did: the cell it wrote and its value, the cells it read
 * (named by the rule: L, R, X; a mex step reads every option, so a long
 * list is cut and its values are also given as one sorted set), the rule's
 * name and formula, and C's explanation with the actual numbers (first,
 * after the cell written: in the presenter layout the box scrolls).  While
 * the quiz asks about the step (conceal) the written value, the rule and
 * the explanation stay hidden: only what the step reads is shown.
 */
'use strict';

function StepInfo(root, i18n) {
  this.root = root;
  this.i18n = i18n;
}

StepInfo.CHIPS = 8;    /* read cells shown as chips; the rest are counted */

/* A cell of the trace as "name = value" in the view's words. */
StepInfo.cell = function (trace, id, lang) {
  var at = trace.locate(id), kind = at ? trace.views[at.view].value_kind : 'int';
  return trace.cellName(id) + ' = ' + Values.format(kind, trace.value(id), lang).text;
};

StepInfo.prototype.clear = function () {
  this.root.textContent = '';
};

/* Before the first step: nothing computed yet. */
StepInfo.prototype.blank = function (steps) {
  this.root.textContent = '';
  this.root.appendChild(Dom.el('p', 'si-blank', this.i18n.t('blankSteps', { n: steps })));
};

StepInfo.prototype.show = function (trace, step, playing, conceal) {
  var t = this.i18n, box = this.root, lang = t.lang;
  var info = trace.step(step), rule = trace.rules[info.rule];
  var roles = Views.roles(info.reads.length, rule);
  box.textContent = '';
  var head = box.appendChild(Dom.el('p', 'si-head'));
  head.appendChild(Dom.el('span', 'si-step', t.t('step') + ' ' + step));
  head.appendChild(Dom.el('span', 'si-label', t.t('current')));
  head.appendChild(Dom.el('span', 'chip cur', conceal ? trace.cellName(info.cell) + ' = ?' : StepInfo.cell(trace, info.cell, lang)));
  /* The words first, then the rule, the cells read and their values: in
   * the presenter layout the box is as short as it can be. */
  if (!conceal) {
    box.appendChild(Dom.el('p', 'si-text', trace.explain(step, lang))).id = 'explanation';
    if (rule) {
      var r = box.appendChild(Dom.el('p', 'si-rule'));
      r.appendChild(Dom.el('strong', 'si-case', t.pick(rule.name)));
      r.appendChild(Dom.el('span', 'si-summary', t.pick(rule.summary)));
    }
  }
  var reads = box.appendChild(Dom.el('p', 'si-head'));
  if (info.reads.length) reads.appendChild(Dom.el('span', 'si-label', t.t('reads')));
  info.reads.slice(0, StepInfo.CHIPS).forEach(function (id, k) {
    var chip = reads.appendChild(Dom.el('span', 'chip read', StepInfo.cell(trace, id, lang)));
    /* the read's name in words of the language (C's read_names), else its notation */
    if (rule && rule.reads && rule.reads[k]) chip.dataset.role = rule.read_names && rule.read_names[k] ? t.pick(rule.read_names[k]) : roles[k];
  });
  if (info.reads.length > StepInfo.CHIPS) {
    reads.appendChild(Dom.el('span', 'si-label', t.t('moreReads', { n: info.reads.length - StepInfo.CHIPS })));
  }
  var named = rule && rule.reads && rule.reads.some(function (r) { return r; });
  if (info.reads.length > 3 || (info.reads.length > 1 && !named)) {
    /* The values read, once each and in order (what a mex looks at). */
    var seen = {}, kinds = {}, values = [];
    info.reads.forEach(function (id) {
      var at = trace.locate(id), v = trace.value(id), key = v.toString();
      if (!at || seen[key]) return;
      seen[key] = true;
      kinds[key] = trace.views[at.view].value_kind;
      values.push(v);
    });
    values.sort(function (a, b) { return a < b ? -1 : a > b ? 1 : 0; });
    var line = box.appendChild(Dom.el('p', 'si-values'));
    line.appendChild(Dom.el('span', 'si-label', t.t('valuesRead')));
    line.appendChild(Dom.el('span', 'si-set', '{ ' + values.map(function (v) {
      return Values.format(kinds[v.toString()], v, lang).text;
    }).join(', ') + ' }'));
  }
  if (conceal) box.appendChild(Dom.el('p', 'si-text si-blank', t.t('quizHidden')));
};
