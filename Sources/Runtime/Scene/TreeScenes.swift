extension Scene {
    /// The built-in files scene (seed 003: nested folders with drop zones), the same text as
    /// `Demo/scenes/files.json`; a test keeps the two identical.
    public static let filesJSON = #"""
    {
      "name": "files",
      "viewport": {"width": 800, "height": 600},
      "lists": [
        {"id": "files", "title": "Files", "tasks": [
          {"id": "r1", "title": "Readme"},
          {"id": "fa", "title": "Folder A", "folder": {"expanded": true, "tasks": [
            {"id": "a1", "title": "Notes A1"},
            {"id": "a2", "title": "Notes A2"},
            {"id": "fb", "title": "Folder B", "folder": {"expanded": false, "tasks": [
              {"id": "b1", "title": "Photo B1"}
            ]}}
          ]}},
          {"id": "r2", "title": "Budget"},
          {"id": "fc", "title": "Folder C", "folder": {"tasks": [
            {"id": "c1", "title": "Draft C1"}
          ]}},
          {"id": "r3", "title": "Todo"}
        ]}
      ],
      "receivers": [
        {"id": "list", "frame": {"x": 20, "y": 60, "width": 460, "height": 520},
         "role": {"list": "files"}, "accepts": ["task"],
         "rows": {"x": 30, "y": 70, "width": 440, "height": 36, "pitch": 40, "indent": 24, "z": 1, "activation": "longPress"},
         "springLoad": {"milliseconds": 700}},
        {"id": "complete", "frame": {"x": 540, "y": 80, "width": 220, "height": 140},
         "role": "complete", "accepts": ["task"]},
        {"id": "trash", "frame": {"x": 540, "y": 260, "width": 220, "height": 140},
         "role": "trash", "accepts": ["task"]}
      ]
    }
    """#

    /// The built-in documents scene (seed 002: headers, loose items above the first, a folder),
    /// the same text as `Demo/scenes/documents.json`; a test keeps the two identical.
    public static let documentsJSON = #"""
    {
      "name": "documents",
      "viewport": {"width": 800, "height": 600},
      "lists": [
        {"id": "docs", "title": "Documents", "tasks": [
          {"id": "d0", "title": "Loose note"},
          {"id": "h1", "title": "Work", "header": true},
          {"id": "d1", "title": "Report"},
          {"id": "d2", "title": "Slides"},
          {"id": "h2", "title": "Home", "header": true},
          {"id": "d3", "title": "Taxes"},
          {"id": "fd", "title": "Archive", "folder": {"expanded": false, "tasks": [
            {"id": "d4", "title": "Old letter"}
          ]}}
        ]}
      ],
      "receivers": [
        {"id": "list", "frame": {"x": 20, "y": 60, "width": 460, "height": 520},
         "role": {"list": "docs"}, "accepts": ["task"],
         "rows": {"x": 30, "y": 70, "width": 440, "height": 36, "pitch": 40, "z": 1, "activation": "longPress",
                  "swipe": {"left": "trash"}, "headerSwipe": {"left": "trash section", "right": "rename"},
                  "headerTap": "rename"}},
        {"id": "complete", "frame": {"x": 540, "y": 80, "width": 220, "height": 140},
         "role": "complete", "accepts": ["task"]},
        {"id": "trash", "frame": {"x": 540, "y": 260, "width": 220, "height": 140},
         "role": "trash", "accepts": ["task"]}
      ]
    }
    """#

    /// The built-in projects scene (seed 000: tasks grouped by project in sections, one
    /// collapsed), the same text as `Demo/scenes/projects.json`; a test keeps the two identical.
    public static let projectsJSON = #"""
    {
      "name": "projects",
      "viewport": {"width": 800, "height": 600},
      "lists": [
        {"id": "work", "title": "Work", "tasks": [
          {"id": "w1", "title": "Write spec"},
          {"id": "w2", "title": "Review PR"},
          {"id": "w3", "title": "Ship release"}
        ]},
        {"id": "home", "title": "Home", "tasks": [
          {"id": "m1", "title": "Laundry"},
          {"id": "m2", "title": "Call plumber"}
        ]},
        {"id": "errands", "title": "Errands", "tasks": [
          {"id": "e1", "title": "Post office"}
        ]}
      ],
      "receivers": [
        {"id": "projects", "frame": {"x": 20, "y": 60, "width": 460, "height": 520},
         "role": {"sections": ["work", "home", "errands"], "collapsed": ["errands"]}, "accepts": ["task"],
         "rows": {"x": 30, "y": 70, "width": 440, "height": 36, "pitch": 40, "z": 1, "activation": "longPress"}},
        {"id": "complete", "frame": {"x": 540, "y": 80, "width": 220, "height": 140},
         "role": "complete", "accepts": ["task"]},
        {"id": "trash", "frame": {"x": 540, "y": 260, "width": 220, "height": 140},
         "role": "trash", "accepts": ["task"]}
      ]
    }
    """#

    /// The built-in scenes' texts by name: a scene added here is in ``builtInNames`` and ``builtIn(_:)``.
    private static let builtInTexts: [(name: String, text: String)] =
        [("todo", todoJSON), ("files", filesJSON), ("documents", documentsJSON), ("projects", projectsJSON)]

    /// The built-in scenes by name: `todo`, `files`, `documents`, `projects`.
    public static let builtInNames = builtInTexts.map(\.name)

    /// The built-in scene called `name`, decoded, or `nil` for another name.
    public static func builtIn(_ name: String) -> Scene? {
        guard let text = builtInTexts.first(where: { $0.name == name })?.text else { return nil }
        do {
            return try decode(text, file: "built-in \(name) scene")
        } catch {
            preconditionFailure("the built-in \(name) scene does not decode: \(error)")
        }
    }
}
