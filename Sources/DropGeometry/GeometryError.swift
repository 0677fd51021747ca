/// A coordinate or size that the engine refuses: not finite, or a size below zero.
///
/// The message names the value and what was expected, e.g.
/// `receiver "trash" frame.width: expected a finite number ≥ 0, found -3`.
public struct GeometryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of value was refused.
    public enum Code: Hashable, Sendable {
        case notFinite
        case negativeSize
    }

    public let code: Code
    /// The dotted name of the refused value, e.g. `receiver "trash" frame.width`.
    public let field: String
    /// The refused value, printed (`nan`, `inf`, `-3`).
    public let found: String

    public init(code: Code, field: String, found: String) {
        self.code = code
        self.field = field
        self.found = found
    }

    public var description: String {
        switch code {
        case .notFinite: "\(field): expected a finite number, found \(found)"
        case .negativeSize: "\(field): expected a finite number ≥ 0, found \(found)"
        }
    }

    static func checkFinite(_ value: Double, _ field: @autoclosure () -> String) throws(GeometryError) {
        guard value.isFinite else {
            throw GeometryError(code: .notFinite, field: field(), found: formatCoordinate(value))
        }
    }

    static func checkSize(_ value: Double, _ field: @autoclosure () -> String) throws(GeometryError) {
        guard value.isFinite else {
            throw GeometryError(code: .negativeSize, field: field(), found: formatCoordinate(value))
        }
        guard value >= 0 else {
            throw GeometryError(code: .negativeSize, field: field(), found: formatCoordinate(value))
        }
    }
}
