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
 *
 * A row may hold more pieces, the players' alternately from the left
 * ([SDOI2011] 黑白棋, src/games/blackwhite_play.c: one row of k pieces,
 * "forward": the first player's pieces move right only, the second's
 * left; a forward board is drawn so even with one pair).  Its move is
 * "move PIECE CELL": the mover's pieces pick their number among the
 * mover's own, then the cells up to the next piece; the row says the gap
 * of each pair.
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
    rows.forEach(function (pair, i) { box.appendChild(RowsBoard.row(t, ctx, m, turn, i + 1, pair, picked, board.forward)); });
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

  row: function (t, ctx, m, turn, r, pair, picked, forward) {
    var at = pair.map(Number), many = at.length > 2 || !!forward, gaps = [];
    var sorted = at.slice().sort(function (x, y) { return x - y; });
    for (var g = 0; g + 1 < at.length; g += 2) gaps.push(Math.abs(at[g] - at[g + 1]) - 1);
    /* the mover's piece picked (its index in at), its reach [lo, hi] up to the pieces beside it */
    var mineAt = many ? 2 * (Number(picked[0]) - 1) + turn - 1 : turn - 1, mine = at[mineAt];
    var chosen = many ? mine !== undefined && picked.length > 0 : picked.indexOf(String(r)) >= 0;
    var lo = 1, hi = m;
    sorted.forEach(function (c) {
      if (c < mine) lo = c + 1;
      if (c > mine && c <= hi) hi = c - 1;
    });
    if (forward && turn === 1) lo = mine + 1;
    if (forward && turn === 2) hi = mine - 1;
    var line = Dom.el('div', 'rows-line' + (chosen && !many ? ' chosen' : ''));
    var name = line.appendChild(Dom.el('span', 'rows-name', many ? '' : t.t('rowsRow', { r: r })));
    name.appendChild(Dom.el('span', 'rows-gap', t.t('rowsGap', { g: gaps.join(', ') }))).setAttribute('aria-hidden', 'true');
    if (!many) line.appendChild(Dom.el('span', 'sr-only', t.t('rowsSummary', { r: r, a: at[0], b: at[1], g: gaps[0] })));
    var strip = line.appendChild(Dom.el('div', 'rows-strip'));
    RowsBoard.columns(m, at).forEach(function (c) {
      if (c < 0) return strip.appendChild(Dom.el('span', 'rows-skip', '…'));
      var j = at.indexOf(c), who = j >= 0 ? j % 2 + 1 : 0, yours = who === turn && (many || c === mine);
      var reach = chosen && !who && c >= lo && c <= hi;
      var cell = Dom.el(yours || reach ? 'button' : 'span', 'rows-cell' + (reach ? ' reach' : '') + (many && chosen && c === mine ? ' selected' : ''));
      if (who) cell.appendChild(Dom.el('span', 'piece p' + who));
      if (who && many) cell.appendChild(Dom.el('span', 'rows-num', String((j >> 1) + 1))).setAttribute('aria-hidden', 'true');
      if (m > RowsBoard.ALL && (who || c === 1 || c === m)) cell.appendChild(Dom.el('span', 'rows-at', String(c)));
      strip.appendChild(cell);
      if (yours && many) {
        cell.type = 'button';
        Boards.pick(cell, ctx, (j >> 1) + 1, 'token', t.t('rowsPieceAt', { p: (j >> 1) + 1, c: c, who: t.t('rowsPiece_' + turn) }));
      } else if (yours) {
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
  columns: function (m, at) {
    var out = [];
    for (var c = 1; c <= m; c++) {
      var keep = m <= RowsBoard.ALL || c <= 2 || c > m - 2 || at.some(function (a) { return Math.abs(c - a) <= RowsBoard.NEAR; });
      if (keep) out.push(c);
      else if (out[out.length - 1] >= 0) out.push(-1);
    }
    return out;
  }
};

Boards.define('rows', RowsBoard.draw);
