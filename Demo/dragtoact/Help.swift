/// The help texts. Golden tests hold them to these exact words.
enum Help {
    static let main = """
    dragtoact — replay pointer traces through the DragToAct drop-target engine

    Usage:
      dragtoact                         play the built-in demo (todo scene, built-in trace)
      dragtoact demo [NAME] [options]   play a built-in demo: todo (the default), files,
                                        documents or projects
      dragtoact replay TRACE [options]  play a native or W3C WebDriver Actions trace,
                                        or an evemu or libinput recording
      dragtoact check TRACE...          run the expectations of native traces
      dragtoact live [options]          drag on the board with the mouse, in the terminal
      dragtoact show --store FILE       print the board held in a store
      dragtoact undo --store FILE       undo the store's last action (redo: redo it);
                                        --writer NAME: that writer's last one
      dragtoact compact --store FILE    empty the store's trash for good, forget its history
      dragtoact help [COMMAND]          this text, or a command's
      dragtoact --version               the version (dragtoact.h's, libDragToAct's)

    Options for the demo and replay:
      --speed X          on a terminal, play X times real speed (default 1, at least
                         0.001); printed to a file or pipe, events do not wait
      --instant          no waiting between events
      --reduce-motion    no animations (rows jump, items do not fly back)

    An option's value follows it or an `=` (--speed 2, --speed=2); `--` ends the options.

    Exit status: 0 success, 1 an expectation failed, 2 bad input or usage,
    3 the store could not be read or written, 4 an undo or redo refused (another
    writer changed its task since), 130 interrupted (Ctrl-C or SIGTERM).
    Set NO_COLOR to draw without colour. When standard output is not a terminal, or
    TERM is dumb, plain-text frames are printed instead of an animation.

    """

    static let demo = """
    Usage: dragtoact demo [todo|files|documents|projects] [--speed X | --instant] [--reduce-motion]

    Plays a built-in demo: a scene and a trace built into the command (the same as
    Demo/scenes/NAME.json and Demo/traces/demo-NAME.trace; todo's trace is demo.trace).
      todo               the todo list (seed 004): reorder, complete, trash, Add New;
                         the default, and what `dragtoact` alone plays
      files              folders (seed 003): drop zones, spring-loading
      documents          headers (seed 002): headers own the items below them
      projects           projects (seed 000): tasks grouped by project in sections

      --speed X          on a terminal, play X times real speed (default 1, at least
                         0.001); printed to a file or pipe, events do not wait
      --instant          no waiting between events
      --reduce-motion    no animations (rows jump, items do not fly back)

    On a terminal the board is animated; otherwise plain-text frames are printed after
    each drop, then the final board.

    """

    static let replay = """
    Usage: dragtoact replay TRACE [--scene FILE] [--speed X | --instant] [--explain] [--json]
                                  [--announce] [--reduce-motion] [--store FILE [--writer NAME]]
                                  [--lenient] [--device FILE] [--calibration A,B,C,D,E,F]
                                  [--rotation DEG] [--start X,Y] [--wheel POINTS]

    Plays TRACE against a scene: a native trace (.trace); W3C WebDriver Actions (a body
    {"actions": [...]}, the bare array, an array of bodies, or JSON Lines of bodies); or a
    Linux input recording (evemu-record output, or libinput record YAML) — told apart by
    their first lines. TRACE `-` reads standard input; a pipe is read whole first (up to
    256 MiB), and the files it names are found from the current folder.

      --scene FILE       the scene to play against, in place of the trace's `scene` line
                         (a warning says so); default: that line, else the built-in todo scene
      --speed X          on a terminal, play X times real speed (default 1, at least
                         0.001); with --json, --explain or no terminal, events do not wait
      --instant          no waiting between events
      --explain          after each event, the receivers under the pointer, their
                         verdicts and the winner
      --json             JSON Lines: one object per event, then {"final":{...}}; an
                         event carries "line", the trace line that made it, when one
                         did (not one a deadline fired between inputs)
      --announce         also print what a screen reader is told (English; updates
                         while moving wait 500 ms of quiet; pick-ups, drops and
                         cancels at once)
      --reduce-motion    no animations
      --store FILE       replay against the board held in FILE (created on first use):
                         each drop is committed to it as it happens, before it is
                         printed as applied; other processes may share the file
      --writer NAME      with --store: make the steps as the writer NAME (1 to 64
                         characters), whose undo takes back the steps any run under
                         NAME made, before this one too (default: a new writer)
      --lenient          W3C: take what real clients bend (a missing button, null for
                         absent, the legacy ELEMENT key, ...); evemu and libinput: take
                         a time going back for the clock stepped back, and take it out
                         (libinput: tab-indented lines too); each named in a warning
      --device FILE      evemu: the description of a recording that holds none
                         (default: DEVICE.desc beside DEVICE.GESTURE.events)
      --calibration A,B,C,D,E,F  libinput's calibration matrix for touchscreens
      --rotation DEG     the touchscreen turned 0, 90, 180 or 270 degrees clockwise
      --start X,Y        where a recorded mouse's pointer starts (default: the centre)
      --wheel POINTS     how far a notch of a recorded wheel scrolls the list under the
                         pointer (without it, the wheel is named in a warning)

    On a terminal without --json or --explain the board is animated; otherwise one line
    per event is printed, then the final board. Exit 1 when an expectation fails, 3 when
    the store cannot be written (nothing after that drop is applied).

    """

    static let check = """
    Usage: dragtoact check TRACE... [--junit FILE]

    Runs each native trace and its `expect` lines (a `play FILE` line plays a W3C or
    Linux recording there, so recordings get expectations too). Prints one line per trace, on standard
    output so that the report stays in order: `pass`; `FAIL` and a failing expectation
    with file:line, what was expected and what happened, one line for each that failed;
    or `ERROR` and what is wrong with the trace or its scene (file:line:column or JSON
    path, expected, found), after the `FAIL` lines of expectations that failed before
    a line that stopped the replay.

      --junit FILE       also write the results as JUnit XML, for a CI system's test
                         view: a test case per trace (one given twice, its second
                         named "TRACE (2)"), a failed expectation a failure,
                         bad input an error (with the failures before it; counted
                         as an error), a warning its system-err (written whole
                         once every trace has run; a FILE holding anything but a
                         report is refused, untouched, and so is one whose folder
                         is missing or may not be written, before any trace runs;
                         /dev/stdout gets it after the lines printed)

    Exit 0 when all pass, 1 when any expectation fails, 2 on bad input or when the
    report cannot be written.

    """

    static let show = """
    Usage: dragtoact show --store FILE [--scene SCENE] [--json]

    Prints the board held in a store: each list in order, completed and trashed tasks.
    A list whose section state the store holds says it after its count:
    work (3, collapsed): ..., or (3, expanded).
      --scene SCENE
                the scene the store was made from: lists by its titles and dated tasks
                by its clock's days, as replay --store prints the board (a store keeps
                no titles: without it a list's title is its id). A scene that does
                not fit the store is refused, as replay --store refuses it (exit 2)
      --json    one JSON object on one line, without spaces: {"final":{"lists":
                [{"id","title","items"},...],"completed":[...],"trashed":[...]}},
                each item {"id","title"} and "scheduled" when dated; a list
                whose section state the store holds has "collapsed" (true or
                false) after its "title"
    Never creates a store or changes what it holds; reading it, SQLite may leave its -wal
    and -shm files beside it, made as the user show runs as (in a folder shared between
    users, run show as the store's writers' user). Exit 3 when the store cannot be read.

    """

    static let undo = """
    Usage: dragtoact undo --store FILE [--writer NAME] [--scene SCENE]
           dragtoact redo --store FILE [--writer NAME] [--scene SCENE]

    undo reverts the store's last applied action, exactly (order keys, statuses, dates);
    redo applies the last undone action again. Each is one transaction. Prints the action
    ("undone: complete t1") and the board after it, or "nothing to undo" / "nothing to
    redo". Exit 3 when the store cannot be read or written, 4 when the step is refused
    because another writer changed its task since (nothing is written; the next undo
    takes the step before it).
      --writer NAME      the newest step of the writer NAME alone (replay or live run
                         with --writer NAME), though others' steps came after it; it is
                         refused, nothing written, when another writer changed its rows
                         since; a NAME the store has never known is refused (exit 2)
      --scene SCENE      the board printed with the scene's list titles and clock days,
                         as show --scene prints it (refused before anything is written
                         when the store was not made from it, exit 2)

    """

    static let compact = """
    Usage: dragtoact compact --store FILE [--scene SCENE]

    Empties the store's trash for good and forgets its undo history, in one transaction:
    each trashed task is deleted, a trashed folder with everything inside it (its
    completed children too), and every undo and redo step with them. Open and completed
    tasks outside the trash are kept. Prints what was deleted ("compacted: deleted 2
    trashed tasks and 14 history steps") and the board. A store with an empty trash
    and no history is left as it is. Exit 3 when the store cannot be read or written.
      --scene SCENE      the board printed with the scene's list titles and clock days,
                         as show --scene prints it (refused before anything is written
                         when the store was not made from it, exit 2)

    """

    static let live = """
    Usage: dragtoact live [--scene FILE] [--store FILE [--writer NAME]] [--record TRACE] [--reduce-motion]

    The board in the terminal, dragged with the mouse (the terminal must report it: xterm,
    tmux, most terminals do) or the keyboard. Drag with the left button; a long-press picks
    up a row.

    Keys:
      Tab, Down, Right     carrying nothing: focus the next row, section title or button,
                           in reading order (shown with »); carrying: the next drop target
      Shift+Tab, Up, Left  the same, backwards
      Space, Enter         pick up the focused row or button, or open or close the focused
                           section; carrying: drop (with no target, the drag is cancelled)
      o                    carrying: open the collapsed folder or section the target lies
                           in; carrying nothing: open or close the focused folder or section
      t, c                 carrying: straight to Trash, or to Complete (the scene's first
                           receiver of that role), skipping the targets between
      s                    add the focused row to the selection, or take it out (shown
                           with ◆); a drag of a selected row carries them all
      Escape               cancel every press and drag, the mouse's and the keyboard's
      u, r                 undo this session's last drop or rename; redo the last undone
                           one (with --store: another process's steps stay; with --writer,
                           the writer's steps from earlier sessions too)
      n                    rename the focused row: type the title, Backspace, Enter saves
                           (one undo step), Escape leaves it; a row swiped a way that
                           means rename (a scene's "swipe" or "headerSwipe") opens it too.
                           With --store, another writer's rename, completion or trashing
                           of the row meanwhile is said on the status line, and Enter is
                           refused rather than overwrite it; after a rename the editor
                           opens again from the new title, what you typed kept: Enter
                           then saves over it
      q                    quit and print the board (Ctrl-C restores the terminal too;
                           Ctrl-Z stops the session, fg takes it up again)

      --scene FILE       the scene (default: the built-in todo scene)
      --store FILE       the board held in FILE (created on first use), with other
                         processes' drops read once a second; a drop it cannot commit
                         (locked by another process over 1 s) is not applied, the
                         status line says why, and the session goes on
      --writer NAME      with --store: the session writes as NAME (1 to 64 characters):
                         started again under NAME (after a crash, an update), u undoes
                         the drops it made before; two sessions under one NAME share
                         their undo (default: a new writer each session)
      --record TRACE     write the session as a native trace as it happens: replaying it
                         gives the same board; it ends with the board's expectations
                         (with --store, only while its board and sections are the
                         scene's: the trace starts from the scene); an existing file
                         is written over only if it is an earlier recording or empty
      --reduce-motion    no animations

    """
}

