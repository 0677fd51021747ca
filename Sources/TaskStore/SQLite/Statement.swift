import CSQLite

/// A prepared statement: bind, step, read columns, reset.
final class Statement {
    private let database: Database
    private let handle: OpaquePointer?
    let sql: String
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    init(database: Database, handle: OpaquePointer?, sql: String) {
        self.database = database
        self.handle = handle
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds values to `?1`, `?2`, … in order; `nil` binds NULL.
    func bind(_ values: [SQLValue?]) throws(StoreError) {
        // Not checked: after a step that failed, reset returns that step's error again, and it
        // was thrown then. (Checking it failed the next write after any failed one: a drop
        // refused for a full disk made the first drop after it fail too.)
        sqlite3_reset(handle)
        try database.check(sqlite3_clear_bindings(handle), "clearing bindings", sql: sql)
        for (i, value) in values.enumerated() {
            let index = Int32(i + 1)
            let code: Int32 = switch value {
            case nil: sqlite3_bind_null(handle, index)
            case .integer(let n): sqlite3_bind_int64(handle, index, n)
            case .real(let x): sqlite3_bind_double(handle, index, x)
            case .text(let s): bindText(s, at: index)
            }
            try database.check(code, "binding", sql: sql)
        }
    }

    /// Binds text by its UTF-8 byte count, not up to a NUL: a title may hold U+0000.
    private func bindText(_ text: String, at index: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return sqlite3_bind_text(handle, index, "", 0, Self.transient) }
            guard bytes.count <= Int32.max else { return SQLITE_TOOBIG }
            return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                sqlite3_bind_text(handle, index, $0, Int32(bytes.count), Self.transient)
            }
        }
    }

    /// Steps once: `true` when a row is ready, `false` when done.
    func step() throws(StoreError) -> Bool {
        let code = sqlite3_step(handle)
        try database.check(code, "executing", sql: sql)
        return code == SQLITE_ROW
    }

    /// Binds, runs to the end, and resets: for writes.
    func run(_ values: [SQLValue?]) throws(StoreError) {
        try bind(values)
        while try step() {}
        try database.check(sqlite3_reset(handle), "resetting", sql: sql)
    }

    func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    /// Column `column` as an integer, refusing any other stored type: SQLite would turn the
    /// text `'abc'` into 0 and `1.5` into 1 without a word. `owner` names the row in the error.
    func integer(_ column: Int32, of owner: String, _ operation: String) throws(StoreError) -> Int64 {
        guard sqlite3_column_type(handle, column) == SQLITE_INTEGER else {
            throw mismatch(column, of: owner, operation, expected: "an integer")
        }
        return sqlite3_column_int64(handle, column)
    }

    /// Column `column` as an integer, or `nil` for NULL; any other stored type is refused.
    func optionalInteger(_ column: Int32, of owner: String, _ operation: String) throws(StoreError) -> Int64? {
        isNull(column) ? nil : try integer(column, of: owner, operation)
    }

    /// Column `column` as text, refusing other stored types and bytes that are not UTF-8
    /// (which `text(_:)` would patch over with replacement characters).
    func string(_ column: Int32, of owner: String, _ operation: String) throws(StoreError) -> String {
        guard sqlite3_column_type(handle, column) == SQLITE_TEXT, let bytes = sqlite3_column_text(handle, column) else {
            throw mismatch(column, of: owner, operation, expected: "text")
        }
        let buffer = UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, column)))
        guard let text = String(validating: buffer, as: UTF8.self) else {
            throw mismatch(column, of: owner, operation, expected: "UTF-8 text", found: "text that is not UTF-8 (\(buffer.count) bytes)")
        }
        return text
    }

    /// A corrupt-row error: which row, which column, what it should hold and what it holds
    /// (`found`, or the stored value described by its type).
    private func mismatch(_ column: Int32, of owner: String, _ operation: String, expected: String, found: String? = nil) -> StoreError {
        let name = sqlite3_column_name(handle, column).map { String(cString: $0) } ?? "column \(column)"
        let stored = switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER: "the integer \(sqlite3_column_int64(handle, column))"
        case SQLITE_FLOAT: "the real \(sqlite3_column_double(handle, column))"
        case SQLITE_NULL: "NULL"
        case SQLITE_BLOB: "a blob of \(sqlite3_column_bytes(handle, column)) bytes"
        default: "the text \"\(text(column))\""
        }
        let held = found ?? stored
        return StoreError(kind: .corrupt, path: database.path, operation: operation,
                          message: "\(owner): \(name) holds \(held), expected \(expected)")
    }
    func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }
    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }
    func text(_ column: Int32) -> String {
        guard let pointer = sqlite3_column_text(handle, column) else { return "" }
        return String(cString: pointer)
    }
}

enum SQLValue {
    case integer(Int64)
    case real(Double)
    case text(String)
}
