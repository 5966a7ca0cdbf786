/* format.h — gr_vsnprintf, the va_list form of gr_snprintf (format.c). */
#ifndef GRUNDY_CORE_FORMAT_H
#define GRUNDY_CORE_FORMAT_H
#include <stdarg.h>
#include <stddef.h>

int gr_vsnprintf(char *s, size_t n, const char *fmt, va_list ap)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 0)))
#endif
    ;

#endif
