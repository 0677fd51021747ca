/// Why the store could not do something: what it was doing, on which file, and the cause in
/// words. Every SQLite result code that is not success ends up here. The description is for
/// people and holds no SQL; ``sql`` keeps the statement for debugging.
///
/// `store /tmp/board.db: applying complete t1: locked by another process (database is locked) (SQLite result code 5)`
public struct StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The cause, for code that branches on it.
    public enum Kind: Hashable, Sendable {
        /// SQLite refused: `code` is its (extended) result code.
        case sqlite(code: Int32)
        /// The file is a SQLite database written by a newer DragToAct; it was left untouched.
        case newerSchema(found: Int32, supported: Int32)
        /// The file is not a DragToAct store (another program's database, or not a database); untouched.
        case notOurs
        /// The stored rows break an invariant (a row the model cannot hold).
        case corrupt
        /// The caller asked for what the store cannot do; nothing was written. Where it is thrown:
        /// - opening (`TaskStore(path:…)`): an empty path, no list or an empty list id, a negative
        ///   busy timeout, a writer name ``TaskStore/writerNameProblem(_:)`` refuses — before any
        ///   file is opened;
        /// - opening for a scene (`TaskStore(path:scene:)`, in `Runtime`): the board does not fit
        ///   the scene — after the file was opened, its creation or migration rolled back, the
        ///   file left as it was (that initialiser throws the scene's own error in its place);
        /// - ``TaskStore/setCollapsed(_:_:)`` on an open store: a list the store does not have.
        case invalidArgument
        /// An undo or redo was refused: a node its step changed was changed since by a step that
        /// stays (``HistoryRefusal`` says which and how); nothing was written.
        case conflict
    }

    public var kind: Kind
    public var path: String
    /// What the store was doing: `opening`, `applying complete t1`, `undoing`.
    public var operation: String
    /// The statement that failed, if one did: for debugging, not shown in ``description``.
    public var sql: String?
    public var message: String

    public init(kind: Kind, path: String, operation: String, sql: String? = nil, message: String) {
        self.kind = kind
        self.path = path
        self.operation = operation
        self.sql = sql
        self.message = message
    }

    /// One line: a path's (or a title's) control and format characters are spelled as Swift
    /// spells them, `store /tmp/a\u{A}b.db: …`, so a line feed in a file name does not split the
    /// message and an escape sequence in it is not acted on.
    public var description: String {
        var text = "store \(path): \(operation): \(message)"
        if case .sqlite(let code) = kind { text += " (SQLite result code \(code))" }
        return Self.spelled(text)
    }

    /// `text` with controls (C0, DEL, C1) and format characters but the emoji joiner as `\u{…}`.
    /// - Complexity: O(*n*); printable ASCII is returned as it is.
    static func spelled(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            if category == .control || category == .format && scalar != "\u{200D}" {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// SQLITE_BUSY or SQLITE_LOCKED: another connection holds the database.
    public var isBusy: Bool {
        if case .sqlite(let code) = kind { return code & 0xFF == 5 || code & 0xFF == 6 }
        return false
    }

    /// SQLITE_FULL: the disk (or `max_page_count`) is full.
    public var isFull: Bool {
        if case .sqlite(let code) = kind { return code & 0xFF == 13 }
        return false
    }
}
