/*
 * boards/piles.js — kind "piles": piles of stones in a row
 * ({piles: [str], playable: [bool], labels?: [str]}).  A playable pile is a
 * button that picks its 1-based number; more than PilesBoard.ALL piles are drawn
 * as both ends around a gap (the position text says the rest).
 */
'use strict';

var PilesBoard = {
  ALL: 12,
  END: 4,

  draw: function (board, root, ctx) {
    var t = ctx.i18n, piles = board.piles || [], n = piles.length;
    var playable = board.playable || [], labels = board.labels || [];
    var row = root.appendChild(Dom.el('div', 'piles'));
    var shown = Boards.shown(n, PilesBoard.ALL, PilesBoard.END), max = 1;
    shown.forEach(function (i) { if (i >= 0) max = Math.max(max, parseFloat(piles[i])); });
    shown.forEach(function (i) {
      if (i < 0) {
        row.appendChild(Dom.el('span', 'gap', t.t('more', { n: n - 2 * PilesBoard.END })));
        return;
      }
      var name = labels[i] !== undefined ? labels[i] : String(i + 1);
      var canPick = playable[i] !== false;
      var pile = Dom.el(canPick ? 'button' : 'div', 'pile');
      var stack = pile.appendChild(Dom.el('span', 'stack'));
      stack.style.height = Math.round(10 + 70 * Math.log1p(parseFloat(piles[i])) / Math.log1p(max)) + 'px';
      pile.appendChild(Dom.el('span', 'count' + (String(piles[i]).length > 9 ? ' long' : ''), piles[i]));
      pile.appendChild(Dom.el('span', 'index', name));
      if (canPick) {
        pile.type = 'button';
        Boards.pick(pile, ctx, i + 1, 'pile', t.t('pileName', { i: name }) + ': ' + piles[i]);
      }
      row.appendChild(pile);
    });
    if (n === 0) row.appendChild(Dom.el('span', 'gap', '∅'));
    row.setAttribute('role', 'group');
    row.setAttribute('aria-label', t.t('piles', { n: n }));
  }
};

Boards.define('piles', PilesBoard.draw);
