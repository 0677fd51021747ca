"""libDragToAct from Python's ctypes (standard library only): one long-press drag of "Buy milk"
onto Complete through the runtime, checked by its events and the board JSON.

    python3 Tests/c/ctypes_smoke.py PREFIX      (PREFIX from Scripts/install-c.sh)
"""
import ctypes
import json
import os
import sys


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
    assert lib.dta_version() == 1006001, lib.dta_version()
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
    print("ctypes: Buy milk dropped on Complete and applied; 1 passed, 0 failed")


if __name__ == "__main__":
    main(sys.argv[1])
