import Replay
import Runtime
import Testing

/// `expect custom ROLE [ID...]`: a drop handed to the app on a custom role's receiver, carrying
/// exactly the objects named (in any order), or any when none are.
@Suite("Custom drops in traces")
struct CustomDropTraceTests {
    static func scene() throws -> Scene { try Scene.decode(try demoFile("scenes/scanner.json"), file: "scanner.json") }

    /// Buy milk dropped on the Scanner.
    static let buyMilkScanned = """
    0     down 1 touch 250 92
    +350  move 1 650 150 over 300
    +100  up 1

    """

    @Test("expect custom reads a role and the objects, and prints back as written, ids quoted where they must be")
    func parsesAndPrints() throws {
        let trace = try NativeTrace.parse("expect custom scan\nexpect custom scan t2 t4\nexpect custom \"my role\" \"a b\"\n", file: "c.trace")
        let expected: [TraceExpectation] = [.custom("scan", objects: []), .custom("scan", objects: ["t2", "t4"]),
                                            .custom("my role", objects: ["a b"])]
        #expect(trace.steps.map(\.kind) == expected.map { .expect($0) })
        #expect(expected.map(\.description) == ["expect custom scan", "expect custom scan t2 t4", #"expect custom "my role" "a b""#])
    }

    @Test("a role no receiver of the scene has, a missing role or an id named twice is an error at its column")
    func badLines() throws {
        let names = SceneNames(try Self.scene())
        func error(_ line: String, names: SceneNames?) -> String? { inputError { try NativeTrace.parse(line, file: "c.trace", names: names) } }
        #expect(error("expect custom scna t1", names: names) == #"c.trace:1:15: expected a custom role of the scene (scan), found "scna""#)
        #expect(error("expect custom scan t1", names: SceneNames(.todo, named: false))
                == #"c.trace:1:15: expected a custom role's name (the scene has no custom role; the built-in todo scene, as the trace has no scene line), found "scan""#)
        #expect(error("expect custom", names: names) == "c.trace:1:14: expected a custom role's name, found the end of the line")
        #expect(error("expect custom scan t1 t1", names: names)
                == #"c.trace:1:23: expected an id not named before on the line (a drop's objects, each once), found "t1""#)
    }

    @Test("a row's drop matches its role alone, or its role and its task; another task, another role or one more object fails, saying what was handed over")
    func matchesTheObjectsExactly() throws {
        let replayed = try replay(Self.buyMilkScanned + """
        expect custom scan
        expect custom scan t1
        expect no action
        expect custom scan t2
        expect custom scan t1 t2
        expect refused scanner customRole

        """, scene: try Self.scene(), file: "c.trace")
        #expect(replayed.failures.map(\.description) == [
            "c.trace:7: expected a custom drop: scan t2, found a custom drop: scan t1",
            "c.trace:8: expected a custom drop: scan t1 t2, found a custom drop: scan t1",
            "c.trace:9: expected a refusal by scanner (customRole), found no refusal (for the app: scan task(t1) on scanner)",
        ])
    }

    @Test("a selection's drop matches exactly its tasks in any order; a source's matches the source's id; none says what happened instead")
    func selectionsSourcesAndNone() throws {
        let replayed = try replay("""
        select t4 t2
        0     down 1 touch 250 142
        +350  move 1 650 150 over 300
        +100  up 1
        expect custom scan t2 t4
        expect custom scan t2
        +100  down 2 mouse 650 510
        +10   move 2 650 150
        +10   up 2
        expect custom scan coupon-dispenser
        +100  down 3 touch 250 92
        +350  move 3 650 330 over 300
        +100  up 3
        expect custom scan
        expect action trash t1

        """, scene: try Self.scene(), file: "c.trace")
        #expect(replayed.failures.map(\.description) == [
            "c.trace:6: expected a custom drop: scan t2, found a custom drop: scan t4 t2",
            "c.trace:14: expected a custom drop: scan, found no custom drop (applied: trash t1)",
        ])
    }
}
