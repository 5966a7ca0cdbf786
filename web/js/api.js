/*
 * api.js — Api: window.grundy, the page's small scripting interface (used
 * by the end-to-end tests and by pages that embed this one).
 *
 *   grundy.ready          Promise, resolves (with state()) once the WASM is
 *                         loaded and the first position is shown; rejects if
 *                         the solver cannot load.
 *   grundy.state()        A plain object describing what is shown:
 *     game, position      game id and canonical position text (from C)
 *     length              number of piles (entries) in the position
 *     winner              "first" | "second" | "draw" (from C's solver)
 *     grundy              its Grundy value as a decimal string, exact
 *                         ("18446744073709551615", "7": C's values are
 *                         64-bit, past a Number's 2^53), or null
 *     winningMoves        positions reached by the winning moves (from C)
 *     views               the names of the trace's views (C's), in its order
 *     stage               {scale: the views' common scale on the stage (1:
 *                         numbers at 18 px in projector mode), settled: no
 *                         new layout pending}
 *     step, steps         current trace step (0-based integer) and total;
 *                         step is null and steps 0 when there is no trace,
 *                         -1 before the first step (nothing computed yet:
 *                         a lesson stop that shows no step, the quiz's start)
 *     traceNote           why there is no trace (C's message), else ""
 *     cell                the cell the current step writes, or null:
 *                         {view, row, col (as in the CLI: 1-based), name,
 *                          value (decimal string, exact), rule (id),
 *                          case (rule name), text (explanation)} — case and
 *                         text in the current language
 *                         (also kind, valueKind: "int"|"outcome"|"bool",
 *                          shown: the value in words, reads: cells read)
 *     lang                "en" | "zh";  busy: a job is running
 *     play                the game on the board: {position, turn: "you" |
 *                         "computer" | null, over, winner: "you"|"computer"|
 *                         null, moves, history: [{by, before, after}],
 *                         kind (the board's kind), actions: [{verb, args}],
 *                         error: C's message for the last refused action}
 *   grundy.load(game, position[, step])
 *                         Promise resolving with state() once the verdict and
 *                         the trace are ready.  Bad input rejects with an Error
 *                         whose message is C's parser message (also shown
 *                         inline; the previous state stays); Cancel (or a newer
 *                         load) rejects with an Error named "AbortError".
 *   grundy.go(step)       Shows trace step `step` (clamped); returns state().
 *                         Throws if the position has no trace.
 *   grundy.goCell(view, row, col)
 *                         Shows the step that wrote that cell (row/col as in
 *                         state().cell); returns state().
 *   grundy.setLang(lang)  "en" | "zh"; returns state(), or a promise of it
 *                         when the language's texts must be loaded first.
 *   grundy.playAction(text)
 *                         Plays an action of the game's language ("take 1 2")
 *                         through its form on the board, as if typed: C
 *                         checks it (gw_play).  Returns state().play; a
 *                         refused action leaves its message in .error (and
 *                         under the form).
 *   grundy.board()        The board C describes for the position in play
 *                         (gw_board: {play_syntax, game_over, winner?, board}).
 *   grundy.play(), grundy.pause(), grundy.cancel()
 *                         Trace playback, and cancelling the running job.
 *   grundy.setBudget(units)
 *                         Caps the job units run per animation frame
 *                         (default 200000; the page adapts below the cap).
 *
 * The classroom parts (state() also carries verdictShown, quiz {on, asking,
 * answered, score}, lesson {open, has, stop, stops}, twin {available, on,
 * game, winner, grundy, winningMoves, error}, theme, projector, announced
 * (the live region's last text), explore {open, nodes: [{position, grundy,
 * x, y}]} (every grundy a decimal string or null, as above) (the game
 * graph, Explore: opened by X or #explore-toggle; x, y where
 * the canvas draws each node); play also has strength, note, redo, values
 * [{position, mover, winner, winning}]):
 *   grundy.setTheme(theme, projector)   "light" | "dark", true | false
 *   grundy.setQuiz(on)                  returns state()
 *   grundy.lesson(stop)                 opens the lesson at stop (0-based),
 *                                       resolves with state(); null closes it
 *   grundy.compare(on)                  the twin side by side; resolves
 *                                       with state() once its verdict is in
 *   grundy.timing                       {interactive: ms from navigation
 *                                       start to ready and the first verdict}
 */
'use strict';

function Api() {
  var self = this;
  this.app = null;
  this.timing = { interactive: null, verdict: null };
  this.ready = new Promise(function (resolve, reject) {
    self.resolveReady = resolve;
    self.rejectReady = reject;
  });
  this.ready.catch(function () {});
}

Api.prototype.attach = function (app) {
  this.app = app;
  this.timing.verdict = App.firstVerdict || null;
  this.timing.interactive = performance.now();
  this.resolveReady(app.snapshot());
};

Api.prototype.fail = function (error) {
  this.rejectReady(error);
};

Api.prototype.need = function () {
  if (!this.app) throw new Error('grundy is not ready yet: wait for grundy.ready');
  return this.app;
};

/* The object installed as window.grundy. */
Api.prototype.facade = function () {
  var self = this;
  return {
    ready: this.ready,
    state: function () { return self.need().snapshot(); },
    load: function (game, position, step) {
      var app;
      try {
        app = self.need();
      } catch (e) {
        return Promise.reject(e);
      }
      return app.load(String(game), String(position), { step: step });
    },
    go: function (step) { return self.need().go(step); },
    goCell: function (view, row, col) { return self.need().goCell(view, row, col); },
    setLang: function (lang) { return self.need().setLang(lang); },
    playAction: function (text) { return self.need().board.playAction(String(text)); },
    board: function () {
      var play = self.need().board;
      return play.info ? JSON.parse(JSON.stringify(play.info)) : { error: play.noPlay ? play.noPlay.error : '' };
    },
    play: function () { self.need().stepper.play(); },
    pause: function () { self.need().stepper.pause(); },
    cancel: function () { self.need().runner.cancel(); },
    setBudget: function (units) { self.need().runner.setMaxBudget(units); },
    setTheme: function (theme, projector) {
      Theme.set(theme, projector === undefined ? null : !!projector);
      return self.need().snapshot();
    },
    setQuiz: function (on) { return self.need().setQuiz(!!on); },
    lesson: function (stop) {
      var app = self.need();
      if (stop === null || stop === undefined) return app.lesson.setOpen(false).then(function () { return app.snapshot(); });
      return app.lesson.setOpen(true, stop).then(function () { return app.snapshot(); });
    },
    /* grundy.course(chapter, stop): the course there (0-based); null closes it. */
    course: function (chapter, stop) {
      var app = self.need();
      if (chapter === null || chapter === undefined) return app.course.setOpen(false);
      /* Closed: opened at that place (opening at the remembered one and then
       * going there would load two chapters' games at once). */
      if (!app.course.open) {
        app.course.chapter = chapter;
        app.course.stop = stop || 0;
        return app.course.setOpen(true).then(function () { return app.snapshot(); });
      }
      return app.course.go(chapter, stop || 0).then(function () { return app.snapshot(); });
    },
    courseStep: function (d) {
      var app = self.need();
      return app.course.step(d).then(function () { return app.snapshot(); });
    },
    compare: function (on) {
      var app = self.need();
      return app.twin.setOn(!!on).then(function () { return app.snapshot(); });
    },
    timing: this.timing
  };
};

Api.instance = new Api();
window.grundy = Api.instance.facade();
