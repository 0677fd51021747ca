#include <stdio.h>
#include <stdlib.h>
#include <dragtoact.h>
static dta_runtime rt;

static void feed(int32_t type, double x, double y, int64_t ms) {
    dta_input in = DTA_INPUT_INIT;          /* sets in.size; the library checks it */
    dta_event events[16];
    size_t total, i;
    in.type = type; in.pointer = 1; in.kind = DTA_POINTER_TOUCH; in.x = x; in.y = y; in.time_ns = ms * 1000000;
    if (dta_runtime_feed(rt, &in, events, 16, &total) != DTA_OK) fprintf(stderr, "%s\n", dta_runtime_last_error(rt));
    for (i = 0; i < total && i < 16; i++)   /* strings belong to the library: never free them */
        if (events[i].type == DTA_EVENT_APPLIED) printf("applied: %s\n", events[i].detail);
}

int main(int argc, char **argv) {
    const char *path = argc > 1 ? argv[1] : "Demo/scenes/todo.json";
    FILE *f = fopen(path, "rb");
    char *scene;
    long size;
    if (!f) return perror(path), 2;
    fseek(f, 0, SEEK_END);                  /* the whole file, however long the scene */
    size = ftell(f);
    rewind(f);
    if (size < 0 || !(scene = malloc((size_t)size + 1))) return perror(path), 2;
    scene[fread(scene, 1, (size_t)size, f)] = 0;
    fclose(f);
    dta_runtime_create(&rt);
    if (dta_runtime_load(rt, scene, path, NULL) != DTA_OK) return fprintf(stderr, "%s\n", dta_runtime_last_error(rt)), 2;
    free(scene);                            /* the library copied what it needs */
    feed(DTA_INPUT_DOWN, 250, 92, 0);       /* press "Buy milk" … */
    feed(DTA_INPUT_TICK, 0, 0, 300);        /* … held 300 ms: the long-press lifts it */
    feed(DTA_INPUT_UP, 650, 150, 800);      /* released over Complete */
    return dta_runtime_destroy(rt);
}
