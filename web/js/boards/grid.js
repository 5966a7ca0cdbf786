/*
 * boards/grid.js — kind "grid": a board of square cells (Chomp's chocolate
 * bar; src/kit/board_grid.h): {rows, cols, present: [[bool]] with row 0
 * drawn on top, marks: [{row, col, mark}]}.  Moves name a cell by its row
 * counted from the bottom and its column from the left, both from 1, so a
 * present cell is a button picking "ROW COLUMN" for the first argument of a
 * move whose first argument is a row.  A marked cell ("poison") is drawn
 * darker with its mark's word.
 *
 * Past ALL columns (Chomp's bar may be 1,000 long) only the first NEAR
 * columns and the NEAR before each row's end are drawn, gaps between them
 * (a move names any cell in the form): a 2 x 1000 bar laid out in full
 * was a 120 ms task.
 */
'use strict';

var GridBoard = {
  ALL: 40,
  NEAR: 8,

  draw: function (board, root, ctx) {
    var t = ctx.i18n, rows = Number(board.rows) || 0, cols = Number(board.cols) || 0;
    var present = board.present || [], marks = {}, shown = GridBoard.columns(present, cols);
    (board.marks || []).forEach(function (m) { marks[m.row + ',' + m.col] = String(m.mark); });
    var table = root.appendChild(Dom.el('div', 'bd-scroll')).appendChild(Dom.el('div', 'grid-board'));
    table.style.gridTemplateColumns = 'repeat(' + shown.length + ', minmax(1.6em, 2.6em))';
    for (var r = 0; r < rows; r++) {
      shown.forEach(function (c) {
        if (c < 0) return table.appendChild(Dom.el('span', 'gap', '…'));
        var here = present[r] && present[r][c], mark = marks[r + ',' + c];
        var rowNo = rows - r, colNo = c + 1;
        var cell = Dom.el(here ? 'button' : 'div', 'cell' + (here ? ' on' : ' off') + (mark ? ' mark-' + mark : ''));
        if (mark) cell.appendChild(Dom.el('span', 'mark', t.t('gridMark_' + mark)));
        table.appendChild(cell);
        var label = t.t('gridCell', { r: rowNo, c: colNo }) + (mark ? ' (' + t.t('gridMark_' + mark) + ')' : '');
        if (here) Boards.pick(cell, ctx, rowNo + ' ' + colNo, 'row', label);
        else cell.setAttribute('aria-hidden', 'true');
      });
    }
  },

  /* The columns drawn, -1 for a gap: all, or the first NEAR and the NEAR
   * up to each row's last present cell (and the one after it). */
  columns: function (present, cols) {
    var ends = present.map(function (row) { return row.lastIndexOf(true); }), out = [];
    for (var c = 0; c < cols; c++) {
      if (cols <= GridBoard.ALL || c < GridBoard.NEAR || ends.some(function (e) { return c > e - GridBoard.NEAR && c <= e + 1; })) out.push(c);
      else if (out[out.length - 1] >= 0) out.push(-1);
    }
    return out;
  }
};

Boards.define('grid', GridBoard.draw);
