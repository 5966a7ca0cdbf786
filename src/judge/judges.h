/*
 * judges.h — the start functions of the judge readers (internal).
 */
#ifndef GR_JUDGES_H
#define GR_JUDGES_H

#include "grundy.h"

int gr_judge_zjoi2009_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_poj1067_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_hdu2516_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_nowcoder11166a_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_hdu1907_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_hdu2509_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_hdu3032_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_hdu3537_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_poj1704_start(const char *input, size_t len, gr_job **job, gr_error *err);

#endif
