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
int gr_judge_poj2484_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_poj1740_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_nowcoder15066_start(const char *input, size_t len, gr_job **job, gr_error *err);
/* The reader poj1740 and nowcoder15066 share: `win` / `lose` per test. */
int gr_judge_redistribute_start(const char *input, size_t len, const char *win, const char *lose, gr_job **job,
                                gr_error *err);
int gr_judge_p1288_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_cf1382b_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_hdu3595_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_poj3710_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_p4055_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_macau2020g_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_hdu1536_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_hdu1848_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_poj2311_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_cf786a_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_hdu1730_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_poj3537_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_p2148_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_p2490_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_poj3922_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_hdu3404_start(const char *input, size_t len, gr_job **job, gr_error *err);

#endif
