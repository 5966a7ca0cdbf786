/*
 * tests/install/use.c — a program of someone else's, built against the
 * installed libgrundy with pkg-config (tests/install/install.test), once as
 * C11 and once as C++ (the same file): it finds Nim in the registry, solves
 * "3 4 5" and prints the verdict, the Grundy value and the winning moves,
 * which the test compares with the CLI's answer.
 */
#include <grundy.h>

#include <stdio.h>

int main(void) {
  gr_error err;
  err.status = GR_OK;
  err.message[0] = '\0';
  const gr_game *nim = gr_game_find("nim");
  if (nim == NULL || gr_game_count() < 2) {
    fprintf(stderr, "use: no nim among %zu games\n", gr_game_count());
    return 1;
  }
  gr_pos p;
  gr_pos_init(&p);
  gr_analysis a;
  gr_analysis_init(&a);
  if (nim->parse("3 4 5", &p, &err) < 0 || gr_solve(nim, &p, &a, &err) < 0) {
    fprintf(stderr, "use: %s\n", err.message);
    return 1;
  }
  printf("winner %s grundy %llu moves", gr_outcome_name(a.winner), (unsigned long long)a.grundy);
  for (size_t i = 0; i < a.winning_moves.count; i++) {
    gr_buf text;
    gr_buf_init(&text);
    nim->format(&a.winning_moves.items[i], &text);
    printf(" [%s]", text.data);
    gr_buf_free(&text);
  }
  printf("\n");
  gr_analysis_free(&a);
  gr_pos_free(&p);
  return 0;
}
