import Runtime
import DropEngine
import TaskModel

/// The `expect` statements of the native format:
///
/// ```text
/// expect action complete t1        expect action trash t2
/// expect action add at 3           expect action reorder t3 to 0
/// expect action move t1 to today   expect no action
/// expect drag t1                   expect no drag
/// expect refused trash kindNotAccepted
/// expect cancelled releasedOutside expect press ended movedBeforeLongPress
/// expect press refused t1
/// expect order t2 t1 t3            expect order today: t1
/// expect completed 1               expect trashed 0
/// expect scheduled t1 2026-11-21   expect scheduled t2 none
/// ```
extension NativeTraceParser {
    static let cancelReasons = ["releasedOutside", "releasedOnRefusingReceiver", "escape", "pointerCancelled",
                                "receiverRemoved", "pointerPressedAgain"]
    static let pressEndReasons = ["released", "movedBeforeLongPress", "escape", "pointerCancelled",
                                  "pointerPressedAgain", "sourceRemoved"]
    static let expectations = "action, no action, drag, no drag, refused, cancelled, press ended, press refused, order, completed, trashed or scheduled"

    mutating func parseExpectation() throws(InputError) -> TraceExpectation {
        let what = try next(expected: Self.expectations)
        switch what.text {
        case "action":
            return .action(try parseExpectedAction())
        case "no":
            let object = try next(expected: "action or drag")
            switch object.text {
            case "action": return .noAction
            case "drag": return .noDrag
            default: throw error(at: object, expected: "action or drag")
            }
        case "drag":
            return .drag(SourceID(String(try next(expected: "a source id").text)))
        case "refused":
            let receiver = ReceiverID(String(try next(expected: "a receiver id").text))
            var reason: String?
            if let token = peek {
                reason = String(token.text)
                cursor += 1
            }
            return .refused(receiver, reason: reason)
        case "cancelled":
            return .cancelled(try parseWord(among: Self.cancelReasons))
        case "press":
            let word = try next(expected: "ended or refused")
            switch word.text {
            case "ended": return .pressEnded(try parseWord(among: Self.pressEndReasons))
            case "refused": return .pressRefused(SourceID(String(try next(expected: "a source id").text)))
            default: throw error(at: word, expected: "ended or refused")
            }
        case "order":
            var list: ListID?
            if let first = peek, first.text.hasSuffix(":") {
                cursor += 1
                list = ListID(String(first.text.dropLast()))
            }
            var ids: [TaskID] = []
            while let token = peek {
                ids.append(TaskID(String(token.text)))
                cursor += 1
            }
            return .order(list, ids)
        case "completed":
            return .completed(try parseCount())
        case "trashed":
            return .trashed(try parseCount())
        case "scheduled":
            let id = try taskID()
            let day = try next(expected: "a day (YYYY-MM-DD) or none")
            if day.text == "none" { return .scheduled(id, nil) }
            guard let date = ISOText.date(day.text.utf8) else {
                throw error(at: day, expected: "a day (YYYY-MM-DD) or none", found: "\"\(day.text)\"")
            }
            return .scheduled(id, date)
        default:
            throw error(at: what, expected: Self.expectations)
        }
    }

    private mutating func parseExpectedAction() throws(InputError) -> ExpectedAction {
        let kinds = "complete, trash, add, reorder or move"
        let kind = try next(expected: kinds)
        switch kind.text {
        case "complete": return .complete(try taskID())
        case "trash": return .trash(try taskID())
        case "add": return .add(slot: try optionalSlot(after: "at"))
        case "reorder": return .reorder(try taskID(), slot: try optionalSlot(after: "to"))
        case "move":
            let id = try taskID()
            let to = try next(expected: "to")
            guard to.text == "to" else { throw error(at: to, expected: "to") }
            return .move(id, to: ListID(String(try next(expected: "a list id").text)))
        default:
            throw error(at: kind, expected: kinds)
        }
    }

    private mutating func taskID() throws(InputError) -> TaskID {
        TaskID(String(try next(expected: "a task id").text))
    }

    private mutating func optionalSlot(after word: String) throws(InputError) -> Int? {
        guard let token = peek else { return nil }
        guard token.text == word else { throw error(at: token, expected: "\(word) SLOT or the end of the line") }
        cursor += 1
        return try parseCount()
    }

    private mutating func parseCount() throws(InputError) -> Int {
        let token = try next(expected: "a count (an integer ≥ 0)")
        guard token.text.allSatisfy(\.isASCIIDigit), token.text.count <= 9, let n = Int(token.text) else {
            throw error(at: token, expected: "a count (an integer ≥ 0)", found: "\"\(token.text)\"")
        }
        return n
    }

    private mutating func parseWord(among words: [String]) throws(InputError) -> String {
        let expected = "one of " + words.joined(separator: ", ")
        let token = try next(expected: expected)
        guard words.contains(String(token.text)) else { throw error(at: token, expected: expected) }
        return String(token.text)
    }
}
