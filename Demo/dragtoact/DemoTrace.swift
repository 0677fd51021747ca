/// The built-in demo trace, the same text as `Demo/traces/demo.trace` (a test keeps them equal).
enum DemoTrace {
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
}
