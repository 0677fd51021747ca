#define _POSIX_C_SOURCE 199309L
/* One pointer move of a drag through the C ABI: the todo scene's runtime, "Buy milk" lifted by a
 * long-press, then N moves up and down the list (crossing rows, so some moves report a new slot).
 *   move SCENE N [rounds]    prints the best round's ns per move
 * Benchmarks/cabi/run.sh runs it beside the same moves in Swift (cabi-bench). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <dragtoact.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

int main(int argc, char **argv) {
    static char scene[8192];
    dta_runtime rt;
    dta_input in = DTA_INPUT_INIT;
    dta_event events[16];
    size_t total;
    long n = argc > 2 ? atol(argv[2]) : 100000, rounds = argc > 3 ? atol(argv[3]) : 5, i, r;
    int64_t t = 0;
    double best = 1e300;
    FILE *f = argc > 1 ? fopen(argv[1], "r") : NULL;
    if (!f) { fprintf(stderr, "usage: move SCENE [N] [rounds]\n"); return 2; }
    scene[fread(scene, 1, sizeof scene - 1, f)] = 0;
    fclose(f);
    dta_runtime_create(&rt);
    if (dta_runtime_load(rt, scene, "todo.json", NULL) != DTA_OK) return 2;
    in.pointer = 1; in.kind = DTA_POINTER_TOUCH; in.x = 250; in.y = 92;
    in.type = DTA_INPUT_DOWN; dta_runtime_feed(rt, &in, events, 16, &total);
    in.type = DTA_INPUT_TICK; in.time_ns = t = 300000000; dta_runtime_feed(rt, &in, events, 16, &total);
    in.type = DTA_INPUT_MOVE;
    for (r = 0; r < rounds; r++) {
        double start = now(), per;
        for (i = 0; i < n; i++) {
            long step = i % 480;
            in.y = 80 + (step < 240 ? step : 480 - step);
            in.time_ns = t += 1000000;
            if (dta_runtime_feed(rt, &in, events, 16, &total) != DTA_OK) return 1;
        }
        per = (now() - start) / n;
        if (per < best) best = per;
    }
    printf("C ABI: %.0f ns per move (best of %ld rounds of %ld moves)\n", best, rounds, n);
    dta_runtime_destroy(rt);
    return 0;
}
