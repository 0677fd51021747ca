/// Input that cannot be used: a scene or trace file that is not what it should be.
///
/// Says where (file, then line and column for text, or a JSON path for structure), what was
/// expected and what was found:
/// `todo.json: receivers[2].frame.width: expected a number from 0 to 1000000000, found "wide"`.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Location: Hashable, Sendable {
        /// A position in the text, 1-based.
        case text(line: Int, column: Int)
        /// A path into a JSON document: `receivers[2].frame.width`; empty for the top level.
        case path(String)
    }

    public var file: String
    public var location: Location
    public var expected: String
    public var found: String

    public init(file: String, location: Location, expected: String, found: String) {
        self.file = file
        self.location = location
        self.expected = expected
        self.found = found
    }

    public var description: String {
        let place: String
        switch location {
        case .text(let line, let column): place = "\(file):\(line):\(column)"
        case .path(let path): place = path.isEmpty ? "\(file): (top level)" : "\(file): \(path)"
        }
        return "\(place): expected \(expected), found \(found)"
    }
}
