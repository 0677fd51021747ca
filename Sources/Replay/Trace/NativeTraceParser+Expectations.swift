import Runtime
import DropEngine
import TaskModel

/// The `expect` statements of the native format:
///
/// ```text
/// expect action complete t1        expect action trash t2 t4   (a selection's: exactly those)
/// expect action add at 3           expect action reorder t3 to 0
/// expect action move t1 to today   expect no action
/// expect action place a1 into fb at 0   expect action place t2 t3 in today
/// expect drag t1                   expect no drag
/// expect refused trash kindNotAccepted
/// expect cancelled releasedOutside expect press ended movedBeforeLongPress
/// expect press refused t1
/// expect swiped t1 left            expect swiped t2 back
/// expect rename requested h1       expect title h1 "This week"
/// expect custom scan t1            expect custom scan t1 t3   (a selection's: exactly those)
/// expect action rename h1
/// expect order t2 t1 t3            expect order today: t1
/// expect completed 1               expect trashed 0
/// expect scheduled t1 2026-11-21   expect scheduled t2 none
/// expect tree r1 fa[a1 fb[b1]] r2   expect tree files: fa[] r1
/// expect under h1: d1 d2           expect under none: d0
/// expect under today: none: t1      (the rows above the first header of a list not the first)
/// expect expanded fa fb            expect collapsed fc
/// expect selected t1 t3            expect selected none
/// expect announced Picked up Buy milk.      (the English text, words separated by single spaces;
///                                           in quotes, as it is: "Picked up Fix #12.",
///                                           a quote in it doubled: "Picked up ""A"".")
/// ```
extension NativeTraceParser {
    /// The engine's `CancelReason` and `PressEndReason` case names, from the types.
    static let cancelReasons = CancelReason.caseNames
    /// Why a receiver refused (the engine's `RejectReason`, a blocked place: `CancelReason.blocked`)
    /// or the board refused a drop (`DropRefusal`, `TaskRejection`): the case names the JSON output
    /// uses, from the types, so a new reason is one a trace can expect.
    static let refusalReasons = RejectReason.caseNames + ["blocked"] + DropRefusal.caseNames
    static let pressEndReasons = PressEndReason.caseNames
    /// What may follow `expect`, for the error when something else does.
    static let expectationKinds = ["action", "no action", "drag", "no drag", "refused", "cancelled", "press ended", "press refused", "swiped",
                                   "rename requested", "custom", "title", "order", "completed", "trashed", "scheduled", "tree", "under",
                                   "expanded", "collapsed", "selected", "target", "scroll", "highlight", "announced"]
    static let expectations = expectationKinds.dropLast().joined(separator: ", ") + " or " + expectationKinds.last!

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
            return .drag(try sourceID())
        case "refused":
            let receiver = try receiverID()
            // A misspelt reason is bad input, not an expectation that can never hold.
            let reason = peek == nil ? nil : try parseWord(among: Self.refusalReasons)
            return .refused(receiver, reason: reason)
        case "cancelled":
            return .cancelled(try parseWord(among: Self.cancelReasons))
        case "press":
            let word = try next(expected: "ended or refused")
            switch word.text {
            case "ended": return .pressEnded(try parseWord(among: Self.pressEndReasons))
            case "refused": return .pressRefused(try sourceID())
            default: throw error(at: word, expected: "ended or refused")
            }
        case "swiped":
            let source = try sourceID()
            let way = try parseWord(among: ["left", "right", "back"])
            return .swiped(source, SwipeDirection(rawValue: way))
        case "rename":
            let word = try next(expected: "requested")
            guard word.text == "requested" else { throw error(at: word, expected: "requested") }
            return .renameRequested(try taskID())
        case "custom":
            let word = try next(expected: "a custom role's name")
            let role = String(try unquoted(word, "a custom role's name"))
            // A misspelt role is bad input, not an expectation that can never hold.
            if let expected = names?.unknown(customRole: role) { throw error(at: word, expected: expected, found: InputError.excerpt(role) { "\"\($0)\"" }) }
            var objects: [String] = []
            while let token = peek {
                let id = String(try unquoted(token, "a task or source id"))
                guard !objects.contains(id) else {
                    throw error(at: token, expected: "an id not named before on the line (a drop's objects, each once)")
                }
                objects.append(id)
                cursor += 1
            }
            return .custom(role, objects: objects)
        case "title":
            let id = try taskID()
            let title = try next(expected: "the title (in quotes when it holds spaces)")
            return .title(id, String(try unquoted(title, "a title", emptyAllowed: true)))
        case "order":
            let list = try listBeforeColon()
            return .order(list, try restIDs())
        case "completed":
            return .completed(try parseCount())
        case "trashed":
            return .trashed(try parseCount())
        case "scheduled":
            let id = try taskID()
            let day = try next(expected: "a day (YYYY-MM-DD) or none")
            if day.text == "none" { return .scheduled(id, nil) }
            guard let date = ISOText.date(day.text.utf8) else {
                throw error(at: day, expected: "a day (YYYY-MM-DD) or none")
            }
            return .scheduled(id, date)
        case "tree":
            let list = try listBeforeColon()
            return .tree(list, try parseTree())
        case "under":
            let header = try next(expected: "a header id and a colon (HEADER:), or none:")
            guard header.text.utf8.last == UInt8(ascii: ":"), header.text.utf8.count > 1 else {
                throw error(at: header, expected: "a header id and a colon (HEADER:), or none:")
            }
            let name = Self.droppingColon(header.text)
            // `LIST: none:` names the list whose rows above its first header are meant (`none:`
            // bare: an id so spelt is quoted, `"none:"`); `none: none:` is `none:` and an id.
            if name != "none", peek?.text == "none:" {
                cursor += 1
                return .underNone(try listID(header, try unquoted(Token(text: name, column: header.column), "a list id")), try restIDs())
            }
            return .under(name == "none" ? nil : TaskID(String(try unquoted(Token(text: name, column: header.column), "a header id"))),
                          try restIDs())
        // Without an id, `expanded` and `collapsed` would hold of nothing and `selected` would
        // read as `selected none`: a line cut short passing, not what it meant.
        case "expanded":
            return .expanded(try someIDs(expected: "a folder or section id"))
        case "collapsed":
            return .collapsed(try someIDs(expected: "a folder or section id"))
        case "selected":
            if peek?.text == "none" {
                cursor += 1
                return .selected([])
            }
            return .selected(try someIDs(expected: "a task id or none"))
        case "target", "scroll", "highlight":
            return try parseSteadyExpectation(what)
        case "announced":
            let first = try next(expected: "the text announced")
            // Between quotes, the text as it is: a `#`, runs of spaces, tabs (a title may hold them).
            if first.text.utf8.first == Self.quote, cursor == tokens.count {
                return .announced(String(try unquoted(first, "the text announced")))
            }
            var words = [first.text]
            while let token = peek {
                words.append(token.text)
                cursor += 1
            }
            return .announced(words.joined(separator: " "))
        default:
            // A misspelt kind (`ordr`): the nearest named.
            throw error(at: what, expected: Self.expectations, nearestOf: Self.expectationKinds)
        }
    }

    /// `LIST:` when the next word is one (`"my list":` when quoted), else `nil` and nothing read.
    private mutating func listBeforeColon() throws(InputError) -> ListID? {
        guard let first = peek, first.text.utf8.last == UInt8(ascii: ":") else { return nil }
        cursor += 1
        let name = Token(text: Self.droppingColon(first.text), column: first.column)
        return try listID(first, try unquoted(name, "a list id"))
    }

    /// `text` without its last byte, a `:` (a mark before it may join it into one `Character`).
    private static func droppingColon(_ text: Substring) -> Substring {
        text[..<text.utf8.index(before: text.utf8.endIndex)]
    }

    /// The ids to the end of the line.
    private mutating func restIDs() throws(InputError) -> [TaskID] {
        var ids: [TaskID] = []
        while let token = peek {
            ids.append(TaskID(String(try unquoted(token, "a task id"))))
            cursor += 1
        }
        return ids
    }

    /// The ids to the end of the line, at least one.
    private mutating func someIDs(expected: String) throws(InputError) -> [TaskID] {
        _ = try next(expected: expected)
        cursor -= 1 // read again, with the rest
        return try restIDs()
    }

    /// `r1 fa[a1 fb[b1]] r2` to the end of the line: brackets may stand alone or touch the ids.
    private mutating func parseTree() throws(InputError) -> [TreeNode] {
        // Split the tokens at brackets, keeping each piece's column for errors; a quoted id is
        // one piece, brackets inside it included.
        var pieces: [Token] = []
        while let token = peek {
            cursor += 1
            // Byte by byte: quotes and brackets are ASCII, and a mark after one joins it into another `Character`.
            let text = token.text
            let bytes = text.utf8
            var start = text.startIndex
            var index = start
            var counted = (text.startIndex, token.column)
            func piece(to end: Substring.Index) {
                if start < end { pieces.append(Token(text: text[start..<end], column: Self.column(of: start, in: text, from: &counted))) }
            }
            while index < bytes.endIndex {
                if bytes[index] == Self.quote, index == start {
                    // To the closing quote, past pairs of quotes (or the end: the piece's error says so).
                    index = Self.quotedWordEnd(text[index...])
                    continue
                }
                if bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "]") {
                    piece(to: index)
                    start = index
                    index = bytes.index(after: index)
                    piece(to: index)
                    start = index
                    continue
                }
                index = bytes.index(after: index)
            }
            piece(to: text.endIndex)
        }
        var stack: [[TreeNode]] = [[]]
        var openers: [Token] = []
        for (i, piece) in pieces.enumerated() {
            switch piece.text {
            case "[":
                guard i > 0, pieces[i - 1].text != "[", pieces[i - 1].text != "]" else {
                    throw error(at: piece, expected: "a folder id before [", found: "\"[\"")
                }
                stack.append([])
                openers.append(piece)
            case "]":
                guard stack.count > 1 else { throw error(at: piece, expected: "a node or the end of the line", found: "\"]\" with no [ open") }
                let children = stack.removeLast()
                openers.removeLast()
                var folder = stack[stack.count - 1].removeLast()
                folder.children = children
                stack[stack.count - 1].append(folder)
            default:
                stack[stack.count - 1].append(TreeNode(id: TaskID(String(try unquoted(piece, "a task or folder id")))))
            }
        }
        if let unclosed = openers.last { throw error(at: unclosed, expected: "a ] closing this [", found: "the end of the line") }
        return stack[0]
    }

    private mutating func parseExpectedAction() throws(InputError) -> ExpectedAction {
        let kinds = "complete, trash, add, reorder, move, place or rename"
        let kind = try next(expected: kinds)
        switch kind.text {
        case "complete": return .complete(try actionNodes())
        case "trash": return .trash(try actionNodes())
        case "rename": return .rename(try taskID())
        case "add": return .add(slot: try optionalSlot(after: "at"))
        case "reorder": return .reorder(try taskID(), slot: try optionalSlot(after: "to"))
        case "move":
            let id = try taskID()
            let to = try next(expected: "to")
            guard to.text == "to" else { throw error(at: to, expected: "to") }
            let list = try next(expected: "a list id")
            return .move(id, to: try listID(list, try unquoted(list, "a list id")), slot: try optionalSlot(after: "at"))
        case "place":
            let first = cursor
            let ids = try actionNodes(until: ["in", "into"])
            // A line with no `in` or `into` is wrong at the word after the first id (`place r3 to fb`: at `to`).
            if peek == nil, ids.count > 1 { throw error(at: tokens[first + 1], expected: "in LIST or into FOLDER") }
            let preposition = try next(expected: "in LIST or into FOLDER")
            let container: ExpectedAction.PlaceContainer
            switch preposition.text {
            case "in":
                let list = try next(expected: "a list id")
                container = .list(try listID(list, try unquoted(list, "a list id")))
            case "into":
                container = .folder(try taskID())
            default:
                throw error(at: preposition, expected: "in LIST or into FOLDER")
            }
            return .place(ids, in: container, at: try optionalSlot(after: "at", index: true))
        default:
            throw error(at: kind, expected: kinds)
        }
    }

    /// The nodes an action names, at least one and each once: to the end of the line, or to the
    /// first bare word of `stop` after the first id (`place t1 t3 in today`; an id spelt `in`
    /// is quoted there, `"in"`, unless it comes first). A node named twice is an error at the
    /// second: the action's nodes are a set, and the line would match no action.
    private mutating func actionNodes(until stop: [Substring] = []) throws(InputError) -> [TaskID] {
        var ids = [try taskID()]
        var named: Set<TaskID> = [ids[0]]
        while let token = peek, !stop.contains(token.text) {
            let id = TaskID(String(try unquoted(token, "a task id")))
            guard named.insert(id).inserted else {
                throw error(at: token, expected: "a task id not named before on the line (an action's nodes, each once)")
            }
            ids.append(id)
            cursor += 1
        }
        return ids
    }

    /// The next word, a receiver id: one of the scene's, when its names are known.
    mutating func receiverID(_ word: Token? = nil) throws(InputError) -> ReceiverID {
        let token: Token
        if let word { token = word } else { token = try next(expected: "a receiver id") }
        let id = ReceiverID(String(try unquoted(token, "a receiver id")))
        // Found as named: a quoted id without its quotes (`"tr ash"`, not `""tr ash""`).
        if let expected = names?.unknown(receiver: id) { throw error(at: token, expected: expected, found: InputError.excerpt(id.rawValue) { "\"\($0)\"" }) }
        return id
    }

    /// `text` (all or part of `token`), a list id: one of the scene's, when its names are known.
    private func listID(_ token: Token, _ text: Substring) throws(InputError) -> ListID {
        let id = ListID(String(text))
        if let expected = names?.unknown(list: id) { throw error(at: token, expected: expected, found: InputError.excerpt(text) { "\"\($0)\"" }) }
        return id
    }

    private mutating func taskID() throws(InputError) -> TaskID {
        TaskID(String(try unquoted(try next(expected: "a task id"), "a task id")))
    }

    private mutating func sourceID() throws(InputError) -> SourceID {
        SourceID(String(try unquoted(try next(expected: "a source id"), "a source id")))
    }

    /// `at SLOT` or `to SLOT` — or `at INDEX`, `index` set — or nothing.
    private mutating func optionalSlot(after word: String, index: Bool = false) throws(InputError) -> Int? {
        guard let token = peek else { return nil }
        guard token.text == word else { throw error(at: token, expected: "\(word) \(index ? "INDEX" : "SLOT") or the end of the line") }
        cursor += 1
        return try parseCount(index ? "an index" : "a slot")
    }

    private mutating func parseCount(_ what: String = "a count") throws(InputError) -> Int {
        let expected = "\(what) (an integer from 0 to 999999999)"
        let token = try next(expected: expected)
        guard token.text.allSatisfy(\.isASCIIDigit), token.text.count <= 9, let n = Int(token.text) else {
            throw error(at: token, expected: expected)
        }
        return n
    }

    /// One of `words` (a reason, a way): a word written in another case or a letter off
    /// (`kindNotAcepted`) is refused asking whether the nearest were meant, every one as near.
    private mutating func parseWord(among words: [String]) throws(InputError) -> String {
        let expected = "one of " + words.joined(separator: ", ")
        let token = try next(expected: expected)
        let word = String(token.text)
        guard words.contains(word) else { throw error(at: token, expected: expected, nearestOf: words) }
        return word
    }
}
