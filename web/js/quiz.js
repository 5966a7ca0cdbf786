/*
 * quiz.js — Quiz: predict before you see.  With the quiz on, stepping
 * forward (the forward button, ArrowRight, playback) stops before each
 * step the reader has not yet answered: the cell the step writes is marked
 * with "?" on whichever view holds it (matrix cell, sequence cell, graph
 * node, answer cell), the cells it reads are shown, and the reader types
 * the value (or picks a word for outcomes and yes/no).  The verdict of a
 * new position is asked the same way (App renders that question; judge()
 * scores it).
 *
 * The answer is C's: the exact value in the trace's arrays (a BigInt, read
 * through Trace.value) or the winner of C's solve.  This file only compares
 * what was typed with it and keeps the score.
 */
'use strict';

function Quiz(root, deps) {
  var self = this;
  this.root = root;
  this.i18n = deps.i18n;
  this.announce = deps.announce;
  this.onReveal = deps.onReveal;   /* (step): show the step as usual */
  this.onNext = deps.onNext;       /* (): step forward (the next question) */
  this.on = false;
  this.score = { right: 0, wrong: 0, skipped: 0 };
  this.answered = {};              /* step -> true, for the trace shown */
  this.asked = null;               /* {trace, step, cell, name, kind, value} */
  this.result = null;              /* {right, guess, shown} of the last answer */
  root.addEventListener('submit', function (ev) {
    ev.preventDefault();
    var input = root.querySelector('input[name=guess]');
    if (input) self.answer(input.value);
  });
  root.addEventListener('click', function (ev) {
    var b = ev.target.closest('button');
    if (!b) return;
    if (b.dataset.guess !== undefined) self.answer(b.dataset.guess);
    else if (b.dataset.quiz === 'skip') self.skip();
    else if (b.dataset.quiz === 'next') self.onNext();
  });
  var hush = new MutationObserver(Quiz.hush), verdict = document.getElementById('verdict');
  hush.observe(root, { childList: true });
  if (verdict) hush.observe(verdict, { attributes: true, attributeFilter: ['class'] });
}

/* Nothing gives an awaited answer away: while the verdict waits for a guess
 * (App renders the question: the quiz, a lesson's "who wins?") or a step is
 * asked, the value history, the hint, the twin's verdict and the exports
 * are hidden (the hint disabled: Play asks Quiz.hushed()), and come back
 * after the guess.  Watchers (Play) are told. */
Quiz.hushed = function () {
  var v = document.getElementById('verdict');
  return !!(v && v.classList.contains('hidden-verdict') || document.querySelector('#quiz .quiz-form'));
};
Quiz.watchers = [];
Quiz.hush = function () {
  var on = Quiz.hushed();
  document.querySelectorAll('.vh-box, #hint-box, #twin-verdict, .export, .export-row').forEach(function (el) {
    el.style.display = on ? 'none' : '';
  });
  Quiz.watchers.forEach(function (f) { f(on); });
};

Quiz.prototype.setOn = function (on) {
  this.on = !!on;
  if (!this.on) this.clear();
};

/* A new trace: nothing of it answered yet. */
Quiz.prototype.reset = function () {
  this.answered = {};
  this.clear();
};

/* Whether to ask before showing step (reached by `how`, see Stepper). */
Quiz.prototype.wants = function (step, how) {
  return this.on && step >= 0 && (how === 'forward' || how === 'play') && !this.answered[step];
};

Quiz.prototype.asking = function () {
  return this.asked ? this.asked.step : null;
};

/* Poses the question for step of trace. */
Quiz.prototype.ask = function (trace, step, focus) {
  var info = trace.step(step), at = trace.locate(info.cell), view = trace.views[at.view];
  this.asked = {
    trace: trace, step: step, cell: info.cell, name: trace.cellName(info.cell),
    kind: view.value_kind, value: trace.value(info.cell)
  };
  this.result = null;
  this.render();
  this.announce(this.i18n.t('quizAsk', { cell: this.asked.name }));
  if (focus) {
    var first = this.root.querySelector('input[name=guess], button[data-guess]');
    if (first) first.focus();
  }
};

/* Leaves the question (the reader moved elsewhere). */
Quiz.prototype.clear = function () {
  this.asked = null;
  this.result = null;
  this.root.textContent = '';
  this.root.hidden = true;
};

/* The words a value of this kind may take, as guesses: [{value, text}]. */
Quiz.choices = function (kind, lang) {
  var words = Values.WORDS[kind];
  if (!words) return null;
  return words.en.map(function (w, i) { return { value: String(i), text: Values.format(kind, i, lang).text }; });
};

/* Compares a guess (typed text, or a choice's value) with C's value. */
Quiz.DIGITS = 20;   /* the digits of 2^64 - 1, the largest value a trace holds */

Quiz.prototype.answer = function (text) {
  var q = this.asked, t = this.i18n;
  if (!q || this.result) return;
  var guess = String(text).trim(), error = this.root.querySelector('.quiz-error');
  /* Values are 64-bit: 20 digits at most (the field takes one more, so
   * that a longer paste is refused, not cut). */
  var wrong = !/^\d+$/.test(guess) ? t.t('quizNumber') : guess.length > Quiz.DIGITS ? t.t('quizTooLong', { n: Quiz.DIGITS }) : '';
  if (wrong) {
    if (error) {
      error.textContent = wrong;
      error.hidden = false;
    }
    return;
  }
  var right = BigInt(guess) === q.value;
  this.answered[q.step] = true;
  this.score[right ? 'right' : 'wrong']++;
  this.result = {
    right: right, guess: Values.format(q.kind, BigInt(guess), t.lang).text,
    shown: Values.format(q.kind, q.value, t.lang).text
  };
  this.finish();
};

/* Shows the value without a guess. */
Quiz.prototype.skip = function () {
  var q = this.asked;
  if (!q || this.result) return;
  this.answered[q.step] = true;
  this.score.skipped++;
  this.result = { right: null, guess: '', shown: Values.format(q.kind, q.value, this.i18n.lang).text };
  this.finish();
};

Quiz.prototype.finish = function () {
  var q = this.asked, r = this.result, t = this.i18n;
  this.render();
  this.onReveal(q.step);
  this.announce(this.resultText(q, r) + ' ' + this.scoreText());
  var next = this.root.querySelector('button[data-quiz=next]');
  if (next) next.focus();
};

Quiz.prototype.resultText = function (q, r) {
  var t = this.i18n;
  if (r.right === null) return t.t('quizShown', { cell: q.name, value: r.shown });
  return t.t(r.right ? 'quizRight' : 'quizWrong', { cell: q.name, value: r.shown, guess: r.guess });
};

Quiz.prototype.scoreText = function () {
  var s = this.score;
  return this.i18n.t('quizScore', { right: s.right, n: s.right + s.wrong });
};

/* Scores a guess of the verdict against C's winner; returns whether it was right. */
Quiz.prototype.judge = function (guess, winner) {
  var right = guess === winner;
  if (this.on) this.score[right ? 'right' : 'wrong']++;
  return right;
};

Quiz.prototype.render = function () {
  var q = this.asked, r = this.result, t = this.i18n, root = this.root;
  root.textContent = '';
  if (!q) {
    root.hidden = true;
    return;
  }
  root.hidden = false;
  var head = root.appendChild(Dom.el('div', 'quiz-head'));
  var qid = 'quiz-q';
  var question = head.appendChild(Dom.el('p', 'quiz-q', t.t('quizQuestion', { cell: q.name })));
  question.id = qid;
  head.appendChild(Dom.el('span', 'quiz-score', this.scoreText()));
  if (r) {
    var line = root.appendChild(Dom.el('p', 'quiz-result ' + (r.right === null ? '' : r.right ? 'right' : 'wrong'),
      (r.right === null ? '' : r.right ? '✓ ' : '✗ ') + this.resultText(q, r)));
    line.id = 'quiz-result';
    var more = root.appendChild(Dom.el('form', 'quiz-next'));
    var next = more.appendChild(Dom.el('button', 'primary', t.t('quizNext')));
    next.type = 'button';
    next.dataset.quiz = 'next';
    return;
  }
  var form = root.appendChild(Dom.el('form', 'quiz-form'));
  form.noValidate = true;
  var choices = Quiz.choices(q.kind, t.lang);
  if (choices) {
    var group = form.appendChild(Dom.el('span', 'quiz-choices'));
    group.setAttribute('role', 'group');
    group.setAttribute('aria-labelledby', qid);
    choices.forEach(function (c) {
      var b = group.appendChild(Dom.el('button', '', c.text));
      b.type = 'button';
      b.dataset.guess = c.value;
    });
  } else {
    var input = form.appendChild(Dom.el('input'));
    input.type = 'text';
    input.name = 'guess';
    input.maxLength = Quiz.DIGITS + 1;
    input.inputMode = 'numeric';
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.setAttribute('aria-labelledby', qid);
    input.setAttribute('aria-describedby', 'quiz-error');
    var check = form.appendChild(Dom.el('button', 'primary', t.t('quizCheck')));
    check.type = 'submit';
  }
  var skip = form.appendChild(Dom.el('button', '', t.t('quizSkip')));
  skip.type = 'button';
  skip.dataset.quiz = 'skip';
  var error = root.appendChild(Dom.el('p', 'error quiz-error'));
  error.id = 'quiz-error';
  error.hidden = true;
};

/* After a language switch. */
Quiz.prototype.relabel = function () {
  if (this.asked) this.render();
};

Quiz.prototype.state = function () {
  return {
    on: this.on, asking: this.asking(), answered: this.result ? this.result.right : null,
    score: { right: this.score.right, wrong: this.score.wrong, skipped: this.score.skipped }
  };
};
