/*
 * boards/rows.js — kind "rows": rows of cells, each holding one piece of
 * each player (Northcott's game; src/games/northcott_play.c):
 * {cols: m, turn: 1|2, rows: [[first, second], ...] the pieces' columns
 * from 1, rows from the top}.  A move is "move ROW COLUMN": the mover's
 * piece of a row is a button picking ROW; once a row is picked, the cells
 * its piece can reach (up to the other piece, or the edge behind it) are
 * buttons picking COLUMN.  Every row says its gap, the Nim heap it is, under its name;
 * the cells shrink to the panel's width (to a legible least, then it scrolls).
 *
 * Past ALL columns (m may be 1,000) a row draws its ends and the cells
 * near its two pieces, with gaps between them (a move names any cell in
 * the form), so 64 rows stay a few hundred elements.
 */
'use strict';

var RowsBoard = {
  ALL: 24,
  NEAR: 3,

  draw: function (board, root, ctx) {
    var t = ctx.i18n, m = Number(board.cols) || 0, turn = Number(board.turn) === 2 ? 2 : 1, rows = board.rows || [];
    var picked = [].concat(ctx.selected || []).map(String);
    var box = root.appendChild(Dom.el('div', 'bd-scroll')).appendChild(Dom.el('div', 'rows-board'));
    box.setAttribute('role', 'group');
    box.setAttribute('aria-label', t.t('rowsBoard', { n: rows.length, m: m }));
    var legend = box.appendChild(Dom.el('p', 'rows-legend'));
    [1, 2].forEach(function (who) {
      var item = legend.appendChild(Dom.el('span', 'rows-key' + (who === turn ? ' to-move' : '')));
      item.appendChild(Dom.el('span', 'piece p' + who)).setAttribute('aria-hidden', 'true');
      item.appendChild(Dom.el('span', '', t.t('rowsPiece_' + who) + (who === turn ? ' — ' + t.t('rowsToMove') : '')));
    });
    if (m <= RowsBoard.ALL) box.appendChild(RowsBoard.header(m));
    rows.forEach(function (pair, i) { box.appendChild(RowsBoard.row(t, ctx, m, turn, i + 1, pair, picked)); });
  },

  /* The column numbers over the cells (a board drawn whole). */
  header: function (m) {
    var line = Dom.el('div', 'rows-line rows-head');
    line.setAttribute('aria-hidden', 'true');
    line.appendChild(Dom.el('span', 'rows-name'));
    var strip = line.appendChild(Dom.el('div', 'rows-strip'));
    for (var c = 1; c <= m; c++) strip.appendChild(Dom.el('span', 'rows-col', String(c)));
    return line;
  },

  row: function (t, ctx, m, turn, r, pair, picked) {
    var a = Number(pair[0]), b = Number(pair[1]), mine = turn === 1 ? a : b, other = turn === 1 ? b : a;
    var lo = mine < other ? 1 : other + 1, hi = mine < other ? other - 1 : m, gap = Math.abs(a - b) - 1;
    var chosen = picked.indexOf(String(r)) >= 0;
    var line = Dom.el('div', 'rows-line' + (chosen ? ' chosen' : ''));
    var name = line.appendChild(Dom.el('span', 'rows-name', t.t('rowsRow', { r: r })));
    name.appendChild(Dom.el('span', 'rows-gap', t.t('rowsGap', { g: gap }))).setAttribute('aria-hidden', 'true');
    line.appendChild(Dom.el('span', 'sr-only', t.t('rowsSummary', { r: r, a: a, b: b, g: gap })));
    var strip = line.appendChild(Dom.el('div', 'rows-strip'));
    RowsBoard.columns(m, a, b).forEach(function (c) {
      if (c < 0) return strip.appendChild(Dom.el('span', 'rows-skip', '…'));
      var who = c === a ? 1 : c === b ? 2 : 0, yours = c === mine;
      var reach = chosen && !who && c >= lo && c <= hi;
      var cell = Dom.el(yours || reach ? 'button' : 'span', 'rows-cell' + (reach ? ' reach' : ''));
      if (who) cell.appendChild(Dom.el('span', 'piece p' + who));
      if (m > RowsBoard.ALL && (who || c === 1 || c === m)) cell.appendChild(Dom.el('span', 'rows-at', String(c)));
      strip.appendChild(cell);
      if (yours) {
        cell.type = 'button';
        Boards.pick(cell, ctx, r, 'row', t.t('rowsYours', { r: r, c: c, who: t.t('rowsPiece_' + turn) }));
      } else if (reach) {
        cell.type = 'button';
        Boards.pick(cell, ctx, c, 'column', t.t('gridCell', { r: r, c: c }));
      } else {
        cell.setAttribute('aria-hidden', 'true');
      }
    });
    return line;
  },

  /* The columns a row draws, -1 for a gap: all, or its ends and NEAR
   * cells around each piece. */
  columns: function (m, a, b) {
    var out = [];
    for (var c = 1; c <= m; c++) {
      var keep = m <= RowsBoard.ALL || c <= 2 || c > m - 2 || Math.abs(c - a) <= RowsBoard.NEAR || Math.abs(c - b) <= RowsBoard.NEAR;
      if (keep) out.push(c);
      else if (out[out.length - 1] >= 0) out.push(-1);
    }
    return out;
  }
};

Boards.define('rows', RowsBoard.draw);
