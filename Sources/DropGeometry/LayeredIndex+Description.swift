extension LayeredIndex.Handle: CustomStringConvertible {
    /// `handle 3`.
    public var description: String { "handle \(rawValue)" }
}

extension LayeredIndex.Layer: CustomStringConvertible {
    /// `z 1, sequence 4`: its `z`, then when it was inserted among all (later is on top among
    /// equal `z`); `bottom` for ``bottom``.
    public var description: String { self == .bottom ? "bottom" : "z \(z), sequence \(sequence)" }
}
