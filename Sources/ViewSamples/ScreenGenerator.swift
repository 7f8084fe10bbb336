/// Generates large, valid `.view` text of a realistic shape for benchmarks
/// and size tests: a screen of table, collection and map groups in several
/// scripts, nested in containers of at most 16 children, so that a file of any
/// size keeps the fan-out of a hand-written one.

public enum ScreenGenerator {
    /// Children per container; real screens seldom have more in one block.
    static let fanOut = 16

    /// A screen of at least `minimumBytes` bytes that parses without errors.
    public static func generate(minimumBytes: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(minimumBytes + 64 * 1024)
        output += Array("""
            // Generated screen: \(minimumBytes) bytes requested.
            Screen {
                title: "Generated"
                device: iphone
                NavigationBar { title: "Generated"; BarButton { system: add } }

            """.utf8)
        let groupSize = group(0).count
        let groups = max(1, (minimumBytes + groupSize - 1) / groupSize)
        var levels = 0
        var capacity = 1
        while capacity < groups {
            capacity *= fanOut
            levels += 1
        }
        var emitted = 0
        emit(level: levels, indent: 1, groups: groups, emitted: &emitted, into: &output)
        output += Array("}\n".utf8)
        return output
    }

    private static func emit(level: Int, indent: Int, groups: Int, emitted: inout Int, into output: inout [UInt8]) {
        if level == 0 {
            output += group(emitted, indent: indent)
            emitted += 1
            return
        }
        let pad = String(repeating: "    ", count: indent)
        output += Array("\(pad)CustomView {\n\(pad)    id: container\(emitted)_\(level)\n".utf8)
        for _ in 0..<fanOut where emitted < groups {
            emit(level: level - 1, indent: indent + 1, groups: groups, emitted: &emitted, into: &output)
        }
        output += Array("\(pad)}\n".utf8)
    }

    private static let titles = ["Settings", "\u{41D}\u{430}\u{441}\u{442}\u{440}\u{43E}\u{439}\u{43A}\u{438}", "\u{8BBE}\u{7F6E}", "Réglages", "Einstellungen", "\u{8A2D}\u{5B9A}", "Ajustes 🎉"]

    /// One group: a table of sections and cells, a collection and a map.
    static func group(_ index: Int, indent: Int = 1) -> [UInt8] {
        let pad = String(repeating: "    ", count: indent)
        let title = titles[index % titles.count]
        var text = "\(pad)// Group \(index): \(title)\n\(pad)ScrollView {\n\(pad)    direction: vertical\n"
        text += "\(pad)    TableView {\n\(pad)        style: grouped\n\(pad)        index: [\"A\", \"B\", \"C\"]\n"
        for section in 0..<3 {
            text += "\(pad)        Section {\n\(pad)            header: \"\(title) \(index).\(section)\"\n"
            for cell in 0..<5 {
                text += "\(pad)            Cell { style: subtitle; title: \"Item \(cell) — \(title)\"; "
                text += "detail: \"Detail \\u00e9 \(cell)\"; accessory: disclosureIndicator; push: Details }\n"
            }
            text += "\(pad)        }\n"
        }
        text += "\(pad)    }\n"
        text += "\(pad)    /* a collection of photos */\n\(pad)    CollectionView {\n"
        text += "\(pad)        layout: grid; itemWidth: 80; itemHeight: 80.5\n"
        for item in 0..<4 {
            text += "\(pad)        Item { title: '\u{7167}\u{7247} \(item)'; image: \"photos/p\(item)@2x.png\" }\n"
        }
        text += "\(pad)    }\n"
        text += "\(pad)    MapView { mapType: hybrid; zoomEnabled: true; Pin { title: \"\u{414}\u{43E}\u{43C}\"; role: start; color: green } }\n"
        text += "\(pad)    Button { title: \"Share\"; presents: ActivityViewController { activities: [copy, print, mail] } }\n"
        text += "\(pad)}\n"
        return Array(text.utf8)
    }
}

extension ScreenGenerator {
    /// A screen whose table holds `members` rows in one block — the shape a
    /// long generated or imported list takes — with cells, titles, comments
    /// and blank lines in several scripts, no two rows alike.
    public static func wideBlock(members: Int) -> [UInt8] {
        var text = "Screen {\n    title: \"Wide\"\n    TableView {\n        style: plain\n"
        for index in 0..<members {
            let title = titles[index % titles.count]
            switch index % 8 {
            case 0: text += "        // Row \(index): \(title)\n"
            case 3: text += "        Cell { title: \"\(title) \(index)\"; accessory: disclosureIndicator }\n"
            case 5: text += "        Cell { title: \"\(index)\"; detail: \"\(title)\" }\n"
            default: text += "        Cell { title: \"\(title) \(index)\" }\n"
            }
        }
        return Array((text + "    }\n}\n").utf8)
    }
}
