/*
 * job.c — resumable work.
 *
 * A job advances by a budget of units per call (cells of a table, values of
 * a sequence) so that the web page can drive it from animation frames with
 * a progress bar and a cancel button, and so V8 tiers the WASM code up
 * across many short calls.  The CLI calls gr_job_finish.  A failed job
 * keeps its message and refuses further work.
 */
#include "grundy.h"
#include "core_text.h"

#include <stdlib.h>

gr_job *gr_job_new(const gr_job_ops *ops, void *state, uint64_t total, gr_error *err) {
  gr_job *job = calloc(1, sizeof *job);
  if (job == NULL) {
    if (ops->destroy && state != NULL) {
      gr_job tmp = {.ops = ops, .state = state};
      ops->destroy(&tmp);
    }
    gr_error_nomem(err);
    return NULL;
  }
  job->ops = ops;
  job->state = state;
  job->total = total;
  gr_analysis_init(&job->analysis);
  gr_buf_init(&job->output);
  return job;
}

int gr_job_run(gr_job *job, uint64_t budget, gr_error *err) {
  if (job->failed) {
    gr_error_pass(err, &job->error);
    return -1;
  }
  if (job->finished) return 1;
  if (budget == 0) budget = 1;
  if (job->ops->advance(job, budget, &job->error) != 0) {
    job->failed = true;
    if (job->error.status == GR_OK) gr_error_say(&job->error, GR_ESTATE, &gr_core_texts, CORE_JOB_FAILED);
    gr_error_pass(err, &job->error);
    return -1;
  }
  if (job->output.failed) {
    job->failed = true;
    gr_error_nomem(&job->error);
    gr_error_nomem(err);
    return -1;
  }
  return job->finished ? 1 : 0;
}

int gr_job_finish(gr_job *job, gr_error *err) {
  int r;
  while ((r = gr_job_run(job, UINT64_MAX / 4, err)) == 0) {
  }
  return r < 0 ? -1 : 0;
}

gr_job *gr_job_create(const gr_job_ops *ops, size_t state_size, uint64_t total, gr_error *err) {
  gr_job *job = gr_job_new(ops, NULL, total, err);
  if (job == NULL) return NULL;
  job->state = gr_job_alloc(job, state_size ? state_size : 1, err);
  if (job->state == NULL) {
    gr_job_free(job);
    return NULL;
  }
  return job;
}

void *gr_job_alloc(gr_job *job, size_t size, gr_error *err) {
  if (job->nowned == job->owned_cap) {
    size_t cap = job->owned_cap ? 2 * job->owned_cap : 4;
    void **more = realloc(job->owned, cap * sizeof *more);
    if (more == NULL) return gr_error_nomem(err), NULL;
    job->owned = more;
    job->owned_cap = cap;
  }
  void *p = calloc(1, size ? size : 1);
  if (p == NULL) return gr_error_nomem(err), NULL;
  job->owned[job->nowned++] = p;
  return p;
}

void gr_job_done(gr_job *job) {
  job->done = job->total;
  job->finished = true;
}

void gr_job_free(gr_job *job) {
  if (job == NULL) return;
  if (job->ops->destroy && job->state != NULL) job->ops->destroy(job);
  for (size_t i = 0; i < job->nowned; i++) free(job->owned[i]);
  free(job->owned);
  gr_analysis_free(&job->analysis);
  gr_trace_free(job->trace);
  gr_buf_free(&job->output);
  free(job);
}
