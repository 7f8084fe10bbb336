/// How translation tables write a rule's texts: by rule id, then by part
/// (`summary`, `message`, `message.VARIANT`, `what`, `why`, `how`, `fix`,
/// `note.NAME`), flattened into catalog keys `rule.<id>.<part>`.
enum RuleTexts {
    static func table(_ rules: [String: [String: String]]) -> [String: String] {
        var table: [String: String] = [:]
        for (id, parts) in rules {
            for (part, text) in parts { table["rule.\(id).\(part)"] = text }
        }
        return table
    }
}
