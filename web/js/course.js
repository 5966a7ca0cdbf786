/*
 * course.js — Course: the "Start here" path, chapter by chapter, as C writes
 * it (gw_course, asked for the first time the course opens: the page does
 * not pay for it at start-up).  A chapter is its game's lesson grown up:
 * the goal, the lesson's stops, a proof sketch, a concept check, a position
 * to try, a recap.  A check or a try loads its position with the verdict
 * hidden (App's "who wins?" question: the reader predicts, then C's winner
 * is shown); the chapter's explanation of the answer appears only after
 * that.  The place in the course and the chapters finished are remembered
 * (Settings: course = "chapter.stop", courseDone = "1,2,…").  A first
 * visit (nothing stored) opens the course (Course.firstVisit).
 */
'use strict';

function Course(app) {
  var self = this;
  this.app = app;
  this.i18n = app.i18n;
  this.data = null;              /* {name, chapters: [{game, title, more, stops}], glossary} */
  this.open = false;
  this.chapter = 0;
  this.stop = 0;
  this.revealed = false;         /* the answer of this stop's check is shown */
  function $(id) { return document.getElementById(id); }
  this.els = {
    root: $('course'), toggle: $('course-toggle'), name: $('course-chapter'), chapters: $('course-chapters'),
    stops: $('course-stops'), title: $('course-title'), text: $('course-text'), answer: $('course-answer'),
    ask: $('course-ask'),
    more: $('course-more'), prev: $('course-prev'), next: $('course-next'), count: $('course-count'),
    close: $('course-close'), glossary: $('glossary-open')
  };
  var e = this.els;
  this.glossary = new Glossary($('glossary'), this.i18n);
  var place = /^(\d+)\.(\d+)$/.exec(Settings.get('course', '') || '');
  if (place) {
    this.chapter = Number(place[1]);
    this.stop = Number(place[2]);
  }
  e.toggle.addEventListener('click', function () { self.setOpen(!self.open); });
  e.close.addEventListener('click', function () { self.setOpen(false); });
  e.prev.addEventListener('click', function () { self.step(-1); });
  e.next.addEventListener('click', function () { self.step(1); });
  e.chapters.addEventListener('change', function () { self.go(Number(e.chapters.value), 0); });
  e.stops.addEventListener('click', function (ev) {
    var b = ev.target.closest('button[data-stop]');
    if (b) self.go(self.chapter, Number(b.dataset.stop));
  });
  /* The check's question in the panel: the same guess as the verdict box's
   * (App judges it against C's winner). */
  e.ask.addEventListener('click', function (ev) {
    var b = ev.target.closest('button[data-guess]');
    if (!b || !app.verdictHidden) return;
    app.guessVerdict(b.dataset.guess);
    self.revealed = true;
    self.render();
  });
  e.more.addEventListener('click', function (ev) {
    var b = ev.target.closest('button[data-game]');
    if (!b) return;
    var info = app.gameInfo(b.dataset.game);
    self.setOpen(false);
    app.load(info.id, info.example).then(function () { return app.lesson.setOpen(true, 0); }, function () {});
  });
  e.glossary.addEventListener('click', function () {
    self.load();
    self.glossary.toggle();
  });
  /* The reader's guess (or "show the answer") in the verdict box: App has
   * judged it (its listener came first); now the chapter explains. */
  document.getElementById('verdict').addEventListener('click', function (ev) {
    if (ev.target.closest('button[data-guess]') && self.open && !app.verdictHidden) {
      self.revealed = true;
      self.render();
    }
  });
}

/* Nothing stored by an earlier visit: the course opens by itself. */
Course.firstVisit = (function () {
  try {
    var s = window.localStorage;
    if (!s) return false;
    for (var i = 0; s && i < s.length; i++) if (String(s.key(i)).indexOf(Settings.PREFIX) === 0) return false;
  } catch (e) {
    return false; /* no storage: nothing says this is a first visit */
  }
  return true;
})();

Course.prototype.load = function () {
  if (!this.data) {
    this.data = this.app.core.course();
    this.glossary.setData(this.data.glossary);
    this.chapter = Math.min(this.chapter, this.data.chapters.length - 1);
  }
  return this.data;
};

Course.prototype.done = function () {
  return (Settings.get('courseDone', '') || '').split(',').filter(Boolean).map(Number);
};

Course.prototype.setOpen = function (open) {
  this.open = !!open;
  this.els.root.hidden = !this.open;
  this.els.toggle.setAttribute('aria-pressed', String(this.open));
  this.app.views.mayBrief = this.open; /* the stage may shorten the step's prose (Views.fit) */
  if (this.app.state && this.app.state.trace) this.app.views.redraw();
  if (!this.open) {
    this.glossary.setOpen(false);
    this.app.writeLink(); /* the link names the game again */
    return Promise.resolve(this.app.snapshot());
  }
  this.load();
  this.app.setSide(true);
  if (this.app.lesson.open) this.app.lesson.setOpen(false);
  return this.go(this.chapter, this.stop);
};

Course.prototype.step = function (d) {
  var chs = this.load().chapters, k = this.stop + d, c = this.chapter;
  if (k < 0 && c > 0) return this.go(c - 1, chs[c - 1].stops.length - 1);
  if (k >= chs[c].stops.length && c < chs.length - 1) return this.go(c + 1, 0);
  return this.go(c, k);
};

/* Shows stop k of chapter c (clamped): loads its game and position, goes to its step. */
Course.prototype.go = function (c, k) {
  var chs = this.load().chapters, app = this.app;
  if (!this.open) return Promise.resolve(app.snapshot());
  this.chapter = Math.max(0, Math.min(chs.length - 1, Math.floor(Number(c) || 0)));
  var ch = chs[this.chapter];
  this.stop = Math.max(0, Math.min(ch.stops.length - 1, Math.floor(Number(k) || 0)));
  this.revealed = false;
  Settings.set('course', this.chapter + '.' + this.stop);
  var stop = ch.stops[this.stop];
  if (stop.part === 'recap' && this.done().indexOf(this.chapter + 1) < 0)
    Settings.set('courseDone', this.done().concat(this.chapter + 1).join(','));
  this.render();
  app.writeLink();
  var t = this.i18n;
  this.app.announcer.say(t.pick(ch.title) + ', ' + t.t('lessonStop', { k: this.stop + 1, n: ch.stops.length }) + ': ' +
    t.pick(stop.title) + '. ' + t.pick(stop.text));
  var ready = Promise.resolve();
  if (!app.state || app.state.game !== ch.game) {
    var info = app.gameInfo(ch.game);
    ready = app.load(ch.game, stop.position || info.example, { step: -1, hideVerdict: stop.step === -2, lesson: true })
      .catch(function () {});
  }
  return ready.then(function () { return app.showLessonStop(stop); });
};

Course.prototype.render = function () {
  var t = this.i18n, e = this.els;
  if (!this.data) return;
  var chs = this.data.chapters, ch = chs[this.chapter], stop = ch.stops[this.stop], done = this.done();
  e.name.textContent = (this.chapter + 1) + '. ' + t.pick(ch.title);
  e.chapters.textContent = '';
  chs.forEach(function (x, i) {
    var o = e.chapters.appendChild(Dom.el('option', '', (done.indexOf(i + 1) >= 0 ? '✓ ' : '') + (i + 1) + '. ' + t.pick(x.title)));
    o.value = String(i);
  });
  e.chapters.value = String(this.chapter);
  e.stops.textContent = '';
  ch.stops.forEach(function (s, i) {
    var b = e.stops.appendChild(Dom.el('li')).appendChild(Dom.el('button', '', String(i + 1)));
    b.type = 'button';
    b.title = t.pick(s.title);
    b.setAttribute('aria-label', (i + 1) + '. ' + t.pick(s.title));
    b.dataset.stop = String(i);
    b.dataset.part = s.part;
    if (i === this.stop) b.setAttribute('aria-current', 'step');
  }, this);
  e.title.textContent = t.pick(stop.title);
  e.text.textContent = t.pick(stop.text);
  e.root.dataset.part = stop.part;
  var asking = !!stop.answer && !this.revealed, app = this.app;
  e.ask.textContent = '';
  e.ask.hidden = !asking;
  if (asking) {
    e.ask.setAttribute('aria-label', t.t('whoWins'));
    e.ask.appendChild(Dom.el('strong', '', t.t('whoWins')));
    Object.keys(I18n.OUTCOMES).forEach(function (w) {
      var b = e.ask.appendChild(Dom.el('button', '', t.outcome(w)));
      b.type = 'button';
      b.dataset.guess = w;
    });
    var show = e.ask.appendChild(Dom.el('button', 'ghost', t.t('showAnswer')));
    show.type = 'button';
    show.dataset.guess = 'show';
  }
  var answer = stop.answer && this.revealed, s = app.state, g = app.verdictGuess;
  if (answer && s && s.result) {
    var said = (g ? (g.right ? '✓ ' : '✗ ') + t.t(g.right ? 'verdictRight' : 'verdictWrong') + ' ' : '') + t.outcome(s.result.winner) + '. ';
    stop = Object.assign({}, stop, { shown: said });
  }
  e.answer.hidden = !answer;
  e.answer.textContent = answer ? t.t('courseAnswer') + ' ' + (stop.shown || '') + t.pick(stop.answer) : '';
  e.more.textContent = '';
  var more = ch.more ? ch.more.split(' ') : [];
  e.more.hidden = !(more.length && stop.part === 'recap');
  if (!e.more.hidden) {
    e.more.appendChild(Dom.el('span', '', t.t('courseMore') + ' '));
    more.forEach(function (id) {
      var info = this.app.gameInfo(id), b = e.more.appendChild(Dom.el('button', 'small', info ? t.pick(info.title) : id));
      b.type = 'button';
      b.dataset.game = id;
    }, this);
  }
  e.count.textContent = t.t('courseWhere', { c: this.chapter + 1, cn: chs.length, k: this.stop + 1, n: ch.stops.length });
  e.prev.disabled = this.chapter === 0 && this.stop === 0;
  e.next.disabled = this.chapter === chs.length - 1 && this.stop === ch.stops.length - 1;
  e.text.parentNode.scrollTop = 0;
  this.fitText();
};

/* The current stop's text entirely on screen, without scrolling: the side
 * panel at its top, and a long stop's type made smaller, a pixel at a
 * time, until what the stop shows (text, question, answer) ends above the
 * panel's bottom, but never below the readable size (18 px in projector
 * mode, Stage.font; 14 px otherwise). */
Course.prototype.fitText = function () {
  var e = this.els, side = e.root.parentNode;
  e.text.style.fontSize = '';
  if (e.root.hidden || !side || !side.clientHeight) return;
  side.scrollTop = 0;
  var limit = side.getBoundingClientRect().bottom - 2, floor = Math.max(14, Stage.font());
  var px = parseFloat(getComputedStyle(e.text).fontSize) || floor;
  function bottom() {
    return [e.text, e.ask, e.answer, e.more].reduce(function (b, el) {
      return el.hidden ? b : Math.max(b, el.getBoundingClientRect().bottom);
    }, 0);
  }
  while (bottom() > limit && px > floor) {
    px = Math.max(floor, px - 1);
    e.text.style.fontSize = px + 'px';
  }
};

Course.prototype.relabel = function () {
  this.render();
  this.glossary.render();
};

Course.prototype.state = function () {
  var ch = this.data && this.data.chapters[this.chapter], stop = ch && ch.stops[this.stop];
  return {
    open: this.open, chapter: this.chapter, stop: this.stop, chapters: this.data ? this.data.chapters.length : 0,
    stops: ch ? ch.stops.length : 0, part: stop ? stop.part : null, game: ch ? ch.game : null,
    answerShown: !this.els.answer.hidden, done: this.done(), glossary: this.glossary.open
  };
};

Object.assign(I18n.strings.en, {
  course: 'Start here',
  courseName: 'Course',
  glossary: 'Glossary',
  chapters: 'Chapters',
  courseAnswer: 'Answer:',
  courseMore: 'More games of this chapter:',
  courseWhere: 'Chapter {c} of {cn} · stop {k} of {n}',
  glossaryTerm: 'Term',
  coursePlace: 'a chapter and stop of the course, as 3 or 3.2',
  glossaryMeaning: 'Meaning'
});
Object.assign(I18n.strings.zh, {
  course: '从这里开始',
  courseName: '课程',
  glossary: '术语表',
  chapters: '各章',
  courseAnswer: '答案:',
  courseMore: '本章更多游戏:',
  courseWhere: '第 {c} 章(共 {cn} 章)· 第 {k} 站(共 {n} 站)',
  glossaryTerm: '术语',
  coursePlace: '课程中存在的章或章与站,如 3 或 3.2',
  glossaryMeaning: '含义'
});
