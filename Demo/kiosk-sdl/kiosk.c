/*
 * The todo board as a kiosk app: SDL2 draws it, mouse and touch drive it, DragToAct's runtime
 * (through libDragToAct's C ABI) decides what every drag means, and a store file keeps the board
 * across restarts.
 *
 *   kiosk --scene FILE --store FILE [--font FILE.ttf]   the window (800 x 600 scene points)
 *   kiosk --scene FILE --store FILE --dump             print the board as JSON and exit
 *   kiosk ... --mouse-as-touch                         the mouse acts as a finger (SDL's synthetic touches):
 *                                                      touch tried without a touchscreen, as the test does
 *   kiosk ... --keys-as-gamepad                        a virtual gamepad whose buttons are keys (W A S D its
 *                                                      D-pad, J its A, K its B, L its X): the gamepad tried
 *                                                      without one, as the test does
 *   kiosk ... --reduce-motion                          Reduce Motion (dta_runtime_set_reduce_motion): drops
 *                                                      and cancels carry no animation cue, and the printed
 *                                                      lines say none ("— haptic: light", no "settle")
 *   kiosk ... --writer NAME                            the screen's writer name (dta_runtime_set_writer_name):
 *                                                      restarted under it, Ctrl+Z undoes the drops it made
 *                                                      before (give each screen sharing a store its own)
 *
 * Long-press a row to lift it; drop it on Complete, Trash, or elsewhere in the list; drag Add New
 * into the list. Escape cancels every drag. Each event is printed as `dragtoact replay` prints it.
 *
 * Without a pointer: Tab (or Down/Right) focuses the next row or Add New, Shift+Tab (Up/Left) the
 * previous (a row that left passes the focus to the one that took its place); Space or Enter
 * picks the focused one up, or says why it cannot; then Tab / Shift+Tab (and the arrows) step
 * through the places it can go, Space or Enter drops it there, Escape cancels. What a screen
 * reader would say is printed too ("announced: Over Complete.").
 *
 * Ctrl+Z undoes this screen's last drop, Ctrl+Y (or Ctrl+Shift+Z) redoes it (its own steps, though
 * another screen's came after them): printed as `dragtoact replay` prints them ("undone: complete
 * t1"), a refusal too ("undo refused: add at 0 (\"New task\" was renamed \"Oat milk\" since by
 * another writer)", then what a screen reader is told: "announced: Cannot undo: …").
 *
 * A gamepad (any SDL game controller, plugged in before or while the kiosk runs) drags the same
 * way: the D-pad steps (down and right forward, up and left back), A picks up and drops, B puts
 * back what it carries, X opens the folder or section it carries over (DTA_KEY_ACTIVATE); while it
 * was used last, the announcements name its buttons (dta_runtime_set_key_words).
 *
 * Lists: each list's rows as the runtime lays them out (dta_runtime_row): a folder's contents one
 * level in, the drop zone after each folder (an outline, there even when the folder is closed), a
 * section's title; a closed folder or section says how many rows it hides. A scrollable list
 * ("scrollable": true, as Demo/scenes/long-list.json's) scrolls by itself while a drag rests near its
 * top or bottom, and by the mouse wheel over it (dta_runtime_wheel); its rows are
 * clipped to its frame.
 *
 * Rename: a scene whose rows swipe a way meaning "rename" ({"swipe": {"right": "rename"}}) asks for
 * a title (DTA_EVENT_RENAME_REQUESTED): the row becomes a text field holding its title; type,
 * Backspace to delete a character, Enter to rename it (dta_runtime_rename_from), Escape to leave it as it
 * was. Meanwhile the keyboard edits and does not drag; the pointer still does.
 *
 * Motion: the kiosk draws no animation, with or without --reduce-motion: a dragged row is drawn at
 * the pointer, the rows of the list under it where they make space for it (dta_runtime_preview: the
 * gap opens where it would land), and once dropped or cancelled at the place it ends, at once — what
 * Reduce Motion asks. (A kiosk that animated would read dta_runtime_event_cues and dta_preview's
 * animation and, with animation NONE, jump.)
 *
 * Dates: the kiosk runs on the real clock. Its inputs' times are SDL's ticks, so it tells the
 * runtime the Unix time at which those ticks read 0 (dta_runtime_set_clock_start), and dates drops
 * into a list with a "schedule" by the machine's time zone (TZ), daylight saving included
 * (dta_runtime_set_utc_offset_function with localtime_r's tm_gmtoff), not by the scene clock's
 * fixed offset and start, which are for replays.
 *
 * Build: cc kiosk.c $(pkg-config --cflags --libs dragtoact sdl2 SDL2_ttf) -o kiosk
 */
#define _DEFAULT_SOURCE   /* localtime_r, tm_gmtoff and clock_gettime under -std=c99 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <SDL.h>
#include <SDL_ttf.h>
#include <dragtoact.h>
#include "ticks.h"

#define WIDTH 800
#define HEIGHT 600
/* Touch pointers are numbered apart from the mouse (pointer 0). */
#define FINGER_BASE 1000

/* How many events a call's buffer holds; print_events reads the rest. The test builds the kiosk
 * with a page of 2 (-DEVENT_PAGE=2), so that every drop's events cross pages. */
#ifndef EVENT_PAGE
#define EVENT_PAGE 16
#endif

static dta_runtime rt;
static TTF_Font *font;
/* The keyboard: the source it is on ("" for none), where it stood among the rows and sources when
 * focused (-1 for nowhere), and whether it carries it. */
static char focus[128];
static int focus_place = -1;
static int carrying;
/* --mouse-as-touch: SDL reports the mouse as a finger too, and the mouse itself is not fed. */
static int mouse_as_touch;
/* --keys-as-gamepad: the virtual gamepad its keys press (NULL without the option). */
static SDL_Joystick *virtual_pad;
/* Whether the announcements name the gamepad's buttons (it was used last) or the keyboard's keys. */
static int saying_pad_buttons;
/* The latest time fed (inputs and keys): an idle refresh is dated then, never before an input to come. */
static int64_t last_ns;
/* A rename asked for by a swipe: the task whose title is edited ("" for none) and the text so far. */
static char editing[128];
static char entry[256];
/* The title the field opened with, whole: the rename is applied only while the node still has
 * it (dta_runtime_rename_from), so another kiosk's rename meanwhile is not overwritten. */
static char *opened;

static void die(const char *what) {
    fprintf(stderr, "kiosk: %s: %s\n", what, dta_runtime_last_error(rt));
    exit(2);
}

/* A drop (a pointer's or a key's) the store could not write (another process holding its lock over
 * a second): it was not applied, the runtime goes on with the store's board, and the person may
 * drop again. Said for each drop: each is something the person did. */
static void store_failed(dta_status status) {
    if (status != DTA_ERR_STORE) return;
    printf("kiosk: not saved: %s\n", dta_runtime_last_error(rt));
    fflush(stdout);
}

/* The idle refresh could not read the store (its file deleted or replaced, unreadable): said
 * once, again only when the cause changes, and once when the store is read again. Every half
 * second's "not saved" filled the log while the file was gone, though nothing was being saved. */
static void refresh_failed(dta_status status) {
    static char said[512];
    if (status == DTA_ERR_STORE) {
        const char *cause = dta_runtime_last_error(rt);
        if (strcmp(cause, said) == 0) return;
        snprintf(said, sizeof said, "%s", cause);
        printf("kiosk: cannot read the store: %s\n", cause);
    } else if (status == DTA_OK && said[0] != 0) {
        said[0] = 0;
        printf("kiosk: the store is read again\n");
    } else {
        return;
    }
    fflush(stdout);
}

static char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    long n;
    char *text;
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fseek(f, 0, SEEK_SET);
    text = malloc((size_t)n + 1);
    if (fread(text, 1, (size_t)n, f) != (size_t)n) { fclose(f); free(text); return NULL; }
    text[n] = 0;
    fclose(f);
    return text;
}

/* ---- Input ------------------------------------------------------------------------------- */

/* The title of node `id` as the board holds it, or NULL. */
static const char *board_title(const char *id) {
    size_t count, i;
    dta_item item;
    dta_runtime_board_count(rt, &count);
    for (i = 0; i < count; i++) {
        if (dta_runtime_board_item(rt, i, &item) == DTA_OK && strcmp(item.id, id) == 0) return item.title;
    }
    return NULL;
}

/* Copies `text` into `out` (`size` bytes) whole, or cut after its last whole UTF-8 character that
 * fits: snprintf alone could end it inside one, which the library then refuses as not UTF-8. */
static void copy_whole(char *out, size_t size, const char *text) {
    size_t n = strlen(text);
    if (n >= size) {
        n = size - 1;
        while (n > 0 && ((unsigned char)text[n] & 0xC0) == 0x80) n--; /* text[n] continues a character */
    }
    memcpy(out, text, n);
    out[n] = 0;
}

/* A swipe asked for a new title of `id`: its row becomes a text field holding the title it has.
 * An id too long for the field is not renamed here (a cut id would name another task, or none). */
static void begin_rename(const char *id) {
    const char *title = board_title(id);
    if (strlen(id) >= sizeof editing) {
        printf("kiosk: not renaming %s: its id is longer than %zu bytes\n", id, sizeof editing - 1);
        return;
    }
    copy_whole(editing, sizeof editing, id);
    copy_whole(entry, sizeof entry, title ? title : "");
    free(opened);
    opened = malloc(strlen(title ? title : "") + 1); /* NULL when out of memory: renamed from "" then, refused */
    if (opened) strcpy(opened, title ? title : "");
    SDL_StartTextInput();
    printf("kiosk: renaming %s: type the title, Enter to rename, Escape to leave it\n", id);
}

static void end_rename(void) {
    editing[0] = 0;
    entry[0] = 0;
    free(opened);
    opened = NULL;
    SDL_StopTextInput();
}

/* Prints each event as `dragtoact replay` does (announcements too: "announced: Over Trash."), and
 * follows the keyboard's drag (pointer -1). `events` holds the first EVENT_PAGE of the call's
 * `total`; the rest are read a page at a time (dta_runtime_events from `first`), so none is missed
 * when many fingers' drags change at once. */
static void print_events(const dta_event *events, size_t total) {
    dta_event page[EVENT_PAGE];
    const dta_event *event;
    size_t i, first = 0, page_total;
    char line[512];
    for (i = 0; i < total; i++) {
        if (i - first == EVENT_PAGE) {
            first = i;
            if (dta_runtime_events(rt, first, page, EVENT_PAGE, &page_total) != DTA_OK) break;
            events = page;
        }
        event = &events[i - first];
        if (event->pointer == -1) {
            if (event->type == DTA_ACTION_DRAG_STARTED) carrying = 1;
            if (event->type == DTA_ACTION_DROPPED || event->type == DTA_ACTION_CANCELLED) carrying = 0;
        }
        if (dta_runtime_event_text(rt, i, line, sizeof line, NULL) == DTA_OK || line[0] != 0) printf("%s\n", line);
        if (event->type == DTA_EVENT_RENAME_REQUESTED && event->task_id) begin_rename(event->task_id);
    }
    fflush(stdout);
}

static void feed(int32_t type, int64_t pointer, int32_t kind, double x, double y, int64_t ns) {
    dta_input in = DTA_INPUT_INIT;
    dta_event events[EVENT_PAGE];
    size_t total;
    in.type = type;
    in.pointer = pointer;
    in.kind = kind;
    in.x = x;
    in.y = y;
    in.time_ns = ns;
    store_failed(dta_runtime_feed(rt, &in, events, EVENT_PAGE, &total));
    if (ns > last_ns) last_ns = ns;
    print_events(events, total);
}

/* Ctrl+Z (redo 0) or Ctrl+Y (redo 1): the screen's own last step taken back or made again, at the
 * time of the last input; its events printed as a feed's are — "undone: …", or the refusal when
 * another writer changed a node of the step since ("undo refused: …", then its announcement). */
static void travel(int redo) {
    dta_event events[EVENT_PAGE];
    size_t total = 0;
    int32_t done;
    dta_status status = redo ? dta_runtime_redo(rt, &done) : dta_runtime_undo(rt, &done);
    store_failed(status);
    if (status != DTA_OK && status != DTA_ERR_STORE) {
        printf("kiosk: %s failed: %s\n", redo ? "redo" : "undo", dta_runtime_last_error(rt));
        fflush(stdout);
        return;
    }
    if (dta_runtime_events(rt, 0, events, EVENT_PAGE, &total) == DTA_OK) print_events(events, total);
}

/* Text typed into the title being edited: SDL's UTF-8, added while it fits. */
static void type_text(const char *text) {
    size_t have = strlen(entry), more = strlen(text);
    if (have + more < sizeof entry) memcpy(entry + have, text, more + 1);
}

/* Backspace: the last character of the title goes (a UTF-8 sequence whole). */
static void erase_character(void) {
    size_t n = strlen(entry);
    while (n > 0 && (entry[n - 1] & 0xC0) == 0x80) n--;
    if (n > 0) n--;
    entry[n] = 0;
}

/* Enter: the title is given to the runtime, which renames the node (committed to the store) or
 * says why not — another kiosk renamed, completed or trashed it since the field opened (a
 * "rejected" event); its events are printed as an input's. */
static void commit_rename(void) {
    dta_event events[EVENT_PAGE];
    size_t total = 0;
    dta_status status = dta_runtime_rename_from(rt, editing, entry, opened ? opened : "");
    end_rename();
    if (status != DTA_OK) {
        printf("kiosk: not renamed: %s\n", dta_runtime_last_error(rt));
        fflush(stdout);
        return;
    }
    dta_runtime_events(rt, 0, events, EVENT_PAGE, &total);
    print_events(events, total);
}

/* One key of the keyboard's drag (DTA_KEY_*). */
static void key(int32_t which, const char *source, int64_t ns) {
    dta_event events[EVENT_PAGE];
    size_t total;
    store_failed(dta_runtime_key(rt, which, source, ns, events, EVENT_PAGE, &total));
    if (ns > last_ns) last_ns = ns;
    print_events(events, total);
}

/* Focuses the row or source `step` places on from the focused one (wrapping): the visible open
 * rows top to bottom, then the scene's sources. A focused row that left the board (dropped on
 * Complete or Trash, another process's change) passes the focus on: forward to the row that took
 * its place, back to the one before it. */
static void move_focus(int step, int64_t ns) {
    const char *ids[256];
    size_t count, i, n = 0;
    int at = -1;
    dta_item item;
    dta_source_info source;
    dta_runtime_board_count(rt, &count);
    for (i = 0; i < count && n < 256; i++) {
        if (dta_runtime_board_item(rt, i, &item) == DTA_OK && item.visible && item.status == DTA_STATUS_OPEN) ids[n++] = item.id;
    }
    dta_runtime_source_count(rt, &count);
    for (i = 0; i < count && n < 256; i++) {
        if (dta_runtime_source(rt, i, &source) == DTA_OK) ids[n++] = source.id;
    }
    if (n == 0) return;
    for (i = 0; i < n; i++) if (strcmp(ids[i], focus) == 0) at = (int)i;
    if (at >= 0) at = (at + step + (int)n) % (int)n;
    else if (focus_place >= 0) at = (step > 0 ? focus_place : focus_place - 1 + (int)n) % (int)n;
    else at = step > 0 ? 0 : (int)n - 1;
    focus_place = at;
    snprintf(focus, sizeof focus, "%s", ids[at]);
    key(DTA_KEY_FOCUS, focus, ns);
}

/* A step of the keyboard's or the gamepad's: to the next (or, `back`, the previous) row or source,
 * or while carrying to the next place it can go. */
static void step(int back, int64_t ns) {
    if (carrying) key(back ? DTA_KEY_PREVIOUS : DTA_KEY_NEXT, NULL, ns);
    else move_focus(back ? -1 : 1, ns);
}

/* Space, Enter or a gamepad's A: drop what is carried, else lift the focused one (a pick-up that
 * lifts nothing — nothing focused, the row gone — is said, and why). */
static void pick_up_or_drop(int64_t ns) {
    key(carrying ? DTA_KEY_DROP : DTA_KEY_PICK_UP, NULL, ns);
}

/* The announcements name the keys of what was used last: a gamepad's buttons, or the keyboard's. */
static void say_keys_of(int pad) {
    if (pad == saying_pad_buttons) return;
    saying_pad_buttons = pad;
    if (pad) dta_runtime_set_key_words(rt, "A", "Up and down on the D-pad", "B");
    else dta_runtime_set_key_words(rt, "Space or Enter", "Tab or the arrow keys", "Escape");
}

/* A gamepad's button pressed, as the keyboard's keys drag. */
static void gamepad_button(Uint8 button, int64_t ns) {
    say_keys_of(1);
    switch (button) {
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: step(0, ns); break;
    case SDL_CONTROLLER_BUTTON_DPAD_UP: case SDL_CONTROLLER_BUTTON_DPAD_LEFT: step(1, ns); break;
    case SDL_CONTROLLER_BUTTON_A: pick_up_or_drop(ns); break;
    case SDL_CONTROLLER_BUTTON_B: key(DTA_KEY_CANCEL, NULL, ns); break;
    case SDL_CONTROLLER_BUTTON_X: key(DTA_KEY_ACTIVATE, NULL, ns); break;
    default: break;
    }
}

/* --keys-as-gamepad: a virtual game controller SDL reports as it would a real one, and the keys
 * that press its buttons. */
static const struct { SDL_Keycode key; SDL_GameControllerButton button; } pad_keys[] = {
    {SDLK_w, SDL_CONTROLLER_BUTTON_DPAD_UP}, {SDLK_a, SDL_CONTROLLER_BUTTON_DPAD_LEFT},
    {SDLK_s, SDL_CONTROLLER_BUTTON_DPAD_DOWN}, {SDLK_d, SDL_CONTROLLER_BUTTON_DPAD_RIGHT},
    {SDLK_j, SDL_CONTROLLER_BUTTON_A}, {SDLK_k, SDL_CONTROLLER_BUTTON_B}, {SDLK_l, SDL_CONTROLLER_BUTTON_X},
};

static void attach_virtual_pad(void) {
#if SDL_VERSION_ATLEAST(2, 24, 0)
    SDL_VirtualJoystickDesc desc;
    int index;
    SDL_zero(desc);
    desc.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
    desc.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
    desc.naxes = SDL_CONTROLLER_AXIS_MAX;
    desc.nbuttons = SDL_CONTROLLER_BUTTON_MAX;  /* in SDL's button order: A, B, X, Y, …, the D-pad */
    desc.name = "kiosk keys";
    index = SDL_JoystickAttachVirtualEx(&desc);
    if (index < 0 || !(virtual_pad = SDL_JoystickOpen(index))) {
        fprintf(stderr, "kiosk: virtual gamepad: %s\n", SDL_GetError());
        exit(1);
    }
#else
    fprintf(stderr, "kiosk: --keys-as-gamepad needs SDL 2.24 or later (its virtual game controllers); this is %d.%d.%d\n",
            SDL_MAJOR_VERSION, SDL_MINOR_VERSION, SDL_PATCHLEVEL);
    exit(2);
#endif
}

/* A key of --keys-as-gamepad pressed or let go: its button follows; 1 when the key is one. While
 * a rename's field is open the keys type, but a release still lets go of a button held. */
static int press_pad_key(const SDL_KeyboardEvent *e) {
    size_t i;
    if (!virtual_pad) return 0;
    for (i = 0; i < sizeof pad_keys / sizeof *pad_keys; i++) {
        if (pad_keys[i].key != e->keysym.sym) continue;
        if (editing[0] && e->state == SDL_PRESSED) return 0;
        if (e->repeat) return 1;
        /* Reported now: a press and its release set in one pump would cancel out unseen. */
        SDL_JoystickSetVirtualButton(virtual_pad, pad_keys[i].button, e->state);
        SDL_JoystickUpdate();
        return 1;
    }
    return 0;
}

/* SDL's event times are milliseconds on SDL_GetTicks's clock; the deadline ticks use the same
 * clock, read through one kiosk_clock so that its 32-bit wrap after 49.7 days goes on counting. */
static kiosk_clock sdl_clock;
static int64_t ns_of(Uint32 ms) { return kiosk_clock_ns(&sdl_clock, ms); }

/* The machine's offset from UTC at `unix_ms`, in seconds east (its time zone's, TZ's): called by
 * the runtime, its lock held, while it dates a drop; it calls nothing of the library's. */
static int32_t local_offset(int64_t unix_ms, void *context) {
    time_t seconds = (time_t)(unix_ms >= 0 ? unix_ms / 1000 : (unix_ms - 999) / 1000);
    struct tm local;
    (void)context;
    return localtime_r(&seconds, &local) ? (int32_t)local.tm_gmtoff : INT32_MAX; /* INT32_MAX: refused */
}

/* Dates drops by the real clock: input time 0 (SDL's ticks at 0) is now minus the ticks so far. */
static void date_by_real_clock(dta_runtime rt) {
    struct timespec wall;
    clock_gettime(CLOCK_REALTIME, &wall);
    if (dta_runtime_set_clock_start(rt, 1, (int64_t)wall.tv_sec * 1000 + wall.tv_nsec / 1000000 - (int64_t)SDL_GetTicks()) != DTA_OK)
        die("the clock start");
    if (dta_runtime_set_utc_offset_function(rt, local_offset, NULL) != DTA_OK) die("the time zone");
}

/* How far one notch of the mouse wheel scrolls a list, in scene points. */
#define WHEEL_STEP 40

/* The mouse wheel turned `notches` (positive: away from the person, showing rows above) over the
 * window: the scrollable list under the mouse scrolls (none when another receiver covers it there),
 * and says where it is now. */
static void wheel(int notches, int64_t ns) {
    dta_event events[EVENT_PAGE];
    size_t total;
    const char *list;
    double offset;
    int x, y;
    SDL_GetMouseState(&x, &y);
    if (dta_runtime_wheel(rt, x, y, -notches * WHEEL_STEP, ns, &list, events, EVENT_PAGE, &total) != DTA_OK || !list) return;
    if (ns > last_ns) last_ns = ns;
    print_events(events, total);
    dta_runtime_scroll_offset(rt, list, &offset);
    printf("kiosk: %s scrolled to %g\n", list, offset);
    fflush(stdout);
}

/* While nobody touches the screen, what other kiosks and processes committed to the store file is
 * read every half second, so their drops show; and the wall clock is read again, so a kiosk that
 * booted before its clock was set (no battery clock, NTP later) dates drops right once it is. */
static void refresh_when_idle(void) {
    static Uint32 last_refresh;
    dta_event events[EVENT_PAGE];
    size_t total;
    if (SDL_GetTicks() - last_refresh < 500) return;
    last_refresh = SDL_GetTicks();
    date_by_real_clock(rt);
    refresh_failed(dta_runtime_refresh(rt, last_ns, events, EVENT_PAGE, &total));
    print_events(events, total);
}

static void handle(const SDL_Event *e) {
    switch (e->type) {
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        /* SDL also reports touches as a mouse: those come through SDL_FINGER* instead. */
        if (mouse_as_touch || e->button.which == SDL_TOUCH_MOUSEID || e->button.button != SDL_BUTTON_LEFT) return;
        feed(e->type == SDL_MOUSEBUTTONDOWN ? DTA_INPUT_DOWN : DTA_INPUT_UP, 0, DTA_POINTER_MOUSE,
             e->button.x, e->button.y, ns_of(e->button.timestamp));
        break;
    case SDL_MOUSEMOTION:
        if (mouse_as_touch || e->motion.which == SDL_TOUCH_MOUSEID) return;
        feed(DTA_INPUT_MOVE, 0, DTA_POINTER_MOUSE, e->motion.x, e->motion.y, ns_of(e->motion.timestamp));
        break;
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION:
    case SDL_FINGERUP:
        /* Normalised 0…1 across the touch surface, which spans the window: scale to the viewport. */
        feed(e->type == SDL_FINGERDOWN ? DTA_INPUT_DOWN : e->type == SDL_FINGERUP ? DTA_INPUT_UP : DTA_INPUT_MOVE,
             FINGER_BASE + (int64_t)e->tfinger.fingerId, DTA_POINTER_TOUCH,
             e->tfinger.x * WIDTH, e->tfinger.y * HEIGHT, ns_of(e->tfinger.timestamp));
        break;
    case SDL_MOUSEWHEEL:
        wheel(e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -e->wheel.y : e->wheel.y, ns_of(e->wheel.timestamp));
        break;
    case SDL_TEXTINPUT:
        if (editing[0]) type_text(e->text.text);
        break;
    case SDL_CONTROLLERDEVICEADDED: {
        SDL_GameController *pad = SDL_GameControllerOpen(e->cdevice.which);
        const char *name = pad ? SDL_GameControllerName(pad) : NULL;
        if (pad) printf("kiosk: gamepad: %s\n", name ? name : "(unnamed)");
        fflush(stdout);
        break;
    }
    case SDL_CONTROLLERDEVICEREMOVED: {
        SDL_GameController *pad = SDL_GameControllerFromInstanceID(e->cdevice.which);
        if (pad) SDL_GameControllerClose(pad);
        break;
    }
    case SDL_CONTROLLERBUTTONDOWN:
        /* A rename's field takes the keyboard only. */
        if (!editing[0]) gamepad_button(e->cbutton.button, ns_of(e->cbutton.timestamp));
        break;
    case SDL_KEYUP:
        press_pad_key(&e->key);
        break;
    case SDL_KEYDOWN: {
        int64_t ns = ns_of(e->key.timestamp);
        if (press_pad_key(&e->key)) break;
        if (editing[0]) {
            switch (e->key.keysym.sym) {
            case SDLK_RETURN: case SDLK_KP_ENTER: commit_rename(); break;
            case SDLK_BACKSPACE: erase_character(); break;
            case SDLK_ESCAPE:
                printf("kiosk: rename of %s left\n", editing);
                fflush(stdout);
                end_rename();
                break;
            default: break;
            }
            break;
        }
        int back = (e->key.keysym.mod & KMOD_SHIFT) != 0;
        say_keys_of(0);
        switch (e->key.keysym.sym) {
        case SDLK_ESCAPE: feed(DTA_INPUT_ESCAPE, 0, 0, 0, 0, ns); break;
        case SDLK_TAB: case SDLK_DOWN: case SDLK_RIGHT: case SDLK_UP: case SDLK_LEFT:
            step(back || e->key.keysym.sym == SDLK_UP || e->key.keysym.sym == SDLK_LEFT, ns);
            break;
        case SDLK_SPACE: case SDLK_RETURN: case SDLK_KP_ENTER:
            pick_up_or_drop(ns);
            break;
        case SDLK_z:
            if (e->key.keysym.mod & KMOD_CTRL) travel(back);
            break;
        case SDLK_y:
            if (e->key.keysym.mod & KMOD_CTRL) travel(1);
            break;
        default: break;
        }
        break;
    }
    default:
        break;
    }
}

/* ---- Drawing ----------------------------------------------------------------------------- */

typedef struct { Uint8 r, g, b; } colour;
static const colour background = {0xf4, 0xf1, 0xea}, list_fill = {0xff, 0xff, 0xff}, row_fill = {0xdd, 0xe6, 0xf0},
                    ink = {0x20, 0x20, 0x20}, complete_fill = {0x3c, 0xa0, 0x5a}, trash_fill = {0xb0, 0x40, 0x40},
                    add_fill = {0x40, 0x70, 0xc0}, targeted = {0xff, 0xd0, 0x30}, rejecting = {0xe0, 0x10, 0x10},
                    can_accept = {0x90, 0x90, 0x90}, lifted = {0xf8, 0xe0, 0x90}, section_fill = {0xc8, 0xd0, 0xdc};

static void fill(SDL_Renderer *r, double x, double y, double w, double h, colour c) {
    SDL_Rect rect = {(int)x, (int)y, (int)w, (int)h};
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, 255);
    SDL_RenderFillRect(r, &rect);
}

static void outline(SDL_Renderer *r, double x, double y, double w, double h, colour c, int thickness) {
    int i;
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, 255);
    for (i = 0; i < thickness; i++) {
        SDL_Rect rect = {(int)x - i, (int)y - i, (int)w + 2 * i, (int)h + 2 * i};
        SDL_RenderDrawRect(r, &rect);
    }
}

static void text(SDL_Renderer *r, const char *s, double x, double y, colour c) {
    SDL_Color fg = {c.r, c.g, c.b, 255};
    SDL_Surface *surface;
    SDL_Texture *texture;
    SDL_Rect at;
    if (!font || !s || !*s) return;
    surface = TTF_RenderUTF8_Blended(font, s, fg);
    if (!surface) return;
    texture = SDL_CreateTextureFromSurface(r, surface);
    at.x = (int)x; at.y = (int)y; at.w = surface->w; at.h = surface->h;
    SDL_RenderCopy(r, texture, NULL, &at);
    SDL_DestroyTexture(texture);
    SDL_FreeSurface(surface);
}

/* The highlight as a border: heavy yellow over a target, red over a refuser, grey while it could accept. */
static void highlight(SDL_Renderer *r, const dta_receiver_info *info) {
    switch (info->highlight) {
    case DTA_HIGHLIGHT_TARGETED: outline(r, info->x, info->y, info->width, info->height, targeted, 6); break;
    case DTA_HIGHLIGHT_REJECTING: outline(r, info->x, info->y, info->width, info->height, rejecting, 6); break;
    case DTA_HIGHLIGHT_CAN_ACCEPT: outline(r, info->x, info->y, info->width, info->height, can_accept, 2); break;
    default: break;
    }
}

/* What a lifted source shows: its task's title, "New task" for Add New. */
static const char *title_of(const char *id) {
    const char *title = board_title(id);
    return title ? title : "New task";
}

/* How far row `i` of list `list_id` is moved to make space for the drags over it (dta_runtime_preview:
 * the gap opens where a dragged row would land, and the rows close the place it left), in points,
 * positive down. Drawn there at once: the kiosk draws no animation (see "Motion" above), so the
 * rows jump whether the preview's animation is DTA_ANIMATION_ROW_SHIFT or, under Reduce Motion, NONE. */
static double row_shift(const char *list_id, size_t i, const int64_t *pointers, int pointer_count) {
    double shift = 0;
    int p;
    for (p = 0; p < pointer_count; p++) {
        dta_preview pv;
        if (dta_runtime_preview(rt, pointers[p], &pv) != DTA_OK || !pv.has || strcmp(pv.receiver_id, list_id) != 0) continue;
        if ((int64_t)i >= pv.first && (int64_t)i < pv.first + pv.count) shift += pv.offset;
    }
    return shift;
}

/* Receiver `receiver`'s rows as the runtime lays them out, clipped to its frame (a scrolled list's
 * rows beyond it are not drawn over what is around it; those wholly out of view not at all): a
 * node's row (its place empty while a pointer holds it; the text field while it is renamed), a
 * folder's drop zone as a grey outline, a section's title darker; a folder or section says with
 * a triangle whether it is open, and when closed how many rows it hides. While a drag is over the
 * list, its rows are drawn moved to make space for it (row_shift). */
static void draw_rows(SDL_Renderer *r, size_t receiver, const dta_receiver_info *info, const int64_t *pointers, int pointer_count) {
    size_t count, i;
    int p;
    char label[320];
    dta_board_row row;
    SDL_Rect clip = {(int)info->x, (int)info->y, (int)info->width, (int)info->height};
    if (dta_runtime_row_count(rt, receiver, &count) != DTA_OK || count == 0) return;
    SDL_RenderSetClipRect(r, &clip);
    for (i = 0; i < count; i++) {
        int held = 0;
        if (dta_runtime_row(rt, receiver, i, &row) != DTA_OK) continue;
        row.y += row_shift(info->id, i, pointers, pointer_count);
        if (row.y + row.height <= info->y || row.y >= info->y + info->height) continue;
        if (row.what == DTA_ROW_DROP_ZONE) {
            outline(r, row.x, row.y, row.width, row.height, can_accept, 1);
            continue;
        }
        for (p = 0; p < pointer_count; p++) {
            int32_t dragging;
            const char *id;
            if (dta_runtime_drag(rt, pointers[p], &dragging, &id, NULL, NULL) == DTA_OK && dragging && strcmp(id, row.id) == 0) held = 1;
        }
        if (held) continue;
        if (editing[0] && row.what == DTA_ROW_NODE && strcmp(row.id, editing) == 0) {
            /* The text field: white, a blue border, the title typed so far and a caret after it. */
            int w = 0, h = 0;
            fill(r, row.x, row.y, row.width, row.height, list_fill);
            outline(r, row.x, row.y, row.width, row.height, add_fill, 2);
            text(r, entry, row.x + 12, row.y + 10, ink);
            if (font && entry[0]) TTF_SizeUTF8(font, entry, &w, &h);
            fill(r, row.x + 13 + w, row.y + 9, 2, 24, ink);
            continue;
        }
        fill(r, row.x, row.y, row.width, row.height, row.what == DTA_ROW_SECTION ? section_fill : row_fill);
        if (row.what == DTA_ROW_SECTION || row.kind == DTA_KIND_FOLDER) {
            /* U+25B8 and U+25BE: closed and open. */
            if (row.collapsed) snprintf(label, sizeof label, "\xe2\x96\xb8 %s (%lld hidden)", row.title, (long long)row.hidden);
            else snprintf(label, sizeof label, "\xe2\x96\xbe %s", row.title);
            text(r, label, row.x + 12, row.y + 10, ink);
        } else {
            text(r, row.title, row.x + 12, row.y + 10, ink);
        }
        if (!carrying && strcmp(row.id, focus) == 0) outline(r, row.x - 1, row.y - 1, row.width + 2, row.height + 2, ink, 3);
    }
    SDL_RenderSetClipRect(r, NULL);
}

static void draw(SDL_Renderer *r, const int64_t *pointers, int pointer_count) {
    size_t count, i;
    int completed = 0, trashed = 0, p;
    char label[64];
    dta_item item;
    dta_receiver_info info;
    dta_source_info source;

    fill(r, 0, 0, WIDTH, HEIGHT, background);
    dta_runtime_board_count(rt, &count);
    for (i = 0; i < count; i++) {
        if (dta_runtime_board_item(rt, i, &item) != DTA_OK) continue;
        completed += item.status == DTA_STATUS_COMPLETED;
        trashed += item.status == DTA_STATUS_TRASHED;
    }
    dta_runtime_receiver_count(rt, &count);
    for (i = 0; i < count; i++) {
        if (dta_runtime_receiver(rt, i, &info) != DTA_OK) continue;
        if (strcmp(info.role, "complete") == 0) {
            fill(r, info.x, info.y, info.width, info.height, complete_fill);
            snprintf(label, sizeof label, "Complete (%d)", completed);
            text(r, label, info.x + 12, info.y + 10, list_fill);
        } else if (strcmp(info.role, "trash") == 0) {
            fill(r, info.x, info.y, info.width, info.height, trash_fill);
            snprintf(label, sizeof label, "Trash (%d)", trashed);
            text(r, label, info.x + 12, info.y + 10, list_fill);
        } else {
            fill(r, info.x, info.y, info.width, info.height, list_fill);
        }
        highlight(r, &info);
    }
    dta_runtime_source_count(rt, &count);
    for (i = 0; i < count; i++) {
        if (dta_runtime_source(rt, i, &source) != DTA_OK) continue;
        fill(r, source.x, source.y, source.width, source.height, add_fill);
        text(r, strcmp(source.payload_kind, "addNew") == 0 ? "Add New" : source.id, source.x + 12, source.y + 10, list_fill);
        if (!carrying && strcmp(source.id, focus) == 0) outline(r, source.x - 1, source.y - 1, source.width + 2, source.height + 2, ink, 3);
    }
    /* Rows, each list's clipped to its frame; a lifted one is drawn at the pointer, over everything. */
    dta_runtime_receiver_count(rt, &count);
    for (i = 0; i < count; i++) {
        if (dta_runtime_receiver(rt, i, &info) == DTA_OK) draw_rows(r, i, &info, pointers, pointer_count);
    }
    for (p = 0; p < pointer_count; p++) {
        int32_t dragging;
        const char *id;
        double x, y;
        if (dta_runtime_drag(rt, pointers[p], &dragging, &id, &x, &y) != DTA_OK || !dragging) continue;
        fill(r, x - 110, y - 22, 220, 44, lifted);
        outline(r, x - 110, y - 22, 220, 44, ink, 1);
        text(r, title_of(id), x - 98, y - 12, ink);
    }
    SDL_RenderPresent(r);
}

/* ---- Main -------------------------------------------------------------------------------- */

int main(int argc, char **argv) {
    const char *scene_path = NULL, *store = NULL, *writer = NULL, *font_path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
    static const char usage[] = "usage: kiosk --scene FILE --store FILE [--font FILE.ttf] [--dump] [--mouse-as-touch] [--keys-as-gamepad] [--reduce-motion] [--writer NAME]\n";
    int dump = 0, keys_as_gamepad = 0, reduce_motion = 0, i, running = 1, pointer_count = 0;
    int64_t pointers[16];
    char *scene;
    SDL_Window *window;
    SDL_Renderer *renderer;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--scene") == 0 && i + 1 < argc) scene_path = argv[++i];
        else if (strcmp(argv[i], "--store") == 0 && i + 1 < argc) store = argv[++i];
        else if (strcmp(argv[i], "--font") == 0 && i + 1 < argc) font_path = argv[++i];
        else if (strcmp(argv[i], "--dump") == 0) dump = 1;
        else if (strcmp(argv[i], "--mouse-as-touch") == 0) mouse_as_touch = 1;
        else if (strcmp(argv[i], "--keys-as-gamepad") == 0) keys_as_gamepad = 1;
        else if (strcmp(argv[i], "--reduce-motion") == 0) reduce_motion = 1;
        else if (strcmp(argv[i], "--writer") == 0 && i + 1 < argc) writer = argv[++i];
        else { fputs(usage, stderr); return 2; }
    }
    if (!scene_path || !store) { fputs(usage, stderr); return 2; }
    if (!(scene = read_file(scene_path))) { fprintf(stderr, "kiosk: cannot read %s\n", scene_path); return 2; }
    if (dta_version() / 1000000 != DTA_VERSION_MAJOR) { fprintf(stderr, "kiosk: libDragToAct %d is not compatible\n", dta_version()); return 2; }
    dta_runtime_create(&rt);
    if (dta_runtime_set_writer_name(rt, writer) != DTA_OK) die("--writer");
    if (dta_runtime_load(rt, scene, scene_path, store) != DTA_OK) die("loading");
    free(scene);
    if (dump) {
        size_t length;
        char *json;
        dta_runtime_board_json(rt, NULL, 0, &length);
        json = malloc(length + 1);
        dta_runtime_board_json(rt, json, length + 1, &length);
        printf("%s\n", json);
        free(json);
        dta_runtime_destroy(rt);
        return 0;
    }

    dta_runtime_set_announcements(rt, 1);
    if (dta_runtime_set_reduce_motion(rt, reduce_motion) != DTA_OK) die("reduce motion");
    SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, mouse_as_touch ? "1" : "0");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER) != 0) { fprintf(stderr, "kiosk: SDL: %s\n", SDL_GetError()); return 1; }
    if (keys_as_gamepad) attach_virtual_pad();
    if (TTF_Init() == 0) font = TTF_OpenFont(font_path, 18);
    if (!font) fprintf(stderr, "kiosk: no font (%s): drawing without text\n", font_path);
    window = SDL_CreateWindow("DragToAct kiosk", 0, 0, WIDTH, HEIGHT, 0);
    renderer = window ? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE) : NULL;
    if (!renderer) { fprintf(stderr, "kiosk: SDL: %s\n", SDL_GetError()); return 1; }
    date_by_real_clock(rt);
    printf("kiosk: ready\n");
    fflush(stdout);

    pointers[pointer_count++] = 0;   /* the mouse */
    pointers[pointer_count++] = -1;  /* the keyboard */
    while (running) {
        SDL_Event e;
        int32_t has;
        int64_t deadline;
        int timeout = 100;
        dta_runtime_next_deadline(rt, &has, &deadline);
        if (has) {
            int64_t now = ns_of(SDL_GetTicks());
            if (deadline <= now) {
                feed(DTA_INPUT_TICK, 0, 0, 0, 0, deadline);  /* exactly at the deadline */
                draw(renderer, pointers, pointer_count);
                continue;
            }
            timeout = (int)((deadline - now + 999999) / 1000000);
        }
        if (SDL_WaitEventTimeout(&e, timeout)) {
            do {
                if (e.type == SDL_QUIT) running = 0;
                if (e.type == SDL_FINGERDOWN && pointer_count < 16) pointers[pointer_count++] = FINGER_BASE + (int64_t)e.tfinger.fingerId;
                handle(&e);
                if (e.type == SDL_FINGERUP) {  /* forget the finger once its drag has ended */
                    int k, at = -1;
                    for (k = 2; k < pointer_count; k++) if (pointers[k] == FINGER_BASE + (int64_t)e.tfinger.fingerId) at = k;
                    if (at > 1) pointers[at] = pointers[--pointer_count];
                }
            } while (SDL_PollEvent(&e));
        } else {
            refresh_when_idle();
        }
        draw(renderer, pointers, pointer_count);
    }
    dta_runtime_destroy(rt);
    if (font) TTF_CloseFont(font);
    SDL_Quit();
    return 0;
}
