extension Scene {
    /// The built-in todo scene (seed 004 in points, viewport 800 × 600), the same text as
    /// `Demo/scenes/todo.json`; a test keeps the two identical.
    public static let todoJSON = #"""
    {
      "name": "todo",
      "viewport": {"width": 800, "height": 600},
      "lists": [
        {"id": "inbox", "title": "Inbox", "tasks": [
          {"id": "t1", "title": "Buy milk"},
          {"id": "t2", "title": "Walk the dog"},
          {"id": "t3", "title": "Write report"},
          {"id": "t4", "title": "Call mom"},
          {"id": "t5", "title": "Pay bills"}
        ]},
        {"id": "today", "title": "Today"},
        {"id": "upcoming", "title": "Upcoming"}
      ],
      "receivers": [
        {"id": "list", "frame": {"x": 20, "y": 60, "width": 460, "height": 520},
         "role": {"list": "inbox"}, "accepts": ["task", "addNew"],
         "rows": {"x": 30, "y": 70, "width": 440, "height": 44, "pitch": 50, "z": 1, "activation": "longPress"}},
        {"id": "complete", "frame": {"x": 540, "y": 80, "width": 220, "height": 140},
         "role": "complete", "accepts": ["task"]},
        {"id": "trash", "frame": {"x": 540, "y": 260, "width": 220, "height": 140},
         "role": "trash", "accepts": ["task"]}
      ],
      "sources": [
        {"id": "add", "frame": {"x": 540, "y": 460, "width": 220, "height": 100},
         "payload": "addNew", "activation": {"distance": 4}}
      ]
    }

    """#

    /// The built-in todo scene, decoded.
    public static var todo: Scene {
        do {
            return try decode(todoJSON, file: "built-in todo scene")
        } catch {
            preconditionFailure("the built-in todo scene does not decode: \(error)")
        }
    }
}
