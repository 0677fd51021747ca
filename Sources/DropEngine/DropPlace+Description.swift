/// How a place prints, by the ids it names: `onto complete`, `2 of 5 in list`, `1 of 2 in list,
/// folder fa`, `3 of 3 in doc, section today`.
extension DropPlace: CustomStringConvertible {
    public var description: String {
        switch self {
        case .onto(let receiver): "onto \(receiver)"
        case .among(let receiver, let container, let position, let count):
            switch container {
            case .topLevel: "\(position) of \(count) in \(receiver)"
            case .folder(let id): "\(position) of \(count) in \(receiver), folder \(id)"
            case .section(let id): "\(position) of \(count) in \(receiver), section \(id)"
            }
        }
    }
}
