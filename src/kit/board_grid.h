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

#endif
