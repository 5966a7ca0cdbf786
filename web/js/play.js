/*
 * play.js — Play: a game against the computer on the board C describes.
 *
 * Every position is drawn from gw_board (Boards, by kind) with one form
 * per action C offers (ActionForms).  Moves are made only through gw_play:
 * C checks the action and returns the successor or says why it is not a
 * move (shown under the form).  Clicking a board element fills the first
 * argument with its number or id.  The computer answers from a solve job
 * run in slices (the page never blocks) and gw_job_computer_move_at at the
 * strength chosen (perfect, imperfect, random) with a fresh random seed
 * (crypto.getRandomValues, else Math.random); when C had to play otherwise
 * (too many moves to pick one at random) its note is shown.  Swap sides
 * hands your side to the computer and takes its side.  Undo takes back your
 * last move and the reply; Redo puts them back.  Hint shows C's winning
 * moves in words (gw_describe_move) with a button to play one.  When the
 * moves from here are few, they are listed too (gw_moves).
 *
 * The value history (ValueHistory) shows for every position of the game
 * who was winning, from C's solve of it (the computer's own solve before
 * its move, a solve job for the others), and what each move did to the win.
 *
 * The game is over when C says no move is left, and C says who won:
 * game_over and winner from gw_play, gw_board or the computer's move
 * (winner "first": the player to move at the end, who cannot move, has won,
 * as in misère play; "second": the other one).  This file only maps C's
 * outcome to you or the computer.  C's messages (illegal moves, refused
 * positions) are shown in the page's language.
 */
'use strict';

function Play(root, deps) {
  var self = this;
  this.core = deps.core;
  this.i18n = deps.i18n;
  this.solve = deps.solve;        /* (game, pos) -> Promise of the solve result */
  this.solveJob = deps.solveJob;  /* (game, pos) -> Promise of a finished solve job (caller frees) */
  this.gameInfo = deps.gameInfo || function () { return null; };
  this.announce = deps.announce || function () {};
  this.root = root;
  function $(id) { return root.querySelector('#' + id); }
  this.els = {
    newGame: $('new-game'), first: $('computer-first'), strength: $('strength'), swap: $('swap'),
    undo: $('undo'), redo: $('redo'), hint: $('hint'),
    status: $('play-status'), playNote: $('play-note'), note: $('board-note'), board: $('board'), position: $('play-position'),
    actions: $('actions'), syntax: $('play-syntax'), error: $('play-error'), hintBox: $('hint-box'),
    legal: $('legal'), legalList: $('legal-list'), legalTitle: $('legal-title'), log: $('play-log'),
    vh: $('value-history'), record: $('export-record')
  };
  this.forms = new ActionForms(this.els.actions, this.i18n,
    function (text, form) { self.act(text, form); },
    function () { self.renderBoard(); });
  this.game = null;
  this.start = '';
  this.pos = '';
  this.log = [];
  this.redoStack = [];    /* groups of log entries Undo took back */
  this.values = {};       /* position -> C's winner there ("first" | "second" | "draw") */
  this.over = false;
  this.winner = null;     /* once over: "you" | "computer" (from C's outcome) */
  this.outcome = null;    /* once over: C's winner at the final position */
  this.turn = 'you';
  this.firstMover = 'you';
  this.info = null;       /* gw_board's answer for pos */
  this.noPlay = null;     /* C's refusal of the position for play ({error, error_text}) */
  this.error = '';        /* C's message for the last action, if it was refused */
  this.stuck = '';        /* why the computer's move did not come */
  this.note = null;       /* C's note on the computer's last move: {en, zh} */
  this.timer = 0;
  this.token = 0;         /* bumped by every change: late answers are dropped */
  var strength = Number(Settings.get('strength', '0'));
  this.strength = strength === 1 || strength === 2 ? strength : 0;
  var e = this.els;
  e.strength.value = String(this.strength);
  e.newGame.addEventListener('click', function () { self.reset(self.game, self.start); });
  e.first.addEventListener('change', function () { self.reset(self.game, self.start); });
  e.strength.addEventListener('change', function () { self.setStrength(Number(e.strength.value)); });
  e.swap.addEventListener('click', function () { self.swap(); });
  e.undo.addEventListener('click', function () { self.undo(); });
  e.redo.addEventListener('click', function () { self.redo(); });
  e.hint.addEventListener('click', function () { self.hint(); });
  Quiz.watchers.push(function (on) { e.hint.disabled = on || !self.yourTurn(); });
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
  e.record.addEventListener('click', function () {
    Exporter.download('grundy-' + Exporter.slug(self.game) + '-game.txt', new Blob([self.record()], { type: 'text/plain;charset=utf-8' }));
  });
}

Play.LIST = 16;       /* list the moves from here when there are at most this many */
Play.LONG = 20000;    /* a position past this many characters is long: no moves listed
                       * (each a copy of it); App draws its panel a frame later */
Play.DELAY = 350;     /* ms before the computer answers, so a move can be seen */
Play.STRENGTHS = ['perfect', 'imperfect', 'random'];

/* A 64-bit seed for the computer's random choices, as two 32-bit halves. */
Play.seed = function () {
  var out = new Uint32Array(2);
  try {
    window.crypto.getRandomValues(out);
  } catch (e) {
    out[0] = Math.floor(Math.random() * 4294967296);
    out[1] = Math.floor(Math.random() * 4294967296);
  }
  return [out[0], out[1]];
};

/* A move in words (from C) and the position it leaves, abbreviated. */
Play.prototype.describe = function (before, after) {
  var words = this.core.describeMove(this.game, before, after, this.i18n.lang);
  return (words ? words + ' — ' : '') + this.i18n.t('resultIs', { pos: Dom.shorten(after, 60) });
};

/* A new game from `position` (the analysed one; result: C's verdict on it). */
Play.prototype.reset = function (game, position, result) {
  clearTimeout(this.timer);
  this.token++;
  if (game !== this.game) this.values = {};
  this.game = game;
  this.start = position;
  this.pos = position;
  this.log = [];
  this.redoStack = [];
  this.over = false;
  this.winner = this.outcome = null;
  this.stuck = '';
  this.note = null;
  if (result && result.winner) this.values[position] = result.winner;
  this.turn = this.firstMover = this.els.first.checked ? 'computer' : 'you';
  this.update();
};

Play.prototype.setStrength = function (strength) {
  this.strength = strength === 1 || strength === 2 ? strength : 0;
  this.els.strength.value = String(this.strength);
  Settings.set('strength', this.strength);
};

/* Asks C for the board of the position and redraws; the computer moves if
 * it is its turn.  moved: C's answer for the move that led here
 * ({game_over, winner} from gw_play or the computer's move), if any. */
Play.prototype.update = function (moved) {
  this.info = null;
  this.noPlay = null;
  this.error = '';
  this.els.hintBox.hidden = true;
  var ended = moved && moved.game_over ? moved : null;
  if (this.game) {
    var r = this.core.board(this.game, this.pos);
    if (!r.error) this.info = r;
    else if (!ended) this.noPlay = r; /* a finished game needs no board */
  }
  var end = this.info && this.info.game_over ? this.info : ended;
  if (!this.over && end) {
    /* C's outcome where nobody can move: "first" the player to move won. */
    var mover = this.turn, other = mover === 'you' ? 'computer' : 'you';
    this.over = true;
    this.outcome = end.winner;
    this.winner = { first: mover, second: other }[end.winner] || null;
    if (end.winner) this.values[this.pos] = end.winner;
    this.announce(this.statusText());
  }
  this.render();
  if (this.game && !this.noPlay) this.evaluate(this.pos);
  if (this.game && !this.over && !this.noPlay && this.turn === 'computer') this.scheduleReply();
};

/* C's verdict on a position of the game, for the value history (the
 * final position's is C's outcome there, set by update). */
Play.prototype.evaluate = function (pos) {
  var self = this, game = this.game;
  if (this.values[pos] || (this.turn === 'computer' && !this.over && pos === this.pos)) return;
  this.solve(game, pos).then(function (result) {
    if (self.game !== game) return;
    self.values[pos] = result.winner;
    self.renderHistory();
  }, function () { /* no verdict: the box stays "not known yet" */ });
};

Play.prototype.yourTurn = function () {
  return !!this.info && !this.over && this.turn === 'you';
};

/* The end in words: who won, and why (the one who cannot move lost, or
 * won when C's outcome says the player to move wins, as in misère play). */
Play.prototype.statusText = function () {
  var t = this.i18n;
  if (this.over) {
    if (!this.winner) return t.outcome(this.outcome);
    return t.t((this.winner === 'you' ? 'youWin' : 'computerWins') + (this.outcome === 'first' ? 'Misere' : ''));
  }
  if (this.noPlay) return t.t('noPlay', { msg: t.message(this.noPlay) });
  return this.turn === 'computer' ? (this.stuck || t.t('computerTurn')) : t.t('yourTurn');
};

Play.prototype.render = function () {
  var t = this.i18n, e = this.els, info = this.info;
  e.status.textContent = this.statusText();
  if (this.stuck && !this.over && this.turn === 'computer') {
    var retry = e.status.appendChild(Dom.el('button', 'small', t.t('retry')));
    retry.type = 'button';
    retry.dataset.retry = '1';
  }
  e.status.className = 'status' + (this.over ? (this.winner === 'you' ? ' won' : ' lost') : '');
  this.root.dataset.turn = this.over ? 'over' : this.turn;
  e.undo.disabled = !this.log.some(function (m) { return m.by === 'you'; });
  e.redo.disabled = this.redoStack.length === 0;
  e.hint.disabled = !this.yourTurn() || Quiz.hushed();
  e.swap.disabled = this.over || !!this.noPlay || !this.game;
  e.playNote.textContent = this.note ? t.t('computerNote', { note: t.pick(this.note) }) : '';
  e.playNote.hidden = !this.note;
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
  this.renderHistory();
};

Play.prototype.renderBoard = function () {
  var box = this.els.board, info = this.info, drawn = { log: this.log, n: this.log.length };
  /* A move, taken back or played again (the same game's log, longer or
   * shorter; not a pick, a new game or a position loaded) animates from the
   * board before it. */
  var before = this.drawn && this.drawn.log === this.log && this.drawn.n !== this.log.length && Motion.snap(box);
  this.drawn = drawn;
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
  if (before) Motion.board(box, before);
};

/* The moves from here, in words, when C can list them in a few lines. */
Play.prototype.renderLegal = function () {
  var self = this, e = this.els, list = e.legalList;
  list.textContent = '';
  e.legal.hidden = true;
  if (!this.yourTurn() || this.pos.length > Play.LONG) return;
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

/* The positions of the game so far, each with who moved from it (or is to
 * move) and C's winner there if known. */
Play.prototype.positions = function () {
  var self = this, out = this.log.map(function (m) {
    return { pos: m.before, mover: m.by, winner: self.values[m.before] || null };
  });
  out.push({ pos: this.pos, mover: this.turn, winner: this.values[this.pos] || null });
  return out;
};

Play.prototype.renderHistory = function () {
  if (!this.game) return;
  ValueHistory.render(this.els.vh, this.positions(), this.log, this.i18n);
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
  if (!this.yourTurn()) {
    /* Said, not swallowed: the game is over, or the computer is to move. */
    if (!this.info) return;
    this.error = this.i18n.t(this.over ? 'playOver' : 'playWait');
    this.els.error.textContent = this.error;
    this.els.error.hidden = false;
    return;
  }
  var r = this.core.play(this.game, this.pos, text);
  if (r.error) {
    /* C's message, in the page's language (state().error keeps the English). */
    this.error = r.error;
    var message = this.i18n.message(r);
    if (form) {
      this.forms.showError(form, message);
    } else {
      this.els.error.textContent = message;
      this.els.error.hidden = false;
    }
    return;
  }
  this.moveTo(r.position, r);
};

/* Your move to `next` (a successor C gave: from gw_play, a hint or the
 * list); moved: C's answer from gw_play ({game_over, winner}), if any —
 * otherwise gw_board says whether the game is over. */
Play.prototype.moveTo = function (next, moved) {
  /* Keep the keyboard focus in the play area while it is redrawn. */
  if (this.root.contains(document.activeElement)) this.els.board.focus();
  this.token++;
  this.redoStack = [];
  this.log.push({ by: 'you', before: this.pos, after: next, end: moved || null });
  this.pos = next;
  this.turn = 'computer';
  this.stuck = '';
  this.update(moved);
};

Play.prototype.scheduleReply = function () {
  var self = this;
  clearTimeout(this.timer);
  this.timer = setTimeout(function () { self.reply(); }, Play.DELAY);
};

/* The computer's move: C's verdict as a job in slices, then C's choice at
 * the strength chosen, with a fresh seed. */
Play.prototype.reply = function () {
  var self = this, token = ++this.token, pos = this.pos, game = this.game, strength = this.strength;
  if (this.over || this.turn !== 'computer') return Promise.resolve(null);
  this.stuck = '';
  return this.solveJob(game, pos).then(function (job) {
    var verdict = job.solveResult(), seed = Play.seed();
    var r = job.computerMoveAt(strength, seed[0], seed[1]);
    job.free();
    if (token !== self.token) return null;
    if (!verdict.error) self.values[pos] = verdict.winner;
    if (r.error) throw Core.error(r);
    var focused = self.root.contains(document.activeElement);
    self.log.push({ by: 'computer', before: pos, after: r.position, strength: strength, seed: seed, end: r });
    self.note = r.note || null;
    self.pos = r.position;
    self.turn = 'you';
    self.announce(self.i18n.t('computer') + ': ' + self.describe(pos, r.position));
    self.update(r);
    if (focused) {
      var first = self.els.board.querySelector('[data-pick].pick:not(:disabled), [data-pick][tabindex]');
      if (first) first.focus();
      else self.forms.focusFirst();
    }
    return r;
  }).catch(function (err) {
    if (token !== self.token) return null;
    self.stuck = err.name === 'AbortError' ? self.i18n.t('replyCancelled') : self.i18n.message(err);
    self.render();
    return null;
  });
};

/* The computer takes your side from here, and you take its side. */
Play.prototype.swap = function () {
  if (this.over || this.noPlay || !this.game) return;
  clearTimeout(this.timer);
  this.token++;
  this.stuck = '';
  this.turn = this.turn === 'you' ? 'computer' : 'you';
  this.announce(this.i18n.t(this.turn === 'computer' ? 'swappedComputer' : 'swappedYou'));
  this.update();
};

/* Takes back your last move and everything after it (Redo puts it back). */
Play.prototype.undo = function () {
  for (var k = this.log.length - 1; k >= 0; k--) {
    if (this.log[k].by !== 'you') continue;
    clearTimeout(this.timer);
    this.token++;
    this.redoStack.push(this.log.slice(k));
    this.pos = this.log[k].before;
    this.log.length = k;
    this.over = false;
    this.winner = this.outcome = null;
    this.turn = 'you';
    this.stuck = '';
    this.note = null;
    this.update();
    return;
  }
};

/* Plays again the moves the last Undo took back, as they were played. */
Play.prototype.redo = function () {
  var group = this.redoStack.pop();
  if (!group || !group.length) return;
  clearTimeout(this.timer);
  this.token++;
  var last = group[group.length - 1];
  Array.prototype.push.apply(this.log, group);
  this.pos = last.after;
  this.turn = last.by === 'you' ? 'computer' : 'you';
  this.over = false;
  this.winner = this.outcome = null;
  this.stuck = '';
  this.note = null;
  this.update(last.end);
};

/* Shows C's winning moves for the position on the board, or that there is none. */
Play.prototype.hint = function () {
  var self = this, token = this.token, pos = this.pos, t = this.i18n, box = this.els.hintBox;
  if (!this.yourTurn() || Quiz.hushed()) return Promise.resolve(null);
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
    self.announce(box.textContent);
    return result;
  }, function (err) {
    if (token === self.token && err.name !== 'AbortError') {
      box.textContent = t.message(err);
      box.hidden = false;
    }
    return null;
  });
};

/* The game record as text: every move in C's words, who was winning, the result. */
Play.prototype.record = function () {
  var self = this, t = this.i18n, info = this.gameInfo(this.game), lines = [];
  var positions = this.positions();
  lines.push('Grundy — ' + t.pick(info ? info.title : null) + ' (' + this.game + ')');
  lines.push(t.t('recordStart') + ': ' + this.start);
  lines.push(t.t('strength') + ': ' + t.t(Play.STRENGTHS[this.strength]));
  this.log.forEach(function (m, i) {
    var effect = ValueHistory.effect(positions[i], positions[i + 1]);
    lines.push((i + 1) + '. ' + t.t(m.by === 'you' ? 'you' : 'computer') + ': ' + self.describe(m.before, m.after) +
      (effect === 'unknown' ? '' : '  [' + t.t('vh_' + effect) + ']'));
  });
  lines.push(t.t('recordNow') + ': ' + this.pos);
  lines.push(this.statusText());
  return lines.join('\n') + '\n';
};

/* An action as text ("take 1 2"), through its form: window.grundy.playAction. */
Play.prototype.playAction = function (text) {
  if (!this.yourTurn()) this.act(String(text)); /* the forms are off: act says why */
  else this.forms.play(text);
  return this.state();
};

Play.prototype.state = function () {
  var info = this.info, board = info && info.board, positions = this.positions();
  return {
    position: this.pos, turn: this.over ? null : this.turn, over: this.over, winner: this.winner,
    moves: this.log.length, strength: Play.STRENGTHS[this.strength], note: this.note, redo: this.redoStack.length,
    history: this.log.map(function (m) { return { by: m.by, before: m.before, after: m.after }; }),
    values: positions.map(function (p) { return { position: p.pos, mover: p.mover, winner: p.winner, winning: ValueHistory.ahead(p) }; }),
    kind: board ? board.kind : null,
    actions: board && board.actions ? board.actions.map(function (a) { return { verb: a.verb, args: a.args.slice() }; }) : [],
    error: this.error || (this.noPlay && this.noPlay.error) || this.stuck || ''
  };
};

/* The board asked again for its words (a language's texts arrived:
 * App.rewords), the game on it kept; C's note on the computer's last move
 * by the same choice again (its position, strength and seed).  Resolves
 * once the note is in. */
Play.prototype.rewords = function () {
  var self = this, token = this.token, last = this.log[this.log.length - 1];
  if (!this.game) return Promise.resolve();
  var r = this.core.board(this.game, this.pos);
  if (!r.error) this.info = r;
  this.render();
  if (!this.note || !last || last.by !== 'computer') return Promise.resolve();
  return this.solveJob(this.game, last.before).then(function (job) {
    var again = job.computerMoveAt(last.strength, last.seed[0], last.seed[1]);
    job.free();
    if (token !== self.token || again.error || again.position !== last.after) return;
    self.note = again.note || null;
    self.render();
  }, function () { /* no verdict: the note stays as it was */ });
};

Play.prototype.relabel = function () {
  this.render();
};
