/*
 * judge_says.h — one check the judge tests share: judge `id` on `input`
 * writes exactly `want` (both NUL-terminated buffers; `want` from a
 * search of the real game).  Included by test_judges.c and
 * test_contest.c after cmocka.h and grundy.h.
 */
#ifndef GRUNDY_TEST_JUDGE_SAYS_H
#define GRUNDY_TEST_JUDGE_SAYS_H

static void judge_says(const char *id, const gr_buf *input, const gr_buf *want) {
  const gr_judge *j = gr_judge_find(id);
  assert_non_null(j);
  gr_job *job = NULL;
  gr_error err = {0};
  assert_int_equal(j->start(input->data, input->len, &job, &err), 0);
  assert_int_equal(gr_job_finish(job, &err), 0);
  if (strcmp(job->output.data, want->data) != 0)
    fail_msg("%s on\n%sgave\n%sbut search says\n%s", id, input->data, job->output.data, want->data);
  gr_job_free(job);
}

#endif
