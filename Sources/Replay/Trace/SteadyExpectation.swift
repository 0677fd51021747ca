import DropEngine
import Runtime

/// The `expect` lines of steady targets and auto-scroll, checked against the state when the
/// replay reaches them:
///
/// ```text
/// expect target 1 tab-today sticky    pointer 1's drag is over tab-today, which it left for a gap of its parent
/// expect target 1 list at 3           over list, at slot 3 of its top level (not sticky)
/// expect target 1 none                over nothing (or not dragging)
/// expect target keyboard list at 200  the keyboard drag's target
/// expect scroll list 9494             list's rows are scrolled by 9494 points (to two decimals)
/// expect highlight trash canAccept    trash shows that a drag under way elsewhere could be dropped on it
/// ```
public enum SteadyExpectation: Hashable, Sendable {
    /// Pointer's drag target: a receiver (`nil`: none), the slot at its top level when given, and whether it is sticky.
    case target(PointerID, ReceiverID?, slot: Int?, sticky: Bool)
    /// A list receiver's scroll offset, in points.
    case scroll(ReceiverID, Double)
    /// The highlight a receiver shows (``DragDispatcher/highlight(of:)``): `idle`, `canAccept`, `targeted` or `rejecting`.
    case highlight(ReceiverID, Highlight)
}

extension NativeTraceParser {
    static let highlights = "idle, canAccept, targeted or rejecting"

    /// `target (POINTER | keyboard) (RECEIVER [at SLOT] [sticky] | none)`, `scroll RECEIVER OFFSET`
    /// or `highlight RECEIVER HIGHLIGHT`, after `expect`.
    mutating func parseSteadyExpectation(_ what: Token) throws(InputError) -> TraceExpectation {
        if what.text == "highlight" {
            let receiver = try receiverID()
            let word = try next(expected: Self.highlights)
            guard let highlight = Highlight(rawValue: String(word.text)) else { throw error(at: word, expected: Self.highlights) }
            return .steady(.highlight(receiver, highlight))
        }
        if what.text == "scroll" {
            let token = try next(expected: "a receiver id")
            let receiver = try receiverID(token)
            // Whether it scrolls is the scene's, known before the replay: as a name it lacks.
            if let expected = names?.unscrollable(receiver: receiver) { throw error(at: token, expected: expected) }
            let offset = try parseNumber("a scroll offset in points")
            // Offsets are compared to two decimals: a third would be rounded away, and pass unread.
            let written = tokens[cursor - 1]
            guard Self.decimalPlaces(written.text) <= 2 else {
                throw error(at: written, expected: "a scroll offset in points (a number with at most 2 decimals)")
            }
            return .steady(.scroll(receiver, offset))
        }
        let pointer: PointerID
        if peek?.text == "keyboard" {
            cursor += 1
            pointer = .keyboard
        } else {
            pointer = PointerID(try parsePointer())
        }
        let name = try next(expected: "a receiver id, or none")
        guard name.text != "none" else { return .steady(.target(pointer, nil, slot: nil, sticky: false)) }
        let receiver = try receiverID(name)
        var slot: Int?
        var sticky = false
        while let word = peek {
            cursor += 1
            switch word.text {
            case "at" where slot == nil:
                if let expected = names?.slotless(receiver: receiver) { throw error(at: word, expected: expected) }
                let token = try next(expected: "a slot (an integer from 0 to 999999999)")
                guard token.text.allSatisfy(\.isASCIIDigit), token.text.count <= 9, let n = Int(token.text) else {
                    throw error(at: token, expected: "a slot (an integer from 0 to 999999999)")
                }
                slot = n
            case "sticky" where !sticky:
                sticky = true
            default:
                throw error(at: word, expected: "at SLOT, sticky, or the end of the line")
            }
        }
        return .steady(.target(pointer, receiver, slot: slot, sticky: sticky))
    }
}

extension NativeTraceParser {
    /// How many decimals the number `text` (as ``parseNumber(_:)`` read it) has as written: those
    /// after its point, less its exponent (`180.004` and `1.80004e2`: 3 and 3; `1.8e2`: 0).
    static func decimalPlaces(_ text: Substring) -> Int {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "e" || $0 == "E" }
        let mantissa = parts[0]
        let fraction = mantissa.firstIndex(of: ".").map { mantissa.distance(from: $0, to: mantissa.endIndex) - 1 } ?? 0
        guard parts.count > 1 else { return fraction }
        // An exponent too long for an Int: a huge negative one makes as many decimals, a positive one none.
        let exponent = Int(parts[1]) ?? (parts[1].hasPrefix("-") ? -Int(Int32.max) : Int(Int32.max))
        return max(0, fraction - exponent)
    }
}

extension Replayer {
    /// What did not hold, or `nil`; ids as a message names them (``NativeTrace/shown(_:)``).
    func checkSteady(_ expectation: SteadyExpectation) -> (expected: String, found: String)? {
        let shown = NativeTrace.shown
        switch expectation {
        case .target(let pointer, let receiver, let slot, let sticky):
            let engine = runtime.engine
            let hover = engine.hover(of: pointer)?.location
            let isSticky = engine.isTargetSticky(of: pointer)
            let holds = if let receiver { hover?.receiver == receiver && (slot == nil || slot == hover?.topLevelIndex) && isSticky == sticky }
                        else { hover == nil }
            if holds { return nil }
            // As the line is written; the slot found is shown even when none was asked, and a
            // place inside a folder or section (which has no top-level slot) as the events say it.
            var found = "target " + SteadyExpectation.target(hover?.receiver, slot: hover?.topLevelIndex, sticky: isSticky, spelling: shown)
            if case .among(let receiver, let parent?, let index, _)? = hover {
                found = "target \(shown(receiver.rawValue)) inside \(shown(parent)) at \(index)" + (isSticky ? " sticky" : "")
                if slot != nil { found += " (a place inside a folder or section has no top-level slot)" }
            }
            return ("\(pointer.isKeyboard ? "the keyboard" : "pointer \(pointer)")'s target " + SteadyExpectation.target(receiver, slot: slot, sticky: sticky, spelling: shown), found)
        case .highlight(let receiver, let expected):
            // Parsed without the scene's names, a trace may name a receiver the scene lacks (which the engine calls idle).
            guard runtime.sceneReceiver(receiver) != nil else { return ("\(shown(receiver.rawValue)) highlighted \(expected)", "no receiver \(shown(receiver.rawValue))") }
            let highlight = runtime.engine.highlight(of: receiver)
            return highlight == expected ? nil : ("\(shown(receiver.rawValue)) highlighted \(expected)", "\(highlight)")
        case .scroll(let receiver, let offset):
            // Parsed without the scene's names, a trace may name a receiver that does not scroll.
            guard runtime.sceneReceiver(receiver)?.isScrollable == true else { return ("list \(shown(receiver.rawValue)) scrolled", "no scrollable receiver \(shown(receiver.rawValue))") }
            let actual = runtime.scrollOffset(of: receiver)
            let text = { (value: Double) in JSONValue.format((value * 100).rounded() / 100) }
            return text(actual) == text(offset) ? nil : ("\(shown(receiver.rawValue)) scrolled by \(text(offset))", text(actual))
        }
    }
}
