/*
 * explore.js — Explore: the game graph of the position shown.  C builds it
 * (gw_explore_start): every position reachable with the game's own moves,
 * each one's SG value as the mex of its options' values, computed options
 * first, one trace step per position, drawn at C's layered layout.
 *
 * Opening it (the Explore button, X, or a lesson stop with view
 * "explore") puts explore's trace in the tables' place: the same Views
 * (GraphView draws the graph, each node labelled with its position, as the
 * steps' JSON gives it), Stepper, StepInfo (C's explanation of each mex)
 * and Quiz step through it.  Closing it, or loading any position, gives the
 * position's own trace back.  A click on a node, or Enter on the graph (the
 * node of the current step), loads that position and analyses it.  Past
 * C's bound (too many positions or moves) or on a cycle, C's message shows
 * under the editor and nothing else changes.  Its words are added to I18n's
 * tables below.
 */
'use strict';

function Explore(app, button) {
  var self = this;
  this.app = app;
  this.button = button;
  this.trace = null;   /* explore's Trace while the view is open */
  this.saved = null;   /* the position's own {trace, step} meanwhile */
  button.addEventListener('click', function () { self.toggle(); });
  app.views.onLoad = function (position) { return self.pick(position); };
}

Explore.prototype.toggle = function () {
  return this.trace ? Promise.resolve(this.close()) : this.open();
};

/* Opens the view at `step` (as App.renderTables: undefined the last, -1
 * before the first); resolves with the App's snapshot. */
Explore.prototype.open = function (step) {
  var self = this, app = this.app, s = app.state, job;
  if (!s || app.loading) return Promise.resolve(app.snapshot());
  if (this.trace) {
    app.renderTables(step);
    return Promise.resolve(app.snapshot());
  }
  function refuse(err) {
    if (err.name === 'AbortError') return app.snapshot();
    app.showError(err, true);
    app.announcer.say(app.i18n.message(err));
    return app.snapshot();
  }
  try {
    job = app.core.startExplore(s.game, s.position);
  } catch (err) {
    return Promise.resolve(refuse(err));
  }
  return app.runner.run(job, 'exploring').then(function (j) {
    if (app.state !== s || self.trace) {
      j.free();
      return app.snapshot();
    }
    var trace = new Trace(j); /* each node labelled with its position (C's labels, trace.labels) */
    self.saved = { trace: s.trace, step: s.step };
    self.trace = s.trace = trace;
    app.showError('');
    self.render(step);
    return app.snapshot();
  }, refuse);
};

/* Back to the position's own trace, at the step it was left at. */
Explore.prototype.close = function () {
  var saved = this.saved;
  if (this.reset()) this.render(saved.step === null ? undefined : saved.step);
  return this.app.snapshot();
};

/* Frees explore's trace and puts the position's own back in the state
 * (App.commit calls it before a new position replaces both); true if open. */
Explore.prototype.reset = function () {
  if (!this.trace) return false;
  this.trace.free();
  this.app.state.trace = this.saved.trace;
  this.trace = this.saved = null;
  this.button.setAttribute('aria-pressed', 'false');
  return true;
};

Explore.prototype.render = function (step) {
  var app = this.app;
  this.button.setAttribute('aria-pressed', String(!!this.trace));
  app.quiz.reset();
  app.renderCsv();
  app.renderTables(step); /* the position's own may be none (C refused its trace): then why */
  app.announcer.say(this.trace ? app.views.caption(0) : app.i18n.t('tables'));
};

/* A node chosen on the graph: its position, loaded and analysed. */
Explore.prototype.pick = function (position) {
  var app = this.app;
  return app.load(app.currentGame(), position).catch(function () { return app.snapshot(); });
};

/* A lesson stop (App.showLessonStop): the view closed, then the stop as
 * usual (show), then for view "explore" the view opened at its step. */
Explore.prototype.lessonStop = function (stop, show) {
  var self = this;
  if (stop.view !== 'explore') {
    this.close();
    return show(stop);
  }
  var step = stop.step === -1 ? undefined : stop.step === -2 ? -1 : stop.step;
  var app = this.app, s = app.state, same = s && stop.position !== null &&
    app.core.parse(s.game, stop.position).position === s.position;
  if (this.trace && (same || stop.position === null)) return this.open(step);
  this.close();
  return show({ position: stop.position, step: -1 }).then(function () { return self.open(step); });
};

/* For window.grundy's state(): {open, nodes: [{position, grundy, x, y}]}:
 * the values C computed (decimal strings) and where the graph draws each
 * node (CSS pixels from the canvas's corner). */
Explore.prototype.state = function () {
  var t = this.trace, g = this.app.views.panels[0];
  if (!t) return { open: false, nodes: [] };
  return {
    open: true,
    nodes: t.labels[0].map(function (position, i) {
      return { position: position, grundy: t.value(t.cellId(0, 0, i)).toString(), x: g && g.x && g.x(i), y: g && g.y && g.y(i) };
    })
  };
};

Object.assign(I18n.strings.en, {
  explore: 'Explore the game graph',
  exploring: 'Exploring the game graph…',
  exploreEnter: 'click a node, or Enter for the current step\'s, to analyse its position',
  kExplore: 'Explore the game graph (again: back to the tables)'
});
Object.assign(I18n.strings.zh, {
  explore: '探索博弈图',
  exploring: '正在探索博弈图…',
  exploreEnter: '点击结点或按 Enter(当前步的结点)即可分析该局面',
  kExplore: '探索博弈图(再按一次:回到表格)'
});
Shortcuts.LIST.splice(-1, 0, { keys: ['X'], what: 'kExplore' });
