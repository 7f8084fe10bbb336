/// The rules' texts as a catalog table, and the catalog of this layer: the
/// rules' texts over the model's.
public import ViewModel

extension TextTable {
    /// Every rule's summary, messages, explanation, fix title and notes, under `rule.<id>.…`.
    public static let rules = TextTable(module: "ViewRules", templates: { RuleTexts.templates($0) }, texts: { RuleTexts.texts($0) })
}

extension MessageCatalog {
    /// The catalog of the rules' layer: the rules' texts and the model's.
    public static func rules(_ language: MessageLanguage) -> MessageCatalog {
        MessageCatalog(language: language, tables: [.rules, .model])
    }
}

enum RuleTexts {
    static let english: [String: String] = {
        var table: [String: String] = [:]
        for rule in RuleRegistry.all { table.merge(rule.description.englishTexts) { first, _ in first } }
        return table
    }()
    static let englishTemplates = english.mapValues(MessageTemplate.init)

    static func texts(_ language: MessageLanguage) -> [String: String] { language == .english ? english : [:] }
    static func templates(_ language: MessageLanguage) -> [String: MessageTemplate] { language == .english ? englishTemplates : [:] }
}
