import Foundation
import Testing

@Suite("Doc links")
struct DocLinkTests {
    @Test("every ``Type/member(labels:)`` link in a doc comment under Sources names a declaration: a member of that name with those labels, in a file that declares or extends the type (links kept their old labels when an initialiser gained writerName: or undo gained line:)")
    func symbolLinksNameDeclarations() throws {
        let stale = try DocLinks().stale(under: repositoryURL.appendingPathComponent("Sources"))
        #expect(stale.map(\.description) == [], "update each link to the declaration's labels")
    }

    @Test("the link checker reads labels as DocC spells them: _ for an unnamed parameter, the first of two names, a case's associated values, and types with brackets, closures, strings, defaults and nested generics in them")
    func checkerReadsLabels() {
        let source = """
        /// ``Box/put(_:into:)`` ``Box/put(into:)`` ``Box/init(a:)`` ``Box/init(a:b:)`` ``Kind/place(_:in:)`` ``Kind/moved(to:)``
        /// ``Box/get(_:)`` ``Other/put(_:into:)`` ``Box/subscript(_:)`` ``Box/stale()`` ``Box/wrap(of:)``
        struct Box {
            func put(_ value: [String: Int], into sink: (Int) -> Void = { _ in }) {}
            init(a: String = ", (") {}
            func get(_: Int) {}
            subscript(index: Int) -> Int { index }
            func wrap<R: Collection<Int>>(of rows: R) {}
        }
        enum Kind { case place(Int, in: String), moved(to: Int) }
        """
        #expect(DocLinks().stale(in: [("Box.swift", source)]).map(\.description) == [
            "Box.swift:1:26: ``Box/put(into:)``",
            "Box.swift:1:62: ``Box/init(a:b:)``",
            "Box.swift:2:21: ``Other/put(_:into:)``",
            "Box.swift:2:66: ``Box/stale()``",
        ])
    }
}

/// Symbol links in doc comments (``` ``Type/member(labels:)`` ```) checked against the declarations
/// they name: a link whose labels match no declaration is stale (DocC would warn, and a reader
/// finds no such call). Declarations are found by their keyword (`func`, `init`, `subscript`,
/// `case`) and their parameter list read up to its closing parenthesis; a link is good when a file
/// declaring or extending its type (any file, for a link without one) holds the member with
/// those labels. Memberwise initialisers, which no file spells, are not known.
struct DocLinks {
    struct Link: Equatable {
        var file: String
        var line: Int
        var column: Int
        var text: String
        var description: String { "\(file):\(line):\(column): ``\(text)``" }
    }

    /// The stale links in the `.swift` files under `folder`, in path order.
    func stale(under folder: URL) throws -> [Link] {
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return stale(in: try paths.map { ("Sources/" + $0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) })
    }

    /// The stale links in `files` (path, text).
    func stale(in files: [(path: String, text: String)]) -> [Link] {
        var anywhere: Set<String> = []
        var byType: Set<String> = []
        for file in files {
            let types = typeNames(in: file.text)
            for signature in signatures(in: file.text) {
                anywhere.insert(signature)
                for type in types { byType.insert(type + "/" + signature) }
            }
        }
        var stale: [Link] = []
        for file in files {
            for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("``") && line.drop(while: { $0 == " " }).hasPrefix("///") {
                for match in line.matches(of: linkPattern) {
                    let text = String(match.output.1)
                    guard let (type, signature) = member(of: text) else { continue }
                    let known = type.map { byType.contains($0 + "/" + signature) } ?? anywhere.contains(signature)
                    if !known {
                        stale.append(Link(file: file.path, line: number + 1,
                                          column: line.distance(from: line.startIndex, to: match.range.lowerBound) + 1, text: text))
                    }
                }
            }
        }
        return stale
    }

    let linkPattern: Regex<(Substring, Substring)> = /``([^`]+)``/
    let memberPattern: Regex<(Substring, Substring, Substring, Substring)> = /^((?:[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_.]+)?\/)*)([A-Za-z_][A-Za-z0-9_]*)\(((?:[A-Za-z_][A-Za-z0-9_]*:)*)\)(?:-[A-Za-z0-9_.]+)?$/
    let typePattern: Regex<(Substring, Substring)> = /\b(?:struct|class|enum|protocol|actor|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)/
    let declarationPattern: Regex<(Substring, Substring?, Substring?, Substring?, Substring?)> = /\b(?:func\s+([A-Za-z_][A-Za-z0-9_]*)|(init)[?!]?|(subscript)|case\s+([A-Za-z_][A-Za-z0-9_]*))\s*(?:<(?:[^<>{}()]|<[^<>{}()]*>)*>)?\s*\(/
    let nextCasePattern: Regex<(Substring, Substring, Substring?)> = /^\s*,\s*([A-Za-z_][A-Za-z0-9_]*)\s*(\()?/

    /// The type a link names (`nil` for none) and its member as `name(labels:)`; `nil` for a link
    /// that is not to a member with parentheses.
    func member(of link: String) -> (type: String?, signature: String)? {
        guard let match = link.wholeMatch(of: memberPattern) else { return nil }
        let path = match.output.1.split(separator: "/").map { String($0.prefix { $0 != "-" }) }
        return (path.last, "\(match.output.2)(\(match.output.3))")
    }

    /// The names of the types `text` declares or extends (each part of a dotted one).
    func typeNames(in text: String) -> Set<String> {
        let lines = text.split(separator: "\n").filter { line in
            ["struct ", "class ", "enum ", "protocol ", "actor ", "extension "].contains { line.contains($0) }
        }
        return Set(lines.flatMap { $0.matches(of: typePattern) }.flatMap { $0.output.1.split(separator: ".").map(String.init) })
    }

    /// Every `name(labels:)` that `text` declares.
    func signatures(in text: String) -> [String] {
        var found: [String] = []
        // Matched line by line, on the lines that hold a keyword: a whole file at once is slow.
        let lines = text.split(separator: "\n").filter { line in
            line.contains("func ") || line.contains("init") || line.contains("subscript") || line.contains("case ")
        }
        for match in lines.flatMap({ $0.matches(of: declarationPattern) }) {
            let (_, function, initializer, sub, enumCase) = match.output
            let name = String(function ?? initializer ?? sub ?? enumCase!)
            guard let (parameters, end) = parenthesised(text, from: text.index(before: match.range.upperBound)) else { continue }
            found.append("\(name)(\(labels(parameters, isCase: enumCase != nil, isSubscript: sub != nil)))")
            // A case list: `case a(Int), b(to: Int), c`.
            var rest = text[end...]
            while enumCase != nil, let next = rest.prefixMatch(of: nextCasePattern) {
                if next.output.2 != nil, let (more, after) = parenthesised(text, from: text.index(before: next.range.upperBound)) {
                    found.append("\(next.output.1)(\(labels(more, isCase: true, isSubscript: false)))")
                    rest = text[after...]
                } else {
                    rest = text[next.range.upperBound...]
                }
            }
        }
        return found
    }

    /// The text between the parenthesis at `open` and its match, and the index after the match.
    func parenthesised(_ text: String, from open: String.Index) -> (Substring, String.Index)? {
        var depth = 0
        var inString = false
        var index = open
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if character == "\\" { index = text.index(after: index) } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth == 0 { return (text[text.index(after: open)..<index], text.index(after: index)) }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The labels of a parameter list, as DocC spells them: `_:in:`.
    func labels(_ parameters: Substring, isCase: Bool, isSubscript: Bool) -> String {
        var parts: [Substring] = []
        var depth = 0
        var inString = false
        var start = parameters.startIndex
        var previous: Character = " "
        var index = parameters.startIndex
        while index < parameters.endIndex {
            let character = parameters[index]
            if inString {
                if character == "\\" { index = parameters.index(after: index) } else if character == "\"" { inString = false }
            } else {
                switch character {
                case "\"": inString = true
                case "(", "[", "<", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case ">" where previous != "-": depth -= 1
                case "," where depth == 0:
                    parts.append(parameters[start..<index])
                    start = parameters.index(after: index)
                default: break
                }
            }
            previous = character
            index = parameters.index(after: index)
        }
        if !parameters[start...].allSatisfy(\.isWhitespace) { parts.append(parameters[start...]) }
        return parts.map { part in
            let names = topLevelPrefix(part).split(whereSeparator: \.isWhitespace)
            guard let first = names.first else { return "_:" }
            if isCase { return "\(first):" }
            if isSubscript { return names.count > 1 ? "\(first):" : "_:" }
            return "\(first):"
        }.joined()
    }

    /// `part` up to its first `:` outside brackets (its names), or nothing when it has none (a
    /// case's unnamed associated value).
    func topLevelPrefix(_ part: Substring) -> Substring {
        var depth = 0
        for index in part.indices {
            switch part[index] {
            case "(", "[", "<", "{": depth += 1
            case ")", "]", ">", "}": depth -= 1
            case ":" where depth == 0: return part[..<index]
            default: break
            }
        }
        return part[part.endIndex...]
    }
}
