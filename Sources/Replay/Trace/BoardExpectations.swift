import TaskModel

extension TaskBoard {
    /// The board as the `expect` lines of a native trace, each ending in a line feed: every list's
    /// open nodes in order — as a tree when the list holds a folder, so what each folder holds is
    /// pinned too (`expect tree files: r1 fa[a1 fb[b1]] r2`) — then which folders are expanded and
    /// which collapsed (in display order), then how many tasks are completed and trashed (an empty
    /// list's line is `expect order today:`, nothing after the colon). A trace that ends with them
    /// passes `check` on this board; `dragtoact live --record` ends its trace with them.
    ///
    /// ```swift
    /// print(board.expectationLines, terminator: "")
    /// // expect order inbox: t2 t3
    /// // expect completed 1
    /// // expect trashed 0
    /// ```
    /// - Complexity: O(*n*) for *n* open nodes.
    public var expectationLines: String {
        var text = ""
        var expanded: [TaskID] = []
        var collapsed: [TaskID] = []
        func nodes(_ items: [TaskItem]) -> [TreeNode] {
            items.map { item in
                guard case .folder(let open) = item.kind else { return TreeNode(id: item.id) }
                if open { expanded.append(item.id) } else { collapsed.append(item.id) }
                return TreeNode(id: item.id, children: nodes(children(of: item.id)))
            }
        }
        for list in lists {
            let top = openTasks(in: list)
            if top.contains(where: \.isFolder) {
                text += "expect tree \(NativeTrace.word(list.rawValue)): " + nodes(top).map(\.description).joined(separator: " ") + "\n"
            } else {
                // An empty list's line ends at its colon, with no space after it.
                text += "expect order \(NativeTrace.word(list.rawValue)):" + top.map { " " + NativeTrace.word($0.id.rawValue) }.joined() + "\n"
            }
        }
        if !expanded.isEmpty { text += "expect expanded " + NativeTrace.words(expanded) + "\n" }
        if !collapsed.isEmpty { text += "expect collapsed " + NativeTrace.words(collapsed) + "\n" }
        return text + "expect completed \(completedCount)\nexpect trashed \(trashedCount)\n"
    }
}
