import Runtime

/// The board of a QA trial's drop-rule traces (a kanban: Backlog with folders, Doing with two
/// headers, Review, Done and Trash), trimmed to what the tests here drag: its coordinates are the
/// trial's, so its traces play here as they were written.
enum Kanban {
    static let json = #"""
    {"name": "kanban", "viewport": {"width": 1280, "height": 800},
     "lists": [
      {"id": "backlog", "title": "Backlog", "tasks": [
        {"id": "c1", "title": "Login page"},
        {"id": "f1", "title": "Epic Billing", "folder": {"expanded": true, "tasks": [{"id": "c2", "title": "Invoices"}, {"id": "c3", "title": "Refunds"}]}},
        {"id": "c4", "title": "Onboarding email"}]},
      {"id": "doing", "title": "Doing", "tasks": [
        {"id": "h1", "title": "Frontend", "header": true}, {"id": "c10", "title": "Navbar"}, {"id": "c11", "title": "Footer"},
        {"id": "h2", "title": "Backend", "header": true}, {"id": "c12", "title": "API auth"}, {"id": "c13", "title": "Rate limit"}]},
      {"id": "review", "title": "Review", "tasks": [{"id": "r1", "title": "Review 1"}, {"id": "r2", "title": "Review 2"}]}],
     "receivers": [
      {"id": "col-backlog", "frame": {"x": 20, "y": 60, "width": 300, "height": 600}, "role": {"list": "backlog"},
       "accepts": ["task", "addNew"],
       "rows": {"x": 30, "y": 70, "width": 280, "height": 44, "pitch": 50, "z": 1, "activation": "longPress", "indent": 20}},
      {"id": "col-doing", "frame": {"x": 340, "y": 60, "width": 300, "height": 600}, "role": {"list": "doing"},
       "accepts": ["task", "addNew"],
       "rows": {"x": 350, "y": 70, "width": 280, "height": 44, "pitch": 50, "z": 1, "activation": "longPress"}},
      {"id": "col-review", "frame": {"x": 660, "y": 60, "width": 300, "height": 600}, "role": {"list": "review"},
       "accepts": ["task"],
       "rows": {"x": 670, "y": 70, "width": 280, "height": 44, "pitch": 50, "z": 1, "activation": "longPress"}},
      {"id": "done", "frame": {"x": 960, "y": 60, "width": 300, "height": 300}, "role": "complete", "accepts": ["task"], "edgeHysteresis": 6},
      {"id": "trash", "frame": {"x": 960, "y": 380, "width": 300, "height": 200}, "role": "trash", "accepts": ["task"]}],
     "sources": [
      {"id": "add-card", "frame": {"x": 960, "y": 620, "width": 300, "height": 100}, "payload": "addNew", "activation": {"distance": 10}}]}
    """#

    static func scene() throws -> Scene { try Scene.decode(json, file: "kanban.json") }
}
