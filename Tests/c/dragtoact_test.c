/*
 * Every function of dragtoact.h, driven from C (and, compiled as C++, from C++): the engine and the
 * runtime through a long press, a drop on Complete, Add New refused on Trash, two fingers, Escape,
 * a receiver removed mid-drag, keyboard drags with announcements, bad input of every kind, and
 * what careful embedders rely on (text lifetimes, errors per thread, handles of one engine).
 *
 *   dragtoact_test SCENE_JSON_FILE STORE_FILE
 *
 * Prints one line per failed check and ends with "N passed, N failed"; exits 1 on any failure.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <malloc.h>
#include <math.h>
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include <dragtoact.h>

static int passed = 0, failed = 0;

#define CHECK(cond) check((cond) ? 1 : 0, #cond, __LINE__)
#define CHECK_OK(call) check_status((call), DTA_OK, #call, __LINE__)
#define CHECK_STATUS(call, want) check_status((call), (want), #call, __LINE__)
#define MS (1000000LL)

static void check(int ok, const char *what, int line) {
    if (ok) { passed++; return; }
    failed++;
    printf("FAIL line %d: %s\n", line, what);
}

static void check_status(dta_status got, dta_status want, const char *what, int line) {
    if (got == want) { passed++; return; }
    failed++;
    printf("FAIL line %d: %s returned %s, expected %s\n", line, what, dta_status_name(got), dta_status_name(want));
}

static int same(const char *a, const char *b) { return a && b && strcmp(a, b) == 0; }
static int contains(const char *text, const char *part) { return text && strstr(text, part) != NULL; }

static dta_input input(int32_t type, int64_t pointer, double x, double y, int64_t ms) {
    dta_input in = DTA_INPUT_INIT;
    in.type = type;
    in.pointer = pointer;
    in.kind = DTA_POINTER_TOUCH;
    in.x = x;
    in.y = y;
    in.time_ns = ms * MS;
    return in;
}

/* The actions of the last engine feed, and the index of the first of `type` (-1 for none). */
static dta_action actions[32];
static size_t total;

static int find(int32_t type) {
    size_t i;
    for (i = 0; i < total && i < 32; i++) if (actions[i].type == type) return (int)i;
    return -1;
}

static dta_status feed(dta_engine e, int32_t type, int64_t pointer, double x, double y, int64_t ms) {
    dta_input in = input(type, pointer, x, y, ms);
    return dta_engine_feed(e, &in, actions, 32, &total);
}

static char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    long n;
    char *text;
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fseek(f, 0, SEEK_SET);
    text = (char *)malloc((size_t)n + 1);
    if (fread(text, 1, (size_t)n, f) != (size_t)n) { fclose(f); free(text); return NULL; }
    text[n] = 0;
    fclose(f);
    return text;
}

/* ---- The engine ---------------------------------------------------------------------------- */

static void engine_tests(void) {
    dta_engine e, gone;
    dta_receiver complete, trash, list, found;
    dta_source t1, t2, add;
    const char *task_only[] = {"task"};
    const char *list_accepts[] = {"task", "addNew"};
    dta_receiver_desc r = DTA_RECEIVER_DESC_INIT;
    dta_source_desc s = DTA_SOURCE_DESC_INIT;
    dta_row rows[2] = {DTA_ROW_INIT, DTA_ROW_INIT};
    int32_t has, highlight;
    int64_t deadline;
    char text[1024];
    size_t length;
    dta_preview pv;
    int i;

    CHECK(dta_version() == DTA_VERSION);
    CHECK(same(dta_status_name(DTA_ERR_HANDLE), "DTA_ERR_HANDLE"));
    CHECK(same(dta_status_name(12345), "unknown status"));

    CHECK_STATUS(dta_engine_create(NULL), DTA_ERR_NULL);
    CHECK_OK(dta_engine_create(&e));
    CHECK(e.id != 0);
    CHECK(same(dta_engine_last_error(e), ""));

    /* Receivers: Complete and Trash take tasks; the list takes tasks and Add New among its rows. */
    r.id = "complete"; r.tag = "complete"; r.x = 540; r.y = 80; r.width = 220; r.height = 140;
    r.accepts = task_only; r.accepts_count = 1;
    CHECK_OK(dta_engine_add_receiver(e, &r, &complete));
    {
        /* An engine's handle passed as a receiver's is refused: every kind draws its handles'
           generations from one count (1.2.1; the first engine and its first receiver were equal). */
        dta_receiver as_receiver;
        as_receiver.id = e.id;
        CHECK_STATUS(dta_engine_highlight(e, as_receiver, &highlight), DTA_ERR_HANDLE);
    }
    r.id = "trash"; r.tag = "trash"; r.y = 260;
    CHECK_OK(dta_engine_add_receiver(e, &r, &trash));
    r.id = "list"; r.tag = "list"; r.x = 20; r.y = 60; r.width = 460; r.height = 520;
    r.accepts = list_accepts; r.accepts_count = 2; r.placement = DTA_PLACEMENT_AMONG_ROWS;
    CHECK_OK(dta_engine_add_receiver(e, &r, &list));
    CHECK(complete.id != 0 && trash.id != 0 && list.id != 0 && complete.id != trash.id);
    CHECK_OK(dta_engine_find_receiver(e, "trash", &found));
    CHECK(found.id == trash.id);
    CHECK_STATUS(dta_engine_find_receiver(e, "nowhere", &found), DTA_ERR_HANDLE);
    CHECK(found.id == 0 && contains(dta_engine_last_error(e), "nowhere"));

    /* Sources: two rows (long-press, the default) and Add New (4 points of movement). */
    s.id = "t1"; s.payload_kind = "task"; s.object_id = "t1"; s.x = 30; s.y = 70; s.width = 440; s.height = 44; s.z = 1;
    CHECK_OK(dta_engine_add_source(e, &s, &t1));
    s.id = "t2"; s.object_id = "t2"; s.y = 120;
    CHECK_OK(dta_engine_add_source(e, &s, &t2));
    s.id = "add"; s.payload_kind = "addNew"; s.object_id = NULL; s.x = 540; s.y = 460; s.width = 220; s.height = 100;
    s.activation = DTA_ACTIVATION_DISTANCE; s.distance = 4; s.z = 0;
    CHECK_OK(dta_engine_add_source(e, &s, &add));
    rows[0].source = t1; rows[0].x = 30; rows[0].y = 70; rows[0].width = 440; rows[0].height = 44;
    rows[1].source = t2; rows[1].x = 30; rows[1].y = 120; rows[1].width = 440; rows[1].height = 44;
    CHECK_OK(dta_engine_set_rows(e, list, rows, 2));

    /* A long press lifts t1 at exactly 300 ms; a drop on Complete. */
    CHECK_OK(feed(e, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK(total == 1 && actions[0].type == DTA_ACTION_PRESS_BEGAN && same(actions[0].source_id, "t1"));
    CHECK(actions[0].source.id == t1.id && actions[0].has_deadline && actions[0].deadline_ns == 300 * MS);
    CHECK_OK(dta_engine_next_deadline(e, &has, &deadline));
    CHECK(has == 1 && deadline == 300 * MS);
    CHECK_OK(feed(e, DTA_INPUT_TICK, 0, 0, 0, 299));
    CHECK(total == 0);
    CHECK_OK(feed(e, DTA_INPUT_TICK, 0, 0, 0, 300));
    i = find(DTA_ACTION_DRAG_STARTED);
    CHECK(i >= 0 && same(actions[i].payload_kind, "task") && same(actions[i].object_id, "t1") && actions[i].x == 250 && actions[i].badge == 0);
    CHECK_OK(dta_engine_highlight(e, complete, &highlight));
    CHECK(highlight == DTA_HIGHLIGHT_CAN_ACCEPT);
    CHECK_OK(feed(e, DTA_INPUT_MOVE, 1, 650, 150, 400));
    i = find(DTA_ACTION_ENTERED);
    CHECK(i >= 0 && actions[i].receiver.id == complete.id && actions[i].verdict == DTA_VERDICT_ACCEPTS && actions[i].slot == -1);
    CHECK(find(DTA_ACTION_EXITED) >= 0);
    CHECK_OK(dta_engine_highlight(e, complete, &highlight));
    CHECK(highlight == DTA_HIGHLIGHT_TARGETED);
    CHECK_OK(dta_engine_explain(e, 1, &found, text, sizeof text, &length));
    CHECK(found.id == complete.id && contains(text, "complete [complete, z 0]: accepts  <- target") && length == strlen(text));
    CHECK_STATUS(dta_engine_explain(e, 1, NULL, text, 10, &length), DTA_ERR_TOO_SMALL);
    CHECK(strlen(text) == 9 && length > 9);
    CHECK_STATUS(dta_engine_explain(e, 7, &found, text, sizeof text, NULL), DTA_ERR_STATE);
    CHECK_OK(feed(e, DTA_INPUT_UP, 1, 650, 150, 500));
    i = find(DTA_ACTION_DROPPED);
    CHECK(i >= 0 && same(actions[i].receiver_id, "complete") && same(actions[i].tag, "complete") && same(actions[i].object_id, "t1"));
    CHECK(i >= 0 && actions[i].time_ns == 500 * MS && actions[i].pointer == 1);
    CHECK_OK(dta_engine_next_deadline(e, &has, &deadline));
    CHECK(has == 0);

    /* Reordering among the list's rows reports the slot. */
    CHECK_OK(feed(e, DTA_INPUT_DOWN, 1, 250, 92, 1000));
    CHECK_OK(feed(e, DTA_INPUT_TICK, 0, 0, 0, 1300));
    CHECK_OK(feed(e, DTA_INPUT_MOVE, 1, 250, 160, 1400));
    i = find(DTA_ACTION_MOVED_WITHIN) >= 0 ? find(DTA_ACTION_MOVED_WITHIN) : find(DTA_ACTION_ENTERED);
    CHECK(i >= 0 && actions[i].receiver.id == list.id && actions[i].slot == 2);
    /* (1.10.0) Its preview: t1 (row 0) over slot 2, so row 1 moves up a pitch (120 - 70) into its
       place; no animation at the engine (its receivers carry no cues); its insertion line below the
       last row, at the top level. An unknown pointer: none. */
    CHECK_OK(dta_engine_preview(e, 1, &pv));
    CHECK(pv.has == 1 && pv.receiver.id == list.id && same(pv.receiver_id, "list") && pv.slot == 2 && pv.from_row == 0
          && pv.first == 1 && pv.count == 1 && pv.offset == -50 && pv.animation == DTA_ANIMATION_NONE
          && pv.curve == DTA_CURVE_NONE && pv.animation_ms == 0 && pv.depth == 0 && pv.line_y == 164); /* below the last row: 120 + 44 */
    CHECK_OK(dta_engine_preview(e, 7, &pv));
    CHECK(pv.has == 0 && pv.receiver.id == 0 && pv.receiver_id == NULL && pv.slot == -1 && pv.from_row == -1 && pv.count == 0);
    CHECK_STATUS(dta_engine_preview(e, 1, NULL), DTA_ERR_NULL);
    CHECK(same(dta_engine_last_error(e), "out: expected a pointer, found NULL"));
    CHECK_OK(feed(e, DTA_INPUT_UP, 1, 250, 160, 1500));
    i = find(DTA_ACTION_DROPPED);
    CHECK(i >= 0 && actions[i].slot == 2 && same(actions[i].receiver_id, "list"));

    /* The list scrolled 60 points (no drag over it: no actions): the rows' centres are 32 and 82,
       so at y 92 a drop goes after both, at y 70 between them; set again, the rows keep the
       list's offset (1.2.1: the slot stays, nothing is reported); scrolled back to 0, they are
       where they were given (centres 92 and 142: at y 70, before both). */
    CHECK_OK(dta_engine_scroll_rows(e, list, 60));
    CHECK_OK(dta_engine_actions(e, 0, actions, 32, &total));
    CHECK(total == 0);
    CHECK_OK(feed(e, DTA_INPUT_DOWN, 1, 250, 92, 1600));
    CHECK_OK(feed(e, DTA_INPUT_TICK, 0, 0, 0, 1900));
    i = find(DTA_ACTION_ENTERED);
    CHECK(i >= 0 && actions[i].receiver.id == list.id && actions[i].slot == 2);
    CHECK_OK(feed(e, DTA_INPUT_MOVE, 1, 250, 70, 1950));
    i = find(DTA_ACTION_MOVED_WITHIN);
    CHECK(i >= 0 && actions[i].slot == 1);
    CHECK_OK(dta_engine_set_rows(e, list, rows, 2));
    CHECK_OK(dta_engine_actions(e, 0, actions, 32, &total));
    CHECK(total == 0);
    CHECK_OK(dta_engine_scroll_rows(e, list, 0));
    CHECK_OK(dta_engine_actions(e, 0, actions, 32, &total));
    i = find(DTA_ACTION_MOVED_WITHIN);
    CHECK(i >= 0 && actions[i].slot == 0);
    CHECK_STATUS(dta_engine_scroll_rows(e, list, NAN), DTA_ERR_INVALID);
    CHECK(contains(dta_engine_last_error(e), "finite scroll offset"));
    CHECK_STATUS(dta_engine_scroll_rows(e, trash, 10), DTA_ERR_INVALID);
    CHECK(contains(dta_engine_last_error(e), "whose rows were set"));
    CHECK_OK(feed(e, DTA_INPUT_UP, 1, 250, 70, 1990));
    CHECK(find(DTA_ACTION_DROPPED) >= 0);

    /* Add New dragged onto Trash: refused while over it, cancelled on release. */
    CHECK_OK(feed(e, DTA_INPUT_DOWN, 2, 600, 500, 2000));
    CHECK_OK(feed(e, DTA_INPUT_MOVE, 2, 600, 300, 2100));
    CHECK(find(DTA_ACTION_DRAG_STARTED) >= 0);
    i = find(DTA_ACTION_ENTERED);
    CHECK(i >= 0 && actions[i].receiver.id == trash.id && actions[i].verdict == DTA_VERDICT_REJECTS);
    CHECK(i >= 0 && same(actions[i].reason, "kindNotAccepted") && same(actions[i].detail, "does not accept addNew"));
    CHECK_OK(dta_engine_highlight(e, trash, &highlight));
    CHECK(highlight == DTA_HIGHLIGHT_REJECTING);
    CHECK_OK(feed(e, DTA_INPUT_UP, 2, 600, 300, 2200));
    i = find(DTA_ACTION_CANCELLED);
    CHECK(i >= 0 && same(actions[i].reason, "releasedOnRefusingReceiver") && actions[i].receiver.id == trash.id);
    CHECK(i >= 0 && same(actions[i].detail, "releasedOnRefusingReceiver on trash (does not accept addNew)"));
    {
        /* A registry call the engine refuses leaves the last call's actions and their texts be
           (1.2.1; they were emptied and the texts freed before the refusal). */
        const char *kept = i >= 0 ? actions[i].detail : NULL;
        size_t before = total;
        dta_receiver_desc again = DTA_RECEIVER_DESC_INIT;
        dta_receiver ignored;
        again.id = "trash";
        again.width = 10;
        again.height = 10;
        CHECK_STATUS(dta_engine_add_receiver(e, &again, &ignored), DTA_ERR_DUPLICATE);
        CHECK(same(kept, "releasedOnRefusingReceiver on trash (does not accept addNew)"));
        CHECK_OK(dta_engine_actions(e, 0, actions, 32, &total));
        CHECK(total == before && find(DTA_ACTION_CANCELLED) == i);
    }

    /* Two fingers drag two things at once; a third cannot take a held source; Escape cancels both. */
    CHECK_OK(feed(e, DTA_INPUT_DOWN, 10, 250, 92, 3000));
    CHECK_OK(feed(e, DTA_INPUT_DOWN, 11, 600, 500, 3010));
    CHECK_OK(feed(e, DTA_INPUT_MOVE, 11, 650, 150, 3050));
    CHECK(find(DTA_ACTION_DRAG_STARTED) >= 0 && actions[find(DTA_ACTION_DRAG_STARTED)].pointer == 11);
    CHECK_OK(feed(e, DTA_INPUT_TICK, 0, 0, 0, 3300));
    CHECK(find(DTA_ACTION_DRAG_STARTED) >= 0 && actions[find(DTA_ACTION_DRAG_STARTED)].pointer == 10);
    CHECK_OK(feed(e, DTA_INPUT_DOWN, 12, 250, 92, 3310));
    i = find(DTA_ACTION_PRESS_REFUSED);
    CHECK(i >= 0 && actions[i].pointer == 12 && actions[i].held_by == 10);
    CHECK_OK(feed(e, DTA_INPUT_ESCAPE, 0, 0, 0, 3400));
    CHECK(total == 2 && actions[0].type == DTA_ACTION_CANCELLED && actions[1].type == DTA_ACTION_CANCELLED);
    CHECK(same(actions[0].reason, "escape") && same(actions[1].reason, "escape"));

    /* A receiver removed mid-drag: the drag exits it, and released there cancels with receiverRemoved. */
    CHECK_OK(feed(e, DTA_INPUT_DOWN, 1, 250, 142, 4000));
    CHECK_OK(feed(e, DTA_INPUT_TICK, 0, 0, 0, 4300));
    CHECK_OK(feed(e, DTA_INPUT_MOVE, 1, 650, 150, 4400));
    CHECK_OK(dta_engine_remove_receiver(e, complete));
    CHECK_OK(dta_engine_actions(e, 0, actions, 32, &total));
    CHECK(total == 1 && actions[0].type == DTA_ACTION_EXITED && same(actions[0].receiver_id, "complete") && actions[0].receiver.id == 0);
    CHECK_OK(feed(e, DTA_INPUT_UP, 1, 650, 150, 4500));
    i = find(DTA_ACTION_CANCELLED);
    CHECK(i >= 0 && same(actions[i].reason, "receiverRemoved") && same(actions[i].source_id, "t2"));
    CHECK_STATUS(dta_engine_update_receiver(e, complete, 0, 0, 10, 10), DTA_ERR_HANDLE);
    CHECK(contains(dta_engine_last_error(e), "no receiver has it (removed, from another engine, or a handle of another kind)"));
    CHECK_STATUS(dta_engine_highlight(e, complete, &highlight), DTA_ERR_HANDLE);
    {
        /* A live handle of the other kind is named as one (1.10.0; a receiver's passed as a source's
           said "no source has it (removed, or from another engine)"), as a row's source too. */
        dta_source as_source;
        dta_receiver as_receiver;
        dta_row row = DTA_ROW_INIT;
        char want[200];
        as_source.id = list.id;
        CHECK_STATUS(dta_engine_update_source(e, as_source, 0, 0, 1, 1), DTA_ERR_HANDLE);
        snprintf(want, sizeof want, "source handle %llu is a receiver's handle (receiver \"list\"), passed as a source's",
                 (unsigned long long)list.id);
        CHECK(same(dta_engine_last_error(e), want));
        row.source = as_source; row.x = 30; row.y = 70; row.width = 440; row.height = 44;
        CHECK_STATUS(dta_engine_set_rows(e, list, &row, 1), DTA_ERR_HANDLE);
        snprintf(want, sizeof want, "rows[0].source: source handle %llu is a receiver's handle (receiver \"list\"), passed as a source's",
                 (unsigned long long)list.id);
        CHECK(same(dta_engine_last_error(e), want));
        as_receiver.id = t1.id;
        CHECK_STATUS(dta_engine_update_receiver(e, as_receiver, 0, 0, 1, 1), DTA_ERR_HANDLE);
        snprintf(want, sizeof want, "receiver handle %llu is a source's handle (source \"t1\"), passed as a receiver's",
                 (unsigned long long)t1.id);
        CHECK(same(dta_engine_last_error(e), want));
    }

    /* A new receiver in the removed one's slot gets a new generation: the old handle stays refused. */
    r.id = "complete"; r.x = 540; r.y = 80; r.width = 220; r.height = 140; r.accepts = task_only; r.accepts_count = 1;
    r.placement = DTA_PLACEMENT_ONTO;
    CHECK_OK(dta_engine_add_receiver(e, &r, &found));
    CHECK(found.id != complete.id && (found.id & 0xffffffffu) == (complete.id & 0xffffffffu));
    CHECK_STATUS(dta_engine_enable_receiver(e, complete, 0), DTA_ERR_HANDLE);
    complete = found;

    /* Update, enable and remove; reading actions in pieces. */
    CHECK_OK(dta_engine_update_receiver(e, complete, 540, 80, 220, 150));
    CHECK_OK(dta_engine_enable_receiver(e, complete, 0));
    CHECK_OK(feed(e, DTA_INPUT_DOWN, 1, 250, 92, 5000));
    CHECK_OK(feed(e, DTA_INPUT_TICK, 0, 0, 0, 5300));
    CHECK_OK(feed(e, DTA_INPUT_MOVE, 1, 650, 150, 5400));
    CHECK(find(DTA_ACTION_ENTERED) < 0);  /* disabled: not a target */
    CHECK_OK(dta_engine_enable_receiver(e, complete, 1));
    CHECK_OK(dta_engine_actions(e, 0, actions, 32, &total));
    CHECK(total == 1 && actions[0].type == DTA_ACTION_ENTERED && actions[0].receiver.id == complete.id);
    CHECK_OK(feed(e, DTA_INPUT_UP, 1, 650, 150, 5500));
    CHECK(total == 1 && actions[0].type == DTA_ACTION_DROPPED);
    memset(actions, 0, sizeof actions);
    CHECK_OK(dta_engine_actions(e, 0, actions, 1, &total));
    CHECK(total == 1 && actions[0].type == DTA_ACTION_DROPPED && actions[0].pointer == 1);
    CHECK(actions[1].pointer == 0);  /* capacity 1: nothing written past it */
    CHECK_OK(dta_engine_actions(e, 99, NULL, 0, &total));
    CHECK_OK(feed(e, DTA_INPUT_MOVE, 1, 0, 0, 5600));  /* a hovering pointer: nothing */
    CHECK(total == 0);
    CHECK_OK(dta_engine_update_source(e, t1, 30, 70, 440, 40));
    CHECK_OK(dta_engine_enable_source(e, add, 0));
    CHECK_OK(feed(e, DTA_INPUT_DOWN, 3, 600, 500, 5700));
    CHECK(total == 0);  /* a disabled source is not picked up */
    CHECK_OK(feed(e, DTA_INPUT_UP, 3, 600, 500, 5710));
    CHECK_OK(dta_engine_enable_source(e, add, 1));
    CHECK_OK(feed(e, DTA_INPUT_DOWN, 3, 250, 142, 5800));
    CHECK_OK(dta_engine_remove_source(e, t2));
    CHECK_OK(dta_engine_actions(e, 0, actions, 32, &total));
    CHECK(total == 1 && actions[0].type == DTA_ACTION_PRESS_ENDED && same(actions[0].reason, "sourceRemoved"));
    CHECK_STATUS(dta_engine_remove_source(e, t2), DTA_ERR_HANDLE);

    /* Bad input: each refused with a status and a last error, nothing aborts. */
    {
        dta_input in = input(DTA_INPUT_MOVE, 1, 0, 0, 6000);
        dta_receiver_desc bad = DTA_RECEIVER_DESC_INIT;
        dta_source_desc bad_source = DTA_SOURCE_DESC_INIT;
        dta_row bad_row = DTA_ROW_INIT;
        const char not_utf8[] = {'b', (char)0xff, 'd', 0};
        const char *null_kind[] = {NULL};

        CHECK_STATUS(dta_engine_feed(e, NULL, actions, 32, &total), DTA_ERR_NULL);
        CHECK(contains(dta_engine_last_error(e), "input: expected a pointer, found NULL"));
        CHECK_STATUS(dta_engine_feed(e, &in, actions, 32, NULL), DTA_ERR_NULL);
        CHECK_STATUS(dta_engine_feed(e, &in, NULL, 32, &total), DTA_ERR_NULL);
        in.size = 12;
        total = 7;
        CHECK_STATUS(dta_engine_feed(e, &in, actions, 32, &total), DTA_ERR_SIZE);
        CHECK(contains(dta_engine_last_error(e), "input.size: expected 48"));
        CHECK(total == 0);  /* 1.6.2: it was left as it was */
        total = 7;
        CHECK_STATUS(dta_engine_key(e, 99, NULL, 0, actions, 32, &total), DTA_ERR_INVALID);
        CHECK(total == 0);
        total = 7;
        CHECK_STATUS(dta_engine_actions(e, 0, NULL, 32, &total), DTA_ERR_NULL);
        CHECK(total == 0);
        in.size = sizeof in;
        in.type = 99;
        CHECK_STATUS(dta_engine_feed(e, &in, actions, 32, &total), DTA_ERR_INVALID);
        in.type = DTA_INPUT_MOVE;
        in.kind = -1;
        CHECK_STATUS(dta_engine_feed(e, &in, actions, 32, &total), DTA_ERR_INVALID);
        CHECK(same(dta_engine_last_error(e), "input.kind: expected DTA_POINTER_MOUSE, DTA_POINTER_TOUCH or DTA_POINTER_PEN (0 to 2), found -1"));
        in.type = DTA_INPUT_TICK; /* a tick's kind is unused (1.2.1: it was checked) */
        CHECK_OK(dta_engine_feed(e, &in, actions, 32, &total));
        in.type = DTA_INPUT_MOVE;
        in.kind = DTA_POINTER_TOUCH;
        CHECK_STATUS(feed(e, DTA_INPUT_DOWN, 5, NAN, 92, 6000), DTA_ERR_REJECTED);
        CHECK(total == 1 && actions[0].type == DTA_ACTION_INPUT_REJECTED && same(actions[0].reason, "nonFinitePosition"));
        CHECK(same(dta_engine_last_error(e), "input rejected: position not finite (input.x nan, input.y 92.0)"));
        CHECK_STATUS(feed(e, DTA_INPUT_MOVE, 5, 1, 1, 10), DTA_ERR_REJECTED);
        CHECK(total == 1 && same(actions[0].reason, "timeWentBackwards"));
        CHECK_OK(feed(e, DTA_INPUT_TICK, 0, 0, 0, 6000));
        CHECK(same(dta_engine_last_error(e), ""));

        CHECK_STATUS(dta_engine_add_receiver(e, NULL, &found), DTA_ERR_NULL);
        CHECK_STATUS(dta_engine_add_receiver(e, &bad, NULL), DTA_ERR_NULL);
        CHECK_STATUS(dta_engine_add_receiver(e, &bad, &found), DTA_ERR_NULL);  /* no id */
        CHECK(contains(dta_engine_last_error(e), "desc.id: expected a string, found NULL"));
        bad.id = not_utf8;
        CHECK_STATUS(dta_engine_add_receiver(e, &bad, &found), DTA_ERR_UTF8);
        CHECK(contains(dta_engine_last_error(e), "desc.id: expected UTF-8 text"));
        bad.id = "trash";
        CHECK_STATUS(dta_engine_add_receiver(e, &bad, &found), DTA_ERR_DUPLICATE);
        CHECK(contains(dta_engine_last_error(e), "receiver \"trash\": a receiver with this id is already registered"));
        bad.id = "nan";
        bad.width = NAN;
        CHECK_STATUS(dta_engine_add_receiver(e, &bad, &found), DTA_ERR_INVALID);
        CHECK(contains(dta_engine_last_error(e), "receiver \"nan\" frame"));
        bad.width = 10;
        bad.accepts_count = 1;
        CHECK_STATUS(dta_engine_add_receiver(e, &bad, &found), DTA_ERR_NULL);
        bad.accepts = null_kind;
        CHECK_STATUS(dta_engine_add_receiver(e, &bad, &found), DTA_ERR_NULL);
        CHECK(contains(dta_engine_last_error(e), "desc.accepts[0]"));
        bad.accepts_count = 0;
        bad.placement = 7;
        CHECK_STATUS(dta_engine_add_receiver(e, &bad, &found), DTA_ERR_INVALID);
        bad.placement = DTA_PLACEMENT_ONTO;
        bad.enabled = 2;
        CHECK_STATUS(dta_engine_add_receiver(e, &bad, &found), DTA_ERR_INVALID);
        bad.enabled = 1;
        bad.size = 8;
        CHECK_STATUS(dta_engine_add_receiver(e, &bad, &found), DTA_ERR_SIZE);
        CHECK_STATUS(dta_engine_update_receiver(e, trash, 0, 0, -5, 10), DTA_ERR_INVALID);
        CHECK_STATUS(dta_engine_update_receiver(e, trash, INFINITY, 0, 5, 10), DTA_ERR_INVALID);
        CHECK_STATUS(dta_engine_enable_receiver(e, trash, 3), DTA_ERR_INVALID);
        CHECK_STATUS(dta_engine_find_receiver(e, NULL, &found), DTA_ERR_NULL);
        CHECK_STATUS(dta_engine_find_receiver(e, not_utf8, &found), DTA_ERR_UTF8);
        CHECK_STATUS(dta_engine_set_rows(e, trash, rows, 1), DTA_ERR_INVALID);  /* not a list */
        CHECK(contains(dta_engine_last_error(e), "amongRows"));
        CHECK_STATUS(dta_engine_set_rows(e, list, NULL, 2), DTA_ERR_NULL);
        bad_row.source = t2;  /* removed above */
        CHECK_STATUS(dta_engine_set_rows(e, list, &bad_row, 1), DTA_ERR_HANDLE);
        CHECK_STATUS(dta_engine_add_source(e, &bad_source, &t2), DTA_ERR_NULL);
        bad_source.id = "x";
        bad_source.payload_kind = not_utf8;
        CHECK_STATUS(dta_engine_add_source(e, &bad_source, &t2), DTA_ERR_UTF8);
        bad_source.payload_kind = "task";
        bad_source.activation = DTA_ACTIVATION_DISTANCE;
        bad_source.distance = NAN;
        CHECK_STATUS(dta_engine_add_source(e, &bad_source, &t2), DTA_ERR_INVALID);
        bad_source.activation = DTA_ACTIVATION_LONG_PRESS;
        bad_source.distance = 10;
        bad_source.long_press_ns = -1;
        CHECK_STATUS(dta_engine_add_source(e, &bad_source, &t2), DTA_ERR_INVALID);
        CHECK(same(dta_engine_last_error(e), "desc.long_press_ns: expected a duration of 0 ns or more, found -1"));
        bad_source.long_press_ns = 300000000;
        bad_source.activation = 9;
        CHECK_STATUS(dta_engine_add_source(e, &bad_source, &t2), DTA_ERR_INVALID);
        bad_source.activation = DTA_ACTIVATION_IMMEDIATE;
        bad_source.id = "add";
        CHECK_STATUS(dta_engine_add_source(e, &bad_source, &t2), DTA_ERR_DUPLICATE);
        CHECK_STATUS(dta_engine_update_source(e, add, NAN, 0, 1, 1), DTA_ERR_INVALID);
        CHECK_STATUS(dta_engine_enable_source(e, t2, 1), DTA_ERR_HANDLE);
        CHECK_STATUS(dta_engine_highlight(e, trash, NULL), DTA_ERR_NULL);
        CHECK_STATUS(dta_engine_next_deadline(e, NULL, &deadline), DTA_ERR_NULL);
        CHECK_STATUS(dta_engine_actions(e, 0, actions, 32, NULL), DTA_ERR_NULL);
        found.id = 0;
        CHECK_STATUS(dta_engine_highlight(e, found, &highlight), DTA_ERR_HANDLE);
        found.id = 0xdeadbeef12345678ULL;
        CHECK_STATUS(dta_engine_enable_receiver(e, found, 1), DTA_ERR_HANDLE);
    }

    /* After destroy: every call refuses the handle, last_error says why, a second destroy too. */
    gone = e;
    CHECK_OK(dta_engine_destroy(e));
    CHECK_STATUS(dta_engine_destroy(gone), DTA_ERR_HANDLE);
    CHECK_STATUS(feed(gone, DTA_INPUT_MOVE, 1, 0, 0, 7000), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_engine_add_receiver(gone, &r, &found), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_engine_add_source(gone, &s, &t1), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_engine_update_receiver(gone, trash, 0, 0, 1, 1), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_engine_enable_receiver(gone, trash, 1), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_engine_remove_receiver(gone, trash), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_engine_find_receiver(gone, "trash", &found), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_engine_set_rows(gone, list, rows, 1), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_engine_update_source(gone, add, 0, 0, 1, 1), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_engine_enable_source(gone, add, 1), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_engine_remove_source(gone, add), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_engine_actions(gone, 0, actions, 32, &total), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_engine_highlight(gone, trash, &highlight), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_engine_next_deadline(gone, &has, &deadline), DTA_ERR_HANDLE);
    length = 7; strcpy(text, "stale");
    CHECK_STATUS(dta_engine_explain(gone, 1, &found, text, sizeof text, &length), DTA_ERR_HANDLE);
    CHECK(length == 0 && same(text, ""));  /* 1.6.2: both were left as they were */
    CHECK(contains(dta_engine_last_error(gone), "not a live engine"));
    pv.has = 1; pv.receiver_id = "stale";
    CHECK_STATUS(dta_engine_preview(gone, 1, &pv), DTA_ERR_HANDLE);
    CHECK(pv.has == 0 && pv.receiver_id == NULL && pv.slot == -1);
    /* A new engine in the same slot does not answer to the old handle. */
    CHECK_OK(dta_engine_create(&e));
    CHECK(e.id != gone.id);
    CHECK_STATUS(dta_engine_destroy(gone), DTA_ERR_HANDLE);
    CHECK_OK(dta_engine_destroy(e));
}

/* ---- The runtime --------------------------------------------------------------------------- */

static dta_event events[32];

static int find_event(int32_t type) {
    size_t i;
    for (i = 0; i < total && i < 32; i++) if (events[i].type == type) return (int)i;
    return -1;
}

static dta_status rfeed(dta_runtime rt, int32_t type, int64_t pointer, double x, double y, int64_t ms) {
    dta_input in = input(type, pointer, x, y, ms);
    return dta_runtime_feed(rt, &in, events, 32, &total);
}

/* The completed and trashed ids, space-separated, and the open list's order. */
static void board_summary(dta_runtime rt, char *open, char *completed, char *trashed) {
    size_t count, i;
    dta_item item;
    open[0] = completed[0] = trashed[0] = 0;
    CHECK_OK(dta_runtime_board_count(rt, &count));
    for (i = 0; i < count; i++) {
        char *to;
        CHECK_OK(dta_runtime_board_item(rt, i, &item));
        to = item.status == DTA_STATUS_OPEN ? open : item.status == DTA_STATUS_COMPLETED ? completed : trashed;
        if (item.status == DTA_STATUS_OPEN && !same(item.list_id, "inbox")) continue;
        if (to[0]) strcat(to, " ");
        strcat(to, item.id);
    }
}

static void runtime_tests(const char *scene, const char *store) {
    dta_runtime rt, gone;
    dta_receiver_info receiver;
    dta_source_info source;
    dta_item item;
    size_t count, length, i;
    int32_t has, done, dragging;
    int64_t deadline;
    double x, y;
    const char *dragged;
    char text[4096], open[256], completed[256], trashed[256];
    int k;

    CHECK_STATUS(dta_runtime_create(NULL), DTA_ERR_NULL);
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_STATUS(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 0), DTA_ERR_STATE);
    CHECK(contains(dta_runtime_last_error(rt), "no scene loaded"));
    CHECK_STATUS(dta_runtime_load(rt, NULL, "todo.json", NULL), DTA_ERR_NULL);
    CHECK_STATUS(dta_runtime_load(rt, "{\"name\": \"x\", \"viewport\": {\"width\": \"wide\"}}", "bad.json", NULL), DTA_ERR_SCENE);
    CHECK(contains(dta_runtime_last_error(rt), "bad.json: viewport.width: expected"));
    CHECK_STATUS(dta_runtime_load(rt, "{", NULL, NULL), DTA_ERR_SCENE);
    CHECK(contains(dta_runtime_last_error(rt), "scene:1:2: expected"));
    /* An empty name is no name, as NULL: "scene" (1.10.0; the error started with a bare ": viewport"). */
    CHECK_STATUS(dta_runtime_load(rt, "{\"viewport\": 5}", "", NULL), DTA_ERR_SCENE);
    CHECK(same(dta_runtime_last_error(rt), "scene: viewport: expected an object, found 5"));
    CHECK_STATUS(dta_runtime_load(rt, scene, "todo.json", "/nonexistent-dir/board.db"), DTA_ERR_STORE);
    CHECK(contains(dta_runtime_last_error(rt), "/nonexistent-dir/board.db"));
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", store));
    CHECK_STATUS(dta_runtime_load(rt, scene, "todo.json", store), DTA_ERR_STATE);

    CHECK_OK(dta_runtime_receiver_count(rt, &count));
    CHECK(count == 3);
    CHECK_OK(dta_runtime_receiver(rt, 1, &receiver));
    CHECK(same(receiver.id, "complete") && same(receiver.role, "complete") && receiver.x == 540 && receiver.highlight == DTA_HIGHLIGHT_IDLE);
    CHECK_STATUS(dta_runtime_receiver(rt, 3, &receiver), DTA_ERR_INVALID);
    CHECK_OK(dta_runtime_source_count(rt, &count));
    CHECK(count == 1);
    CHECK_OK(dta_runtime_source(rt, 0, &source));
    CHECK(same(source.id, "add") && same(source.payload_kind, "addNew") && source.y == 460);
    board_summary(rt, open, completed, trashed);
    CHECK(same(open, "t1 t2 t3 t4 t5") && same(completed, "") && same(trashed, ""));
    CHECK_OK(dta_runtime_board_item(rt, 0, &item));
    CHECK(same(item.title, "Buy milk") && item.visible && item.x == 30 && item.y == 70 && item.width == 440 && item.position == 0);

    /* Long press on "Buy milk", onto Complete: applied. */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(dta_runtime_next_deadline(rt, &has, &deadline));
    CHECK(has && deadline == 300 * MS);
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 300));
    CHECK(find_event(DTA_ACTION_DRAG_STARTED) >= 0);
    CHECK_OK(dta_runtime_drag(rt, 1, &dragging, &dragged, &x, &y));
    CHECK(dragging == 1 && same(dragged, "t1") && x == 250 && y == 92);
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 650, 150, 400));
    CHECK_OK(dta_runtime_receiver(rt, 1, &receiver));
    CHECK(receiver.highlight == DTA_HIGHLIGHT_TARGETED);
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 650, 150, 800));
    k = find_event(DTA_EVENT_APPLIED);
    CHECK(k >= 0 && same(events[k].tag, "complete") && same(events[k].task_id, "t1") && same(events[k].detail, "complete t1"));
    CHECK(k > 0 && events[k - 1].type == DTA_ACTION_DROPPED);
    CHECK_OK(dta_runtime_event_text(rt, (size_t)k, text, sizeof text, &length));
    CHECK(same(text, "    800 ms       applied: complete t1"));
    CHECK_STATUS(dta_runtime_event_text(rt, 99, text, sizeof text, &length), DTA_ERR_INVALID);
    CHECK_OK(dta_runtime_drag(rt, 1, &dragging, &dragged, &x, &y));
    CHECK(dragging == 0 && dragged == NULL);
    board_summary(rt, open, completed, trashed);
    CHECK(same(open, "t2 t3 t4 t5") && same(completed, "t1"));
    CHECK_OK(dta_runtime_board_item(rt, 0, &item));
    CHECK(same(item.id, "t2") && item.y == 70);  /* the rows were laid out again */

    /* Add New onto Trash: refused, nothing changes. */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 2, 600, 500, 1000));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 2, 600, 300, 1100));
    k = find_event(DTA_ACTION_ENTERED);
    CHECK(k >= 0 && same(events[k].receiver_id, "trash") && events[k].verdict == DTA_VERDICT_REJECTS);
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 2, 600, 300, 1200));
    k = find_event(DTA_ACTION_CANCELLED);
    CHECK(k >= 0 && same(events[k].reason, "releasedOnRefusingReceiver") && same(events[k].receiver_id, "trash"));
    CHECK(find_event(DTA_EVENT_APPLIED) < 0);
    CHECK_OK(dta_runtime_event_text(rt, (size_t)k, text, sizeof text, NULL));
    CHECK(contains(text, "cancelled add: releasedOnRefusingReceiver on trash (does not accept addNew)"));

    /* Add New into the list at slot 1, then Escape mid-drag cancels a second one. */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 2, 600, 500, 2000));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 2, 250, 130, 2100));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 2, 250, 130, 2200));
    k = find_event(DTA_EVENT_APPLIED);
    CHECK(k >= 0 && same(events[k].tag, "add") && same(events[k].task_id, "new-1") && same(events[k].list_id, "inbox") && events[k].slot == 1);
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 2, 600, 500, 2300));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 2, 250, 130, 2400));
    CHECK_OK(rfeed(rt, DTA_INPUT_ESCAPE, 0, 0, 0, 2500));
    k = find_event(DTA_ACTION_CANCELLED);
    CHECK(k >= 0 && same(events[k].reason, "escape"));
    board_summary(rt, open, completed, trashed);
    CHECK(same(open, "t2 new-1 t3 t4 t5"));

    /* Undo the add; redo it; undo it again. Each says what it did first (1.3), at the last input's time. */
    CHECK_OK(dta_runtime_undo(rt, &done));
    CHECK(done == 1);
    CHECK_OK(dta_runtime_events(rt, 0, events, 32, &total));
    CHECK(total == 1 && events[0].type == DTA_EVENT_UNDONE && same(events[0].detail, "add at 1") && same(events[0].tag, "add"));
    CHECK(same(events[0].task_id, "new-1") && same(events[0].list_id, "inbox") && events[0].pointer == -1 && events[0].slot == -1);
    CHECK(events[0].time_ns == 2500 * MS && events[0].x == 0 && events[0].y == 0);
    CHECK_OK(dta_runtime_event_text(rt, 0, text, sizeof text, &length));
    CHECK(same(text, "   2500 ms       undone: add at 1"));
    board_summary(rt, open, completed, trashed);
    CHECK(same(open, "t2 t3 t4 t5") && same(completed, "t1"));
    CHECK_OK(dta_runtime_redo(rt, &done));
    CHECK(done == 1);
    CHECK_OK(dta_runtime_events(rt, 0, events, 32, &total));
    CHECK(total == 1 && events[0].type == DTA_EVENT_REDONE && same(events[0].detail, "add at 1") && same(events[0].task_id, "new-1"));
    CHECK_OK(dta_runtime_event_text(rt, 0, text, sizeof text, &length));
    CHECK(same(text, "   2500 ms       redone: add at 1"));
    board_summary(rt, open, completed, trashed);
    CHECK(same(open, "t2 new-1 t3 t4 t5"));
    CHECK_OK(dta_runtime_redo(rt, &done));  /* nothing to redo: no event */
    CHECK(done == 0);
    CHECK_OK(dta_runtime_events(rt, 0, events, 32, &total));
    CHECK(total == 0);
    CHECK_OK(dta_runtime_undo(rt, &done));
    CHECK_OK(dta_runtime_events(rt, 0, events, 32, &total));
    CHECK(total == 1 && events[0].type == DTA_EVENT_UNDONE);
    CHECK_STATUS(dta_runtime_undo(rt, NULL), DTA_ERR_NULL);

    /* The board as JSON, and the buffer rules. */
    CHECK_OK(dta_runtime_board_json(rt, text, sizeof text, &length));
    CHECK(contains(text, "\"completed\":[{\"id\":\"t1\",\"title\":\"Buy milk\"}]") && length == strlen(text));
    CHECK(contains(text, "{\"id\":\"inbox\",\"title\":\"Inbox\",\"items\":[{\"id\":\"t2\""));
    CHECK_STATUS(dta_runtime_board_json(rt, NULL, 0, &length), DTA_ERR_TOO_SMALL);
    CHECK(length > 100);
    CHECK_STATUS(dta_runtime_board_json(rt, NULL, 10, &length), DTA_ERR_NULL);

    /* Bad input to the runtime. */
    CHECK_STATUS(rfeed(rt, DTA_INPUT_MOVE, 1, NAN, NAN, 3000), DTA_ERR_REJECTED);
    CHECK(total == 1 && events[0].type == DTA_ACTION_INPUT_REJECTED);
    CHECK_STATUS(dta_runtime_feed(rt, NULL, events, 32, &total), DTA_ERR_NULL);
    CHECK_STATUS(dta_runtime_board_item(rt, 1000, &item), DTA_ERR_STATE);  /* a feed since the count */
    CHECK_OK(dta_runtime_board_count(rt, &count));
    CHECK_STATUS(dta_runtime_board_item(rt, 1000, &item), DTA_ERR_INVALID);
    CHECK_STATUS(dta_runtime_board_count(rt, NULL), DTA_ERR_NULL);
    CHECK_STATUS(dta_runtime_source(rt, 5, &source), DTA_ERR_INVALID);
    CHECK_STATUS(dta_runtime_drag(rt, 1, NULL, NULL, NULL, NULL), DTA_ERR_NULL);

    /* Destroyed: refused; a new runtime on the same store sees the board it left. */
    gone = rt;
    CHECK_OK(dta_runtime_destroy(rt));
    CHECK_STATUS(dta_runtime_destroy(gone), DTA_ERR_HANDLE);
    CHECK_STATUS(rfeed(gone, DTA_INPUT_TICK, 0, 0, 0, 5000), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_runtime_load(gone, scene, NULL, NULL), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_runtime_events(gone, 0, events, 32, &total), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_runtime_event_text(gone, 0, text, sizeof text, &length), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_runtime_next_deadline(gone, &has, &deadline), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_runtime_board_json(gone, text, sizeof text, &length), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_runtime_board_count(gone, &count), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_runtime_board_item(gone, 0, &item), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_runtime_undo(gone, &done), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_runtime_redo(gone, &done), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_runtime_receiver_count(gone, &count), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_runtime_receiver(gone, 0, &receiver), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_runtime_source_count(gone, &count), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_runtime_source(gone, 0, &source), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_runtime_drag(gone, 1, &dragging, &dragged, &x, &y), DTA_ERR_HANDLE);
    CHECK(contains(dta_runtime_last_error(gone), "not a live runtime"));
    /* A call failing before its input sets *total to 0 (1.6.2): the README's loop over it after any
       status reads no event it did not write (it was left as it was: uninitialised there). */
    {
        dta_input in = DTA_INPUT_INIT;
        total = 7;
        CHECK_STATUS(dta_runtime_feed(gone, &in, events, 32, &total), DTA_ERR_HANDLE);
        CHECK(total == 0);
        total = 7;
        CHECK_STATUS(dta_runtime_key(gone, DTA_KEY_PICK_UP, NULL, 5000, events, 32, &total), DTA_ERR_HANDLE);
        CHECK(total == 0);
        total = 7;
        CHECK_STATUS(dta_runtime_refresh(gone, 5000, events, 32, &total), DTA_ERR_HANDLE);
        CHECK(total == 0);
        total = 7;
        CHECK_STATUS(dta_runtime_events(gone, 0, events, 32, &total), DTA_ERR_HANDLE);
        CHECK(total == 0);
        /* A text's length and buffer likewise: the kiosk sizes its board_json buffer by the length. */
        length = 7; strcpy(text, "stale");
        CHECK_STATUS(dta_runtime_board_json(gone, text, sizeof text, &length), DTA_ERR_HANDLE);
        CHECK(length == 0 && same(text, ""));
        length = 7; strcpy(text, "stale");
        CHECK_STATUS(dta_runtime_event_text(gone, 0, text, sizeof text, &length), DTA_ERR_HANDLE);
        CHECK(length == 0 && same(text, ""));
        /* And every *count (1.10.0; it was left as it was: 99 stayed 99). */
        count = 99;
        CHECK_STATUS(dta_runtime_board_count(gone, &count), DTA_ERR_HANDLE);
        CHECK(count == 0);
        count = 99;
        CHECK_STATUS(dta_runtime_row_count(gone, 0, &count), DTA_ERR_HANDLE);
        CHECK(count == 0);
        count = 99;
        CHECK_STATUS(dta_runtime_receiver_count(gone, &count), DTA_ERR_HANDLE);
        CHECK(count == 0);
        count = 99;
        CHECK_STATUS(dta_runtime_source_count(gone, &count), DTA_ERR_HANDLE);
        CHECK(count == 0);
    }

    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", store));
    board_summary(rt, open, completed, trashed);
    CHECK(same(open, "t2 t3 t4 t5") && same(completed, "t1") && same(trashed, ""));
    /* Redo survives a restart, of anyone's steps: a runtime loaded again is a new writer (1.10.0),
     * with no undone step of its own. */
    CHECK_OK(dta_runtime_redo(rt, &done));
    CHECK(done == 0);
    CHECK_OK(dta_runtime_set_undo_scope(rt, DTA_UNDO_ANYONE));
    for (i = 0; i < 3; i++) CHECK_OK(dta_runtime_redo(rt, &done));
    board_summary(rt, open, completed, trashed);
    CHECK(same(open, "t2 new-1 t3 t4 t5"));
    CHECK_OK(dta_runtime_destroy(rt));
}

/* ---- Keyboard and gamepad (1.1) ------------------------------------------------------------ */

static dta_status rkey(dta_runtime rt, int32_t key, const char *source, int64_t ms) {
    return dta_runtime_key(rt, key, source, ms * MS, events, 32, &total);
}

/* Keys with nothing to act on are not errors: DTA_OK, and no event of their own (1.3 documents it);
 * dta_runtime_drag(rt, -1, …) and dta_engine_explain(e, -1, …) tell whether the keyboard carries,
 * dta_runtime_focus and dta_engine_focus what it is on and whether that is still there. */
static void keys_with_nothing_to_act_on(const char *scene) {
    dta_engine e;
    dta_runtime rt;
    dta_receiver bin;
    dta_source t1;
    const char *task_only[] = {"task"};
    dta_receiver_desc r = DTA_RECEIVER_DESC_INIT;
    dta_source_desc s = DTA_SOURCE_DESC_INIT;
    int32_t dragging, present;
    const char *focus;
    dta_source focused;
    int keys[] = {DTA_KEY_NEXT, DTA_KEY_PREVIOUS, DTA_KEY_DROP, DTA_KEY_CANCEL, DTA_KEY_ACTIVATE, DTA_KEY_PICK_UP};
    int k;

    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", NULL));
    present = 7;
    focus = "x";
    CHECK_OK(dta_runtime_focus(rt, &focus, &present));
    CHECK(focus == NULL && present == 0);
    CHECK_OK(dta_runtime_focus(rt, NULL, NULL));
    /* Nothing focused, nothing carried: every key but focus does nothing, and says so by saying nothing. */
    for (k = 0; k < 6; k++) {
        CHECK_OK(rkey(rt, keys[k], NULL, 10 + k));
        CHECK(total == 0);
    }
    CHECK_OK(dta_runtime_drag(rt, -1, &dragging, NULL, NULL, NULL));
    CHECK(dragging == 0);
    /* Carrying: a second pick-up does nothing; activate over no folder does nothing. */
    CHECK_OK(rkey(rt, DTA_KEY_FOCUS, "t1", 100));
    CHECK(total == 0);
    CHECK_OK(dta_runtime_focus(rt, &focus, &present));
    CHECK(same(focus, "t1") && present == 1);
    CHECK_OK(rkey(rt, DTA_KEY_PICK_UP, NULL, 110));
    CHECK(find_event(DTA_ACTION_DRAG_STARTED) >= 0);
    CHECK_OK(dta_runtime_drag(rt, -1, &dragging, NULL, NULL, NULL));
    CHECK(dragging == 1);
    CHECK_OK(rkey(rt, DTA_KEY_PICK_UP, NULL, 120));
    CHECK(total == 0);
    CHECK_OK(rkey(rt, DTA_KEY_ACTIVATE, NULL, 130));
    CHECK(total == 0);
    /* Carried to Trash (the list's four other places, Complete, then Trash) and dropped: the focused
     * row is gone, so pick-up has nothing to lift. */
    for (k = 0; k < 6; k++) CHECK_OK(rkey(rt, DTA_KEY_NEXT, NULL, 140 + k));
    CHECK(find_event(DTA_ACTION_ENTERED) >= 0 && same(events[find_event(DTA_ACTION_ENTERED)].receiver_id, "trash"));
    CHECK_OK(rkey(rt, DTA_KEY_DROP, NULL, 150));
    CHECK(find_event(DTA_EVENT_APPLIED) >= 0 && same(events[find_event(DTA_EVENT_APPLIED)].detail, "trash t1"));
    CHECK_OK(rkey(rt, DTA_KEY_PICK_UP, NULL, 160));
    CHECK(total == 0);
    CHECK_OK(dta_runtime_focus(rt, &focus, &present));  /* the focus stays on the row that went: not there */
    CHECK(same(focus, "t1") && present == 0);
    CHECK_STATUS(rkey(rt, DTA_KEY_FOCUS, "t1", 170), DTA_ERR_REJECTED);  /* a trashed task has no row to focus */
    CHECK_OK(dta_runtime_destroy(rt));

    /* The engine: the same keys with nothing carried, and explain telling whether the keyboard carries. */
    CHECK_OK(dta_engine_create(&e));
    r.id = "bin"; r.x = 540; r.y = 260; r.width = 220; r.height = 140; r.accepts = task_only; r.accepts_count = 1;
    CHECK_OK(dta_engine_add_receiver(e, &r, &bin));
    s.id = "t1"; s.payload_kind = "task"; s.object_id = "t1"; s.x = 30; s.y = 70; s.width = 440; s.height = 44;
    CHECK_OK(dta_engine_add_source(e, &s, &t1));
    for (k = 0; k < 6; k++) {
        CHECK_OK(dta_engine_key(e, keys[k], NULL, (10 + k) * MS, actions, 32, &total));
        CHECK(total == 0);
    }
    CHECK_STATUS(dta_engine_explain(e, -1, NULL, NULL, 0, NULL), DTA_ERR_STATE);
    focused.id = 99;
    CHECK_OK(dta_engine_focus(e, &focused, &present));
    CHECK(focused.id == 0 && present == 0);
    CHECK_OK(dta_engine_key(e, DTA_KEY_FOCUS, "t1", 100 * MS, actions, 32, &total));
    CHECK_OK(dta_engine_focus(e, &focused, &present));
    CHECK(focused.id == t1.id && present == 1);
    CHECK_OK(dta_engine_enable_source(e, t1, 0));
    CHECK_OK(dta_engine_focus(e, &focused, &present));  /* disabled: a pick-up would find nothing to lift */
    CHECK(focused.id == t1.id && present == 0);
    CHECK_OK(dta_engine_enable_source(e, t1, 1));
    CHECK_OK(dta_engine_key(e, DTA_KEY_PICK_UP, NULL, 110 * MS, actions, 32, &total));
    CHECK(find(DTA_ACTION_DRAG_STARTED) >= 0);
    CHECK_STATUS(dta_engine_explain(e, -1, NULL, NULL, 0, NULL), DTA_ERR_TOO_SMALL);  /* carrying: there is a hit to explain */
    CHECK_OK(dta_engine_destroy(e));
}

static void keyboard_tests(const char *scene) {
    dta_engine e;
    dta_runtime rt;
    dta_receiver complete, trash;
    dta_source t1;
    const char *task_only[] = {"task"};
    dta_receiver_desc r = DTA_RECEIVER_DESC_INIT;
    dta_source_desc s = DTA_SOURCE_DESC_INIT;
    dta_receiver_info info;
    char open[256], completed[256], trashed[256];
    int32_t has, done;
    int64_t deadline;
    int k, step;

    CHECK(DTA_VERSION == 1011000);

    /* The engine: Tab-like steps from the target nearest the source, then a drop. */
    CHECK_OK(dta_engine_create(&e));
    r.id = "complete"; r.tag = "complete"; r.x = 540; r.y = 80; r.width = 220; r.height = 140;
    r.accepts = task_only; r.accepts_count = 1;
    CHECK_OK(dta_engine_add_receiver(e, &r, &complete));
    r.id = "trash"; r.tag = "trash"; r.y = 260;
    CHECK_OK(dta_engine_add_receiver(e, &r, &trash));
    s.id = "t1"; s.payload_kind = "task"; s.object_id = "t1"; s.x = 30; s.y = 70; s.width = 440; s.height = 44;
    CHECK_OK(dta_engine_add_source(e, &s, &t1));
    CHECK_STATUS(dta_engine_key(e, DTA_KEY_FOCUS, "nowhere", 0, actions, 32, &total), DTA_ERR_REJECTED);
    k = find(DTA_ACTION_INPUT_REJECTED);
    CHECK(k >= 0 && same(actions[k].reason, "unknownSource") && actions[k].pointer == -1);
    CHECK_STATUS(dta_engine_key(e, DTA_KEY_FOCUS, NULL, 0, actions, 32, &total), DTA_ERR_NULL);
    CHECK_STATUS(dta_engine_key(e, 8, NULL, 0, actions, 32, &total), DTA_ERR_INVALID);
    CHECK(contains(dta_engine_last_error(e), "DTA_KEY_FOCUS … DTA_KEY_TARGET (0 to 7), found 8"));
    CHECK_STATUS(dta_engine_key(e, DTA_KEY_NEXT, "t1", 0, actions, 32, &total), DTA_ERR_INVALID);
    CHECK_STATUS(dta_engine_key(e, DTA_KEY_FOCUS, "t1", 0, NULL, 0, NULL), DTA_ERR_NULL);
    CHECK_OK(dta_engine_key(e, DTA_KEY_FOCUS, "t1", 1 * MS, actions, 32, &total));
    /* Picked up, the drag is over the target nearest the source: Complete; then Trash, then none. */
    CHECK_OK(dta_engine_key(e, DTA_KEY_PICK_UP, NULL, 2 * MS, actions, 32, &total));
    k = find(DTA_ACTION_DRAG_STARTED);
    CHECK(k >= 0 && actions[k].pointer == -1 && actions[k].source.id == t1.id && same(actions[k].object_id, "t1"));
    k = find(DTA_ACTION_ENTERED);
    CHECK(k >= 0 && actions[k].receiver.id == complete.id && actions[k].verdict == DTA_VERDICT_ACCEPTS);
    CHECK_OK(dta_engine_key(e, DTA_KEY_NEXT, NULL, 3 * MS, actions, 32, &total));
    k = find(DTA_ACTION_ENTERED);
    CHECK(k >= 0 && actions[k].receiver.id == trash.id);
    CHECK_OK(dta_engine_key(e, DTA_KEY_NEXT, NULL, 4 * MS, actions, 32, &total));
    CHECK(total == 1 && actions[0].type == DTA_ACTION_EXITED && actions[0].receiver.id == trash.id);
    CHECK_OK(dta_engine_key(e, DTA_KEY_PREVIOUS, NULL, 5 * MS, actions, 32, &total));
    CHECK_OK(dta_engine_key(e, DTA_KEY_PREVIOUS, NULL, 6 * MS, actions, 32, &total));
    k = find(DTA_ACTION_ENTERED);
    CHECK(k >= 0 && actions[k].receiver.id == complete.id);
    CHECK_OK(dta_engine_key(e, DTA_KEY_DROP, NULL, 7 * MS, actions, 32, &total));
    k = find(DTA_ACTION_DROPPED);
    CHECK(k >= 0 && actions[k].pointer == -1 && same(actions[k].receiver_id, "complete") && same(actions[k].tag, "complete"));
    CHECK_OK(dta_engine_destroy(e));

    /* The runtime: announcements on, "Buy milk" carried by keys to Complete and dropped there. */
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_STATUS(dta_runtime_set_announcements(rt, 1), DTA_ERR_STATE);
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", NULL));
    CHECK_STATUS(dta_runtime_set_announcements(rt, 2), DTA_ERR_INVALID);
    CHECK_OK(dta_runtime_set_announcements(rt, 1));
    /* Nothing focused, nothing to undo: said (1.7.0), with no source. */
    CHECK_OK(rkey(rt, DTA_KEY_PICK_UP, NULL, 0));
    k = find_event(DTA_EVENT_ANNOUNCED);
    CHECK(total == 1 && k == 0 && same(events[k].reason, "notPickedUp") && events[k].source_id == NULL
          && same(events[k].detail, "Nothing to pick up: nothing is focused."));
    CHECK_OK(dta_runtime_undo(rt, &done));
    CHECK_OK(dta_runtime_events(rt, 0, events, 32, &total));
    CHECK(done == 0 && total == 1 && events[0].type == DTA_EVENT_ANNOUNCED && same(events[0].reason, "nothingToUndo")
          && events[0].source_id == NULL && same(events[0].detail, "Nothing to undo."));
    CHECK_OK(rkey(rt, DTA_KEY_FOCUS, "t1", 0));
    CHECK_OK(rkey(rt, DTA_KEY_PICK_UP, NULL, 10));
    k = find_event(DTA_EVENT_ANNOUNCED);
    CHECK(k >= 0 && same(events[k].reason, "pickedUp") && same(events[k].source_id, "t1")
          && same(events[k].detail, "Picked up Buy milk. Tab or the arrow keys choose where it goes, Space or Enter drops it, Escape cancels."));
    /* Positions 2 to 5 of the list, then Complete; an update waits 500 ms of quiet. */
    for (step = 0; step < 5; step++) CHECK_OK(rkey(rt, DTA_KEY_NEXT, NULL, 20 + step * 10));
    CHECK(find_event(DTA_EVENT_ANNOUNCED) < 0);
    CHECK_OK(dta_runtime_receiver(rt, 1, &info));
    CHECK(same(info.id, "complete") && info.highlight == DTA_HIGHLIGHT_TARGETED);
    CHECK_OK(dta_runtime_next_deadline(rt, &has, &deadline));
    CHECK(has && deadline == 560 * MS);
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 560));
    k = find_event(DTA_EVENT_ANNOUNCED);
    CHECK(k >= 0 && same(events[k].reason, "over") && same(events[k].detail, "Over Complete."));
    CHECK_OK(rkey(rt, DTA_KEY_DROP, NULL, 600));
    k = find_event(DTA_EVENT_APPLIED);
    CHECK(k >= 0 && same(events[k].detail, "complete t1"));
    k = find_event(DTA_EVENT_ANNOUNCED);
    CHECK(k >= 0 && same(events[k].reason, "dropped") && contains(events[k].detail, "Dropped Buy milk"));
    board_summary(rt, open, completed, trashed);
    CHECK(same(open, "t2 t3 t4 t5") && same(completed, "t1"));
    /* An undo and a redo are announced after their own events: which drop, and where the item stands now. */
    CHECK_OK(dta_runtime_undo(rt, &done));
    CHECK_OK(dta_runtime_events(rt, 0, events, 32, &total));
    CHECK(done == 1 && total == 2 && events[0].type == DTA_EVENT_UNDONE && events[1].type == DTA_EVENT_ANNOUNCED);
    CHECK(same(events[1].reason, "undone") && same(events[1].source_id, "t1")
          && same(events[1].detail, "Undid completing Buy milk. Buy milk is back at position 1 of 5 in Inbox."));
    CHECK_OK(dta_runtime_redo(rt, &done));
    CHECK_OK(dta_runtime_events(rt, 0, events, 32, &total));
    CHECK(done == 1 && total == 2 && events[1].type == DTA_EVENT_ANNOUNCED && same(events[1].reason, "redone")
          && same(events[1].detail, "Redid completing Buy milk."));
    /* The focused row went onto Complete: a pick-up says why it lifts nothing (1.7.0). */
    CHECK_OK(rkey(rt, DTA_KEY_PICK_UP, NULL, 700));
    k = find_event(DTA_EVENT_ANNOUNCED);
    CHECK(total == 1 && k == 0 && same(events[k].reason, "notPickedUp") && same(events[k].source_id, "t1")
          && same(events[k].detail, "Cannot pick up Buy milk: it is completed."));
    /* Off again: a keyboard drag says nothing. */
    CHECK_OK(dta_runtime_set_announcements(rt, 0));
    CHECK_OK(rkey(rt, DTA_KEY_FOCUS, "t2", 700));
    CHECK_OK(rkey(rt, DTA_KEY_PICK_UP, NULL, 710));
    CHECK(find_event(DTA_ACTION_DRAG_STARTED) >= 0 && find_event(DTA_EVENT_ANNOUNCED) < 0);
    CHECK_OK(rkey(rt, DTA_KEY_CANCEL, NULL, 720));
    CHECK(find_event(DTA_ACTION_CANCELLED) >= 0);
    /* (1.10.0) A gamepad's buttons named: a keyboard pick-up's hint says them; bad words change nothing. */
    CHECK_OK(dta_runtime_set_announcements(rt, 1));
    CHECK_OK(dta_runtime_set_key_words(rt, "A", "Up and down on the D-pad", "B"));
    CHECK_STATUS(dta_runtime_set_key_words(rt, "", "Tab", "Escape"), DTA_ERR_INVALID);
    CHECK(same(dta_runtime_last_error(rt), "pick_up_and_drop: expected words such as \"A\", found an empty text"));
    CHECK_STATUS(dta_runtime_set_key_words(rt, "X", NULL, "Y"), DTA_ERR_NULL);
    CHECK_STATUS(dta_runtime_set_key_words(rt, "X", "Up\nand down", "Y"), DTA_ERR_INVALID);
    CHECK(same(dta_runtime_last_error(rt), "choose: expected words on one line, found \"Up\\u{A}and down\", which holds a control character"));
    CHECK_STATUS(dta_runtime_set_key_words(rt, "X", "Y", "\xff"), DTA_ERR_UTF8);
    CHECK_OK(rkey(rt, DTA_KEY_PICK_UP, NULL, 730));
    k = find_event(DTA_EVENT_ANNOUNCED);
    CHECK(k >= 0 && same(events[k].reason, "pickedUp")
          && same(events[k].detail, "Picked up Walk the dog. Up and down on the D-pad choose where it goes, A drops it, B cancels."));
    CHECK_OK(dta_runtime_destroy(rt));

    keys_with_nothing_to_act_on(scene);
}

/* What careful embedders rely on (found by a new embedder's audit): texts that outlive queries,
 * errors kept per thread, handles that belong to one engine, buffers checked before an input
 * is used, positions on every pointer action, nothing guessed. */
static sem_t failed_once, main_succeeded;
static char thread_error[256];

static void *fail_then_read(void *engine) {
    dta_receiver r;
    dta_engine e = *(dta_engine *)engine;
    dta_engine_find_receiver(e, "nowhere", &r);  /* fails on this thread */
    sem_post(&failed_once);
    sem_wait(&main_succeeded);
    strncpy(thread_error, dta_engine_last_error(e), sizeof thread_error - 1);
    return NULL;
}

static void *read_error(void *engine) {
    strncpy(thread_error, dta_engine_last_error(*(dta_engine *)engine), sizeof thread_error - 1);
    return NULL;
}

static void embedder_tests(const char *scene) {
    dta_engine e, other, gone;
    dta_runtime rt;
    dta_receiver bin, goneBin, otherBin, found;
    dta_source add;
    dta_action rest[32];
    dta_item item;
    dta_input in;
    pthread_t thread;
    const char *detail, *kinds[] = {"task"};
    char *junk, text[64];
    size_t more, length;
    int32_t highlight, has;
    int64_t deadline;
    int i;
    dta_receiver_desc r = DTA_RECEIVER_DESC_INIT;
    dta_source_desc s = DTA_SOURCE_DESC_INIT;
    dta_row row = DTA_ROW_INIT;

    CHECK_OK(dta_engine_create(&e));
    r.id = "bin"; r.x = 100; r.y = 0; r.width = 100; r.height = 100; r.accepts = kinds; r.accepts_count = 1;
    CHECK_OK(dta_engine_add_receiver(e, &r, &bin));
    s.id = "new"; s.payload_kind = "addNew"; s.activation = DTA_ACTIVATION_IMMEDIATE; s.width = 50; s.height = 50;
    CHECK_OK(dta_engine_add_source(e, &s, &add));

    /* A detail stays valid through queries (reading the rest, highlights, errors): only the next
     * input or registry change replaces it. Its memory is not handed out again meanwhile. */
    CHECK_OK(feed(e, DTA_INPUT_DOWN, 1, 10, 10, 0));
    CHECK_OK(feed(e, DTA_INPUT_MOVE, 1, 150, 40, 10));
    i = find(DTA_ACTION_ENTERED);
    detail = i >= 0 ? actions[i].detail : NULL;
    CHECK(same(detail, "does not accept addNew"));
    CHECK(i >= 0 && actions[i].x == 150 && actions[i].y == 40);  /* every pointer action has the input's position */
    CHECK_OK(dta_engine_actions(e, 0, rest, 32, &more));
    CHECK(more == total && i >= 0 && rest[i].detail == detail && rest[i].x == 150);
    CHECK_OK(dta_engine_highlight(e, bin, &highlight));
    CHECK_STATUS(dta_engine_find_receiver(e, "nowhere", &found), DTA_ERR_HANDLE);
    CHECK_OK(dta_engine_next_deadline(e, &has, &deadline));
    CHECK_STATUS(dta_engine_explain(e, 1, NULL, text, 4, &length), DTA_ERR_TOO_SMALL);
    CHECK(contains(dta_engine_last_error(e), "the text needs") && length > 3);  /* a too-small buffer says how much it needs */
    junk = (char *)malloc(strlen("does not accept addNew") + 1);
    memset(junk, 'x', strlen("does not accept addNew"));
    junk[strlen("does not accept addNew")] = 0;
    CHECK(same(detail, "does not accept addNew"));
    free(junk);

    /* A bad buffer is refused before the input is used: the release below still ends the drag. */
    in = input(DTA_INPUT_UP, 1, 150, 40, 20);
    CHECK_STATUS(dta_engine_feed(e, &in, NULL, 16, &total), DTA_ERR_NULL);
    CHECK_STATUS(dta_engine_feed(e, &in, actions, (size_t)-1, &total), DTA_ERR_INVALID);
    CHECK(contains(dta_engine_last_error(e), "capacity: expected a count of at most 9223372036854775807, found 18446744073709551615"));
    CHECK(same(detail, "does not accept addNew"));  /* a refused call changed nothing, its texts included (valgrind) */
    CHECK_OK(dta_engine_feed(e, &in, actions, 32, &total));
    i = find(DTA_ACTION_CANCELLED);
    CHECK(i >= 0 && actions[i].x == 150 && actions[i].y == 40);

    /* Reserved fields must be 0, counts must be counts. */
    in = input(DTA_INPUT_MOVE, 1, 10, 10, 30);
    in.reserved = 7;
    CHECK_STATUS(dta_engine_feed(e, &in, actions, 32, &total), DTA_ERR_INVALID);
    CHECK(same(dta_engine_last_error(e), "input.reserved: expected 0, found 7"));
    r.id = "many"; r.accepts_count = (size_t)-1;
    CHECK_STATUS(dta_engine_add_receiver(e, &r, &found), DTA_ERR_INVALID);
    CHECK(contains(dta_engine_last_error(e), "desc.accepts_count: expected a count of at most"));
    r.accepts_count = 1;
    r.id = "rows"; r.placement = DTA_PLACEMENT_AMONG_ROWS;
    CHECK_OK(dta_engine_add_receiver(e, &r, &found));
    row.reserved = 1;
    CHECK_STATUS(dta_engine_set_rows(e, found, &row, 1), DTA_ERR_INVALID);
    CHECK(same(dta_engine_last_error(e), "rows[0].reserved: expected 0, found 1"));

    /* Another engine's handles, live or destroyed, are refused, never taken for this engine's. */
    CHECK_OK(dta_engine_create(&gone));
    r.id = "bin"; r.placement = DTA_PLACEMENT_ONTO;
    CHECK_OK(dta_engine_add_receiver(gone, &r, &goneBin));
    CHECK_OK(dta_engine_destroy(gone));
    CHECK_OK(dta_engine_create(&other));
    CHECK_OK(dta_engine_add_receiver(other, &r, &otherBin));
    CHECK_STATUS(dta_engine_remove_receiver(other, goneBin), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_engine_remove_receiver(other, bin), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_engine_highlight(e, otherBin, &highlight), DTA_ERR_HANDLE);
    CHECK_OK(dta_engine_find_receiver(other, "bin", &found));
    CHECK(found.id == otherBin.id);

    /* Each thread reads its own last error: another thread's success does not clear it. */
    sem_init(&failed_once, 0, 0);
    sem_init(&main_succeeded, 0, 0);
    CHECK(pthread_create(&thread, NULL, fail_then_read, &e) == 0);
    sem_wait(&failed_once);
    CHECK_OK(dta_engine_highlight(e, bin, &highlight));
    CHECK(same(dta_engine_last_error(e), ""));
    sem_post(&main_succeeded);
    pthread_join(thread, NULL);
    CHECK(same(thread_error, "receiver \"nowhere\": no receiver with this id is registered"));
    /* A thread made after that one ended (glibc gives it the same pthread_self) has no last error
       of its own yet: it reads "", not the ended thread's (1.2.1). */
    memset(thread_error, 'x', sizeof thread_error - 1);
    CHECK(pthread_create(&thread, NULL, read_error, &e) == 0);
    pthread_join(thread, NULL);
    CHECK(same(thread_error, ""));
    sem_destroy(&failed_once);
    sem_destroy(&main_succeeded);
    CHECK_OK(dta_engine_destroy(other));
    CHECK_OK(dta_engine_destroy(e));

    /* The runtime: an empty store path is not a store; the board's listing goes stale with a feed. */
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_STATUS(dta_runtime_load(rt, scene, "todo.json", ""), DTA_ERR_INVALID);
    CHECK(contains(dta_runtime_last_error(rt), "store_path: expected a file's path"));
    /* A folder's path (1.6.1): SQLite dropped the slash and opened the file of that name. */
    CHECK_STATUS(dta_runtime_load(rt, scene, "todo.json", "board.db/"), DTA_ERR_INVALID);
    CHECK(same(dta_runtime_last_error(rt), "store_path: expected a file's path, found \"board.db/\", which ends in / (a folder's path)"));
    CHECK_STATUS(dta_runtime_board_item(rt, 0, &item), DTA_ERR_STATE);
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", ":memory:"));
    CHECK_STATUS(dta_runtime_board_item(rt, 0, &item), DTA_ERR_STATE);
    CHECK_OK(dta_runtime_board_count(rt, &more));
    CHECK_OK(dta_runtime_board_item(rt, 0, &item));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 5, 5, 0));
    CHECK_STATUS(dta_runtime_board_item(rt, 0, &item), DTA_ERR_STATE);
    CHECK(contains(dta_runtime_last_error(rt), "call dta_runtime_board_count"));
    CHECK_STATUS(dta_runtime_event_text(rt, 0, text, sizeof text, &length), DTA_ERR_INVALID);
    CHECK(same(dta_runtime_last_error(rt), "index: expected an event of the last call (there are none), found 0"));
    CHECK_STATUS(rfeed(rt, DTA_INPUT_MOVE, 1, NAN, 5, 10), DTA_ERR_REJECTED);
    CHECK(same(dta_runtime_last_error(rt), "input rejected: position not finite (input.x nan, input.y 5.0)"));
    CHECK_OK(dta_runtime_destroy(rt));
}

/* (1.7.0) A thread's last errors are freed as it exits: 1,000 short threads each failing one call
 * on a runtime left about 100 bytes each behind in it (its text, and its place in the table of
 * threads) until the runtime was destroyed, ~150 KB here, and a server making a thread per
 * request grew for good. Counted with glibc's mallinfo2 (under valgrind, which answers 0, the
 * count says nothing: the run without it does). */
static void *fail_once(void *runtime) {
    const char *nobody = "nobody";
    dta_status status = dta_runtime_select(*(dta_runtime *)runtime, &nobody, 1);
    return (void *)(size_t)(status == DTA_ERR_INVALID && contains(dta_runtime_last_error(*(dta_runtime *)runtime), "nobody"));
}

/* (1.7.0) A store path naming a file the kernel makes up as it is read is refused as what it is:
 * /proc/version, 0 bytes by its size, was "no such file". */
static void kernel_file_tests(const char *scene) {
    dta_runtime rt;
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_STATUS(dta_runtime_load(rt, scene, "todo.json", "/proc/version"), DTA_ERR_STORE);
    CHECK(same(dta_runtime_last_error(rt),
               "store /proc/version: opening: not a DragToAct store: it is a file of the kernel's proc file system, not a file; it was left untouched"));
    CHECK_OK(dta_runtime_destroy(rt));
}

static void exited_thread_tests(const char *scene) {
    dta_runtime rt;
    pthread_t thread;
    void *failed_as_expected;
    size_t before = 0, after, every = 1;
    int i;
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", NULL));
    for (i = 0; i < 1100; i++) {
        if (i == 100) before = mallinfo2().uordblks;  /* the first hundred warm up glibc's and Swift's caches */
        CHECK(pthread_create(&thread, NULL, fail_once, &rt) == 0);
        pthread_join(thread, &failed_as_expected);
        every &= (size_t)failed_as_expected;
    }
    after = mallinfo2().uordblks;
    CHECK(every == 1);
    CHECK(after < before + 16384);
    if (after >= before + 16384) printf("  the heap grew by %zu bytes over 1,000 threads\n", after - before);
    CHECK_OK(dta_runtime_destroy(rt));
}

/* A drop the store cannot commit (the file may not grow: RLIMIT_FSIZE 0): DTA_ERR_STORE, with
 * the events up to the drop written out as on success, at the release's position, and nothing
 * applied (1.2.1: out and total were left unwritten, the events placed at 0,0). */
static void store_failure_tests(const char *scene, const char *store) {
    dta_runtime rt;
    char path[4096], wal[4200], shm[4200];
    struct rlimit limit, none;
    dta_status status;
    int k;
    snprintf(path, sizeof path, "%s.full", store);
    snprintf(wal, sizeof wal, "%s-wal", path);
    snprintf(shm, sizeof shm, "%s-shm", path);
    remove(path); remove(wal); remove(shm);
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", path));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 300));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 650, 150, 800));
    CHECK(getrlimit(RLIMIT_FSIZE, &limit) == 0);
    none = limit;
    none.rlim_cur = 0;
    signal(SIGXFSZ, SIG_IGN);
    CHECK(setrlimit(RLIMIT_FSIZE, &none) == 0);
    total = 99;
    status = rfeed(rt, DTA_INPUT_UP, 1, 650, 150, 900);
    CHECK(setrlimit(RLIMIT_FSIZE, &limit) == 0);
    signal(SIGXFSZ, SIG_DFL);
    CHECK(status == DTA_ERR_STORE);
    CHECK(contains(dta_runtime_last_error(rt), "applying complete t1"));
    k = find_event(DTA_ACTION_DROPPED);
    CHECK(total == 1 && k == 0 && events[k].x == 650 && events[k].y == 150 && same(events[k].receiver_id, "complete"));
    CHECK(find_event(DTA_EVENT_APPLIED) < 0);
    CHECK_OK(dta_runtime_destroy(rt));
    remove(path); remove(wal); remove(shm);
}

/* (1.11.0) A refresh or an input that could not read the store file (deleted under the runtime)
 * leaves the runtime's time as the runtime has it. A kiosk trial's press after a failed refresh was
 * reported DTA_ERR_REJECTED with a "time went backwards (2000 ms, then 1000 ms)" event, though it
 * was used (its pressBegan in the same call). And an input the runtime never had (before the load)
 * takes no time: the first press after the load, at an earlier time, was rejected. */
static void failed_read_tests(const char *scene, const char *store) {
    dta_runtime rt;
    char path[4096], wal[4200], shm[4200];
    int32_t dragging;
    snprintf(path, sizeof path, "%s-deleted", store);
    snprintf(wal, sizeof wal, "%s-wal", path);
    snprintf(shm, sizeof shm, "%s-shm", path);
    remove(path);
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", path));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 1000));
    CHECK(remove(path) == 0);
    total = 99;
    CHECK_STATUS(dta_runtime_refresh(rt, 2000 * MS, events, 32, &total), DTA_ERR_STORE);
    CHECK(total == 0 && contains(dta_runtime_last_error(rt), "refreshing: the file was deleted or replaced"));
    /* The press fails as the refresh did, unused, and nothing is said of time. */
    CHECK_STATUS(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 3000), DTA_ERR_STORE);
    CHECK(total == 0 && contains(dta_runtime_last_error(rt), "refreshing: the file was deleted or replaced"));
    CHECK_OK(dta_runtime_drag(rt, 1, &dragging, NULL, NULL, NULL));
    CHECK(dragging == 0);
    /* The failed refresh took its time, as one that read would: a press before it is rejected. */
    CHECK_STATUS(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 1500), DTA_ERR_REJECTED);
    CHECK(total == 1 && events[0].type == DTA_ACTION_INPUT_REJECTED && events[0].pointer == 1
          && same(events[0].detail, "time went backwards (2000 ms, then 1500 ms)"));
    CHECK_OK(dta_runtime_destroy(rt));
    remove(wal);
    remove(shm);

    /* Fed before the load (DTA_ERR_STATE), a tick at 5 s leaves no time behind: a press at 0 ms after it is used. */
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_STATUS(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 5000), DTA_ERR_STATE);
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", path));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK(total == 1 && events[0].type == DTA_ACTION_PRESS_BEGAN && same(events[0].source_id, "t1"));
    CHECK_OK(dta_runtime_destroy(rt));
    remove(path);
}

/* (1.4) Selections and sources already in a receiver: in the engine by handle, in the runtime by task id. */
static void selection_tests(const char *scene) {
    dta_engine e;
    dta_runtime rt;
    dta_receiver complete, trash;
    dta_source t1, h1, chosen[2];
    const char *task_only[] = {"task"};
    const char *tasks_and_headers[] = {"task", "header"};
    const char *ids[3];
    dta_receiver_desc r = DTA_RECEIVER_DESC_INIT;
    dta_source_desc s = DTA_SOURCE_DESC_INIT;
    char open[256], completed[256], trashed[256];
    int k;
    int32_t done;

    CHECK_OK(dta_engine_create(&e));
    r.id = "complete"; r.tag = "complete"; r.x = 540; r.y = 80; r.width = 220; r.height = 140;
    r.accepts = task_only; r.accepts_count = 1;
    CHECK_OK(dta_engine_add_receiver(e, &r, &complete));
    r.id = "trash"; r.tag = "trash"; r.y = 260; r.accepts = tasks_and_headers; r.accepts_count = 2;
    CHECK_OK(dta_engine_add_receiver(e, &r, &trash));
    s.id = "t1"; s.payload_kind = "task"; s.object_id = "t1"; s.x = 30; s.y = 70; s.width = 440; s.height = 44;
    CHECK_OK(dta_engine_add_source(e, &s, &t1));
    s.id = "h1"; s.payload_kind = "header"; s.object_id = "h1"; s.y = 120;
    CHECK_OK(dta_engine_add_source(e, &s, &h1));
    /* t1 is already in Trash: Trash refuses its drag, and a release there cancels. */
    CHECK_OK(dta_engine_set_already_in(e, t1, &trash, 1));
    CHECK_STATUS(dta_engine_set_already_in(e, t1, NULL, 1), DTA_ERR_NULL);
    CHECK_OK(feed(e, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(feed(e, DTA_INPUT_TICK, 0, 0, 0, 300));
    CHECK_OK(feed(e, DTA_INPUT_MOVE, 1, 650, 330, 400));
    k = find(DTA_ACTION_ENTERED);
    CHECK(k >= 0 && actions[k].receiver.id == trash.id && actions[k].verdict == DTA_VERDICT_REJECTS
          && same(actions[k].reason, "alreadyThere") && same(actions[k].detail, "t1 is already there"));
    /* Naming where a source is, as selecting, replaces the last call's actions (their details freed),
       as the header lists: set_already_in causes none, so none are left to read. */
    CHECK_OK(dta_engine_set_already_in(e, t1, &trash, 1));
    CHECK_OK(dta_engine_actions(e, 0, NULL, 0, &total));
    CHECK(total == 0);
    /* Selected with h1 mid-drag: the drag is judged again at once; h1 is not in Trash, so Trash takes them. */
    chosen[0] = t1; chosen[1] = h1;
    CHECK_OK(dta_engine_select(e, chosen, 2));
    CHECK_OK(dta_engine_actions(e, 0, actions, 32, &total));
    k = find(DTA_ACTION_MOVED_WITHIN);
    CHECK(k >= 0 && actions[k].receiver.id == trash.id && actions[k].verdict == DTA_VERDICT_ACCEPTS);
    /* Over Complete, which does not take the header carried with t1. */
    CHECK_OK(feed(e, DTA_INPUT_MOVE, 1, 650, 150, 500));
    k = find(DTA_ACTION_ENTERED);
    CHECK(k >= 0 && actions[k].receiver.id == complete.id && actions[k].verdict == DTA_VERDICT_REJECTS
          && same(actions[k].reason, "kindNotAccepted"));
    CHECK_OK(feed(e, DTA_INPUT_UP, 1, 650, 150, 600));
    CHECK(find(DTA_ACTION_CANCELLED) >= 0 && find(DTA_ACTION_DROPPED) < 0);
    CHECK_STATUS(dta_engine_select(e, NULL, 2), DTA_ERR_NULL);
    chosen[1].id = 999;
    CHECK_STATUS(dta_engine_select(e, chosen, 2), DTA_ERR_HANDLE);
    CHECK_OK(dta_engine_select(e, NULL, 0));
    CHECK_OK(dta_engine_destroy(e));

    /* The runtime: Buy milk and Walk the dog selected, Buy milk dragged to Complete: both completed. */
    CHECK_OK(dta_runtime_create(&rt));
    ids[0] = "t1"; ids[1] = "t2"; ids[2] = "nobody";
    CHECK_STATUS(dta_runtime_select(rt, ids, 2), DTA_ERR_STATE);
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", NULL));
    /* A refused select changes nothing: the events of the call before it are still there. */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 250, 92, 0));
    CHECK_STATUS(dta_runtime_select(rt, ids, 3), DTA_ERR_INVALID);
    CHECK(contains(dta_runtime_last_error(rt), "task_ids[2]") && contains(dta_runtime_last_error(rt), "nobody"));
    CHECK_OK(dta_runtime_events(rt, 0, events, 32, &total));
    CHECK(total >= 1 && events[0].type == DTA_ACTION_PRESS_ENDED);
    CHECK_STATUS(dta_runtime_select(rt, NULL, 2), DTA_ERR_NULL);
    CHECK_OK(dta_runtime_select(rt, ids, 2));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 300));
    /* The lifted preview stands for both (1.6.0: a badge of 2). */
    k = find_event(DTA_ACTION_DRAG_STARTED);
    CHECK(k >= 0 && events[k].badge == 2);
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 650, 150, 400));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 650, 150, 500));
    k = find_event(DTA_EVENT_APPLIED);
    CHECK(k >= 0 && same(events[k].detail, "complete t1 t2"));
    /* Its tag is the action's name, completeAll; undone, the first word of its text, as the header lists. */
    CHECK(k >= 0 && same(events[k].tag, "completeAll"));
    board_summary(rt, open, completed, trashed);
    CHECK(same(open, "t3 t4 t5") && same(completed, "t1 t2"));
    CHECK_OK(dta_runtime_undo(rt, &done));
    CHECK_OK(dta_runtime_events(rt, 0, events, 32, &total));
    CHECK(done == 1 && total >= 1 && events[0].type == DTA_EVENT_UNDONE && same(events[0].tag, "complete")
          && same(events[0].detail, "complete t1 t2"));
    CHECK_OK(dta_runtime_redo(rt, &done));
    CHECK_OK(dta_runtime_destroy(rt));
}

/* Two runtimes on one store file (as two kiosks, or two processes): the header promises each sees
 * the other's drops at its next input other than a pointer move (found by a new embedder: a tick,
 * a key, a tap showed the board as it was until the runtime itself wrote). */
static int status_of(dta_runtime rt, const char *id) {
    size_t count = 0, i;
    dta_item item;
    CHECK_OK(dta_runtime_board_count(rt, &count));
    for (i = 0; i < count; i++) {
        CHECK_OK(dta_runtime_board_item(rt, i, &item));
        if (same(item.id, id)) return item.status;
    }
    return -1;
}

/* The title of `id` on the board, or NULL. */
static const char *title_of(dta_runtime rt, const char *id) {
    size_t count = 0, i;
    dta_item item;
    CHECK_OK(dta_runtime_board_count(rt, &count));
    for (i = 0; i < count; i++) {
        CHECK_OK(dta_runtime_board_item(rt, i, &item));
        if (same(item.id, id)) return item.title;
    }
    return NULL;
}

static void shared_store_tests(const char *scene, const char *store) {
    dta_runtime a, b;
    const char *selected[1];
    char path[1024], open[256], completed[256], trashed[256], text[256];
    size_t length;
    const char *focused;
    int32_t present, done;
    dta_item item;
    snprintf(path, sizeof path, "%s-shared", store);
    remove(path);
    CHECK_OK(dta_runtime_create(&a));
    CHECK_OK(dta_runtime_create(&b));
    CHECK_OK(dta_runtime_load(a, scene, "todo.json", path));
    CHECK_OK(dta_runtime_load(b, scene, "todo.json", path));
    CHECK_OK(dta_runtime_key(b, DTA_KEY_FOCUS, "t1", 0, events, 32, &total));

    /* A completes Buy milk. */
    CHECK_OK(rfeed(a, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(rfeed(a, DTA_INPUT_TICK, 0, 0, 0, 300));
    CHECK_OK(rfeed(a, DTA_INPUT_UP, 1, 650, 150, 800));
    CHECK(find_event(DTA_EVENT_APPLIED) >= 0);
    CHECK(status_of(a, "t1") == DTA_STATUS_COMPLETED);

    /* B's next tick reads it: t1 completed, Walk the dog in the first row, the keyboard's t1 gone. */
    CHECK(status_of(b, "t1") == DTA_STATUS_OPEN);
    CHECK_OK(rfeed(b, DTA_INPUT_TICK, 0, 0, 0, 900));
    CHECK(status_of(b, "t1") == DTA_STATUS_COMPLETED);
    board_summary(b, open, completed, trashed);
    CHECK(same(open, "t2 t3 t4 t5") && same(completed, "t1"));
    CHECK_OK(dta_runtime_board_item(b, 0, &item));
    CHECK(same(item.id, "t2") && item.visible && item.y == 70);
    CHECK_OK(dta_runtime_focus(b, &focused, &present));
    CHECK(same(focused, "t1") && present == 0);

    /* B undoes its own steps (since 1.10.0, DTA_UNDO_OWN): it made none, so nothing changes. */
    CHECK_OK(dta_runtime_undo(b, &done));
    CHECK(done == 0 && status_of(b, "t1") == DTA_STATUS_COMPLETED);
    CHECK_STATUS(dta_runtime_set_undo_scope(b, 2), DTA_ERR_INVALID);
    CHECK(same(dta_runtime_last_error(b), "scope: expected DTA_UNDO_OWN or DTA_UNDO_ANYONE (0 or 1), found 2"));
    /* Told to undo anyone's, B undoes A's step (the file's newest); A's next key reads it. */
    CHECK_OK(dta_runtime_set_undo_scope(b, DTA_UNDO_ANYONE));
    CHECK_OK(dta_runtime_undo(b, &done));
    CHECK(done == 1 && status_of(b, "t1") == DTA_STATUS_OPEN);
    CHECK(status_of(a, "t1") == DTA_STATUS_COMPLETED);
    CHECK_OK(dta_runtime_key(a, DTA_KEY_NEXT, NULL, 1000 * MS, events, 32, &total));
    CHECK(status_of(a, "t1") == DTA_STATUS_OPEN);

    /* A press reads too: B completes Walk the dog, A's press on its row finds Write report there. */
    CHECK_OK(rfeed(b, DTA_INPUT_DOWN, 1, 250, 142, 1000));
    CHECK_OK(rfeed(b, DTA_INPUT_TICK, 0, 0, 0, 1300));
    CHECK_OK(rfeed(b, DTA_INPUT_UP, 1, 650, 150, 1400));
    CHECK(status_of(b, "t2") == DTA_STATUS_COMPLETED);
    CHECK_OK(rfeed(a, DTA_INPUT_DOWN, 1, 250, 142, 1500));
    CHECK(find_event(DTA_ACTION_PRESS_BEGAN) >= 0 && same(events[find_event(DTA_ACTION_PRESS_BEGAN)].source_id, "t3"));
    CHECK_OK(rfeed(a, DTA_INPUT_UP, 1, 250, 142, 1550));

    /* A selection reads too (1.6.0; it checked the ids against the board as A last read it): B
     * adds a task, and A selects it with no input of its own between. */
    CHECK_OK(rfeed(b, DTA_INPUT_DOWN, 1, 650, 510, 1600));
    CHECK_OK(rfeed(b, DTA_INPUT_MOVE, 1, 250, 400, 1700));
    CHECK_OK(rfeed(b, DTA_INPUT_UP, 1, 250, 400, 1800));
    CHECK(find_event(DTA_EVENT_APPLIED) >= 0 && same(events[find_event(DTA_EVENT_APPLIED)].task_id, "new-1"));
    selected[0] = "new-1";
    CHECK_OK(dta_runtime_select(a, selected, 1));
    CHECK(status_of(a, "new-1") == DTA_STATUS_OPEN);

    /* (1.10.0) A renames Write report, B renames it again: A's undo of its own rename is refused,
     * one DTA_EVENT_REJECTED saying why, and B's title stays. */
    CHECK_OK(dta_runtime_rename(a, "t3", "Write the report"));
    CHECK_OK(dta_runtime_rename(b, "t3", "Write the summary"));
    CHECK_OK(dta_runtime_undo(a, &done));
    CHECK(done == 0);
    CHECK_OK(dta_runtime_events(a, 0, events, 32, &total));
    CHECK(total == 1 && events[0].type == DTA_EVENT_REJECTED && same(events[0].tag, "undo") && same(events[0].reason, "changedSince")
          && same(events[0].task_id, "t3"));
    CHECK(same(events[0].detail, "cannot undo rename t3 to \"Write the report\": \"Write the report\" was renamed \"Write the summary\" since by another writer"));
    CHECK(status_of(a, "t3") == DTA_STATUS_OPEN);
    /* (1.11.0) With announcements on, the refusal is said after it (before, nothing was). The
     * refused step is set aside (1.11.0): this undo is refused by A's next newest step, its rename
     * of Call mom, which B renamed again too. */
    CHECK_OK(dta_runtime_rename(a, "t4", "Call dad"));
    CHECK_OK(dta_runtime_rename(b, "t4", "Call mum"));
    CHECK_OK(dta_runtime_set_announcements(a, 1));
    CHECK_OK(dta_runtime_undo(a, &done));
    CHECK(done == 0);
    CHECK_OK(dta_runtime_events(a, 0, events, 32, &total));
    CHECK(total == 2 && events[0].type == DTA_EVENT_REJECTED && events[1].type == DTA_EVENT_ANNOUNCED
          && same(events[1].reason, "undoRefused") && same(events[1].source_id, "t4"));
    CHECK(same(events[1].detail, "Cannot undo: \"Call dad\" was renamed \"Call mum\" since by another writer."));
    CHECK_OK(dta_runtime_set_announcements(a, 0));

    /* (1.11.0) A's editor opened on Pay bills; B renames it from that title meanwhile: A's rename
     * from the title its editor opened with is refused, one DTA_EVENT_REJECTED (titleChanged) and
     * nothing applied, B's title kept and read by A's board; from B's title it is applied. */
    CHECK_OK(dta_runtime_rename_from(b, "t5", "Pay the bills", "Pay bills"));
    CHECK_OK(dta_runtime_events(b, 0, events, 32, &total));
    CHECK(find_event(DTA_EVENT_APPLIED) == 0);
    CHECK_OK(dta_runtime_rename_from(a, "t5", "Pay bills today", "Pay bills"));
    CHECK_OK(dta_runtime_events(a, 0, events, 32, &total));
    CHECK(total >= 1 && events[0].type == DTA_EVENT_REJECTED && same(events[0].tag, "rename") && same(events[0].task_id, "t5")
          && same(events[0].reason, "titleChanged") && find_event(DTA_EVENT_APPLIED) < 0);
    CHECK(same(events[0].detail, "rename t5 to \"Pay bills today\": task \"t5\" was renamed to \"Pay the bills\" since"));
    CHECK(same(title_of(a, "t5"), "Pay the bills") && same(title_of(b, "t5"), "Pay the bills"));
    CHECK_OK(dta_runtime_rename_from(a, "t5", "Pay bills today", "Pay the bills"));
    CHECK_OK(dta_runtime_events(a, 0, events, 32, &total));
    CHECK(total >= 1 && events[0].type == DTA_EVENT_APPLIED && same(events[0].detail, "rename t5 to \"Pay bills today\""));
    CHECK(same(title_of(a, "t5"), "Pay bills today"));
    /* The same title again is unchanged, whatever the title the editor opened with. */
    CHECK_OK(dta_runtime_rename_from(b, "t5", "Pay bills today", "Pay bills"));
    CHECK_OK(dta_runtime_event_text(b, 0, text, sizeof text, &length));
    CHECK(contains(text, "unchanged: rename t5 to \"Pay bills today\""));
    CHECK_STATUS(dta_runtime_rename_from(a, "t5", "x", NULL), DTA_ERR_NULL);
    CHECK(same(dta_runtime_last_error(a), "from_title: expected a string, found NULL"));
    CHECK_OK(dta_runtime_destroy(a));
    CHECK_OK(dta_runtime_destroy(b));
    remove(path);
}

/* (1.11.0) Named writers: a runtime loaded under the name another loaded under before — a kiosk
 * screen's process restarted — undoes that one's step; another name, or none, does not. And the
 * setters' documented errors: dta_runtime_set_writer_name's, dta_runtime_set_undo_scope's
 * DTA_ERR_STATE before a scene is loaded (untested before). */
static void named_writer_tests(const char *scene, const char *store) {
    dta_runtime left, right, unnamed, restarted, fresh, gone;
    char path[1024];
    int32_t done;
    snprintf(path, sizeof path, "%s-named", store);
    remove(path);

    /* left-screen completes Buy milk, and its process ends. */
    CHECK_OK(dta_runtime_create(&left));
    CHECK_OK(dta_runtime_set_writer_name(left, "left-screen"));
    CHECK_OK(dta_runtime_load(left, scene, "todo.json", path));
    CHECK_OK(rfeed(left, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(rfeed(left, DTA_INPUT_TICK, 0, 0, 0, 300));
    CHECK_OK(rfeed(left, DTA_INPUT_UP, 1, 650, 150, 800));
    CHECK(status_of(left, "t1") == DTA_STATUS_COMPLETED);
    CHECK_OK(dta_runtime_destroy(left));

    /* right-screen, and a runtime with no name (NULL: the default), find no step of their own. */
    CHECK_OK(dta_runtime_create(&right));
    CHECK_OK(dta_runtime_set_writer_name(right, "right-screen"));
    CHECK_OK(dta_runtime_load(right, scene, "todo.json", path));
    CHECK_OK(dta_runtime_undo(right, &done));
    CHECK(done == 0 && status_of(right, "t1") == DTA_STATUS_COMPLETED);
    CHECK_OK(dta_runtime_create(&unnamed));
    CHECK_OK(dta_runtime_set_writer_name(unnamed, "left-screen"));
    CHECK_OK(dta_runtime_set_writer_name(unnamed, NULL));
    CHECK_OK(dta_runtime_load(unnamed, scene, "todo.json", path));
    CHECK_OK(dta_runtime_undo(unnamed, &done));
    CHECK(done == 0 && status_of(unnamed, "t1") == DTA_STATUS_COMPLETED);

    /* left-screen restarted undoes its drop. */
    CHECK_OK(dta_runtime_create(&restarted));
    CHECK_OK(dta_runtime_set_writer_name(restarted, "left-screen"));
    CHECK_OK(dta_runtime_load(restarted, scene, "todo.json", path));
    CHECK_OK(dta_runtime_undo(restarted, &done));
    CHECK(done == 1 && status_of(restarted, "t1") == DTA_STATUS_OPEN);
    CHECK_OK(dta_runtime_events(restarted, 0, events, 32, &total));
    CHECK(total >= 1 && events[0].type == DTA_EVENT_UNDONE && same(events[0].detail, "complete t1"));

    /* Once loaded, the store is open as its writer: DTA_ERR_STATE, nothing changed. */
    CHECK_STATUS(dta_runtime_set_writer_name(restarted, "right-screen"), DTA_ERR_STATE);
    CHECK(same(dta_runtime_last_error(restarted),
               "a scene is already loaded: its store is open as the writer it was loaded as; set the writer name before dta_runtime_load"));

    /* Names that break the rules, or are not UTF-8, are refused naming them; nothing changed. */
    CHECK_OK(dta_runtime_create(&fresh));
    CHECK_STATUS(dta_runtime_set_writer_name(fresh, ""), DTA_ERR_INVALID);
    CHECK(same(dta_runtime_last_error(fresh),
               "name: expected 1 to 64 characters, no control or invisible character, no white space at either end, found \"\" (it is empty)"));
    CHECK_STATUS(dta_runtime_set_writer_name(fresh, "left\nscreen"), DTA_ERR_INVALID);
    CHECK(same(dta_runtime_last_error(fresh),
               "name: expected 1 to 64 characters, no control or invisible character, no white space at either end, found \"left\\u{A}screen\" (it holds a control or invisible character)"));
    CHECK_STATUS(dta_runtime_set_writer_name(fresh, "left-screen "), DTA_ERR_INVALID);
    CHECK_STATUS(dta_runtime_set_writer_name(fresh, "0123456789012345678901234567890123456789012345678901234567890123456789"), DTA_ERR_INVALID);
    CHECK(contains(dta_runtime_last_error(fresh), "(it has 70 characters)"));
    CHECK_STATUS(dta_runtime_set_writer_name(fresh, "left\xFF"), DTA_ERR_UTF8);
    /* dta_runtime_set_undo_scope before a scene is loaded: DTA_ERR_STATE (documented since 1.10.0). */
    CHECK_STATUS(dta_runtime_set_undo_scope(fresh, DTA_UNDO_ANYONE), DTA_ERR_STATE);
    CHECK(same(dta_runtime_last_error(fresh), "no scene loaded: call dta_runtime_load first"));
    CHECK_STATUS(dta_runtime_set_undo_scope(fresh, 2), DTA_ERR_INVALID);
    /* Refused names left it unnamed: loaded, it finds no step of its own. */
    CHECK_OK(dta_runtime_load(fresh, scene, "todo.json", path));
    CHECK_OK(dta_runtime_undo(fresh, &done));
    CHECK(done == 0);

    /* A runtime destroyed: DTA_ERR_HANDLE for both setters. */
    CHECK_OK(dta_runtime_create(&gone));
    CHECK_OK(dta_runtime_destroy(gone));
    CHECK_STATUS(dta_runtime_set_writer_name(gone, "left-screen"), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_runtime_set_undo_scope(gone, DTA_UNDO_OWN), DTA_ERR_HANDLE);

    CHECK_OK(dta_runtime_destroy(right));
    CHECK_OK(dta_runtime_destroy(unnamed));
    CHECK_OK(dta_runtime_destroy(restarted));
    CHECK_OK(dta_runtime_destroy(fresh));
    remove(path);
}

/* dta_runtime_refresh (1.5.0): a kiosk nobody touches shows another's drop without an input of
 * its own, and a drag under way hears what the rows moving did to it. */
static void refresh_tests(const char *scene, const char *store) {
    dta_runtime a, b, memory, gone;
    char path[1024], open[256], completed[256], trashed[256];
    dta_item item;
    int k;
    snprintf(path, sizeof path, "%s-refresh", store);
    remove(path);
    CHECK_OK(dta_runtime_create(&a));
    CHECK_OK(dta_runtime_create(&b));
    CHECK_STATUS(dta_runtime_refresh(b, 0, events, 32, &total), DTA_ERR_STATE);
    CHECK_OK(dta_runtime_load(a, scene, "todo.json", path));
    CHECK_OK(dta_runtime_load(b, scene, "todo.json", path));
    CHECK_STATUS(dta_runtime_refresh(b, 0, events, 32, NULL), DTA_ERR_NULL);
    CHECK_STATUS(dta_runtime_refresh(b, 0, NULL, 1, &total), DTA_ERR_NULL);
    total = 99;
    CHECK_OK(dta_runtime_refresh(b, 0, events, 32, &total));
    CHECK(total == 0);

    /* B lifts Write report and holds it over the list; A completes Buy milk. */
    CHECK_OK(rfeed(b, DTA_INPUT_DOWN, 1, 250, 192, 0));
    CHECK_OK(rfeed(b, DTA_INPUT_TICK, 0, 0, 0, 300));
    CHECK_OK(rfeed(b, DTA_INPUT_MOVE, 1, 250, 300, 400));
    CHECK_OK(rfeed(a, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(rfeed(a, DTA_INPUT_TICK, 0, 0, 0, 300));
    CHECK_OK(rfeed(a, DTA_INPUT_UP, 1, 650, 150, 800));
    CHECK(find_event(DTA_EVENT_APPLIED) >= 0);
    CHECK(status_of(b, "t1") == DTA_STATUS_OPEN);

    /* B's refresh reads it, with no input: t1 completed, Walk the dog in the first row. */
    CHECK_OK(dta_runtime_refresh(b, 900 * MS, events, 32, &total));
    CHECK(total == 1 && events[0].type == DTA_ACTION_MOVED_WITHIN && events[0].pointer == 1 && events[0].slot == 4);
    CHECK(events[0].time_ns == 900 * MS && events[0].x == 0 && events[0].y == 0);
    CHECK_OK(dta_runtime_event_text(b, 0, open, sizeof open, NULL));
    CHECK(contains(open, "900 ms") && contains(open, "over list: slot 4"));
    CHECK(status_of(b, "t1") == DTA_STATUS_COMPLETED);
    board_summary(b, open, completed, trashed);
    CHECK(same(open, "t2 t3 t4 t5") && same(completed, "t1"));
    CHECK_OK(dta_runtime_board_item(b, 0, &item));
    CHECK(same(item.id, "t2") && item.visible && item.y == 70);
    total = 99;
    CHECK_OK(dta_runtime_refresh(b, 950 * MS, events, 32, &total));
    CHECK(total == 0);

    /* Time does not go backwards, before a refresh nor after one: the file is not read. */
    CHECK_STATUS(dta_runtime_refresh(b, 940 * MS, events, 32, &total), DTA_ERR_REJECTED);
    k = find_event(DTA_ACTION_INPUT_REJECTED);
    CHECK(total == 1 && k == 0 && same(events[k].reason, "timeWentBackwards") && events[k].pointer == -1);
    CHECK(contains(dta_runtime_last_error(b), "input rejected: time went backwards"));
    CHECK_STATUS(rfeed(b, DTA_INPUT_MOVE, 1, 250, 310, 920), DTA_ERR_REJECTED);
    k = find_event(DTA_ACTION_INPUT_REJECTED);
    CHECK(total == 1 && k == 0 && same(events[k].reason, "timeWentBackwards") && events[k].pointer == 1);
    CHECK_OK(rfeed(b, DTA_INPUT_UP, 1, 250, 300, 1000));
    CHECK(find_event(DTA_EVENT_APPLIED) >= 0);
    CHECK_OK(dta_runtime_destroy(a));
    CHECK_OK(dta_runtime_destroy(b));
    remove(path);

    /* A board in memory has no other writer: nothing to read. */
    CHECK_OK(dta_runtime_create(&memory));
    CHECK_OK(dta_runtime_load(memory, scene, "todo.json", NULL));
    total = 99;
    CHECK_OK(dta_runtime_refresh(memory, 0, events, 32, &total));
    CHECK(total == 0);
    gone = memory;
    CHECK_OK(dta_runtime_destroy(memory));
    CHECK_STATUS(dta_runtime_refresh(gone, 0, events, 32, &total), DTA_ERR_HANDLE);
}

/* The board's revision (1.10.0), which a renderer compares to the one it last drew: B's refresh after
 * A's drop, with no drag under way, makes no event (they concern a drag), and the revision says the
 * board changed; a refresh with nothing new leaves it. */
static void revision_tests(const char *scene, const char *store) {
    dta_runtime a, b, gone;
    char path[1024];
    uint64_t before = 0, after = 0;
    int32_t done = 0;
    snprintf(path, sizeof path, "%s-revision", store);
    remove(path);
    CHECK_OK(dta_runtime_create(&a));
    CHECK_OK(dta_runtime_create(&b));
    after = 99;
    CHECK_STATUS(dta_runtime_board_revision(b, &after), DTA_ERR_STATE);
    CHECK(after == 0);
    CHECK_OK(dta_runtime_load(a, scene, "todo.json", path));
    CHECK_OK(dta_runtime_load(b, scene, "todo.json", path));
    CHECK_STATUS(dta_runtime_board_revision(b, NULL), DTA_ERR_NULL);
    CHECK(same(dta_runtime_last_error(b), "revision: expected a pointer, found NULL"));
    CHECK_OK(dta_runtime_board_revision(b, &before));
    CHECK(before >= 1);
    CHECK_OK(dta_runtime_refresh(b, 100 * MS, events, 32, &total));
    CHECK_OK(dta_runtime_board_revision(b, &after));
    CHECK(total == 0 && after == before);

    /* A completes Buy milk: the lift leaves A's revision, the drop changes it. */
    CHECK_OK(dta_runtime_board_revision(a, &before));
    CHECK_OK(rfeed(a, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(rfeed(a, DTA_INPUT_TICK, 0, 0, 0, 300));
    CHECK_OK(dta_runtime_board_revision(a, &after));
    CHECK(after == before);
    CHECK_OK(rfeed(a, DTA_INPUT_UP, 1, 650, 150, 800));
    CHECK(find_event(DTA_EVENT_APPLIED) >= 0);
    CHECK_OK(dta_runtime_board_revision(a, &after));
    CHECK(after > before);

    /* B's refresh reads it: no event, t1 completed, the revision changed; again, nothing new. */
    CHECK_OK(dta_runtime_board_revision(b, &before));
    total = 99;
    CHECK_OK(dta_runtime_refresh(b, 900 * MS, events, 32, &total));
    CHECK(total == 0 && status_of(b, "t1") == DTA_STATUS_COMPLETED);
    CHECK_OK(dta_runtime_board_revision(b, &after));
    CHECK(after > before);
    before = after;
    CHECK_OK(dta_runtime_refresh(b, 950 * MS, events, 32, &total));
    CHECK_OK(dta_runtime_board_revision(b, &after));
    CHECK(total == 0 && after == before);

    /* An undo (of A's step: anyone's, since 1.10.0 B's own by default) changes it; Trash disabled
     * changes it, disabled again (nothing to do) leaves it. */
    CHECK_OK(dta_runtime_set_undo_scope(b, DTA_UNDO_ANYONE));
    CHECK_OK(dta_runtime_undo(b, &done));
    CHECK_OK(dta_runtime_board_revision(b, &after));
    CHECK(done == 1 && after > before);
    before = after;
    CHECK_OK(dta_runtime_set_enabled(b, "trash", 0, 1000 * MS, events, 32, &total));
    CHECK_OK(dta_runtime_board_revision(b, &after));
    CHECK(after > before);
    before = after;
    CHECK_OK(dta_runtime_set_enabled(b, "trash", 0, 1000 * MS, events, 32, &total));
    CHECK_OK(dta_runtime_board_revision(b, &after));
    CHECK(after == before);

    gone = b;
    CHECK_OK(dta_runtime_destroy(a));
    CHECK_OK(dta_runtime_destroy(b));
    after = 99;
    CHECK_STATUS(dta_runtime_board_revision(gone, &after), DTA_ERR_HANDLE);
    CHECK(after == 0);
    remove(path);
}

/* A drop beside the rows the host drew (1.6.1): A carries Pay bills between Walk the dog and Write
 * report; B completes Buy milk meanwhile. The release does not read B's commit first (the rows
 * would move under the finger, and Pay bills land below Write report): the drop's own transaction
 * reads it and keeps Pay bills after Walk the dog. */
static void kept_place_tests(const char *scene, const char *store) {
    dta_runtime a, b;
    char path[1024], open[256], completed[256], trashed[256];
    snprintf(path, sizeof path, "%s-kept", store);
    remove(path);
    CHECK_OK(dta_runtime_create(&a));
    CHECK_OK(dta_runtime_create(&b));
    CHECK_OK(dta_runtime_load(a, scene, "todo.json", path));
    CHECK_OK(dta_runtime_load(b, scene, "todo.json", path));
    CHECK_OK(rfeed(a, DTA_INPUT_DOWN, 1, 250, 292, 0));
    CHECK_OK(rfeed(a, DTA_INPUT_TICK, 0, 0, 0, 300));
    CHECK_OK(rfeed(a, DTA_INPUT_MOVE, 1, 250, 146, 400));
    CHECK_OK(rfeed(b, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(rfeed(b, DTA_INPUT_TICK, 0, 0, 0, 300));
    CHECK_OK(rfeed(b, DTA_INPUT_UP, 1, 650, 150, 800));
    CHECK(find_event(DTA_EVENT_APPLIED) >= 0);
    CHECK_OK(rfeed(a, DTA_INPUT_UP, 1, 250, 146, 900));
    CHECK(find_event(DTA_EVENT_APPLIED) >= 0 && same(events[find_event(DTA_EVENT_APPLIED)].detail, "reorder t5 to 1"));
    board_summary(a, open, completed, trashed);
    CHECK(same(open, "t2 t5 t3 t4") && same(completed, "t1"));
    CHECK_OK(dta_runtime_destroy(a));
    CHECK_OK(dta_runtime_destroy(b));
    remove(path);
}

/* Empty ids and kinds (1.5.0): a scene refuses them, the engine took them, and a text naming one
 * had a gap ("does not accept " and nothing). Each function taking one refuses it, naming it,
 * and changes nothing. */
static void empty_id_tests(const char *scene) {
    dta_engine e;
    dta_runtime rt;
    dta_receiver receiver = {0}, found = {0};
    dta_source source = {0}, on;
    const char *task_only[] = {"task"};
    const char *with_empty[] = {"task", ""};
    const char *no_id[] = {"t1", ""};
    dta_receiver_desc r = DTA_RECEIVER_DESC_INIT;
    dta_source_desc s = DTA_SOURCE_DESC_INIT;
    const char *focused;

    CHECK_OK(dta_engine_create(&e));
    r.id = ""; r.tag = "complete"; r.x = 540; r.y = 80; r.width = 220; r.height = 140;
    r.accepts = task_only; r.accepts_count = 1;
    CHECK_STATUS(dta_engine_add_receiver(e, &r, &receiver), DTA_ERR_INVALID);
    CHECK(same(dta_engine_last_error(e), "desc.id: expected a non-empty id, found \"\"") && receiver.id == 0);
    r.id = "complete"; r.accepts = with_empty; r.accepts_count = 2;
    CHECK_STATUS(dta_engine_add_receiver(e, &r, &receiver), DTA_ERR_INVALID);
    CHECK(same(dta_engine_last_error(e), "desc.accepts[1]: expected a non-empty kind, found \"\"") && receiver.id == 0);
    CHECK_STATUS(dta_engine_find_receiver(e, "", &found), DTA_ERR_INVALID);
    CHECK(same(dta_engine_last_error(e), "id: expected a non-empty id, found \"\""));
    s.id = ""; s.payload_kind = "task"; s.object_id = "t1"; s.x = 30; s.y = 70; s.width = 440; s.height = 44;
    CHECK_STATUS(dta_engine_add_source(e, &s, &source), DTA_ERR_INVALID);
    CHECK(same(dta_engine_last_error(e), "desc.id: expected a non-empty id, found \"\"") && source.id == 0);
    s.id = "t1"; s.payload_kind = "";
    CHECK_STATUS(dta_engine_add_source(e, &s, &source), DTA_ERR_INVALID);
    CHECK(same(dta_engine_last_error(e), "desc.payload_kind: expected a non-empty kind, found \"\"") && source.id == 0);

    /* Control characters (1.6.0): a scene refuses them, and a line feed split each line naming the id. */
    r.id = "comp\nlete";
    CHECK_STATUS(dta_engine_add_receiver(e, &r, &receiver), DTA_ERR_INVALID);
    CHECK(same(dta_engine_last_error(e), "desc.id: expected an id without control characters, found \"comp\\u{A}lete\"") && receiver.id == 0);
    r.id = "complete";
    s.id = "t\x7f" "1";
    CHECK_STATUS(dta_engine_add_source(e, &s, &source), DTA_ERR_INVALID);
    CHECK(same(dta_engine_last_error(e), "desc.id: expected an id without control characters, found \"t\\u{7F}1\"") && source.id == 0);
    s.id = "t1"; s.payload_kind = "task"; s.object_id = "t\xc2\x85" "1";
    CHECK_STATUS(dta_engine_add_source(e, &s, &source), DTA_ERR_INVALID);
    CHECK(same(dta_engine_last_error(e), "desc.object_id: expected an id without control characters, found \"t\\u{85}1\"") && source.id == 0);
    s.object_id = "t1";

    /* Nothing was registered: the same ids are free. */
    r.accepts = task_only; r.accepts_count = 1;
    CHECK_OK(dta_engine_add_receiver(e, &r, &receiver));
    s.payload_kind = "task";
    CHECK_OK(dta_engine_add_source(e, &s, &source));
    CHECK_OK(dta_engine_key(e, DTA_KEY_FOCUS, "t1", 0, actions, 32, &total));
    CHECK_STATUS(dta_engine_key(e, DTA_KEY_FOCUS, "", 0, actions, 32, &total), DTA_ERR_INVALID);
    CHECK(same(dta_engine_last_error(e), "source_id: expected a non-empty id, found \"\""));
    CHECK_OK(dta_engine_focus(e, &on, NULL));
    CHECK(on.id == source.id && on.id != 0);
    CHECK_OK(dta_engine_destroy(e));

    /* The runtime's focus and selection. */
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", NULL));
    CHECK_OK(dta_runtime_key(rt, DTA_KEY_FOCUS, "t1", 0, events, 32, &total));
    CHECK_STATUS(dta_runtime_key(rt, DTA_KEY_FOCUS, "", 0, events, 32, &total), DTA_ERR_INVALID);
    CHECK(same(dta_runtime_last_error(rt), "source_id: expected a non-empty id, found \"\""));
    CHECK_OK(dta_runtime_focus(rt, &focused, NULL));
    CHECK(same(focused, "t1"));
    CHECK_STATUS(dta_runtime_select(rt, no_id, 2), DTA_ERR_INVALID);
    CHECK(same(dta_runtime_last_error(rt), "task_ids[1]: expected a non-empty id, found \"\""));
    CHECK_OK(dta_runtime_destroy(rt));
}

/* Swipe actions (1.7): the todo scene's rows given "swipe": {"left": "trash"}; Buy milk's row
 * pressed at (400, 92), carried left, let go 220 points (half the row) or more across: trashed. */
static void swipe_tests(const char *scene) {
    static const char rows[] = "\"activation\": \"longPress\"}";
    static const char swiped[] = "\"activation\": \"longPress\", \"swipe\": {\"left\": \"trash\", \"right\": \"rename\"}}";
    const char *at = strstr(scene, rows);
    char *text;
    dta_runtime rt;
    int k;

    CHECK(at != NULL);
    if (!at) return;
    text = (char *)malloc(strlen(scene) + sizeof swiped);
    memcpy(text, scene, (size_t)(at - scene));
    strcpy(text + (at - scene), swiped);
    strcat(text, at + strlen(rows));
    CHECK(DTA_ACTION_SWIPING == 16 && DTA_ACTION_SWIPE_ENDED == 17);
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, text, "swipe.json", NULL));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 400, 92, 0));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 300, 95, 20));
    k = find_event(DTA_ACTION_SWIPING);
    CHECK(k >= 0 && events[k].x == -100 && events[k].y == 0 && events[k].tag == NULL && same(events[k].source_id, "t1"));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 170, 95, 40));
    k = find_event(DTA_ACTION_SWIPING);
    CHECK(k >= 0 && events[k].x == -230 && same(events[k].tag, "left"));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 170, 95, 60));
    k = find_event(DTA_ACTION_SWIPE_ENDED);
    CHECK(k >= 0 && same(events[k].tag, "left") && same(events[k].source_id, "t1") && events[k].x == 170 && events[k].y == 95);
    k = find_event(DTA_EVENT_APPLIED);
    CHECK(k >= 0 && same(events[k].tag, "trash") && same(events[k].task_id, "t1"));
    /* Short of the distance: the row returns, nothing applied. */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 400, 92, 100));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 300, 92, 120));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 300, 92, 140));
    k = find_event(DTA_ACTION_SWIPE_ENDED);
    CHECK(k >= 0 && events[k].tag == NULL && same(events[k].source_id, "t2"));
    CHECK(find_event(DTA_EVENT_APPLIED) < 0);
    /* (1.8) Swiped right, a way meaning "rename": the app is asked for a title, and nothing changes
     * until it gives one back with dta_runtime_rename. */
    CHECK(DTA_EVENT_RENAME_REQUESTED == 18 && DTA_EVENT_REJECTED == 19);
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 100, 92, 200));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 200, 92, 220));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 350, 92, 240));
    k = find_event(DTA_EVENT_RENAME_REQUESTED);
    CHECK(k >= 0 && same(events[k].task_id, "t2"));
    CHECK(find_event(DTA_EVENT_APPLIED) < 0);
    CHECK_OK(dta_runtime_rename(rt, "t2", "Walk the dog"));
    CHECK_OK(dta_runtime_events(rt, 0, events, 32, &total));
    k = find_event(DTA_EVENT_APPLIED);
    CHECK(k >= 0 && same(events[k].tag, "rename") && same(events[k].task_id, "t2")
          && same(events[k].detail, "rename t2 to \"Walk the dog\""));
    /* Buy milk was trashed above: its rename is rejected, with the reason; nothing changes. */
    CHECK_OK(dta_runtime_rename(rt, "t1", "Buy oat milk"));
    CHECK_OK(dta_runtime_events(rt, 0, events, 32, &total));
    k = find_event(DTA_EVENT_REJECTED);
    CHECK(total == 1 && k == 0 && same(events[k].tag, "rename") && same(events[k].task_id, "t1")
          && same(events[k].reason, "taskNotOpen") && same(events[k].detail, "rename t1 to \"Buy oat milk\": task \"t1\" is not open"));
    CHECK_STATUS(dta_runtime_rename(rt, "", "x"), DTA_ERR_INVALID);
    CHECK_STATUS(dta_runtime_rename(rt, "t2", NULL), DTA_ERR_NULL);
    CHECK_OK(dta_runtime_destroy(rt));
    free(text);
}

/* (1.8.0) Which sources dta_engine_select left out because other drags hold them: finger 1 drags
 * t1, finger 2 drags t2, and t1, t2, t3 are selected — t2 is left out, and said so. */
static void left_out_tests(void) {
    dta_engine e;
    dta_receiver complete;
    dta_source t1, t2, t3, given[3], out[3];
    const char *task_only[] = {"task"};
    dta_receiver_desc r = DTA_RECEIVER_DESC_INIT;
    dta_source_desc s = DTA_SOURCE_DESC_INIT;
    size_t n = 99;

    CHECK_OK(dta_engine_create(&e));
    r.id = "complete"; r.x = 540; r.y = 80; r.width = 220; r.height = 140; r.accepts = task_only; r.accepts_count = 1;
    CHECK_OK(dta_engine_add_receiver(e, &r, &complete));
    s.payload_kind = "task"; s.x = 30; s.width = 440; s.height = 44;
    s.id = "t1"; s.object_id = "t1"; s.y = 70;
    CHECK_OK(dta_engine_add_source(e, &s, &t1));
    s.id = "t2"; s.object_id = "t2"; s.y = 120;
    CHECK_OK(dta_engine_add_source(e, &s, &t2));
    s.id = "t3"; s.object_id = "t3"; s.y = 170;
    CHECK_OK(dta_engine_add_source(e, &s, &t3));
    CHECK_OK(dta_engine_left_out(e, out, 3, &n));
    CHECK(n == 0);
    CHECK_OK(feed(e, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(feed(e, DTA_INPUT_DOWN, 2, 250, 142, 0));
    CHECK_OK(feed(e, DTA_INPUT_TICK, 0, 0, 0, 300));
    given[0] = t1; given[1] = t2; given[2] = t3;
    CHECK_OK(dta_engine_select(e, given, 3));
    CHECK_OK(dta_engine_left_out(e, out, 3, &n));
    CHECK(n == 1 && out[0].id == t2.id);
    CHECK_OK(dta_engine_left_out(e, NULL, 0, &n));
    CHECK(n == 1);
    CHECK_STATUS(dta_engine_left_out(e, NULL, 1, &n), DTA_ERR_NULL);
    CHECK(n == 0 && same(dta_engine_last_error(e), "out: expected an array of 1 sources, found NULL"));
    CHECK_STATUS(dta_engine_left_out(e, out, 3, NULL), DTA_ERR_NULL);
    /* Finger 1's drag carries t1 and t3: finger 2, let go, presses t3 and is refused, held by finger 1. */
    CHECK_OK(feed(e, DTA_INPUT_UP, 2, 250, 142, 400));
    CHECK_OK(feed(e, DTA_INPUT_DOWN, 2, 250, 192, 500));
    CHECK(find(DTA_ACTION_PRESS_REFUSED) >= 0 && actions[find(DTA_ACTION_PRESS_REFUSED)].held_by == 1);
    /* A select refused for its arguments leaves what the last one left out; a removed source's handle reads 0. */
    given[1].id = 999;
    CHECK_STATUS(dta_engine_select(e, given, 2), DTA_ERR_HANDLE);
    CHECK_OK(dta_engine_remove_source(e, t2));
    CHECK_OK(dta_engine_left_out(e, out, 3, &n));
    CHECK(n == 1 && out[0].id == 0);
    /* The next select says anew: none left out. */
    CHECK_OK(dta_engine_select(e, NULL, 0));
    CHECK_OK(dta_engine_left_out(e, out, 3, &n));
    CHECK(n == 0);
    CHECK_OK(dta_engine_destroy(e));
}

/* (1.8.0) A runtime's receiver enabled and disabled from C, as BoardRuntime.setEnabled does in
 * Swift: Trash turned off, then on under a drag resting on it (entered at once), then off again
 * (exited), and the release there cancelled. */
static void receiver_enabling_tests(const char *scene) {
    dta_runtime rt;
    dta_receiver_info receiver;
    int32_t enabled = -1;
    int k;

    CHECK_OK(dta_runtime_create(&rt));
    CHECK_STATUS(dta_runtime_is_enabled(rt, "trash", &enabled), DTA_ERR_STATE);
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", NULL));
    CHECK_OK(dta_runtime_is_enabled(rt, "trash", &enabled));
    CHECK(enabled == 1);
    CHECK_OK(dta_runtime_set_enabled(rt, "trash", 0, 0, events, 32, &total));
    CHECK(total == 0);
    CHECK_OK(dta_runtime_is_enabled(rt, "trash", &enabled));
    CHECK(enabled == 0);
    CHECK_OK(dta_runtime_receiver(rt, 2, &receiver));
    CHECK(same(receiver.id, "trash") && receiver.enabled == 0);
    /* Buy milk held over Trash, which takes nothing. */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 300));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 650, 330, 400));
    CHECK(find_event(DTA_ACTION_ENTERED) < 0);
    /* Turned on: the drag resting there enters it without a move. */
    CHECK_OK(dta_runtime_set_enabled(rt, "trash", 1, 500 * MS, events, 32, &total));
    k = find_event(DTA_ACTION_ENTERED);
    CHECK(total == 1 && k == 0 && same(events[k].receiver_id, "trash") && events[k].verdict == DTA_VERDICT_ACCEPTS
          && events[k].time_ns == 500 * MS);
    CHECK_OK(dta_runtime_receiver(rt, 2, &receiver));
    CHECK(receiver.enabled == 1 && receiver.highlight == DTA_HIGHLIGHT_TARGETED);
    /* Turning it on again changes nothing. */
    CHECK_OK(dta_runtime_set_enabled(rt, "trash", 1, 550 * MS, events, 32, &total));
    CHECK(total == 0);
    /* Off again: exited, and let go there, cancelled; nothing trashed. */
    CHECK_OK(dta_runtime_set_enabled(rt, "trash", 0, 600 * MS, events, 32, &total));
    k = find_event(DTA_ACTION_EXITED);
    CHECK(total == 1 && k == 0 && same(events[k].receiver_id, "trash"));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 650, 330, 700));
    k = find_event(DTA_ACTION_CANCELLED);
    CHECK(k >= 0 && same(events[k].reason, "receiverDisabled") && same(events[k].receiver_id, "trash")
          && same(events[k].detail, "receiverDisabled (trash)") && find_event(DTA_EVENT_APPLIED) < 0);
    /* Refused: an id no receiver has, a flag not 0 or 1, a time gone back. */
    CHECK_STATUS(dta_runtime_set_enabled(rt, "bin", 0, 800 * MS, events, 32, &total), DTA_ERR_INVALID);
    CHECK(same(dta_runtime_last_error(rt),
               "receiver_id: expected the id of a receiver of the scene (\"list\", \"complete\", \"trash\"), found \"bin\", which none has"));
    CHECK_STATUS(dta_runtime_is_enabled(rt, "bin", &enabled), DTA_ERR_INVALID);
    CHECK_STATUS(dta_runtime_is_enabled(rt, "trash", NULL), DTA_ERR_NULL);
    CHECK_STATUS(dta_runtime_set_enabled(rt, "trash", 2, 800 * MS, events, 32, &total), DTA_ERR_INVALID);
    CHECK(same(dta_runtime_last_error(rt), "enabled: expected 0 or 1, found 2"));
    CHECK_STATUS(dta_runtime_set_enabled(rt, "trash", 1, 100 * MS, events, 32, &total), DTA_ERR_REJECTED);
    CHECK(total == 1 && events[0].type == DTA_ACTION_INPUT_REJECTED && same(events[0].reason, "timeWentBackwards"));
    CHECK_OK(dta_runtime_is_enabled(rt, "trash", &enabled));
    CHECK(enabled == 0);
    /* (1.11.0) Complete turned off under a drag, the drag moved to the gap below it, Complete on
     * again: let go in the gap, the drag is cancelled as released outside, not blaming Complete. */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 1000));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 1300));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 650, 150, 1400));
    CHECK(find_event(DTA_ACTION_ENTERED) >= 0);
    CHECK_OK(dta_runtime_set_enabled(rt, "complete", 0, 1500 * MS, events, 32, &total));
    CHECK(total == 1 && events[0].type == DTA_ACTION_EXITED);
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 650, 240, 1600));
    CHECK(total == 0);
    CHECK_OK(dta_runtime_set_enabled(rt, "complete", 1, 1700 * MS, events, 32, &total));
    CHECK(total == 0);
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 650, 240, 1800));
    k = find_event(DTA_ACTION_CANCELLED);
    CHECK(k >= 0 && same(events[k].reason, "releasedOutside") && find_event(DTA_EVENT_APPLIED) < 0);
    CHECK_OK(dta_runtime_destroy(rt));
}

/* (1.11.0) Edge hysteresis (Demo/scenes/kiosk.json: Complete 480...700 x 60...200, "edgeHysteresis"
 * 6): a drag over Complete moved 3 points below it stays its target, with no event, and let go
 * there completes the task. Under valgrind this is the move that read unwritten bytes of the
 * kept target before 1.11.0's fix. */
static void edge_band_tests(void) {
    char *scene = read_file("Demo/scenes/kiosk.json");
    dta_runtime rt;
    int k;

    CHECK(scene != NULL);
    if (!scene) return;
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, scene, "kiosk.json", NULL));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 300));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 600, 150, 400));
    k = find_event(DTA_ACTION_ENTERED);
    CHECK(k >= 0 && same(events[k].receiver_id, "complete"));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 600, 203, 420));
    CHECK(total == 0);
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 600, 203, 440));
    k = find_event(DTA_EVENT_APPLIED);
    CHECK(find_event(DTA_ACTION_DROPPED) >= 0 && k >= 0 && same(events[k].detail, "complete k1"));
    CHECK_OK(dta_runtime_destroy(rt));
    free(scene);
}

/* (1.8.0) A keyboard drag ended because its task left the board is cancelled as itemGone, not
 * escape: New task added with Add New, lifted by the keyboard, and its adding undone. */
static void item_gone_tests(const char *scene) {
    dta_runtime rt;
    int32_t done;
    int k;

    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", NULL));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 3, 650, 510, 0));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 3, 250, 92, 10));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 3, 250, 92, 110));
    k = find_event(DTA_EVENT_APPLIED);
    CHECK(k >= 0 && same(events[k].task_id, "new-1"));
    CHECK_OK(dta_runtime_key(rt, DTA_KEY_FOCUS, "new-1", 200 * MS, events, 32, &total));
    CHECK_OK(dta_runtime_key(rt, DTA_KEY_PICK_UP, NULL, 200 * MS, events, 32, &total));
    CHECK(find_event(DTA_ACTION_DRAG_STARTED) >= 0);
    CHECK_OK(dta_runtime_undo(rt, &done));
    CHECK_OK(dta_runtime_events(rt, 0, events, 32, &total));
    k = find_event(DTA_ACTION_CANCELLED);
    CHECK(done == 1 && k >= 0 && events[k].pointer == -1 && same(events[k].source_id, "new-1") && same(events[k].reason, "itemGone"));
    CHECK_OK(dta_runtime_destroy(rt));
}

/* (1.11) An UP, a CANCEL or an ESCAPE stamped before the last input (two devices' clocks a
 * millisecond apart) is taken at the last input's time, its events stamped so: a finger lifted
 * ends its drag (it was DTA_ERR_REJECTED, and the drag stayed open, holding its row). A press
 * stamped early is still rejected; so, after a refresh, an early release is taken at its time. */
static void early_end_tests(const char *scene, const char *store) {
    dta_runtime rt;
    char path[1024];
    int k;

    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", NULL));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 300));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 650, 150, 400));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 2, 250, 192, 402));
    CHECK_OK(rfeed(rt, DTA_INPUT_CANCEL, 2, 250, 192, 300));
    k = find_event(DTA_ACTION_PRESS_ENDED);
    CHECK(k >= 0 && events[k].pointer == 2 && same(events[k].reason, "pointerCancelled") && events[k].time_ns == 402 * MS);
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 650, 150, 401));
    k = find_event(DTA_EVENT_APPLIED);
    CHECK(k >= 0 && same(events[k].task_id, "t1") && events[k].time_ns == 402 * MS);
    CHECK_STATUS(rfeed(rt, DTA_INPUT_DOWN, 3, 250, 92, 401), DTA_ERR_REJECTED);
    CHECK(total == 1 && same(events[0].reason, "timeWentBackwards"));
    CHECK_OK(dta_runtime_destroy(rt));

    snprintf(path, sizeof path, "%s-early-end", store);
    remove(path);
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", path));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(dta_runtime_refresh(rt, 200 * MS, events, 32, &total));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 250, 92, 100));
    k = find_event(DTA_ACTION_PRESS_ENDED);
    CHECK(k >= 0 && same(events[k].reason, "released") && events[k].time_ns == 200 * MS);
    CHECK_OK(dta_runtime_destroy(rt));
    remove(path);
}

/* (1.8.0) A text cut to a buffer too small ends on a whole UTF-8 character: Buy milk retitled
 * "Buy crème", the board's JSON asked into a buffer that ends inside the "è" (C3 A8) — the C3 is
 * not written (before, it was: the caller's text ended in half a character). */
static void text_cut_tests(const char *scene) {
    static const char title[] = "Buy milk";
    static const char accented[] = "Buy cr\xc3\xa8me";
    const char *at = strstr(scene, title);
    char *text, whole[4096], cut[4096], said[160];
    const char *e_grave;
    size_t length, full, before;
    dta_runtime rt;

    CHECK(at != NULL);
    if (!at) return;
    text = (char *)malloc(strlen(scene) + sizeof accented);
    memcpy(text, scene, (size_t)(at - scene));
    strcpy(text + (at - scene), accented);
    strcat(text, at + strlen(title));
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, text, "accented.json", NULL));
    CHECK_OK(dta_runtime_board_json(rt, whole, sizeof whole, &full));
    e_grave = strstr(whole, "\xc3\xa8");
    CHECK(e_grave != NULL);
    if (e_grave) {
        before = (size_t)(e_grave - whole);  /* the bytes before the "è" */
        /* Room for the "è"'s first byte and the NUL, not its second byte. */
        CHECK_STATUS(dta_runtime_board_json(rt, cut, before + 2, &length), DTA_ERR_TOO_SMALL);
        CHECK(length == full && strlen(cut) == before && memcmp(cut, whole, before) == 0);
        snprintf(said, sizeof said, "capacity: the text needs %zu bytes with its NUL, found %zu; the first %zu were written",
                 full + 1, before + 2, before);
        CHECK(same(dta_runtime_last_error(rt), said));
        /* Room for the whole "è": written. */
        CHECK_STATUS(dta_runtime_board_json(rt, cut, before + 3, &length), DTA_ERR_TOO_SMALL);
        CHECK(strlen(cut) == before + 2 && memcmp(cut, whole, before + 2) == 0);
    }
    CHECK_OK(dta_runtime_destroy(rt));
    free(text);
}

/* (1.8.0) Scene JSON that is not UTF-8 is refused with where: the line and column of its first
 * byte that is not, and that byte's offset (before, "scene_json: expected UTF-8 text", nowhere). */
static void scene_utf8_tests(void) {
    dta_runtime rt;
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_STATUS(dta_runtime_load(rt, "{\"name\": \"x\",\n  \"vi\xffw\": 1}", "bad.json", NULL), DTA_ERR_UTF8);
    CHECK(same(dta_runtime_last_error(rt),
               "bad.json:2:6: expected UTF-8 text, found bytes that are not UTF-8 (scene_json's byte 19, 0xFF, counting from 0)"));
    CHECK_STATUS(dta_runtime_load(rt, "{\"name\": \"cr\xc3\xa8me \xc3(\"}", NULL, NULL), DTA_ERR_UTF8);
    CHECK(same(dta_runtime_last_error(rt),
               "scene:1:17: expected UTF-8 text, found bytes that are not UTF-8 (scene_json's byte 17, 0xC3, counting from 0)"));
    CHECK_OK(dta_runtime_destroy(rt));
}

/* (1.9.0) Which task ids dta_runtime_select left out, as dta_engine_left_out says for an engine:
 * Pay bills completed, then finger 1 drags Buy milk and finger 2 Walk the dog, and t1, t5, t2, t3, t2
 * are selected — t5 is not open and finger 2 holds t2: both left out, each once, in the order given. */
static void runtime_left_out_tests(const char *scene) {
    dta_runtime rt, gone;
    const char *given[5] = {"t1", "t5", "t2", "t3", "t2"}, *refused[2] = {"t1", "nobody"}, *out[5];
    size_t n = 99;
    int k;

    CHECK_OK(dta_runtime_create(&rt));
    /* No scene yet, and no select yet: none left out. */
    CHECK_OK(dta_runtime_left_out(rt, out, 5, &n));
    CHECK(n == 0);
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", NULL));
    CHECK_OK(dta_runtime_left_out(rt, out, 5, &n));
    CHECK(n == 0);
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 292, 0));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 300));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 650, 150, 400));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 650, 150, 500));
    k = find_event(DTA_EVENT_APPLIED);
    CHECK(k >= 0 && same(events[k].detail, "complete t5"));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 1000));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 2, 250, 142, 1000));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 1300));
    CHECK_OK(dta_runtime_select(rt, given, 5));
    CHECK_OK(dta_runtime_left_out(rt, out, 5, &n));
    CHECK(n == 2 && same(out[0], "t5") && same(out[1], "t2"));
    out[1] = NULL;
    CHECK_OK(dta_runtime_left_out(rt, out, 1, &n));
    CHECK(n == 2 && same(out[0], "t5") && out[1] == NULL);
    CHECK_OK(dta_runtime_left_out(rt, NULL, 0, &n));
    CHECK(n == 2);
    CHECK_STATUS(dta_runtime_left_out(rt, NULL, 1, &n), DTA_ERR_NULL);
    CHECK(n == 0 && same(dta_runtime_last_error(rt), "out: expected an array of 1 ids, found NULL"));
    CHECK_STATUS(dta_runtime_left_out(rt, out, 5, NULL), DTA_ERR_NULL);
    /* Finger 1 carries t1 and t3: finger 2, let go, presses t3 and is refused, held by finger 1. */
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 2, 250, 142, 1400));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 2, 250, 192, 1500));
    k = find_event(DTA_ACTION_PRESS_REFUSED);
    CHECK(k >= 0 && events[k].held_by == 1 && same(events[k].source_id, "t3"));
    /* A select refused for its arguments leaves what the last one left out. */
    CHECK_STATUS(dta_runtime_select(rt, refused, 2), DTA_ERR_INVALID);
    CHECK_OK(dta_runtime_left_out(rt, out, 5, &n));
    CHECK(n == 2 && same(out[0], "t5") && same(out[1], "t2"));
    /* The next select says anew: none left out. */
    CHECK_OK(dta_runtime_select(rt, NULL, 0));
    CHECK_OK(dta_runtime_left_out(rt, out, 5, &n));
    CHECK(n == 0);
    CHECK_OK(dta_runtime_destroy(rt));
    /* A destroyed runtime's handle: refused, *total 0. */
    gone = rt;
    n = 99;
    CHECK_STATUS(dta_runtime_left_out(gone, out, 5, &n), DTA_ERR_HANDLE);
    CHECK(n == 0);
}

/* (1.9.0) Text that is not UTF-8, passed to any function that takes an id, a kind, a title, a tag, a
 * name or a path, is refused with the offset and value of its first bad byte, as a scene's JSON is
 * (before, "desc.id: expected UTF-8 text, found bytes that are not UTF-8", nowhere). */
static void id_utf8_tests(const char *scene) {
    static const char ff[] = "b\xff" "d", lead_then_ascii[] = "ta\xc3(", lone_continuation[] = "\x80",
                      surrogate[] = "t\xed\xa0\x80", cut_short[] = "Buy \xe2\x82";
    const char *kinds[2] = {"task", NULL}, *ids[2] = {"t1", NULL};
    dta_engine e;
    dta_runtime rt;
    dta_receiver receiver;
    dta_source source;
    dta_receiver_desc r = DTA_RECEIVER_DESC_INIT;
    dta_source_desc s = DTA_SOURCE_DESC_INIT;
    int32_t enabled;

    CHECK_OK(dta_engine_create(&e));
    r.id = ff;
    CHECK_STATUS(dta_engine_add_receiver(e, &r, &receiver), DTA_ERR_UTF8);
    CHECK(same(dta_engine_last_error(e), "desc.id: expected UTF-8 text, found bytes that are not UTF-8 (desc.id's byte 1, 0xFF, counting from 0)"));
    r.id = "complete";
    r.tag = lone_continuation;
    CHECK_STATUS(dta_engine_add_receiver(e, &r, &receiver), DTA_ERR_UTF8);
    CHECK(same(dta_engine_last_error(e), "desc.tag: expected UTF-8 text, found bytes that are not UTF-8 (desc.tag's byte 0, 0x80, counting from 0)"));
    r.tag = NULL;
    kinds[1] = lead_then_ascii;
    r.accepts = kinds; r.accepts_count = 2;
    CHECK_STATUS(dta_engine_add_receiver(e, &r, &receiver), DTA_ERR_UTF8);
    CHECK(same(dta_engine_last_error(e),
               "desc.accepts[1]: expected UTF-8 text, found bytes that are not UTF-8 (desc.accepts[1]'s byte 2, 0xC3, counting from 0)"));
    CHECK_STATUS(dta_engine_find_receiver(e, ff, &receiver), DTA_ERR_UTF8);
    CHECK(same(dta_engine_last_error(e), "id: expected UTF-8 text, found bytes that are not UTF-8 (id's byte 1, 0xFF, counting from 0)"));
    s.id = "t1"; s.payload_kind = ff;
    CHECK_STATUS(dta_engine_add_source(e, &s, &source), DTA_ERR_UTF8);
    CHECK(same(dta_engine_last_error(e),
               "desc.payload_kind: expected UTF-8 text, found bytes that are not UTF-8 (desc.payload_kind's byte 1, 0xFF, counting from 0)"));
    s.payload_kind = "task"; s.object_id = surrogate;  /* U+D800 encoded: not UTF-8 */
    CHECK_STATUS(dta_engine_add_source(e, &s, &source), DTA_ERR_UTF8);
    CHECK(same(dta_engine_last_error(e),
               "desc.object_id: expected UTF-8 text, found bytes that are not UTF-8 (desc.object_id's byte 1, 0xED, counting from 0)"));
    CHECK_STATUS(dta_engine_key(e, DTA_KEY_FOCUS, ff, 0, actions, 32, &total), DTA_ERR_UTF8);
    CHECK(same(dta_engine_last_error(e), "source_id: expected UTF-8 text, found bytes that are not UTF-8 (source_id's byte 1, 0xFF, counting from 0)"));
    CHECK_OK(dta_engine_destroy(e));

    CHECK_OK(dta_runtime_create(&rt));
    CHECK_STATUS(dta_runtime_load(rt, scene, ff, NULL), DTA_ERR_UTF8);
    CHECK(same(dta_runtime_last_error(rt), "name: expected UTF-8 text, found bytes that are not UTF-8 (name's byte 1, 0xFF, counting from 0)"));
    CHECK_STATUS(dta_runtime_load(rt, scene, "todo.json", lead_then_ascii), DTA_ERR_UTF8);
    CHECK(same(dta_runtime_last_error(rt),
               "store_path: expected UTF-8 text, found bytes that are not UTF-8 (store_path's byte 2, 0xC3, counting from 0)"));
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", NULL));
    CHECK_STATUS(dta_runtime_rename(rt, ff, "x"), DTA_ERR_UTF8);
    CHECK(same(dta_runtime_last_error(rt), "task_id: expected UTF-8 text, found bytes that are not UTF-8 (task_id's byte 1, 0xFF, counting from 0)"));
    CHECK_STATUS(dta_runtime_rename(rt, "t1", cut_short), DTA_ERR_UTF8);
    CHECK(same(dta_runtime_last_error(rt), "title: expected UTF-8 text, found bytes that are not UTF-8 (title's byte 4, 0xE2, counting from 0)"));
    ids[1] = surrogate;
    CHECK_STATUS(dta_runtime_select(rt, ids, 2), DTA_ERR_UTF8);
    CHECK(same(dta_runtime_last_error(rt),
               "task_ids[1]: expected UTF-8 text, found bytes that are not UTF-8 (task_ids[1]'s byte 1, 0xED, counting from 0)"));
    CHECK_STATUS(dta_runtime_set_enabled(rt, ff, 0, 0, events, 32, &total), DTA_ERR_UTF8);
    CHECK(same(dta_runtime_last_error(rt), "receiver_id: expected UTF-8 text, found bytes that are not UTF-8 (receiver_id's byte 1, 0xFF, counting from 0)"));
    CHECK_STATUS(dta_runtime_is_enabled(rt, lone_continuation, &enabled), DTA_ERR_UTF8);
    CHECK(same(dta_runtime_last_error(rt), "receiver_id: expected UTF-8 text, found bytes that are not UTF-8 (receiver_id's byte 0, 0x80, counting from 0)"));
    CHECK_STATUS(dta_runtime_key(rt, DTA_KEY_FOCUS, ff, 0, events, 32, &total), DTA_ERR_UTF8);
    CHECK(same(dta_runtime_last_error(rt), "source_id: expected UTF-8 text, found bytes that are not UTF-8 (source_id's byte 1, 0xFF, counting from 0)"));
    CHECK_OK(dta_runtime_destroy(rt));
}

/* (1.11.0) Payload kinds are compared byte for byte, as ids are, in C as in Swift: a receiver accepting
 * "caf<U+00E9>" refuses a source whose kind is "cafe<U+0301>" (1.10.0 accepted it: the kind was compared
 * by Unicode canonical equivalence, ids by bytes), and two receivers or sources whose ids differ only
 * so are two, not a duplicate. */
static void kind_bytes_tests(void) {
    static const char composed[] = "caf\xc3\xa9";
    static const char combining[] = "cafe\xcc\x81";
    const char *accepts_composed[1];
    const char *accepts_combining[1];
    dta_engine e;
    dta_receiver a, b, found;
    dta_source s1, s2;
    dta_receiver_desc r = DTA_RECEIVER_DESC_INIT;
    dta_source_desc s = DTA_SOURCE_DESC_INIT;
    int i;

    accepts_composed[0] = composed;
    accepts_combining[0] = combining;
    CHECK_OK(dta_engine_create(&e));
    r.id = composed; r.tag = "composed"; r.x = 0; r.y = 0; r.width = 100; r.height = 100;
    r.accepts = accepts_composed; r.accepts_count = 1;
    CHECK_OK(dta_engine_add_receiver(e, &r, &a));
    r.id = combining; r.tag = "combining"; r.x = 200;
    r.accepts = accepts_combining;
    CHECK_OK(dta_engine_add_receiver(e, &r, &b));
    CHECK(a.id != b.id);
    CHECK_OK(dta_engine_find_receiver(e, combining, &found));
    CHECK(found.id == b.id);
    s.id = composed; s.payload_kind = combining; s.object_id = composed;
    s.x = 150; s.y = 0; s.width = 10; s.height = 10; s.activation = DTA_ACTIVATION_IMMEDIATE;
    CHECK_OK(dta_engine_add_source(e, &s, &s1));
    s.id = combining; s.y = 50;
    CHECK_OK(dta_engine_add_source(e, &s, &s2));
    CHECK(s1.id != s2.id);
    /* Dragged from the first source: onto the receiver of its own kind, then onto the other. */
    CHECK_OK(feed(e, DTA_INPUT_DOWN, 1, 155, 5, 0));
    CHECK_OK(feed(e, DTA_INPUT_MOVE, 1, 250, 5, 10));
    i = find(DTA_ACTION_ENTERED);
    CHECK(i >= 0 && actions[i].receiver.id == b.id && actions[i].verdict == DTA_VERDICT_ACCEPTS);
    CHECK_OK(feed(e, DTA_INPUT_MOVE, 1, 50, 5, 20));
    i = find(DTA_ACTION_ENTERED);
    CHECK(i >= 0 && actions[i].receiver.id == a.id && actions[i].verdict == DTA_VERDICT_REJECTS);
    CHECK_OK(feed(e, DTA_INPUT_UP, 1, 50, 5, 30));
    CHECK(find(DTA_ACTION_DROPPED) < 0);
    CHECK_OK(dta_engine_destroy(e));
}

/* (1.9.0) A text cut to a buffer too small ends on a whole character as people read one (an extended
 * grapheme cluster): Buy milk renamed "Buy <family> for cafe<U+0301>", the family emoji (man, ZWJ,
 * woman, ZWJ, girl: 18 bytes) and the "e" with its combining acute written whole or not at all
 * (1.8.0 cut the family after the man, and wrote the "e" without its accent). */
static void grapheme_cut_tests(const char *scene) {
    static const char family[] = "\xf0\x9f\x91\xa8\xe2\x80\x8d\xf0\x9f\x91\xa9\xe2\x80\x8d\xf0\x9f\x91\xa7";
    static const char accented[] = "cafe\xcc\x81";
    char title[64], whole[4096], cut[4096], said[160];
    const char *at;
    size_t length, full, before, room;
    dta_runtime rt;

    snprintf(title, sizeof title, "Buy %s for %s", family, accented);
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", NULL));
    CHECK_OK(dta_runtime_rename(rt, "t1", title));
    CHECK_OK(dta_runtime_board_json(rt, whole, sizeof whole, &full));
    at = strstr(whole, family);
    CHECK(at != NULL);
    if (at) {
        before = (size_t)(at - whole);  /* the bytes before the family */
        /* Room for the man and the ZWJ (7 bytes), and for all but the girl's last byte: none of it written. */
        for (room = 7; room <= 17; room += 10) {
            CHECK_STATUS(dta_runtime_board_json(rt, cut, before + room + 1, &length), DTA_ERR_TOO_SMALL);
            CHECK(length == full && strlen(cut) == before && memcmp(cut, whole, before) == 0);
            snprintf(said, sizeof said, "capacity: the text needs %zu bytes with its NUL, found %zu; the first %zu were written",
                     full + 1, before + room + 1, before);
            CHECK(same(dta_runtime_last_error(rt), said));
        }
        /* Room for the whole family: written. */
        CHECK_STATUS(dta_runtime_board_json(rt, cut, before + 18 + 1, &length), DTA_ERR_TOO_SMALL);
        CHECK(strlen(cut) == before + 18 && memcmp(cut, whole, before + 18) == 0);
    }
    at = strstr(whole, accented);
    CHECK(at != NULL);
    if (at) {
        before = (size_t)(at - whole) + 3;  /* up to "caf" */
        /* Room for the "e" alone, and for the "e" and the accent's first byte: "caf" is written. */
        for (room = 1; room <= 2; room++) {
            CHECK_STATUS(dta_runtime_board_json(rt, cut, before + room + 1, &length), DTA_ERR_TOO_SMALL);
            CHECK(strlen(cut) == before && memcmp(cut, whole, before) == 0);
        }
        /* Room for the "e" and its accent (U+0301, 2 bytes): written. */
        CHECK_STATUS(dta_runtime_board_json(rt, cut, before + 3 + 1, &length), DTA_ERR_TOO_SMALL);
        CHECK(strlen(cut) == before + 3 && memcmp(cut, whole, before + 3) == 0);
    }
    /* The whole text fits in full + 1: DTA_OK. */
    CHECK_OK(dta_runtime_board_json(rt, cut, full + 1, &length));
    CHECK(length == full && same(cut, whole));
    CHECK_OK(dta_runtime_destroy(rt));
}

/* (1.9.0) A row as one line, to compare with a literal: what it stands for, kind, id, title, list,
 * parent, depth, collapsed, hidden, frame. */
static const char *row_line(const dta_board_row *row) {
    static char line[256];
    static const char *whats[] = {"node", "dropZone", "section"};
    static const char *kinds[] = {"task", "header", "folder"};
    snprintf(line, sizeof line, "%s %s %s \"%s\" in %s under %s, depth %d%s, %lld hidden, at %g %g %g %g",
             row->what >= 0 && row->what <= 2 ? whats[row->what] : "?", row->kind >= 0 && row->kind <= 2 ? kinds[row->kind] : "?",
             row->id, row->title, row->list_id, row->parent_id ? row->parent_id : "-", (int)row->depth,
             row->collapsed ? ", collapsed" : "", (long long)row->hidden, row->x, row->y, row->width, row->height);
    return line;
}

/* Checks receiver `receiver`'s rows, listed anew, against `want` (`count` lines as row_line writes them). */
static void check_rows(dta_runtime rt, size_t receiver, const char *const *want, size_t count, int line) {
    size_t n = 0, i;
    dta_board_row row;
    check_status(dta_runtime_row_count(rt, receiver, &n), DTA_OK, "dta_runtime_row_count", line);
    check(n == count, "the row count", line);
    for (i = 0; i < n && i < count; i++) {
        int ok = dta_runtime_row(rt, receiver, i, &row) == DTA_OK && same(row_line(&row), want[i]);
        if (!ok) printf("  row %d: %s\n  wanted: %s\n", (int)i, row_line(&row), want[i]);
        check(ok, "a row", line);
    }
}

/* (1.9.0) A list's rows as the runtime draws them, from C: files.json's folders, each with the
 * drop zone after its contents (Folders B and C collapsed, each hiding one; Folder A collapsed by the
 * keyboard, its drop zone still there: seed 003), and projects.json's section titles (Errands
 * collapsed, hiding Post office), as BoardRuntime.rows(of:) gives them in Swift. */
static void row_tests(void) {
    static const char *const files_rows[] = {
        "node task r1 \"Readme\" in files under -, depth 0, 0 hidden, at 30 70 440 36",
        "node folder fa \"Folder A\" in files under -, depth 0, 0 hidden, at 30 110 440 36",
        "node task a1 \"Notes A1\" in files under fa, depth 1, 0 hidden, at 54 150 416 36",
        "node task a2 \"Notes A2\" in files under fa, depth 1, 0 hidden, at 54 190 416 36",
        "node folder fb \"Folder B\" in files under fa, depth 1, collapsed, 1 hidden, at 54 230 416 36",
        "dropZone folder fb \"Folder B\" in files under fa, depth 2, 0 hidden, at 78 270 392 36",
        "dropZone folder fa \"Folder A\" in files under -, depth 1, 0 hidden, at 54 310 416 36",
        "node task r2 \"Budget\" in files under -, depth 0, 0 hidden, at 30 350 440 36",
        "node folder fc \"Folder C\" in files under -, depth 0, collapsed, 1 hidden, at 30 390 440 36",
        "dropZone folder fc \"Folder C\" in files under -, depth 1, 0 hidden, at 54 430 416 36",
        "node task r3 \"Todo\" in files under -, depth 0, 0 hidden, at 30 470 440 36",
    };
    static const char *const folded_rows[] = {
        "node task r1 \"Readme\" in files under -, depth 0, 0 hidden, at 30 70 440 36",
        "node folder fa \"Folder A\" in files under -, depth 0, collapsed, 3 hidden, at 30 110 440 36",
        "dropZone folder fa \"Folder A\" in files under -, depth 1, 0 hidden, at 54 150 416 36",
        "node task r2 \"Budget\" in files under -, depth 0, 0 hidden, at 30 190 440 36",
        "node folder fc \"Folder C\" in files under -, depth 0, collapsed, 1 hidden, at 30 230 440 36",
        "dropZone folder fc \"Folder C\" in files under -, depth 1, 0 hidden, at 54 270 416 36",
        "node task r3 \"Todo\" in files under -, depth 0, 0 hidden, at 30 310 440 36",
    };
    static const char *const projects_rows[] = {
        "section header work \"Work\" in work under -, depth 0, 0 hidden, at 30 70 440 36",
        "node task w1 \"Write spec\" in work under -, depth 1, 0 hidden, at 54 110 416 36",
        "node task w2 \"Review PR\" in work under -, depth 1, 0 hidden, at 54 150 416 36",
        "node task w3 \"Ship release\" in work under -, depth 1, 0 hidden, at 54 190 416 36",
        "section header home \"Home\" in home under -, depth 0, 0 hidden, at 30 230 440 36",
        "node task m1 \"Laundry\" in home under -, depth 1, 0 hidden, at 54 270 416 36",
        "node task m2 \"Call plumber\" in home under -, depth 1, 0 hidden, at 54 310 416 36",
        "section header errands \"Errands\" in errands under -, depth 0, collapsed, 1 hidden, at 30 350 440 36",
    };
    char *files = read_file("Demo/scenes/files.json"), *projects = read_file("Demo/scenes/projects.json");
    dta_runtime rt;
    dta_board_row row;
    size_t n = 99;

    CHECK(files != NULL && projects != NULL);
    if (!files || !projects) { free(files); free(projects); return; }
    CHECK_OK(dta_runtime_create(&rt));
    /* No scene loaded: every count is 0 (1.10.0; n stayed 99). */
    CHECK_STATUS(dta_runtime_row_count(rt, 0, &n), DTA_ERR_STATE);
    CHECK(n == 0);
    n = 99;
    CHECK_STATUS(dta_runtime_board_count(rt, &n), DTA_ERR_STATE);
    CHECK(n == 0);
    n = 99;
    CHECK_STATUS(dta_runtime_receiver_count(rt, &n), DTA_ERR_STATE);
    CHECK(n == 0);
    n = 99;
    CHECK_STATUS(dta_runtime_source_count(rt, &n), DTA_ERR_STATE);
    CHECK(n == 0);
    CHECK_OK(dta_runtime_load(rt, files, "files.json", NULL));
    check_rows(rt, 0, files_rows, sizeof files_rows / sizeof *files_rows, __LINE__);
    /* Complete and Trash have no rows. */
    CHECK_OK(dta_runtime_row_count(rt, 1, &n));
    CHECK(n == 0);
    /* Refused: a receiver past the scene's, a row past the list's, NULL. */
    n = 99;
    CHECK_STATUS(dta_runtime_row_count(rt, 3, &n), DTA_ERR_INVALID);
    CHECK(same(dta_runtime_last_error(rt), "receiver_index: expected a receiver of the scene (0 to 2), found 3"));
    CHECK(n == 0);
    CHECK_STATUS(dta_runtime_row(rt, 0, 11, &row), DTA_ERR_INVALID);
    CHECK(same(dta_runtime_last_error(rt),
               "row_index: expected a row of receiver 0 (\"list\") as dta_runtime_row_count listed it (0 to 10), found 11"));
    CHECK_STATUS(dta_runtime_row(rt, 1, 0, &row), DTA_ERR_INVALID);
    CHECK(contains(dta_runtime_last_error(rt), "(there are none), found 0"));
    CHECK_STATUS(dta_runtime_row_count(rt, 0, NULL), DTA_ERR_NULL);
    CHECK_STATUS(dta_runtime_row(rt, 0, 0, NULL), DTA_ERR_NULL);
    /* Folder A closed by the keyboard: its three children hidden, its drop zone still drawn. The
     * key ends the numbering: the rows are listed again. */
    CHECK_OK(dta_runtime_key(rt, DTA_KEY_FOCUS, "fa", 0, events, 32, &total));
    CHECK_STATUS(dta_runtime_row(rt, 0, 0, &row), DTA_ERR_STATE);
    CHECK(same(dta_runtime_last_error(rt),
               "the rows of receiver 0 (\"list\") are not listed: call dta_runtime_row_count (again: a feed, key, refresh, undo, "
               "redo, rename, select, set_enabled, set_scroll_offset or wheel may have changed them)"));
    CHECK_OK(dta_runtime_key(rt, DTA_KEY_ACTIVATE, NULL, 100 * MS, events, 32, &total));
    check_rows(rt, 0, folded_rows, sizeof folded_rows / sizeof *folded_rows, __LINE__);
    /* (1.10.0) A focus on Photo B1, hidden inside Folder B inside Folder A, now closed: rejected naming
       Folder A, whose row shows (it was "unknownSource", saying no why). An id nothing has is still unknownSource. */
    CHECK_STATUS(dta_runtime_key(rt, DTA_KEY_FOCUS, "b1", 200 * MS, events, 32, &total), DTA_ERR_REJECTED);
    CHECK(total == 1 && events[0].type == DTA_ACTION_INPUT_REJECTED && events[0].pointer == -1 && same(events[0].reason, "hiddenSource")
          && same(events[0].detail, "no source \"b1\" to focus: it is hidden inside collapsed folder \"fa\""));
    CHECK(same(dta_runtime_last_error(rt), "input rejected: no source \"b1\" to focus: it is hidden inside collapsed folder \"fa\""));
    CHECK_STATUS(dta_runtime_key(rt, DTA_KEY_FOCUS, "zz", 300 * MS, events, 32, &total), DTA_ERR_REJECTED);
    CHECK(total == 1 && same(events[0].reason, "unknownSource"));
    CHECK_OK(dta_runtime_destroy(rt));

    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, projects, "projects.json", NULL));
    check_rows(rt, 0, projects_rows, sizeof projects_rows / sizeof *projects_rows, __LINE__);
    CHECK_OK(dta_runtime_destroy(rt));
    free(files);
    free(projects);
}

/* (1.10.0) A section opened or closed is a DTA_EVENT_SECTION_TOGGLED, and with a store it is kept
 * there: a runtime loaded on the store afterwards, and one refreshing, show Work collapsed. */
static void section_store_tests(const char *store) {
    char *projects = read_file("Demo/scenes/projects.json");
    char path[1024];
    dta_runtime a, b, later;
    dta_board_row row;
    size_t n = 0;
    int k;
    CHECK(projects != NULL);
    if (!projects) return;
    snprintf(path, sizeof path, "%s-sections", store);
    remove(path);
    CHECK(DTA_EVENT_SECTION_TOGGLED == 20);
    CHECK_OK(dta_runtime_create(&a));
    CHECK_OK(dta_runtime_create(&b));
    CHECK_OK(dta_runtime_load(a, projects, "projects.json", path));
    CHECK_OK(dta_runtime_load(b, projects, "projects.json", path));
    /* A tap on Work's title, in A. */
    CHECK_OK(rfeed(a, DTA_INPUT_DOWN, 1, 250, 88, 0));
    CHECK_OK(rfeed(a, DTA_INPUT_UP, 1, 250, 88, 100));
    k = find_event(DTA_EVENT_SECTION_TOGGLED);
    CHECK(total == 1 && k == 0 && same(events[k].list_id, "work") && same(events[k].tag, "collapse")
          && same(events[k].detail, "collapse work") && events[k].task_id == NULL && events[k].pointer == -1);
    /* B reads it at its refresh; a runtime loaded now starts with it. */
    CHECK_OK(dta_runtime_refresh(b, 200 * MS, events, 32, &total));
    CHECK_OK(dta_runtime_row_count(b, 0, &n));
    CHECK_OK(dta_runtime_row(b, 0, 0, &row));
    CHECK(n == 5 && same(row.id, "work") && row.collapsed == 1 && row.hidden == 3);
    CHECK_OK(dta_runtime_create(&later));
    CHECK_OK(dta_runtime_load(later, projects, "projects.json", path));
    CHECK_OK(dta_runtime_row_count(later, 0, &n));
    CHECK_OK(dta_runtime_row(later, 0, 0, &row));
    CHECK(n == 5 && same(row.id, "work") && row.collapsed == 1 && row.hidden == 3);
    CHECK_OK(dta_runtime_destroy(later));
    CHECK_OK(dta_runtime_destroy(b));
    CHECK_OK(dta_runtime_destroy(a));
    remove(path);
    free(projects);
}

/* (1.9.0) A scrollable list scrolled from C, as a kiosk's wheel would, and its offset read back:
 * long-list.json's 200 rows, 50 points apart in a list 520 high. */
static void scroll_tests(void) {
    char *scene = read_file("Demo/scenes/long-list.json");
    dta_runtime rt;
    dta_board_row row;
    dta_item item;
    double offset = -1;
    size_t n;
    int k;

    CHECK(scene != NULL);
    if (!scene) return;
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_STATUS(dta_runtime_scroll_offset(rt, "list", &offset), DTA_ERR_STATE);
    CHECK_OK(dta_runtime_load(rt, scene, "long-list.json", NULL));
    CHECK_OK(dta_runtime_scroll_offset(rt, "list", &offset));
    CHECK(offset == 0);
    /* 120 points down: the rows are drawn 120 points higher, the first above the list's frame. */
    CHECK_OK(dta_runtime_set_scroll_offset(rt, "list", 120, 0, events, 32, &total));
    CHECK(total == 0);
    CHECK_OK(dta_runtime_scroll_offset(rt, "list", &offset));
    CHECK(offset == 120);
    CHECK_OK(dta_runtime_row_count(rt, 0, &n));
    CHECK(n == 200);
    CHECK_OK(dta_runtime_row(rt, 0, 0, &row));
    CHECK(same(row_line(&row), "node task t1 \"Task 1\" in inbox under -, depth 0, 0 hidden, at 30 -50 440 44"));
    CHECK_OK(dta_runtime_row(rt, 0, 3, &row));
    CHECK(same(row_line(&row), "node task t4 \"Task 4\" in inbox under -, depth 0, 0 hidden, at 30 100 440 44"));
    CHECK_OK(dta_runtime_board_count(rt, &n));
    CHECK_OK(dta_runtime_board_item(rt, 0, &item));
    CHECK(same(item.id, "t1") && item.visible == 1 && item.y == -50);
    /* Held within the content: its end is the last row's bottom (70 + 199 * 50 + 44) plus the first
     * row's 10 points of padding, less the frame's bottom (580); and 0 at the top. */
    CHECK_OK(dta_runtime_set_scroll_offset(rt, "list", 1e9, 10 * MS, events, 32, &total));
    CHECK_OK(dta_runtime_scroll_offset(rt, "list", &offset));
    CHECK(offset == 9494);
    CHECK_OK(dta_runtime_set_scroll_offset(rt, "list", -5, 20 * MS, events, 32, &total));
    CHECK_OK(dta_runtime_scroll_offset(rt, "list", &offset));
    CHECK(offset == 0);
    /* Task 1 held at the list's middle, over slot 5; scrolled 100 points, the drag is told its
     * new slot (7) without a move. */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 100));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 400));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 250, 320, 500));
    k = find_event(DTA_ACTION_MOVED_WITHIN);
    CHECK(k >= 0 && events[k].slot == 5);
    CHECK_OK(dta_runtime_set_scroll_offset(rt, "list", 100, 600 * MS, events, 32, &total));
    k = find_event(DTA_ACTION_MOVED_WITHIN);
    CHECK(total == 1 && k == 0 && same(events[k].receiver_id, "list") && events[k].slot == 7 && events[k].time_ns == 600 * MS
          && events[k].x == 0 && events[k].y == 0);
    CHECK_OK(dta_runtime_events(rt, 0, events, 32, &total));
    CHECK(total == 1 && events[0].slot == 7);
    /* The same offset again: nothing. */
    CHECK_OK(dta_runtime_set_scroll_offset(rt, "list", 100, 650 * MS, events, 32, &total));
    CHECK(total == 0);
    /* Refused, nothing scrolled: a receiver that does not scroll, an id of none, an offset not
     * finite, NULL, a time gone back. */
    CHECK_STATUS(dta_runtime_set_scroll_offset(rt, "complete", 10, 700 * MS, events, 32, &total), DTA_ERR_INVALID);
    CHECK(total == 0);
    CHECK(same(dta_runtime_last_error(rt), "receiver_id: expected the id of a scrollable list receiver (\"scrollable\": true; "
                                           "the scene's: \"list\"), found \"complete\", which does not scroll"));
    CHECK_STATUS(dta_runtime_set_scroll_offset(rt, "bin", 10, 700 * MS, events, 32, &total), DTA_ERR_INVALID);
    CHECK(same(dta_runtime_last_error(rt),
               "receiver_id: expected the id of a receiver of the scene (\"list\", \"complete\", \"trash\"), found \"bin\", which none has"));
    CHECK_STATUS(dta_runtime_scroll_offset(rt, "bin", &offset), DTA_ERR_INVALID);
    CHECK_STATUS(dta_runtime_set_scroll_offset(rt, "list", NAN, 700 * MS, events, 32, &total), DTA_ERR_INVALID);
    CHECK(same(dta_runtime_last_error(rt), "offset: expected a finite number of points, found nan"));
    CHECK_STATUS(dta_runtime_set_scroll_offset(rt, "list", 10, 700 * MS, NULL, 32, &total), DTA_ERR_NULL);
    CHECK_STATUS(dta_runtime_set_scroll_offset(rt, NULL, 10, 700 * MS, events, 32, &total), DTA_ERR_NULL);
    CHECK_STATUS(dta_runtime_scroll_offset(rt, "list", NULL), DTA_ERR_NULL);
    CHECK_STATUS(dta_runtime_set_scroll_offset(rt, "list", 10, 100 * MS, events, 32, &total), DTA_ERR_REJECTED);
    CHECK(total == 1 && events[0].type == DTA_ACTION_INPUT_REJECTED && same(events[0].reason, "timeWentBackwards"));
    CHECK_OK(dta_runtime_scroll_offset(rt, "list", &offset));
    CHECK(offset == 100);
    /* A list that does not scroll is at 0. */
    CHECK_OK(dta_runtime_scroll_offset(rt, "complete", &offset));
    CHECK(offset == 0);
    CHECK_OK(dta_runtime_destroy(rt));
    free(scene);
}

/* (1.10.0) The mouse wheel from C: the scrollable list covering the point scrolls by the delta;
 * over Trash floating on the list's bottom edge, or over nothing, nothing scrolls. Twelve rows 50
 * apart from y 70 in a list 60...460: its content ends 210 points down. */
static void wheel_tests(void) {
    static const char scene[] =
        "{\"viewport\": {\"width\": 800, \"height\": 600},"
        " \"lists\": [{\"id\": \"inbox\", \"tasks\": [{\"id\": \"t1\", \"title\": \"One\"}, {\"id\": \"t2\", \"title\": \"Two\"},"
        "  {\"id\": \"t3\", \"title\": \"Three\"}, {\"id\": \"t4\", \"title\": \"Four\"}, {\"id\": \"t5\", \"title\": \"Five\"},"
        "  {\"id\": \"t6\", \"title\": \"Six\"}, {\"id\": \"t7\", \"title\": \"Seven\"}, {\"id\": \"t8\", \"title\": \"Eight\"},"
        "  {\"id\": \"t9\", \"title\": \"Nine\"}, {\"id\": \"t10\", \"title\": \"Ten\"}, {\"id\": \"t11\", \"title\": \"Eleven\"},"
        "  {\"id\": \"t12\", \"title\": \"Twelve\"}]}],"
        " \"receivers\": [{\"id\": \"inbox\", \"frame\": {\"x\": 0, \"y\": 60, \"width\": 400, \"height\": 400}, \"role\": {\"list\": \"inbox\"},"
        "   \"accepts\": [\"task\"], \"scrollable\": true, \"rows\": {\"x\": 10, \"y\": 70, \"width\": 230, \"height\": 40, \"pitch\": 50}},"
        "  {\"id\": \"trash\", \"frame\": {\"x\": 250, \"y\": 400, \"width\": 150, \"height\": 60}, \"z\": 1, \"role\": \"trash\","
        "   \"accepts\": [\"task\"]}]}";
    dta_runtime rt;
    const char *list = "unset";
    double offset = -1;
    int k, slot;

    CHECK_OK(dta_runtime_create(&rt));
    CHECK_STATUS(dta_runtime_wheel(rt, 100, 200, 10, 0, &list, events, 32, &total), DTA_ERR_STATE);
    CHECK(list == NULL && total == 0);
    CHECK_OK(dta_runtime_load(rt, scene, "wheel.json", NULL));
    CHECK_OK(dta_runtime_wheel(rt, 100, 200, 120, 0, &list, events, 32, &total));
    CHECK(same(list, "inbox") && total == 0);
    CHECK_OK(dta_runtime_scroll_offset(rt, "inbox", &offset));
    CHECK(offset == 120);
    /* Over Trash, over the list's edge: Trash covers it. Over nothing: nothing. */
    list = "unset";
    CHECK_OK(dta_runtime_wheel(rt, 300, 430, 50, 10 * MS, &list, events, 32, &total));
    CHECK(list == NULL && total == 0);
    list = "unset";
    CHECK_OK(dta_runtime_wheel(rt, 700, 100, 50, 20 * MS, &list, events, 32, &total));
    CHECK(list == NULL && total == 0);
    CHECK_OK(dta_runtime_scroll_offset(rt, "inbox", &offset));
    CHECK(offset == 120);
    /* Held at the end of its content (70 + 11 * 50 + 40 + 10 - 460), still the list it is over; no
     * list_id asked for. */
    CHECK_OK(dta_runtime_wheel(rt, 100, 200, 1e9, 30 * MS, &list, events, 32, &total));
    CHECK_OK(dta_runtime_wheel(rt, 100, 200, 10, 40 * MS, &list, events, 32, &total));
    CHECK(same(list, "inbox"));
    CHECK_OK(dta_runtime_scroll_offset(rt, "inbox", &offset));
    CHECK(offset == 210);
    CHECK_OK(dta_runtime_wheel(rt, 100, 200, -1e9, 50 * MS, NULL, events, 32, &total));
    CHECK_OK(dta_runtime_scroll_offset(rt, "inbox", &offset));
    CHECK(offset == 0);
    /* One held in the list; the wheel moves the rows under it, and it is told its new slot. */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 100, 90, 100));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 400));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 100, 250, 500));
    k = find_event(DTA_ACTION_MOVED_WITHIN);
    CHECK(k >= 0);
    slot = k >= 0 ? (int)events[k].slot : -1;
    CHECK_OK(dta_runtime_wheel(rt, 100, 200, 100, 600 * MS, &list, events, 32, &total));
    CHECK(total == 1 && events[0].type == DTA_ACTION_MOVED_WITHIN && same(events[0].receiver_id, "inbox")
          && (int)events[0].slot == slot + 2 && events[0].time_ns == 600 * MS && events[0].x == 0 && events[0].y == 0);
    /* Refused, nothing scrolled: a point or delta not finite, NULL out with a capacity, a time gone back. */
    CHECK_STATUS(dta_runtime_wheel(rt, 100, 200, NAN, 700 * MS, &list, events, 32, &total), DTA_ERR_INVALID);
    CHECK(list == NULL && total == 0);
    CHECK(same(dta_runtime_last_error(rt), "delta: expected a finite number of points, found nan"));
    CHECK_STATUS(dta_runtime_wheel(rt, INFINITY, 200, 10, 700 * MS, &list, events, 32, &total), DTA_ERR_INVALID);
    CHECK(same(dta_runtime_last_error(rt), "x, y: expected a finite point, found (inf, 200)"));
    CHECK_STATUS(dta_runtime_wheel(rt, 100, 200, 10, 700 * MS, &list, NULL, 32, &total), DTA_ERR_NULL);
    CHECK_STATUS(dta_runtime_wheel(rt, 100, 200, 10, 100 * MS, &list, events, 32, &total), DTA_ERR_REJECTED);
    CHECK(list == NULL && total == 1 && events[0].type == DTA_ACTION_INPUT_REJECTED && same(events[0].reason, "timeWentBackwards"));
    CHECK_OK(dta_runtime_scroll_offset(rt, "inbox", &offset));
    CHECK(offset == 100);
    CHECK_OK(dta_runtime_destroy(rt));
}

/* (1.9.0) An event's cues as values: seed 001's lift, drop and return, and a selection's badge. */
static void cue_tests(const char *scene) {
    static const char *const ids[] = {"t2", "t3"};
    dta_runtime rt;
    dta_cues cues;
    int k;

    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", NULL));
    /* Buy milk lifted: a medium haptic, raised, dimmed to 0.7, with a shadow; no animation. */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(dta_runtime_event_cues(rt, 0, &cues));
    CHECK(cues.haptic == DTA_HAPTIC_NONE && cues.has_appearance == 0 && cues.opacity == 1 && cues.animation == DTA_ANIMATION_NONE
          && cues.curve == DTA_CURVE_NONE && cues.animation_ms == 0 && cues.badge == 0 && cues.lifted == 0 && cues.shadow == 0);
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 300));
    k = find_event(DTA_ACTION_DRAG_STARTED);
    CHECK(k >= 0);
    CHECK_OK(dta_runtime_event_cues(rt, (size_t)k, &cues));
    CHECK(cues.haptic == DTA_HAPTIC_MEDIUM && cues.has_appearance == 1 && cues.lifted == 1 && cues.shadow == 1 && cues.opacity == 0.7
          && cues.animation == DTA_ANIMATION_NONE && cues.curve == DTA_CURVE_NONE && cues.animation_ms == 0 && cues.badge == 0
          && cues.reserved == 0);
    /* Dropped on Complete: a light haptic, it settles (spring, 200 ms); the applied event has none. */
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 650, 150, 800));
    k = find_event(DTA_ACTION_DROPPED);
    CHECK(k >= 0);
    CHECK_OK(dta_runtime_event_cues(rt, (size_t)k, &cues));
    CHECK(cues.haptic == DTA_HAPTIC_LIGHT && cues.animation == DTA_ANIMATION_SETTLE && cues.curve == DTA_CURVE_SPRING
          && cues.animation_ms == 200 && cues.has_appearance == 0 && cues.opacity == 1 && cues.badge == 0);
    k = find_event(DTA_EVENT_APPLIED);
    CHECK(k >= 0);
    CHECK_OK(dta_runtime_event_cues(rt, (size_t)k, &cues));
    CHECK(cues.haptic == DTA_HAPTIC_NONE && cues.animation == DTA_ANIMATION_NONE);
    /* Walk the dog let go over nothing: it flies back (ease in and out, 250 ms), no haptic. */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 1000));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 1300));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 510, 30, 1400));
    k = find_event(DTA_ACTION_CANCELLED);
    CHECK(k >= 0 && same(events[k].source_id, "t2") && same(events[k].reason, "releasedOutside"));
    CHECK_OK(dta_runtime_event_cues(rt, (size_t)k, &cues));
    CHECK(cues.haptic == DTA_HAPTIC_NONE && cues.animation == DTA_ANIMATION_RETURN_TO_ORIGIN && cues.curve == DTA_CURVE_EASE_IN_OUT
          && cues.animation_ms == 250 && cues.has_appearance == 0);
    /* A selection of two lifted: its badge says 2, as dta_action.badge does. */
    CHECK_OK(dta_runtime_select(rt, ids, 2));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 2000));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 2300));
    k = find_event(DTA_ACTION_DRAG_STARTED);
    CHECK(k >= 0);
    CHECK_OK(dta_runtime_event_cues(rt, (size_t)k, &cues));
    CHECK(k >= 0 && cues.badge == 2 && events[k].badge == 2 && cues.haptic == DTA_HAPTIC_MEDIUM);
    /* Refused: an index past the last call's events, NULL. */
    CHECK_STATUS(dta_runtime_event_cues(rt, total, &cues), DTA_ERR_INVALID);
    CHECK(contains(dta_runtime_last_error(rt), "index: expected an event of the last call (0 to "));
    CHECK_STATUS(dta_runtime_event_cues(rt, 0, NULL), DTA_ERR_NULL);
    CHECK_OK(dta_runtime_destroy(rt));
}

/* (1.10.0) Reduce Motion from C: off by default (a drop settles); on, a drop's cues carry no animation
 * but keep the light haptic, from the next press (a drag under way keeps its motion); refused as
 * dta_runtime_set_announcements refuses. */
static void reduce_motion_tests(const char *scene) {
    dta_runtime rt, none = {0};
    dta_cues cues;
    char text[256];
    int k;

    CHECK_OK(dta_runtime_create(&rt));
    CHECK_STATUS(dta_runtime_set_reduce_motion(rt, 1), DTA_ERR_STATE);
    CHECK(same(dta_runtime_last_error(rt), "no scene loaded: call dta_runtime_load first"));
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", NULL));
    /* Off by default: Buy milk dropped on Complete settles (spring, 200 ms). */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 300));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 650, 150, 400));
    k = find_event(DTA_ACTION_DROPPED);
    CHECK(k >= 0);
    CHECK_OK(dta_runtime_event_cues(rt, (size_t)k, &cues));
    CHECK(cues.haptic == DTA_HAPTIC_LIGHT && cues.animation == DTA_ANIMATION_SETTLE && cues.curve == DTA_CURVE_SPRING && cues.animation_ms == 200);
    /* Refused, nothing changed: on neither 0 nor 1; a handle that is no runtime (id 0). The last
     * call's events are kept. */
    CHECK_STATUS(dta_runtime_set_reduce_motion(rt, 2), DTA_ERR_INVALID);
    CHECK(same(dta_runtime_last_error(rt), "on: expected 0 or 1, found 2"));
    CHECK_STATUS(dta_runtime_set_reduce_motion(rt, -1), DTA_ERR_INVALID);
    CHECK_STATUS(dta_runtime_set_reduce_motion(none, 1), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_runtime_set_announcements(none, 1), DTA_ERR_HANDLE);
    CHECK_OK(dta_runtime_event_cues(rt, (size_t)k, &cues));
    CHECK(cues.animation == DTA_ANIMATION_SETTLE);
    /* On while Walk the dog is held: its drop still settles (the drag keeps the motion it began with). */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 1000));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 1300));
    CHECK_OK(dta_runtime_set_reduce_motion(rt, 1));
    CHECK_OK(dta_runtime_set_reduce_motion(rt, 1));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 650, 150, 1400));
    k = find_event(DTA_ACTION_DROPPED);
    CHECK(k >= 0 && same(events[k].source_id, "t2"));
    CHECK_OK(dta_runtime_event_cues(rt, (size_t)k, &cues));
    CHECK(cues.haptic == DTA_HAPTIC_LIGHT && cues.animation == DTA_ANIMATION_SETTLE && cues.animation_ms == 200);
    /* The next drag, pressed with it on: Write report's drop has no animation, its light haptic stays. */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 2000));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 2300));
    k = find_event(DTA_ACTION_DRAG_STARTED);
    CHECK(k >= 0);
    CHECK_OK(dta_runtime_event_cues(rt, (size_t)k, &cues));
    CHECK(cues.haptic == DTA_HAPTIC_MEDIUM && cues.has_appearance == 1 && cues.lifted == 1 && cues.shadow == 1 && cues.opacity == 0.7);
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 650, 150, 2400));
    k = find_event(DTA_ACTION_DROPPED);
    CHECK(k >= 0 && same(events[k].source_id, "t3"));
    CHECK_OK(dta_runtime_event_cues(rt, (size_t)k, &cues));
    CHECK(cues.haptic == DTA_HAPTIC_LIGHT && cues.animation == DTA_ANIMATION_NONE && cues.curve == DTA_CURVE_NONE
          && cues.animation_ms == 0 && cues.has_appearance == 0 && cues.badge == 0);
    CHECK_OK(dta_runtime_event_text(rt, (size_t)k, text, sizeof text, NULL));
    CHECK(contains(text, "dropped task(t3) on complete") && contains(text, "haptic: light") && !contains(text, "settle"));
    /* Call mom let go over nothing: no flight back, so no cue at all. */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 3000));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 3300));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 510, 30, 3400));
    k = find_event(DTA_ACTION_CANCELLED);
    CHECK(k >= 0 && same(events[k].source_id, "t4"));
    CHECK_OK(dta_runtime_event_cues(rt, (size_t)k, &cues));
    CHECK(cues.haptic == DTA_HAPTIC_NONE && cues.animation == DTA_ANIMATION_NONE && cues.animation_ms == 0);
    /* Off again: the next drop settles. */
    CHECK_OK(dta_runtime_set_reduce_motion(rt, 0));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 4000));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 4300));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 650, 150, 4400));
    k = find_event(DTA_ACTION_DROPPED);
    CHECK(k >= 0 && same(events[k].source_id, "t4"));
    CHECK_OK(dta_runtime_event_cues(rt, (size_t)k, &cues));
    CHECK(cues.haptic == DTA_HAPTIC_LIGHT && cues.animation == DTA_ANIMATION_SETTLE && cues.animation_ms == 200);
    CHECK_OK(dta_runtime_destroy(rt));
    CHECK_STATUS(dta_runtime_set_reduce_motion(rt, 1), DTA_ERR_HANDLE);
}

/* (1.10.0) The rows making space for a drag, from C (dta_runtime_preview): the values Swift's
 * DragDispatcher.preview(for:) gives for the same drags (DropTests' literals for a list of rows 50
 * points apart, y 70, 120, … with centres 92, 142, 192, 242, 292: the slot counts the centres above
 * the pointer). Reduce Motion leaves the shift and drops the animation; refused as its neighbours. */
static void preview_tests(const char *scene) {
    dta_runtime rt, none = {0};
    dta_preview pv;

    CHECK_OK(dta_runtime_create(&rt));
    pv.has = 1; pv.slot = 9;
    CHECK_STATUS(dta_runtime_preview(rt, 1, &pv), DTA_ERR_STATE);
    CHECK(pv.has == 0 && pv.slot == -1 && pv.from_row == -1 && pv.receiver_id == NULL);
    CHECK(same(dta_runtime_last_error(rt), "no scene loaded: call dta_runtime_load first"));
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", NULL));
    /* No drag: none. */
    pv.has = 1;
    CHECK_OK(dta_runtime_preview(rt, 1, &pv));
    CHECK(pv.has == 0 && pv.receiver.id == 0 && pv.receiver_id == NULL && pv.slot == -1 && pv.from_row == -1 && pv.first == 0
          && pv.count == 0 && pv.offset == 0 && pv.animation == DTA_ANIMATION_NONE && pv.curve == DTA_CURVE_NONE && pv.animation_ms == 0
          && pv.depth == 0 && pv.line_y == 0);
    /* Buy milk lifted where it lies: slot 0, its own place, nothing moves (DropTests: 0, 0, 0..<0, 0). */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 300));
    CHECK_OK(dta_runtime_preview(rt, 1, &pv));
    CHECK(pv.has == 1 && same(pv.receiver_id, "list") && pv.slot == 0 && pv.from_row == 0 && pv.first == 0 && pv.count == 0 && pv.offset == 0
          && pv.line_y == 70 && pv.depth == 0);
    /* Down to y 200, past three centres: slot 3; Walk the dog and Write report (rows 1 and 2) move up
       a pitch into its place (DropTests: slot 3, from 0, 1..<3, -50), with seed 001's spring of 200 ms. */
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 250, 200, 400));
    CHECK_OK(dta_runtime_preview(rt, 1, &pv));
    CHECK(pv.has == 1 && pv.receiver.id == 0 && same(pv.receiver_id, "list") && pv.slot == 3 && pv.from_row == 0 && pv.first == 1
          && pv.count == 2 && pv.offset == -50 && pv.animation == DTA_ANIMATION_ROW_SHIFT && pv.curve == DTA_CURVE_SPRING
          && pv.animation_ms == 200 && pv.depth == 0 && pv.line_y == 220);
    /* Another pointer, the keyboard carrying nothing: none; NULL out: refused. */
    CHECK_OK(dta_runtime_preview(rt, 7, &pv));
    CHECK(pv.has == 0 && pv.receiver_id == NULL && pv.slot == -1);
    CHECK_OK(dta_runtime_preview(rt, -1, &pv));
    CHECK(pv.has == 0);
    CHECK_STATUS(dta_runtime_preview(rt, 1, NULL), DTA_ERR_NULL);
    CHECK(same(dta_runtime_last_error(rt), "out: expected a pointer, found NULL"));
    /* Over Complete, which has no rows: none; let go there. */
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 650, 150, 500));
    CHECK_OK(dta_runtime_preview(rt, 1, &pv));
    CHECK(pv.has == 0 && pv.receiver_id == NULL);
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 650, 150, 600));
    CHECK(find_event(DTA_EVENT_APPLIED) >= 0);
    CHECK_OK(dta_runtime_preview(rt, 1, &pv));
    CHECK(pv.has == 0);
    /* Add New carried in from elsewhere to y 160 over the four rows left (centres 92, 142): slot 2,
       and rows 2 and 3 open a gap a pitch down (DropTests: slot 2, from none, 2..<5 of five rows, 50). */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 2, 600, 500, 1000));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 2, 600, 480, 1050));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 2, 250, 160, 1100));
    CHECK_OK(dta_runtime_preview(rt, 2, &pv));
    CHECK(pv.has == 1 && same(pv.receiver_id, "list") && pv.slot == 2 && pv.from_row == -1 && pv.first == 2 && pv.count == 2
          && pv.offset == 50 && pv.animation == DTA_ANIMATION_ROW_SHIFT);
    CHECK_OK(rfeed(rt, DTA_INPUT_CANCEL, 2, 250, 160, 1200));
    /* Reduce Motion, from the next press: the same rows move, at once. Pay bills (row 3 now) lifted
       and carried up to y 130: slot 1, rows 1 and 2 move down (DropTests: slot 1, from 4, 1..<4, 50). */
    CHECK_OK(dta_runtime_set_reduce_motion(rt, 1));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 242, 2000));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 2300));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 250, 130, 2400));
    CHECK_OK(dta_runtime_preview(rt, 1, &pv));
    CHECK(pv.has == 1 && same(pv.receiver_id, "list") && pv.slot == 1 && pv.from_row == 3 && pv.first == 1 && pv.count == 2
          && pv.offset == 50 && pv.animation == DTA_ANIMATION_NONE && pv.curve == DTA_CURVE_NONE && pv.animation_ms == 0);
    CHECK_OK(rfeed(rt, DTA_INPUT_CANCEL, 1, 250, 130, 2500));
    /* The keyboard's drag has one too: Walk the dog picked up, stepped to the list's next place. */
    CHECK_OK(dta_runtime_key(rt, DTA_KEY_FOCUS, "t2", 3000 * MS, events, 32, &total));
    CHECK_OK(dta_runtime_key(rt, DTA_KEY_PICK_UP, NULL, 3000 * MS, events, 32, &total));
    CHECK_OK(dta_runtime_preview(rt, -1, &pv));
    CHECK(pv.has == 1 && same(pv.receiver_id, "list") && pv.from_row == 0);
    CHECK_OK(dta_runtime_key(rt, DTA_KEY_CANCEL, NULL, 3100 * MS, events, 32, &total));
    /* Refused: a handle that is no runtime, a destroyed one; the preview left empty. */
    pv.has = 1;
    CHECK_STATUS(dta_runtime_preview(none, 1, &pv), DTA_ERR_HANDLE);
    CHECK(pv.has == 0 && pv.slot == -1);
    CHECK_OK(dta_runtime_destroy(rt));
    pv.has = 1; pv.receiver_id = "stale";
    CHECK_STATUS(dta_runtime_preview(rt, 1, &pv), DTA_ERR_HANDLE);
    CHECK(pv.has == 0 && pv.receiver_id == NULL);
}

/* (1.10.0) The insertion line of a tree, from C (dta_runtime_preview), accepted or refused: files.json's folders (rows as
 * row_tests lists them: 0 r1 at y 70, 1 fa 110, 2 a1, 3 a2, 4 fb collapsed 230, 5 fb's drop zone 270,
 * 6 fa's drop zone 310, 7 r2 350, 8 fc collapsed 390, 9 fc's drop zone 430, 10 r3 470, each 36 high)
 * and projects.json's sections — no rule of the tree's needed: `slot` is the row the line is drawn
 * above, `line_y` its height, `depth` its indent, and no row moves. */
static void tree_preview_tests(void) {
    char *files = read_file("Demo/scenes/files.json"), *projects = read_file("Demo/scenes/projects.json");
    dta_runtime rt;
    dta_preview pv;

    CHECK(files != NULL && projects != NULL);
    if (!files || !projects) { free(files); free(projects); return; }
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, files, "files.json", NULL));
    /* Readme lifted and carried to Folder A's middle: inside it at its end, the line on its drop
       zone's centre (row 6: 310 + 18), one level in. */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 88, 0));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 300));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 250, 128, 400));
    CHECK_OK(dta_runtime_preview(rt, 1, &pv));
    CHECK(pv.has == 1 && same(pv.receiver_id, "list") && pv.slot == 6 && pv.line_y == 328 && pv.depth == 1 && pv.from_row == 0
          && pv.count == 0 && pv.first == 6 && pv.offset == 0 && pv.refused == 0);
    /* A tree's rows never move: no animation is named (it was DTA_ANIMATION_ROW_SHIFT, spring, 200 ms, with count 0). */
    CHECK(pv.animation == DTA_ANIMATION_NONE && pv.curve == DTA_CURVE_NONE && pv.animation_ms == 0);
    /* Over collapsed Folder B's drop zone: inside it, after its hidden child (row 5, two levels in). */
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 250, 288, 500));
    CHECK_OK(dta_runtime_preview(rt, 1, &pv));
    CHECK(pv.has == 1 && pv.slot == 5 && pv.line_y == 288 && pv.depth == 2 && pv.count == 0);
    /* Collapsed Folder C's bottom quarter: below it at the top level, above Todo (row 10). */
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 250, 423, 600));
    CHECK_OK(dta_runtime_preview(rt, 1, &pv));
    CHECK(pv.has == 1 && pv.slot == 10 && pv.line_y == 470 && pv.depth == 0 && pv.count == 0);
    /* Below Todo's centre: the end, below the last row (470 + 36). */
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 250, 500, 700));
    CHECK_OK(dta_runtime_preview(rt, 1, &pv));
    CHECK(pv.has == 1 && pv.slot == 11 && pv.line_y == 506 && pv.depth == 0 && pv.count == 0);
    CHECK_OK(rfeed(rt, DTA_INPUT_CANCEL, 1, 250, 500, 800));
    /* Folder A lifted over its own Notes A2, below its centre: a folder may not go inside itself.
       The place (inside Folder A, above Folder B: row 4, one level in) has its line all the same,
       refused, and no row moves: draw the refusal there (it had no preview, has 0, and a tree's
       event names no row). */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 128, 1000));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 1300));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 250, 215, 1400));
    CHECK_OK(dta_runtime_preview(rt, 1, &pv));
    CHECK(pv.has == 1 && pv.refused == 1 && same(pv.receiver_id, "list") && pv.slot == 4 && pv.line_y == 230 && pv.depth == 1
          && pv.from_row == 1 && pv.count == 0 && pv.first == 4 && pv.offset == 0 && pv.animation == DTA_ANIMATION_NONE);
    /* Back out at the top level's end: accepted again. */
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 250, 500, 1450));
    CHECK_OK(dta_runtime_preview(rt, 1, &pv));
    CHECK(pv.has == 1 && pv.refused == 0 && pv.slot == 11 && pv.depth == 0);
    CHECK_OK(rfeed(rt, DTA_INPUT_CANCEL, 1, 250, 215, 1500));
    CHECK_OK(dta_runtime_destroy(rt));

    /* Sections (0 Work at y 70, 1-3 its tasks, 4 Home 230, 5-6 its tasks, 7 Errands 350 collapsed):
       Write spec carried to the gap above Home is Work's end, the line on Home's title; over
       collapsed Errands' title its end, below the last row (350 + 36); both one level in. */
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, projects, "projects.json", NULL));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 128, 0));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 300));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 250, 228, 400));
    CHECK_OK(dta_runtime_preview(rt, 1, &pv));
    CHECK(pv.has == 1 && same(pv.receiver_id, "projects") && pv.slot == 4 && pv.line_y == 230 && pv.depth == 1 && pv.from_row == 1
          && pv.count == 0 && pv.animation == DTA_ANIMATION_NONE && pv.animation_ms == 0);
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 250, 368, 500));
    CHECK_OK(dta_runtime_preview(rt, 1, &pv));
    CHECK(pv.has == 1 && pv.slot == 8 && pv.line_y == 386 && pv.depth == 1 && pv.count == 0);
    CHECK_OK(rfeed(rt, DTA_INPUT_CANCEL, 1, 250, 368, 600));
    CHECK_OK(dta_runtime_destroy(rt));
    free(files);
    free(projects);
}

/* (1.10.0) An event of a pointer other than the input's is placed at that pointer: in files.json
 * finger 1 taps Folder B (a row at y 248, fb) open while finger 2 presses Folder C's row (y 408,
 * fc); fc's row slides down under finger 2, whose press ends (movedBeforeLongPress) at 250,408,
 * where finger 2 is — it was placed at finger 1's 250,248. A keyboard drag whose section a finger
 * closes exits at 0, as its events after a key are — it was placed at the finger's tap. */
static void other_pointer_position_tests(void) {
    char *files = read_file("Demo/scenes/files.json"), *projects = read_file("Demo/scenes/projects.json");
    dta_runtime rt;
    size_t i;
    int found = 0;

    CHECK(files != NULL && projects != NULL);
    if (!files || !projects) { free(files); free(projects); return; }
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, files, "files.json", NULL));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 248, 0));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 2, 250, 408, 10));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 250, 248, 50));
    CHECK(total == 3);
    CHECK(total >= 3 && events[0].type == DTA_ACTION_PRESS_ENDED && events[0].pointer == 1 && same(events[0].reason, "released")
          && events[0].x == 250 && events[0].y == 248);
    CHECK(total >= 3 && events[1].type == DTA_EVENT_APPLIED && same(events[1].tag, "expand") && events[1].x == 250 && events[1].y == 248);
    CHECK(total >= 3 && events[2].type == DTA_ACTION_PRESS_ENDED && events[2].pointer == 2 && same(events[2].source_id, "fc")
          && same(events[2].reason, "movedBeforeLongPress") && events[2].x == 250 && events[2].y == 408);
    /* Read again later, the same. */
    CHECK_OK(dta_runtime_events(rt, 2, events, 32, &total));
    CHECK(total >= 1 && events[0].pointer == 2 && events[0].x == 250 && events[0].y == 408);
    CHECK_OK(dta_runtime_destroy(rt));

    /* projects.json: Laundry (m1, in Home) picked up by the keyboard; a finger taps Home's title (y 248) shut,
     * and the keys' place moves to Home's end (since 1.11.0; before, the keyboard drag exited the list). */
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, projects, "projects.json", NULL));
    CHECK_OK(rkey(rt, DTA_KEY_FOCUS, "m1", 0));
    CHECK_OK(rkey(rt, DTA_KEY_PICK_UP, NULL, 10));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 248, 20));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 250, 248, 30));
    for (i = 0; i < total && i < 32; i++) {
        if (events[i].type == DTA_EVENT_SECTION_TOGGLED) CHECK(events[i].x == 250 && events[i].y == 248);
        if (events[i].type != DTA_ACTION_MOVED_WITHIN) continue;
        found = 1;
        CHECK(events[i].pointer == -1 && same(events[i].receiver_id, "projects") && events[i].x == 0 && events[i].y == 0);
    }
    CHECK(found);
    CHECK_OK(dta_runtime_destroy(rt));
    free(files);
    free(projects);
}

/* A runtime and an engine the program never destroys, as a kiosk quitting does: valgrind's leak
 * check (run.sh: definite leaks fail) must find them still reachable, not "definitely lost" — a
 * runtime was, its pointer hidden in the bits of a Swift enum. */
static void left_alive_at_exit(const char *scene) {
    static dta_runtime kept_runtime;
    static dta_engine kept_engine;
    CHECK_OK(dta_runtime_create(&kept_runtime));
    CHECK_OK(dta_runtime_load(kept_runtime, scene, "todo.json", NULL));
    CHECK_OK(dta_engine_create(&kept_engine));
}

/* (since 1.11.0) DTA_KEY_TARGET: straight to a receiver's first target, "Move to Trash" in one key,
 * reported as DTA_KEY_NEXT landing there is; a receiver it lacks, or one that refuses the drag, is
 * rejected with its reason and the receiver, and the target stays. */
static void key_target_tests(const char *scene) {
    dta_engine e;
    dta_runtime rt;
    dta_receiver complete, trash;
    dta_source t1;
    const char *task_only[] = {"task"};
    dta_receiver_desc r = DTA_RECEIVER_DESC_INIT;
    dta_source_desc s = DTA_SOURCE_DESC_INIT;
    int k;

    CHECK_OK(dta_engine_create(&e));
    r.id = "complete"; r.tag = "complete"; r.x = 540; r.y = 80; r.width = 220; r.height = 140;
    r.accepts = task_only; r.accepts_count = 1;
    CHECK_OK(dta_engine_add_receiver(e, &r, &complete));
    r.id = "trash"; r.tag = "trash"; r.y = 260;
    CHECK_OK(dta_engine_add_receiver(e, &r, &trash));
    s.id = "t1"; s.payload_kind = "task"; s.object_id = "t1"; s.x = 30; s.y = 70; s.width = 440; s.height = 44;
    CHECK_OK(dta_engine_add_source(e, &s, &t1));
    /* Carrying nothing: a receiver the engine has does nothing, as DTA_KEY_NEXT; one it lacks is rejected. */
    CHECK_OK(dta_engine_key(e, DTA_KEY_TARGET, "trash", 1 * MS, actions, 32, &total));
    CHECK(total == 0);
    CHECK_STATUS(dta_engine_key(e, DTA_KEY_TARGET, "bin", 2 * MS, actions, 32, &total), DTA_ERR_REJECTED);
    k = find(DTA_ACTION_INPUT_REJECTED);
    CHECK(k >= 0 && same(actions[k].reason, "unknownReceiver") && actions[k].pointer == -1 && same(actions[k].receiver_id, "bin")
          && actions[k].receiver.id == 0 && same(actions[k].detail, "no receiver \"bin\" to target"));
    CHECK_STATUS(dta_engine_key(e, DTA_KEY_TARGET, NULL, 3 * MS, actions, 32, &total), DTA_ERR_NULL);
    CHECK_STATUS(dta_engine_key(e, DTA_KEY_TARGET, "", 3 * MS, actions, 32, &total), DTA_ERR_INVALID);
    /* Picked up over Complete (the nearest), straight to Trash: Complete exited, Trash entered. */
    CHECK_OK(dta_engine_key(e, DTA_KEY_FOCUS, "t1", 4 * MS, actions, 32, &total));
    CHECK_OK(dta_engine_key(e, DTA_KEY_PICK_UP, NULL, 5 * MS, actions, 32, &total));
    CHECK_OK(dta_engine_key(e, DTA_KEY_TARGET, "trash", 6 * MS, actions, 32, &total));
    CHECK(total == 2 && actions[0].type == DTA_ACTION_EXITED && actions[0].receiver.id == complete.id
          && actions[1].type == DTA_ACTION_ENTERED && actions[1].receiver.id == trash.id && actions[1].verdict == DTA_VERDICT_ACCEPTS
          && actions[1].pointer == -1);
    CHECK_OK(dta_engine_key(e, DTA_KEY_TARGET, "complete", 7 * MS, actions, 32, &total));
    CHECK(total == 2 && actions[1].type == DTA_ACTION_ENTERED && actions[1].receiver.id == complete.id);
    /* Trash disabled: refused, saying why, the receiver named; the drag stays over Complete. */
    CHECK_OK(dta_engine_enable_receiver(e, trash, 0));
    CHECK_STATUS(dta_engine_key(e, DTA_KEY_TARGET, "trash", 8 * MS, actions, 32, &total), DTA_ERR_REJECTED);
    k = find(DTA_ACTION_INPUT_REJECTED);
    CHECK(k >= 0 && total == 1 && same(actions[k].reason, "receiverRefuses") && actions[k].receiver.id == trash.id
          && same(actions[k].detail, "no target in \"trash\": it refuses the drag (disabled)"));
    CHECK(contains(dta_engine_last_error(e), "input rejected: no target in \"trash\": it refuses the drag (disabled)"));
    CHECK_OK(dta_engine_key(e, DTA_KEY_DROP, NULL, 9 * MS, actions, 32, &total));
    k = find(DTA_ACTION_DROPPED);
    CHECK(k >= 0 && same(actions[k].receiver_id, "complete"));
    /* Ever new unknown ids (a voice command's, say) are not kept: each unknownReceiver's receiver_id
     * lives until the next call, as its detail does. Kept until the engine went, 1,000 of them grew
     * the heap by ~300 KB (mallinfo2, as exited_thread_tests counts; 0 under valgrind). */
    {
        char id[48];
        size_t before = 0, after;
        int n, every = 1;
        for (n = 0; n < 1100; n++) {
            if (n == 100) before = mallinfo2().uordblks;
            snprintf(id, sizeof id, "no-such-receiver-%d", n);
            every &= dta_engine_key(e, DTA_KEY_TARGET, id, (10 + n) * MS, actions, 32, &total) == DTA_ERR_REJECTED
                     && total == 1 && same(actions[0].receiver_id, id);
        }
        after = mallinfo2().uordblks;
        CHECK(every == 1);
        CHECK(after < before + 16384);
        if (after >= before + 16384) printf("  the heap grew by %zu bytes over 1,000 unknown receivers\n", after - before);
    }
    CHECK_OK(dta_engine_destroy(e));

    /* The runtime: Buy milk straight to Trash past the list's places and Complete, and dropped there. */
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", NULL));
    CHECK_OK(rkey(rt, DTA_KEY_FOCUS, "t1", 10));
    CHECK_OK(rkey(rt, DTA_KEY_PICK_UP, NULL, 20));
    CHECK_OK(rkey(rt, DTA_KEY_TARGET, "trash", 30));
    k = find_event(DTA_ACTION_ENTERED);
    CHECK(k >= 0 && same(events[k].receiver_id, "trash"));
    CHECK_STATUS(rkey(rt, DTA_KEY_TARGET, "nowhere", 40), DTA_ERR_REJECTED);
    CHECK_OK(rkey(rt, DTA_KEY_DROP, NULL, 50));
    k = find_event(DTA_EVENT_APPLIED);
    CHECK(k >= 0 && same(events[k].detail, "trash t1"));
    CHECK_OK(dta_runtime_destroy(rt));
}

/* (since 1.11.0) Drops dated by the host's time zone: a callback telling the UTC offset at an
 * instant (+02:00 before Berlin's autumn change, 2026-10-25T01:00:00Z, +01:00 from it), and the
 * Unix time of input time 0. The scene's clock says +01:00 all year: at 22:30 UTC on the 24th it
 * dated a drop on Today the 24th, where Berlin's clocks read 00:30 on the 25th. */
typedef struct offset_calls {
    int64_t change_ms; /* +7200 before it, +3600 from it */
    int32_t beyond;    /* when not 0, the offset given whatever the instant */
    int calls;
} offset_calls;

static int32_t berlin_offset(int64_t unix_ms, void *context) {
    offset_calls *zone = (offset_calls *)context;
    zone->calls++;
    if (zone->beyond != 0) return zone->beyond;
    return unix_ms < zone->change_ms ? 7200 : 3600;
}

/* The `"scheduled"` of task `id` in the board's JSON, as "2026-10-24T22:00:00Z", or "none". */
static const char *scheduled_of(dta_runtime rt, const char *id) {
    static char json[4096], found[64];
    char key[64];
    size_t length;
    const char *at, *date;
    if (dta_runtime_board_json(rt, json, sizeof json, &length) != DTA_OK) return "no board";
    snprintf(key, sizeof key, "{\"id\":\"%s\"", id);
    at = strstr(json, key);
    if (!at) return "no task";
    date = strstr(at, "\"scheduled\":\"");
    if (!date || strchr(at, '}') < date) return "none";
    date += strlen("\"scheduled\":\"");
    snprintf(found, sizeof found, "%.*s", (int)(strchr(date, '"') - date), date);
    return found;
}

/* The keyboard carries `id` to the tab `tab` and drops it there, from `ms` on. */
static void carry_to(dta_runtime rt, const char *id, const char *tab, int64_t ms) {
    CHECK_OK(rkey(rt, DTA_KEY_FOCUS, id, ms));
    CHECK_OK(rkey(rt, DTA_KEY_PICK_UP, NULL, ms + 1));
    CHECK_OK(rkey(rt, DTA_KEY_TARGET, tab, ms + 2));
    CHECK_OK(rkey(rt, DTA_KEY_DROP, NULL, ms + 3));
}

/* (1.11.0) One count for a drag of a selection, from C: on files.json, Folder A, Photo B1 (inside
 * Folder B inside Folder A), Todo and Readme carry 3 items, Photo B1 travelling in Folder A: badge
 * 3, picked up and dropped as 3 tasks, the action naming Folder A alone (a user trial found badge 4
 * and "3 tasks"). Folder A with its own Notes A1 carries one item: no badge, said as Folder A. */
static void selection_count_tests(void) {
    const char *four[] = {"fa", "b1", "r3", "r1"}, *two[] = {"fa", "a1"};
    char *files = read_file("Demo/scenes/files.json");
    dta_runtime rt;
    int k;

    CHECK(files != NULL);
    if (!files) return;
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, files, "files.json", NULL));
    CHECK_OK(dta_runtime_set_announcements(rt, 1));
    CHECK_OK(dta_runtime_select(rt, four, 4));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 128, 0));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 300));
    k = find_event(DTA_ACTION_DRAG_STARTED);
    CHECK(k >= 0 && events[k].badge == 3);
    k = find_event(DTA_EVENT_ANNOUNCED);
    CHECK(k >= 0 && same(events[k].detail, "Picked up 3 tasks."));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 250, 488, 400));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 250, 488, 500));
    k = find_event(DTA_EVENT_APPLIED);
    CHECK(k >= 0 && same(events[k].detail, "place fa r3 r1 in files at 4"));
    k = find_event(DTA_EVENT_ANNOUNCED);
    CHECK(k >= 0 && same(events[k].detail, "Dropped 3 tasks to Files."));
    CHECK_OK(dta_runtime_select(rt, two, 2));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 288, 600));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 900));
    k = find_event(DTA_ACTION_DRAG_STARTED);
    CHECK(k >= 0 && same(events[k].source_id, "a1") && events[k].badge == 0);
    k = find_event(DTA_EVENT_ANNOUNCED);
    CHECK(k >= 0 && same(events[k].reason, "pickedUp") && same(events[k].detail, "Picked up Folder A."));
    CHECK_OK(dta_runtime_destroy(rt));
    free(files);
}

/* A todo list, Today and Upcoming tabs, and a clock at +01:00 from 22:30 UTC on 24 October 2026. */
static const char berlin_scene[] =
    "{\"viewport\": {\"width\": 800, \"height\": 600},"
    " \"clock\": {\"start\": \"2026-10-24T22:30:00.000Z\", \"utcOffset\": \"+01:00\"},"
    " \"lists\": [{\"id\": \"inbox\", \"tasks\": [{\"id\": \"t1\", \"title\": \"One\"}, {\"id\": \"t2\", \"title\": \"Two\"},"
    "  {\"id\": \"t3\", \"title\": \"Three\"}, {\"id\": \"t4\", \"title\": \"Four\"}, {\"id\": \"t5\", \"title\": \"Five\"}]},"
    "  {\"id\": \"today\", \"schedule\": \"today\"}, {\"id\": \"upcoming\", \"schedule\": \"tomorrow\"}],"
    " \"receivers\": [{\"id\": \"inbox\", \"frame\": {\"x\": 0, \"y\": 60, \"width\": 400, \"height\": 400}, \"role\": {\"list\": \"inbox\"},"
    "   \"accepts\": [\"task\"], \"rows\": {\"x\": 10, \"y\": 70, \"width\": 380, \"height\": 40, \"pitch\": 50}},"
    "  {\"id\": \"tab-today\", \"frame\": {\"x\": 500, \"y\": 10, \"width\": 100, \"height\": 40}, \"role\": {\"moveTo\": \"today\"},"
    "   \"accepts\": [\"task\"]},"
    "  {\"id\": \"tab-upcoming\", \"frame\": {\"x\": 620, \"y\": 10, \"width\": 100, \"height\": 40}, \"role\": {\"moveTo\": \"upcoming\"},"
    "   \"accepts\": [\"task\"]}]}";

static void utc_offset_tests(void) {
    const char *scene = berlin_scene;
    offset_calls zone = {1792890000000LL, 0, 0};
    dta_runtime rt;
    int k;

    CHECK_OK(dta_runtime_create(&rt));
    CHECK_STATUS(dta_runtime_set_utc_offset_function(rt, berlin_offset, &zone), DTA_ERR_STATE);
    CHECK_STATUS(dta_runtime_set_clock_start(rt, 1, 0), DTA_ERR_STATE);
    CHECK_OK(dta_runtime_load(rt, scene, "berlin.json", NULL));
    /* The scene clock's +01:00: 23:30 on the 24th. */
    carry_to(rt, "t1", "tab-today", 10);
    CHECK(same(scheduled_of(rt, "t1"), "2026-10-23T23:00:00Z"));

    /* Berlin's offsets: 00:30 on the 25th, which starts at 22:00 UTC (+02:00); the 26th starts at
     * 23:00 UTC (+01:00), 25 hours on. Nothing is asked until a drop. */
    CHECK_OK(dta_runtime_set_utc_offset_function(rt, berlin_offset, &zone));
    CHECK_OK(rkey(rt, DTA_KEY_FOCUS, "t2", 20));
    CHECK_OK(rkey(rt, DTA_KEY_PICK_UP, NULL, 21));
    CHECK(zone.calls == 0);
    CHECK_OK(rkey(rt, DTA_KEY_TARGET, "tab-today", 22));
    CHECK_OK(rkey(rt, DTA_KEY_DROP, NULL, 23));
    CHECK(zone.calls > 0);
    CHECK(same(scheduled_of(rt, "t2"), "2026-10-24T22:00:00Z"));
    carry_to(rt, "t3", "tab-upcoming", 30);
    CHECK(same(scheduled_of(rt, "t3"), "2026-10-25T23:00:00Z"));

    /* An offset beyond 18 hours refuses the drop, saying why; the task stays in Inbox, undated. */
    zone.beyond = 90000;
    carry_to(rt, "t4", "tab-today", 40);
    k = find_event(DTA_EVENT_REFUSED);
    CHECK(k >= 0 && same(events[k].reason, "undatable") && same(events[k].receiver_id, "tab-today")
          && same(events[k].detail, "list today schedules its tasks for today, but the drop could not be dated: the UTC offset at "
                                    "2026-10-24T22:30:00.043Z was 90000 s, beyond \xC2\xB1" "64800 s (18 hours)"));
    CHECK(find_event(DTA_EVENT_APPLIED) < 0);
    CHECK(same(scheduled_of(rt, "t4"), "none"));
    zone.beyond = -64801;
    carry_to(rt, "t4", "tab-today", 50);
    k = find_event(DTA_EVENT_REFUSED);
    CHECK(k >= 0 && same(events[k].reason, "undatable"));
    zone.beyond = 0;

    /* The clock start: input time 0 is 2026-10-25T23:30:00Z, 00:30 on the 26th at +01:00. */
    CHECK_OK(dta_runtime_set_clock_start(rt, 1, 1792971000000LL));
    carry_to(rt, "t4", "tab-today", 60);
    CHECK(same(scheduled_of(rt, "t4"), "2026-10-25T23:00:00Z"));
    /* Refused, nothing changed: a flag other than 0 or 1, a time outside the years 0000 to 9999. */
    CHECK_STATUS(dta_runtime_set_clock_start(rt, 2, 0), DTA_ERR_INVALID);
    CHECK_STATUS(dta_runtime_set_clock_start(rt, 1, 253402300800000LL), DTA_ERR_INVALID);
    CHECK(same(dta_runtime_last_error(rt), "unix_ms: expected a Unix time in milliseconds within the years 0000 to 9999 "
                                           "(-62167219200000 to 253402300799999), found 253402300800000"));
    CHECK_STATUS(dta_runtime_set_clock_start(rt, 1, INT64_MIN), DTA_ERR_INVALID);

    /* NULL restores the scene clock's +01:00, and `has` 0 its start: 23:30 on the 24th again. */
    CHECK_OK(dta_runtime_set_utc_offset_function(rt, NULL, NULL));
    CHECK_OK(dta_runtime_set_clock_start(rt, 0, 0));
    zone.calls = 0;
    carry_to(rt, "t5", "tab-today", 70);
    CHECK(zone.calls == 0);
    CHECK(same(scheduled_of(rt, "t5"), "2026-10-23T23:00:00Z"));
    CHECK_OK(dta_runtime_destroy(rt));
    CHECK_STATUS(dta_runtime_set_utc_offset_function(rt, berlin_offset, &zone), DTA_ERR_HANDLE);
    CHECK_STATUS(dta_runtime_set_clock_start(rt, 0, 0), DTA_ERR_HANDLE);
}

/* ---- Runtimes on threads (since 1.11.0) --------------------------------------------------------
 * Each runtime has its own lock: a call waiting on one runtime's store held up every call on every
 * runtime, one lock serving all (a C++ kiosk embedder's trial, two windows on two threads). */

/* A runtime whose drop holds the store: its dta_utc_offset_fn, called inside the drop's write
 * transaction, says so and waits until told to go on. Nothing here is timed but that wait's limit,
 * 30 s, which only a library that held every call up while it waited would reach. */
typedef struct holder {
    pthread_mutex_t lock;
    pthread_cond_t changed;
    dta_runtime runtime;
    int inside;    /* the callback runs: its call holds the runtime and the store's write lock */
    int go_on;     /* the callback may return */
    int gave_up;   /* it waited 30 s for go_on */
    int returned;  /* the drop's call returned */
    dta_status drop;
    int applied;
} holder;

static int32_t holding_the_store(int64_t unix_ms, void *context) {
    holder *h = (holder *)context;
    struct timespec limit;
    (void)unix_ms;
    pthread_mutex_lock(&h->lock);
    if (!h->inside) {
        h->inside = 1;
        pthread_cond_broadcast(&h->changed);
        clock_gettime(CLOCK_REALTIME, &limit);
        limit.tv_sec += 30;
        while (!h->go_on && !h->gave_up)
            if (pthread_cond_timedwait(&h->changed, &h->lock, &limit) == ETIMEDOUT) h->gave_up = 1;
    }
    pthread_mutex_unlock(&h->lock);
    return 3600;
}

/* Waits, at most 30 s, until `*flag` is set; whether it is. */
static int wait_for(holder *h, const int *flag) {
    struct timespec limit;
    int set;
    clock_gettime(CLOCK_REALTIME, &limit);
    limit.tv_sec += 30;
    pthread_mutex_lock(&h->lock);
    while (!*flag && pthread_cond_timedwait(&h->changed, &h->lock, &limit) != ETIMEDOUT) {}
    set = *flag;
    pthread_mutex_unlock(&h->lock);
    return set;
}

/* A key into a buffer of the calling thread's own (rkey's is the main thread's). */
static dta_status key_into(dta_runtime rt, int32_t key, const char *id, int64_t ms, dta_event *out, size_t *n) {
    return dta_runtime_key(rt, key, id, ms * MS, out, 32, n);
}

/* The holder's thread: the keyboard carries t1 to Today; the drop calls the callback. */
static void *carry_t1_to_today(void *context) {
    holder *h = (holder *)context;
    dta_event out[32];
    size_t n = 0, i;
    int applied = 0;
    dta_status drop = key_into(h->runtime, DTA_KEY_FOCUS, "t1", 10, out, &n);
    if (drop == DTA_OK) drop = key_into(h->runtime, DTA_KEY_PICK_UP, NULL, 11, out, &n);
    if (drop == DTA_OK) drop = key_into(h->runtime, DTA_KEY_TARGET, "tab-today", 12, out, &n);
    if (drop == DTA_OK) drop = key_into(h->runtime, DTA_KEY_DROP, NULL, 13, out, &n);
    /* Types alone: the runtime is destroyed, its texts freed, as soon as the call returns (below). */
    for (i = 0; i < n && i < 32; i++) applied |= out[i].type == DTA_EVENT_APPLIED;
    pthread_mutex_lock(&h->lock);
    h->drop = drop;
    h->applied = applied;
    h->returned = 1;
    pthread_cond_broadcast(&h->changed);
    pthread_mutex_unlock(&h->lock);
    return NULL;
}

/* A call made on another thread, and what it said. */
typedef struct call_on_thread {
    dta_runtime runtime;
    dta_status status;
    char error[512];
} call_on_thread;

/* Renames t2: a write, which waits for the store's write lock. */
static void *rename_t2(void *context) {
    call_on_thread *c = (call_on_thread *)context;
    c->status = dta_runtime_rename(c->runtime, "t2", "Two, renamed");
    snprintf(c->error, sizeof c->error, "%s", dta_runtime_last_error(c->runtime));
    return NULL;
}

static void *destroy_runtime(void *context) {
    call_on_thread *c = (call_on_thread *)context;
    c->status = dta_runtime_destroy(c->runtime);
    return NULL;
}

/* Runtime H's drop holds store S (its callback waiting inside the write transaction). Meanwhile,
 * on other threads: runtime A, on S too, waits out its 1 s for S's lock and fails, saying so; B,
 * on its own store, carries Buy milk onto Complete, committed; runtimes and engines are made, used
 * and destroyed. All of it while H is provably still inside its call. Then H's drop goes on and is
 * applied, and H, destroyed from a thread while inside that call, is destroyed once it returns. */
static void independent_runtime_tests(const char *scene, const char *store) {
    holder h;
    call_on_thread a_waits, h_destroyed;
    pthread_t holding, waiting, destroying;
    dta_runtime a, b, d;
    dta_engine e;
    dta_input move;
    char shared[1024], own[1024];
    size_t n;
    int k, holding_started = 0;

    snprintf(shared, sizeof shared, "%s-independent", store);
    snprintf(own, sizeof own, "%s-independent-b", store);
    remove(shared);
    remove(own);
    memset(&h, 0, sizeof h);
    pthread_mutex_init(&h.lock, NULL);
    pthread_cond_init(&h.changed, NULL);
    CHECK_OK(dta_runtime_create(&h.runtime));
    CHECK_OK(dta_runtime_load(h.runtime, berlin_scene, "berlin.json", shared));
    CHECK_OK(dta_runtime_set_utc_offset_function(h.runtime, holding_the_store, &h));
    CHECK_OK(dta_runtime_create(&a));
    CHECK_OK(dta_runtime_load(a, berlin_scene, "berlin.json", shared));
    CHECK_OK(dta_runtime_create(&b));
    CHECK_OK(dta_runtime_load(b, scene, "todo.json", own));

    CHECK(pthread_create(&holding, NULL, carry_t1_to_today, &h) == 0);
    holding_started = 1;
    CHECK(wait_for(&h, &h.inside));
    if (!h.inside) goto release;

    /* A writes to S, which H holds: it waits on another thread while B works here. */
    memset(&a_waits, 0, sizeof a_waits);
    a_waits.runtime = a;
    CHECK(pthread_create(&waiting, NULL, rename_t2, &a_waits) == 0);
    /* B, on its own store: a long-press lifts Buy milk, moves carry it, the release completes it. */
    CHECK_OK(rfeed(b, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(rfeed(b, DTA_INPUT_TICK, 0, 0, 0, 300));
    for (k = 1; k <= 20; k++) {
        move = input(DTA_INPUT_MOVE, 1, 250 + 20 * k, 92 + 3 * k, 300 + 10 * k);
        CHECK_OK(dta_runtime_feed(b, &move, events, 32, &total));
    }
    CHECK_OK(rfeed(b, DTA_INPUT_UP, 1, 650, 150, 600));
    k = find_event(DTA_EVENT_APPLIED);
    CHECK(k >= 0 && same(events[k].detail, "complete t1"));
    CHECK(status_of(b, "t1") == DTA_STATUS_COMPLETED);
    /* Runtimes and engines made, used and destroyed; B's store closed. */
    CHECK_OK(dta_runtime_create(&d));
    CHECK_OK(dta_runtime_load(d, scene, "todo.json", NULL));
    CHECK_OK(dta_runtime_board_count(d, &n));
    CHECK(n == 5);
    CHECK_OK(dta_runtime_destroy(d));
    CHECK_OK(dta_engine_create(&e));
    CHECK_OK(feed(e, DTA_INPUT_MOVE, 1, 5, 5, 0));
    CHECK_OK(dta_engine_destroy(e));
    CHECK_OK(dta_runtime_destroy(b));
    /* A's wait ended in failure: S is H's still. */
    pthread_join(waiting, NULL);
    CHECK(a_waits.status == DTA_ERR_STORE);
    CHECK(contains(a_waits.error, "applying rename t2 to \"Two, renamed\": locked by another process (database is locked), still after waiting 1000 ms"));
    pthread_mutex_lock(&h.lock);
    CHECK(h.inside && !h.returned && !h.gave_up);  /* all of the above while H was inside its drop */
    pthread_mutex_unlock(&h.lock);

    /* H destroyed from another thread while inside its call: the destroy waits for the call. */
    memset(&h_destroyed, 0, sizeof h_destroyed);
    h_destroyed.runtime = h.runtime;
    CHECK(pthread_create(&destroying, NULL, destroy_runtime, &h_destroyed) == 0);

release:
    pthread_mutex_lock(&h.lock);
    h.go_on = 1;
    pthread_cond_broadcast(&h.changed);
    pthread_mutex_unlock(&h.lock);
    if (holding_started) pthread_join(holding, NULL);
    CHECK(h.returned && h.drop == DTA_OK && h.applied && !h.gave_up);
    if (!h.inside) return;
    pthread_join(destroying, NULL);
    CHECK(h_destroyed.status == DTA_OK);
    CHECK(same(dta_runtime_last_error(h.runtime), "not a live runtime: destroyed, or never created by dta_runtime_create"));
    CHECK_STATUS(dta_runtime_board_count(h.runtime, &n), DTA_ERR_HANDLE);
    /* H's drop was committed: A reads it (+01:00 from the callback: Today is the 24th). */
    CHECK_OK(dta_runtime_refresh(a, 20 * MS, events, 32, &total));
    CHECK(same(scheduled_of(a, "t1"), "2026-10-23T23:00:00Z"));
    CHECK_OK(dta_runtime_rename(a, "t2", "Two, renamed"));
    CHECK_OK(dta_runtime_destroy(a));
    pthread_cond_destroy(&h.changed);
    pthread_mutex_destroy(&h.lock);
    remove(shared);
    remove(own);
}

/* Two threads on one runtime: their calls take turns. Each renames its own task 200 times, reads
 * the revision, which never goes back, and fails a call, whose last error is its own. */
typedef struct turns {
    dta_runtime runtime;
    const char *task, *nobody;
    int renamed, revisions_grew, own_errors;
} turns;

static void *take_turns(void *context) {
    turns *t = (turns *)context;
    char title[32];
    uint64_t revision = 0, last = 0;
    int i;
    for (i = 0; i < 200; i++) {
        snprintf(title, sizeof title, "%s %d", t->task, i);
        t->renamed += dta_runtime_rename(t->runtime, t->task, title) == DTA_OK;
        t->revisions_grew += dta_runtime_board_revision(t->runtime, &revision) == DTA_OK && revision > last;
        last = revision;
        t->own_errors += dta_runtime_select(t->runtime, &t->nobody, 1) == DTA_ERR_INVALID
                         && contains(dta_runtime_last_error(t->runtime), t->nobody);
    }
    return NULL;
}

static void same_runtime_threads_tests(const char *scene) {
    turns one, two;
    pthread_t first, second;
    uint64_t revision;
    memset(&one, 0, sizeof one);
    memset(&two, 0, sizeof two);
    CHECK_OK(dta_runtime_create(&one.runtime));
    CHECK_OK(dta_runtime_load(one.runtime, scene, "todo.json", NULL));
    two.runtime = one.runtime;
    one.task = "t1"; one.nobody = "nobody-1";
    two.task = "t2"; two.nobody = "nobody-2";
    CHECK(pthread_create(&first, NULL, take_turns, &one) == 0);
    CHECK(pthread_create(&second, NULL, take_turns, &two) == 0);
    pthread_join(first, NULL);
    pthread_join(second, NULL);
    CHECK(one.renamed == 200 && two.renamed == 200);
    CHECK(one.revisions_grew == 200 && two.revisions_grew == 200);
    CHECK(one.own_errors == 200 && two.own_errors == 200);
    CHECK(same(title_of(one.runtime, "t1"), "t1 199") && same(title_of(one.runtime, "t2"), "t2 199"));
    CHECK_OK(dta_runtime_board_revision(one.runtime, &revision));
    CHECK(revision >= 401);  /* the load's 1, and every rename's at least 1 */
    CHECK_OK(dta_runtime_destroy(one.runtime));
}

/* What a dta_utc_offset_fn that calls back into the library got, on its first call. */
typedef struct reentry {
    dta_runtime runtime, other;
    int calls;
    dta_status count, create, engine_create, feed, destroy, other_rename, other_destroy;
    size_t n, fed;
    const char *error, *engine_error, *other_error;
} reentry;

static int32_t calling_back(int64_t unix_ms, void *context) {
    reentry *r = (reentry *)context;
    dta_runtime other = {0};
    dta_engine engine = {0};
    dta_input tick = input(DTA_INPUT_TICK, 0, 0, 0, 0);
    dta_event caused[4];
    (void)unix_ms;
    if (r->calls++ > 0) return 3600;
    r->n = 99;
    r->count = dta_runtime_board_count(r->runtime, &r->n);
    r->error = dta_runtime_last_error(r->runtime);
    r->create = dta_runtime_create(&other);
    r->engine_create = dta_engine_create(&engine);
    r->engine_error = dta_engine_last_error(engine);
    r->fed = 99;
    r->feed = dta_runtime_feed(r->runtime, &tick, caused, 4, &r->fed);
    r->destroy = dta_runtime_destroy(r->runtime);
    /* Another runtime, live and idle: refused too (since 1.11.0 each runtime has its own lock). */
    r->other_rename = dta_runtime_rename(r->other, "t1", "Renamed from a callback");
    r->other_error = dta_runtime_last_error(r->other);
    r->other_destroy = dta_runtime_destroy(r->other);
    return 3600;
}

/* (1.11.0) A callback that calls the library: each call is refused with DTA_ERR_STATE, and the last
 * error, read there, says why; the drop that called it goes on. A kiosk trial's callback calling
 * dta_runtime_board_count ended the process ("Fatal error: Recursive call to lock Mutex", SIGILL).
 * A call on another runtime is refused as well: two threads whose callbacks each called the
 * other's runtime would each wait for the other's lock for ever. */
static void callback_reentry_tests(void) {
    reentry r;
    const char *said = "called from inside a callback (a dta_utc_offset_fn), while the dta_ call that made it holds its "
                       "runtime's lock on this thread: a callback must not call dta_ functions (each returns DTA_ERR_STATE); "
                       "call them after that call returns";
    size_t n;
    memset(&r, 0, sizeof r);
    CHECK_OK(dta_runtime_create(&r.other));
    CHECK_OK(dta_runtime_load(r.other, berlin_scene, "berlin.json", NULL));
    CHECK_OK(dta_runtime_create(&r.runtime));
    CHECK_OK(dta_runtime_load(r.runtime, berlin_scene, "berlin.json", NULL));
    CHECK_OK(dta_runtime_set_utc_offset_function(r.runtime, calling_back, &r));
    carry_to(r.runtime, "t1", "tab-today", 10);
    CHECK(r.calls > 0);
    CHECK(r.count == DTA_ERR_STATE && r.n == 0);
    CHECK(same(r.error, said) && same(r.engine_error, said));
    CHECK(r.create == DTA_ERR_STATE && r.engine_create == DTA_ERR_STATE);
    CHECK(r.feed == DTA_ERR_STATE && r.fed == 0);
    CHECK(r.destroy == DTA_ERR_STATE);
    CHECK(r.other_rename == DTA_ERR_STATE && same(r.other_error, said) && r.other_destroy == DTA_ERR_STATE);
    CHECK(same(title_of(r.other, "t1"), "One"));
    CHECK_OK(dta_runtime_destroy(r.other));
    /* The drop went on, dated by the callback's +01:00, and its call succeeded. */
    CHECK(find_event(DTA_EVENT_APPLIED) >= 0 && same(events[find_event(DTA_EVENT_APPLIED)].detail, "move t1 to today"));
    CHECK(same(dta_runtime_last_error(r.runtime), ""));
    CHECK(same(scheduled_of(r.runtime, "t1"), "2026-10-23T23:00:00Z"));
    CHECK_OK(dta_runtime_board_count(r.runtime, &n));
    CHECK(n == 5);
    CHECK_OK(dta_runtime_destroy(r.runtime));
}

/* (1.11.0) Names of the enums an embedder switches on, as JSON and traces write them, and the runtime's explain. */
static void name_tests(const char *scene) {
    static const char *const types[] = {"pressBegan", "pressEnded", "pressRefused", "dragStarted", "entered", "movedWithin",
        "dwelled", "exited", "dropped", "cancelled", "inputRejected", "applied", "refused", "announced", "undone", "redone",
        "swiping", "swipeEnded", "renameRequested", "rejected", "sectionToggled", "customDrop"};
    dta_runtime rt;
    const char *target = "?";
    char text[1024];
    size_t length = 99;
    int32_t type;
    for (type = 0; type <= DTA_EVENT_CUSTOM_DROP; type++) CHECK(same(dta_action_type_name(type), types[type]));
    CHECK(same(dta_action_type_name(DTA_ACTION_DROPPED), "dropped") && same(dta_action_type_name(DTA_EVENT_APPLIED), "applied"));
    CHECK(same(dta_action_type_name(22), "unknown action type") && same(dta_action_type_name(-1), "unknown action type"));
    CHECK(same(dta_verdict_name(DTA_VERDICT_NONE), "none") && same(dta_verdict_name(DTA_VERDICT_ACCEPTS), "accepts"));
    CHECK(same(dta_verdict_name(DTA_VERDICT_REJECTS), "rejects") && same(dta_verdict_name(DTA_VERDICT_BLOCKED), "blocked"));
    CHECK(same(dta_verdict_name(4), "unknown verdict"));
    CHECK(same(dta_highlight_name(DTA_HIGHLIGHT_IDLE), "idle") && same(dta_highlight_name(DTA_HIGHLIGHT_CAN_ACCEPT), "canAccept"));
    CHECK(same(dta_highlight_name(DTA_HIGHLIGHT_TARGETED), "targeted") && same(dta_highlight_name(DTA_HIGHLIGHT_REJECTING), "rejecting"));
    CHECK(same(dta_highlight_name(-1), "unknown highlight"));

    CHECK_OK(dta_runtime_create(&rt));
    CHECK_STATUS(dta_runtime_explain(rt, 1, &target, text, sizeof text, &length), DTA_ERR_STATE);
    CHECK(target == NULL && length == 0 && same(text, "") && same(dta_runtime_last_error(rt), "no scene loaded: call dta_runtime_load first"));
    CHECK_OK(dta_runtime_load(rt, scene, "todo.json", NULL));
    target = "?";
    CHECK_STATUS(dta_runtime_explain(rt, 1, &target, text, sizeof text, &length), DTA_ERR_STATE);
    CHECK(target == NULL && same(dta_runtime_last_error(rt), "pointer 1: not dragging, so there is no hit to explain"));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 300));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 650, 150, 400));
    CHECK_OK(dta_runtime_explain(rt, 1, &target, text, sizeof text, &length));
    CHECK(same(target, "complete") && length == strlen(text));
    CHECK(same(text, "candidates at 650,150 for task(t1), topmost first:\n  complete [complete, z 0]: accepts  <- target\n"));
    CHECK_OK(dta_runtime_explain(rt, 1, NULL, text, sizeof text, NULL));
    CHECK_STATUS(dta_runtime_explain(rt, 1, &target, text, 8, &length), DTA_ERR_TOO_SMALL);
    CHECK(same(target, "complete") && strlen(text) <= 7);
    CHECK_OK(dta_runtime_destroy(rt));
}

/* (1.11.0) A drop on a receiver whose role is {"custom": NAME} is handed to the app, a
 * DTA_EVENT_CUSTOM_DROP right after the DTA_ACTION_DROPPED: tag the role's name, the receiver, the
 * drag's pointer and payload, task_id the first task it carries, badge a selection's count, every
 * task by dta_runtime_event_tasks. Nothing changes: no DTA_EVENT_APPLIED, the board's revision as it
 * was, nothing to undo on the store. Announced as a drop (before 1.11.0 it was a DTA_EVENT_REFUSED,
 * reason customRole, and "Could not drop ..."). Demo/scenes/scanner.json: Complete's place is a
 * Scanner ({"custom": "scan"}), Add New's a coupon dispenser titled Coupon. */
static void custom_drop_tests(const char *store) {
    const char *two[] = {"t4", "t2"}, *ids[3] = {NULL, NULL, NULL};
    char *scanner = read_file("Demo/scenes/scanner.json");
    char path[1024], text[256];
    dta_runtime rt;
    uint64_t revision = 0, now = 1;
    int32_t done = 9;
    size_t n = 99;
    int k, said;
    CHECK(scanner != NULL);
    if (!scanner) return;
    CHECK(DTA_EVENT_CUSTOM_DROP == 21);
    snprintf(path, sizeof path, "%s-custom", store);
    remove(path);
    CHECK_OK(dta_runtime_create(&rt));
    CHECK_OK(dta_runtime_load(rt, scanner, "scanner.json", path));
    CHECK_OK(dta_runtime_set_announcements(rt, 1));
    CHECK_OK(dta_runtime_board_revision(rt, &revision));
    /* Buy milk long-pressed and dropped on the Scanner. */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 92, 0));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 300));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 650, 150, 400));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 650, 150, 500));
    k = find_event(DTA_EVENT_CUSTOM_DROP);
    CHECK(k >= 1 && events[k - 1].type == DTA_ACTION_DROPPED);
    CHECK(k >= 0 && same(events[k].tag, "scan") && same(events[k].receiver_id, "scanner") && events[k].pointer == 1);
    CHECK(k >= 0 && same(events[k].source_id, "t1") && same(events[k].payload_kind, "task") && same(events[k].object_id, "t1"));
    CHECK(k >= 0 && same(events[k].task_id, "t1") && events[k].badge == 0 && events[k].slot == -1 && events[k].list_id == NULL);
    CHECK(k >= 0 && events[k].reason == NULL && same(events[k].detail, "scan task(t1) on scanner"));
    CHECK(k >= 0 && events[k].x == 650 && events[k].y == 150 && events[k].time_ns == 500 * MS);
    CHECK(k >= 0 && same(dta_action_type_name(events[k].type), "customDrop"));
    CHECK(find_event(DTA_EVENT_APPLIED) < 0 && find_event(DTA_EVENT_REFUSED) < 0);
    said = find_event(DTA_EVENT_ANNOUNCED);
    CHECK(said > k && same(events[said].reason, "dropped")
          && same(events[said].detail, "Dropped Buy milk from position 1 of 5 in Inbox onto Scanner."));
    CHECK_OK(dta_runtime_event_text(rt, (size_t)k, text, sizeof text, NULL));
    CHECK(same(text, "    500 ms   p1  for the app: scan task(t1) on scanner"));
    CHECK_OK(dta_runtime_event_tasks(rt, (size_t)k, ids, 3, &n));
    CHECK(n == 1 && same(ids[0], "t1"));
    /* The engine's drop before it carries none. */
    CHECK_OK(dta_runtime_event_tasks(rt, (size_t)k - 1, ids, 3, &n));
    CHECK(n == 0);
    CHECK_OK(dta_runtime_board_revision(rt, &now));
    CHECK(now == revision);
    CHECK_OK(dta_runtime_undo(rt, &done));
    CHECK(done == 0);
    /* Call mom and Walk the dog selected, Walk the dog dragged: both handed over, in the order selected. */
    CHECK_OK(dta_runtime_select(rt, two, 2));
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 1, 250, 142, 1000));
    CHECK_OK(rfeed(rt, DTA_INPUT_TICK, 0, 0, 0, 1300));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 1, 650, 150, 1400));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 1, 650, 150, 1500));
    k = find_event(DTA_EVENT_CUSTOM_DROP);
    CHECK(k >= 0 && same(events[k].source_id, "t2") && same(events[k].task_id, "t4") && events[k].badge == 2);
    CHECK(k >= 0 && same(events[k].detail, "scan task(t2) on scanner, carrying t4, t2"));
    ids[1] = NULL;
    CHECK_OK(dta_runtime_event_tasks(rt, (size_t)k, ids, 1, &n));
    CHECK(n == 2 && same(ids[0], "t4") && ids[1] == NULL);
    CHECK_OK(dta_runtime_event_tasks(rt, (size_t)k, ids, 3, &n));
    CHECK(n == 2 && same(ids[0], "t4") && same(ids[1], "t2"));
    CHECK_OK(dta_runtime_event_tasks(rt, (size_t)k, NULL, 0, &n));
    CHECK(n == 2);
    said = find_event(DTA_EVENT_ANNOUNCED);
    CHECK(said >= 0 && same(events[said].detail, "Dropped 2 tasks onto Scanner."));
    /* The coupon: a source's payload of the app's own kind, no object, no task; named by its title. */
    CHECK_OK(rfeed(rt, DTA_INPUT_DOWN, 2, 650, 510, 2000));
    CHECK_OK(rfeed(rt, DTA_INPUT_MOVE, 2, 650, 150, 2010));
    said = find_event(DTA_EVENT_ANNOUNCED);
    CHECK(said >= 0 && same(events[said].detail, "Picked up Coupon."));
    CHECK_OK(rfeed(rt, DTA_INPUT_UP, 2, 650, 150, 2020));
    k = find_event(DTA_EVENT_CUSTOM_DROP);
    CHECK(k >= 0 && same(events[k].tag, "scan") && same(events[k].source_id, "coupon-dispenser") && events[k].pointer == 2);
    CHECK(k >= 0 && same(events[k].payload_kind, "coupon") && events[k].object_id == NULL && events[k].task_id == NULL);
    CHECK(k >= 0 && same(events[k].detail, "scan coupon from coupon-dispenser on scanner") && events[k].badge == 0);
    CHECK_OK(dta_runtime_event_tasks(rt, (size_t)k, ids, 3, &n));
    CHECK(n == 0);
    said = find_event(DTA_EVENT_ANNOUNCED);
    CHECK(said >= 0 && same(events[said].detail, "Dropped Coupon onto Scanner."));
    CHECK_OK(dta_runtime_board_revision(rt, &now));
    CHECK(now == revision);
    /* Bad calls: an index past the last call's events; no array for a capacity; no total. */
    n = 99;
    CHECK_STATUS(dta_runtime_event_tasks(rt, 999, ids, 3, &n), DTA_ERR_INVALID);
    CHECK(n == 0 && contains(dta_runtime_last_error(rt), "index: expected an event of the last call"));
    CHECK_STATUS(dta_runtime_event_tasks(rt, 0, NULL, 1, &n), DTA_ERR_NULL);
    CHECK(same(dta_runtime_last_error(rt), "out: expected an array of 1 ids, found NULL"));
    CHECK_STATUS(dta_runtime_event_tasks(rt, 0, ids, 3, NULL), DTA_ERR_NULL);
    CHECK_OK(dta_runtime_destroy(rt));
    remove(path);
    free(scanner);
}

int main(int argc, char **argv) {
    char *scene;
    if (argc != 3 || !(scene = read_file(argv[1]))) {
        fprintf(stderr, "usage: dragtoact_test SCENE_JSON_FILE STORE_FILE (a fresh path)\n");
        return 2;
    }
    remove(argv[2]);
    engine_tests();
    runtime_tests(scene, argv[2]);
    keyboard_tests(scene);
    key_target_tests(scene);
    embedder_tests(scene);
    exited_thread_tests(scene);
    kernel_file_tests(scene);
    selection_tests(scene);
    store_failure_tests(scene, argv[2]);
    failed_read_tests(scene, argv[2]);
    shared_store_tests(scene, argv[2]);
    named_writer_tests(scene, argv[2]);
    refresh_tests(scene, argv[2]);
    revision_tests(scene, argv[2]);
    kept_place_tests(scene, argv[2]);
    section_store_tests(argv[2]);
    empty_id_tests(scene);
    swipe_tests(scene);
    left_out_tests();
    receiver_enabling_tests(scene);
    item_gone_tests(scene);
    early_end_tests(scene, argv[2]);
    text_cut_tests(scene);
    scene_utf8_tests();
    runtime_left_out_tests(scene);
    id_utf8_tests(scene);
    grapheme_cut_tests(scene);
    kind_bytes_tests();
    row_tests();
    scroll_tests();
    edge_band_tests();
    wheel_tests();
    cue_tests(scene);
    reduce_motion_tests(scene);
    preview_tests(scene);
    tree_preview_tests();
    other_pointer_position_tests();
    utc_offset_tests();
    callback_reentry_tests();
    independent_runtime_tests(scene, argv[2]);
    same_runtime_threads_tests(scene);
    name_tests(scene);
    selection_count_tests();
    custom_drop_tests(argv[2]);
    left_alive_at_exit(scene);
    free(scene);
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
