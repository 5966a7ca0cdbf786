/*
 * board_grid.h — the grid board: a rectangle of cells, some present, some
 * marked, for any game played on squares (Chomp).  The JSON it writes:
 *
 *   {"kind": "grid", "rows": R, "cols": C,
 *    "present": [[true, false, ...], ...],   R rows of C, as drawn, top first
 *    "marks": [{"row": r, "col": c, "mark": "poison"}, ...],   0-based
 *    "actions": [...]}                        kit_json_actions
 *
 * The game says which row is drawn on top and how an action names a cell.
 *
 * And the rows board: rows of cells holding pieces (Northcott's two a row,
 * the black-and-white strip's k in one row):
 *
 *   {"kind": "rows", "cols": C, "turn": 1|2, ["forward": true,]
 *    "rows": [["3", "7"], ...],               each row's pieces' cells, 1-based,
 *                                             as exact decimal strings
 *    "actions": [...]}
 *
 * "forward": pieces only move forward (white right, black left), and a row
 * of many pieces alternates the two players' from the left.
 */
#ifndef GR_KIT_BOARD_GRID_H
#define GR_KIT_BOARD_GRID_H

#include "kit/kit.h"

typedef struct kit_grid_mark {
  uint32_t row, col; /* 0-based, as drawn */
  const char *mark;  /* what the page shows there: "poison" */
} kit_grid_mark;

/* present(ctx, row, col): whether the cell is there. */
void kit_board_grid(gr_json *j, uint32_t rows, uint32_t cols, bool (*present)(const void *ctx, uint32_t row, uint32_t col),
                    const void *ctx, const kit_grid_mark *marks, size_t nmarks, const kit_verb *verbs, size_t nverbs);

/* nrows rows of per_row pieces, cells[r * per_row + i] their cells. */
void kit_board_rows(gr_json *j, uint64_t cols, uint64_t turn, bool forward, const uint64_t *cells, size_t nrows,
                    size_t per_row, const kit_verb *verbs, size_t nverbs);

#endif
