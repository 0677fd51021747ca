import DropGeometry
import TestSupport
import Testing
@testable import DropEngine

/// ``ListLayout/containerRow(named:)`` through the layout's table of section titles, against a
/// search of the rows (what it was).
@Suite("Section rows")
struct SectionRowsTests {
    static func row(_ i: Int, _ source: String?, _ node: ListRow.Node, depth: Int) -> ListRow {
        ListRow(source: source.map { SourceID($0) }, frame: Rect(x: 0, y: Double(i) * 10, width: 50, height: 8), node: node, depth: depth)
    }

    @Test("a section is found by its list, a node by its source, the source first when a row is named like a section")
    func transcript() throws {
        let layout = try ListLayout(rows: [
            Self.row(0, nil, .section("work", expanded: true), depth: 0),
            Self.row(1, "home", .item("home"), depth: 1),
            Self.row(2, nil, .section("home", expanded: true), depth: 0),
            Self.row(3, "m1", .item("m1"), depth: 1),
            Self.row(4, nil, .section("errands", expanded: false, hidden: 2), depth: 0),
        ], receiver: "projects")
        #expect(layout.containerRow(named: "work") == 0)
        #expect(layout.containerRow(named: "errands") == 4)
        #expect(layout.containerRow(named: "m1") == 3)
        #expect(layout.containerRow(named: "home") == 1)
        #expect(layout.containerRow(named: "nowhere") == nil)
    }

    @Test("containerRow(named:) equals a search of the rows, over 500 seeded layouts of sections")
    func equalsASearch() throws {
        let names = (0..<8).map { "n\($0)" }
        for seed in 0..<500 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            var rows: [ListRow] = []
            var used: Set<String> = []
            func item(depth: Int) {
                // Sources are unique among the rows; a name may also be a section's.
                guard let id = names.filter({ !used.contains($0) }).randomElement(using: &random) else { return }
                used.insert(id)
                rows.append(Self.row(rows.count, id, .item(id), depth: depth))
            }
            for _ in 0..<Int.random(in: 0...2, using: &random) { item(depth: 0) }
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                let expanded = Int.random(in: 0..<4, using: &random) > 0
                rows.append(Self.row(rows.count, nil, .section(names.randomElement(using: &random)!, expanded: expanded), depth: 0))
                if expanded { for _ in 0..<Int.random(in: 0...3, using: &random) { item(depth: 1) } }
            }
            let layout = try ListLayout(rows: rows, receiver: "r")
            for name in names + ["other"] {
                let search = layout.row(of: SourceID(name)) ?? rows.firstIndex { row in
                    if case .section(let section, _, _) = row.node { section == name } else { false }
                }
                #expect(layout.containerRow(named: name) == search, "seed \(seed): \(name) in \(rows.map(\.node))")
                if layout.containerRow(named: name) != search { return }
            }
        }
    }
}
