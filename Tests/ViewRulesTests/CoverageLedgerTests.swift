/// The coverage ledger (`docs/rules/coverage.md`) agrees with the rules:
/// every rule of `RuleRegistry.all` is in a row, every rule id it names
/// exists — or is marked `(planned)`, and then only in a planned row and
/// only while the rule does not exist, or `(retired)` — each status names
/// the rules it needs, and the counts table matches the rows. The checks run
/// on the ledger and on small ledgers that break each of them.
import Foundation
import XCTest
import ViewRules
import ViewTestSupport

final class CoverageLedgerTests: XCTestCase {
    static let ruleIDs = Set(RuleRegistry.all.map { $0.description.id })

    func testTheLedgerAgreesWithTheRules() throws {
        let ledger = CoverageLedger(try Repository.read("docs/rules/\(RulePages.coverage)"))
        XCTAssertGreaterThan(ledger.rows.count, 100, "the ledger's rows were not found")
        XCTAssertEqual(ledger.problems(ruleIDs: Self.ruleIDs), [])
    }

    /// The README states the ledger's counts, as its rows give them.
    func testTheReadmeStatesTheLedgersCounts() throws {
        let ledger = CoverageLedger(try Repository.read("docs/rules/\(RulePages.coverage)"))
        func count(_ status: String) -> Int { ledger.rows.filter { $0.status == status }.count }
        let stated = "Of its \(ledger.rows.count) rows, \(count("faithful")) are faithful, \(count("partial")) partial,\n"
            + "  \(count("unchecked")) unchecked and \(count("not checkable")) not checkable."
        XCTAssertTrue(try Repository.read("README.md").contains(stated), "README.md should say: \(stated)")
    }

    func testTheLedgerIsLinkedFromTheIndexAndTheReadme() throws {
        XCTAssertTrue(try Repository.read("docs/rules/README.md").contains("](\(RulePages.coverage))"))
        XCTAssertTrue(try Repository.read("README.md").contains("](docs/rules/coverage.md)"))
    }

    /// A ledger of two known rules, `a/one` and `a/two`, with the given rows and counts.
    private static func ledger(_ rows: [String], counts: [String: Int]) -> String {
        let statuses = CoverageLedger.statuses + ["total"]
        return """
            # Coverage

            | Status | Rows |
            | --- | --- |
            \(statuses.map { "| \($0) | \(counts[$0] ?? 0) |" }.joined(separator: "\n"))

            ### A (`A`)

            | # | Advice | Where | Status | Rules | Notes |
            | --- | --- | --- | --- | --- | --- |
            \(rows.joined(separator: "\n"))

            """
    }

    private static let known: Set<String> = ["a/one", "a/two"]

    func testAGoodLedgerHasNoProblems() {
        let text = Self.ledger(["| a.1 | Do this. | R | faithful | `a/one` | See `a/two` and `a/three` (planned). |",
                                "| a.2 | Do that. | R B | planned | `a/two`, `a/three` (planned) | |",
                                "| a.3 | A note \\| with a bar. | C | not checkable | `a/old` (retired) | Behaviour. |",
                                "| a.4 | Do more. | C | unchecked | — | |"],
                               counts: ["faithful": 1, "planned": 1, "not checkable": 1, "unchecked": 1, "total": 4])
        let ledger = CoverageLedger(text)
        XCTAssertEqual(ledger.problems(ruleIDs: Self.known), [])
        XCTAssertEqual(ledger.rows.map(\.number), ["a.1", "a.2", "a.3", "a.4"])
        XCTAssertEqual(ledger.rows[1].rules, [.init(id: "a/two", mark: nil), .init(id: "a/three", mark: .planned)])
    }

    func testEachFaultIsFound() {
        let cases: [(label: String, rows: [String], counts: [String: Int], problems: [String])] = [
            ("a rule in no row",
             ["| a.1 | Do this. | R | faithful | `a/one` | |"], ["faithful": 1, "total": 1],
             ["rule `a/two` is in no row of the ledger"]),
            ("an id that is no rule",
             ["| a.1 | Do this. | R | partial | `a/one`, `a/two`, `a/tree` | |"], ["partial": 1, "total": 1],
             ["line 16 (a.1): `a/tree` is not a rule; mark it (planned) if version 2 plans it"]),
            ("an unknown id in the notes",
             ["| a.1 | Do this. | R | faithful | `a/one`, `a/two` | Unlike `b/one`. |"], ["faithful": 1, "total": 1],
             ["line 16 (a.1): `b/one` is not a rule; mark it (planned) if version 2 plans it"]),
            ("a planned rule outside a planned row",
             ["| a.1 | Do this. | R | partial | `a/one`, `a/two`, `a/new` (planned) | |"], ["partial": 1, "total": 1],
             ["line 16 (a.1): `a/new` (planned) in a partial row; planned rules belong to planned rows"]),
            ("a planned rule that exists",
             ["| a.1 | Do this. | R | planned | `a/one` (planned), `a/two` | |"], ["planned": 1, "total": 1],
             ["line 16 (a.1): `a/one` exists: drop its (planned) mark and judge the row again"]),
            ("rules a status does not allow",
             ["| a.1 | Do this. | R | unchecked | `a/one` | |",
              "| a.2 | Do that. | R | not checkable | `a/two` | |",
              "| a.3 | And this. | R | faithful | `a/gone` (retired) | |"],
             ["unchecked": 1, "not checkable": 1, "faithful": 1, "total": 3],
             ["line 16 (a.1): an unchecked row must name no rule but a retired one",
              "line 17 (a.2): a not checkable row must name no rule but a retired one",
              "line 18 (a.3): a faithful row must name a rule that exists"]),
            ("counts that disagree",
             ["| a.1 | Do this. | R | faithful | `a/one`, `a/two` | |"], ["faithful": 2, "partial": 1, "total": 1],
             ["the counts table says faithful 2, the rows 1",
              "the counts table says partial 1, the rows 0"]),
            ("a malformed row",
             ["| a.1 | Do this. | R | faithfull | `a/one`; `a/two` | |", "| a.1 | Do this. | R | faithful | `a/one`, `a/two` |",
              "| a.2 | Do this. | R | faithful | `a/one`, `a/two` | |", "| a.2 | Again. | R | faithful | `a/one` | |"],
             ["faithful": 2, "total": 3],
             ["line 16 (a.1): unknown status 'faithfull'",
              "line 16 (a.1): the Rules column lists `family/rule` ids, each maybe followed by (planned) or (retired), "
                + "separated by commas, or —; not '`a/one`; `a/two`'",
              "line 17: a row has 5 cells; the table has 6",
              "line 19 (a.2): the row number a.2 is taken"]),
        ]
        for (label, rows, counts, problems) in cases {
            XCTAssertEqual(CoverageLedger(Self.ledger(rows, counts: counts)).problems(ruleIDs: Self.known), problems, label)
        }
    }

    func testALedgerWithoutRowsIsAProblem() {
        XCTAssertEqual(CoverageLedger("# Coverage\n").problems(ruleIDs: []), ["no counts table", "no rows"])
    }
}

/// A coverage ledger as the test reads it: the rows of every table headed
/// `# | Advice | Where | Status | Rules | Notes`, the counts of the table
/// headed `Status | Rows`, and what is wrong with their form.
struct CoverageLedger {
    static let statuses = ["faithful", "partial", "planned", "unchecked", "not checkable"]
    static let rowHeader = ["#", "Advice", "Where", "Status", "Rules", "Notes"]
    static let countsHeader = ["Status", "Rows"]

    enum Mark: String { case planned, retired }

    /// A rule id in backticks, maybe followed by its mark.
    struct Mention: Equatable {
        var id: String
        var mark: Mark?
    }

    struct Row {
        var number: String
        var line: Int
        var status: String
        var rules: [Mention]
        var notes: [Mention]
        var label: String { "line \(line) (\(number))" }
    }

    private(set) var rows: [Row] = []
    private(set) var counts: [String: Int]?
    private var formProblems: [String] = []

    private static var mention: NSRegularExpression {
        try! NSRegularExpression(pattern: #"`([a-z0-9]+(?:-[a-z0-9]+)*/[a-z0-9]+(?:-[a-z0-9]+)*)`(?: \((planned|retired)\))?"#)
    }
    private static var rowNumber: NSRegularExpression { try! NSRegularExpression(pattern: #"^[a-z]+(?:-[a-z]+)*\.[0-9]+$"#) }

    init(_ text: String) {
        var header: [String]?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.hasPrefix("|") else { header = nil; continue }
            let cells = Self.cells(of: String(line))
            guard let tableHeader = header else { header = cells; continue }
            if cells.allSatisfy({ !$0.isEmpty && $0.allSatisfy { "-:".contains($0) } }) { continue }
            if tableHeader == Self.rowHeader { readRow(cells, line: index + 1) }
            if tableHeader == Self.countsHeader { readCount(cells, line: index + 1) }
        }
    }

    private mutating func readRow(_ cells: [String], line: Int) {
        guard cells.count == Self.rowHeader.count else {
            formProblems.append("line \(line): a row has \(cells.count) cells; the table has \(Self.rowHeader.count)")
            return
        }
        let row = Row(number: cells[0], line: line, status: cells[3], rules: Self.mentions(in: cells[4]), notes: Self.mentions(in: cells[5]))
        if !Self.matches(Self.rowNumber, cells[0]) { formProblems.append("\(row.label): a row number is `section.N`") }
        if rows.contains(where: { $0.number == row.number }) { formProblems.append("\(row.label): the row number \(row.number) is taken") }
        if !Self.statuses.contains(row.status) { formProblems.append("\(row.label): unknown status '\(row.status)'") }
        let items = cells[4] == "—" ? [] : cells[4].components(separatedBy: ", ")
        if cells[4].isEmpty || !items.allSatisfy({ Self.matches(Self.mention, $0) }) {
            formProblems.append("\(row.label): the Rules column lists `family/rule` ids, each maybe followed by (planned) or (retired), "
                                + "separated by commas, or —; not '\(cells[4])'")
        }
        rows.append(row)
    }

    private mutating func readCount(_ cells: [String], line: Int) {
        guard cells.count == 2, let count = Int(cells[1]), Self.statuses.contains(cells[0]) || cells[0] == "total" else {
            formProblems.append("line \(line): a count is `| status | N |`")
            return
        }
        counts = (counts ?? [:]).merging([cells[0]: count]) { _, new in new }
    }

    /// Everything that keeps the ledger from agreeing with the rules `ruleIDs`.
    func problems(ruleIDs: Set<String>) -> [String] {
        var problems = formProblems
        if counts == nil { problems.append("no counts table") }
        if rows.isEmpty { problems.append("no rows") }
        for row in rows {
            for mention in row.rules + row.notes {
                switch mention.mark {
                case nil where !ruleIDs.contains(mention.id):
                    problems.append("\(row.label): `\(mention.id)` is not a rule; mark it (planned) if version 2 plans it")
                case .planned where ruleIDs.contains(mention.id):
                    problems.append("\(row.label): `\(mention.id)` exists: drop its (planned) mark and judge the row again")
                default: break
                }
            }
            for mention in row.rules where mention.mark == .planned && row.status != "planned" && !ruleIDs.contains(mention.id) {
                problems.append("\(row.label): `\(mention.id)` (planned) in a \(row.status) row; planned rules belong to planned rows")
            }
            if let problem = Self.statusProblem(row, ruleIDs: ruleIDs) { problems.append("\(row.label): \(problem)") }
        }
        let named = Set(rows.flatMap { $0.rules.map(\.id) })
        for id in ruleIDs.subtracting(named).sorted() { problems.append("rule `\(id)` is in no row of the ledger") }
        if let counts {
            let actual = Dictionary(grouping: rows, by: \.status).mapValues(\.count).merging(["total": rows.count]) { _, total in total }
            for status in Self.statuses + ["total"] where counts[status, default: 0] != actual[status, default: 0] {
                problems.append("the counts table says \(status) \(counts[status, default: 0]), the rows \(actual[status, default: 0])")
            }
        }
        return problems
    }

    /// What the row's status requires of its rules: a rule that exists for
    /// faithful and partial, some rule for planned, none but retired ones otherwise.
    private static func statusProblem(_ row: Row, ruleIDs: Set<String>) -> String? {
        switch row.status {
        case "faithful", "partial":
            return row.rules.contains { $0.mark == nil && ruleIDs.contains($0.id) } ? nil : "a \(row.status) row must name a rule that exists"
        case "planned":
            return row.rules.contains { $0.mark != .retired } ? nil : "a planned row must name the planned rule or the rule to correct"
        case "unchecked", "not checkable":
            let article = row.status == "unchecked" ? "an" : "a"
            return row.rules.allSatisfy { $0.mark == .retired } ? nil : "\(article) \(row.status) row must name no rule but a retired one"
        default:
            return nil
        }
    }

    /// A table line's cells, trimmed; `\|` is a bar inside a cell.
    private static func cells(of line: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for character in line {
            if escaped { cell.append(character == "|" ? "|" : "\\\(character)"); escaped = false; continue }
            if character == "\\" { escaped = true; continue }
            if character == "|" { cells.append(cell); cell = ""; continue }
            cell.append(character)
        }
        cells.append(cell)
        return Array(cells.dropFirst().dropLast()).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private static func mentions(in text: String) -> [Mention] {
        mention.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            let id = String(text[Range(match.range(at: 1), in: text)!])
            let mark = Range(match.range(at: 2), in: text).map { Mark(rawValue: String(text[$0]))! }
            return Mention(id: id, mark: mark)
        }
    }

    private static func matches(_ expression: NSRegularExpression, _ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))?.range == NSRange(text.startIndex..., in: text)
    }
}
