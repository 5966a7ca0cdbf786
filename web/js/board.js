/*
 * board.js — Board: play the position against the computer.
 *
 * The board draws a position as a row of piles.  The legal moves come from
 * C (gw_moves): each successor is matched to the pile it changes, so only
 * piles that C lets you move on are buttons, and the numbers you may leave
 * are exactly C's.  Pick a pile (click, or Tab + Enter), type how many
 * stones stay, press Enter.  The computer answers with gw_computer_move (a
 * winning move when it has one, else a stalling move, both chosen in C).
 * Undo takes back your last move and the reply; Hint shows C's winning
 * moves for the position (or that there is none).  The game is over when
 * the position is empty; whoever cannot move has lost.
 */
'use strict';

function Board(root, deps) {
  var self = this;
  this.core = deps.core;
  this.i18n = deps.i18n;
  this.solve = deps.solve;
  this.root = root;
  function $(id) { return root.querySelector('#' + id); }
  this.els = {
    newGame: $('new-game'), first: $('computer-first'), undo: $('undo'), hint: $('hint'),
    status: $('play-status'), piles: $('piles'), form: $('move-form'), keepLabel: $('keep-label'),
    keep: $('keep'), takeAll: $('take-all'), close: $('move-close'), error: $('move-error'),
    hintBox: $('hint-box'), log: $('play-log'), position: $('play-position')
  };
  this.game = null;
  this.start = '';
  this.pos = '';
  this.log = [];
  this.over = false;
  this.winner = null;
  this.turn = 'you';
  this.actions = null;
  this.noPlay = '';
  this.selected = -1;
  this.timer = 0;
  this.hintToken = 0;
  var e = this.els;
  e.newGame.addEventListener('click', function () { self.reset(self.game, self.start); });
  e.first.addEventListener('change', function () { self.reset(self.game, self.start); });
  e.undo.addEventListener('click', function () { self.undo(); });
  e.hint.addEventListener('click', function () { self.hint(); });
  e.piles.addEventListener('click', function (ev) {
    var b = ev.target.closest('button.pile');
    if (b) self.select(Number(b.dataset.index));
  });
  e.form.addEventListener('submit', function (ev) {
    ev.preventDefault();
    self.take(e.keep.value);
  });
  e.takeAll.addEventListener('click', function () { self.take('0'); });
  e.close.addEventListener('click', function () { self.select(-1); });
  e.form.addEventListener('keydown', function (ev) {
    if (ev.key === 'Escape') self.select(-1);
  });
  e.hintBox.addEventListener('click', function (ev) {
    var b = ev.target.closest('button[data-move]');
    if (b && self.turn === 'you' && !self.over) self.humanMove(b.dataset.move);
  });
}

Board.SHOW_ALL = 12;  /* more piles than this: only both ends are drawn */
Board.SHOW_END = 4;

Board.el = function (tag, cls, text) {
  var e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};

Board.tokens = function (text) {
  return text === '' ? [] : text.split(' ');
};

/*
 * Which pile a move changes, from the texts before and after it: a list of
 * {index, to} where `to` is the new size ('0' when the pile is gone).  More
 * than one entry when the same result can be reached from several piles.
 */
Board.changes = function (cur, next) {
  var n = cur.length, out = [];
  if (next.length === n) {
    var diff = [];
    for (var i = 0; i < n && diff.length < 2; i++) if (cur[i] !== next[i]) diff.push(i);
    if (diff.length === 1) out.push({ index: diff[0], to: next[diff[0]] });
  } else if (next.length === n - 1) {
    var p = 0, s = 0;
    while (p < n - 1 && cur[p] === next[p]) p++;
    while (s < n - 1 && cur[n - 1 - s] === next[n - 2 - s]) s++;
    for (i = Math.max(0, n - 1 - s); i <= Math.min(p, n - 1); i++) out.push({ index: i, to: '0' });
  }
  return out;
};

/* A move in words (from C) and the position it leaves, abbreviated. */
Board.prototype.describe = function (before, after) {
  var words = this.core.describeMove(this.game, before, after, this.i18n.lang);
  if (after === '') return words;
  var shown = after.length > 60 ? after.slice(0, 28) + ' … ' + after.slice(-28) : after;
  return words + ' — ' + this.i18n.t('resultIs', { pos: shown });
};

/* A new game from `position` (the analysed one). */
Board.prototype.reset = function (game, position) {
  clearTimeout(this.timer);
  this.hintToken++;
  this.game = game;
  this.start = position;
  this.pos = position;
  this.log = [];
  this.over = false;
  this.winner = null;
  this.selected = -1;
  this.turn = this.els.first.checked ? 'computer' : 'you';
  this.update();
};

Board.prototype.state = function () {
  return {
    position: this.pos, turn: this.over ? null : this.turn, over: this.over,
    winner: this.winner, moves: this.log.length
  };
};

/* Re-reads the legal moves (on your turn) and redraws. */
Board.prototype.update = function () {
  this.actions = null;
  this.noPlay = '';
  if (this.game && !this.over && this.turn === 'you') this.loadMoves();
  this.render();
  if (this.game && !this.over && this.turn === 'computer') this.scheduleReply();
};

Board.prototype.loadMoves = function () {
  /* Cap the list so that its text stays around ten megabytes. */
  var limit = Math.max(16, Math.min(100000, Math.floor(1e7 / (this.pos.length + 1))));
  var r = this.core.moves(this.game, this.pos, limit);
  if (r.error) {
    this.noPlay = r.error;
    return;
  }
  var cur = Board.tokens(this.pos), actions = new Map();
  r.moves.forEach(function (next) {
    Board.changes(cur, Board.tokens(next)).forEach(function (c) {
      if (!actions.has(c.index)) actions.set(c.index, new Map());
      actions.get(c.index).set(c.to, next);
    });
  });
  this.actions = actions;
};

Board.prototype.render = function () {
  var t = this.i18n, e = this.els;
  var status = this.over ? t.t(this.winner === 'you' ? 'youWin' : 'computerWins')
    : this.turn === 'computer' ? t.t('computerTurn')
    : this.noPlay ? t.t('noPlay', { msg: this.noPlay }) : t.t('yourTurn');
  e.status.textContent = status;
  e.status.className = 'status' + (this.over ? (this.winner === 'you' ? ' won' : ' lost') : '');
  this.root.dataset.turn = this.over ? 'over' : this.turn;
  e.undo.disabled = !this.log.some(function (m) { return m.by === 'you'; });
  e.hint.disabled = this.over || this.turn !== 'you' || !this.game;
  this.renderPiles();
  this.renderLog();
  if (this.selected >= 0 && !(this.actions && this.actions.has(this.selected))) this.selected = -1;
  this.renderForm();
  if (this.over || this.turn !== 'you') e.hintBox.hidden = true;
};

Board.prototype.renderPiles = function () {
  var self = this, t = this.i18n, piles = this.els.piles, cur = Board.tokens(this.pos);
  piles.textContent = '';
  var n = cur.length, all = n <= Board.SHOW_ALL;
  var shown = all ? cur.map(function (v, i) { return i; }) : [];
  if (!all) {
    for (var i = 0; i < Board.SHOW_END; i++) shown.push(i);
    shown.push(-1);
    for (i = n - Board.SHOW_END; i < n; i++) shown.push(i);
  }
  var max = 1;
  shown.forEach(function (i) { if (i >= 0) max = Math.max(max, parseFloat(cur[i])); });
  shown.forEach(function (i) {
    if (i < 0) {
      piles.appendChild(Board.el('span', 'pile-gap', t.t('more', { n: n - 2 * Board.SHOW_END })));
      return;
    }
    var movable = !self.over && self.turn === 'you' && self.actions && self.actions.has(i);
    var pile = Board.el(movable ? 'button' : 'div', 'pile' + (movable ? ' movable' : '') + (i === self.selected ? ' selected' : ''));
    if (movable) {
      pile.type = 'button';
      pile.dataset.index = String(i);
      pile.setAttribute('aria-label', t.t('pileName', { i: i + 1 }) + ': ' + cur[i]);
      pile.setAttribute('aria-pressed', String(i === self.selected));
    }
    var stack = pile.appendChild(Board.el('span', 'stack'));
    stack.style.height = Math.round(10 + 70 * Math.log1p(parseFloat(cur[i])) / Math.log1p(max)) + 'px';
    pile.appendChild(Board.el('span', 'count', cur[i]));
    pile.appendChild(Board.el('span', 'index', String(i + 1)));
    piles.appendChild(pile);
  });
  if (n === 0) piles.appendChild(Board.el('span', 'pile-gap', '∅'));
  piles.setAttribute('aria-label', t.t('piles', { n: n }));
  var text = this.pos.length > 120 ? this.pos.slice(0, 56) + ' … ' + this.pos.slice(-56) : this.pos;
  this.els.position.textContent = n > Board.SHOW_ALL ? text + ' (' + t.t('piles', { n: n }) + ')' : '';
};

Board.prototype.renderLog = function () {
  var self = this, t = this.i18n, log = this.els.log;
  log.textContent = '';
  this.log.forEach(function (m) {
    log.appendChild(Board.el('li', 'by-' + m.by, t.t(m.by === 'you' ? 'you' : 'computer') + ': ' +
      self.describe(m.before, m.after)));
  });
};

Board.prototype.renderForm = function () {
  var e = this.els, i = this.selected;
  e.error.hidden = true;
  if (i < 0) {
    e.form.hidden = true;
    return;
  }
  var keeps = Array.from(this.actions.get(i).keys()).map(BigInt);
  var min = keeps.reduce(function (a, b) { return b < a ? b : a; });
  var max = keeps.reduce(function (a, b) { return b > a ? b : a; });
  var cur = Board.tokens(this.pos);
  e.keepLabel.textContent = this.i18n.t('leave', { pile: this.i18n.t('pileName', { i: i + 1 }), now: cur[i] });
  e.keep.min = min.toString();
  e.keep.max = max.toString();
  e.form.hidden = false;
};

/* Chooses the pile to take from (-1: none) and puts the focus on the count. */
Board.prototype.select = function (index) {
  if (index >= 0 && !(this.actions && this.actions.has(index))) return;
  this.selected = index;
  this.els.keep.value = '';
  this.render();
  if (index >= 0) {
    this.els.keep.focus();
  } else {
    var first = this.els.piles.querySelector('button.pile');
    if (first) first.focus();
  }
};

/* Leaves `keep` stones in the selected pile, if C lists that move. */
Board.prototype.take = function (keep) {
  var i = this.selected, e = this.els;
  if (i < 0 || this.over || this.turn !== 'you') return;
  keep = String(keep).trim();
  if (/^\d+$/.test(keep)) keep = keep.replace(/^0+(?=\d)/, '');
  var next = this.actions.get(i).get(keep);
  if (next === undefined) {
    e.error.textContent = this.i18n.t('notAMove', { min: e.keep.min, max: e.keep.max });
    e.error.hidden = false;
    e.keep.focus();
    return;
  }
  this.humanMove(next);
};

Board.prototype.humanMove = function (next) {
  /* Keep the keyboard focus in the board while the piles are redrawn. */
  if (this.root.contains(document.activeElement)) this.els.piles.focus();
  this.hintToken++;
  this.els.hintBox.hidden = true;
  this.log.push({ by: 'you', before: this.pos, after: next });
  this.pos = next;
  this.selected = -1;
  if (next === '') {
    this.over = true;
    this.winner = 'you';
  } else {
    this.turn = 'computer';
  }
  this.update();
};

Board.prototype.scheduleReply = function () {
  var self = this;
  clearTimeout(this.timer);
  this.timer = setTimeout(function () { self.reply(); }, 350);
};

Board.prototype.reply = function () {
  if (this.over || this.turn !== 'computer') return;
  var r = this.core.computerMove(this.game, this.pos);
  if (r.error) {
    this.els.status.textContent = r.error;
    return;
  }
  this.log.push({ by: 'computer', before: this.pos, after: r.position });
  this.pos = r.position;
  if (r.game_over) {
    this.over = true;
    this.winner = 'computer';
  } else {
    this.turn = 'you';
  }
  this.update();
  if (this.root.contains(document.activeElement)) {
    var first = this.els.piles.querySelector('button.pile');
    (first || this.els.newGame).focus();
  }
};

/* Takes back your last move and everything after it. */
Board.prototype.undo = function () {
  for (var k = this.log.length - 1; k >= 0; k--) {
    if (this.log[k].by !== 'you') continue;
    clearTimeout(this.timer);
    this.hintToken++;
    this.els.hintBox.hidden = true;
    this.pos = this.log[k].before;
    this.log.length = k;
    this.over = false;
    this.winner = null;
    this.turn = 'you';
    this.selected = -1;
    this.update();
    return;
  }
};

/* Shows C's winning moves for the position on the board, or that there is none. */
Board.prototype.hint = function () {
  var self = this, token = ++this.hintToken, pos = this.pos, t = this.i18n, box = this.els.hintBox;
  if (this.over || this.turn !== 'you') return Promise.resolve(null);
  return this.solve(this.game, pos).then(function (result) {
    if (token !== self.hintToken) return null;
    box.textContent = '';
    var moves = result.winning_moves;
    if (!moves.length) {
      box.appendChild(Board.el('p', 'hint-none', t.t('hintNone')));
    }
    moves.forEach(function (m) {
      var p = box.appendChild(Board.el('p', 'hint-move'));
      p.appendChild(Board.el('span', 'hint-text', t.t('hintWin', { move: self.describe(pos, m) })));
      var b = p.appendChild(Board.el('button', 'small', t.t('playIt')));
      b.type = 'button';
      b.dataset.move = m;
    });
    box.hidden = false;
    return result;
  }, function (err) {
    if (token === self.hintToken && err.name !== 'AbortError') {
      box.textContent = err.message;
      box.hidden = false;
    }
    return null;
  });
};

Board.prototype.relabel = function () {
  this.els.hintBox.hidden = true;
  this.render();
};
