/* memory-latency: how long one read takes on this machine when it depends on the last one
 * (a pointer chase through a shuffled buffer) and when reads are independent, for buffers of
 * 1 to 64 MB. BENCHMARKS.md uses it to explain the hit-test figures at 100,000 receivers.
 *
 *   cc -O2 Benchmarks/memory-latency.c -o /tmp/memory-latency && /tmp/memory-latency
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static uint64_t state = 42;
static uint64_t next_random(void) { /* splitmix64: seeded, the same on every run */
    uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static double seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(void) {
    const long reads = 20000000;
    for (size_t megabytes = 1; megabytes <= 64; megabytes *= 2) {
        size_t lines = megabytes * 1024 * 1024 / 64;
        size_t *order = malloc(lines * sizeof *order);
        char *buffer = aligned_alloc(64, lines * 64);
        if (!order || !buffer) { fprintf(stderr, "out of memory at %zu MB\n", megabytes); return 1; }
        for (size_t i = 0; i < lines; i++) order[i] = i;
        for (size_t i = lines - 1; i > 0; i--) {
            size_t j = next_random() % (i + 1), t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        /* One cycle through every cache line, in shuffled order. */
        for (size_t i = 0; i < lines; i++) *(size_t *)(buffer + order[i] * 64) = order[(i + 1) % lines] * 64;
        size_t at = 0, sum = 0;
        double start = seconds();
        for (long i = 0; i < reads; i++) at = *(size_t *)(buffer + at);
        double chase = (seconds() - start) / reads * 1e9;
        start = seconds();
        for (long i = 0; i < reads; i++) sum += *(size_t *)(buffer + order[i % lines] * 64);
        double independent = (seconds() - start) / reads * 1e9;
        printf("%2zu MB: %6.1f ns per dependent read, %5.1f ns per independent read (%zu)\n",
               megabytes, chase, independent, (at ^ sum) & 1);
        free(order);
        free(buffer);
    }
    return 0;
}
