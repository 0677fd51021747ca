import Replay
import Runtime
import Testing

/// A selection in a trace, as a QA trial's drop-rule traces used it on the kanban board: the
/// action of its drop is named whole.
@Suite struct SelectionTraceTests {
    /// The trial's drop: Navbar, Footer and Rate limit selected, Rate limit dragged to Trash.
    static let trashThree = """
    select c10 c11 c13
    0 down 1 touch 490 342
    +300 move 1 1100 480 over 200
    +50 up 1

    """

    @Test("expect action trash c13 fails when the drop trashed c10 c11 c13, saying how to name them all; the three named in any order hold")
    func actionOfASelectionIsNamedWhole() throws {
        let replayed = try replay(Self.trashThree + """
        expect action trash c13
        expect action trash c10 c13
        expect action trash c13 c10 c11
        expect action trash c10 c11 c13
        expect trashed 3

        """, scene: try Kanban.scene(), file: "k.trace")
        #expect(replayed.failures.map(\.description) == [
            "k.trace:5: expected action trash c13, found trash c10 c11 c13 (one action of several nodes: a line matching it names them all, expect action trash c10 c11 c13)",
            "k.trace:6: expected action trash c10 c13, found trash c10 c11 c13 (one action of several nodes: a line matching it names them all, expect action trash c10 c11 c13)",
        ])
    }
}
