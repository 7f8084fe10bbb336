/// The CLDR plural categories and the cardinal rules of the catalog languages
/// (English, Russian, Simplified Chinese), applied to an argument written as a
/// decimal string, the way it reaches a catalog text.

/// A catalog language, by its String Catalog code.
public enum CatalogLanguage: String, Sendable, Hashable, CaseIterable, Comparable {
    case en = "en"
    case ru = "ru"
    case zhHans = "zh-Hans"

    /// The language every catalog is written in and falls back to.
    public static let sourceLanguage: CatalogLanguage = .en

    /// The plural categories the language's cardinal rules produce (CLDR).
    public var pluralCategories: [PluralCategory] {
        switch self {
        case .en: [.one, .other]
        case .ru: [.one, .few, .many, .other]
        case .zhHans: [.other]
        }
    }

    public static func < (left: CatalogLanguage, right: CatalogLanguage) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }
}

/// A CLDR plural category, named as in String Catalogs' `variations.plural`.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    public static func < (left: PluralCategory, right: PluralCategory) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }

    /// The cardinal category of `number` in `language`, after the CLDR
    /// plural rules (Unicode CLDR, `supplemental/plurals.xml`; see
    /// https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html).
    /// With the CLDR operands `i` (the integer digits) and `v` (how many
    /// fraction digits are written):
    /// - English: `one` for i = 1 and v = 0 (`1`; `1.0` and `21` are `other`).
    /// - Russian: `one` for v = 0, i % 10 = 1, i % 100 ≠ 11; `few` for v = 0,
    ///   i % 10 in 2…4, i % 100 not in 12…14; `many` for v = 0 and i % 10 = 0,
    ///   or i % 10 in 5…9, or i % 100 in 11…14; `other` for decimals.
    /// - Chinese: always `other`.
    /// A negative number takes the category of its absolute value; text that
    /// is not a decimal number (`x`, `1e3`, `1,000`) is `other`.
    public static func cardinal(_ number: String, in language: CatalogLanguage) -> PluralCategory {
        guard language != .zhHans, let operands = DecimalOperands(number) else { return .other }
        guard operands.fractionDigits == 0 else { return .other }
        switch language {
        case .en:
            return operands.isOne ? .one : .other
        case .ru:
            let (ones, tens) = (operands.lastTwoDigits % 10, operands.lastTwoDigits)
            if ones == 1, tens != 11 { return .one }
            if (2...4).contains(ones), !(12...14).contains(tens) { return .few }
            return .many
        case .zhHans:
            return .other
        }
    }
}

/// The CLDR operands of a decimal string that the rules above need: whether
/// the integer part is 1, its last two digits, and `v`. Works on the digits,
/// so numbers of any length are classified without overflow.
struct DecimalOperands {
    var isOne: Bool
    var lastTwoDigits: Int
    var fractionDigits: Int

    init?(_ text: String) {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let integer = bytes.prefix { $0 &- UInt8(ascii: "0") < 10 }
        guard !integer.isEmpty else { return nil }
        var rest = bytes.dropFirst(integer.count)
        var fractionDigits = 0
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            let fraction = rest.prefix { $0 &- UInt8(ascii: "0") < 10 }
            guard !fraction.isEmpty else { return nil }
            fractionDigits = fraction.count
            rest = rest.dropFirst(fraction.count)
        }
        guard rest.isEmpty else { return nil }
        let significant = integer.drop { $0 == UInt8(ascii: "0") }
        isOne = significant.count == 1 && significant.first == UInt8(ascii: "1")
        lastTwoDigits = significant.suffix(2).reduce(0) { $0 * 10 + Int($1 &- UInt8(ascii: "0")) }
        self.fractionDigits = fractionDigits
    }
}
