/// `tab-bar/too-many-tabs`: more tabs than the device's tab bar shows.
import ViewSyntax
public import ViewModel

public struct TabBarTooManyTabs: Rule {
    public static let kinds: Set<String> = ["TabBar"]

    public static let description = RuleDescription(
        id: "tab-bar/too-many-tabs", severity: .error,
        messages: ["iphone", "ipad"],
        citations: [SeedCitation("bars.tab-bar.appearance"),
                    SeedCitation("bars.tab-bar.guidelines")],
        fix: .unsafe,
        notes: ["popover", "primary", "screen"],
        examples: [
            .triggering("""
            Screen {
                ⟦TabBar⟧ {
                    Tab { title: "Home" }
                    Tab { title: "Search" }
                    Tab { title: "Library" }
                    Tab { title: "Radio" }
                    Tab { title: "Stores" }
                    Tab { title: "Friends" }
                }
            }
            """, fixed: """
            Screen {
                TabBar {
                    Tab { title: "Home" }
                    Tab { title: "Search" }
                    Tab { title: "Library" }
                    Tab { title: "Radio" }
                    Tab { title: "More"; icon: system.more }
                    // Moved behind More: Tab { title: "Stores" }
                    // Moved behind More: Tab { title: "Friends" }
                }
            }
            """),
            .triggering("""
            Screen {
                device: ipad
                Popover {
                    source: menu
                    ⟦TabBar⟧ { Tab {} Tab {} Tab {} Tab {} Tab {} Tab {} }
                }
                Toolbar { BarButton { id: menu; system: organize } }
            }
            """),
            .nonTriggering("""
            Screen {
                device: ipad
                TabBar { Tab {} Tab {} Tab {} Tab {} Tab {} Tab {} Tab {} }
            }
            """),
            .nonTriggering("""
            Screen {
                TabBar { Tab {} Tab {} Tab {} Tab {} Tab {} }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let tabs = element.children(of: "Tab")
        let device = context.device(of: element)
        let container = element.container
        let isNarrow = container?.is("Popover", "Primary") ?? false
        let limit = device == .iphone || isNarrow ? 5 : 7
        guard tabs.count > limit else { return [] }
        let arguments = ["count": "\(tabs.count)", "limit": "\(limit)"]
        guard device == .ipad else {
            return [.on(element, variant: "iphone", arguments, edits: moreTabEdits(tabs, context: context))]
        }
        let place = isNarrow ? (container?.is("Popover") == true ? "popover" : "primary") : "screen"
        return [.on(element, variant: "ipad", arguments, terms: ["place": place])]
    }

    /// Comments out the tabs after the fourth and puts a More tab in their
    /// place; only when the moved tabs are in one file and each stands alone
    /// on its lines. Each of their lines gets `// ` (after `\n`, `\r\n` or a lone `\r`).
    static func moreTabEdits(_ tabs: [Element], context: RuleContext) -> [FileEdit]? {
        let moved = Array(tabs.dropFirst(4))
        guard let first = moved.first, moved.allSatisfy({ $0.path == first.path }) else { return nil }
        let path = first.path
        let edits = context.edits
        let bytes = edits.bytes(of: path)
        guard moved.allSatisfy({ $0.range.upperBound <= bytes.count && standsAlone($0.range, in: bytes) }) else { return nil }
        let indentation = edits.indentation(ofLineAt: first.range.lowerBound, in: path)
        var result = [edits.insert("Tab { title: \"More\"; icon: system.more }\n\(indentation)// Moved behind More: ",
                                   at: first.range.lowerBound, in: path)]
        for (number, tab) in moved.enumerated() {
            if number > 0 { result.append(edits.insert("// Moved behind More: ", at: tab.range.lowerBound, in: path)) }
            var offset = tab.range.lowerBound
            while offset < tab.range.upperBound {
                let isBreak = bytes[offset] == .newline
                    || (bytes[offset] == .carriageReturn && (offset + 1 == bytes.count || bytes[offset + 1] != .newline))
                if isBreak, offset + 1 < tab.range.upperBound {
                    var lineStart = offset + 1
                    while lineStart < tab.range.upperBound, bytes[lineStart] == .space || bytes[lineStart] == .tab { lineStart += 1 }
                    result.append(edits.insert("// ", at: lineStart, in: path))
                }
                offset += 1
            }
        }
        return result
    }

    static func standsAlone(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
        let text = ByteText(bytes)
        var after = range.upperBound
        while after < bytes.count, bytes[after] == .space || bytes[after] == .tab || bytes[after] == .semicolon { after += 1 }
        return text.isLineStart(text.skippingBlanks(backwardFrom: range.lowerBound)) && text.isLineEnd(after)
    }
}
