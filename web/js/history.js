/*
 * history.js — ValueHistory: the game so far as a strip, one box per
 * position of the game record (the start, then after each move), saying
 * who was winning there, and between the boxes what each move did to the
 * win — the value history of GamesmanUni, without remoteness:
 *   ✓ kept the win (the mover could win and moved to a position lost for
 *     the next player), ✗ threw the win away, – no winning move existed;
 *   in loopy games, where a position may be a draw: = kept the draw, ✗
 *     threw the draw away (moved to a position the next player wins).
 * Who was winning comes from C's solve of each position (winner "first":
 * the player to move wins, "second", or "draw"); this file only reads
 * those verdicts.  Every box says it in words as well as colour.
 */
'use strict';

var ValueHistory = {
  /* positions: [{mover: "you"|"computer", winner: "first"|"second"|"draw"|null}]
   * (the start and the position after each move); moves: [{by}] between them. */
  render: function (list, positions, moves, t) {
    list.textContent = '';
    positions.forEach(function (p, i) {
      if (i > 0) {
        var m = moves[i - 1], effect = ValueHistory.effect(positions[i - 1], p);
        var mv = list.appendChild(Dom.el('li', 'vh-move ' + effect));
        mv.appendChild(Dom.el('span', 'vh-mark', { kept: '✓', threw: '✗', none: '–', unknown: '·', held: '=', lostDraw: '✗' }[effect]));
        mv.appendChild(Dom.el('span', 'vh-by', t.t(m.by === 'you' ? 'youShort' : 'computerShort')));
        mv.setAttribute('aria-label', t.t('vhMove', { n: i, who: t.t(m.by === 'you' ? 'you' : 'computer'), what: t.t('vh_' + effect) }));
      }
      var ahead = ValueHistory.ahead(p);
      var li = list.appendChild(Dom.el('li', 'vh-pos ' + (ahead || 'unknown') + (i === positions.length - 1 ? ' current' : '')));
      li.appendChild(Dom.el('span', 'vh-n', i === 0 ? t.t('vhStart') : String(i)));
      var words = ValueHistory.WORDS[ahead || 'unknown'];
      li.appendChild(Dom.el('span', 'vh-who', words[0] ? t.t(words[0]) : '…'));
      li.dataset.winning = ahead || '';
      li.setAttribute('aria-label', t.t('vhPos', {
        n: i === 0 ? t.t('vhStart') : String(i), mover: t.t(p.mover === 'you' ? 'you' : 'computer'), who: t.t(words[1])
      }));
    });
  },

  /* A box's short word and its sentence, by who is ahead. */
  WORDS: {
    you: ['youShort', 'vhYou'], computer: ['computerShort', 'vhComputer'], draw: ['vhDrawShort', 'vhDraw'],
    unknown: [null, 'vhUnknown']
  },

  /* Who is winning at a position: "you", "computer", "draw" (nobody) or
   * null (not known yet). */
  ahead: function (p) {
    if (!p.winner) return null;
    if (p.winner === 'draw') return 'draw';
    var other = p.mover === 'you' ? 'computer' : 'you';
    return p.winner === 'first' ? p.mover : other;
  },

  /* What the move from position a to position b did: kept, threw, none,
   * held (a draw kept), lostDraw, unknown. */
  effect: function (a, b) {
    if (!a.winner) return 'unknown';
    if (a.winner === 'second') return 'none';
    if (!b.winner) return 'unknown';
    if (a.winner === 'draw') return b.winner === 'draw' ? 'held' : b.winner === 'first' ? 'lostDraw' : 'kept';
    return b.winner === 'second' ? 'kept' : 'threw';
  }
};
