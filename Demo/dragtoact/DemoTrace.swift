/// The built-in demo traces, the same texts as `Demo/traces/demo.trace`, `demo-files.trace`,
/// `demo-documents.trace` and `demo-projects.trace` (a test keeps them equal).
enum DemoTrace {
    /// Each demo's trace by its scene's name.
    static let texts = ["todo": text, "files": files, "documents": documents, "projects": projects]

    static let text = #"""
    # The built-in demo: every action of the todo scene, at real speed.
    scene todo

    # 1. Long-press "Buy milk" and drag it to Complete.
    0      down 1 touch 250 92
    +350   move 1 650 150 over 600
    +300   up 1
    expect action complete t1
    expect completed 1

    # 2. "Walk the dog" (now the top row) to Trash.
    +600   down 1 touch 250 92
    +400   move 1 650 330 over 600
    +300   up 1
    expect action trash t2
    expect trashed 1

    # 3. Add New dropped into the list, between the second and third rows.
    +600   down 1 touch 650 510
    +100   move 1 250 160 over 700
    +300   up 1
    expect action add at 2
    expect order t3 t4 new-1 t5

    # 4. Reorder: long-press "Pay bills" and move it to the top.
    +600   down 1 touch 250 242
    +400   move 1 250 70 over 500
    +300   up 1
    expect action reorder t5 to 0
    expect order t5 t3 t4 new-1

    # 5. Add New dropped on Trash: refused, nothing changes.
    +600   down 1 touch 650 510
    +100   move 1 650 330 over 500
    +300   up 1
    expect refused trash kindNotAccepted
    expect no action

    # 6. A drag released outside every receiver returns to its place.
    +600   down 1 touch 250 92
    +400   move 1 510 40 over 400
    +300   up 1
    expect cancelled releasedOutside
    expect no action
    expect order t5 t3 t4 new-1
    expect completed 1

    """#

    static let files = #"""
    # The built-in files demo (seed 003): folders, drop zones, spring-loading, at real speed.
    scene files

    # 1. Readme dropped on Folder C's drop zone: inside the collapsed folder, at its end.
    0      down 1 touch 250 88
    +350   move 1 250 448 over 600
    +300   up 1
    expect tree fa[a1 a2 fb[b1]] r2 fc[c1 r1] r3

    # 2. Notes A1 dropped on its own folder's drop zone: out of Folder A, right after it.
    +600   down 1 touch 250 128
    +400   move 1 250 288 over 600
    +300   up 1
    expect tree fa[a2 fb[b1]] a1 r2 fc[c1 r1] r3

    # 3. Todo rests on collapsed Folder B: it springs open, and Todo goes inside it, first.
    +600   down 1 touch 250 448
    +400   move 1 250 168 over 600
    pause  700
    expect expanded fb
    +200   move 1 250 195 over 200
    +300   up 1
    expect tree fa[a2 fb[r3 b1]] a1 r2 fc[c1 r1]

    # 4. Folder A over its own contents is blocked; released there, nothing changes.
    +600   down 1 touch 250 88
    +400   move 1 250 170 over 400
    +300   up 1
    expect cancelled blocked

    # 5. A tap closes Folder A.
    +600   down 1 touch 250 88
    +100   up 1
    expect collapsed fa

    """#

    static let documents = #"""
    # The built-in documents demo (seed 002): headers own the items below them, by position.
    scene documents

    # 1. Slides moves up under Work's header, before Report.
    0      down 1 touch 250 208
    +350   move 1 250 150 over 600
    +300   up 1
    expect tree d0 h1 d2 d1 h2 d3 fd[d4]
    expect under h1: d2 d1

    # 2. The Home header moves to the top, alone: the loose note becomes Home's.
    +600   down 1 touch 250 248
    +400   move 1 250 75 over 600
    +300   up 1
    expect under h2: d0
    expect under none:

    # 3. A header over the Archive folder is blocked: headers stay at the top level.
    +600   down 1 touch 250 168
    +400   move 1 250 328 over 600
    +300   up 1
    expect cancelled blocked

    # 4. Complete refuses a header under the pointer (the board completes none); Trash takes it alone.
    +600   down 1 touch 250 168
    +400   move 1 650 150 over 600
    +300   up 1
    expect refused complete kindNotAccepted
    expect cancelled releasedOnRefusingReceiver
    +600   down 1 touch 250 168
    +400   move 1 650 330 over 600
    +300   up 1
    expect action trash h1
    expect under h2: d0 d2 d1 d3 fd

    # 5. Swipe-to-delete: Taxes pressed and swiped left past half its row, before its long-press, goes to Trash.
    +600   down 1 touch 420 248
    +100   move 1 150 248 over 400
    +300   up 1
    expect swiped d3 left
    expect action trash d3
    expect under h2: d0 d2 d1 fd

    """#

    static let projects = #"""
    # The built-in projects demo (seed 000): tasks grouped by project in sections; a drop moves a
    # task to another project, there.
    scene projects

    # 1. "Write spec" moves to Home, between Laundry and Call plumber.
    0      down 1 touch 250 128
    +350   move 1 250 308 over 600
    +300   up 1
    expect action move w1 to home
    expect order home: m1 w1 m2

    # 2. Laundry goes to the end of Work: just above Home's title is still Work.
    +600   down 1 touch 250 248
    +400   move 1 250 188 over 600
    +300   up 1
    expect order work: w2 w3 m1

    # 3. Call plumber dropped on the collapsed Errands title: to the end of Errands.
    +600   down 1 touch 250 328
    +400   move 1 250 368 over 600
    +300   up 1
    expect order errands: e1 m2
    expect collapsed errands

    """#
}
