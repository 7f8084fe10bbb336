/// Every Russian text of the catalog, gathered from the family tables beside
/// this file (checking codes, components, command line, editor features,
/// syntax errors, configuration problems, usage errors,
/// rules by family). Keys and placeholders match the English texts.
enum RussianTexts {
    static let all: [String: String] = {
        var table = RussianChecking.texts
        for part in [RussianComponents.texts, RussianCommandLine.texts, RussianIDE.texts, RussianSyntax.texts, RussianConfiguration.texts, RussianUsage.texts, RussianRulesBars.texts,
                     RussianRulesActivityAndCollection.texts, RussianRulesPopovers.texts, RussianRulesScrollingAndText.texts,
                     RussianRulesTableAndSplit.texts] {
            table.merge(part) { first, _ in first }
        }
        return table
    }()
}
