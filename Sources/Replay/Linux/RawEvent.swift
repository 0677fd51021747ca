import Runtime

/// One kernel event as recorded: its time in microseconds, type, code and value, its line, and
/// the column its value is written at (for an error about the value).
struct RawEvent: Hashable, Sendable {
    var time: Int64
    var type: Int
    var code: Int
    var value: Int
    var line: Int
    var column: Int

    /// Whether this event ends a frame.
    var isSynReport: Bool { type == EV.syn && code == EV.synReport }

    /// The time in seconds with six decimals, as evemu writes it: `3.500000`.
    var secondsText: String { Self.secondsText(time) }

    /// `microseconds` (≥ 0) in seconds with six decimals: `3.500000`.
    static func secondsText(_ microseconds: Int64) -> String {
        let fraction = String(microseconds % 1_000_000)
        return "\(microseconds / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
    }
}

/// Event types and codes from linux/input-event-codes.h, and input properties.
enum EV {
    static let syn = 0, key = 1, rel = 2, abs = 3
    static let synReport = 0, synMTReport = 2, synDropped = 3
    static let btn0 = 0x100, btnLeft = 0x110, btnTouch = 0x14a, btnStylus = 0x14b
    /// BTN_MOUSE up to BTN_JOYSTICK: the buttons udev counts as a mouse's.
    static let mouseButtons = 0x110..<0x120
    /// Tablet tools: the pen and its kin (pen, eraser, brush, pencil, airbrush), the finger, the
    /// mouse and the lens cursor.
    static let btnToolPen = 0x140, btnToolFinger = 0x145, btnToolMouse = 0x146, btnToolLens = 0x147
    /// The tools a pen or a single touch is in range by: the pen and its kin, the finger, the mouse,
    /// the lens, and the counts of fingers (QUINTTAP; DOUBLETAP, TRIPLETAP, QUADTAP).
    static let btnTools: Set<Int> = [0x140, 0x141, 0x142, 0x143, 0x144, 0x145, 0x146, 0x147, 0x148, 0x14d, 0x14e, 0x14f]
    static let relX = 0, relY = 1, relHWheel = 6, relWheel = 8, relWheelHiRes = 0x0b, relHWheelHiRes = 0x0c
    static let absX = 0, absY = 1
    static let mtSlot = 0x2f, mtPositionX = 0x35, mtPositionY = 0x36, mtToolType = 0x37, mtTrackingID = 0x39
    /// `ABS_MT_TOOL_TYPE`'s value for a palm (MT_TOOL_FINGER is 0, MT_TOOL_PEN 1).
    static let mtToolPalm = 2
    static let propDirect = 1

    static func keyName(_ code: Int) -> String {
        switch code {
        case btnLeft: "BTN_LEFT"
        case btnTouch: "BTN_TOUCH"
        case 0x140: "BTN_TOOL_PEN"
        case 0x141: "BTN_TOOL_RUBBER"
        case 0x142: "BTN_TOOL_BRUSH"
        case 0x143: "BTN_TOOL_PENCIL"
        case 0x144: "BTN_TOOL_AIRBRUSH"
        case 0x145: "BTN_TOOL_FINGER"
        case 0x146: "BTN_TOOL_MOUSE"
        case 0x147: "BTN_TOOL_LENS"
        case 0x148: "BTN_TOOL_QUINTTAP"
        case 0x14d: "BTN_TOOL_DOUBLETAP"
        case 0x14e: "BTN_TOOL_TRIPLETAP"
        case 0x14f: "BTN_TOOL_QUADTAP"
        default: "key \(code)"
        }
    }

    static func axisName(_ code: Int) -> String {
        switch code {
        case absX: "ABS_X"
        case absY: "ABS_Y"
        case mtSlot: "ABS_MT_SLOT"
        case mtPositionX: "ABS_MT_POSITION_X"
        case mtPositionY: "ABS_MT_POSITION_Y"
        default: "ABS axis \(code)"
        }
    }
}
