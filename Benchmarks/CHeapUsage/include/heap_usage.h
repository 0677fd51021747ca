#ifndef HEAP_USAGE_H
#define HEAP_USAGE_H
#include <stddef.h>

/* Bytes the C heap has handed out and not yet had back (glibc's mallinfo2().uordblks plus the
   bytes in mmap'd chunks, hblkhd): what dragtoact-bench memory counts. */
size_t heap_bytes_in_use(void);

#endif
