/*
 * app.js — App: wires the page together.
 *
 * Loading a position: C's parser validates the editor's text (an error is
 * shown inline and the previous state stays); then the verdict job and, if
 * C accepts the position for it, the trace job run from animation frames
 * (Runner) with a progress bar and a Cancel button.  Only when both are
 * done is the new state committed: verdict, board, tables, stepper and the
 * permalink.  Everything the page states about the game comes from C.
 */
'use strict';

function App(core) {
  var self = this;
  this.core = core;
  this.catalogue = core.catalogue();
  this.i18n = new I18n('en');
  this.state = null;      /* {game, position, length, result, trace, traceNote, step} */
  this.loadToken = 0;
  this.loading = false;   /* a load() has not committed nor failed yet */
  this.infoTime = 0;
  function $(id) { return document.getElementById(id); }
  this.els = {
    picker: $('game-picker'), title: $('game-title'), rules: $('game-rules'), theory: $('game-theory'),
    editor: $('editor'), input: $('position-input'), help: $('position-help'), error: $('position-error'),
    progress: $('progress'), progressLabel: $('progress-label'), progressBar: $('progress-bar'),
    cancel: $('cancel'), verdict: $('verdict'), link: $('permalink'), stepInfo: $('step-info'),
    langs: document.querySelectorAll('[data-lang]')
  };
  this.runner = new Runner(function (p) { self.showProgress(p); });
  this.progressSince = 0;
  this.board = new Play($('play'), {
    core: core, i18n: this.i18n,
    solve: function (game, pos) { return self.solve(game, pos, 'thinking'); },
    solveJob: function (game, pos) { return self.solveJob(game, pos, 'thinking'); }
  });
  this.views = new Views($('views'), this.i18n, function (step) { self.go(step); });
  this.stepInfo = new StepInfo($('step-info'), this.i18n);
  this.stepper = new Stepper($('stepper'), this.i18n, function (step, playing) { self.showStep(step, playing); });
  this.permalink = new Permalink(function (link) { self.fromLink(link); });
  this.bind();
}

App.prototype.bind = function () {
  var self = this, e = this.els, timer = 0;
  this.catalogue.games.forEach(function (g) {
    var opt = document.createElement('option');
    opt.value = g.id;
    e.picker.appendChild(opt);
  });
  e.picker.addEventListener('change', function () {
    var g = self.gameInfo(e.picker.value);
    self.load(g.id, g.example).catch(function () {});
  });
  e.editor.addEventListener('submit', function (ev) {
    ev.preventDefault();
    self.load(self.currentGame(), e.input.value).catch(function () {});
  });
  e.input.addEventListener('input', function () {
    clearTimeout(timer);
    timer = setTimeout(function () { self.validate(); }, 150);
  });
  e.cancel.addEventListener('click', function () { self.runner.cancel(); });
  Array.prototype.forEach.call(e.langs, function (b) {
    b.addEventListener('click', function () { self.setLang(b.dataset.lang); });
  });
  window.addEventListener('resize', function () { self.views.redraw(); });
};

App.prototype.gameInfo = function (id) {
  return this.catalogue.games.filter(function (g) { return g.id === id; })[0] || null;
};

App.prototype.currentGame = function () {
  return this.state ? this.state.game : this.els.picker.value;
};

/* Shows the first view: the permalink's, else the first game's example. */
App.prototype.start = function () {
  var self = this, link = this.permalink.read(), first = this.catalogue.games[0];
  if (link.lang) this.i18n.setLang(link.lang);
  this.relabel();
  var game = link.game || first.id, info = this.gameInfo(game) || first;
  return this.load(game, link.pos !== undefined ? link.pos : info.example, { step: link.step })
    .catch(function (err) {
      if (err.name === 'AbortError') throw err;
      /* A bad link: keep its message on screen and show the example. */
      return self.load(first.id, first.example, { keepError: true });
    });
};

/* ---- loading ---------------------------------------------------------- */

/* Live validation while typing: C's parser message, or nothing. */
App.prototype.validate = function () {
  var text = this.els.input.value;
  if (!text.trim()) {
    this.showError('');
    return;
  }
  var r = this.core.parse(this.currentGame(), text);
  this.showError(r.error || '');
};

/* The message under the editor: C's parser message (the text is invalid),
 * or with notice set, a word about the last load (the text is fine). */
App.prototype.showError = function (message, notice) {
  var e = this.els;
  e.error.textContent = message;
  e.error.hidden = !message;
  e.error.classList.toggle('notice', !!notice);
  e.input.setAttribute('aria-invalid', String(!!message && !notice));
};

App.prototype.load = function (game, text, opts) {
  var self = this, core = this.core;
  opts = opts || {};
  var parsed = core.parse(game, text);
  if (parsed.error) {
    this.showError(parsed.error);
    return Promise.reject(new Error(parsed.error));
  }
  if (!opts.keepError) this.showError('');
  this.runner.cancel(); /* a newer load supersedes a running one */
  var token = ++this.loadToken, position = parsed.position, solveJob;
  try {
    solveJob = core.startSolve(game, position);
  } catch (err) {
    this.loading = false;
    this.showError(err.message);
    return Promise.reject(err);
  }
  this.loading = true;
  return this.runner.run(solveJob, 'solving').then(function (job) {
    var result = job.solveResult();
    job.free();
    if (result.error) throw new Error(result.error);
    var traceJob;
    try {
      traceJob = core.startTrace(game, position);
    } catch (err) {
      return { result: result, trace: null, note: err.message };
    }
    return self.runner.run(traceJob, 'tracing').then(function (j) {
      return { result: result, trace: new Trace(j), note: '' };
    });
  }).then(function (done) {
    /* The heat maps' colours in frames of their own, then the new state. */
    var steps = done.trace ? self.views.prepareSteps(done.trace) : [];
    return steps.reduce(function (chain, step) {
      return chain.then(function () {
        if (token === self.loadToken) step();
        return Runner.nextFrame();
      });
    }, Runner.nextFrame()).then(function () {
      if (token !== self.loadToken) {
        if (done.trace) done.trace.free();
        var stale = new Error('cancelled');
        stale.name = 'AbortError';
        throw stale;
      }
      self.loading = false;
      self.commit(game, position, parsed.length, done, opts.step);
      return self.snapshot();
    });
  }).catch(function (err) {
    if (token === self.loadToken) {
      self.loading = false;
      if (err.name === 'AbortError') {
        if (self.state) self.els.input.value = self.state.position;
        self.showError(self.i18n.t('cancelled'), true);
      } else {
        self.showError(err.message);
      }
    }
    throw err;
  });
};

/* C's verdict on a position as a finished job, run in slices (the caller
 * frees it); label names the work on the progress bar. */
App.prototype.solveJob = function (game, position, label) {
  var job;
  try {
    job = this.core.startSolve(game, position);
  } catch (err) {
    return Promise.reject(err);
  }
  return this.runner.run(job, label || 'solving');
};

/* C's verdict on a position (hints use it). */
App.prototype.solve = function (game, position, label) {
  return this.solveJob(game, position, label).then(function (j) {
    var result = j.solveResult();
    j.free();
    if (result.error) throw new Error(result.error);
    return result;
  });
};

App.prototype.commit = function (game, position, length, done, step) {
  var old = this.state;
  if (old && old.trace) old.trace.free();
  this.state = {
    game: game, position: position, length: length, result: done.result,
    trace: done.trace, traceNote: done.note, step: null
  };
  this.els.input.value = position;
  this.els.picker.value = game;
  this.renderGame();
  this.board.reset(game, position);
  this.renderVerdict();
  this.renderTables(step);
};

/* The progress bar; for the play's own solves ("thinking": the computer's
 * move, hints) only once they have run for App.PROGRESS_MS, so that short
 * ones do not flash it. */
App.PROGRESS_MS = 150;

App.prototype.showProgress = function (p) {
  var e = this.els, now = performance.now();
  if (!p) {
    this.progressSince = 0;
    e.progress.hidden = true;
    return;
  }
  if (!this.progressSince) this.progressSince = now;
  if (p.label === 'thinking' && now - this.progressSince < App.PROGRESS_MS && e.progress.hidden) return;
  e.progress.hidden = false;
  e.progressLabel.textContent = this.i18n.t(p.label);
  e.progressBar.value = Math.round(p.fraction * 1000);
};

/* ---- rendering -------------------------------------------------------- */

App.prototype.renderGame = function () {
  var g = this.gameInfo(this.currentGame()), t = this.i18n, e = this.els;
  if (!g) return;
  e.title.textContent = t.pick(g.title);
  e.rules.textContent = t.pick(g.rules);
  e.theory.textContent = t.pick(g.theory);
  e.help.textContent = t.pick(g.syntax);
  Array.prototype.forEach.call(e.picker.options, function (opt) {
    var info = this.gameInfo(opt.value);
    opt.textContent = t.pick(info.title);
  }, this);
};

App.prototype.renderVerdict = function () {
  var t = this.i18n, box = this.els.verdict, s = this.state;
  box.textContent = '';
  if (!s) return;
  var r = s.result, first = r.winner === 'first';
  box.dataset.winner = r.winner;
  box.className = 'verdict ' + r.winner;
  var head = box.appendChild(Dom.el('p', 'verdict-main'));
  head.appendChild(Dom.el('strong', 'verdict-winner', t.t(first ? 'firstWins' : 'secondWins')));
  head.appendChild(Dom.el('span', 'verdict-pos', Dom.shorten(s.position, 80)));
  var detail = t.t(first ? 'firstWinsDetail' : 'secondWinsDetail');
  if (r.grundy !== null && r.grundy !== undefined) detail += ' · ' + t.t('grundyIs', { g: r.grundy });
  box.appendChild(Dom.el('p', 'verdict-detail', detail));
  if (r.winning_moves.length) {
    box.appendChild(Dom.el('h3', '', t.t('winningMoves')));
    var list = box.appendChild(Dom.el('ul', 'moves'));
    r.winning_moves.forEach(function (m) {
      var li = list.appendChild(Dom.el('li', '', this.board.describe(s.position, m)));
      li.dataset.move = m;
    }, this);
  }
};

/* The tables at `step` (default: the last step), or why there are none. */
App.prototype.renderTables = function (step) {
  var s = this.state;
  if (s.trace) {
    this.views.setTrace(s.trace);
  } else {
    this.renderNoTrace();
  }
  var steps = s.trace ? s.trace.steps : 0;
  this.stepper.setSteps(steps, step === undefined || step === null ? steps - 1 : step);
  if (!steps) this.writeLink();
};

App.prototype.renderNoTrace = function () {
  var s = this.state, t = this.i18n;
  this.views.setTrace(null, s.traceNote ? t.t('noTrace', { msg: s.traceNote }) : t.t('traceCancelled'));
  this.stepInfo.clear();
};

App.prototype.showStep = function (step, playing) {
  var s = this.state;
  if (!s || !s.trace) return;
  s.step = step;
  this.views.show(step);
  var now = performance.now();
  if (!playing || now - this.infoTime > 120) {
    this.infoTime = now;
    this.renderStepInfo(step, playing);
  }
  if (!playing) this.writeLink();
};

App.prototype.renderStepInfo = function (step, playing) {
  this.stepInfo.show(this.state.trace, step, playing);
};

/* ---- navigation ------------------------------------------------------- */

App.prototype.go = function (step) {
  var s = this.state;
  if (!s || !s.trace) throw new Error('this position has no trace' + (s && s.traceNote ? ': ' + s.traceNote : ''));
  this.stepper.stop();
  this.stepper.go(step);
  return this.snapshot();
};

App.prototype.goCell = function (view, row, col) {
  var s = this.state;
  if (!s || !s.trace) throw new Error('this position has no trace');
  var trace = s.trace, v = -1;
  trace.views.forEach(function (x, i) { if (x.name === view || i === view) v = i; });
  if (v < 0) throw new Error('no view named ' + view);
  var o = trace.views[v].index_origin, r = row - o, c = col - o;
  if (r < 0 || c < 0 || r >= trace.views[v].rows || c >= trace.views[v].cols) throw new RangeError('no such cell');
  var step = trace.writtenAt(trace.cellId(v, r, c));
  if (step < 0) throw new Error('no step writes ' + trace.cellName(trace.cellId(v, r, c)));
  return this.go(step);
};

App.prototype.setLang = function (lang) {
  this.i18n.setLang(lang);
  this.relabel();
  if (this.state) {
    this.renderVerdict();
    if (!this.state.trace) {
      this.renderNoTrace();
    } else {
      this.views.relabel();
      if (this.state.step !== null) this.renderStepInfo(this.state.step, false);
    }
    this.writeLink();
  }
  return this.snapshot();
};

App.prototype.relabel = function () {
  var t = this.i18n;
  t.apply(document);
  Array.prototype.forEach.call(this.els.langs, function (b) {
    b.setAttribute('aria-pressed', String(b.dataset.lang === t.lang));
  });
  this.renderGame();
  this.stepper.relabel();
  this.board.relabel();
};

App.prototype.writeLink = function () {
  var s = this.state;
  if (!s) return;
  var hash = this.permalink.write({ game: s.game, position: s.position, step: s.trace ? s.step : null, lang: this.i18n.lang });
  this.els.link.href = hash;
};

/* A hash typed or navigated to: language, then position, then step. */
App.prototype.fromLink = function (link) {
  var s = this.state;
  if (link.lang && link.lang !== this.i18n.lang) this.setLang(link.lang);
  if (!s) return;
  var game = link.game || s.game;
  var same = game === s.game && (link.pos === undefined || this.core.parse(game, link.pos).position === s.position);
  if (!same) {
    this.load(game, link.pos !== undefined ? link.pos : this.gameInfo(game).example, { step: link.step }).catch(function () {});
  } else if (link.step !== undefined && s.trace) {
    this.go(link.step);
  }
};

/* ---- state for window.grundy ------------------------------------------ */

App.prototype.snapshot = function () {
  var s = this.state, t = this.i18n;
  var out = {
    game: s ? s.game : null, position: s ? s.position : null, length: s ? s.length : 0,
    winner: s ? s.result.winner : null, winningMoves: s ? s.result.winning_moves.slice() : [],
    step: s && s.trace ? s.step : null, steps: s && s.trace ? s.trace.steps : 0,
    traceNote: s ? s.traceNote : '', cell: null, lang: t.lang, busy: this.loading || this.runner.busy(),
    play: this.board.state()
  };
  if (s && s.trace && s.step !== null) {
    var trace = s.trace, info = trace.step(s.step), at = trace.locate(info.cell), v = trace.views[at.view];
    var rule = trace.rules[info.rule], value = trace.value(info.cell);
    out.cell = {
      view: v.name, kind: v.kind, row: at.row + v.index_origin, col: at.col + v.index_origin,
      name: trace.cellName(info.cell), value: value.toString(), valueKind: v.value_kind,
      shown: Values.format(v.value_kind, value, t.lang).text, reads: info.reads.length,
      rule: info.rule, case: rule ? t.pick(rule.name) : '', text: trace.explain(s.step, t.lang)
    };
  }
  return out;
};

/* ---- start-up ----------------------------------------------------------- */

App.main = function () {
  var api = Api.instance;
  Core.load().then(function (core) {
    var app = new App(core);
    return app.start().then(function () { api.attach(app); });
  }).catch(function (err) {
    var fatal = document.getElementById('fatal');
    fatal.textContent = 'Grundy could not start: ' + (err && err.message ? err.message : err);
    fatal.hidden = false;
    api.fail(err);
  });
};

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', App.main);
else App.main();
