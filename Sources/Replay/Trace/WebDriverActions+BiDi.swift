import Runtime

/// What one document of a W3C actions file is: a classic Perform Actions body, or a WebDriver
/// BiDi message — the parameters of `input.performActions`, a command message, or anything else
/// a BiDi session's log holds (other commands, responses, events), which is passed over.
enum BiDiMessage {
    /// A classic body: `{"actions": […]}` or the bare array of sources.
    case classic
    /// `input.performActions`'s parameters, `{"context": …, "actions": […]}`.
    case performActions(JSONNode)
    /// `input.releaseActions`.
    case releaseActions
    /// A message that is not about input actions, named for the warning: its method, or `response`.
    case other(String)

    /// Whether `node` is a BiDi message rather than a classic body: it has a `method` (a command
    /// or an event), is a response (`type` success or error), or holds `context` beside `actions`.
    static func isMessage(_ node: JSONNode) -> Bool {
        guard node.isObject else { return false }
        if (try? node.member("method")) ?? nil != nil { return true }
        if case .string(let type)? = ((try? node.member("type")) ?? nil)?.value, type == "success" || type == "error" { return true }
        return ((try? node.member("context")) ?? nil) != nil && ((try? node.member("actions")) ?? nil) != nil
    }

    /// Reads what `node` is; a BiDi input command is checked as its CDDL says (a `params` object
    /// with a string `context`, and `actions` for performActions).
    /// - Throws: ``InputError`` at the path of the member missing or of the wrong type.
    init(_ node: JSONNode) throws(InputError) {
        guard Self.isMessage(node) else {
            self = .classic
            return
        }
        guard let methodNode = try node.member("method") else {
            // A response, or bare performActions parameters.
            if ((try node.member("actions")) ?? nil) != nil {
                _ = try node.required("context").string()
                self = .performActions(node)
            } else {
                self = .other("response")
            }
            return
        }
        let method = try methodNode.string()
        switch method {
        case "input.performActions":
            let parameters = try node.required("params")
            guard parameters.isObject else { throw parameters.fail(expected: "an object (input.performActions parameters)") }
            _ = try parameters.required("context").string()
            _ = try parameters.required("actions")
            self = .performActions(parameters)
        case "input.releaseActions":
            let parameters = try node.required("params")
            guard parameters.isObject else { throw parameters.fail(expected: "an object (input.releaseActions parameters)") }
            _ = try parameters.required("context").string()
            self = .releaseActions
        default:
            self = .other(method)
        }
    }
}

/// The BiDi messages a file holds that are not input actions, for one warning.
struct SkippedMessages {
    private var count = 0
    /// The kinds passed over, each once, in the order first seen.
    private var kinds: [String] = []
    private var seen: Set<String> = []

    mutating func note(_ kind: String) {
        count += 1
        if seen.insert(kind).inserted { kinds.append(kind) }
    }

    /// `FILE: 3 WebDriver BiDi messages other than input.performActions and input.releaseActions passed over (session.new, response)`.
    func warnings(file: String) -> [String] {
        guard count > 0 else { return [] }
        let listed = kinds.prefix(5).joined(separator: ", ") + (kinds.count > 5 ? ", …" : "")
        return ["\(file): \(count) WebDriver BiDi message\(count == 1 ? "" : "s") other than input.performActions and input.releaseActions passed over (\(listed))"]
    }
}

extension ActionReader {
    /// A BiDi element origin, `{"type": "element", "element": {"sharedId": ID}}` (a `handle`
    /// beside it allowed): the element is the receiver, source or row named ID.
    static func bidiElementOrigin(_ origin: JSONNode) throws(InputError) -> WebDriverAction.Origin {
        let expected = "a WebDriver BiDi element origin {\"type\": \"element\", \"element\": {\"sharedId\": id}}"
        guard case .string("element")? = try origin.member("type")?.value else {
            throw ((try origin.member("type")) ?? origin).fail(expected: expected)
        }
        let element = try origin.required("element")
        guard element.isObject else { throw element.fail(expected: "an object (a shared reference: {\"sharedId\": id})") }
        let shared = try element.required("sharedId")
        return .element(try shared.string(), at: WebDriverAction.Place(location: shared.location))
    }
}
