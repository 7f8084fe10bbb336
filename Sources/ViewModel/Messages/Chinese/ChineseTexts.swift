/// Every Chinese text of the catalog, gathered from the family tables beside
/// this file (checking codes, components, command line, editor features,
/// syntax errors, configuration problems, usage errors,
/// rules by family). Keys and placeholders match the English texts.
enum ChineseTexts {
    static let all: [String: String] = {
        var table = ChineseChecking.texts
        for part in [ChineseComponents.texts, ChineseCommandLine.texts, ChineseIDE.texts, ChineseSyntax.texts, ChineseConfiguration.texts, ChineseUsage.texts, ChineseRulesBars.texts,
                     ChineseRulesActivityAndCollection.texts, ChineseRulesPopovers.texts, ChineseRulesScrollingAndText.texts,
                     ChineseRulesTableAndSplit.texts] {
            table.merge(part) { first, _ in first }
        }
        return table
    }()
}
