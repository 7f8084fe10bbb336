/// `activity/product-name`: an activity title that names the company or product.
public import ViewModel
public struct ActivityProductName: Rule {
    public static let kinds: Set<String> = ["Activity"]

    public static let description = RuleDescription(
        id: "activity/product-name", severity: .warning,
        citations: [SeedCitation("content-zh.activity"),
                    SeedCitation("content-ru.activity")],
        examples: [
            .triggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy, mail]
                    Activity { title: "⟦shelf⟧ It" }
                    Activity { title: "\u{5B58}\u{5165}⟦\u{4E66}\u{67B6}⟧" }
                }
            }
            """, configuration: Configuration(productNames: ["Shelf", "\u{4E66}\u{67B6}"])),
            .nonTriggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy, mail]
                    Activity { title: "Save Later" }
                    Activity { title: "Shelfie" }
                    Activity { title: "\u{7A0D}\u{540E}\u{9605}\u{8BFB}" }
                }
            }
            """, configuration: Configuration(productNames: ["Shelf", "\u{4E66}\u{67B6}"])),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let names = context.configuration.productNames.map { $0.trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
        guard !names.isEmpty, let binding = element.binding("title"), let title = binding.value.stringValue else { return [] }
        let characters = Array(title)
        var matches: [(range: Range<Int>, name: String)] = []
        for name in names {
            for range in ProductNameMatching.occurrences(of: Array(name), in: characters)
            where !matches.contains(where: { $0.range.overlaps(range) }) {
                matches.append((range, name))
            }
        }
        // Where the literal has no escapes its characters map onto the source, so
        // the finding can cover just the name; otherwise it covers the title.
        let literal = binding.valueText
        let isVerbatim = literal.count >= 2 && String(literal.dropFirst().dropLast()) == title
        return matches.sorted { $0.range.lowerBound < $1.range.lowerBound }.map { match in
            let arguments = ["title": literal, "name": "\"\(match.name)\""]
            guard isVerbatim else { return RuleFinding(at: binding.valueLocation, arguments) }
            let start = binding.valueRange.lowerBound + 1 + String(characters[..<match.range.lowerBound]).utf8.count
            let length = String(characters[match.range]).utf8.count
            return RuleFinding(at: SourceLocation(path: binding.path, range: start..<(start + length)), arguments)
        }
    }
}

/// Whole-word, case-insensitive search for product names in titles.
enum ProductNameMatching {
    /// The ranges (in characters) where `name` stands in `text` as a word of its own.
    static func occurrences(of name: [Character], in text: [Character]) -> [Range<Int>] {
        guard !name.isEmpty, name.count <= text.count else { return [] }
        let folded = name.map(fold)
        let foldedText = text.map(fold)
        var result: [Range<Int>] = []
        var start = 0
        while start + name.count <= text.count {
            let end = start + name.count
            if Array(foldedText[start..<end]) == folded,
               start == 0 || !joinsWord(text[start - 1], name[0]),
               end == text.count || !joinsWord(text[end], name[name.count - 1]) {
                result.append(start..<end)
                start = end
            } else {
                start += 1
            }
        }
        return result
    }

    static func fold(_ character: Character) -> String { character.lowercased() }

    /// Whether two neighbouring characters belong to one word: both letters or
    /// digits of a script that separates its words with spaces.
    static func joinsWord(_ neighbour: Character, _ edge: Character) -> Bool {
        isSpacedWordCharacter(neighbour) && isSpacedWordCharacter(edge)
    }

    static func isSpacedWordCharacter(_ character: Character) -> Bool {
        guard character.isLetter || character.isNumber || character == "_",
              let scalar = character.unicodeScalars.first else { return false }
        return !EastAsianWidth.isWide(scalar) && !unspacedScripts.contains { $0.contains(scalar.value) }
    }

    /// Thai, Lao, Myanmar and Khmer, written without spaces between words.
    static let unspacedScripts: [ClosedRange<UInt32>] = [0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF]
}
