/// A rule that judges all of an element's variants in one call (`MatrixRule`) must give exactly what one
/// `check` per variant gives (`VariantFindings.checkEachVariant`): the same findings, worded as on the first
/// variant where each happens, with the same variants in the same order — on the rule's examples and on
/// generated cells of every style, script, accessory and container, on every device family, way of
/// holding and set of text sizes.
import Foundation
@testable import ViewLayout
@testable import ViewModel
@testable import ViewRules
import ViewSamples
import XCTest

final class MatrixRuleTests: XCTestCase {
    func testTruncatedTextJudgesEveryVariantAtOnceAsOneCheckPerVariantDoes() throws {
        var screens = TableViewTruncatedText.description.examples.map(\.source)
        var random = SeededRandom(seed: 20_261_129)
        for _ in 0..<60 { screens.append(Self.generatedScreen(&random)) }
        let configurations = [
            Configuration.default,
            Configuration(device: .ipad),
            Configuration(textSizes: [.xSmall, .large, .ax5]),
            Configuration(devices: ["iPhone SE", "iPad mini"].compactMap(DeviceCatalogue.named), textSizes: [.xxxLarge]),
            Configuration(ruleOptions: ["table-view/truncated-text": ["fontSize": 21, "subtitleDetailFontSize": 9]]),
        ]
        var judged = 0, cut = 0
        for (index, screen) in screens.enumerated() {
            for configuration in configurations {
                let (model, context) = try Self.checked(screen, configuration)
                let variants = VariantContexts(context)
                for cell in model.elements where cell.kind == "Cell" {
                    let atOnce = TableViewTruncatedText.checkMatrix(cell, variants: variants).map(Self.describe)
                    // One check per variant, with and without the narrowest screen of each size class deciding first
                    // (`narrowestDecides`): all three the same.
                    let eachVariant = VariantFindings.checkEachVariant(TableViewTruncatedText.self, cell, variants).map(Self.describe)
                    XCTAssertEqual(atOnce, eachVariant, "screen \(index) with \(configuration):\n\(screen)")
                    let everyVariant = VariantFindings.eachVariant(TableViewTruncatedText.self, cell, variants).map(Self.describe)
                    XCTAssertEqual(everyVariant, eachVariant, "screen \(index) with \(configuration):\n\(screen)")
                    // What the shortcuts ask (which texts are cut) agrees with the cuts findings are made of.
                    if let measured = TableViewTruncatedText.Measured(cell, options: context) {
                        for room in [-10.0, 40, 150, 250, 312, 330, 600] {
                            for size in TextSize.allCases {
                                let fromCuts = measured.cuts(in: room, at: size).reduce(into: TableViewTruncatedText.CutTexts()) {
                                    $0.insert($1.variant == "detail" ? .detail : .title)
                                }
                                XCTAssertEqual(measured.cutTexts(in: room, at: size), fromCuts, "\(room) pt at \(size) in screen \(index)")
                            }
                        }
                    }
                    judged += 1
                    if !eachVariant.isEmpty { cut += 1 }
                }
            }
        }
        // The generated cells must exercise both outcomes, or the comparison says little.
        XCTAssertGreaterThan(judged, 1_000)
        XCTAssertGreaterThan(cut, 200)
        XCTAssertGreaterThan(judged - cut, 200)
    }

    static func describe(_ found: VariantFindings.Found) -> String {
        let arguments = found.finding.arguments.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        let variants = (found.variants ?? []).map(\.description).joined(separator: "; ")
        return "\(found.finding.location.path):\(found.finding.location.range) \(found.finding.variant) [\(arguments)] on \(variants)"
    }

    /// A screen of a few tables, plain or grouped, some in a popover of some width, held some ways, with cells
    /// of every style and texts of every script and length.
    /// `table-view/value-styles-plain` offers `style: grouped` only when no variant would then cut a text that fits
    /// now. It judges a device's variants at their largest text size first; the answer must be the one that judging
    /// every variant, cell by cell, gives.
    func testTheGroupedFixJudgesAsEveryVariantDoes() throws {
        var random = SeededRandom(seed: 20_261_130)
        var offered = 0, withheld = 0
        for index in 0..<80 {
            let screen = Self.generatedScreen(&random)
            for configuration in [Configuration.default, Configuration(device: .ipad), Configuration(textSizes: [.xSmall, .ax3])] {
                let (model, context) = try Self.checked(screen, configuration)
                for table in model.elements where table.kind == "TableView" {
                    // Judged variant by variant, every cell: the rule's answer before the shortcut.
                    let cells = TableRuleSupport.cells(of: table).compactMap { TableViewTruncatedText.Measured($0, options: context) }
                    let cutsMore = context.variantMatrix.contains { variant in
                        let judged = context.on(variant)
                        let margin = variant.horizontalSizeClass == .regular ? 20.0 : 16.0
                        return cells.contains { cell in
                            guard let room = TableViewTruncatedText.room(in: cell.element, context: judged) else { return false }
                            return !cell.cutTexts(in: room - 2 * margin, at: variant.textSize)
                                .isSubset(of: cell.cutTexts(in: room, at: variant.textSize))
                        }
                    }
                    // The fix's other conditions, which have nothing to do with variants.
                    guard table.children(of: "Section").allSatisfy({ !$0.children(of: "Cell").isEmpty }),
                          TableViewChoiceListPlain.buttonOpener(of: table, in: context) == nil
                            || !TableRuleSupport.cells(of: table).contains(where: { $0.name("accessory") == "checkmark" }) else { continue }
                    let edits = TableViewValueStylesPlain.groupedEdits(table, tableStyle: table.binding("style"),
                                                                       location: table.binding("style")?.location ?? table.location,
                                                                       context: context)
                    XCTAssertEqual(edits == nil, cutsMore, "screen \(index) with \(configuration):\n\(screen)")
                    if cutsMore { withheld += 1 } else { offered += 1 }
                }
            }
        }
        XCTAssertGreaterThan(offered, 20)
        XCTAssertGreaterThan(withheld, 20)
    }

    /// `screen`'s model and rule context in a workspace of its own with a `Details` screen beside it.
    static func checked(_ screen: String, _ configuration: Configuration) throws -> (FileModel, RuleContext) {
        let workspace = CheckHarness.workspace(["Screen": screen, "Details": "Screen { title: \"Details\" }\n"],
                                               configuration: configuration)
        let file = try XCTUnwrap(workspace.files[CheckHarness.path("Screen")])
        let model = ModelBuilding.build(file, in: workspace)
        let context = RuleContext(model: model, file: file, configuration: workspace.configuration(for: file.path),
                                  directory: workspace, images: ImageLookup(store: workspace.imageStore, root: workspace.root))
        return (model, context)
    }

    static func generatedScreen(_ random: inout SeededRandom) -> String {
        let texts = ["", "Wi-Fi", "Downloads", "Automatic Downloads over cellular", "War and Peace, tr. by Louise Maude",
                     "\u{412}\u{43E}\u{439}\u{43D}\u{430} \u{438} \u{43C}\u{438}\u{440}",
                     "\u{417}\u{430}\u{433}\u{440}\u{443}\u{436}\u{430}\u{442}\u{44C} \u{43A}\u{43D}\u{438}\u{433}\u{438} \u{43F}\u{43E} \u{441}\u{435}\u{442}\u{438}",
                     "\u{5728}\u{8702}\u{7A9D}\u{7F51}\u{7EDC}\u{4E0B}\u{81EA}\u{52A8}\u{4E0B}\u{8F7D}",
                     "\u{5728}\u{8702}\u{7A9D}\u{7F51}\u{7EDC}\u{4E0B}\u{81EA}\u{52A8}\u{4E0B}\u{8F7D}\u{5DF2}\u{8D2D}\u{4E70}\u{7684}\u{5168}\u{90E8}\u{7535}\u{5B50}\u{56FE}\u{4E66}",
                     "The Collected Stories of Anton Chekhov and other Russian writers"]
        let styles = ["standard", "subtitle", "value1", "value2", "custom"]
        let accessories = ["none", "disclosureIndicator", "checkmark", "detailButton"]
        func pick<T>(_ items: [T]) -> T { items[random.next(below: items.count)] }
        func cell() -> String {
            var members = ["style: \(pick(styles))"]
            let title = pick(texts), detail = pick(texts)
            if random.next(below: 5) > 0 { members.append("title: \"\(title)\"") }
            if random.next(below: 3) > 0 { members.append("detail: \"\(detail)\"") }
            if random.next(below: 3) == 0 { members.append("image: system.bookmarks") }
            let accessory = pick(accessories)
            if accessory != "none" {
                members.append("accessory: \(accessory)")
                if accessory == "disclosureIndicator" { members.append("push: Details") }
            }
            if random.next(below: 8) == 0 { members.append("hidden: true") }
            // Language v4: text that may wrap.
            if random.next(below: 6) == 0 { members.append("titleLines: \(pick([0, 2, 3]))") }
            if random.next(below: 6) == 0 { members.append("detailLines: \(pick([0, 2]))") }
            return "Cell { " + members.joined(separator: "; ") + " }"
        }
        func table() -> String {
            let grouped = random.next(below: 2) == 0
            let cells = (0..<(1 + random.next(below: 4))).map { _ in cell() }
            if grouped { return "TableView { style: grouped; Section { \(cells.joined(separator: " ")) } }" }
            return "TableView { \(cells.joined(separator: " ")) }"
        }
        var members: [String] = []
        switch random.next(below: 3) {
        case 0: members.append("orientations: [portrait]")
        case 1: members.append("orientations: [landscape]")
        default: break
        }
        members.append(table())
        if random.next(below: 2) == 0 {
            let width = [180, 320, 400, 600][random.next(below: 4)]
            members.append("Button { title: \"More\"; presents: Popover { width: \(width); height: 400; \(table()) } }")
        }
        return "Screen {\n    " + members.joined(separator: "\n    ") + "\n}\n"
    }
}
