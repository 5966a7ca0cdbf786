/*
 * lesson.js — Lesson: a game's guided tour, as C writes it beside the game
 * (gw_catalogue: lesson = [{title {en, zh}, text {en, zh}, position, step}]):
 * the rules, a worked position, the key idea, the theorem, a position to
 * try.  The panel steps through the stops with Previous / Next (or the
 * stop buttons, or the [ and ] keys); each stop loads its position (null
 * keeps the current one) and goes to its trace step: -1 the last, -2 none
 * (the tables empty and the verdict hidden: the stop asks "who wins?").
 * go(stop) asks the App to do that (deps.show); a game without a lesson
 * says so and offers nothing to step through.
 */
'use strict';

function Lesson(root, deps) {
  var self = this;
  this.root = root;
  this.i18n = deps.i18n;
  this.show = deps.show;         /* (stop) -> Promise: load its position, go to its step */
  this.announce = deps.announce;
  this.onToggle = deps.onToggle || function () {};
  this.game = null;              /* the game's catalogue entry */
  this.stop = 0;
  this.open = false;
  function $(id) { return document.getElementById(id); }
  this.els = {
    game: $('lesson-game'), stops: $('lesson-stops'), title: $('lesson-title'), text: $('lesson-text'),
    prev: $('lesson-prev'), next: $('lesson-next'), count: $('lesson-count'), close: $('lesson-close'),
    body: $('lesson-body')
  };
  var e = this.els;
  e.prev.addEventListener('click', function () { self.go(self.stop - 1); });
  e.next.addEventListener('click', function () { self.go(self.stop + 1); });
  e.close.addEventListener('click', function () { self.setOpen(false); });
  e.stops.addEventListener('click', function (ev) {
    var b = ev.target.closest('button[data-stop]');
    if (b) self.go(Number(b.dataset.stop));
  });
}

Lesson.prototype.stops = function () {
  return this.game && this.game.lesson ? this.game.lesson : [];
};

Lesson.prototype.has = function () {
  return this.stops().length > 0;
};

/* The game changed: a new tour (closed when the game has none). */
Lesson.prototype.setGame = function (game) {
  if (this.game && game && this.game.id === game.id) return;
  this.game = game;
  this.stop = 0;
  this.render();
  /* Open on another game: its tour from the first stop (once the load in
   * progress has finished). */
  var self = this;
  if (this.open && this.has()) Promise.resolve().then(function () { return self.go(0); });
};

Lesson.prototype.setOpen = function (open, stop) {
  this.open = !!open;
  this.root.hidden = !this.open;
  this.onToggle(this.open);
  if (this.open && this.has()) return this.go(stop === undefined ? this.stop : stop);
  this.render();
  return Promise.resolve();
};

Lesson.prototype.toggle = function () {
  return this.setOpen(!this.open);
};

/* Shows stop k (clamped) and has the App load and step to it. */
Lesson.prototype.go = function (k) {
  var stops = this.stops();
  if (!this.open || !stops.length) return Promise.resolve();
  this.stop = Math.max(0, Math.min(stops.length - 1, Math.floor(Number(k) || 0)));
  this.render();
  var stop = stops[this.stop], t = this.i18n;
  this.announce(t.t('lessonStop', { k: this.stop + 1, n: stops.length }) + ': ' + t.pick(stop.title) + '. ' + t.pick(stop.text));
  return this.show(stop);
};

Lesson.prototype.render = function () {
  var t = this.i18n, e = this.els, stops = this.stops(), g = this.game;
  e.game.textContent = g ? t.pick(g.title) : '';
  e.stops.textContent = '';
  if (!stops.length) {
    e.title.textContent = t.t('noLesson');
    e.text.textContent = t.t('noLessonText');
    e.text.className = 'lesson-empty';
    e.prev.disabled = e.next.disabled = true;
    e.count.textContent = '';
    return;
  }
  e.text.className = '';
  stops.forEach(function (s, i) {
    var li = e.stops.appendChild(Dom.el('li'));
    var b = li.appendChild(Dom.el('button', '', (i + 1) + '. ' + t.pick(s.title)));
    b.type = 'button';
    b.dataset.stop = String(i);
    if (i === this.stop) b.setAttribute('aria-current', 'step');
  }, this);
  var stop = stops[this.stop];
  e.title.textContent = t.pick(stop.title);
  e.text.textContent = t.pick(stop.text);
  e.count.textContent = t.t('lessonStop', { k: this.stop + 1, n: stops.length });
  e.prev.disabled = this.stop === 0;
  e.next.disabled = this.stop === stops.length - 1;
};

Lesson.prototype.relabel = function () {
  this.render();
};

Lesson.prototype.state = function () {
  var stops = this.stops();
  return { open: this.open, has: stops.length > 0, stop: stops.length ? this.stop : null, stops: stops.length };
};
