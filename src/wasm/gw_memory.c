/*
 * gw_memory.c — memset, memcpy and memmove for the page's core, each one
 * WebAssembly bulk-memory instruction (memory.fill, memory.copy).
 *
 * Why: the page's core is linked at -Oz, and at that level Emscripten
 * links the C library built for size, whose memset and memcpy copy one
 * byte per loop iteration.  A 1000-pile lr trace clears ~24 MB of tables
 * when it starts: 25 ms as a byte loop, one task the page cannot split.
 * Defined here, these win over the library's (the linker takes an archive
 * member only for a symbol still undefined).  Built with -mbulk-memory,
 * clang turns each builtin into the instruction, not a call back into
 * the function itself; every browser with SIMD128, which the page's
 * interval DP already needs, has bulk memory.  Page only: node's full
 * core links at -O2, where the library's word loops are used.
 */
#include <stddef.h>

void *memset(void *dest, int c, size_t n) {
  return __builtin_memset(dest, c, n);
}

void *memcpy(void *restrict dest, const void *restrict src, size_t n) {
  return __builtin_memcpy(dest, src, n);
}

void *memmove(void *dest, const void *src, size_t n) {
  return __builtin_memmove(dest, src, n);
}
