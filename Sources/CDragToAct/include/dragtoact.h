/*
 * dragtoact.h — DragToAct from C and C++: a drop-target intent engine.
 *
 * C99; from C++ through extern "C". Link with libDragToAct (pkg-config --cflags --libs dragtoact).
 *
 * Two levels:
 *   - the engine (dta_engine_*): receivers and sources you register, pointer input in, drag
 *     actions out. It knows no tasks: a drop reports where it lands.
 *   - the runtime (dta_runtime_*): a scene (JSON, as `dragtoact replay --scene` reads it), the
 *     task board in memory or in a store file, each list's rows laid out as sources; every
 *     drop is applied (and committed to the store) as it happens.
 *
 * Conventions
 *   - Every function returns a dta_status (0 is DTA_OK); nothing aborts the process on bad
 *     input: NULL pointers, text that is not UTF-8, NaN, unknown or stale handles, calls
 *     after destroy and (since 1.11.0) calls from inside a callback all return an error status. dta_engine_last_error / dta_runtime_last_error
 *     say what and where, in the same words as the dragtoact command line.
 *   - Handles (dta_engine, dta_runtime, dta_receiver, dta_source) are small structs holding an
 *     index and a generation; id 0 is "none". A destroyed engine's or removed receiver's handle
 *     is refused (DTA_ERR_HANDLE), never mistaken for a newer one; so is a receiver or source
 *     handle of another engine, and a handle of one kind passed as another's (generations are
 *     counted across the process and every kind, since 1.2.1: they repeat only after 2^32 handles).
 *     The last error names a live receiver's handle of the engine passed as a source's, and the
 *     reverse, as such (since 1.10.0; before, "no source has it (removed, or from another engine)").
 *   - Ids and payload kinds passed in (a receiver's or source's id, the kinds it accepts or
 *     carries, a focused source's id, a task id) are not empty, as a scene's: "" is refused with
 *     DTA_ERR_INVALID naming the argument ("desc.id: expected a non-empty id, found \"\""; since
 *     1.5.0 — before, the engine took them, and texts naming one had a gap: "does not accept ").
 *     Ids (and a source's object_id) hold no control characters (U+0000–U+001F, U+007F–U+009F),
 *     as a scene's: refused with DTA_ERR_INVALID, the error spelling them ("desc.id: expected an
 *     id without control characters, found \"t\u{A}1\""; since 1.6.0 — before, the engine took
 *     them, and a line feed split each line of text naming the id).
 *   - Ids, payload kinds and object ids are compared byte for byte, as strcmp compares them: "caf\xc3\xa9"
 *     (U+00E9) and "cafe\xcc\x81" (e, U+0301) are two ids, and two kinds (a receiver accepting one
 *     refuses the other; since 1.11.0 — 1.10.0 compared kinds by Unicode canonical equivalence, and
 *     accepted it). Nothing is normalized: the ids and kinds handed back are the bytes passed in.
 *   - Text passed in that is not UTF-8 (an id, a kind, a title, a tag, a name, a path) is refused
 *     with DTA_ERR_UTF8, the last error naming the argument and the offset and value of its first
 *     bad byte ("task_id: expected UTF-8 text, found bytes that are not UTF-8 (task_id's byte 1,
 *     0xFF, counting from 0)"; since 1.9.0 — before, without the offset), as dta_runtime_load says
 *     where in a scene's JSON.
 *   - Reserved fields must be 0 (DTA_ERR_INVALID otherwise). Counts and capacities (size_t) above
 *     INT64_MAX are refused with DTA_ERR_INVALID, never read as negative or as 0.
 *   - A call refused for its arguments (a NULL `out` with a capacity, a bad struct) has changed
 *     nothing: an input is used only once every argument is checked.
 *   - `*total` (the count of actions or events a feed, key, refresh, dta_engine_actions or
 *     dta_runtime_events writes) is set by every call given one: 0 when the call fails before
 *     writing any (a stale handle, a refused argument), so a loop `for (i = 0; i < total && i <
 *     capacity; i++)` after any status reads only what was written (since 1.6.2; before, it was
 *     left as it was). dta_engine_actions and dta_runtime_events count every action or event of
 *     the last call in `*total`, whatever `first` is, and write those from `first` on into out[0],
 *     out[1], …: after them the loop is `for (i = 0; first + i < total && i < capacity; i++)`, and
 *     reading in pages is `for (first = 0; first < total; first += capacity)` (a `first` at or past
 *     `total` writes nothing and is DTA_OK). Likewise a text's `*length` is 0, and its buffer "" when capacity > 0,
 *     after a call that fails before writing it (DTA_ERR_TOO_SMALL writes both, as it says), and
 *     every `*count` (dta_runtime_board_count, _row_count, _receiver_count, _source_count) is 0
 *     after a call that fails: no scene loaded, a stale handle, an index out of range (since
 *     1.10.0; before, it was left as it was, so a loop over a count went on with an old one).
 *   - Structs passed in (dta_input, dta_receiver_desc, dta_source_desc, dta_row) start with
 *     `size`: set it to sizeof the struct (the DTA_*_INIT macros do); another size is refused
 *     with DTA_ERR_SIZE. Structs passed out are checked against the library's sizes at compile
 *     time below, and dta_version() tells the library you run against.
 *   - Ownership: the library never keeps a pointer you pass in (it copies what it needs before
 *     returning). Strings the library hands out (const char * in dta_action, dta_item,
 *     dta_board_row, dta_receiver_info, dta_source_info, dta_preview, the ids dta_runtime_left_out writes, and last-error
 *     texts) are owned by the library:
 *       - ids, kinds, reason names and titles stay valid until the engine or runtime is destroyed
 *         (each distinct text is kept once, so an engine that sees ever new ids — rows of tasks
 *         added for hours — grows by the ids' length plus about 100 bytes each until destroyed);
 *       - `detail` texts stay valid until the next call on the same engine or runtime that makes
 *         actions or events: an input (feed, key), a refresh (since 1.5.0), a registry change
 *         (add, update, enable, remove, set or scroll rows; dta_runtime_set_enabled, dta_runtime_set_scroll_offset,
 *         dta_runtime_wheel),
 *         a selection (dta_engine_select,
 *         dta_engine_set_already_in, dta_runtime_select: each replaces the last call's actions or
 *         events, even with none of its own), undo or redo. Queries (reading the
 *         actions again, highlights, deadlines, explain, previews, the board, last errors) and calls refused
 *         for their arguments (a registry change the engine refuses too, since 1.2.1) leave them be;
 *       - a last-error text stays valid until the same thread's next call on that engine or runtime.
 *     Never free them. Buffers you pass (char *buffer, dta_action *out) are yours; the library
 *     writes at most `capacity` elements or bytes (text always NUL-terminated when capacity > 0;
 *     a text cut short, DTA_ERR_TOO_SMALL, ends on a whole character as people read one — an
 *     extended grapheme cluster, Swift's Character: an emoji sequence joined by U+200D, a letter
 *     with its combining marks — written whole or not at all, so it may be several bytes short of
 *     capacity - 1, and "" when the first character does not fit; `*length` still says the whole
 *     text's length, and the last error how many bytes were written. Since 1.9.0; 1.8.0 ended on a
 *     whole UTF-8 code point, which could part "e" from its U+0301 or a family emoji into its
 *     people; before 1.8.0 it could end in the first bytes of a code point).
 *   - Threads: every function may be called from any thread. Each engine and runtime has its own
 *     lock (since 1.11.0): calls on one are serialised, calls on two run at once, so two windows'
 *     runtimes on two threads are independent — a call that waits, one on a store file that waits
 *     for another process's lock, at most 1 s (see dta_runtime_load), holds up only the other
 *     calls on that runtime. (Before 1.11.0 one lock served every engine and runtime, and such a
 *     call held up every call on every thread.) Creating and destroying others, and reading a
 *     last error, never wait for it. A library-wide lock guards the table of handles alone, held
 *     only to find, add or remove one, never across a call's work. An engine or runtime is not
 *     tied to a thread. dta_engine_destroy / dta_runtime_destroy while another thread is in a call
 *     on the same engine or runtime waits for that call to return; the other thread's later calls
 *     return DTA_ERR_HANDLE, and every text it was handed is freed, as after free(): destroy it
 *     only once your threads are done with it. Each thread has its own last error per engine or
 *     runtime, freed when the thread exits (since 1.7.0; before, kept until the engine or runtime
 *     was destroyed: ~100 bytes for every thread that ever failed a call on it). The last call's
 *     actions and events (and their `detail` texts) are the instance's, not the thread's: when threads
 *     share one engine, a thread that reads actions after another thread's input reads that
 *     input's. Give each thread its own engine, or hold your own lock from an input to the end of
 *     reading what it caused.
 *   - fork(): the library starts no thread of its own, but an engine or runtime, and a store
 *     file's SQLite connection, belong to the process that made them. A child process makes its
 *     own (dta_runtime_create, dta_runtime_load on the same store file); one it inherited must not
 *     be used, in the child, not even destroyed (SQLite forbids using a connection across fork).
 *   - valgrind: the Swift runtime's one-time metadata caches show as "possibly lost"; run with
 *     --suppressions=PREFIX/share/dragtoact/swift-runtime.supp (installed beside the library).
 *   - Time: inputs carry nanoseconds on your clock (as SDL3 and libinput give them); the engine
 *     works in whole microseconds (rounding down) and never reads a clock. Feed a DTA_INPUT_TICK at
 *     the next deadline so long-presses fire on time. A runtime dates drops into scheduled lists by
 *     the scene's "clock" (its start and fixed offset) unless told the Unix time of your clock's 0
 *     and your zone's offsets (since 1.11.0: dta_runtime_set_clock_start,
 *     dta_runtime_set_utc_offset_function); it never reads the system's time or zone itself.
 *   - Callbacks (since 1.11.0, dta_utc_offset_fn alone): called with their runtime's lock held,
 *     on the thread of the call that causes them; they must not call any dta_ function, on that
 *     runtime or any other engine or runtime (two threads whose callbacks each called the other's
 *     runtime would wait for each other for ever). One that does is refused, on that thread alone,
 *     without waiting: every call returning a dta_status returns DTA_ERR_STATE, changing nothing
 *     (a count or total it would set is 0, as after any failure),
 *     and dta_engine_last_error / dta_runtime_last_error return, whatever the handle, a static
 *     text saying so ("called from inside a callback (a dta_utc_offset_fn), while the dta_ call
 *     that made it holds its runtime's lock on this thread: …"). The call that made the callback
 *     goes on as if none was made; its own last error is read after it returns. (Since 1.11.0;
 *     before, such a call ended the process: "Fatal error: Recursive call to lock Mutex", SIGILL.)
 *     dta_version and the *_name functions take no lock and work there as anywhere. A call from
 *     another thread on the same runtime waits for its lock: a callback must not wait for such a
 *     thread. Calls on other runtimes and engines go on meanwhile, on their threads; so a function
 *     and context given to two runtimes may be called on two threads at once.
 */
#ifndef DRAGTOACT_H
#define DRAGTOACT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Version ------------------------------------------------------------------------------ */

#define DTA_VERSION_MAJOR 1
#define DTA_VERSION_MINOR 11
#define DTA_VERSION_PATCH 0
/** major * 1,000,000 + minor * 1,000 + patch: the version this header describes. */
#define DTA_VERSION (DTA_VERSION_MAJOR * 1000000 + DTA_VERSION_MINOR * 1000 + DTA_VERSION_PATCH)

/** The version of the library loaded at run time, as DTA_VERSION. Compatible with this header
 *  when the majors are equal and the library's minor is at least the header's. */
int32_t dta_version(void);

/* ---- Status ------------------------------------------------------------------------------- */

typedef int32_t dta_status;
enum {
    DTA_OK = 0,
    DTA_ERR_NULL = 1,        /* a pointer that must not be NULL was NULL */
    DTA_ERR_UTF8 = 2,        /* a string was not valid UTF-8 (the last error gives the offset of its first bad byte) */
    DTA_ERR_INVALID = 3,     /* a value out of range: NaN, a negative size, an unknown enum value */
    DTA_ERR_HANDLE = 4,      /* an engine, runtime, receiver or source handle that is unknown or stale */
    DTA_ERR_DUPLICATE = 5,   /* an id already registered */
    DTA_ERR_SIZE = 6,        /* a struct's `size` is not the size this library was built with */
    DTA_ERR_SCENE = 7,       /* the scene JSON is not a scene (the last error says where and why) */
    DTA_ERR_STORE = 8,       /* the store file could not be opened, read or written */
    DTA_ERR_REJECTED = 9,    /* the input was not used (NaN position, time going backwards): see the actions */
    DTA_ERR_TOO_SMALL = 10,  /* the buffer was too small: what fitted was written, the needed size is returned */
    DTA_ERR_STATE = 11       /* not now: a runtime with no scene loaded, a scene loaded twice */
};

/** The name of a status: "DTA_OK", "DTA_ERR_NULL", … (static; "unknown status" for others). */
const char *dta_status_name(dta_status status);

/* ---- Handles ------------------------------------------------------------------------------ */

typedef struct dta_engine { uint64_t id; } dta_engine;
typedef struct dta_runtime { uint64_t id; } dta_runtime;
typedef struct dta_receiver { uint64_t id; } dta_receiver;
typedef struct dta_source { uint64_t id; } dta_source;

/* ---- Input -------------------------------------------------------------------------------- */

enum {
    DTA_INPUT_DOWN = 0,
    DTA_INPUT_MOVE = 1,
    DTA_INPUT_UP = 2,
    DTA_INPUT_CANCEL = 3,  /* the system took the pointer away */
    DTA_INPUT_ESCAPE = 4,  /* cancels every press and drag; pointer, kind, x, y unused */
    DTA_INPUT_TICK = 5     /* time passes: fires deadlines; pointer, kind, x, y unused */
};
enum { DTA_POINTER_MOUSE = 0, DTA_POINTER_TOUCH = 1, DTA_POINTER_PEN = 2 };

/** One input. Times never go backwards (an earlier one is rejected with DTA_ERR_REJECTED), so
 *  one wrong time far ahead (an uninitialised field) leaves every later input rejected: the
 *  clock cannot be wound back, so destroy the engine or runtime and make a new one. An UP, a
 *  CANCEL or an ESCAPE stamped before the last input is the exception (1.11): it is taken at the
 *  last input's time (its actions stamped so), since a finger lifted must end its drag though
 *  two devices' clocks disagree by a millisecond. */
typedef struct dta_input {
    uint32_t size;      /* sizeof(dta_input) */
    int32_t type;       /* DTA_INPUT_* */
    int64_t pointer;    /* your pointer id: one per mouse, finger or pen */
    int32_t kind;       /* DTA_POINTER_* */
    int32_t reserved;   /* 0 */
    double x, y;        /* in your coordinates (the scene's points for a runtime) */
    int64_t time_ns;    /* nanoseconds on your clock */
} dta_input;
#define DTA_INPUT_INIT {sizeof(dta_input), DTA_INPUT_MOVE, 0, DTA_POINTER_MOUSE, 0, 0.0, 0.0, 0}

/* ---- Actions and events ------------------------------------------------------------------- */

enum {
    DTA_ACTION_PRESS_BEGAN = 0,     /* source, deadline_ns (long-press) or has_deadline 0 */
    DTA_ACTION_PRESS_ENDED = 1,     /* source, reason: released, movedBeforeLongPress, escape, ... */
    DTA_ACTION_PRESS_REFUSED = 2,   /* source, held_by */
    DTA_ACTION_DRAG_STARTED = 3,    /* source, payload_kind, object_id, x, y */
    DTA_ACTION_ENTERED = 4,         /* receiver, verdict, reason (when refused: kindNotAccepted, disabled, custom, alreadyThere;
                                       blocked), slot. A runtime's task row is refused by the tab of the list it is in (1.4):
                                       alreadyThere, detail "t1 is already there" */
    DTA_ACTION_MOVED_WITHIN = 5,    /* receiver, verdict, slot. Rows laid out again under a drag (another finger's
                                       drop, another process's write, undo) send it only when the drag's location is
                                       named differently on the new rows, for a pointer as for the keyboard: one that
                                       keeps its name (a section's index 1) sends none though its insertion line may
                                       move with the rows — read dta_preview after every call */
    DTA_ACTION_DWELLED = 6,         /* receiver, slot */
    DTA_ACTION_EXITED = 7,          /* receiver */
    DTA_ACTION_DROPPED = 8,         /* source, receiver, payload_kind, object_id, slot, tag */
    DTA_ACTION_CANCELLED = 9,       /* source, reason, receiver (refusing, removed or disabled), detail. Since 1.8.0 a
                                       release over nothing after the receiver under the drag was disabled is
                                       receiverDisabled (it was receiverRemoved, as for one removed), and a runtime's
                                       keyboard drag ended because its task left the board is itemGone (it was escape) */
    DTA_ACTION_INPUT_REJECTED = 10, /* reason: nonFinitePosition, timeWentBackwards, timeOutOfRange, reservedPointer (-1), unknownSource,
                                       hiddenSource (since 1.10.0: a runtime's DTA_KEY_FOCUS on a task inside a collapsed folder
                                       or section, which has no row; detail names the outermost: "no source \"b1\" to focus: it
                                       is hidden inside collapsed folder \"fb\"" — it was unknownSource, saying no why);
                                       since 1.11.0 DTA_KEY_TARGET's unknownReceiver, receiverRefuses, everyPlaceBlocked
                                       (receiver; detail: "no target in \"trash\": it refuses the drag (disabled)"; an
                                       unknownReceiver's receiver_id is the id given, valid as detail is, and receiver 0) */
    /* Runtime only: */
    DTA_EVENT_APPLIED = 11,         /* tag ("complete"), detail ("complete t1"), task_id, list_id, slot */
    DTA_EVENT_REFUSED = 12,         /* receiver, reason (taskNotOpen, unsupportedDrop, ...; since 1.11.0 undatable: see
                                       dta_runtime_set_utc_offset_function; held and sectionChanged: a swipe refused), detail */
    DTA_EVENT_ANNOUNCED = 13,       /* (1.1) detail: the English text to speak; reason: its kind (pickedUp, over, dropped, undone, redone, ...); source_id
                                       (NULL for what is about no item: nothingToUndo, notPickedUp with nothing focused, opened, closed; since 1.7.0) */
    DTA_EVENT_UNDONE = 14,          /* (1.3) dta_runtime_undo took a step back: detail, the action as it was applied ("complete t1");
                                       tag, its first word ("complete", "trash", "add", "reorder", "move", "place"); task_id, the
                                       task it was about (an add's task); list_id, the list that task is in now (or, when the
                                       undo removed an added task, the list it left) */
    DTA_EVENT_REDONE = 15,          /* (1.3) dta_runtime_redo applied that step again: fields as DTA_EVENT_UNDONE */
    /* (1.7) A row swiped sideways (a scene's "rows": {"swipe": ...}; see README "Swipe actions"): */
    DTA_ACTION_SWIPING = 16,        /* source; x: the row's offset across in points (negative: to the left), not the pointer's
                                       position; y 0; tag: the way a release now commits ("left", "right"), or NULL */
    DTA_ACTION_SWIPE_ENDED = 17,    /* source; tag: the way the swipe committed ("left", "right"; a DTA_EVENT_APPLIED of the
                                       task's complete or trash follows), or NULL when the row returns; x, y: the pointer */
    /* (1.8) Renames (seed 002; see README "Swipe actions"): */
    DTA_EVENT_RENAME_REQUESTED = 18,/* task_id: a row swiped a way whose meaning is "rename"; edit its title, then call
                                       dta_runtime_rename with the new one */
    DTA_EVENT_REJECTED = 19,        /* tag ("rename"), detail (rename h1 to "Later": task "h1" is not open), task_id,
                                       reason (taskNotOpen, unknownTask; since 1.11.0 titleChanged: see
                                       dta_runtime_rename_from): the board refused an action the app asked for
                                       that is not a drop's; nothing changed. Since 1.10.0 also an undo or redo refused:
                                       tag "undo" or "redo", reason "changedSince", task_id the node another writer
                                       changed since, detail ("cannot undo complete t1: \"Buy milk\" was moved since by
                                       another writer") */
    /* (since 1.10.0) */
    DTA_EVENT_SECTION_TOGGLED = 20, /* list_id: a section (a "sections" receiver's list) collapsed or expanded by a tap on
                                       its title, a spring-load rest or DTA_KEY_ACTIVATE; tag "collapse" or "expand", detail
                                       ("collapse errands"); task_id NULL. With a store, sent once the store committed it
                                       (it is kept there: the next runtime on the store, in any process, shows it so) */
    /* (since 1.11.0) */
    DTA_EVENT_CUSTOM_DROP = 21      /* a drop on a receiver whose role is {"custom": NAME}, handed to the app to do its own
                                       action with (scan, print, archive): it follows the DTA_ACTION_DROPPED, and nothing
                                       changed — no task moved, nothing stored, no undo step (before 1.11.0 it was a
                                       DTA_EVENT_REFUSED, reason customRole). tag: the role's NAME ("scan"); receiver_id;
                                       pointer: the drag's (-1 for the keyboard's); source_id, payload_kind, object_id: what
                                       was dropped (a task row's object_id is its task; a source's kind of the app's own has
                                       none); slot -1 (dropped onto the receiver as a whole); task_id: the first task it
                                       carries (NULL for a source's payload), badge: how many a selection's drop carries
                                       (2 or more, else 0) — all of them by dta_runtime_event_tasks; detail: it in words
                                       ("scan task(t1) on scanner, carrying t1, t3"), valid until the next call */
};
enum { DTA_VERDICT_NONE = 0, DTA_VERDICT_ACCEPTS = 1, DTA_VERDICT_REJECTS = 2, DTA_VERDICT_BLOCKED = 3 };

/** (since 1.11.0) The name of an action or event type, as `dragtoact replay --json` writes its
 *  "event": "pressBegan", "dropped", "inputRejected", "applied", "sectionToggled", … (static; "unknown
 *  action type" for others). DTA_EVENT_APPLIED is "applied" (JSON's "unchanged" too, a drop that
 *  changed nothing), DTA_EVENT_REJECTED "rejected" (JSON's "undoRefused" and "redoRefused" too:
 *  its tag says which). As dta_status_name, for logs; reasons are names already (`reason`). */
const char *dta_action_type_name(int32_t type);
/** (since 1.11.0) The name of a verdict, as JSON's "verdict": "none", "accepts", "rejects",
 *  "blocked" (static; "unknown verdict" for others). */
const char *dta_verdict_name(int32_t verdict);

/**
 * One thing an input caused: an engine action or (runtime) a board event. Fields that do not
 * apply are 0 / NULL / -1 as noted. Strings: see "Ownership" above.
 */
typedef struct dta_action {
    int32_t type;              /* DTA_ACTION_* or DTA_EVENT_* */
    int32_t verdict;           /* DTA_VERDICT_*: entered, moved within */
    int64_t pointer;           /* the pointer; -1 for none (Escape, a tick, a board event: applied, refused, undone, redone,
                                  announced). An announcement is -1 even for a finger's drag: it names the item it
                                  speaks of (source_id), not the pointer, and an update waiting its 500 ms of quiet
                                  is one for every drag (the later replaces the earlier), so the runtime does not
                                  know whose it is. Match it to a drag by source_id (dta_runtime_drag) */
    int64_t time_ns;           /* the input's time, in whole microseconds * 1000 */
    dta_source source;         /* engine level: the source's handle (0 once removed); runtime: 0 */
    dta_receiver receiver;     /* engine level: the receiver's handle (0 once removed); runtime: 0 */
    const char *source_id;     /* the source's id, or NULL */
    const char *receiver_id;   /* the receiver's id, or NULL */
    const char *payload_kind;  /* the dragged payload's kind (drag started, dropped), or NULL; at the runtime a row carries
                                  "task" (a task or a folder) or "header" (a header, which Complete refuses) */
    const char *object_id;     /* the payload's object (a task id), or NULL */
    const char *reason;        /* the reason's case name, as traces write it ("releasedOutside"), or NULL */
    const char *detail;        /* the reason in words ("does not accept addNew"); applied, undone, redone: the action ("complete t1");
                                  or NULL; valid until the next call */
    const char *task_id;       /* runtime: the task an applied, undone or redone action changed (an added task's id), the
                                  first task a DTA_EVENT_CUSTOM_DROP carries (since 1.11.0), or NULL */
    const char *list_id;       /* runtime: the list that task is in after it (a completed task's list too), or NULL */
    const char *tag;           /* dropped: the receiver's tag; applied: the action's name ("complete", "trash", "add", "reorder",
                                  "move", "place", "expand", "collapse"; a selection's drop: "completeAll", "trashAll",
                                  "placeAll"); undone, redone: the action's first word, the same but for a selection's
                                  ("complete" for a "completeAll" undone); a custom drop: the custom role's name
                                  (since 1.11.0); else NULL */
    int64_t slot;              /* a position among a list's rows, -1 for none (onto a receiver, undone, redone). A drop's
                                  slot, and an applied reorder's, count the rows before the move: a row dropped at slot 3
                                  from above lands at position 2 (dta_item.position), as move(fromOffsets:toOffset:).
                                  In a tree (folders, sections) an engine action's slot is the place's index among the
                                  top-level nodes, and -1 for a place inside a folder or section: this struct has no
                                  room for the parent such an index needs. Draw the place from dta_preview (the row,
                                  line_y, depth); what a drop did is the DTA_EVENT_APPLIED after it, whose slot is the
                                  index among the parent's children (list_id the list; the parent, the moved task's
                                  dta_board_row.parent_id) */
    int64_t held_by;           /* press refused: the pointer holding the source; else -1 */
    int64_t deadline_ns;       /* press began: when the long-press fires; valid when has_deadline */
    int32_t has_deadline;
    int32_t badge;             /* drag started: how many items a drag of a selection carries (2 or more), for a badge
                                  on its preview; else 0 (since 1.6.0; this field was reserved, 0). A selected row
                                  inside a selected folder's row travels in it and is not counted (since 1.11.0). A
                                  DTA_EVENT_CUSTOM_DROP's: how many tasks a selection's drop carries, likewise (2 or
                                  more; else 0) */
    double x, y;               /* drag started: where the item lifted; else the position of the pointer input that
                                  caused it (0 for a key, a tick, Escape, a registry change, a refresh, undo or redo).
                                  An event of another pointer that input caused (a press ended because a finger's tap
                                  or drop moved its row) is where that pointer's latest input was; a keyboard drag's
                                  (a finger closed the section it was over) is 0, as after a key (since 1.10.0: both
                                  had the input's position) */
} dta_action;

/** A runtime's event is the same struct. */
typedef dta_action dta_event;

/* ---- Engine: create, destroy, errors ------------------------------------------------------ */

/** A new, empty engine. `out` receives its handle. Fails only for a NULL `out` (DTA_ERR_NULL)
 *  and from inside a callback (DTA_ERR_STATE, see "Callbacks"), `*out` then unchanged: with no
 *  handle there is no last error to read, and none is needed — the status says all there is (the
 *  library has no global last error; dta_engine_last_error of a handle never created says only
 *  that it is not a live engine). */
dta_status dta_engine_create(dta_engine *out);
/** Destroys the engine and frees every text it handed out: every later call with its handle
 *  returns DTA_ERR_HANDLE. A call on it under way on another thread is waited for (see "Threads"). */
dta_status dta_engine_destroy(dta_engine engine);
/** Why the calling thread's last call on `engine` failed: "" when that call succeeded, so read it
 *  right after the call that failed, before any other call on the engine (a query that succeeds
 *  empties it). Valid until the thread's next call on it; for a handle that is not a live
 *  engine, a static text saying so, and from inside a callback, a static text saying calls
 *  from there are refused (since 1.11.0, see "Callbacks"). Never NULL. */
const char *dta_engine_last_error(dta_engine engine);

/* ---- Engine: receivers -------------------------------------------------------------------- */

enum { DTA_PLACEMENT_ONTO = 0, DTA_PLACEMENT_AMONG_ROWS = 1 };

/** A drop receiver. Higher z is on top; among equal z, the later registered is on top. */
typedef struct dta_receiver_desc {
    uint32_t size;                 /* sizeof(dta_receiver_desc) */
    int32_t z;
    const char *id;                /* unique among the engine's receivers; UTF-8, not empty */
    const char *tag;               /* your name for what a drop here means; may be NULL */
    double x, y, width, height;    /* finite; width and height >= 0 */
    const char *const *accepts;    /* payload kinds it accepts (UTF-8, not empty); may be NULL when accepts_count is 0 */
    size_t accepts_count;
    int32_t placement;             /* DTA_PLACEMENT_* */
    int32_t enabled;               /* 0 or 1 */
} dta_receiver_desc;
#define DTA_RECEIVER_DESC_INIT {sizeof(dta_receiver_desc), 0, NULL, NULL, 0.0, 0.0, 0.0, 0.0, NULL, 0, DTA_PLACEMENT_ONTO, 1}

/** Registers a receiver; `out` receives its handle (left unchanged when the call fails). The
 *  actions it causes (a drag now over it) are read with dta_engine_actions. */
dta_status dta_engine_add_receiver(dta_engine engine, const dta_receiver_desc *desc, dta_receiver *out);
/** Moves or resizes a receiver, keeping its place in the stack. */
dta_status dta_engine_update_receiver(dta_engine engine, dta_receiver receiver, double x, double y, double width, double height);
/** Enables (1) or disables (0) a receiver; disabling one under a drag is like removing it, but a
 *  release over nothing afterwards cancels with reason "receiverDisabled" (since 1.8.0; before,
 *  "receiverRemoved"), until it is enabled again (since 1.11.0: then "releasedOutside"). */
dta_status dta_engine_enable_receiver(dta_engine engine, dta_receiver receiver, int32_t enabled);
/** Removes a receiver; its handle is refused afterwards. A drag over it exits it, and released
 *  over nothing afterwards cancels with reason "receiverRemoved". */
dta_status dta_engine_remove_receiver(dta_engine engine, dta_receiver receiver);
/** The handle of the receiver registered as `id`, or DTA_ERR_HANDLE with `out` set to 0. An
 *  empty `id` is DTA_ERR_INVALID (since 1.5.0; DTA_ERR_HANDLE before), `out` unchanged. */
dta_status dta_engine_find_receiver(dta_engine engine, const char *id, dta_receiver *out);

/** One row of a DTA_PLACEMENT_AMONG_ROWS receiver, top to bottom. */
typedef struct dta_row {
    uint32_t size;               /* sizeof(dta_row) */
    int32_t reserved;
    dta_source source;           /* the source that stands for the row (0 for none) */
    double x, y, width, height;
} dta_row;
#define DTA_ROW_INIT {sizeof(dta_row), 0, {0}, 0.0, 0.0, 0.0, 0.0}

/** Sets a list receiver's rows (a flat list), top to bottom. The slot of a drop is the number
 *  of rows whose centre lies above the pointer. A list scrolled with dta_engine_scroll_rows keeps
 *  its offset: give the rows where they are before it (since 1.2.1; 1.2.0 set the offset back to 0). */
dta_status dta_engine_set_rows(dta_engine engine, dta_receiver receiver, const dta_row *rows, size_t count);

/** Scrolls a list receiver's rows: each is now `offset` points above where its frame was given to
 *  dta_engine_set_rows (which keeps the offset). O(1) plus a hit test per drag over the
 *  list, however many rows it has; a drag over it is told its new slot (read with
 *  dta_engine_actions), and keeps its hysteresis.
 *  The rows' sources are the caller's to move (dta_engine_update_source), those in view alone.
 *  Since 1.2. DTA_ERR_INVALID for an offset that is not finite (or would move a row out of
 *  finite numbers) or a receiver whose rows were never set (an empty list scrolls). */
dta_status dta_engine_scroll_rows(dta_engine engine, dta_receiver receiver, double offset);

/* ---- Engine: sources ---------------------------------------------------------------------- */

enum { DTA_ACTIVATION_IMMEDIATE = 0, DTA_ACTIVATION_DISTANCE = 1, DTA_ACTIVATION_LONG_PRESS = 2 };

/** Something a press can pick up. */
typedef struct dta_source_desc {
    uint32_t size;                  /* sizeof(dta_source_desc) */
    int32_t z;
    const char *id;                 /* unique among the engine's sources; UTF-8, not empty */
    const char *payload_kind;       /* what it carries: "task", "addNew"; UTF-8, not empty */
    const char *object_id;          /* the object it stands for, or NULL */
    double x, y, width, height;
    int32_t activation;             /* DTA_ACTIVATION_* */
    int32_t enabled;                /* 0 or 1 */
    double distance;                /* DISTANCE: points to move; LONG_PRESS: tolerance in points */
    int64_t long_press_ns;          /* LONG_PRESS: how long to hold */
} dta_source_desc;
#define DTA_SOURCE_DESC_INIT {sizeof(dta_source_desc), 0, NULL, NULL, NULL, 0.0, 0.0, 0.0, 0.0, DTA_ACTIVATION_LONG_PRESS, 1, 10.0, 300000000}

/** Registers a source; `out` receives its handle (left unchanged when the call fails, as with
 *  dta_engine_add_receiver). LONG_PRESS: a press at time t fires at t + long_press_ns; keep that
 *  within int64 nanoseconds (a deadline beyond it is reported as INT64_MAX and cannot be reached). */
dta_status dta_engine_add_source(dta_engine engine, const dta_source_desc *desc, dta_source *out);
/** Moves or resizes a source. */
dta_status dta_engine_update_source(dta_engine engine, dta_source source, double x, double y, double width, double height);
/** Enables (1) or disables (0) a source; disabling ends a press on it. */
dta_status dta_engine_enable_source(dta_engine engine, dta_source source, int32_t enabled);
/** Removes a source: a press on it ends; a drag from it carries on. */
dta_status dta_engine_remove_source(dta_engine engine, dta_source source);
/** (1.4) Names the receivers `source`'s item already is in (a file's own folder, a task's own
 *  list's tab): each refuses a drag of it, reason alreadyThere, detail "ID is already there",
 *  under the pointer and among the keyboard's targets, and a release there cancels. `count` 0
 *  names none (the default). A drag already under way is judged by the new names from its next input:
 *  the call causes no action, and dta_engine_actions then reads none (the last call's are gone). */
dta_status dta_engine_set_already_in(dta_engine engine, dta_source source, const dta_receiver *receivers, size_t count);
/** (1.4) Selects sources to drag together: a drag of any of them carries them all and is judged as
 *  all of them — a receiver takes it only if it takes every payload (and not every source is
 *  already in it), and a place among rows that blocks any of them blocks it. Each once, in the
 *  order given; fewer than two select none (`count` 0 clears). A drag under way that carries a
 *  source selected before or now is judged again at once: read what that causes with
 *  dta_engine_actions. The engine never changes the selection itself (a drop does not clear it).
 *  One drag at most carries it (since 1.7.0): selecting while several drags are under way gives
 *  the selection to the drag holding the first source given that a drag holds, and leaves out the
 *  sources other drags hold (each keeps carrying its own item alone); dta_engine_left_out then
 *  says which (since 1.8.0 — before, nothing did: a pointer's DTA_ACTION_DRAG_STARTED names the
 *  source it holds). A source whose row lies inside another selected source's row (a list's
 *  rows, as set when selecting) travels in it: the badge and the announcements do not count it
 *  (since 1.11.0). */
dta_status dta_engine_select(dta_engine engine, const dta_source *sources, size_t count);
/** (1.8.0) The sources the last dta_engine_select left out of the selection because drags other
 *  than the one given it hold them, in the order given: up to `capacity` handles into `out` (which
 *  may be NULL when capacity is 0); `*total` is how many it left out — 0 when at most one drag held
 *  a source given, and before any dta_engine_select. A handle is 0 once its source was removed.
 *  It holds until the next dta_engine_select (a select refused for its arguments leaves it);
 *  unlike the actions, other calls leave it be. A separate call rather than an out-array of
 *  dta_engine_select, whose signature 1.7 programs link against:
 *
 *      dta_source given[3] = {t1, t2, t3}, out[3];
 *      dta_engine_select(e, given, 3);       pointer 1 drags t1, pointer 2 drags t2
 *      dta_engine_left_out(e, out, 3, &n);   n is 1, out[0] is t2: pointer 1 carries t1 and t3 */
dta_status dta_engine_left_out(dta_engine engine, dta_source *out, size_t capacity, size_t *total);

/* ---- Engine: input and queries ------------------------------------------------------------ */

/**
 * Handles one input. Writes up to `capacity` of the actions it caused into `out` (which may be
 * NULL when capacity is 0) and their number into `*total`; read any beyond `capacity` with
 * dta_engine_actions before the next call. A pointer move during a drag allocates nothing.
 */
dta_status dta_engine_feed(dta_engine engine, const dta_input *input, dta_action *out, size_t capacity, size_t *total);
/** The actions the last feed, key, registry change or selection caused, from `first` on: up to
 *  `capacity` into `out`; `*total` is how many it caused. */
dta_status dta_engine_actions(dta_engine engine, size_t first, dta_action *out, size_t capacity, size_t *total);

enum { DTA_HIGHLIGHT_IDLE = 0, DTA_HIGHLIGHT_CAN_ACCEPT = 1, DTA_HIGHLIGHT_TARGETED = 2, DTA_HIGHLIGHT_REJECTING = 3 };
/** (since 1.11.0) The name of a highlight, as a trace's `expect highlight` writes it: "idle",
 *  "canAccept", "targeted", "rejecting" (static; "unknown highlight" for others). */
const char *dta_highlight_name(int32_t highlight);
/** The highlight a receiver should show now (DTA_HIGHLIGHT_*). */
dta_status dta_engine_highlight(dta_engine engine, dta_receiver receiver, int32_t *out);
/** The earliest deadline (long-press, dwell): `*has` is 1 and `*deadline_ns` set, or `*has` is 0. */
dta_status dta_engine_next_deadline(dta_engine engine, int32_t *has, int64_t *deadline_ns);
/** (1.3) The source the keyboard is on (DTA_KEY_FOCUS): `*source` its handle, 0 when nothing is
 *  focused or the focused source was removed; `*present` 1 when it is there and enabled (a pick-up
 *  would find it), else 0. Present is not free: a pick-up of a source a pointer holds is refused
 *  (DTA_ACTION_PRESS_REFUSED, held_by that pointer), and while the keyboard carries something a
 *  pick-up does nothing. Either may be NULL when not wanted. */
dta_status dta_engine_focus(dta_engine engine, dta_source *source, int32_t *present);
/**
 * Why `pointer`'s drag has the target it has: the receivers under it, topmost first, then those
 * its collision reaches and a sticky target kept, each verdict, the winner — as `dragtoact
 * replay --explain` prints it, lines ending in "\n" (since 1.6.2; before, the receivers under it
 * alone, and `*target` 0 for a drag over a receiver its collision or stickiness had found). Writes
 * the text into `buffer` (NUL-terminated, truncated to at most capacity - 1 bytes on a whole character, DTA_ERR_TOO_SMALL then,
 * the last error saying how many bytes it needs),
 * its length into `*length` (may be NULL), and the target into `*target` (may be NULL; 0 for none).
 * DTA_ERR_STATE when the pointer is not dragging.
 */
dta_status dta_engine_explain(dta_engine engine, int64_t pointer, dta_receiver *target, char *buffer, size_t capacity, size_t *length);

/** (since 1.10.0) How the rows of the list under a drag make space for it — seed 001's "the other
 *  tasks shift to make space" — for a renderer to draw each row moved while the drag is over the
 *  list: read it after each input (dta_engine_preview, dta_runtime_preview). A row is numbered as
 *  dta_engine_set_rows was given it, or as dta_runtime_row lists the list's rows. In Swift:
 *  DragDispatcher.preview(for:), ListPreview.
 *
 *  Row i is drawn `offset` points below where it lies when first <= i < first + count; the others
 *  stay. From another list (from_row -1), rows from the slot down move down by one row's pitch:
 *  the gap opens where the item would land. From this list, the dragged row's place empties and the
 *  rows between it and the slot close it: a slot below it (slot > from_row + 1) moves rows
 *  from_row + 1 to slot - 1 up (offset negative, minus the dragged row's pitch); a slot above it
 *  (slot < from_row) moves rows slot to from_row - 1 down; at from_row or from_row + 1 no row
 *  moves (count 0, first the slot, offset 0).
 *
 *  Where the insertion line goes, for every list, flat or a tree (folders, sections): above row
 *  `slot` (the list's row count: below the last row), at height `line_y`, indented `depth` levels —
 *  a renderer draws it without knowing the tree's rules (drop zones, collapsed folders, section
 *  titles). A tree's rows never move (count 0): draw the line instead. At a place the list blocks
 *  (`refused` 1, since 1.10.0) no row moves either: draw the line as a refusal. */
typedef struct dta_preview {
    int32_t has;              /* 1 while the drag is over a place among the rows of a list that takes its payload,
                                 flat or a tree (since 1.10.0 a tree's too: no row moves, the line fields say where
                                 its insertion line goes), a place the list blocks too (`refused` 1: a folder into
                                 itself); 0 when the pointer is not dragging, is over no list, or over one that
                                 refuses the payload (draw that refusal on the receiver); with 0 every field below is
                                 NULL, 0 or NONE, and slot, from_row -1 */
    int32_t animation;        /* DTA_ANIMATION_ROW_SHIFT: move the rows there with `curve` over animation_ms (a flat
                                 list's, also where count is 0: rows moved for the last place move back); or
                                 DTA_ANIMATION_NONE: draw them there at once — under Reduce Motion
                                 (dta_runtime_set_reduce_motion, as the drag began), always at the engine, whose
                                 receivers carry no cues, and always over a tree (folders, sections), whose rows
                                 never move */
    dta_receiver receiver;    /* engine level: the list receiver's handle; runtime: 0 */
    const char *receiver_id;  /* the list receiver's id (owned by the library, as dta_action's), or NULL */
    int64_t slot;             /* the row a drop would go just above, where the insertion line is drawn (the row
                                 count: below the last row); for a flat list the drop's slot too, as dta_action.slot
                                 counts it (a tree's place inside a folder or section has dta_action.slot -1) */
    int64_t from_row;         /* the dragged row's index when it is a row of this list, else -1 */
    int64_t first;            /* the first row that moves (the slot when none does) */
    int64_t count;            /* how many rows move, from `first` on: 0 when none does */
    double offset;            /* how far each of them moves, in points: positive down, negative up */
    int32_t curve;            /* DTA_CURVE_SPRING with DTA_ANIMATION_ROW_SHIFT (seed 001); else DTA_CURVE_NONE */
    int32_t depth;            /* how far the insertion line is indented: the place's parent's depth + 1, 0 at the
                                 top level (a flat list's always), as dta_board_row.depth counts (since 1.10.0; was reserved) */
    int64_t animation_ms;     /* 200 with DTA_ANIMATION_ROW_SHIFT (seed 001); else 0 */
    double line_y;            /* the insertion line's height in scene points, the rows where they lie now (a scroll
                                 applied, `offset` not): the top of row `slot`; below the last row its bottom; a
                                 folder's end (a collapsed one's too) the centre of its drop zone row, which is `slot`;
                                 a list without rows its middle. As the keyboard's places are (since 1.10.0) */
    int32_t refused;          /* 1 at a place the list blocks (a folder into itself, a row its location rule keeps
                                 out; the event's verdict says why): draw the refusal on the insertion line, whose
                                 fields say where as at an accepted place; no row moves there (count 0). 0 where the
                                 drop is accepted (since 1.10.0) */
    int32_t reserved;         /* 0 */
} dta_preview;

/** (since 1.10.0) How the rows make space for `pointer`'s drag (-1: the keyboard's), see
 *  dta_preview: `out->has` 0 when the pointer is not dragging (a pointer the engine never saw too:
 *  DTA_OK, as dta_runtime_drag) or is over no list that takes its payload (at a place the list
 *  blocks, `has` 1 and `refused` 1). Always DTA_ANIMATION_NONE: an engine's
 *  receivers carry no cues, so animate (or not) as your app does. NULL `out` is DTA_ERR_NULL; `*out`
 *  is the empty preview (has 0) after any failure. */
dta_status dta_engine_preview(dta_engine engine, int64_t pointer, dta_preview *out);

/* ---- Keyboard and gamepad (1.1) ---------------------------------------------------------- */

/*
 * A drag without a pointer: the keyboard (or a gamepad's buttons) focuses a source, picks it up,
 * steps through the valid drop targets in a fixed order (wrapping through "no target", so a
 * person without Escape can still cancel), and drops or cancels. Its actions carry pointer -1.
 * The README's "Keyboard and gamepad" has the order and the W3C key table.
 */
enum {
    DTA_KEY_FOCUS = 0,     /* the keyboard is on source `source_id`; at a runtime, a list's id shown
                              as a section puts it on that section's title (since 1.7.0) */
    DTA_KEY_PICK_UP = 1,   /* lift the focused source */
    DTA_KEY_NEXT = 2,      /* the next valid target */
    DTA_KEY_PREVIOUS = 3,  /* the previous valid target */
    DTA_KEY_DROP = 4,      /* drop on the target (no target: cancel) */
    DTA_KEY_CANCEL = 5,    /* put it back */
    DTA_KEY_ACTIVATE = 6,  /* open the folder or section the target is on, while carrying; carrying
                              nothing, a runtime opens or closes the focused folder, or the section
                              whose title is focused (as DTA_KEY_PICK_UP there does; since 1.7.0) */
    DTA_KEY_TARGET = 7     /* (since 1.11.0) straight to receiver `source_id`, while carrying: its first
                              target in DTA_KEY_NEXT's order (Trash or Complete itself, a list's first
                              place top to bottom) — "Move to Trash" in one key, reported as
                              DTA_KEY_NEXT landing there is; NEXT and PREVIOUS go on from there. A
                              receiver the engine does not have is rejected (DTA_ERR_REJECTED, reason
                              "unknownReceiver"), carrying or not; while carrying, one that refuses the
                              drag ("receiverRefuses": disabled, its rule, already there) or blocks each
                              place in it ("everyPlaceBlocked") too, the detail saying which. The target stays */
};

/*
 * A key with nothing to act on is not an error: DTA_OK, and it causes no action of its own
 * (`*total` is 0, unless a deadline that fell due by `time_ns` fired with it — a long-press, a
 * dwell; at the runtime also an announcement's quiet time or an auto-scroll step). That is the
 * one sign, by design: a gamepad button pressed at the wrong moment is ordinary input, and a
 * status would make every such press look like a failure. The keys with nothing to act on:
 *   - DTA_KEY_PICK_UP with nothing focused, with the focused source gone or disabled (a row whose
 *     task was completed: focus another), or while the keyboard already carries something;
 *   - DTA_KEY_NEXT, DTA_KEY_PREVIOUS, DTA_KEY_DROP, DTA_KEY_CANCEL and (since 1.11.0) DTA_KEY_TARGET
 *     of a receiver it has while it carries nothing;
 *     NEXT and PREVIOUS also when no receiver accepts what it carries (it stays over no target);
 *   - DTA_KEY_ACTIVATE with no collapsed folder or section at the target (carrying nothing, at
 *     the runtime: the focused node is not a folder).
 * At a runtime with announcements on, a DTA_KEY_PICK_UP that lifts nothing is said, with why
 * (a DTA_EVENT_ANNOUNCED of reason notPickedUp: "Cannot pick up Buy milk: it is completed.",
 * "Nothing to pick up: nothing is focused."; since 1.7.0 — before, nothing was said).
 * DTA_KEY_FOCUS causes no action when it succeeds. To know before a key whether the keyboard
 * carries something: dta_runtime_drag(rt, -1, &dragging, …); at the engine, dta_engine_explain(e, -1,
 * …) returns DTA_ERR_STATE while it carries nothing. What it is on, and whether a pick-up would find
 * it: dta_runtime_focus and dta_engine_focus (1.3).
 */

/** A key (DTA_KEY_*) at `time_ns`; `source_id` names the source for DTA_KEY_FOCUS, the receiver
 *  for DTA_KEY_TARGET (since 1.11.0), and is NULL otherwise. Actions as dta_engine_feed's; a focus on a source the engine does not have is
 *  rejected (DTA_ERR_REJECTED, reason "unknownSource") and the focus stays where it was; an empty
 *  `source_id` is refused (DTA_ERR_INVALID, since 1.5.0; before, rejected as unknownSource). A key
 *  with nothing to act on returns DTA_OK and causes no action (above).
 *
 *      dta_engine_key(e, DTA_KEY_FOCUS, "t1", now, NULL, 0, &total);    the keyboard is on t1
 *      dta_engine_key(e, DTA_KEY_PICK_UP, NULL, now, out, 16, &total);  pressBegan, dragStarted, entered
 *      dta_engine_key(e, DTA_KEY_NEXT, NULL, now, out, 16, &total);     the next target
 *      dta_engine_key(e, DTA_KEY_DROP, NULL, now, out, 16, &total);     dropped (cancelled over no target)
 */
dta_status dta_engine_key(dta_engine engine, int32_t key, const char *source_id, int64_t time_ns,
                          dta_action *out, size_t capacity, size_t *total);

/* ---- Runtime ------------------------------------------------------------------------------ */

/** A new runtime with no scene yet: load one with dta_runtime_load. Fails only as
 *  dta_engine_create does: DTA_ERR_NULL for a NULL `out`, DTA_ERR_STATE from inside a callback,
 *  `*out` unchanged, and no last error to read (the status says it all). */
dta_status dta_runtime_create(dta_runtime *out);
/** Destroys the runtime, closing its store (every drop was committed as it happened) and freeing
 *  every text it handed out: every later call with its handle returns DTA_ERR_HANDLE. A call on
 *  it under way on another thread is waited for (see "Threads"); other runtimes are not held up. */
dta_status dta_runtime_destroy(dta_runtime runtime);
/** As dta_engine_last_error: "scene.json: receivers[2].frame.width: expected …, found …". */
const char *dta_runtime_last_error(dta_runtime runtime);

/**
 * Loads a scene from JSON text (`name` names it in errors, e.g. its file name; NULL or "" for
 * "scene": "scene: viewport: …" — since 1.10.0 "" too, which gave ": viewport: …"),
 * and opens the board: from `store_path` when not NULL (a SQLite file, created from the
 * scene on first use; its board is kept on later loads), else in memory (as with ":memory:").
 * JSON that is not UTF-8 is DTA_ERR_UTF8 naming the line and column of its first byte that is
 * not, and that byte's offset ("todo.json:2:6: expected UTF-8 text, found bytes that are not
 * UTF-8 (scene_json's byte 19, 0xFF, counting from 0)"; since 1.8.0 — before, no place).
 * `store_path` is a file's path, never a SQLite URI ("file:x.db" is the file of that name).
 * An empty `store_path` is refused (DTA_ERR_INVALID), and so is one ending in "/" (since 1.6.1;
 * before, SQLite opened the file named without it). A path that is not a file a store can live
 * in fails with DTA_ERR_STORE saying what it is: a device, a FIFO, a socket, or a file of the
 * kernel's /proc or /sys ("it is a file of the kernel's proc file system": since 1.7.0; before,
 * /proc/version was "no such file"). A damaged file ("database disk image is malformed", "file
 * is not a database") fails with DTA_ERR_STORE naming it and what to do (since 1.7.0). A scene
 * the store's board does not fit (a list the store lacks, a section named by a task's id) fails
 * with DTA_ERR_SCENE, and an older store's file is then left as it was, not migrated (since 1.10.0;
 * before, migrated first). Once per runtime.
 *
 * Several runtimes, in one process or many, may share one store file: each drop is decided on
 * the board as the file holds it, inside its own write transaction, so none is lost; a runtime
 * sees the others' changes at its next input other than a pointer move or a drop (a press, a
 * release that drops nothing, a tick, a key; since 1.4.1 — before, only once it wrote to the file
 * itself), undo or redo (read the board then); a drop reads them in its own transaction. To show them while nobody touches the screen, call dta_runtime_refresh now
 * and then (since 1.5.0; before, feed a DTA_INPUT_TICK at your clock's time). Undo and redo
 * take back or do again this runtime's own newest step, though other writers' steps came after it
 * (DTA_UNDO_OWN, the default since 1.10.0; before, and with DTA_UNDO_ANYONE, the newest step in the
 * file, whoever made it): see dta_runtime_set_undo_scope. A drop lands beside the
 * rows it was released between: when others added, removed or moved rows of that list since
 * this runtime laid them out, at the top or the end if it was dropped there, else after the
 * nearest row above that is still there, else before the nearest below (since 1.6.1; before, at
 * the slot's number among the changed rows: a row off).
 *
 * A call that writes the store file (a drop, undo, redo, this load creating it) waits at most 1 s
 * for another process's write lock, then fails with DTA_ERR_STORE ("locked by another process"),
 * nothing of it applied (since 1.6.2; before, 5 s: a kiosk's every call, on every thread, waited
 * that long under the library's one lock). Meanwhile other calls on this runtime wait; since
 * 1.11.0 calls on other runtimes and engines do not (see "Threads").
 */
dta_status dta_runtime_load(dta_runtime runtime, const char *scene_json, const char *name, const char *store_path);

/** Handles one input, applying each drop to the board (and committing it to the store) as it
 *  happens; events as dta_engine_feed's actions. With a store file, an input other than a pointer
 *  move or a drop first reads what others committed to it (since 1.4.1; a drop since 1.6.1 reads
 *  them in its own transaction, keeping its place beside the rows the host drew): the rows that
 *  moved cause their events first, and DTA_ERR_STORE when the file could not be read (the input
 *  was not used: its time is not taken either, so the next input may be earlier; since 1.11.0).
 *  DTA_ERR_STORE when the store could not commit a drop: nothing of it was applied or committed, the drag has ended, and the events up to
 *  the drop (its DTA_ACTION_DROPPED, with no DTA_EVENT_APPLIED after it) are written to `out`
 *  and `*total` as on success (since 1.2.1; before, they could only be read with
 *  dta_runtime_events, without their positions). The runtime stays usable: its rows are the
 *  store's board, with what others committed that the failed write read (since 1.6.1).
 *  The same holds for the other writes an input makes, and nothing of them is reported done: a
 *  tap that opens or closes a folder (no DTA_EVENT_APPLIED) or a section's title, the keyboard's
 *  DTA_KEY_ACTIVATE, and a spring-load rest that opens one (no DTA_EVENT_SECTION_TOGGLED, since
 *  1.10.0) — the folder or section stays as it was. */
dta_status dta_runtime_feed(dta_runtime runtime, const dta_input *input, dta_event *out, size_t capacity, size_t *total);
/** (1.5) Reads what other runtimes and processes committed to the store file since this runtime
 *  last read it, and lays the rows out again — what an input other than a pointer move does
 *  first, without the input — so that an idle kiosk shows others' drops (call it now and then,
 *  every second say) without feeding a tick. Its events concern a drag under way: what the rows
 *  moving did to it (its slot, a source gone), as dta_runtime_feed's, at `time_ns`, with x and y 0
 *  — none when no drag is under way, even when the board changed: dta_runtime_board_revision
 *  (since 1.10.0) says whether it did, so redraw when it changed, not when an event came. On a
 *  board in memory (no other writer) it reads nothing: DTA_OK, no event.
 *  `time_ns` follows the inputs' rule: one before the last input's or refresh's is rejected
 *  (DTA_ERR_REJECTED, a DTA_ACTION_INPUT_REJECTED event, reason timeWentBackwards) and the file
 *  is not read; an input before a refresh's time is rejected too. It fires no deadline (a
 *  DTA_INPUT_TICK does). DTA_ERR_STORE when the file could not be read; the refresh still took its
 *  time, as one that read would: an input before it is rejected, one after it is used or, when the
 *  file still cannot be read, fails with DTA_ERR_STORE unused (since 1.11.0; before, the next
 *  input was reported DTA_ERR_REJECTED, "time went backwards", though it was used). */
dta_status dta_runtime_refresh(dta_runtime runtime, int64_t time_ns, dta_event *out, size_t capacity, size_t *total);
/** The events of the last feed, key, refresh, undo, redo, (since 1.8.0) dta_runtime_set_enabled, (since 1.9.0)
 *  dta_runtime_set_scroll_offset or (since 1.10.0) dta_runtime_wheel, from `first` on. */
dta_status dta_runtime_events(dta_runtime runtime, size_t first, dta_event *out, size_t capacity, size_t *total);
/** Event `index` of the last call that made events (see dta_runtime_events) as one line for people, as `dragtoact replay`
 *  prints it ("    800 ms       undone: complete t1"). */
dta_status dta_runtime_event_text(dta_runtime runtime, size_t index, char *buffer, size_t capacity, size_t *length);

/* (1.9.0) The feedback a renderer plays with an event — seed 001's haptics, lifted look and
 * animations — as values (before, only inside dta_runtime_event_text). In Swift: Cues. */
enum { DTA_HAPTIC_NONE = 0, DTA_HAPTIC_LIGHT = 1, DTA_HAPTIC_MEDIUM = 2 };
enum {
    DTA_ANIMATION_NONE = 0,
    DTA_ANIMATION_SETTLE = 1,            /* the dropped item settles */
    DTA_ANIMATION_RETURN_TO_ORIGIN = 2,  /* a cancelled item flies back */
    DTA_ANIMATION_ROW_SHIFT = 3          /* rows make space */
};
enum { DTA_CURVE_NONE = 0, DTA_CURVE_SPRING = 1, DTA_CURVE_EASE_IN_OUT = 2 };

/** An event's cues; every field NONE / 0 for an event that has none. */
typedef struct dta_cues {
    int32_t haptic;          /* DTA_HAPTIC_* */
    int32_t animation;       /* DTA_ANIMATION_* */
    int32_t curve;           /* DTA_CURVE_* of the animation (NONE without one) */
    int32_t badge;           /* how many items a drag of a selection carries (2 or more, a task inside a selected
                                folder not counted: it travels in it), as dta_action.badge; else 0 */
    int64_t animation_ms;    /* the animation's length in milliseconds; 0 without one */
    int32_t has_appearance;  /* 1 when the event says how the dragged item looks: lifted, shadow, opacity */
    int32_t lifted;          /* 1: raised above the rows */
    int32_t shadow;          /* 1: drawn with a shadow under it */
    int32_t reserved;        /* 0 */
    double opacity;          /* 0 to 1 (seed 001 dims a lifted item to 0.7); 1 when has_appearance is 0 */
} dta_cues;

/** (1.9.0) The cues of event `index` of the last call that made events (as dta_runtime_events reads
 *  them): a DTA_ACTION_DRAG_STARTED's lift (DTA_HAPTIC_MEDIUM, lifted, opacity 0.7, shadow), a
 *  DTA_ACTION_DROPPED's drop (DTA_HAPTIC_LIGHT, DTA_ANIMATION_SETTLE, DTA_CURVE_SPRING, 200 ms), a
 *  DTA_ACTION_CANCELLED's return (DTA_ANIMATION_RETURN_TO_ORIGIN, DTA_CURVE_EASE_IN_OUT, 250 ms);
 *  NONE for every other event. DTA_ERR_INVALID for an index past the last call's events. A call of
 *  its own, so dta_action keeps its size. (The engine has no such call: a dta_source_desc or
 *  dta_receiver_desc sets no cues, so an engine's actions carry none but the badge, in
 *  dta_action.badge.) */
dta_status dta_runtime_event_cues(dta_runtime runtime, size_t index, dta_cues *out);
/** (since 1.11.0) The tasks event `index` of the last call that made events carries (as
 *  dta_runtime_events reads them): a DTA_EVENT_CUSTOM_DROP's — a drop of a selected row, every
 *  task of the selection (a node inside a selected folder travels in it: the folder is named), in
 *  the order selected; another row's, its task; none for a source's payload. Up to `capacity` ids
 *  into `out` (which may be NULL when capacity is 0; the texts are the library's, valid until the
 *  runtime is destroyed); `*total` is how many it carries. 0 for every other event. DTA_ERR_INVALID
 *  for an index past the last call's events. A call of its own, so dta_action keeps its size:
 *
 *      if (ev.type == DTA_EVENT_CUSTOM_DROP && strcmp(ev.tag, "scan") == 0) {
 *          const char *ids[64]; size_t n;
 *          dta_runtime_event_tasks(rt, i, ids, 64, &n);    n is 2: ids[0] "t1", ids[1] "t3"
 *      } */
dta_status dta_runtime_event_tasks(dta_runtime runtime, size_t index, const char **out, size_t capacity, size_t *total);
/** The earliest moment to feed a DTA_INPUT_TICK (a long-press, a dwell, an announcement's quiet
 *  time, an auto-scroll step): `*has` is 1 and `*deadline_ns` set, or `*has` is 0. */
dta_status dta_runtime_next_deadline(dta_runtime runtime, int32_t *has, int64_t *deadline_ns);

/** (1.1) A key, as dta_engine_key; a row's source id is its task's id. Each drop is applied as
 *  with dta_runtime_feed. A key with nothing to act on returns DTA_OK with no event (see above
 *  dta_engine_key). A DTA_KEY_FOCUS on a task hidden inside a collapsed folder or section is
 *  rejected (DTA_ERR_REJECTED) with reason "hiddenSource", naming what hides it (since 1.10.0;
 *  before, "unknownSource"). */
dta_status dta_runtime_key(dta_runtime runtime, int32_t key, const char *source_id, int64_t time_ns,
                           dta_event *out, size_t capacity, size_t *total);
/** (1.1) Turns spoken announcements on (1) or off (0). On, drags of the pointer and the keyboard
 *  alike cause DTA_EVENT_ANNOUNCED events: picked up, over a target ("position 3 of 5 in Inbox"),
 *  over nothing, blocked, dropped, cancelled, and after dta_runtime_undo and dta_runtime_redo
 *  (since 1.4) what they did ("Undid dropping Buy milk. Buy milk is back at position 1 of 5 in
 *  Inbox.") or that there was nothing to do (since 1.7.0); since 1.7.0 also a keyboard pick-up
 *  that lifts nothing and why, a folder or section opened or closed ("Errands opened, 1 task.":
 *  by the keyboard; since 1.10.0 by a tap or a drag resting on it too), and a keyboard drag ended because its task left the board ("Drag ended:
 *  Buy milk is completed.", an undo or a refresh ending it; its DTA_ACTION_CANCELLED, with or
 *  without announcements, has reason "itemGone" since 1.8.0 — before, "escape") — updates while moving once 500 ms of input time pass
 *  without another (dta_runtime_next_deadline includes that moment). */
dta_status dta_runtime_set_announcements(dta_runtime runtime, int32_t on);
/** (1.10.0) Turns Reduce Motion on (1) or off (0) — seed 001's "respect Reduce Motion", for a kiosk
 *  that reads the system's setting or a command-line switch. On, a drop's and a cancel's cues carry
 *  no animation (dta_runtime_event_cues: DTA_ANIMATION_NONE, DTA_CURVE_NONE, 0 ms — draw the item
 *  where it ends at once); the haptics and the lifted look stay (a drop still has DTA_HAPTIC_LIGHT:
 *  a tap is not motion; a cancel, which has no haptic, then has no cue at all), and
 *  dta_runtime_event_text leaves the animation out of its line. Off until this is called. It takes effect from the next press or
 *  keyboard pick-up: a drag under way (or a press waiting for its long-press) keeps the motion it
 *  began with to its drop or cancel, so no gesture changes its look halfway. Makes no events (the
 *  last call's are kept). DTA_ERR_INVALID for `on` other than 0 or 1 and DTA_ERR_STATE before a
 *  scene is loaded, as dta_runtime_set_announcements; nothing changed. (The engine has no such
 *  call: its actions carry no cues, see dta_runtime_event_cues.) In Swift:
 *  BoardRuntime.reduceMotion. */
dta_status dta_runtime_set_reduce_motion(dta_runtime runtime, int32_t on);
/** (1.10.0) What announcements call the keys (or a gamepad's buttons) of a keyboard drag: a
 *  keyboard pick-up says "Picked up Buy milk. <choose> choose where it goes, <pick_up_and_drop>
 *  drops it, <cancel> cancels." — the keyboard's "Tab or the arrow keys", "Space or Enter",
 *  "Escape" until this is called; a gamepad's app says "Up and down on the D-pad", "A", "B" (the
 *  kiosk does while its gamepad was used last). `choose` is read as a plural subject. Each is
 *  copied; NULL is DTA_ERR_NULL, an empty text or one holding a control character (a line feed)
 *  DTA_ERR_INVALID, one not UTF-8 DTA_ERR_UTF8; nothing changed.
 *  In Swift: BoardRuntime.keyWords. */
dta_status dta_runtime_set_key_words(dta_runtime runtime, const char *pick_up_and_drop, const char *choose, const char *cancel);

/** (since 1.11.0) Seconds east of UTC at the instant `unix_ms` (milliseconds since 1970-01-01
 *  00:00:00 UTC) in the host's time zone, daylight saving included: +02:00 is 7200. `context` is
 *  what dta_runtime_set_utc_offset_function was given. A host on POSIX calls localtime_r on the
 *  instant's seconds (floor(unix_ms / 1000)) and returns tm_gmtoff. */
typedef int32_t (*dta_utc_offset_fn)(int64_t unix_ms, void *context);

/** (since 1.11.0) Dates drops into a list with a "schedule" ("today", "tomorrow") by the days of the
 *  host's time zone, whose offset `fn` tells at each instant: a kiosk whose scene clock says +01:00
 *  all year dated a summer drop between 23:00 and midnight local on the day before, and put
 *  "tomorrow" an hour off. A day starts at the first instant whose local time is its midnight (the
 *  earlier of two after a change back); where a change forward skips midnight, at the change.
 *  NULL `fn` restores the scene clock's fixed offset (UTC without a clock), as after the load.
 *  `fn` is called only while a drop into such a list is applied (about 15 calls a drop, under a
 *  hundred where a change skips midnight, at instants within three days of it), on the thread of
 *  the call that dropped, with this runtime's lock held: it must not call any dta_ function
 *  (such a call returns DTA_ERR_STATE and does nothing, see "Callbacks" above; before 1.11.0 it
 *  ended the process), and it should return at once (every other call on this runtime waits
 *  meanwhile). Given to several runtimes used on several threads, `fn` may run on two threads at
 *  once: localtime_r may, localtime may not. The library keeps `fn` and
 *  `context` until this is called again or the runtime is destroyed; `context` stays yours.
 *  An offset beyond ±18 hours (±64800) refuses the drop, nothing applied: its DTA_ACTION_DROPPED
 *  is followed by a DTA_EVENT_REFUSED of reason "undatable", detail "list today schedules its tasks
 *  for today, but the drop could not be dated: the UTC offset at 2026-07-15T22:30:00Z was 90000 s,
 *  beyond ±64800 s (18 hours)"; the call returns DTA_OK, as for every refused drop.
 *  When a drop happened is the scene clock's start plus the input's time: see
 *  dta_runtime_set_clock_start for inputs on a real clock. Makes no events (the last call's are
 *  kept). DTA_ERR_STATE before a scene is loaded; nothing changed. In Swift:
 *  BoardRuntime.dayCalendar = OffsetFunctionCalendar { … } (or TimeZones' TimeZoneCalendar). */
dta_status dta_runtime_set_utc_offset_function(dta_runtime runtime, dta_utc_offset_fn fn, void *context);

/** (since 1.11.0) The Unix time, in milliseconds, that an input's time 0 stands for, which dates
 *  drops into scheduled lists: the scene clock's "start" until this is called, none without a clock
 *  (then such a drop is refused, reason "needsDropTime"). A host whose inputs' times are on its own
 *  clock (CLOCK_MONOTONIC since boot, SDL's ticks) gives the Unix time at which that clock read 0:
 *  `has` 1 and `unix_ms`; it may set it again later (after the wall clock was corrected) and the
 *  drops after it are dated from the new start. `has` 0 restores the scene clock's start (none
 *  without a clock), `unix_ms` unused. Makes no events. DTA_ERR_INVALID for `has` other than 0 or 1,
 *  or for `unix_ms` outside the years 0000 to 9999 a scene's clock may name (-62167219200000 to
 *  253402300799999); DTA_ERR_STATE before a scene is loaded; nothing changed. In Swift:
 *  BoardRuntime.clockStart. */
dta_status dta_runtime_set_clock_start(dta_runtime runtime, int32_t has, int64_t unix_ms);

/** The board as `dragtoact replay --json` ends: {"final": {"lists": [...], "completed": [...], "trashed": [...]}}. */
dta_status dta_runtime_board_json(dta_runtime runtime, char *buffer, size_t capacity, size_t *length);

enum { DTA_STATUS_OPEN = 0, DTA_STATUS_COMPLETED = 1, DTA_STATUS_TRASHED = 2 };
enum { DTA_KIND_TASK = 0, DTA_KIND_HEADER = 1, DTA_KIND_FOLDER = 2 };

/** One node of the board. */
typedef struct dta_item {
    const char *id;
    const char *title;
    const char *list_id;
    const char *parent_id;       /* the folder holding it, or NULL */
    int32_t status;              /* DTA_STATUS_* */
    int32_t kind;                /* DTA_KIND_* */
    int64_t position;            /* its place in its list (open), or in the completed / trashed order */
    int32_t visible;             /* 1 when a list receiver shows its row: x, y, width, height are the row's frame as
                                    drawn, moved up by the list's scroll offset (see dta_board_row) */
    int32_t depth;
    double x, y, width, height;
} dta_item;

/** The board by iteration: `*count` nodes — every list's open nodes in display order (lists in
 *  the scene's order), then the completed, then the trashed. Read each with dta_runtime_board_item;
 *  the numbering holds until the next call that makes events (a feed, key, refresh, undo, redo,
 *  rename, select, set_enabled, set_scroll_offset or, since 1.10.0, wheel). */
dta_status dta_runtime_board_count(dta_runtime runtime, size_t *count);
/** Node `index` of the board as dta_runtime_board_count last listed it. DTA_ERR_STATE when it has
 *  not been listed since the last call that makes events (call dta_runtime_board_count again). */
dta_status dta_runtime_board_item(dta_runtime runtime, size_t index, dta_item *out);
/** (1.10.0) The board's revision: a number that grows (by 1 or more) whenever what the board
 *  calls report may have changed — dta_runtime_board_count and _board_item, dta_runtime_row_count
 *  and _row, dta_runtime_board_json, dta_runtime_scroll_offset, dta_receiver_info.enabled: a drop
 *  or swipe applied, an undo or redo, a rename, a refresh (or an input) that read others' commits,
 *  a folder or section opened or closed, a scroll (dta_runtime_set_scroll_offset, dta_runtime_wheel,
 *  auto-scroll), a receiver enabled or disabled — and stays the same otherwise: a pointer move, a
 *  refresh with nothing new, a call refused. Events say what happened to a drag under way, not
 *  whether the board changed (a refresh reading another kiosk's drop makes none when nothing is
 *  dragged): a renderer that draws only when something changed keeps the revision it last drew
 *  (and draws after events too: highlights and drags change with them, not with the revision),
 *
 *      uint64_t now;
 *      dta_runtime_refresh(rt, now_ns, events, 16, &total);
 *      if (dta_runtime_board_revision(rt, &now) == DTA_OK && now != drawn) { draw_board(rt); drawn = now; }
 *
 *  1 or more once a scene is loaded (the load lays the rows out); DTA_ERR_STATE before it, and
 *  `*revision` 0 after any failure. In Swift: BoardRuntime.revision. */
dta_status dta_runtime_board_revision(dta_runtime runtime, uint64_t *revision);

/* (1.9.0) A list receiver's rows as the runtime draws them — what dta_item cannot say: a folder's
 * drop zone, a section's title, whether a folder or section is collapsed and how many children it
 * hides. In Swift: BoardRuntime.rows(of:) and BoardRow. */
enum {
    DTA_ROW_NODE = 0,       /* an open node's row (a task, header or folder): its drag source */
    DTA_ROW_DROP_ZONE = 1,  /* the drop zone after a folder's contents, expanded or not (seed 003: visible even
                               when the folder is collapsed), one level deeper than the folder: id, title and
                               list_id are the folder's; never picked up */
    DTA_ROW_SECTION = 2     /* a section's title (a "sections" receiver): id and list_id are the list's, title
                               its title; kind DTA_KIND_HEADER; not a node of the board */
};

/** One row of a list receiver. Strings: see "Ownership" above (valid until the runtime is destroyed). */
typedef struct dta_board_row {
    int32_t what;                /* DTA_ROW_* */
    int32_t kind;                /* DTA_KIND_* of the node (a drop zone's: DTA_KIND_FOLDER; a section's title: DTA_KIND_HEADER) */
    const char *id;              /* the node's id (a drop zone's folder's; a section's list's) */
    const char *title;           /* the node's title (a drop zone's folder's; a section's list's) */
    const char *list_id;         /* the list the node is in (a section's own) */
    const char *parent_id;       /* a node's folder, or NULL; a drop zone's folder's folder, or NULL; a section: NULL */
    int32_t depth;               /* levels in: 0 at the top; a section's tasks are at 1, a folder's contents one deeper */
    int32_t collapsed;           /* 1 for a collapsed folder's row or a collapsed section's title (its children have no
                                    rows), else 0 (an expanded folder, an open section, a task, a header, a drop zone) */
    int64_t hidden;              /* a collapsed folder's or section's open children (which have no rows); else 0 */
    double x, y, width, height;  /* the row's frame as drawn, in the scene's points: moved up by the list's scroll
                                    offset (dta_runtime_scroll_offset) — y is the laid-out y minus the offset — as
                                    dta_item's; a row of a scrolled list may lie partly or wholly outside the
                                    receiver's frame: clip it to that frame */
} dta_board_row;

/** (1.9.0) Lists the rows of receiver `receiver_index` (as dta_runtime_receiver numbers them), top to
 *  bottom: each open node's row; after an expanded folder's row its contents, one level deeper;
 *  after every folder, expanded or not, its drop zone; in a "sections" receiver each section's
 *  title, then, unless it is collapsed, its list's rows one level deeper. `*count` rows, 0 for a
 *  receiver that has none (Complete, Trash, a tab). Every row of the list is listed, those a scroll
 *  moved out of view too. Read each with dta_runtime_row; the numbering holds until the next call
 *  that makes events (a feed, key, refresh, undo, redo, rename, select, dta_runtime_set_enabled,
 *  dta_runtime_set_scroll_offset or dta_runtime_wheel), as dta_runtime_board_count's does. O(n) for the list's n rows.
 *  DTA_ERR_INVALID for an index no receiver has. */
dta_status dta_runtime_row_count(dta_runtime runtime, size_t receiver_index, size_t *count);
/** (1.9.0) Row `row_index` of receiver `receiver_index` as dta_runtime_row_count last listed it.
 *  DTA_ERR_STATE when that receiver's rows have not been listed since the last call that makes
 *  events (call dta_runtime_row_count again); DTA_ERR_INVALID for an index out of range.
 *
 *      size_t n, i;
 *      dta_board_row row;
 *      dta_runtime_row_count(rt, 0, &n);              files.json: 11 rows (Folders B and C collapsed, 1 hidden each)
 *      for (i = 0; i < n; i++)
 *          if (dta_runtime_row(rt, 0, i, &row) == DTA_OK) draw(&row);   clipped to receiver 0's frame */
dta_status dta_runtime_row(dta_runtime runtime, size_t receiver_index, size_t row_index, dta_board_row *out);

/** Undoes the last applied action (`*done` 0 when there was none, and no event but, with
 *  announcements on, a DTA_EVENT_ANNOUNCED "Nothing to undo." since 1.7.0) — with a store (since
 *  1.10.0) this runtime's own newest step, though another process's came after it, or with
 *  DTA_UNDO_ANYONE (dta_runtime_set_undo_scope) the store's newest step whoever made it, as
 *  before 1.10.0; without a store the runtime's own last drop (it keeps at least the last
 *  1,000, since 1.3) — and the rows are laid out again. The events it causes are read with dta_runtime_events: first a
 *  DTA_EVENT_UNDONE naming the action taken back (since 1.3), then what the rows moving did to
 *  a drag under way, then with announcements on a DTA_EVENT_ANNOUNCED saying it (since 1.4). They carry the time of the last input. Every node the step changed is as
 *  the board now holds it (dta_runtime_board_count lists it anew).
 *
 *      int32_t done;
 *      dta_event ev;
 *      size_t total;
 *      if (dta_runtime_undo(rt, &done) == DTA_OK && done && dta_runtime_events(rt, 0, &ev, 1, &total) == DTA_OK)
 *          printf("Undid: %s\n", ev.detail);          (prints "Undid: complete t1")
 */
dta_status dta_runtime_undo(dta_runtime runtime, int32_t *done);
/* (since 1.10.0) With a store, an undo or redo whose step changed a node another writer changed
 * since is refused: `*done` 0, DTA_OK, nothing changed, and one DTA_EVENT_REJECTED with tag "undo"
 * or "redo", reason "changedSince", task_id the node, detail ("cannot undo complete t1: \"Buy milk\"
 * was moved since by another writer"); with announcements on (since 1.11.0), then a
 * DTA_EVENT_ANNOUNCED of reason undoRefused, source_id the node ("Cannot undo: \"Buy milk\" was
 * moved since by another writer."). */
/** Does again the last action undone (`*done` 0 when there was none: "Nothing to redo." said with
 *  announcements on, since 1.7.0), as dta_runtime_undo; its
 *  first event is a DTA_EVENT_REDONE (since 1.3). */
dta_status dta_runtime_redo(dta_runtime runtime, int32_t *done);
/** (since 1.10.0) Whose steps dta_runtime_undo and dta_runtime_redo take back when the runtime has a
 *  store (dta_runtime_set_undo_scope); without one there is one writer and it changes nothing. */
enum {
    DTA_UNDO_OWN = 0,    /* this runtime's own steps, though other processes' (another screen's) came
                            after them: the default, so that one person's Undo leaves another's drops alone */
    DTA_UNDO_ANYONE = 1  /* the store's newest step whoever made it (every undo before 1.10.0; `dragtoact undo`) */
};
/** (since 1.10.0) Sets whose steps dta_runtime_undo and dta_runtime_redo take back: DTA_UNDO_OWN
 *  until this is called (after each load). Makes no events (the last call's are kept).
 *  DTA_ERR_INVALID for another `scope`, DTA_ERR_STATE before a scene is loaded; nothing changed.
 *  In Swift: BoardRuntime.undoScope. */
dta_status dta_runtime_set_undo_scope(dta_runtime runtime, int32_t scope);
/** (since 1.11.0) Names the writer dta_runtime_load opens the store as: its steps are made under
 *  `name`, and DTA_UNDO_OWN undoes the steps made under it before — a kiosk screen whose process
 *  restarted (a crash, an update) and loads the store again under its name ("left-screen")
 *  undoes the drop it made a minute ago; without a name (NULL, the default) each load is a new
 *  writer and finds none of the steps before it its own. Every runtime loaded under one name, in
 *  one process or many, at once or after, is one writer: two screens running at once under one
 *  name share their undo (each takes back the name's newest step) — give each screen its own.
 *  A name is 1 to 64 characters (Unicode scalars, not bytes), no control or invisible character
 *  (a zero-width space, a direction override), no white space at either end, compared byte for
 *  byte; `name` is copied. Call it before dta_runtime_load; makes no events. A runtime loaded
 *  without a store file has no other writer: the name is kept and does nothing.
 *  DTA_ERR_INVALID for a name breaking those rules, naming it ("name: expected 1 to 64
 *  characters, no control or invisible character, no white space at either end, found \"\" (it is empty)"),
 *  DTA_ERR_UTF8 for one that is not UTF-8, DTA_ERR_STATE once a scene is loaded (the store is
 *  open as the writer it was loaded as), DTA_ERR_HANDLE for a runtime destroyed; nothing changed.
 *  The store file gains the names in schema version 7 (an older store is migrated as it opens;
 *  its writers stay unnamed). In Swift: TaskStore(path:scene:writerName:). */
dta_status dta_runtime_set_writer_name(dta_runtime runtime, const char *name);
/** (1.8) Gives the open task, header or folder `task_id` the title `title` (UTF-8), at the time of
 *  the last input — what the app's editor gives back after a DTA_EVENT_RENAME_REQUESTED, or any
 *  rename it makes. Committed to the store file, when there is one, as one undo step, before it is
 *  reported: the events, read with dta_runtime_events, are a DTA_EVENT_APPLIED (tag "rename",
 *  detail `rename h1 to "This week"`), or with the same title a DTA_EVENT_APPLIED whose
 *  dta_runtime_event_text reads "unchanged: …", or a DTA_EVENT_REJECTED when the node is not
 *  open (another process completed it) or not on the board; then what the rows moving did.
 *  Unconditional: a rename another writer committed while the app's editor was open is
 *  overwritten; dta_runtime_rename_from refuses that. */
dta_status dta_runtime_rename(dta_runtime runtime, const char *task_id, const char *title);
/** (since 1.11.0) As dta_runtime_rename, only while the node is titled `from_title` (UTF-8,
 *  compared byte for byte): the title the app's editor opened with. The title is compared inside
 *  the store's write transaction, after every other writer's commits, so a rename another screen
 *  committed while the editor was open is not overwritten: the events are then a
 *  DTA_EVENT_REJECTED (tag "rename", reason "titleChanged", detail `rename t1 to "Report final":
 *  task "t1" was renamed to "Q3 report" since`), then what the rows moving did, and nothing
 *  changes. The board has read the title the node has now (dta_runtime_board_item): show it and
 *  let the user commit again, from it. A node titled `title` already is "unchanged", whatever
 *  `from_title`; one not open or not on the board is rejected as by dta_runtime_rename. Errors
 *  as dta_runtime_rename's; `from_title` is read as `title` is (NULL: DTA_ERR_NULL; not UTF-8:
 *  DTA_ERR_UTF8). In Swift: BoardRuntime.rename(_:to:from:at:into:). */
dta_status dta_runtime_rename_from(dta_runtime runtime, const char *task_id, const char *title, const char *from_title);

/** (1.4) Selects tasks by id to drag together (multi-select): a drag of any selected row carries
 *  them all, is judged as all of them, and its drop applies to all (complete, trash, place, move).
 *  Only open tasks are selected: an id of a completed or trashed task is left out, and a selected
 *  task that stops being open (undo, redo, another process) leaves the selection. An id of no
 *  task is DTA_ERR_INVALID naming it, the selection unchanged. `count` 0 clears it; it is kept
 *  after a drop. A drag under way that the selection reaches is judged again at once: read the
 *  events that causes with dta_runtime_events. On a store file, what other writers committed is
 *  read first, as before an input, and the ids are those of that board (since 1.6.0; before, of
 *  the board as last read: a task another process added was refused); the events that reading
 *  caused are then the call's, readable with dta_runtime_events even when an id is refused.
 *  Without a store file, a refused call leaves the last call's events as they were. The ids left
 *  out (a task not open, or one a drag other than the one given the selection holds, as
 *  dta_engine_select leaves out) are read with dta_runtime_left_out (since 1.9.0). */
dta_status dta_runtime_select(dta_runtime runtime, const char *const *task_ids, size_t count);
/** (1.9.0) The task ids the last dta_runtime_select left out of the selection, each once in the
 *  order given: of a completed or trashed task, and of a task that a drag other than the one given
 *  the selection holds (that drag carries its own row alone). Up to `capacity` ids into `out`
 *  (which may be NULL when capacity is 0; the texts are the library's, valid until the runtime is
 *  destroyed); `*total` is how many it left out — 0 when it left none out, and before any
 *  dta_runtime_select (and with no scene loaded). It holds until the next dta_runtime_select (a
 *  select refused for its arguments, an id of no task, leaves it); unlike the events, other calls
 *  leave it be, even when the task named since changed. As dta_engine_left_out, and a separate call
 *  for the same reason:
 *
 *      const char *given[3] = {"t1", "t2", "t3"}, *out[3];
 *      dta_runtime_select(rt, given, 3);        pointer 1 drags t1, pointer 2 drags t2
 *      dta_runtime_left_out(rt, out, 3, &n);    n is 1, out[0] is "t2": pointer 1 carries t1 and t3 */
dta_status dta_runtime_left_out(dta_runtime runtime, const char **out, size_t capacity, size_t *total);

/** A receiver of the scene, for drawing it. */
typedef struct dta_receiver_info {
    const char *id;
    const char *role;            /* "complete", "trash", "list(inbox)", "moveTo(today)", ... */
    double x, y, width, height;
    int32_t highlight;           /* DTA_HIGHLIGHT_* now */
    int32_t enabled;             /* 1 when it takes drops now (dta_runtime_set_enabled changes it), else 0 */
} dta_receiver_info;
/** How many receivers the scene has; read each with dta_runtime_receiver (0 to count - 1, in the
 *  scene's order). */
dta_status dta_runtime_receiver_count(dta_runtime runtime, size_t *count);
dta_status dta_runtime_receiver(dta_runtime runtime, size_t index, dta_receiver_info *out);
/** (1.8.0) Enables (1) or disables (0) the scene's receiver `receiver_id` at `time_ns`: a kiosk
 *  turning Trash off for a session, and on again. A disabled receiver takes no drop and shows no
 *  highlight; a list's rows can still be dragged from. A drag over it when it is disabled exits it
 *  at once (DTA_ACTION_EXITED) and takes the receiver beneath, if any; let go over nothing else,
 *  it is cancelled with reason "receiverDisabled" naming it, nothing applied. A drag
 *  resting over it when it is enabled enters it at once. Events as dta_runtime_feed's (announced
 *  when announcements are on), with x and y 0; none when it already was so. `time_ns` follows the
 *  inputs' rule: one before the last input's or refresh's is rejected (DTA_ERR_REJECTED, a
 *  DTA_ACTION_INPUT_REJECTED event, reason timeWentBackwards) and nothing changes. An id no
 *  receiver of the scene has is DTA_ERR_INVALID naming the scene's ids. The scene's "enabled" is
 *  where each starts; dta_runtime_is_enabled and dta_receiver_info.enabled say the current value.
 *  In Swift: BoardRuntime.setEnabled(_:receiver:at:line:into:). */
dta_status dta_runtime_set_enabled(dta_runtime runtime, const char *receiver_id, int32_t enabled, int64_t time_ns,
                                   dta_event *out, size_t capacity, size_t *total);
/** (1.8.0) Whether the scene's receiver `receiver_id` takes drops now: `*enabled` 1 or 0.
 *  DTA_ERR_INVALID for an id no receiver of the scene has. In Swift: BoardRuntime.isEnabled(receiver:). */
dta_status dta_runtime_is_enabled(dta_runtime runtime, const char *receiver_id, int32_t *enabled);

/** (1.9.0) How far the rows of list receiver `receiver_id` are scrolled, in points: each row is
 *  drawn `*offset` points above where the scene's "rows" lay it out (dta_board_row and dta_item
 *  frames are so moved already). 0 for a receiver that does not scroll. A scrollable list
 *  ("scrollable": true) moves by itself while a drag rests in its edge zones (auto-scroll: read
 *  the offset, or the rows, again after each feed) and by a keyboard drag's target; the offset
 *  stays between 0 and the end of its content. DTA_ERR_INVALID for an id no receiver of the scene
 *  has, naming the scene's ids. In Swift: BoardRuntime.scrollOffset(of:). */
dta_status dta_runtime_scroll_offset(dta_runtime runtime, const char *receiver_id, double *offset);
/** (1.9.0) Scrolls the scrollable list receiver `receiver_id` to `offset` points at `time_ns` — the
 *  kiosk's own wheel or flick — held between 0 and the end of its content (read the offset it
 *  took with dta_runtime_scroll_offset), and lays its rows out again there: a drag over the list
 *  is told its new slot. Events as dta_runtime_feed's (announced when announcements are on), with
 *  x and y 0; none when the offset is already so. `time_ns` follows the inputs' rule: one before
 *  the last input's or refresh's is rejected (DTA_ERR_REJECTED, a DTA_ACTION_INPUT_REJECTED event,
 *  reason timeWentBackwards) and nothing scrolls. DTA_ERR_INVALID, nothing changed, for an id no
 *  receiver of the scene has (naming the scene's ids), a receiver that does not scroll (naming the
 *  scene's scrollable ones) and an offset that is not finite. In Swift:
 *  BoardRuntime.setScrollOffset(_:of:at:into:). */
dta_status dta_runtime_set_scroll_offset(dta_runtime runtime, const char *receiver_id, double offset, int64_t time_ns,
                                         dta_event *out, size_t capacity, size_t *total);
/** (1.10.0) A mouse wheel (or a touchpad's scroll) at (x, y) at `time_ns`: the scrollable list
 *  covering the point — the topmost enabled receiver there, when it is a scrollable list —
 *  scrolls by `delta` points (positive shows the rows below, as a browser's deltaY; a wheel's notch
 *  is yours to size), held between 0 and the end of its content. Over no receiver, over one that
 *  does not scroll, or over a receiver covering a list (Trash floating on its edge), nothing
 *  scrolls: DTA_OK, `*list_id` NULL, and no event but those of deadlines due by `time_ns` (a
 *  long-press), which fire first, as for every timed call. `*list_id` (`list_id` may be NULL) is
 *  otherwise the list's id (owned by the library, as ids are), also when it is held at an end and
 *  did not move; NULL too when the call fails (a time before the last input's: DTA_ERR_REJECTED).
 *  Time, events and errors as dta_runtime_set_scroll_offset's; DTA_ERR_INVALID, nothing changed,
 *  for a point or delta that is not finite. In Swift: BoardRuntime.wheel(by:over:at:into:). */
dta_status dta_runtime_wheel(dta_runtime runtime, double x, double y, double delta, int64_t time_ns, const char **list_id,
                             dta_event *out, size_t capacity, size_t *total);

/** A source of the scene other than the rows (Add New), for drawing it. */
typedef struct dta_source_info {
    const char *id;
    const char *payload_kind;
    double x, y, width, height;
} dta_source_info;
/** How many such sources the scene has; read each with dta_runtime_source. */
dta_status dta_runtime_source_count(dta_runtime runtime, size_t *count);
dta_status dta_runtime_source(dta_runtime runtime, size_t index, dta_source_info *out);

/** What `pointer` is dragging: `*dragging` 0 when nothing; else the source's id (a task id for
 *  a row) and where the pointer is. `source_id`, `x` and `y` may be NULL when not wanted. */
dta_status dta_runtime_drag(dta_runtime runtime, int64_t pointer, int32_t *dragging, const char **source_id, double *x, double *y);
/** (since 1.11.0) Why `pointer`'s drag (-1: the keyboard's) has the target it has, as
 *  dta_engine_explain says it for an engine and `dragtoact replay --explain` prints it: the
 *  receivers under it, topmost first, then those its collision reaches and a sticky target kept,
 *  each verdict, the winner — lines ending in "\n", written into `buffer` as dta_engine_explain
 *  writes (`length` may be NULL). `*target_id` (`target_id` may be NULL) is the target receiver's
 *  id (owned by the library, as ids are), NULL for none and after any failure. DTA_ERR_STATE when
 *  the pointer is not dragging, or no scene is loaded. In Swift: runtime.engine.explain(pointer:). */
dta_status dta_runtime_explain(dta_runtime runtime, int64_t pointer, const char **target_id, char *buffer, size_t capacity,
                               size_t *length);
/** (1.3) The source the keyboard is on (DTA_KEY_FOCUS): `*source_id` its id (a task id for a row),
 *  or the list id of the section whose title it is on (since 1.7.0; `*present` 1), or NULL when
 *  nothing was focused; `*present` 1 when that source is there and enabled (a pick-up
 *  would find it; one a pointer holds still refuses it, as dta_engine_focus says), 0 when nothing
 *  is focused or it is gone or disabled (a row whose task was completed, here or by another
 *  process: focus another). Either may be NULL when not wanted. */
dta_status dta_runtime_focus(dta_runtime runtime, const char **source_id, int32_t *present);
/** (since 1.10.0) How the rows of the list under `pointer`'s drag (-1: the keyboard's) make space
 *  for it, see dta_preview: while Buy milk, the todo scene's first row, is dragged to y 200, rows 1
 *  and 2 of "list" move up 50 points (slot 3, from_row 0, first 1, count 2, offset -50) with
 *  DTA_ANIMATION_ROW_SHIFT, DTA_CURVE_SPRING, 200 ms — DTA_ANIMATION_NONE under Reduce Motion
 *  (dta_runtime_set_reduce_motion, from the next press or pick-up), when they jump. `out->has` 0 when
 *  the pointer is not dragging (one the runtime never saw too: DTA_OK, as dta_runtime_drag) or is
 *  over no place among the rows of a list that takes its payload; over a list of folders or sections
 *  `has` is 1, no row moves and `slot`, `line_y`, `depth` place the insertion line; at a place the
 *  list blocks (a folder dragged over its own child) `refused` is 1, no row moves, and the line is
 *  where the refusal is drawn. Rows are numbered as dta_runtime_row lists the list's, each
 *  moved from its frame there; leave the dragged row's own place empty (it is drawn at the pointer,
 *  as dta_runtime_drag says), for the rows close it. NULL `out` is
 *  DTA_ERR_NULL, no scene loaded DTA_ERR_STATE; `*out` is the empty preview (has 0) after any
 *  failure. In Swift: runtime.engine.preview(for:).
 *
 *      dta_preview pv;
 *      if (dta_runtime_preview(rt, pointer, &pv) == DTA_OK && pv.has && strcmp(pv.receiver_id, list_id) == 0
 *          && i >= pv.first && i < pv.first + pv.count)
 *          row.y += pv.offset;                        drawn there at once, or moved there over pv.animation_ms */
dta_status dta_runtime_preview(dta_runtime runtime, int64_t pointer, dta_preview *out);

/* ---- Sizes this library was built with ---------------------------------------------------- */

#if defined(__cplusplus) && __cplusplus >= 201103L
#define DTA_ASSERT_SIZE(type, bytes) static_assert(sizeof(type) == (bytes), #type " must have the size the library was built with")
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define DTA_ASSERT_SIZE(type, bytes) _Static_assert(sizeof(type) == (bytes), #type " must have the size the library was built with")
#else
#define DTA_ASSERT_SIZE(type, bytes) typedef char dta_size_check_##type[(sizeof(type) == (bytes)) ? 1 : -1]
#endif
#if UINTPTR_MAX == 0xffffffffffffffffu
DTA_ASSERT_SIZE(dta_input, 48);
DTA_ASSERT_SIZE(dta_action, 160);
DTA_ASSERT_SIZE(dta_receiver_desc, 80);
DTA_ASSERT_SIZE(dta_row, 48);
DTA_ASSERT_SIZE(dta_source_desc, 88);
DTA_ASSERT_SIZE(dta_item, 88);
DTA_ASSERT_SIZE(dta_receiver_info, 56);
DTA_ASSERT_SIZE(dta_source_info, 48);
DTA_ASSERT_SIZE(dta_board_row, 88);
DTA_ASSERT_SIZE(dta_cues, 48);
DTA_ASSERT_SIZE(dta_preview, 96);
#endif

#ifdef __cplusplus
}
#endif

#endif /* DRAGTOACT_H */
