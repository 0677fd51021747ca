extension TaskBoard: CustomStringConvertible {
    /// The board as `dragtoact show` prints it, a line a list in order, then completed and trashed,
    /// with ids; the same text on every run:
    ///
    /// ```
    /// inbox (3): t1 "Buy milk", fa "Files" [t2 "Notes"]
    /// today (0)
    /// completed (1): t3 "Pay bills"
    /// trashed (0)
    /// ```
    ///
    /// A list's count is every open item in it, at every depth; a folder is followed by its open
    /// contents in brackets, and a header by a colon (`h1 "Home": t4 "Taxes"`).
    /// - Complexity: O(*n*) for *n* tasks.
    public var description: String {
        var lines: [String] = []
        for list in lists {
            var count = 0
            let names = nodesText(openTasks(in: list), count: &count)
            lines.append("\(list) (\(count))" + (names.isEmpty ? "" : ": " + names))
        }
        for (name, items) in [("completed", completed), ("trashed", trashed)] {
            lines.append("\(name) (\(items.count))" + (items.isEmpty ? "" : ": " + items.map(\.idAndTitle).joined(separator: ", ")))
        }
        return lines.joined(separator: "\n")
    }

    /// `t1 "Buy milk", h1 "Home": t4 "Taxes", fa "Files" [t2 "Notes"]`, adding each item to `count`.
    private func nodesText(_ nodes: [TaskItem], count: inout Int) -> String {
        var out = ""
        for (k, node) in nodes.enumerated() {
            if k > 0 { out += nodes[k - 1].kind == .header ? " " : ", " }
            count += 1
            out += node.idAndTitle + (node.kind == .header ? ":" : "")
            if node.isFolder { out += " [" + nodesText(children(of: node.id), count: &count) + "]" }
        }
        return out
    }
}

extension TaskItem {
    /// `t1 "Buy milk"`: its id and quoted title, on one line.
    fileprivate var idAndTitle: String { "\(id) \(title.quotedOneLine)" }
}
