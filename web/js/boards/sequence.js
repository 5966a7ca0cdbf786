/*
 * boards/sequence.js — kind "sequence": numbers in a row with a token on
 * one of them ({values: [int], current: int, the 0-based index of the
 * token}).  Every cell is a button picking its 1-based number; the row
 * scrolls so that the token is in view.  Past ALL cells (a row may hold
 * 10^5) only NEAR each side of the token are drawn, between gaps that
 * count the others.
 */
'use strict';

var SequenceBoard = {
  ALL: 60,
  NEAR: 24,

  draw: function (board, root, ctx) {
    var t = ctx.i18n, values = board.values || [], cur = Number(board.current);
    var row = root.appendChild(Dom.el('div', 'seq-row'));
    row.setAttribute('role', 'group');
    row.setAttribute('aria-label', t.t('sequence', { n: values.length }));
    var n = values.length, lo = 0, hi = n;
    if (n > SequenceBoard.ALL) {
      lo = Math.max(0, Math.min(cur, n) - SequenceBoard.NEAR);
      hi = Math.min(n, Math.max(cur, 0) + SequenceBoard.NEAR + 1);
    }
    if (lo > 0) row.appendChild(Dom.el('span', 'gap', '… ' + lo + ' …'));
    values.slice(lo, hi).forEach(function (v, i) {
      i += lo;
      var here = i === cur;
      var b = Dom.el('button', 'seq-cell' + (here ? ' current' : ''));
      b.type = 'button';
      b.appendChild(Dom.el('span', 'index', String(i + 1)));
      b.appendChild(Dom.el('span', 'value', String(v)));
      b.appendChild(Dom.el('span', 'token', here ? '▲' : ''));
      Boards.pick(b, ctx, i + 1, 'cell', t.t('cellName', { i: i + 1 }) + ': ' + v + (here ? ', ' + t.t('tokenHere') : ''));
      row.appendChild(b);
    });
    if (hi < n) row.appendChild(Dom.el('span', 'gap', '… ' + (n - hi) + ' …'));
    /* Once in the page, scroll the token into the middle of the row. */
    requestAnimationFrame(function () {
      var el = row.querySelector('.current');
      if (el && row.scrollWidth > row.clientWidth) row.scrollLeft = el.offsetLeft - row.clientWidth / 2 + el.offsetWidth / 2;
    });
  }
};

Boards.define('sequence', SequenceBoard.draw);
