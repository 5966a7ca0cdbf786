/*
 * twin.js — Twin: normal and misère play side by side.  Every game has a
 * twin: the one in C's catalogue (the same game under the other ending
 * rule: nim <-> misere), else its misère play, "ID~misere", decided in C
 * by theory or by exact search.  A "Compare with ..." switch shows the
 * twin's verdict and winning moves for the same position next to this
 * game's, and a button that shows the twin as the game, with its own
 * trace.  The twin's
 * parser reads the position (its message is shown if it refuses it) and
 * its verdict is C's solve, run in slices like every other job.  Any game
 * with a twin gets this with no change here.
 */
'use strict';

function Twin(deps) {
  var self = this;
  this.core = deps.core;
  this.i18n = deps.i18n;
  this.gameInfo = deps.gameInfo;     /* (id) -> catalogue entry */
  this.solve = deps.solve;           /* (game, position) -> Promise of C's solve result */
  this.fill = deps.fill;             /* (box, game, position, result) renders a verdict */
  this.announce = deps.announce;
  this.onToggle = deps.onToggle || function () {};
  this.open = deps.open;             /* (game, position): the twin shown as the game, with its own trace */
  this.on = false;
  this.game = null;
  this.position = null;
  this.current = null;               /* {game, position, result} or {game, error} */
  this.cache = {};
  this.token = 0;
  function $(id) { return document.getElementById(id); }
  this.els = { row: $('twin-row'), toggle: $('twin-toggle'), label: $('twin-label'), box: $('twin-verdict'), grid: $('verdicts') };
  this.els.toggle.addEventListener('change', function () { self.setOn(self.els.toggle.checked); });
}

/* The twin's id of the game shown, or null: its registered twin (nim <->
 * misere), else its misère play, "ID~misere", where C says it has one
 * (the catalogue's misere_play: by theory or by search). */
Twin.prototype.twinOf = function (game) {
  var info = this.gameInfo(game);
  if (!info) return null;
  if (info.twin) return this.gameInfo(info.twin) ? info.twin : null;
  return info.misere_play && this.gameInfo(game + '~misere') ? game + '~misere' : null;
};

Twin.prototype.setOn = function (on) {
  this.on = !!on && !!this.twinOf(this.game);
  this.els.toggle.checked = this.on;
  var done = this.refresh();
  this.onToggle(this.on);
  return done;
};

Twin.prototype.toggle = function () {
  if (!this.twinOf(this.game)) return Promise.resolve();
  return this.setOn(!this.on);
};

/* A new position shown (game, canonical position). */
Twin.prototype.update = function (game, position) {
  this.game = game;
  this.position = position;
  if (!this.twinOf(game)) this.on = false;
  return this.refresh();
};

Twin.prototype.refresh = function () {
  var self = this, e = this.els, twin = this.twinOf(this.game), t = this.i18n;
  e.row.hidden = !twin;
  if (twin) e.label.textContent = t.t('compareWith', { game: t.pick(this.gameInfo(twin).title) });
  e.toggle.checked = this.on;
  e.grid.classList.toggle('compare', this.on);
  e.box.hidden = !this.on;
  var token = ++this.token;
  if (!this.on) {
    this.current = null;
    return Promise.resolve();
  }
  var key = twin + '\n' + this.position;
  if (this.cache[key]) {
    this.current = this.cache[key];
    this.render();
    return Promise.resolve(this.current);
  }
  e.box.className = 'verdict twin';
  e.box.textContent = t.t('solving');
  var parsed = this.core.parse(twin, this.position);
  if (parsed.error) {
    this.current = this.cache[key] = { game: twin, error: parsed.error, failure: parsed };
    this.render();
    return Promise.resolve(this.current);
  }
  return this.solve(twin, parsed.position).then(function (result) {
    var done = { game: twin, position: parsed.position, result: result };
    self.cache[key] = done;
    if (token !== self.token) return done;
    self.current = done;
    self.render();
    self.announce(t.pick(self.gameInfo(twin).title) + ': ' + t.outcome(result.winner));
    return done;
  }, function (err) {
    if (token !== self.token) return null;
    self.current = { game: twin, error: err.message, failure: err };
    self.render();
    return null;
  });
};

Twin.prototype.render = function () {
  var c = this.current, box = this.els.box, t = this.i18n;
  if (!c || !this.on) return;
  if (c.error) {
    box.className = 'verdict twin';
    box.textContent = '';
    box.appendChild(Dom.el('p', 'verdict-rule', Twin.rule(this.gameInfo(c.game), t)));
    box.appendChild(Dom.el('p', 'error', t.t('twinRefused', { game: t.pick(this.gameInfo(c.game).title), msg: t.message(c.failure) })));
    return;
  }
  this.fill(box, c.game, c.position, c.result);
  box.classList.add('twin');
  /* its own trace (a misère twin: the game graph labelled with g⁻), a click away */
  if (this.open) {
    var self = this, go = box.appendChild(Dom.el('button', 'small twin-open', t.t('twinOpen')));
    go.type = 'button';
    go.onclick = function () { self.open(c.game, c.position); };
  }
};

/* "Normal play" / "Misère play" and the game's title, for the heading of a verdict. */
Twin.rule = function (info, t) {
  return t.t(info && info.misere ? 'miserePlay' : 'normalPlay') + ' · ' + t.pick(info ? info.ruleTitle || info.title : null);
};

Twin.prototype.relabel = function () {
  var twin = this.twinOf(this.game), t = this.i18n;
  if (twin) this.els.label.textContent = t.t('compareWith', { game: t.pick(this.gameInfo(twin).title) });
  this.render();
};

Twin.prototype.state = function () {
  var c = this.current;
  return {
    available: !!this.twinOf(this.game), on: this.on, game: this.twinOf(this.game),
    winner: c && c.result ? c.result.winner : null, grundy: c && c.result ? c.result.grundy : null, winningMoves: c && c.result ? c.result.winning_moves.slice() : [],
    error: c && c.error ? c.error : ''
  };
};
