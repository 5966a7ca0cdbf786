/*
 * app.js — App: wires the page together.
 *
 * Loading a position: C's parser validates the editor's text (an error is
 * shown inline and the previous state stays); then the verdict job and, if
 * C accepts the position for it, the trace job run from animation frames
 * (Runner) with a progress bar and a Cancel button.  Only when both are
 * done is the new state committed: verdict, board, tables, stepper and the
 * permalink.  Everything the page states about the game comes from C.
 *
 * Around that: the language (remembered, and in the permalink), the theme
 * and projector mode (Theme), the lesson panel (Lesson), the quiz (Quiz:
 * predict a cell or the verdict before it is shown), normal and misère side
 * by side (Twin), exports (Exporter), the shortcuts and their help dialog
 * (Shortcuts, Help), and one live region that says what changed (Announcer).
 * The presenter layout (style.css) folds the side panel (S) and goes full
 * screen (F); folded, the editor opens over the stage (E, Position) and the
 * panel stays folded; after Analyse or a game picked the focus goes to the
 * step controls, and the cell written is scrolled into sight in the views.
 */
'use strict';

function App(core) {
  var self = this;
  this.core = core;
  this.editorShort = null; /* the editor's text when it shows a long position's start (setEditor) */
  this.catalogue = core.catalogue();
  ActionForms.words = this.catalogue.arg_labels || {};
  ActionForms.verbWords = this.catalogue.verb_labels || {};
  this.i18n = new I18n('en');
  this.state = null;      /* {game, position, length, result, trace, traceNote, traceFailure, step} */
  this.loadToken = 0;
  this.loading = false;   /* a load() has not committed nor failed yet */
  this.infoTime = 0;
  this.verdictHidden = false;  /* the verdict waits for a guess (quiz, or a lesson stop asking "who wins?") */
  this.verdictGuess = null;    /* {guess, right} once guessed */
  function $(id) { return document.getElementById(id); }
  this.els = {
    picker: $('game-picker'), title: $('game-title'), rules: $('game-rules'), theory: $('game-theory'),
    editor: $('editor'), input: $('position-input'), help: $('position-help'), error: $('position-error'),
    progress: $('progress'), progressLabel: $('progress-label'), progressBar: $('progress-bar'),
    cancel: $('cancel'), verdict: $('verdict'), link: $('permalink'), stepInfo: $('step-info'),
    langs: document.querySelectorAll('[data-lang]'), lessonToggle: $('lesson-toggle'), quizToggle: $('quiz-toggle'),
    themeToggle: $('theme-toggle'), projectorToggle: $('projector-toggle'), csv: $('export-csv'),
    ignored: $('ignored'), side: $('side-toggle'), full: $('full-toggle'), editOpen: $('edit-open')
  };
  this.announcer = new Announcer($('announce'));
  function say(text) { self.announcer.say(text); }
  this.runner = new Runner(function (p) { self.showProgress(p); });
  this.progressSince = 0;
  this.board = new Play($('play'), {
    core: core, i18n: this.i18n, announce: say, gameInfo: function (id) { return self.gameInfo(id); },
    solve: function (game, pos) { return self.solve(game, pos, 'thinking'); },
    solveJob: function (game, pos) { return self.solveJob(game, pos, 'thinking'); }
  });
  this.views = new Views($('views'), this.i18n, function (step) { self.go(step); });
  /* The analysed position's board, for a trace that draws it (view-parts.js):
   * up to a long position (Play.LONG characters), past which the stage has
   * no room for it and the play panel draws it already. */
  this.views.boardOf = function () {
    var s = self.state, r = s && s.game && s.position.length <= Play.LONG && self.core.board(s.game, s.position);
    return r && r.board || null;
  };
  this.stepInfo = new StepInfo($('step-info'), this.i18n);
  this.stepper = new Stepper($('stepper'), this.i18n, function (step, playing, how) { self.showStep(step, playing, how); });
  this.quiz = new Quiz($('quiz'), {
    i18n: this.i18n, announce: say,
    onReveal: function (step) { self.reveal(step); },
    onNext: function () { self.stepper.forward(); }
  });
  this.lesson = new Lesson($('lesson'), {
    i18n: this.i18n, announce: say,
    show: function (stop) { return self.showLessonStop(stop); },
    onToggle: function (open) {
      if (open) self.setSide(true);
      if (open && self.course && self.course.open) self.course.setOpen(false);
      self.els.lessonToggle.setAttribute('aria-pressed', String(open));
      self.writeLink();
    }
  });
  this.twin = new Twin({
    core: core, i18n: this.i18n, announce: say, gameInfo: function (id) { return self.gameInfo(id); },
    solve: function (game, pos) { return self.solve(game, pos, 'solving'); },
    fill: function (box, game, pos, result) { self.fillVerdict(box, game, pos, result, true); },
    onToggle: function () { self.renderVerdict(); },
    open: function (game, pos) { return self.load(game, pos).then(function () { self.toSteps(); }, function () {}); }
  });
  this.help = new Help($('help'), this.i18n);
  this.explore = new Explore(this, $('explore-toggle'));
  this.course = new Course(this);
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
  /* Arrows in a closed menu pick as they go: the focus stays there for them. */
  e.picker.addEventListener('keydown', function (ev) { self.pickKey = /^(Arrow|Page|Home|End)/.test(ev.key); });
  e.picker.addEventListener('change', function () {
    var g = self.gameInfo(e.picker.value), keep = self.pickKey;
    self.pickKey = false;
    /* Another game leaves the course's stop (its place is remembered: the
     * Course button opens it again there), and the link names the game. */
    if (self.course.open) self.course.setOpen(false);
    self.load(g.id, g.example).then(function () { if (!keep) self.toSteps(); }, function () {});
  });
  e.editor.addEventListener('submit', function (ev) {
    ev.preventDefault();
    clearTimeout(timer); /* the load's word, not a late check's */
    self.load(self.currentGame(), self.editorText()).then(function () {
      self.edit(false);
      self.toSteps();
    }, function () {});
  });
  /* Enter is Analyse (the field wraps, but a position needs no new line);
   * Esc closes the editor's popover. */
  e.input.addEventListener('keydown', function (ev) {
    if (ev.key === 'Enter' && !ev.shiftKey && !ev.isComposing) {
      ev.preventDefault();
      e.editor.requestSubmit();
    } else if (ev.key === 'Escape' && self.edit(false)) {
      self.toSteps();
    }
  });
  e.editOpen.addEventListener('click', function () { self.edit(); });
  /* A click outside the popover closes it. */
  document.addEventListener('pointerdown', function (ev) {
    if (!ev.target.closest('#side, #edit-open')) self.edit(false);
  });
  /* A long position's whole text comes into the editor when it is edited. */
  e.input.addEventListener('focus', function () {
    if (self.editorShort !== null && e.input.value === self.editorShort && self.state) e.input.value = App.broken(self.state.position);
    self.fitEditor();
  });
  e.side.addEventListener('click', function () { self.setSide(); });
  e.full.addEventListener('click', function () { self.fullScreen(); });
  document.addEventListener('fullscreenchange', function () {
    var on = !!document.fullscreenElement;
    e.full.setAttribute('aria-pressed', String(on));
    self.setSide(!on);
  });
  e.input.addEventListener('input', function () {
    self.fitEditor();
    clearTimeout(timer);
    timer = setTimeout(function () { self.validate(); }, 150);
  });
  e.cancel.addEventListener('click', function () { self.runner.cancel(); });
  Array.prototype.forEach.call(e.langs, function (b) {
    b.addEventListener('click', function () { Promise.resolve(self.setLang(b.dataset.lang)).catch(App.fatal); });
  });
  e.lessonToggle.addEventListener('click', function () { self.lesson.toggle(); });
  e.quizToggle.addEventListener('click', function () { self.setQuiz(!self.quiz.on); });
  e.themeToggle.addEventListener('click', function () { Theme.set(Theme.theme === 'dark' ? 'light' : 'dark'); });
  e.projectorToggle.addEventListener('click', function () { Theme.set(null, !Theme.projector); });
  Theme.onChange(function () { self.themeChanged(); });
  e.verdict.addEventListener('click', function (ev) {
    var b = ev.target.closest('button[data-guess]');
    if (b) self.guessVerdict(b.dataset.guess);
  });
  document.getElementById('help-open').addEventListener('click', function () { self.help.open(); });
  document.querySelectorAll('[data-export]').forEach(function (b) {
    b.addEventListener('click', function () { self.exportAs(b.dataset.export); });
  });
  e.csv.addEventListener('click', function (ev) {
    if (ev.target.closest('button')) self.exportAs('csv');
  });
  window.addEventListener('resize', function () {
    self.views.redraw();
    self.fitEditor();
    if (self.course.open) self.course.fitText();
  });
  var play = this.board;
  Shortcuts.bind({
    '?': function () { self.help.open(); },
    l: function () { self.lesson.toggle(); },
    '[': function () { if (self.course.open) self.course.step(-1); else self.lesson.go(self.lesson.stop - 1); },
    ']': function () { if (self.course.open) self.course.step(1); else self.lesson.go(self.lesson.stop + 1); },
    q: function () { self.setQuiz(!self.quiz.on); },
    c: function () { self.twin.toggle(); },
    d: function () { Theme.set(Theme.theme === 'dark' ? 'light' : 'dark'); },
    p: function () { Theme.set(null, !Theme.projector); },
    g: function () { e.picker.focus(); }, /* in the toolbar: the panel stays as it is */
    e: function () { self.edit(); },
    b: function () { self.setSide(true); play.els.board.focus(); },
    s: function () { self.setSide(); },
    f: function () { self.fullScreen(); },
    h: function () { if (!play.els.hint.disabled) play.hint(); },
    u: function () { if (!play.els.undo.disabled) play.undo(); },
    y: function () { if (!play.els.redo.disabled) play.redo(); },
    x: function () { self.explore.toggle(); }
  });
};

/* The side panel (lesson, rules, position, play): shown, folded, or (no
 * argument) the other way. */
App.prototype.setSide = function (on) {
  var root = document.documentElement.classList;
  if (on === undefined) on = root.contains('folded');
  if (on !== root.contains('folded')) return;
  root.toggle('folded', !on);
  root.remove('editing');
  this.els.side.setAttribute('aria-pressed', String(on));
  this.views.redraw();
  this.fitEditor();
};

/* To the editor (E, the Position button), the side panel left as it is:
 * folded, the position card alone opens over the stage as a popover
 * (style.css .editing), which Analyse, Esc or a click outside closes.
 * edit(false) closes it; true when it was open. */
App.prototype.edit = function (open) {
  var root = document.documentElement.classList, input = this.els.input, was = root.contains('editing');
  if (open === false) {
    root.remove('editing');
    return was;
  }
  root.toggle('editing', root.contains('folded'));
  this.fitEditor();
  input.focus();
  input.select();
  return was;
};

/* The editor grows with its text up to a few lines (style.css max-height,
 * past which it scrolls).  A long position is not measured (laying out its
 * text is what editorShort spares): its lines (App.broken) are four lines
 * high with scroll bars. */
App.prototype.fitEditor = function () {
  var el = this.els.input, wrap = el.value.length > Play.LONG ? 'off' : 'soft';
  /* A long position is edited unwrapped: Chromium lays a wrapped textarea
   * out whole at every key (a megabyte, 524,287 numbers: 85-154 ms a key;
   * unwrapped 58-66 ms; make bench's "editor"). */
  if (el.wrap !== wrap) el.wrap = wrap;
  el.style.height = '';
  /* unwrapped, its height is style.css's: never measured */
  if (wrap === 'off' || !el.offsetHeight) return; /* hidden: fitted when shown */
  el.style.height = el.scrollHeight + el.offsetHeight - el.clientHeight + 'px';
};

/* Presenter mode: the page full screen (the browser's Fullscreen API; Esc
 * leaves it), the side panel folded while it lasts. */
App.prototype.fullScreen = function () {
  var d = document, p = d.fullscreenElement ? d.exitFullscreen() : d.documentElement.requestFullscreen();
  if (p && p.catch) p.catch(function () {});
};

/* After Analyse or a game picked: the focus to the step controls, so that
 * Space, the arrows, Home and End step at once. */
App.prototype.toSteps = function () {
  var b = this.stepper.els.play;
  (b.disabled ? document.getElementById('views') : b).focus();
};

App.prototype.gameInfo = function (id) {
  var found = this.catalogue.games.filter(function (g) { return g.id === id; })[0] || null;
  if (found || !App.MISERE_OF.test(id || '')) return found;
  /* "ID~misere": the misère play of game ID (C's gr_game_misere_of), the
   * twin of every game that has no registered one; its words from ID's */
  var base = this.gameInfo(id.replace(App.MISERE_OF, '')), S = I18n.strings, title = {};
  if (!base || !base.misere_play) return null;
  Object.keys(base.title).forEach(function (l) { title[l] = (S[l] || S.en).misereOf.replace('{game}', base.title[l]); });
  return Object.assign({}, base, { id: id, title: title, ruleTitle: base.title, misere: true, twin: base.id, misere_play: null, misere_by: base.misere_play, lesson: [] });
};
App.MISERE_OF = /~misere$/;

/* The menu shows the game loaded: a misère twin ("ID~misere", not in the
 * catalogue's list) gets an entry of its own at the end while it is shown. */
App.prototype.pickerShows = function (game) {
  var picker = this.els.picker, extra = picker.querySelector('option.picker-twin');
  if (App.MISERE_OF.test(game) && !(extra && extra.value === game)) {
    if (!extra) (extra = picker.appendChild(document.createElement('option'))).className = 'picker-twin';
    extra.value = game;
    extra.textContent = this.i18n.pick(this.gameInfo(game).title);
  } else if (extra && extra.value !== game) {
    extra.remove();
  }
  picker.value = game;
};

/* A catalogue field keyed by game id (page_max_length) for game info g: a
 * misère twin ("ID~misere") has the entry of its game ID. */
App.prototype.byGame = function (field, g) {
  var map = this.catalogue[field] || {};
  return g.id in map ? map[g.id] : map[g.twin];
};

App.prototype.currentGame = function () {
  return this.state ? this.state.game : this.els.picker.value;
};

/* Shows the first view: the permalink's, else the first game's example.
 * The language: the permalink's, else the one remembered, else the
 * browser's (Chinese or English). */
App.prototype.start = function () {
  var self = this, link = this.checkLink(this.permalink.read()), first = this.catalogue.games[0];
  this.i18n.setLang(App.firstLang());
  if (link.lang) Settings.set('lang', this.i18n.lang);
  this.ignored = Settings.ignored.concat(link.ignored);
  this.relabel();
  var game = link.game || first.id, info = this.gameInfo(game) || first;
  return this.load(game, link.pos !== undefined ? link.pos : info.example, { step: link.step })
    .then(function () {
      if (link.course) {
        self.course.chapter = link.course.chapter - 1;
        self.course.stop = link.course.stop - 1;
        return self.course.setOpen(true);
      }
      if (link.lesson !== undefined) return self.lesson.setOpen(true, link.lesson - 1);
      /* A first visit without a link: the course, from where it starts. */
      if (link.game === undefined && Course.firstVisit) return self.course.setOpen(true);
      return null;
    })
    .catch(function (err) {
      if (err.name === 'AbortError') throw err;
      /* A bad link: its game's example, with the message about its position
       * on screen and the refused text in the editor to mend, as when a
       * bad position is typed (the first game only if the example fails). */
      return self.load(game, info.example, { keepError: true })
        .catch(function () { return self.load(first.id, first.example, { keepError: true }); })
        .then(function (r) {
          if (link.pos !== undefined && self.state && self.state.game === game) {
            self.setEditor(link.pos);
            self.els.input.setAttribute('aria-invalid', 'true');
          }
          return r;
        });
    });
};

/* ---- loading ---------------------------------------------------------- */

/* Live validation while typing: C's parser message, or nothing. */
App.prototype.validate = function () {
  /* Empty too: C says what is missing, with an example. */
  var text = this.editorText();
  var r = this.core.parse(this.currentGame(), text);
  this.showError(r.error ? r : '');
};

/* The message under the editor: C's parser message (the text is invalid:
 * a result {error, error_text} or an Error from Core, shown in the page's
 * language and again after a change of language), or with notice set, a
 * word about the last load (the text is fine). */
App.prototype.showError = function (failure, notice) {
  var e = this.els, message = this.i18n.message(failure);
  this.shownError = message ? { failure: failure, notice: notice } : null;
  e.error.textContent = message;
  e.error.hidden = !message;
  e.error.classList.toggle('notice', !!notice);
  e.input.setAttribute('aria-invalid', String(!!message && !notice));
};

/* opts: step (undefined: the last; -1: before the first), keepError,
 * hideVerdict (the verdict waits for a guess), reword (the same position
 * again for C's words in a language just arrived: App.rewords). */
App.prototype.load = function (game, text, opts) {
  var p = this.loadNow(game, text, opts);
  this.pending = p; /* the latest load, which rewords waits for */
  return p;
};
App.prototype.loadNow = function (game, text, opts) {
  var self = this, core = this.core;
  opts = opts || {};
  var parsed = core.parse(game, text);
  if (parsed.error) {
    this.showError(parsed);
    return Promise.reject(Core.error(parsed));
  }
  if (!opts.keepError) this.showError('');
  this.runner.cancel(); /* a newer load supersedes a running one */
  var token = ++this.loadToken, position = parsed.position, solveJob;
  try {
    solveJob = core.startSolve(game, position);
  } catch (err) {
    this.loading = false;
    this.showError(err);
    return Promise.reject(err);
  }
  this.loading = true;
  /* A long position's stages in tasks of their own (a frame after the
   * verdict and after the tables): none of them freezes the page long.  The
   * solve job goes to the runner at once, so that cancel() can stop it. */
  var long = text.length > 1e5, pause = function (v) {
    return (long ? Runner.nextFrame() : Promise.resolve()).then(function () { return v; });
  };
  return this.runner.run(solveJob, 'solving', long).then(pause).then(function (job) {
    return pause(App.verdictOf(job));
  }).then(function (result) {
    var traceJob;
    try {
      traceJob = core.startTrace(game, position);
    } catch (err) {
      if (err.out_of_memory) throw err; /* refused whole: no verdict without its tables */
      return pause({ result: result, trace: null, note: err });
    }
    return self.runner.run(traceJob, 'tracing').then(function (j) {
      return pause({ result: result, trace: new Trace(j), note: '' });
    });
  }).then(function (done) {
    /* The heat maps' colours in pieces, as many in a frame as fit in
     * about the runner's frameMs (at once when one piece is all), then
     * the new state. */
    var steps = done.trace ? self.views.prepareSteps(done.trace) : [];
    var frame = function () {
      var start = performance.now();
      while (steps.length && token === self.loadToken && performance.now() - start < self.runner.frameMs) steps.shift()();
      return steps.length && token === self.loadToken ? Runner.nextFrame().then(frame) : null;
    };
    return Promise.resolve(steps.length > 1 ? Runner.nextFrame().then(frame) : frame()).then(function () {
      if (token !== self.loadToken) {
        if (done.trace) done.trace.free();
        var stale = new Error('cancelled');
        stale.name = 'AbortError';
        throw stale;
      }
      self.loading = false;
      self.commit(game, position, parsed.length, done, opts);
      if (position.length <= Play.LONG) {
        self.commitPlay(opts);
        return self.snapshot();
      }
      /* A long position's play panel (its board, up to a million
       * elements, and C's moves) in a frame of its own. */
      return Runner.nextFrame().then(function () {
        if (token === self.loadToken) self.commitPlay(opts);
        return self.snapshot();
      });
    });
  }).catch(function (err) {
    if (token === self.loadToken) {
      self.loading = false;
      if (err.name === 'AbortError') {
        if (self.state) self.setEditor(self.state.position);
        self.showError(self.i18n.t('cancelled'), true);
      } else {
        self.showError(err);
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

/* C's verdict on a position (hints, the value history and the twin use it). */
App.prototype.solve = function (game, position, label) {
  return this.solveJob(game, position, label).then(App.verdictOf);
};

/* C's verdict from a finished solve job, which it frees; the first
 * App.MOVES winning moves come with their words in every language
 * (r.words[lang][k]), from the job's positions. */
App.verdictOf = function (job) {
  var r = job.solveResult();
  if (!r.error) {
    r.words = {};
    for (var lang in I18n.strings) r.words[lang] = r.winning_moves.slice(0, App.MOVES).map(function (m, k) { return job.moveWords(k, lang); });
  }
  job.free();
  if (r.error) throw Core.error(r);
  return r;
};

App.prototype.commit = function (game, position, length, done, opts) {
  var old = this.state;
  this.explore.reset(); /* explore's view closes: old.trace is the position's own again */
  if (old && old.trace) old.trace.free();
  this.state = {
    game: game, position: position, length: length, result: done.result,
    trace: done.trace, traceNote: done.note ? done.note.message : '', traceFailure: done.note || null, step: null
  };
  if (!opts.reword) { /* a new position: a new question (a reword keeps them, and what is typed) */
    this.verdictHidden = !!opts.hideVerdict || this.quiz.on;
    this.verdictGuess = null;
    this.quiz.reset();
    this.setEditor(position);
  }
  this.pickerShows(game);
  this.renderGame();
  this.lesson.setGame(this.gameInfo(game));
  this.renderVerdict();
  /* The first step shown is not said: the verdict is. */
  this.quiet = true;
  try {
    /* With the quiz on, a position arrives (Analyse, a link, the menu, a
     * lesson or course stop) before any step: the verdict is asked first,
     * and the card at its last step would give it away (renderTables). */
    this.renderTables(opts.step);
  } finally {
    this.quiet = false;
  }
  if (!opts.reword) this.announceVerdict();
  if (!App.firstVerdict) App.firstVerdict = performance.now();
};

/* The editor shows a position; one past Play.LONG characters only by its
 * start (editorShort) until the editor gets the focus: laying out 2 MB of
 * text in one line took 300 ms of a frozen page, at every load.  Analyse
 * on the shortened text loads the whole position (editorText). */
App.EDITOR_SHOWN = 2000;
App.prototype.setEditor = function (position) {
  var input = this.els.input;
  this.editorShort = position.length > Play.LONG ? position.slice(0, App.EDITOR_SHOWN) + ' …' : null;
  var shown = this.editorShort === null ? position : this.editorShort;
  if (input.value !== shown) input.value = shown;
  this.fitEditor();
  this.editorTitle();
};
App.prototype.editorTitle = function () {
  var input = this.els.input;
  if (this.editorShort === null) input.removeAttribute('title');
  else input.title = this.i18n.t('editorLong', { n: this.state ? this.state.position.length : 0 });
};
App.prototype.editorText = function () {
  var v = this.els.input.value;
  if (this.editorShort !== null && v === this.editorShort && this.state) return this.state.position;
  /* a long text's lines are the editor's (App.broken): spaces again, one
   * for one, so that a message's place in the text is the editor's */
  return v.length > Play.LONG ? v.replace(/\n/g, ' ') : v;
};

/* A long position as the editor holds it: a line break for a space every
 * App.LINE characters or so.  Chromium lays out and shapes a textarea's
 * line whole at every key: one line of a megabyte (ring, 524,287 numbers)
 * took 156-387 ms a key, lines of about 100 characters a third of that
 * (make bench's "editor"; bench/NOTES.md). */
App.LINE = 100;
App.broken = function (text) {
  var out = [], at = 0;
  while (text.length - at > App.LINE) {
    var cut = text.indexOf(' ', at + App.LINE);
    if (cut < 0) break;
    out.push(text.slice(at, cut));
    at = cut + 1;
  }
  out.push(text.slice(at));
  return out.join('\n');
};

/* The rest of a load's new state: the play panel, the twin, the CSV link. */
App.prototype.commitPlay = function (opts) {
  var s = this.state;
  if (opts && opts.reword) this.boardWords = this.board.rewords();
  else this.board.reset(s.game, s.position, s.result);
  this.twin.update(s.game, s.position);
  this.renderCsv();
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
  e.rules.removeAttribute('data-i18n'); /* "Loading…" until now; the rules come from C */
  e.rules.textContent = '';
  if (App.MISERE_OF.test(g.id)) {
    /* A misère twin: the misère rule first, in place of the ending its
     * game's rules state, then those rules for the moves. */
    var rule = e.rules.appendChild(Dom.el('span', 'rules-misere'));
    rule.appendChild(Dom.el('strong', '', t.t('misereRuleHead')));
    rule.appendChild(document.createTextNode(t.t('misereRule')));
    e.rules.appendChild(Dom.el('span', 'rules-base', t.t('misereMoves', { game: t.pick(g.ruleTitle) })));
  }
  e.rules.appendChild(document.createTextNode(t.pick(g.rules)));
  /* a twin decided by search: how, since its game's theory is normal play's */
  e.theory.textContent = App.MISERE_OF.test(g.id) && g.misere_by !== 'theory' ? t.t('misereSearch') : t.pick(g.theory);
  var c = this.catalogue; /* the page's limits: C's, per game */
  e.help.textContent = t.pick(g.syntax) + ' · ' + t.t('pageLimitHelp', { max: this.byGame('page_max_length', g), chars: c.page_max_text });
  Array.prototype.forEach.call(e.picker.options, function (opt) {
    var info = this.gameInfo(opt.value);
    opt.textContent = t.pick(info.title);
  }, this);
  var has = g.lesson && g.lesson.length > 0;
  e.lessonToggle.title = has ? t.t('lessonTitle', { n: g.lesson.length }) : t.t('noLesson');
};

/* The value a verdict states: its Grundy value, or a loopy game's
 * generalized value ∞{0, 2} (C's grundy_infinite), or nothing. */
App.valueWords = function (r, t) {
  if (r.grundy !== null && r.grundy !== undefined) return t.t('grundyIs', { g: r.grundy });
  if (r.grundy_infinite) return t.t('grundyInfinite', { set: '{' + r.grundy_infinite.join(', ') + '}' });
  if (r.grundy_misere !== null && r.grundy_misere !== undefined) return t.t('grundyMisere', { g: r.grundy_misere });
  return '';
};

/* A verdict of C (game, position, result) into box; compare: headed with
 * the rule (normal or misère play) for the side-by-side view. */
App.prototype.fillVerdict = function (box, game, position, r, compare) {
  var t = this.i18n, self = this;
  box.textContent = '';
  box.dataset.winner = r.winner;
  box.className = 'verdict ' + r.winner;
  if (compare) box.appendChild(Dom.el('p', 'verdict-rule', Twin.rule(this.gameInfo(game), t)));
  var head = box.appendChild(Dom.el('p', 'verdict-main'));
  head.appendChild(Dom.el('strong', 'verdict-winner', t.outcome(r.winner)));
  head.appendChild(Dom.el('span', 'verdict-pos', Dom.shorten(position, 80)));
  var detail = t.outcome(r.winner, true), value = App.valueWords(r, t);
  if (value) detail += ' · ' + value;
  box.appendChild(Dom.el('p', 'verdict-detail', detail));
  var moves = r.winning_moves, list;
  /* The first App.MOVES, and a button for the rest (13,973 would be a 630,000 px page). */
  function add(from, to) {
    moves.slice(from, to).forEach(function (m, i) {
      var words = (r.words && r.words[t.lang] || [])[from + i];
      if (words === undefined) words = self.core.describeMove(game, position, m, t.lang);
      var text = (words ? words + ' — ' : '') + t.t('resultIs', { pos: Dom.shorten(m, 60) });
      list.insertBefore(Dom.el('li', '', text), list.querySelector('.more')).dataset.move = m;
    });
  }
  if (moves.length || r.unlisted_moves) { /* a long position's moves may all be unlisted (C's budget) */
    box.appendChild(Dom.el('h3', '', t.t('winningMoves')));
    list = box.appendChild(Dom.el('ul', 'moves'));
    add(0, App.MOVES);
    if (moves.length > App.MOVES) {
      var more = list.appendChild(Dom.el('li', 'more')).appendChild(Dom.el('button', 'small', t.t('showAll', { n: moves.length })));
      more.type = 'button';
      more.onclick = function () {
        add(App.MOVES);
        more.parentNode.remove();
      };
    }
    if (r.unlisted_moves) list.appendChild(Dom.el('li', 'verdict-detail', t.t('unlisted', { n: r.unlisted_moves })));
  }
};

App.MOVES = 10;

App.prototype.renderVerdict = function () {
  var t = this.i18n, box = this.els.verdict, s = this.state;
  box.textContent = '';
  if (!s) return;
  if (this.verdictHidden) {
    box.className = 'verdict hidden-verdict';
    box.dataset.winner = '';
    box.appendChild(Dom.el('p', 'verdict-rule', t.t(this.quiz.on ? 'quizVerdict' : 'guessVerdict')));
    var q = box.appendChild(Dom.el('p', 'verdict-main'));
    q.appendChild(Dom.el('strong', 'verdict-winner', t.t('whoWins')));
    q.appendChild(Dom.el('span', 'verdict-pos', Dom.shorten(s.position, 80)));
    var row = box.appendChild(Dom.el('div', 'verdict-guess'));
    row.setAttribute('role', 'group');
    row.setAttribute('aria-label', t.t('whoWins'));
    Object.keys(I18n.OUTCOMES).forEach(function (winner) {
      var b = row.appendChild(Dom.el('button', '', t.outcome(winner)));
      b.type = 'button';
      b.dataset.guess = winner;
    });
    if (!this.quiz.on) {
      var show = row.appendChild(Dom.el('button', 'ghost', t.t('showAnswer')));
      show.type = 'button';
      show.dataset.guess = 'show';
    }
    return;
  }
  this.fillVerdict(box, s.game, s.position, s.result, this.twin.on);
  if (this.verdictGuess) {
    var g = this.verdictGuess;
    box.insertBefore(Dom.el('p', 'quiz-result ' + (g.right ? 'right' : 'wrong'),
      (g.right ? '✓ ' : '✗ ') + t.t(g.right ? 'verdictRight' : 'verdictWrong')), box.firstChild);
  }
};

/* The verdict in words for the live region (or, hidden, the question). */
App.prototype.announceVerdict = function () {
  var s = this.state, t = this.i18n;
  if (!s) return;
  if (this.verdictHidden) {
    this.announcer.say(t.t('whoWins') + ' ' + s.position);
    return;
  }
  var r = s.result, text = t.outcome(r.winner) + ': ' + Dom.shorten(s.position, 80) + '. ' + t.outcome(r.winner, true);
  var value = App.valueWords(r, t);
  if (value) text += ' ' + value + '.';
  this.announcer.say(text);
};

/* A guess of the verdict ("first", "second", "draw", or "show"): C's winner decides. */
App.prototype.guessVerdict = function (guess) {
  var s = this.state;
  if (!s || !this.verdictHidden) return this.snapshot();
  this.verdictHidden = false;
  if (I18n.OUTCOMES[guess]) {
    var right = this.quiz.judge(guess, s.result.winner);
    this.verdictGuess = { guess: guess, right: right };
  }
  this.renderVerdict();
  if (this.verdictGuess) {
    var t = this.i18n;
    this.announcer.say(t.t(this.verdictGuess.right ? 'verdictRight' : 'verdictWrong') + ' ' +
      t.outcome(s.result.winner) + '.' + (this.quiz.on ? ' ' + this.quiz.scoreText() : ''));
  } else {
    this.announceVerdict();
  }
  if (this.quiz.on) this.quiz.render();
  return this.snapshot();
};

/* Whether the quiz waits for a guess of the verdict: until then no way a
 * position or a step arrives (Analyse, a link, the menu, a lesson or course
 * stop, the history, the game graph) shows a step, which would give the
 * verdict away; the reader's own steps ask each cell. */
App.prototype.quizWaits = function () {
  return this.quiz.on && this.verdictHidden;
};

/* The tables at `step` (default: the last step; -1: before the first), or why there are none. */
App.prototype.renderTables = function (step) {
  var s = this.state;
  if (this.quizWaits()) step = -1;
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
  this.views.setTrace(null, s.traceNote ? t.t('noTrace', { msg: t.message(s.traceFailure) }) : t.t('traceCancelled'));
  this.stepInfo.clear();
};

/* The stepper moved (how: "forward", "play" or "jump"). */
App.prototype.showStep = function (step, playing, how) {
  var s = this.state;
  if (!s || !s.trace) return;
  s.step = step;
  if (step < 0) {
    this.quiz.clear();
    this.views.show(-1);
    this.stepInfo.blank(s.trace.steps);
    this.writeLink();
    return;
  }
  if (this.quiz.wants(step, how)) {
    this.stepper.stop();
    this.views.show(step, { conceal: true });
    this.inView(step);
    this.stepInfo.show(s.trace, step, false, true);
    this.quiz.ask(s.trace, step, true);
    this.writeLink();
    return;
  }
  if (this.quiz.asking() !== step) this.quiz.clear();
  this.views.show(step, { playing: playing });
  var now = performance.now();
  if (!playing || now - this.infoTime > 120) {
    this.infoTime = now;
    this.renderStepInfo(step, playing);
    this.inView(step);
  }
  if (!playing) {
    this.writeLink();
    if (!this.quiet) this.sayStep(step, how);
  }
};

/* The step's explanation from C, in the live region: at once for a step
 * forward, after a pause for anything else (dragging the timeline would
 * otherwise say every step it passes). */
App.prototype.sayStep = function (step, how) {
  var self = this, s = this.state;
  clearTimeout(this.sayTimer);
  function say() {
    if (self.state === s && s.step === step) self.announcer.say(s.trace.explain(step, self.i18n.lang));
  }
  if (how === 'forward') say();
  else this.sayTimer = setTimeout(say, 250);
};

/* The cell written (else the drawing of its view) scrolled into sight in
 * every box that scrolls around it, up to the views' own (never the page). */
App.prototype.inView = function (step) {
  var s = this.state, root = document.getElementById('views');
  var v = s.trace.views[s.trace.locate(s.trace.step(step).cell).view];
  var fig = root.querySelector('[data-view="' + v.name + '"]') || root;
  var el = fig.querySelector('.cur') || fig.querySelector('canvas') || fig;
  for (var box = el.parentNode; box && root.contains(box) && !box.classList.contains('stage-box'); box = box.parentNode) {
    var b = box.getBoundingClientRect(), r = el.getBoundingClientRect();
    if (box.scrollHeight > box.clientHeight && (r.top < b.top || r.bottom > b.bottom)) {
      box.scrollTop += r.top - b.top - Math.max(0, (box.clientHeight - r.height) / 2);
    }
    if (box.scrollWidth > box.clientWidth && (r.left < b.left || r.right > b.right)) {
      box.scrollLeft += r.left - b.left - Math.max(0, (box.clientWidth - r.width) / 2);
    }
  }
};

/* The quiz was answered: the step as usual. */
App.prototype.reveal = function (step) {
  var s = this.state;
  if (!s || !s.trace || s.step !== step) return;
  this.views.show(step);
  this.renderStepInfo(step, false);
};

App.prototype.renderStepInfo = function (step, playing) {
  var s = this.state;
  if (step < 0) this.stepInfo.blank(s.trace.steps);
  else this.stepInfo.show(s.trace, step, playing, this.quiz.asking() === step && !this.quiz.result);
  this.views.checkInfo();
};

/* ---- classroom: quiz, lesson, theme, exports ----------------------------- */

App.prototype.setQuiz = function (on) {
  var s = this.state;
  this.quiz.setOn(on);
  this.els.quizToggle.setAttribute('aria-pressed', String(this.quiz.on));
  this.announcer.say(this.i18n.t(this.quiz.on ? 'quizOn' : 'quizOff'));
  if (!s) return this.snapshot();
  if (this.quiz.on) {
    /* From the start: the verdict and every cell wait for a prediction. */
    this.quiz.reset();
    if (!this.verdictGuess) this.verdictHidden = true;
    this.renderVerdict();
    if (s.trace) this.stepper.blank();
  } else if (this.verdictHidden) {
    this.verdictHidden = false;
    this.renderVerdict();
    if (s.trace && s.step !== null && s.step >= 0) this.showStep(s.step, false, 'jump');
  } else if (s.trace && s.step !== null && s.step >= 0) {
    this.showStep(s.step, false, 'jump');
  }
  return this.snapshot();
};

/* A lesson stop: its position (if another) and its step (-1 the last, -2
 * none), of the game graph for a stop with view "explore" (Explore). */
App.prototype.showLessonStop = function (stop) {
  var self = this;
  return this.explore.lessonStop(stop, function (plain) { return self.showStop(plain); });
};

App.prototype.showStop = function (stop) {
  var self = this, s = this.state, game = this.currentGame();
  var step = stop.step === -1 ? undefined : stop.step === -2 ? -1 : stop.step, hide = stop.step === -2;
  if (stop.position !== null && stop.position !== undefined) {
    var parsed = this.core.parse(game, stop.position);
    if (parsed.error || !s || s.game !== game || parsed.position !== s.position) {
      return this.load(game, stop.position, { step: step, hideVerdict: hide, lesson: true }).catch(function () { return self.snapshot(); });
    }
  }
  if (!s) return Promise.resolve(this.snapshot());
  if (this.verdictHidden !== hide && !this.quiz.on) {
    this.verdictHidden = hide;
    this.verdictGuess = null;
    this.renderVerdict();
  }
  if (s.trace) {
    if (step === -1 || this.quizWaits()) this.stepper.blank();
    else {
      this.stepper.stop();
      this.stepper.go(step === undefined ? s.trace.steps - 1 : step);
    }
  }
  this.writeLink();
  return Promise.resolve(this.snapshot());
};

App.prototype.themeChanged = function () {
  var e = this.els;
  e.themeToggle.setAttribute('aria-pressed', String(Theme.theme === 'dark'));
  e.projectorToggle.setAttribute('aria-pressed', String(Theme.projector));
  if (this.state && this.state.trace) this.views.repaint();
  if (this.course && this.course.open) this.course.fitText(); /* projector mode: other sizes */
};

/* The tables of the trace, one CSV file each: a menu and a button. */
App.prototype.renderCsv = function () {
  var box = this.els.csv, s = this.state, t = this.i18n;
  box.textContent = '';
  if (!s || !s.trace) return;
  var select = box.appendChild(Dom.el('select'));
  select.id = 'export-csv-view';
  select.setAttribute('aria-label', t.t('csvTable'));
  s.trace.views.forEach(function (v, i) {
    var opt = select.appendChild(Dom.el('option', '', (t.pick(v.label) || v.name) + ' (' + v.rows + ' × ' + v.cols + ')'));
    opt.value = String(i);
  });
  var b = box.appendChild(Dom.el('button', 'small', 'CSV'));
  b.type = 'button';
  b.setAttribute('aria-label', t.t('csvSave'));
};

/* Downloads what is shown: "png", "svg", "csv" (the table chosen), "print". */
App.prototype.exportAs = function (kind) {
  var s = this.state, t = this.i18n;
  if (kind === 'print') {
    window.print();
    return Promise.resolve(null);
  }
  if (!s) return Promise.resolve(null);
  var base = 'grundy-' + Exporter.slug(s.game) + (s.trace && s.step !== null && s.step >= 0 ? '-step-' + s.step : '');
  if (kind === 'csv') {
    if (!s.trace) return Promise.resolve(null);
    var select = document.getElementById('export-csv-view'), v = select ? Number(select.value) : 0;
    var text = Exporter.csv(s.trace, v);
    Exporter.download('grundy-' + Exporter.slug(s.game) + '-' + Exporter.slug(s.trace.views[v].name) + '.csv',
      new Blob([text], { type: 'text/csv;charset=utf-8' }));
    return Promise.resolve(text.length);
  }
  var stepText = s.trace && s.step !== null && s.step >= 0
    ? t.t('step') + ' ' + s.step + ' / ' + (s.trace.steps - 1) + ': ' +
      (this.quiz.asking() === s.step && !this.quiz.result ? t.t('quizQuestion', { cell: this.quiz.asked.name }) : s.trace.explain(s.step, t.lang))
    : this.verdictHidden ? t.t('whoWins') : t.outcome(s.result.winner);
  var svg = Exporter.svg({
    title: t.pick(this.gameInfo(s.game).title), position: s.position, stepText: stepText, views: this.views, i18n: t,
    notice: s.trace ? '' : t.t('noTrace', { msg: t.message(s.traceFailure) })
  });
  if (kind === 'svg') {
    Exporter.download(base + '.svg', new Blob([svg], { type: 'image/svg+xml' }));
    return Promise.resolve(svg.length);
  }
  var self = this;
  return Exporter.png(svg, 2).then(function (blob) {
    Exporter.download(base + '.png', blob);
    return blob.size;
  }, function (err) {
    self.announcer.say(err.message);
    return null;
  });
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

/* Returns state(), or, the first time a language is chosen whose texts are
 * not loaded yet (a visit loads one language: Core.load), a promise of it:
 * its texts first, then everything C said in words asked again (rewords). */
App.prototype.setLang = function (lang) {
  var self = this;
  if (Settings.allowed('lang', lang) && !this.core.hasTexts(lang)) {
    return this.core.loadTexts(lang).then(function () { return self.rewords(); })
      .then(function () { return self.setLang(lang); });
  }
  this.i18n.setLang(lang);
  Settings.set('lang', this.i18n.lang);
  this.relabel();
  if (this.state) {
    this.editorTitle();
    this.renderVerdict();
    this.twin.relabel();
    if (!this.state.trace) {
      this.renderNoTrace();
    } else {
      this.views.relabel();
      var step = this.state.step;
      if (step !== null) this.renderStepInfo(step, false);
    }
    this.renderCsv();
    this.writeLink();
  }
  return this.snapshot();
};

/* After a language's texts arrived: C's words that came in every language
 * while they were missing ("?") are asked again: the catalogue, the course,
 * the position's verdict and trace (at the same step, the quiz's question
 * and the game on the board kept), its board, its twin. */
App.prototype.rewords = function () {
  var self = this, s = this.state;
  this.catalogue = this.core.catalogue();
  ActionForms.words = this.catalogue.arg_labels || {};
  ActionForms.verbWords = this.catalogue.verb_labels || {};
  if (this.course && this.course.data) {
    this.course.data = null;
    this.course.load();
  }
  if (this.lesson.game) this.lesson.game = this.gameInfo(this.lesson.game.id) || this.lesson.game;
  if (this.loading && this.pending) { /* what it says comes after: asked again once it is in */
    var again = function () { return self.rewords(); };
    return this.pending.then(again, again);
  }
  if (!s) return Promise.resolve();
  var exploring = !!this.explore.trace, step = exploring ? this.explore.saved.step : s.step;
  return this.load(s.game, s.position, { step: step === null ? undefined : step, reword: true, keepError: true })
    .then(function () {
      if (self.shownError && !self.shownError.notice) self.validate(); /* the parser's message again */
      return Promise.all([self.boardWords, exploring ? self.explore.open(s.step === null ? undefined : s.step) : null]);
    });
};

App.prototype.relabel = function () {
  var t = this.i18n;
  t.apply(document);
  document.title = t.t('docTitle');
  Array.prototype.forEach.call(this.els.langs, function (b) {
    b.setAttribute('aria-pressed', String(b.dataset.lang === t.lang));
  });
  this.renderGame();
  this.stepper.relabel();
  this.board.relabel();
  this.lesson.relabel();
  if (this.course) this.course.relabel();
  this.quiz.relabel();
  this.help.relabel();
  if (this.shownError) this.showError(this.shownError.failure, this.shownError.notice);
  this.showIgnored();
  this.themeChanged();
};

App.prototype.writeLink = function () {
  var s = this.state;
  if (!s) return;
  var lesson = this.lesson.state(), course = this.course;
  if (course && course.open) {
    this.els.link.href = this.permalink.write({ course: (course.chapter + 1) + '.' + (course.stop + 1), lang: this.i18n.lang });
    return;
  }
  var hash = this.permalink.write({
    game: s.game, position: s.position, step: s.trace && s.step !== null && s.step >= 0 ? s.step : null, lang: this.i18n.lang,
    lesson: lesson.open && lesson.has ? lesson.stop + 1 : null
  });
  this.els.link.href = hash;
};

/* A hash typed or navigated to: language, then position, then step. */
App.prototype.fromLink = function (link) {
  var s = this.state;
  link = this.checkLink(link);
  this.ignored = link.ignored;
  this.showIgnored();
  if (link.lang && link.lang !== this.i18n.lang && !this.core.hasTexts(link.lang)) {
    var self = this;
    return this.setLang(link.lang).then(function () { return self.fromLink(link); }, App.fatal);
  }
  if (link.lang && link.lang !== this.i18n.lang) this.setLang(link.lang);
  if (!s) return;
  /* The course's place: what it names, or (a place that does not exist,
   * refused above) nothing changes. */
  if (link.course) {
    this.course.chapter = link.course.chapter - 1;
    this.course.stop = link.course.stop - 1;
    this.course.setOpen(true);
    return;
  }
  var game = link.game || s.game;
  var same = game === s.game && (link.pos === undefined || this.core.parse(game, link.pos).position === s.position);
  if (!same) {
    this.load(game, link.pos !== undefined ? link.pos : this.gameInfo(game).example, { step: link.step }).catch(function () {});
  } else if (link.step !== undefined && s.trace && !this.quizWaits()) {
    this.go(link.step);
  }
};

/* The link with a game not in the menu left out (and its position, which
 * is that game's), and listed in link.ignored. */
App.prototype.checkLink = function (link) {
  if (link.game !== undefined && !this.gameInfo(link.game)) {
    link.ignored.push({ key: 'game', value: link.game, expected: 'anyGame' });
    delete link.game;
    delete link.pos;
  }
  if (link.course) {
    var chs = this.course.load().chapters, c = chs[link.course.chapter - 1];
    if (!c || link.course.stop > c.stops.length) {
      link.ignored.push({ key: 'course', value: link.course.chapter + '.' + link.course.stop, expected: 'coursePlace' });
      delete link.course;
    }
  }
  return link;
};

/* Says which parts of the link and which stored settings were ignored
 * (this.ignored: [{key, value, expected, stored}]). */
App.prototype.showIgnored = function () {
  var t = this.i18n, el = this.els.ignored, items = this.ignored || [];
  el.textContent = items.map(function (x) {
    var value = String(x.value);
    return t.t(x.stored ? 'ignoredStored' : 'ignoredLink', { key: x.key, value: value.length > 40 ? value.slice(0, 40) + '…' : value, expected: t.t(x.expected) });
  }).join(' ');
  el.hidden = !items.length;
};

/* ---- state for window.grundy ------------------------------------------ */

/* grundy (here and in the twin's state) is C's value as a decimal string,
 * exact past 2^53, or null (Core.Job.solveResult). */
App.prototype.snapshot = function () {
  var s = this.state, t = this.i18n;
  var out = {
    game: s ? s.game : null, position: s ? s.position : null, length: s ? s.length : 0,
    winner: s ? s.result.winner : null, grundy: s ? s.result.grundy : null,
    grundyInfinite: s && s.result.grundy_infinite ? s.result.grundy_infinite.map(String) : null, winningMoves: s ? s.result.winning_moves.slice() : [],
    step: s && s.trace ? s.step : null, steps: s && s.trace ? s.trace.steps : 0,
    views: s && s.trace ? s.trace.views.map(function (v) { return v.name; }) : [],
    stage: {
      scale: this.views.stageScale || null, settled: !this.views.refitting && !this.views.dirty,
      hidden: (s && s.trace && this.views.hiddenViews || []).map(function (k) { return s.trace.views[k] ? s.trace.views[k].name : 'position'; })
    },
    traceNote: s ? s.traceNote : '', cell: null, lang: t.lang, busy: this.loading || this.runner.busy(),
    play: this.board.state(), verdictShown: !!s && !this.verdictHidden,
    quiz: this.quiz.state(), lesson: this.lesson.state(), course: this.course ? this.course.state() : null, twin: this.twin.state(), explore: this.explore.state(),
    theme: Theme.theme, projector: Theme.projector, announced: this.announcer.last
  };
  if (s && s.trace && s.step !== null && s.step >= 0) {
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

/* The language a visit starts in: the link's, else the one remembered,
 * else the browser's (Chinese or English).  Known before the core loads:
 * its texts are the only ones loaded (Core.load). */
App.firstLang = function () {
  var nav = (navigator.language || '').toLowerCase().indexOf('zh') === 0 ? 'zh' : 'en';
  var lang = Permalink.prototype.read().lang || Settings.get('lang', nav);
  return Settings.allowed('lang', lang) ? lang : 'en';
};

App.main = function () {
  var api = Api.instance;
  Core.load([App.firstLang()]).then(function (core) {
    var app = new App(core);
    return app.start().then(function () { api.attach(app); });
  }).catch(function (err) {
    App.fatal(err);
    api.fail(err);
  });
};

/* What stops the page (a part of it missing), said in the page's language. */
App.fatal = function (err) {
  var fatal = document.getElementById('fatal'), t = new I18n(App.firstLang());
  fatal.textContent = t.t('cannotStart', { msg: err && err.message ? err.message : String(err) });
  fatal.hidden = false;
};

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', App.main);
else App.main();
