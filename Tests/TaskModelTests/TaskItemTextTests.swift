import TaskModel
import Testing

@Suite("Tasks as text")
struct TaskItemTextTests {
    @Test("a task prints as one readable line: id, quoted title, list, order and status, then only the fields it has")
    func taskPrintsAsOneLine() {
        #expect("\(TaskItem(id: "t1", title: "Buy milk", list: "inbox", order: 1_000))" == #"t1 "Buy milk" in inbox, order 1000, open"#)
        let filed = TaskItem(id: "a1", title: "Notes\nA1", list: "files", order: 2_000, status: .completed(sequence: 3),
                             due: UnixTime(milliseconds: 1_795_305_600_000), priority: .high, parent: "fa")
        #expect("\(filed)" == #"a1 "Notes\u{A}A1" in files inside fa, order 2000, completed #3, due 2026-11-22T00:00:00Z, priority high"#)
        #expect("\(TaskItem(id: "fa", title: "Folder A", list: "files", order: 1, status: .trashed(sequence: 4), kind: .folder(expanded: false)))"
                == #"fa "Folder A" in files, order 1, trashed #4, folder (collapsed)"#)
        #expect("\([TaskKind.task, .header, .folder(expanded: true)])" == "[task, header, folder (expanded)]")
    }

    @Test("what a drop does to a task's date prints as words: unchanged, set to a date, set to none")
    func schedulingPrintsAsWords() {
        #expect("\(Scheduling.unchanged)" == "unchanged")
        #expect("\(Scheduling.set(UnixTime(milliseconds: 1_795_305_600_000)))" == "set 2026-11-22T00:00:00Z")
        #expect("\(Scheduling.set(nil))" == "set none")
    }
}
