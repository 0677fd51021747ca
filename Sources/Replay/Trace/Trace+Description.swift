import DropGeometry

extension Trace.Step: CustomStringConvertible {
    /// `line 3: down p1 touch at (250, 92), 0 ms`, `line 7: expect action complete t1`,
    /// `line 9, column 11: key focus t2 at 400 ms`: where it came from (nothing for a step not
    /// from a text line), then its ``Kind``.
    public var description: String {
        guard line > 0 else { return kind.description }
        return "line \(line)" + (column > 0 ? ", column \(column)" : "") + ": \(kind)"
    }
}

extension Trace.Step.Kind: CustomStringConvertible {
    /// The input as ``DropEngine/DragInput`` prints it; an expectation as its trace line;
    /// `select t1 t2` (`select none`); `W3C actions at 300 ms for 100 ms`; `undo at 1200 ms`,
    /// `redo at 1300 ms`; `rename t1 "Milk" at 900 ms` (`rename t1 "Milk" from "Buy milk" at 900 ms`);
    /// `wheel at 100,200 by 75 points, 1000 ms`.
    public var description: String {
        switch self {
        case .input(let input): input.description
        case .expect(let expectation): expectation.description
        case .select(let ids, _): "select " + (ids.isEmpty ? "none" : NativeTrace.words(ids))
        case .actions(let tick): "W3C actions at \(tick.start) ms for \(tick.duration) ms"
        case .undo(let time): "undo at \(time) ms"
        case .redo(let time): "redo at \(time) ms"
        case .rename(let id, let title, let from, let time):
            "rename \(NativeTrace.word(id.rawValue)) \(title.quotedOneLine)" + (from.map { " from \($0.quotedOneLine)" } ?? "") + " at \(time) ms"
        case .wheel(let point, let delta, let time): "wheel at \(point.roundedText) by \(delta.roundedText) points, \(time) ms"
        }
    }
}
