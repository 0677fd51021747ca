"""libDragToAct from Python's ctypes (standard library only): one long-press drag of "Buy milk"
onto Complete through the runtime, checked by its events and the board JSON; then the same drop on a
store file whose write lock another process (here, Python's sqlite3) holds.

    python3 Tests/c/ctypes_smoke.py PREFIX      (PREFIX from Scripts/install-c.sh)
"""
import ctypes
import json
import os
import sqlite3
import sys
import tempfile
import time


class Input(ctypes.Structure):
    _fields_ = [("size", ctypes.c_uint32), ("type", ctypes.c_int32), ("pointer", ctypes.c_int64),
                ("kind", ctypes.c_int32), ("reserved", ctypes.c_int32), ("x", ctypes.c_double), ("y", ctypes.c_double),
                ("time_ns", ctypes.c_int64)]


class Event(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int32), ("verdict", ctypes.c_int32), ("pointer", ctypes.c_int64), ("time_ns", ctypes.c_int64),
                ("source", ctypes.c_uint64), ("receiver", ctypes.c_uint64)] + \
               [(name, ctypes.c_char_p) for name in ("source_id", "receiver_id", "payload_kind", "object_id", "reason", "detail",
                                                     "task_id", "list_id", "tag")] + \
               [("slot", ctypes.c_int64), ("held_by", ctypes.c_int64), ("deadline_ns", ctypes.c_int64),
                ("has_deadline", ctypes.c_int32), ("badge", ctypes.c_int32), ("x", ctypes.c_double), ("y", ctypes.c_double)]


class Runtime(ctypes.Structure):
    _fields_ = [("id", ctypes.c_uint64)]


DOWN, UP, TICK, TOUCH, APPLIED = 0, 2, 5, 1, 11


def main(prefix):
    lib = ctypes.CDLL(os.path.join(prefix, "lib", "libDragToAct.so"))
    assert lib.dta_version() == 1011000, lib.dta_version()
    assert ctypes.sizeof(Input) == 48 and ctypes.sizeof(Event) == 160
    lib.dta_runtime_last_error.restype = ctypes.c_char_p
    runtime = Runtime()
    assert lib.dta_runtime_create(ctypes.byref(runtime)) == 0
    with open("Demo/scenes/todo.json", "rb") as scene:
        status = lib.dta_runtime_load(runtime, scene.read(), b"todo.json", None)
    assert status == 0, lib.dta_runtime_last_error(runtime)
    events = (Event * 16)()
    total = ctypes.c_size_t()
    applied = []

    def feed(kind, x, y, ms):
        event = Input(ctypes.sizeof(Input), kind, 1, TOUCH, 0, x, y, ms * 1_000_000)
        status = lib.dta_runtime_feed(runtime, ctypes.byref(event), events, 16, ctypes.byref(total))
        assert status == 0, lib.dta_runtime_last_error(runtime)
        applied.extend((e.tag, e.task_id) for e in events[:total.value] if e.type == APPLIED)

    feed(DOWN, 250, 92, 0)
    feed(TICK, 0, 0, 300)
    feed(UP, 650, 150, 800)
    assert applied == [(b"complete", b"t1")], applied
    length = ctypes.c_size_t()
    buffer = ctypes.create_string_buffer(4096)
    assert lib.dta_runtime_board_json(runtime, buffer, 4096, ctypes.byref(length)) == 0
    board = json.loads(buffer.value)["final"]
    assert board["completed"] == [{"id": "t1", "title": "Buy milk"}], board
    assert lib.dta_runtime_destroy(runtime) == 0
    assert lib.dta_runtime_destroy(runtime) == 4  # DTA_ERR_HANDLE: destroyed
    locked_store_refuses_the_drop_within_a_second(lib)
    print("ctypes: Buy milk dropped on Complete and applied; a drop on a locked store refused in 1 s; 2 passed, 0 failed")


def locked_store_refuses_the_drop_within_a_second(lib):
    """While another process holds the store's write lock, a drop waits at most 1 s (1.6.2), then
    DTA_ERR_STORE: it waited 5 s, and the library's one lock held every other call that long."""
    runtime = Runtime()
    assert lib.dta_runtime_create(ctypes.byref(runtime)) == 0
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "board.db")
        with open("Demo/scenes/todo.json", "rb") as scene:
            status = lib.dta_runtime_load(runtime, scene.read(), b"todo.json", path.encode())
        assert status == 0, lib.dta_runtime_last_error(runtime)
        events = (Event * 16)()
        total = ctypes.c_size_t()

        def feed(kind, x, y, ms):
            event = Input(ctypes.sizeof(Input), kind, 1, TOUCH, 0, x, y, ms * 1_000_000)
            return lib.dta_runtime_feed(runtime, ctypes.byref(event), events, 16, ctypes.byref(total))

        assert feed(DOWN, 250, 92, 0) == 0 and feed(TICK, 0, 0, 300) == 0
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # held for 3 s: longer than the wait, shorter than the old 5 s
        start = time.monotonic()
        status = feed(UP, 650, 150, 800)
        waited = time.monotonic() - start
        error = lib.dta_runtime_last_error(runtime)
        time.sleep(max(0.0, 3.0 - waited))
        other.execute("ROLLBACK")
        other.close()
        assert status == 8 and b"locked by another process" in error, (status, error)  # DTA_ERR_STORE
        assert waited < 2.5, f"the drop waited {waited:.1f} s for the lock"
        assert feed(DOWN, 250, 92, 1000) == 0 and feed(TICK, 0, 0, 1300) == 0 and feed(UP, 650, 150, 1800) == 0, \
            lib.dta_runtime_last_error(runtime)
        assert [e.tag for e in events[:total.value] if e.type == APPLIED] == [b"complete"]
    assert lib.dta_runtime_destroy(runtime) == 0


if __name__ == "__main__":
    main(sys.argv[1])
