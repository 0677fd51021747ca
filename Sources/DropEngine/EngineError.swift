/// A registration the dispatcher refuses: it says what, where and why.
public struct EngineError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Code: Hashable, Sendable {
        case duplicateReceiver
        case unknownReceiver
        case duplicateSource
        case unknownSource
        case invalidGeometry
        case notAList
        case rowsOutOfOrder
    }

    public let code: Code
    public let message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
