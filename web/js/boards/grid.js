/*
 * boards/grid.js — kind "grid": a board of square cells (Chomp's chocolate
 * bar; src/kit/board_grid.h): {rows, cols, present: [[bool]] with row 0
 * drawn on top, marks: [{row, col, mark}]}.  Moves name a cell by its row
 * counted from the bottom and its column from the left, both from 1, so a
 * present cell is a button picking "ROW COLUMN" for the first argument of a
 * move whose first argument is a row.  A marked cell ("poison") is drawn
 * darker with its mark's word.
 */
'use strict';

var GridBoard = {
  draw: function (board, root, ctx) {
    var t = ctx.i18n, rows = Number(board.rows) || 0, cols = Number(board.cols) || 0;
    var present = board.present || [], marks = {};
    (board.marks || []).forEach(function (m) { marks[m.row + ',' + m.col] = String(m.mark); });
    var table = root.appendChild(Dom.el('div', 'bd-scroll')).appendChild(Dom.el('div', 'grid-board'));
    table.style.gridTemplateColumns = 'repeat(' + cols + ', minmax(1.6em, 2.6em))';
    for (var r = 0; r < rows; r++) {
      for (var c = 0; c < cols; c++) {
        var here = present[r] && present[r][c], mark = marks[r + ',' + c];
        var rowNo = rows - r, colNo = c + 1;
        var cell = Dom.el(here ? 'button' : 'div', 'cell' + (here ? ' on' : ' off') + (mark ? ' mark-' + mark : ''));
        if (mark) cell.appendChild(Dom.el('span', 'mark', t.t('gridMark_' + mark)));
        table.appendChild(cell);
        var label = t.t('gridCell', { r: rowNo, c: colNo }) + (mark ? ' (' + t.t('gridMark_' + mark) + ')' : '');
        if (here) Boards.pick(cell, ctx, rowNo + ' ' + colNo, 'row', label);
        else cell.setAttribute('aria-hidden', 'true');
      }
    }
  }
};

Boards.define('grid', GridBoard.draw);
