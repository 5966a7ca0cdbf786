/*
 * judges.h — the start functions of the judge readers (internal).
 */
#ifndef GR_JUDGES_H
#define GR_JUDGES_H

#include "grundy.h"

int gr_judge_zjoi2009_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_poj3710_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_p4055_start(const char *input, size_t len, gr_job **job, gr_error *err);
int gr_judge_macau2020g_start(const char *input, size_t len, gr_job **job, gr_error *err);

#endif
