/*
 * board_grid.c — the boards of cells (see board_grid.h for their JSON):
 * the grid (the rows of present cells as arrays of booleans, the marked
 * cells, the actions) and the rows of pieces.
 */
#include "kit/board_grid.h"

void kit_board_grid(gr_json *j, uint32_t rows, uint32_t cols, bool (*present)(const void *ctx, uint32_t row, uint32_t col),
                    const void *ctx, const kit_grid_mark *marks, size_t nmarks, const kit_verb *verbs, size_t nverbs) {
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "grid");
  gr_json_key(j, "rows");
  gr_json_u64(j, rows);
  gr_json_key(j, "cols");
  gr_json_u64(j, cols);
  gr_json_key(j, "present");
  gr_json_array_begin(j);
  for (uint32_t r = 0; r < rows; r++) {
    gr_json_array_begin(j);
    for (uint32_t c = 0; c < cols; c++) gr_json_bool(j, present(ctx, r, c));
    gr_json_array_end(j);
  }
  gr_json_array_end(j);
  gr_json_key(j, "marks");
  gr_json_array_begin(j);
  for (size_t i = 0; i < nmarks; i++) {
    gr_json_object_begin(j);
    gr_json_key(j, "row");
    gr_json_u64(j, marks[i].row);
    gr_json_key(j, "col");
    gr_json_u64(j, marks[i].col);
    gr_json_key(j, "mark");
    gr_json_string(j, marks[i].mark);
    gr_json_object_end(j);
  }
  gr_json_array_end(j);
  kit_json_actions(j, verbs, nverbs);
  gr_json_object_end(j);
}

void kit_board_rows(gr_json *j, uint64_t cols, uint64_t turn, bool forward, const uint64_t *cells, size_t nrows,
                    size_t per_row, const kit_verb *verbs, size_t nverbs) {
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "rows");
  gr_json_key(j, "cols");
  kit_json_u64_text(j, cols);
  gr_json_key(j, "turn");
  gr_json_u64(j, turn);
  if (forward) {
    gr_json_key(j, "forward");
    gr_json_bool(j, true);
  }
  gr_json_key(j, "rows");
  gr_json_array_begin(j);
  for (size_t r = 0; r < nrows; r++) {
    gr_json_array_begin(j);
    for (size_t i = 0; i < per_row; i++) kit_json_u64_text(j, cells[r * per_row + i]);
    gr_json_array_end(j);
  }
  gr_json_array_end(j);
  kit_json_actions(j, verbs, nverbs);
  gr_json_object_end(j);
}
