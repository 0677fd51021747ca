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
        /// The caller asked for what no store can be: an empty path, no list, a negative busy
        /// timeout. No file was opened.
        case invalidArgument
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

    public var description: String {
        var text = "store \(path): \(operation): \(message)"
        if case .sqlite(let code) = kind { text += " (SQLite result code \(code))" }
        return text
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
