/*
 * boards/coins.js — kind "coins": a row of coins, heads or tails
 * ({coins: "UDDU" (U heads up), labels?: [str]: each place's value}).  Every
 * coin is a button picking its 1-based place, and is named by it (its value
 * in its title); the face is the letter the position is written with (U, D)
 * as well as a colour.
 */
'use strict';

var CoinsBoard = {
  ALL: 40,
  END: 16,

  draw: function (board, root, ctx) {
    var t = ctx.i18n, coins = String(board.coins || ''), n = coins.length, labels = board.labels || [];
    var row = root.appendChild(Dom.el('div', 'coins'));
    Boards.shown(n, CoinsBoard.ALL, CoinsBoard.END).forEach(function (i) {
      if (i < 0) {
        row.appendChild(Dom.el('span', 'gap', t.t('moreCoins', { n: n - 2 * CoinsBoard.END })));
        return;
      }
      var up = coins[i] === 'U', value = labels[i] !== undefined ? ' (' + t.t('coinValue', { v: labels[i] }) + ')' : '';
      var b = Dom.el('button', 'coin ' + (up ? 'heads' : 'tails'));
      b.type = 'button';
      b.appendChild(Dom.el('span', 'face', coins[i])); /* U / D, as the position is written */
      b.appendChild(Dom.el('span', 'index', String(i + 1)));
      if (value) b.title = t.t('coinName', { i: i + 1 }) + value;
      Boards.pick(b, ctx, i + 1, 'coin', t.t('coinName', { i: i + 1 }) + value + ': ' + t.t(up ? 'heads' : 'tails'));
      row.appendChild(b);
    });
    if (n === 0) row.appendChild(Dom.el('span', 'gap', '∅'));
    row.setAttribute('role', 'group');
    row.setAttribute('aria-label', t.t('coins', { n: n }));
  }
};

Boards.define('coins', CoinsBoard.draw);
