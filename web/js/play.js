/*
 * play.js — Play: a game against the computer on the board C describes.
 *
 * Every position is drawn from gw_board (Boards, by kind) with one form
 * per action C offers (ActionForms).  Moves are made only through gw_play:
 * C checks the action and returns the successor or says why it is not a
 * move (shown under the form).  Clicking a board element fills the first
 * argument with its number or id.  The computer answers from a solve job
 * run in slices (the page never blocks) and gw_job_computer_move: a
 * winning move when it has one, else the game's stalling move.  Undo takes
 * back your last move and the reply; Hint shows C's winning moves in
 * words (gw_describe_move) with a button to play one.  When the moves from
 * here are few, they are listed too (gw_moves).  The game is over when C
 * says no move is left (game_over from gw_play, gw_board or the computer's
 * move; "" is the finished game, as gw_describe_move takes it); whoever is
 * to move then has lost.
 */
'use strict';

function Play(root, deps) {
  var self = this;
  this.core = deps.core;
  this.i18n = deps.i18n;
  this.solve = deps.solve;        /* (game, pos) -> Promise of the solve result */
  this.solveJob = deps.solveJob;  /* (game, pos) -> Promise of a finished solve job (caller frees) */
  this.root = root;
  function $(id) { return root.querySelector('#' + id); }
  this.els = {
    newGame: $('new-game'), first: $('computer-first'), undo: $('undo'), hint: $('hint'),
    status: $('play-status'), note: $('board-note'), board: $('board'), position: $('play-position'),
    actions: $('actions'), syntax: $('play-syntax'), error: $('play-error'), hintBox: $('hint-box'),
    legal: $('legal'), legalList: $('legal-list'), legalTitle: $('legal-title'), log: $('play-log')
  };
  this.forms = new ActionForms(this.els.actions, this.i18n,
    function (text, form) { self.act(text, form); },
    function () { self.renderBoard(); });
  this.game = null;
  this.start = '';
  this.pos = '';
  this.log = [];
  this.over = false;
  this.winner = null;
  this.turn = 'you';
  this.info = null;      /* gw_board's answer for pos */
  this.noPlay = '';
  this.error = '';       /* C's message for the last action, if it was refused */
  this.stuck = '';       /* why the computer's move did not come */
  this.timer = 0;
  this.token = 0;        /* bumped by every change: late answers are dropped */
  var e = this.els;
  e.newGame.addEventListener('click', function () { self.reset(self.game, self.start); });
  e.first.addEventListener('change', function () { self.reset(self.game, self.start); });
  e.undo.addEventListener('click', function () { self.undo(); });
  e.hint.addEventListener('click', function () { self.hint(); });
  e.board.addEventListener('click', function (ev) {
    var el = ev.target.closest('[data-pick]');
    if (el) self.pick(el);
  });
  e.board.addEventListener('keydown', function (ev) {
    var el = ev.target.closest && ev.target.closest('[data-pick]');
    if (!el || el.tagName === 'BUTTON' || (ev.key !== 'Enter' && ev.key !== ' ')) return;
    ev.preventDefault();
    self.pick(el);
  });
  [e.hintBox, e.legalList].forEach(function (box) {
    box.addEventListener('click', function (ev) {
      var b = ev.target.closest('button[data-move]');
      if (b && self.turn === 'you' && !self.over) self.moveTo(b.dataset.move);
    });
  });
  e.status.addEventListener('click', function (ev) {
    if (ev.target.closest('button[data-retry]')) self.reply();
  });
}

Play.LIST = 16;       /* list the moves from here when there are at most this many */
Play.DELAY = 350;     /* ms before the computer answers, so a move can be seen */

/* A move in words (from C) and the position it leaves, abbreviated. */
Play.prototype.describe = function (before, after) {
  var words = this.core.describeMove(this.game, before, after, this.i18n.lang);
  if (after === '') return words;
  return (words ? words + ' — ' : '') + this.i18n.t('resultIs', { pos: Dom.shorten(after, 60) });
};

/* A new game from `position` (the analysed one). */
Play.prototype.reset = function (game, position) {
  clearTimeout(this.timer);
  this.token++;
  this.game = game;
  this.start = position;
  this.pos = position;
  this.log = [];
  this.over = false;
  this.winner = null;
  this.stuck = '';
  this.turn = this.els.first.checked ? 'computer' : 'you';
  this.update();
};

/* Asks C for the board of the position and redraws; the computer moves if
 * it is its turn.  ended: C said the last move finished the game. */
Play.prototype.update = function (ended) {
  this.info = null;
  this.noPlay = '';
  this.error = '';
  this.els.hintBox.hidden = true;
  if (this.game) {
    var r = this.core.board(this.game, this.pos);
    if (!r.error) this.info = r;
    else if (!ended) this.noPlay = r.error; /* a finished game may have no board ("" for lr) */
  }
  if (!this.over && (ended || (this.info && this.info.game_over))) {
    this.over = true;
    this.winner = this.turn === 'you' ? 'computer' : 'you'; /* whoever is to move cannot */
  }
  this.render();
  if (this.game && !this.over && !this.noPlay && this.turn === 'computer') this.scheduleReply();
};

Play.prototype.yourTurn = function () {
  return !!this.info && !this.over && this.turn === 'you';
};

Play.prototype.render = function () {
  var t = this.i18n, e = this.els, info = this.info;
  var status = this.over ? t.t(this.winner === 'you' ? 'youWin' : 'computerWins')
    : this.noPlay ? t.t('noPlay', { msg: this.noPlay })
    : this.turn === 'computer' ? (this.stuck || t.t('computerTurn')) : t.t('yourTurn');
  e.status.textContent = status;
  if (this.stuck && !this.over && this.turn === 'computer') {
    var retry = e.status.appendChild(Dom.el('button', 'small', t.t('retry')));
    retry.type = 'button';
    retry.dataset.retry = '1';
  }
  e.status.className = 'status' + (this.over ? (this.winner === 'you' ? ' won' : ' lost') : '');
  this.root.dataset.turn = this.over ? 'over' : this.turn;
  e.undo.disabled = !this.log.some(function (m) { return m.by === 'you'; });
  e.hint.disabled = !this.yourTurn();
  var note = info && info.board && info.board.note ? t.pick(info.board.note) : '';
  e.note.textContent = note;
  e.note.hidden = !note;
  this.forms.set(info && info.board ? info.board.actions : [], this.yourTurn());
  this.renderBoard();
  e.position.textContent = this.pos.length > 40 || (info && info.board && Boards.kinds[info.board.kind] === undefined)
    ? t.t('positionIs', { pos: Dom.shorten(this.pos, 240) }) : '';
  e.actions.hidden = !info;
  e.syntax.textContent = info ? t.pick(info.play_syntax) : '';
  e.error.hidden = true;
  this.renderLegal();
  this.renderLog();
};

Play.prototype.renderBoard = function () {
  var box = this.els.board, info = this.info;
  box.textContent = '';
  if (!info || !info.board) {
    if (this.over) box.appendChild(Dom.el('p', 'bd-empty', '∅'));
    return;
  }
  var forms = this.forms;
  box.appendChild(Boards.render(info.board, {
    i18n: this.i18n, active: this.yourTurn(), selected: forms.selected(),
    accepts: function (kind) { return forms.accepts(kind); }
  }));
};

/* The moves from here, in words, when C can list them in a few lines. */
Play.prototype.renderLegal = function () {
  var self = this, e = this.els, list = e.legalList;
  list.textContent = '';
  e.legal.hidden = true;
  if (!this.yourTurn()) return;
  var r = this.core.moves(this.game, this.pos, Play.LIST);
  if (r.error || !r.moves.length) return;
  e.legalTitle.textContent = this.i18n.t('legalMoves', { n: r.moves.length });
  r.moves.forEach(function (m) {
    var li = list.appendChild(Dom.el('li'));
    li.appendChild(Dom.el('span', '', self.describe(self.pos, m)));
    var b = li.appendChild(Dom.el('button', 'small', self.i18n.t('playIt')));
    b.type = 'button';
    b.dataset.move = m;
  });
  e.legal.hidden = false;
};

Play.prototype.renderLog = function () {
  var self = this, t = this.i18n, log = this.els.log;
  log.textContent = '';
  this.log.forEach(function (m) {
    log.appendChild(Dom.el('li', 'by-' + m.by, t.t(m.by === 'you' ? 'you' : 'computer') + ': ' +
      self.describe(m.before, m.after)));
  });
};

/* A board element was clicked (or pressed): its value goes into a form. */
Play.prototype.pick = function (el) {
  var cls = ' ' + (el.getAttribute('class') || '') + ' ';
  if (!this.yourTurn() || el.disabled || cls.indexOf(' pick ') < 0 || cls.indexOf(' off ') >= 0) return;
  var form = this.forms.fill(el.dataset.pick, el.dataset.pickKind);
  if (form) this.renderBoard();
};

/* An action typed or filled in: C decides (gw_play). */
Play.prototype.act = function (text, form) {
  if (!this.yourTurn()) return;
  var r = this.core.play(this.game, this.pos, text);
  if (r.error) {
    this.error = r.error;
    if (form) {
      this.forms.showError(form, r.error);
    } else {
      this.els.error.textContent = r.error;
      this.els.error.hidden = false;
    }
    return;
  }
  this.moveTo(r.position, r.game_over);
};

/* Your move to `next` (a successor C gave: from gw_play, a hint or the
 * list); ended: whether C said it finishes the game (else "" does). */
Play.prototype.moveTo = function (next, ended) {
  /* Keep the keyboard focus in the play area while it is redrawn. */
  if (this.root.contains(document.activeElement)) this.els.board.focus();
  this.token++;
  this.log.push({ by: 'you', before: this.pos, after: next });
  this.pos = next;
  this.turn = 'computer';
  this.stuck = '';
  this.update(ended === undefined ? next === '' : ended);
};

Play.prototype.scheduleReply = function () {
  var self = this;
  clearTimeout(this.timer);
  this.timer = setTimeout(function () { self.reply(); }, Play.DELAY);
};

/* The computer's move: C's verdict as a job in slices, then C's choice. */
Play.prototype.reply = function () {
  var self = this, token = ++this.token, pos = this.pos, game = this.game;
  if (this.over || this.turn !== 'computer') return Promise.resolve(null);
  this.stuck = '';
  return this.solveJob(game, pos).then(function (job) {
    var r = job.computerMove();
    job.free();
    if (token !== self.token) return null;
    if (r.error) throw new Error(r.error);
    var focused = self.root.contains(document.activeElement);
    self.log.push({ by: 'computer', before: pos, after: r.position });
    self.pos = r.position;
    self.turn = 'you';
    self.update(r.game_over);
    if (focused) {
      var first = self.els.board.querySelector('[data-pick].pick:not(:disabled), [data-pick][tabindex]');
      if (first) first.focus();
      else self.forms.focusFirst();
    }
    return r;
  }).catch(function (err) {
    if (token !== self.token) return null;
    self.stuck = err.name === 'AbortError' ? self.i18n.t('replyCancelled') : err.message;
    self.render();
    return null;
  });
};

/* Takes back your last move and everything after it. */
Play.prototype.undo = function () {
  for (var k = this.log.length - 1; k >= 0; k--) {
    if (this.log[k].by !== 'you') continue;
    clearTimeout(this.timer);
    this.token++;
    this.pos = this.log[k].before;
    this.log.length = k;
    this.over = false;
    this.winner = null;
    this.turn = 'you';
    this.stuck = '';
    this.update();
    return;
  }
};

/* Shows C's winning moves for the position on the board, or that there is none. */
Play.prototype.hint = function () {
  var self = this, token = this.token, pos = this.pos, t = this.i18n, box = this.els.hintBox;
  if (!this.yourTurn()) return Promise.resolve(null);
  return this.solve(this.game, pos).then(function (result) {
    if (token !== self.token) return null;
    box.textContent = '';
    var moves = result.winning_moves;
    if (!moves.length) box.appendChild(Dom.el('p', 'hint-none', t.t('hintNone')));
    moves.forEach(function (m) {
      var p = box.appendChild(Dom.el('p', 'hint-move'));
      p.appendChild(Dom.el('span', 'hint-text', t.t('hintWin', { move: self.describe(pos, m) })));
      var b = p.appendChild(Dom.el('button', 'small', t.t('playIt')));
      b.type = 'button';
      b.dataset.move = m;
    });
    box.hidden = false;
    return result;
  }, function (err) {
    if (token === self.token && err.name !== 'AbortError') {
      box.textContent = err.message;
      box.hidden = false;
    }
    return null;
  });
};

/* An action as text ("take 1 2"), through its form: window.grundy.playAction. */
Play.prototype.playAction = function (text) {
  this.forms.play(text);
  return this.state();
};

Play.prototype.state = function () {
  var info = this.info, board = info && info.board;
  return {
    position: this.pos, turn: this.over ? null : this.turn, over: this.over, winner: this.winner,
    moves: this.log.length,
    history: this.log.map(function (m) { return { by: m.by, before: m.before, after: m.after }; }),
    kind: board ? board.kind : null,
    actions: board && board.actions ? board.actions.map(function (a) { return { verb: a.verb, args: a.args.slice() }; }) : [],
    error: this.error || this.noPlay || this.stuck || ''
  };
};

Play.prototype.relabel = function () {
  this.render();
};
