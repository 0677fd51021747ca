/// A registration the dispatcher refuses: it says what, where and why.
public struct EngineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of registration was refused, for code that branches on it; ``message`` says the rest.
    public enum Code: Hashable, Sendable {
        case duplicateReceiver
        case unknownReceiver
        case duplicateSource
        case unknownSource
        case invalidGeometry
        case notAList
        case rowsOutOfOrder
        /// Tree rows that do not nest: a row at the wrong depth, a drop zone out of place, contents of a collapsed container.
        case malformedTree
        /// An empty id: traces, JSON and the C ABI cannot name it, and printed it is nothing.
        case emptyID
    }

    public let code: Code
    public let message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
