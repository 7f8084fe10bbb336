/// Numbers as the reader's language writes them, after CLDR's number symbols
/// (`numbers/symbols-numberSystem-latn` and `minimumGroupingDigits` of
/// cldr-numbers-full): English and Chinese "4,500.5", Russian "4 500,5" with
/// a no-break space (U+00A0) between groups and a decimal comma. A number
/// reaches a text as a plain decimal string ("4500.5", as Swift writes it);
/// only such a string is rewritten, anything else is left as it is.

/// The symbols a language writes a decimal number with.
public struct NumberSymbols: Sendable, Hashable {
    public let decimal: String
    public let group: String
    /// The fewest digits the highest group needs before it is set apart:
    /// 1 in all three languages ("1,234"; "1 234").
    public let minimumGroupingDigits: Int
}

extension CatalogLanguage {
    /// CLDR's decimal and group symbols for the language (Latin digits).
    public var numberSymbols: NumberSymbols {
        switch self {
        case .en, .zhHans: NumberSymbols(decimal: ".", group: ",", minimumGroupingDigits: 1)
        case .ru: NumberSymbols(decimal: ",", group: "\u{00A0}", minimumGroupingDigits: 1)
        }
    }

    /// `decimal` ("-4500.25": an optional `-`, digits, optionally `.` and
    /// digits) written as the language writes numbers: its decimal symbol, and
    /// its group symbol every three integer digits once there are at least
    /// `3 + minimumGroupingDigits` of them. Nil for anything else (`1e3`,
    /// `1,000`, `v2`, `.5`).
    public func number(_ decimal: String) -> String? {
        let bytes = Array(decimal.utf8)
        var index = 0
        if bytes.first == UInt8(ascii: "-") { index = 1 }
        let integerStart = index
        while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
        let integerEnd = index
        guard integerEnd > integerStart else { return nil }
        var fractionStart = index
        if index < bytes.count {
            guard bytes[index] == UInt8(ascii: "."), index + 1 < bytes.count else { return nil }
            index += 1
            fractionStart = index
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            guard index == bytes.count, index > fractionStart else { return nil }
        }
        let symbols = numberSymbols
        var result: [UInt8] = Array(bytes[0..<integerStart])
        let digits = integerEnd - integerStart
        let grouped = digits >= 3 + symbols.minimumGroupingDigits
        for (offset, digit) in bytes[integerStart..<integerEnd].enumerated() {
            if grouped, offset > 0, (digits - offset) % 3 == 0 { result.append(contentsOf: symbols.group.utf8) }
            result.append(digit)
        }
        if fractionStart > integerEnd {
            result.append(contentsOf: symbols.decimal.utf8)
            result.append(contentsOf: bytes[fractionStart...])
        }
        return String(decoding: result, as: UTF8.self)
    }
}

extension MessageCatalog {
    /// `decimal` as this catalog's language writes numbers; anything that is
    /// not a plain decimal number as it is.
    public func number(_ decimal: String) -> String {
        language.catalogLanguage.number(decimal) ?? decimal
    }
}
