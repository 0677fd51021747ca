import Foundation
import Testing
@testable import dragtoact

@Suite("dragtoact command")
struct CommandTests {
    @Test("the built-in demo trace is exactly Demo/traces/demo.trace")
    func demoTraceMatchesShippedFile() throws {
        let shipped = try String(contentsOf: repositoryURL.appendingPathComponent("Demo/traces/demo.trace"), encoding: .utf8)
        #expect(shipped == DemoTrace.text)
        for name in ["files", "documents", "projects"] {
            let file = try String(contentsOf: repositoryURL.appendingPathComponent("Demo/traces/demo-\(name).trace"), encoding: .utf8)
            #expect(file == DemoTrace.texts[name]!, "demo-\(name).trace")
        }
    }

    @Test("the final board in words follows a folder with what it holds in brackets, open or closed, ends a header with a colon, and counts every item at every depth")
    func treeFinalText() throws {
        let headers = try dragtoact("replay", "Demo/traces/headers-trash-alone.trace")
        #expect(headers.stdout.hasSuffix("\nDocuments (7): Loose note, Report, Slides, Home: Taxes, Archive [Old letter]\nCompleted (0)\nTrashed (1): Work\n"))
        let folders = try dragtoact("replay", "Demo/traces/tree-into-drop-zone.trace")
        #expect(folders.stdout.hasSuffix("\nFiles (10): Folder A [Notes A1, Notes A2, Folder B [Photo B1]], Budget, Folder C [Draft C1, Readme], Todo\nCompleted (0)\nTrashed (0)\n"))
    }

    @Test("the final board JSON nests a folder's items under it and marks headers, in every list and in the trash")
    func treeFinalJSON() throws {
        let headers = try dragtoact("replay", "Demo/traces/headers-trash-alone.trace", "--json")
        #expect(headers.stdout.hasSuffix(#"{"final":{"lists":[{"id":"docs","title":"Documents","items":[{"id":"d0","title":"Loose note"},{"id":"d1","title":"Report"},{"id":"d2","title":"Slides"},{"id":"h2","title":"Home","header":true},{"id":"d3","title":"Taxes"},{"id":"fd","title":"Archive","folder":{"expanded":false,"items":[{"id":"d4","title":"Old letter"}]}}]}],"completed":[],"trashed":[{"id":"h1","title":"Work","header":true}]}}"# + "\n"))
        let folders = try dragtoact("replay", "Demo/traces/tree-into-drop-zone.trace", "--json")
        #expect(folders.stdout.hasSuffix(#"{"final":{"lists":[{"id":"files","title":"Files","items":[{"id":"fa","title":"Folder A","folder":{"expanded":true,"items":[{"id":"a1","title":"Notes A1"},{"id":"a2","title":"Notes A2"},{"id":"fb","title":"Folder B","folder":{"expanded":false,"items":[{"id":"b1","title":"Photo B1"}]}}]}},{"id":"r2","title":"Budget"},{"id":"fc","title":"Folder C","folder":{"expanded":false,"items":[{"id":"c1","title":"Draft C1"},{"id":"r1","title":"Readme"}]}},{"id":"r3","title":"Todo"}]}],"completed":[],"trashed":[]}}"# + "\n"))
    }

    @Test("dragtoact demo files, documents and projects play to the end and exit 0; an unknown demo exits 2")
    func treeDemos() throws {
        let lastAction = ["files": "applied: collapse fa", "documents": "applied: trash h1", "projects": "applied: move m2 to errands"]
        for name in ["files", "documents", "projects"] {
            let result = try dragtoact("demo", name, "--instant")
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(result.stdout.contains(lastAction[name]!), "\(name)")
        }
        #expect(try dragtoact("demo", "zoo") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: unknown demo zoo: the demos are todo, files, documents and projects\nTry 'dragtoact demo --help'.\n"))
        #expect(try dragtoact("demo", "files", "extra") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: demo takes one demo, found \"extra\" after \"files\"\nTry 'dragtoact demo --help'.\n"))
        #expect(try dragtoact("demo", "zoo", "extra") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: unknown demo zoo: the demos are todo, files, documents and projects\nTry 'dragtoact demo --help'.\n"))
        #expect(try dragtoact("demo", "--json") == Outcome(status: 2, stdout: "", stderr: "dragtoact: unknown option --json\nTry 'dragtoact demo --help'.\n"))
    }

    @Test("help for the command and each subcommand prints the help text and exits 0")
    func help() throws {
        #expect(try dragtoact("--help") == Outcome(status: 0, stdout: Help.main, stderr: ""))
        #expect(try dragtoact("help") == Outcome(status: 0, stdout: Help.main, stderr: ""))
        #expect(try dragtoact("replay", "--help") == Outcome(status: 0, stdout: Help.replay, stderr: ""))
        #expect(try dragtoact("help", "check") == Outcome(status: 0, stdout: Help.check, stderr: ""))
        #expect(try dragtoact("show", "-h") == Outcome(status: 0, stdout: Help.show, stderr: ""))
        // The demo has its own help, which names every demo; `dragtoact` with the demo's options asks for the main text.
        #expect(try dragtoact("help", "demo") == Outcome(status: 0, stdout: Help.demo, stderr: ""))
        #expect(try dragtoact("demo", "--help") == Outcome(status: 0, stdout: Help.demo, stderr: ""))
        #expect(try dragtoact("demo", "files", "-h") == Outcome(status: 0, stdout: Help.demo, stderr: ""))
        #expect(try dragtoact("--instant", "--help") == Outcome(status: 0, stdout: Help.main, stderr: ""))
        #expect(Help.demo.hasPrefix("Usage: dragtoact demo [todo|files|documents|projects] [--speed X | --instant] [--reduce-motion]\n"))
        #expect(Help.main.contains("\n  dragtoact demo [NAME] [options]   play a built-in demo: todo (the default), files,\n"))
        // Help for help is the main text, which describes `help [COMMAND]`.
        #expect(try dragtoact("help", "help") == Outcome(status: 0, stdout: Help.main, stderr: ""))
        #expect(try dragtoact("help", "--help") == Outcome(status: 0, stdout: Help.main, stderr: ""))
        #expect(try dragtoact("help", "-h") == Outcome(status: 0, stdout: Help.main, stderr: ""))
        #expect(Help.main.hasPrefix("dragtoact — replay pointer traces through the DragToAct drop-target engine\n\nUsage:\n"))
    }

    @Test("live --help names every key the session reads, as LiveKey and the session read them")
    func liveHelpKeys() throws {
        let live = try dragtoact("live", "--help")
        #expect(live == Outcome(status: 0, stdout: Help.live, stderr: ""))
        #expect(live.stdout.contains("""
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

            """))
        // What the terminal sends for them: Tab, Space, CR and LF (Enter), o, t, c; ESC [ A…D (arrows), ESC [ Z (Shift+Tab).
        #expect([0x09, 0x20, 0x0D, 0x0A, UInt8(ascii: "o"), UInt8(ascii: "t"), UInt8(ascii: "c")].map { LiveKey(byte: $0) }
            == [.next, .select, .select, .select, .activate, .to(.trash), .to(.complete)])
        #expect(["B", "C", "A", "D", "Z"].map { LiveKey(csiFinal: UInt8(ascii: $0)) } == [.next, .next, .previous, .previous, .previous])
        // u, r, n, q and Escape are the session's own; no other byte is a key.
        #expect([UInt8(ascii: "u"), UInt8(ascii: "r"), UInt8(ascii: "n"), UInt8(ascii: "q"), 0x1B, UInt8(ascii: "O")].map { LiveKey(byte: $0) } == [nil, nil, nil, nil, nil, nil])
    }

    @Test("--version prints the release dragtoact.h numbers, on standard output, and exits 0; anything after it is a usage error")
    func version() throws {
        #expect(try dragtoact("--version") == Outcome(status: 0, stdout: "dragtoact 1.11.0\n", stderr: ""))
        #expect(try dragtoact("--version", "replay") == Outcome(status: 2, stdout: "", stderr: "dragtoact: --version takes nothing after it, found \"replay\"\nTry 'dragtoact --help'.\n"))
        #expect(try dragtoact("--version=2") == Outcome(status: 2, stdout: "", stderr: "dragtoact: --version takes no value, found \"--version=2\"\nTry 'dragtoact --help'.\n"))
        let header = try String(contentsOf: repositoryURL.appendingPathComponent("Sources/CDragToAct/include/dragtoact.h"), encoding: .utf8)
        #expect(header.contains("#define DTA_VERSION_MAJOR 1\n#define DTA_VERSION_MINOR 11\n#define DTA_VERSION_PATCH 0\n"))
        #expect(Help.main.contains("\n  dragtoact --version               the version (dragtoact.h's, libDragToAct's)\n"))
    }

    @Test("usage errors exit 2 with a one-line problem and a hint")
    func usageErrors() throws {
        #expect(try dragtoact("--bogus") == Outcome(status: 2, stdout: "", stderr: "dragtoact: unknown option --bogus\nTry 'dragtoact --help'.\n"))
        // A known flag given a value is not an unknown option (it read "unknown option --help").
        #expect(try dragtoact("--help=yes") == Outcome(status: 2, stdout: "", stderr: "dragtoact: --help takes no value, found \"--help=yes\"\nTry 'dragtoact --help'.\n"))
        #expect(try dragtoact("frobnicate") == Outcome(status: 2, stdout: "", stderr: "dragtoact: unknown command frobnicate\nTry 'dragtoact --help'.\n"))
        // A command a letter off, or two swapped, is named.
        #expect(try dragtoact("replai", "x.trace") == Outcome(status: 2, stdout: "", stderr: "dragtoact: unknown command replai (did you mean replay?)\nTry 'dragtoact --help'.\n"))
        #expect(try dragtoact("Chekc") == Outcome(status: 2, stdout: "", stderr: "dragtoact: unknown command Chekc (did you mean check?)\nTry 'dragtoact --help'.\n"))
        // As near to two commands: both are named (it named neither).
        #expect(try dragtoact("uedo") == Outcome(status: 2, stdout: "", stderr: "dragtoact: unknown command uedo (did you mean redo or undo?)\nTry 'dragtoact --help'.\n"))
        #expect(try dragtoact("help", "replya")
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: no help for \"replya\" (did you mean replay?): the commands are demo, replay, check, show, undo, redo, compact and live\nTry 'dragtoact --help'.\n"))
        #expect(try dragtoact("help", "replay", "extra")
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: help takes one command, found \"extra\" after \"replay\"\nTry 'dragtoact help replay'.\n"))
        #expect(try dragtoact("replay") == Outcome(status: 2, stdout: "", stderr: "dragtoact: replay needs a TRACE\nTry 'dragtoact replay --help'.\n"))
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--scene", "Demo/scenes/files.json", "--scene", "Demo/scenes/todo.json")
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: --scene is given twice\nTry 'dragtoact replay --help'.\n"))
        #expect(try dragtoact("replay", "--help", "--help") == Outcome(status: 0, stdout: Help.replay, stderr: ""))
        #expect(try dragtoact("replay", "a", "--speed", "fast")
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: --speed expects a number ≥ 0.001, found \"fast\"\nTry 'dragtoact replay --help'.\n"))
        // Slower speeds overflowed the player's wait and trapped at the first event after time 0.
        #expect(try dragtoact("replay", "a", "--speed", "1e-300")
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: --speed expects a number ≥ 0.001, found \"1e-300\"\nTry 'dragtoact replay --help'.\n"))
        // Option numbers are decimals, as a trace's are: Double alone read 0x10 as 16, and took nan and inf.
        for loose in ["0x10", "nan", "inf", "0x1p4"] {
            #expect(try dragtoact("replay", "a", "--speed", loose)
                    == Outcome(status: 2, stdout: "", stderr: "dragtoact: --speed expects a number ≥ 0.001, found \"\(loose)\"\nTry 'dragtoact replay --help'.\n"))
        }
        // --start dropped the words it could not read: 0x10,20,30 started at (20, 30), 10,,20 at (10, 20).
        for loose in ["0x10,5", "0x10,20,30", "10,,20", "10,x,20"] {
            #expect(try dragtoact("replay", "a", "--start", loose)
                    == Outcome(status: 2, stdout: "", stderr: "dragtoact: --start expects X,Y in scene points, found \"\(loose)\"\nTry 'dragtoact replay --help'.\n"))
        }
        #expect(try dragtoact("replay", "a", "--wheel", "0x10")
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: --wheel expects the points a notch of the wheel scrolls, more than 0 and at most 1000000000, found \"0x10\"\nTry 'dragtoact replay --help'.\n"))
        #expect(try dragtoact("replay", "a", "--calibration", "1,0,0x0,0,1,0")
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: --calibration expects six numbers a,b,c,d,e,f (libinput's matrix), found \"1,0,0x0,0,1,0\"\nTry 'dragtoact replay --help'.\n"))
        #expect(try dragtoact("replay", "a", "--speed", "2", "--instant")
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: --speed and --instant cannot be used together\nTry 'dragtoact replay --help'.\n"))
        #expect(try dragtoact("check", "--json") == Outcome(status: 2, stdout: "", stderr: "dragtoact: unknown option --json\nTry 'dragtoact check --help'.\n"))
        #expect(try dragtoact("check") == Outcome(status: 2, stdout: "", stderr: "dragtoact: check needs at least one TRACE\nTry 'dragtoact check --help'.\n"))
    }

    @Test("an option's value follows it or an =; a flag given a value, an empty value and an unknown --name=value are usage errors; -- ends the options")
    func optionValuesAfterEquals() throws {
        let spaced = try dragtoact("replay", "Demo/traces/complete.trace", "--scene", "Demo/scenes/todo.json", "--json")
        #expect(spaced.status == 0)
        // --scene wins over the trace's scene line, and says so.
        #expect(spaced.stderr == "dragtoact: warning: --scene Demo/scenes/todo.json is played in place of the scene the trace names (scene todo)\n")
        // The file the scene line names, however the path is written, is no other scene.
        #expect(try dragtoact("replay", "Demo/traces/sections-move-between.trace", "--scene", "Demo/scenes/projects.json").stderr == "")
        #expect(try dragtoact("replay", "Demo/traces/sections-move-between.trace", "--scene", "Demo/traces/../scenes/./projects.json").stderr == "")
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--scene=Demo/scenes/todo.json", "--json") == spaced)
        #expect(try dragtoact("replay", "a", "--speed=fast")
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: --speed expects a number ≥ 0.001, found \"fast\"\nTry 'dragtoact replay --help'.\n"))
        // Everything after the first = is the value.
        #expect(try dragtoact("replay", "a", "--start=1,2=3")
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: --start expects X,Y in scene points, found \"1,2=3\"\nTry 'dragtoact replay --help'.\n"))
        #expect(try dragtoact("replay", "a", "--scene=")
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: --scene needs a value, found nothing after \"=\"\nTry 'dragtoact replay --help'.\n"))
        #expect(try dragtoact("replay", "a", "--json=yes")
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: --json takes no value, found \"--json=yes\"\nTry 'dragtoact replay --help'.\n"))
        #expect(try dragtoact("replay", "a", "--scene=x", "--scene", "y")
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: --scene is given twice\nTry 'dragtoact replay --help'.\n"))
        #expect(try dragtoact("replay", "a", "--bogus=1") == Outcome(status: 2, stdout: "", stderr: "dragtoact: unknown option --bogus\nTry 'dragtoact replay --help'.\n"))
        #expect(try dragtoact("--bogus=1") == Outcome(status: 2, stdout: "", stderr: "dragtoact: unknown option --bogus\nTry 'dragtoact --help'.\n"))
        // The demo's options, given first, start the demo: its parser reads the value.
        #expect(try dragtoact("--speed=0") == Outcome(status: 2, stdout: "", stderr: "dragtoact: --speed expects a number ≥ 0.001, found \"0\"\nTry 'dragtoact --help'.\n"))
        #expect(try dragtoact("--instant=1") == Outcome(status: 2, stdout: "", stderr: "dragtoact: --instant takes no value, found \"--instant=1\"\nTry 'dragtoact --help'.\n"))
        // After --, a word starting with - is a TRACE (and - is still standard input).
        #expect(try dragtoact("replay", "--", "-x.trace") == Outcome(status: 2, stdout: "", stderr: "dragtoact: cannot read trace -x.trace: no such file\n"))
        #expect(try dragtoact("replay", "--json", "--", "--scene=x") == Outcome(status: 2, stdout: "", stderr: "dragtoact: cannot read trace --scene=x: no such file\n"))
        #expect(try dragtoact("check", "--", "-x.trace", "--")
                == Outcome(status: 2, stdout: "ERROR cannot read trace -x.trace: no such file\nERROR cannot read trace --: no such file\n", stderr: ""))
        #expect(try Arguments(["--", "-"], allowed: []).positional == ["-"])
    }

    @Test("bad input exits 2 and names the file and the place")
    func badInput() throws {
        #expect(try dragtoact("replay", "/nonexistent/x.trace")
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: cannot read trace /nonexistent/x.trace: no such file\n"))
        let badLine = try temporaryFile("bad.trace", "0 down 1 touch 250 92\n+10 hop 1\n")
        #expect(try dragtoact("replay", badLine) == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: \(badLine):2:5: expected a statement (down, move, up, cancel, escape, key, pause, wheel, select, undo, redo, rename, expect, scene, play), found \"hop\"\n"))
        let notJSON = try temporaryFile("bad.json", "{\"actions\": [}")
        #expect(try dragtoact("replay", notJSON, "--json") == Outcome(status: 2, stdout: "", stderr: "dragtoact: \(notJSON):1:14: expected a JSON value, found '}'\n"))
        let scene = try temporaryFile("scene.json", "{\"viewport\": {\"width\": 800, \"height\": 600}, \"lists\": [], \"receivers\": []}")
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--scene", scene)
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: \(scene): lists: expected at least one list, found []\n"))
    }

    @Test("a scene given where a trace is expected is called a scene, at 1:1, not W3C actions that lack \"actions\"")
    func sceneGivenAsTrace() throws {
        let todo = "Demo/scenes/todo.json"
        #expect(try dragtoact("replay", todo) == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: \(todo):1:1: expected a trace (native, W3C WebDriver Actions, evemu or libinput record), found a scene (use it with --scene or a trace's scene line)\n"))
        #expect(try dragtoact("check", todo) == Outcome(status: 2,
            stdout: "ERROR \(todo):1:1: expected a native trace (check runs its expect lines), found a scene (a trace names it in its scene line)\n", stderr: ""))
        let scene = repositoryURL.appendingPathComponent(todo).path
        let playing = try temporaryFile("p.trace", "scene todo\n0 play \(scene)\n")
        #expect(try dragtoact("check", playing) == Outcome(status: 2,
            stdout: "ERROR \(playing):2:8: expected a recording to play (W3C WebDriver Actions, evemu or libinput record), found \"\(scene)\", a scene (\(scene))\n", stderr: ""))
        // A scene is known by its keys, past nested values and strings that hold braces, in any order.
        let late = try temporaryFile("late.json", #"{"name": "x {\"}", "lists": [{"id": "a", "tasks": []}], "receivers": []}"#)
        #expect(try dragtoact("replay", late).stderr
                == "dragtoact: \(late):1:1: expected a trace (native, W3C WebDriver Actions, evemu or libinput record), found a scene (use it with --scene or a trace's scene line)\n")
    }

    @Test("a trace or recording given as a scene is called what it is, at 1:1, not a JSON error in its first line")
    func traceGivenAsScene() throws {
        let expected = #"expected a scene (a JSON object with "viewport", "lists" and "receivers")"#
        let trace = "Demo/traces/complete.trace"
        #expect(try dragtoact("replay", trace, "--scene", trace) == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: \(trace):1:1: \(expected), found a native trace\n"))
        let recording = "Demo/recordings/evemu-devices/N-Trig-MultiTouch.1-finger-drag-NW-SE.events"
        #expect(try dragtoact("replay", trace, "--scene", recording).stderr == "dragtoact: \(recording):1:1: \(expected), found an evemu recording\n")
        let notes = try temporaryFile("notes.json", "# the scene, to write\n")
        #expect(try dragtoact("replay", trace, "--scene", notes).stderr == "dragtoact: \(notes):1:1: \(expected), found a file of comments alone\n")
        // A trace's scene line naming a trace: the error of that file.
        let naming = try temporaryFile("n.trace", "scene \(repositoryURL.path)/\(trace)\n0 down 1 touch 250 92\n")
        #expect(try dragtoact("check", naming).stdout == "ERROR \(repositoryURL.path)/\(trace):1:1: \(expected), found a native trace\n")
        // Text that is neither JSON nor a trace keeps the JSON parser's error, at its place.
        let prose = try temporaryFile("prose.json", "hello world\n")
        #expect(try dragtoact("replay", trace, "--scene", prose).stderr == "dragtoact: \(prose):1:1: expected a JSON value, found 'h'\n")
    }

    @Test("a trace that holds no inputs replays to the scene's board with a notice on standard error, and exits 0; check fails it for having no expectations")
    func traceWithoutInputs() throws {
        let board = "\nInbox (5): Buy milk, Walk the dog, Write report, Call mom, Pay bills\nToday (0)\nUpcoming (0)\nCompleted (0)\nTrashed (0)\n"
        for (name, text) in [("empty.trace", ""), ("comments.trace", "# to record\n\n  # later\n"), ("scene.trace", "scene todo\n"),
                             ("empty.json", #"{"actions": []}"#)] {
            let trace = try temporaryFile(name, text)
            #expect(try dragtoact("replay", trace) == Outcome(status: 0, stdout: board, stderr: "dragtoact: \(trace) holds no inputs\n"), "\(name)")
        }
        let empty = try temporaryFile("empty.trace", "")
        #expect(try dragtoact("check", empty) == Outcome(status: 1, stdout: "FAIL \(empty): no expectations (a rules test that cannot fail)\n",
                                                 stderr: "dragtoact: \(empty) holds no inputs\n"))
        // Expectations alone are checked against the scene's board, and still hold no inputs.
        let expecting = try temporaryFile("expecting.trace", "expect completed 1\n")
        #expect(try dragtoact("replay", expecting) == Outcome(status: 1, stdout: board,
            stderr: "dragtoact: \(expecting) holds no inputs\ndragtoact: \(expecting):1: expected 1 completed, found 0\n"))
        // check says it too, where a team's CI runs it: a forgotten input passes nothing in silence.
        let passing = try temporaryFile("passing.trace", "scene todo\nexpect completed 0\n")
        #expect(try dragtoact("check", passing) == Outcome(status: 0, stdout: "pass \(passing) (1 expectation)\n", stderr: "dragtoact: \(passing) holds no inputs\n"))
        // A trace refused as it runs is not also told it holds no inputs.
        let refused = try temporaryFile("refused.trace", "scene todo\nselect t1 t\u{200B}2\n")
        #expect(try dragtoact("replay", refused) == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: \(refused):2:11: expected a task or folder on the board as the line runs, found \"t\\u{200B}2\"\n"))
    }

    @Test("a trace or scene from a pipe is read whole, then replayed as a file is: `-` is standard input, /dev/stdin works, names in it are found from the current folder")
    func tracesFromPipes() throws {
        let trace = try String(contentsOfFile: repositoryURL.appendingPathComponent("Demo/traces/complete.trace").path, encoding: .utf8)
        #expect(try dragtoact("check", "-", stdin: trace) == Outcome(status: 0, stdout: "pass - (4 expectations)\n", stderr: ""))
        #expect(try dragtoact("check", "/dev/stdin", stdin: trace) == Outcome(status: 0, stdout: "pass /dev/stdin (4 expectations)\n", stderr: ""))
        // Read twice (checked, then replayed): the same output as the file's, byte for byte.
        let fromFile = try dragtoact("replay", "Demo/traces/complete.trace", "--json")
        #expect(fromFile.status == 0)
        #expect(try dragtoact("replay", "-", "--json", stdin: trace) == fromFile)
        // A bad line is found before anything runs, at its line and column.
        #expect(try dragtoact("check", "-", stdin: "scene todo\n0 hop\n") == Outcome(status: 2,
            stdout: "ERROR -:2:3: expected a statement (down, move, up, cancel, escape, key, pause, wheel, select, undo, redo, rename, expect, scene, play), found \"hop\"\n", stderr: ""))
        // W3C from a pipe, and a scene from a pipe.
        let w3c = try String(contentsOfFile: repositoryURL.appendingPathComponent("Demo/traces/w3c-mouse-drag.json").path, encoding: .utf8)
        #expect(try dragtoact("replay", "-", "--json", stdin: w3c) == dragtoact("replay", "Demo/traces/w3c-mouse-drag.json", "--json"))
        let scene = try String(contentsOfFile: repositoryURL.appendingPathComponent("Demo/scenes/todo.json").path, encoding: .utf8)
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--json", "--scene", "/dev/stdin", stdin: scene).stdout
                == dragtoact("replay", "Demo/traces/complete.trace", "--json", "--scene", "Demo/scenes/todo.json").stdout)
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--scene", "/dev/null")
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: /dev/null:1:1: expected a JSON value, found the end of the input\n"))
        // W3C WebDriver Actions given as a scene are called so, as a native trace or a recording is.
        let actionsNotScene = "expected a scene (a JSON object with \"viewport\", \"lists\" and \"receivers\"), found W3C WebDriver Actions\n"
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--scene", "Demo/traces/w3c-mouse-drag.json")
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: Demo/traces/w3c-mouse-drag.json:1:1: " + actionsNotScene))
        let sources = try temporaryFile("sources.json", #"[{"type": "none", "id": "idle", "actions": [{"type": "pause", "duration": 10}]}]"#)
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--scene", sources)
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: \(sources):1:1: " + actionsNotScene))
        // An array of something else is not called W3C actions.
        let numbers = try temporaryFile("numbers.json", "[1, 2]")
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--scene", numbers)
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: \(numbers): (top level): expected an object, found an array\n"))
        // A scene is read whole: one from a device or a pipe that never ends stops at the scene's limit.
        let endless = "dragtoact: cannot read scene /dev/zero: more than 64 MiB from a character device, the most a scene may hold (a scene of 100,000 receivers is about 12 MiB): give a scene file that holds less\n"
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--scene", "/dev/zero") == Outcome(status: 2, stdout: "", stderr: endless))
        // Named by a trace's scene line, it is an error of the trace, at the name.
        #expect(try dragtoact("replay", "-", stdin: "scene /dev/zero\n") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: -:1:7: expected a built-in scene (todo, files, documents, projects) or a scene file, found \"/dev/zero\", which cannot be read: "
                + endless.dropFirst("dragtoact: cannot read scene /dev/zero: ".count).dropLast() + " (/dev/zero)\n"))
        // So are a recording and a device description (a play line's /dev/zero grew until the process was killed).
        #expect(try dragtoact("replay", "-", stdin: "scene todo\nplay /dev/zero\n") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: -:2:6: expected a recording to play, found \"/dev/zero\", which cannot be read: "
                + "more than 256 MiB from a character device, the most a recording may hold (/dev/zero)\n"))
        let undescribed = try temporaryFile("mouse.events", "E: 0.000000 0002 0008 -1\nE: 0.000000 0000 0000 0\n")
        #expect(try dragtoact("replay", undescribed, "--scene", "Demo/scenes/long-list.json", "--device", "/dev/zero") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: cannot read device description /dev/zero: more than 1 MiB from a character device, the most a device description may hold\n"))
        // A trace that can be read once is named for what it is: /dev/zero is a device, not a pipe.
        #expect(try dragtoact("replay", "/dev/zero") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: cannot read trace /dev/zero: more than 256 MiB from a character device (save it to a file: a file is read a chunk at a time)\n"))
        // A scene the piped trace names is found from the current folder (the repository's root here),
        // not from /dev; standard input is read once.
        let named = "scene Demo/scenes/todo.json\n0 down 1 touch 250 92\n+10 up 1\nexpect no action\n"
        #expect(try dragtoact("check", "/dev/stdin", stdin: named) == Outcome(status: 0, stdout: "pass /dev/stdin (1 expectation)\n", stderr: ""))
        #expect(try dragtoact("check", "-", stdin: "scene s.json\n") == Outcome(status: 2, stdout:
            "ERROR -:1:7: expected a built-in scene (todo, files, documents, projects) or a scene file, found \"s.json\", which cannot be read: no such file (s.json)\n", stderr: ""))
        #expect(try dragtoact("check", "-", "-", stdin: trace)
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: standard input (-) can be read once\nTry 'dragtoact check --help'.\n"))
    }

    @Test("--reduce-motion: the cancel's cues say nothing, so its line ends at the reason, with no dash")
    func reduceMotionText() throws {
        let outcome = try dragtoact("replay", "Demo/traces/add-new-on-trash.trace", "--reduce-motion")
        #expect(outcome.status == 0)
        let cancel = outcome.stdout.split(separator: "\n").filter { $0.contains("cancelled") }
        #expect(cancel == ["    500 ms   p1  cancelled add: releasedOnRefusingReceiver on trash (does not accept addNew)"])
        #expect(try dragtoact("replay", "Demo/traces/add-new-on-trash.trace").stdout.contains(
            "    500 ms   p1  cancelled add: releasedOnRefusingReceiver on trash (does not accept addNew) — returnToOrigin (easeInOut, 250 ms)\n"))
    }

    @Test("check prints one line per trace and exits 0 when all pass, 1 when one fails, 2 on bad input")
    func checkStatuses() throws {
        #expect(try dragtoact("check", "Demo/traces/complete.trace", "Demo/traces/escape.trace")
                == Outcome(status: 0, stdout: "pass Demo/traces/complete.trace (4 expectations)\npass Demo/traces/escape.trace (4 expectations)\n", stderr: ""))
        let failing = try temporaryFile("wrong.trace", "0 down 1 touch 250 92\n+350 move 1 650 330\n+100 up 1\nexpect action complete t1\n")
        #expect(try dragtoact("check", "Demo/traces/complete.trace", failing) == Outcome(status: 1,
            stdout: "pass Demo/traces/complete.trace (4 expectations)\nFAIL \(failing):4: expected action complete t1, found trash t1\n", stderr: ""))
        let broken = try temporaryFile("broken.trace", "expect completed many\n")
        #expect(try dragtoact("check", failing, broken) == Outcome(status: 2,
            stdout: "FAIL \(failing):4: expected action complete t1, found trash t1\nERROR \(broken):1:18: expected a count (an integer from 0 to 999999999), found \"many\"\n", stderr: ""))
        let empty = try temporaryFile("empty.trace", "0 down 1 touch 250 92\n+10 up 1\n")
        #expect(try dragtoact("check", empty).status == 1)
        // A receiver the scene does not have is bad input found before the replay, not a failure; --scene's scene names them too.
        // With no scene line the built-in todo scene plays, and the error says so: a team's own ids missing point at the line forgotten.
        let typo = try temporaryFile("typo.trace", "0 down 1 touch 250 92\n+350 move 1 650 150\nexpect target 1 Complete\n")
        #expect(try dragtoact("check", typo) == Outcome(status: 2,
            stdout: "ERROR \(typo):3:17: expected a receiver of the scene (list, complete, trash; the built-in todo scene, as the trace has no scene line), found \"Complete\"\n", stderr: ""))
        let named = try temporaryFile("named.trace", "scene todo\n0 down 1 touch 250 92\n+350 move 1 650 150\nexpect target 1 Complete\n")
        #expect(try dragtoact("check", named) == Outcome(status: 2,
            stdout: "ERROR \(named):4:17: expected a receiver of the scene (list, complete, trash), found \"Complete\"\n", stderr: ""))
        // So do a select's and a key focus's ids, found missing as the line runs; not with a scene line.
        let select = try temporaryFile("select.trace", "select fix-login\nexpect selected fix-login\n")
        #expect(try dragtoact("check", select) == Outcome(status: 2, stdout: "ERROR \(select):1:8: expected a task or folder on the board as the line runs "
            + "(the built-in todo scene's, as the trace has no scene line), found \"fix-login\"\n", stderr: ""))
        let focus = try temporaryFile("focus.trace", "scene todo\nkey focus fix-login\nexpect completed 0\n")
        #expect(try dragtoact("check", focus) == Outcome(status: 2, stdout: "ERROR \(focus):2:11: expected a source on the board as the line runs "
            + "(a task's row, or a scene source), found \"fix-login\"\n", stderr: ""))
        // Without a scene line the note joins the parentheses already open: one pair, not two in a row.
        let unnamed = try temporaryFile("unnamed.trace", "key focus fix-login\nexpect completed 0\n")
        #expect(try dragtoact("check", unnamed) == Outcome(status: 2, stdout: "ERROR \(unnamed):1:11: expected a source on the board as the line runs "
            + "(a task's row, or a scene source; the built-in todo scene's, as the trace has no scene line), found \"fix-login\"\n", stderr: ""))
        #expect(try dragtoact("replay", typo, "--scene", "Demo/scenes/layered.json") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: \(typo):3:17: expected a receiver of the scene (list, complete, tab-today, tab-upcoming), found \"Complete\"\n"))
        // So is a receiver that does not scroll named by `expect scroll`: the scene says so before the replay.
        let scroll = try temporaryFile("scroll.trace", "scene todo\n0 down 1 touch 250 92\n+10 up 1\nexpect scroll complete 5\n")
        #expect(try dragtoact("check", scroll) == Outcome(status: 2,
            stdout: "ERROR \(scroll):4:15: expected a scrollable list receiver (the scene has none), found \"complete\"\n", stderr: ""))
    }

    @Test("replay --json is byte-identical across runs and ends with the final board")
    func jsonDeterminism() throws {
        let first = try dragtoact("replay", "Demo/traces/demo.trace", "--json")
        let second = try dragtoact("replay", "Demo/traces/demo.trace", "--json")
        #expect(first.status == 0)
        #expect(first == second)
        #expect(first.stdout.hasSuffix(#"{"final":{"lists":[{"id":"inbox","title":"Inbox","items":[{"id":"t5","title":"Pay bills"},{"id":"t3","title":"Write report"},{"id":"t4","title":"Call mom"},{"id":"new-1","title":"New task"}]},{"id":"today","title":"Today","items":[]},{"id":"upcoming","title":"Upcoming","items":[]}],"completed":[{"id":"t1","title":"Buy milk"}],"trashed":[{"id":"t2","title":"Walk the dog"}]}}"# + "\n"))
        #expect(first.stdout.split(separator: "\n").count == 42)
    }

    @Test("a title's control characters are printed spelled out, never sent to the terminal, a line feed and a tab too; --json escapes them as JSON does")
    func controlCharactersInTitles() throws {
        let scene = try String(contentsOf: repositoryURL.appendingPathComponent("Demo/scenes/todo.json"), encoding: .utf8)
            .replacingOccurrences(of: #""Buy milk""#, with: #""evil\u001b]0;pwned\u0007\u001b[31mRED\u202e\nnext\tline""#)
        let scenePath = try temporaryFile("evil.json", scene)
        let trace = try temporaryFile("evil.trace", "scene \(scenePath)\n0 down 1 touch 250 92\n+600 move 1 600 150\n+10 up 1\n")
        let text = try dragtoact("replay", trace)
        #expect(text.status == 0)
        #expect(text.stdout.contains(#"Completed (1): evil\u{1B}]0;pwned\u{7}\u{1B}[31mRED\u{202E}\u{A}next\u{9}line"# + "\n"), "\(text.stdout)")
        #expect(!text.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
        let json = try dragtoact("replay", trace, "--json")
        #expect(json.stdout.contains(#""completed":[{"id":"t1","title":"evil\u001b]0;pwned\u0007\u001b[31mRED\u202e\nnext\tline"}]"#), "\(json.stdout)")
    }

    @Test("a file may start with a byte-order mark: a native trace, a W3C payload and a scene replay as without one, errors at the same columns")
    func byteOrderMarks() throws {
        let mark = "\u{FEFF}"
        for file in ["Demo/traces/complete.trace", "Demo/traces/w3c-touch-long-press.json"] {
            let text = try String(contentsOf: repositoryURL.appendingPathComponent(file), encoding: .utf8)
            let marked = try temporaryFile(URL(fileURLWithPath: file).lastPathComponent, mark + text)
            let plain = try dragtoact("replay", file)
            #expect(try dragtoact("replay", marked) == plain, "\(file)")
        }
        let scene = try temporaryFile("todo.json", mark + String(contentsOf: repositoryURL.appendingPathComponent("Demo/scenes/todo.json"), encoding: .utf8))
        let given = try dragtoact("replay", "Demo/traces/complete.trace", "--scene", scene), named = try dragtoact("replay", "Demo/traces/complete.trace")
        #expect(given.status == named.status && given.stdout == named.stdout)
        #expect(given.stderr == "dragtoact: warning: --scene \(scene) is played in place of the scene the trace names (scene todo)\n")
        let bad = try temporaryFile("bad.trace", mark + "hop\n")
        #expect(try dragtoact("check", bad).stdout
                == "ERROR \(bad):1:1: expected a statement (down, move, up, cancel, escape, key, pause, wheel, select, undo, redo, rename, expect, scene, play), found \"hop\"\n")
    }

    @Test("a scene, W3C payload or recording that is not UTF-8 is refused at the line and column of its first bad byte")
    func bytesThatAreNotUTF8() throws {
        func file(_ name: String, _ bytes: [UInt8]) throws -> String {
            let path = try temporaryPath(name)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            return path
        }
        // "café" in Latin-1 on line 2, after a CRLF: column 11.
        let actions = try file("latin1.json", Array(#"{"actions": [{"type": "none", "id": "n",\#r\#n "x": "caf"#.utf8) + [0xE9] + Array(#""}]}"#.utf8))
        #expect(try dragtoact("replay", actions) == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: \(actions):2:11: expected UTF-8 text, found bytes that are not UTF-8\n"))
        let scene = try file("cut.json", Array(try String(contentsOf: repositoryURL.appendingPathComponent("Demo/scenes/todo.json"), encoding: .utf8).utf8) + [0xC3])
        let lines = try String(contentsOf: repositoryURL.appendingPathComponent("Demo/scenes/todo.json"), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--scene", scene) == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: \(scene):\(lines):1: expected UTF-8 text, found bytes that are not UTF-8\n"))
        // A recording a trace plays is the recording's error, at its own line and column, then the play line.
        let played = try temporaryFile("plays.trace", "scene todo\n0 play \(actions)\n")
        #expect(try dragtoact("check", played).stdout == "ERROR \(actions):2:11: expected UTF-8 text, found bytes that are not UTF-8 (played by \(played):2)\n")
    }

    @Test("a trace, scene or W3C payload saved as UTF-16 (with a byte-order mark or without, either byte order) is refused at 1:1 as UTF-16 text: it was 'not UTF-8' with a mark, and without one a line's NULs were read as words (found \"\\u{0}s\\u{0}c…\")")
    func utf16Files() throws {
        func file(_ name: String, _ text: String, _ encoding: String.Encoding) throws -> String {
            let path = try temporaryPath(name)
            try text.write(toFile: path, atomically: false, encoding: encoding) // .utf16 writes a mark, FF FE here
            return path
        }
        let trace = try String(contentsOf: repositoryURL.appendingPathComponent("Demo/traces/complete.trace"), encoding: .utf8)
        let expected = ": expected UTF-8 text (save the file as UTF-8), found UTF-16 text "
        let marked = try file("marked.trace", trace, .utf16)
        #expect(try dragtoact("check", marked).stdout == "ERROR \(marked):1:1\(expected)(its byte-order mark FF FE, little-endian)\n")
        let little = try file("little.trace", trace, .utf16LittleEndian)
        #expect(try dragtoact("replay", little) == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: \(little):1:1\(expected)(little-endian: a NUL byte after each ASCII character)\n"))
        let big = try file("big.trace", trace, .utf16BigEndian)
        #expect(try dragtoact("replay", big).stderr == "dragtoact: \(big):1:1\(expected)(big-endian: a NUL byte before each ASCII character)\n")
        let todo = try String(contentsOf: repositoryURL.appendingPathComponent("Demo/scenes/todo.json"), encoding: .utf8)
        let scene = try file("todo.json", todo, .utf16LittleEndian)
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--scene", scene).stderr
                == "dragtoact: \(scene):1:1\(expected)(little-endian: a NUL byte after each ASCII character)\n")
        let w3c = try String(contentsOf: repositoryURL.appendingPathComponent("Demo/traces/w3c-mouse-drag.json"), encoding: .utf8)
        let actions = try file("w3c.json", w3c, .utf16)
        #expect(try dragtoact("replay", actions).stderr == "dragtoact: \(actions):1:1\(expected)(its byte-order mark FF FE, little-endian)\n")
    }

    @Test("an error shows what the input holds that would not show: a key's line feed and escape spelled (the line feed split the message), a no-break space where JSON wants a key spelled and named (it read found ' '), a zero-width space inside a trace word spelled; an emoji's joiners are left as they are")
    func invisiblesInErrors() throws {
        let todo = try String(contentsOf: repositoryURL.appendingPathComponent("Demo/scenes/todo.json"), encoding: .utf8)
        let keyed = try temporaryFile("keyed.json", todo.replacingOccurrences(of: "\"name\": \"todo\"", with: #""na\nme\u001b[2J": "todo""#))
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--scene", keyed).stderr
                == #"dragtoact: \#(keyed): na\u{A}me\u{1B}[2J: expected one of the keys clock, lists, name, receivers, sources, viewport, found an unknown key"# + "\n")
        let spaced = try temporaryFile("spaced.json", todo.replacingOccurrences(of: "{\"id\": \"t1\"", with: "{\u{A0}\"id\": \"t1\""))
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--scene", spaced).stderr
                == #"dragtoact: \#(spaced):6:8: expected a string key, found '\u{A0}' (NO-BREAK SPACE)"# + "\n")
        let trace = try temporaryFile("zwsp.trace", "scene\u{200B}todo\n")
        #expect(try dragtoact("replay", trace).stderr
                == #"dragtoact: \#(trace):1:1: expected a statement (down, move, up, cancel, escape, key, pause, wheel, select, undo, redo, rename, expect, scene, play), found "scene\u{200B}todo""# + "\n")
        let family = try temporaryFile("family.trace", "select 👨\u{200D}👩\u{200D}👧\n")
        #expect(try dragtoact("replay", family).stderr.hasSuffix("found \"👨\u{200D}👩\u{200D}👧\"\n"))
    }

    @Test("a title holding a line feed or a tab stays on its line when announced and when a failed expectation quotes the announcement: spelled \\u{A} and \\u{9}, as the board in words spells it (the line feed split the event line and the FAIL line in two)")
    func announcedTitleStaysOnOneLine() throws {
        let todo = try String(contentsOf: repositoryURL.appendingPathComponent("Demo/scenes/todo.json"), encoding: .utf8)
        let scene = try temporaryFile("lines.json", todo.replacingOccurrences(of: "\"Buy milk\"", with: #""Buy\nmilk\tnow""#))
        let trace = try temporaryFile("lines.trace", "scene \(scene)\n0 key focus t1\n+10 key pickup\nexpect announced Picked up Buy milk.\n+10 key cancel\n")
        let replay = try dragtoact("replay", trace, "--announce")
        #expect(replay.stdout.hasPrefix("""
                 10 ms  key  press on t1
                 10 ms  key  drag started: t1 — haptic: medium, lift, opacity 0.7, shadow
                 10 ms       announced: Picked up Buy\\u{A}milk\\u{9}now. Tab or the arrow keys choose where it goes, Space or Enter drops it, Escape cancels.
                 10 ms  key  over list: accepts, slot 0
                 20 ms  key  cancelled t1: escape — returnToOrigin (easeInOut, 250 ms)
                 20 ms       announced: Cancelled; Buy\\u{A}milk\\u{9}now returned to position 1 of 5 in Inbox.

            Inbox (5): Buy\\u{A}milk\\u{9}now, Walk the dog
            """), "\(replay.stdout)")
        #expect(try dragtoact("check", trace).stdout == "FAIL \(trace):4: expected announced \"Picked up Buy milk.\", found announced "
                + #""Picked up Buy\u{A}milk\u{9}now. Tab or the arrow keys choose where it goes, Space or Enter drops it, Escape cancels.""# + "\n")
    }

    @Test("a usage error or a file that cannot be read spells what would not show in the argument it quotes: an option with a zero-width space after it read 'unknown option --json', a path with a no-break space or a line feed looked like another (or broke the line)")
    func invisiblesInArguments() throws {
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--json\u{200B}")
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: unknown option --json\\u{200B} (did you mean --json?)\nTry 'dragtoact replay --help'.\n"))
        #expect(try dragtoact("replay", "Demo/traces/complete\u{A0}copy.trace").stderr
                == "dragtoact: cannot read trace Demo/traces/complete\\u{A0}copy.trace: no such file\n")
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--scene", "todo\n.json").stderr
                == "dragtoact: cannot read scene todo\\u{A}.json: no such file\n")
    }

    @Test("a scene or recording a trace names that cannot be read is an error of the trace, at the name: line and column")
    func unreadableNamedFiles() throws {
        let scene = try temporaryFile("s.trace", "# a scene that is not there\nscene nosuch.json\n0 down 1 touch 250 92\n")
        let folder = URL(fileURLWithPath: scene).deletingLastPathComponent().path
        #expect(try dragtoact("check", scene).stdout == #"ERROR \#(scene):2:7: expected a built-in scene (todo, files, documents, projects) or a scene file, found "nosuch.json", which cannot be read: no such file (\#(folder)/nosuch.json)"# + "\n")
        let play = try temporaryFile("p.trace", "scene todo\n0 down 1 touch 250 92\n+10 play gone.json lenient\n")
        let playFolder = URL(fileURLWithPath: play).deletingLastPathComponent().path
        #expect(try dragtoact("replay", play) == Outcome(status: 2, stdout: "",
            stderr: #"dragtoact: \#(play):3:10: expected a recording to play, found "gone.json", which cannot be read: no such file (\#(playFolder)/gone.json)"# + "\n"))
    }

    @Test("replay of a W3C payload prints events then the final board")
    func replayText() throws {
        let outcome = try dragtoact("replay", "Demo/traces/w3c-touch-long-press.json")
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("      0 ms   p2  press on t2 (long-press until 300 ms)\n    300 ms   p2  drag started: t2 — haptic: medium, lift, opacity 0.7, shadow\n"))
        #expect(outcome.stdout.hasSuffix("\nInbox (4): Buy milk, Write report, Call mom, Pay bills\nToday (0)\nUpcoming (0)\nCompleted (1): Walk the dog\nTrashed (0)\n"))
    }

    @Test("the demo without a terminal prints plain-text frames (golden) and the final board, and exits 0")
    func plainFrames() throws {
        let outcome = try dragtoact()
        let golden = try String(contentsOf: repositoryURL.appendingPathComponent("Tests/DemoTests/Golden/demo-plain.txt"), encoding: .utf8)
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        #expect(outcome.stdout == golden)
        #expect(!outcome.stdout.contains("\u{1B}"))
    }

    @Test("an error about a JSON number quotes it as the file writes it: 9007199254740993 read 'found 9007199254740992.0' (the Double it rounds to), 99999999999999999999 'found 1e+20'")
    func numbersAsWritten() throws {
        for written in ["9007199254740993", "99999999999999999999", "1.50", "2.5e0"] {
            let trace = try temporaryFile("n.json", #"{"actions": [{"type": "pointer", "id": "mouse1", "parameters": {"pointerType": "mouse"}, "actions": ["#
                + #"{"type": "pointerMove", "duration": 0, "x": 250, "y": 92}, {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": \#(written)}, {"type": "pointerUp", "button": 0}]}]}"#)
            #expect(try dragtoact("replay", trace) == Outcome(status: 2, stdout: "",
                stderr: "dragtoact: \(trace): actions[0].actions[2].duration: expected an integer from 0 to 999999999999, found \(written)\n"))
        }
    }

    @Test("replay --json of a trace a line stops writes that line's events once, then the error: the events came twice, from the replay and from the command after it")
    func stoppedLinesEventsAreWrittenOnce() throws {
        let trace = try temporaryFile("stopped.trace", "scene todo\n0 key focus zz\n")
        let result = try dragtoact("replay", trace, "--json")
        #expect(result.status == 2)
        #expect(result.stdout == #"{"t":0,"line":2,"event":"inputRejected","pointer":"keyboard","reason":"unknownSource","source":"zz"}"# + "\n")
        #expect(result.stderr == "dragtoact: \(trace):2:13: expected a source on the board as the line runs (a task's row, or a scene source), found \"zz\"\n")
    }

    @Test("check passes a finger pressed again without an up after an Escape, as replay plays it: the Escape cancelled the drag and the engine forgot the press, so the second down is a new press (check refused it as already down)")
    func aFingerPressedAgainAfterAnEscape() throws {
        let trace = """
            scene todo
            0     down 1 touch 250 92
            +350  move 1 250 200 over 100
            +10   escape
            +10   down 1 touch 250 92
            +350  move 1 650 150 over 100
            +10   up 1
            expect action complete t1

            """
        #expect(try dragtoact("check", "-", stdin: trace) == Outcome(status: 0, stdout: "pass - (1 expectation)\n", stderr: ""))
        #expect(try dragtoact("replay", "-", stdin: trace) == Outcome(status: 0, stdout: """
                  0 ms   p1  press on t1 (long-press until 300 ms)
                300 ms   p1  drag started: t1 — haptic: medium, lift, opacity 0.7, shadow
                300 ms   p1  over list: accepts, slot 0
                360 ms   p1  over list: slot 1
                400 ms   p1  over list: slot 2
                450 ms   p1  over list: slot 3
                460 ms   p1  cancelled t1: escape — returnToOrigin (easeInOut, 250 ms)
                470 ms   p1  press on t1 (long-press until 770 ms)
                770 ms   p1  drag started: t1 — haptic: medium, lift, opacity 0.7, shadow
                770 ms   p1  over list: accepts, slot 0
                830 ms   p1  over list: slot 1
                880 ms   p1  left list
                900 ms   p1  over complete: accepts
                930 ms   p1  dropped task(t1) on complete — haptic: light, settle (spring, 200 ms)
                930 ms       applied: complete t1

            Inbox (4): Walk the dog, Write report, Call mom, Pay bills
            Today (0)
            Upcoming (0)
            Completed (1): Buy milk
            Trashed (0)

            """, stderr: ""))
        // Lifted after the Escape, as a mouse held through it is (`live --record` writes its `up`): taken, and ends nothing.
        let lifted = "scene todo\n0 down 1 touch 250 92\n+350 escape\n+10 up 1\nexpect cancelled escape\n"
        #expect(try dragtoact("check", "-", stdin: lifted) == Outcome(status: 0, stdout: "pass - (1 expectation)\n", stderr: ""))
        // A second down after the new press is one of a pointer down, as without the Escape.
        let twice = "scene todo\n0 down 1 touch 250 92\n+350 escape\n+10 down 1 250 92\n+10 down 1 250 92\nexpect no action\n"
        #expect(try dragtoact("check", "-", stdin: twice) == Outcome(status: 2, stdout: "ERROR -:5:10: expected a pointer that is not down "
                                                                     + "(`up`, `cancel` or `escape` ends a press), found pointer 1, already down\n", stderr: ""))
    }

    @Test("a misspelt option is named with the nearest the command takes, or else the nearest another command takes, said to be not this one's")
    func misspeltOptionsAreNamed() throws {
        #expect(try dragtoact("replay", "a", "--scnee", "todo").stderr == "dragtoact: unknown option --scnee (did you mean --scene?)\nTry 'dragtoact replay --help'.\n")
        #expect(try dragtoact("check", "--scnee", "a").stderr
                == "dragtoact: unknown option --scnee (did you mean --scene? this command does not take it)\nTry 'dragtoact check --help'.\n")
        #expect(try dragtoact("check", "--junti", "r.xml", "a").stderr == "dragtoact: unknown option --junti (did you mean --junit?)\nTry 'dragtoact check --help'.\n")
        // Another command's option as written is unknown here, without a guess; nothing near, nothing named.
        #expect(try dragtoact("check", "--json", "a").stderr == "dragtoact: unknown option --json\nTry 'dragtoact check --help'.\n")
        #expect(try dragtoact("check", "--zzzzzz", "a").stderr == "dragtoact: unknown option --zzzzzz\nTry 'dragtoact check --help'.\n")
    }

    @Test("every option the hint may name is one some command reads")
    func hintedOptionsAreRead() {
        for option in Arguments.options {
            // Given a value, for one that takes one: an error of the value, if any, not an unknown option.
            do throws(Arguments.UsageError) { _ = try Arguments([option, "1"], allowed: [option]) } catch {
                #expect(!error.message.hasPrefix("unknown option"), "\(option): \(error.message)")
            }
        }
    }
}
