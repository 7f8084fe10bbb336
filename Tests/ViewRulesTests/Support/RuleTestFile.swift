/// Writes `RuleExampleTests+Rules.generated.swift`: one XCTest method per rule,
/// named by its id, since XCTest on Linux finds tests only in source.

enum RuleTestFile {
    /// `tab-bar/too-many-tabs` → `test_tabBar_tooManyTabs`: the family and the
    /// name in lower camel case, joined by `_`.
    static func testName(_ id: String) -> String {
        "test_" + id.split(separator: "/", omittingEmptySubsequences: false).map(lowerCamelCase).joined(separator: "_")
    }

    private static func lowerCamelCase(_ words: Substring) -> String {
        let parts = words.split(separator: "-")
        return (parts.first.map(String.init) ?? "") + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The file for rules with these ids, sorted by id.
    static func generate(ids: [String]) -> String {
        var text = """
            // Generated from `RuleRegistry.all` by `RuleExampleTests.testEveryRuleHasItsOwnTest`; do not edit.
            // Regenerate with: UPDATE_EXPECT=1 swift test --filter RuleExampleTests
            /// One test per rule, named by its id, so a failure names the rule.

            extension RuleExampleTests {

            """
        for id in ids.sorted() {
            text += "    func \(testName(id))() throws { try checkRule(\"\(id)\") }\n"
        }
        return text + "}\n"
    }

    /// The names of the test methods a generated file declares.
    static func declaredTests(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.count > 1, words[0] == "func", words[1].hasPrefix("test_") else { return nil }
            return String(words[1].prefix { $0 != "(" })
        }
    }
}
