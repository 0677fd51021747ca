/// Why the store could not do something: what it was doing, on which file, with which SQL,
/// and SQLite's own words. Every SQLite result code that is not success ends up here.
///
/// `store /tmp/board.db: executing "BEGIN IMMEDIATE": database is locked (SQLITE_BUSY, 5)`
public struct StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// SQLite refused: `code` is its (extended) result code.
        case sqlite(code: Int32)
        /// The file is a SQLite database written by a newer DragToAct; it was left untouched.
        case newerSchema(found: Int32, supported: Int32)
        /// The file is not a DragToAct store (another program's database, or not a database); untouched.
        case notOurs
        /// The stored rows break an invariant (a row the model cannot hold).
        case corrupt
    }

    public var kind: Kind
    public var path: String
    /// What the store was doing: `opening`, `applying complete t1`, `undoing`.
    public var operation: String
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
        var text = "store \(path): \(operation)"
        if let sql { text += " (\"\(sql)\")" }
        text += ": \(message)"
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
