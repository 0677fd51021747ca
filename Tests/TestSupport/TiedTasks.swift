import TaskModel

/// Tasks g (key 500), h (key 2000), and six tasks sharing key 1000 that differ in due date,
/// priority, title and id.
public let tiedTasks: [TaskItem] = [
    TaskItem(id: "g", title: "Start", list: "inbox", order: 500),
    TaskItem(id: "a", title: "Zebra", list: "inbox", order: 1_000, due: UnixTime(milliseconds: 100)),
    TaskItem(id: "b", title: "Apple", list: "inbox", order: 1_000, due: UnixTime(milliseconds: 200), priority: .high),
    TaskItem(id: "c", title: "Mango", list: "inbox", order: 1_000, priority: .low),
    TaskItem(id: "d", title: "Kiwi", list: "inbox", order: 1_000, priority: .high),
    TaskItem(id: "e", title: "Banana", list: "inbox", order: 1_000, priority: .high),
    TaskItem(id: "f", title: "Banana", list: "inbox", order: 1_000, priority: .high),
    TaskItem(id: "h", title: "End", list: "inbox", order: 2_000),
]
