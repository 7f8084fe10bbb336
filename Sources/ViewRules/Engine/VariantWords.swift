/// Where a size-dependent finding happens, in the fewest words that are true
/// (devices.md §3): nothing when it happens on every variant checked; else
/// the devices ("iPhone SE", "every iPhone", "iPhone SE in portrait") and the
/// text sizes ("at text size xxxLarge", "from text size xLarge"), grouped
/// where the variants differ; or, when that is shorter, where it does not
/// ("except on iPad Pro 13-inch in portrait"). Templates are
/// `check.variants.*` of the rules' catalog, lists joined with the language's
/// CLDR "and" pattern; Chinese spaced as `docs/glossary/zh.md` says.
import ViewLayout
import ViewModel
import ViewStrings

struct VariantWords: Sendable {
    /// The catalog templates, by the key after `check.variants.`.
    let templates: [String: PreparedText]
    let and: ListFormat
    let language: CatalogLanguage

    static let keys = ["where", "except", "on", "on.at-size", "on.from-size", "on.at-sizes", "device.portrait", "device.landscape",
                       "every.iphone", "every.ipad"]

    init(catalog: MessageCatalog) {
        templates = Dictionary(uniqueKeysWithValues: Self.keys.map { ($0, catalog.template("check.variants.\($0)").prepared()) })
        and = catalog.listFormat(.and)
        language = catalog.language.catalogLanguage
    }

    private func text(_ key: String, _ arguments: [String: String]) -> String {
        templates[key]?.rendered(arguments, language: language) ?? "check.variants.\(key)"
    }

    /// Where a finding happens, worked out once for a set of variants and said with each message.
    enum Place: Sendable {
        case everywhere
        case on(String)
        case except(String)
    }

    /// `message` with where it happens: `message` itself when `variants` is all of `matrix`; where it does not
    /// happen when that is one phrase and takes fewer words.
    func message(_ message: String, variants: [LayoutVariant], matrix: [LayoutVariant]) -> String {
        self.message(message, place: place(variants, matrix: matrix))
    }

    func message(_ message: String, place: Place) -> String {
        switch place {
        case .everywhere: message
        case .on(let phrase): text("where", ["message": message, "where": phrase])
        case .except(let phrase): text("except", ["message": message, "where": phrase])
        }
    }

    /// Where `variants` out of `matrix` are, in the fewest words (the message beside it is the same either way).
    func place(_ variants: [LayoutVariant], matrix: [LayoutVariant]) -> Place {
        let happens = Set(variants)
        guard let on = phrase(Self.groups(variants, matrix: matrix)) else { return .everywhere }
        // Said by where it does not happen only when that is one phrase: "except on A and on B at size C" misleads.
        let offGroups = Self.groups(matrix.filter { !happens.contains($0) }, matrix: matrix)
        guard offGroups.count == 1, let off = phrase(offGroups) else { return .on(on) }
        let saidOn = text("where", ["message": "", "where": on]), saidOff = text("except", ["message": "", "where": off])
        return saidOff.count < saidOn.count ? .except(off) : .on(on)
    }

    /// The groups said as one phrase ("on iPhone SE and on iPhone 16 at text size xxxLarge"); nil for none.
    private func phrase(_ groups: [Group]) -> String? {
        let phrases = groups.map { group in
            var devices = and.format(group.devices.map(deviceText))
            if let orientation = group.orientation { devices = text("device.\(orientation.rawValue)", ["device": devices]) }
            switch group.sizes {
            case .all: return text("on", ["devices": devices])
            case .at(let size): return text("on.at-size", ["devices": devices, "size": size.rawValue])
            case .from(let size): return text("on.from-size", ["devices": devices, "size": size.rawValue])
            case .some(let sizes): return text("on.at-sizes", ["devices": devices, "sizes": and.format(sizes.map(\.rawValue))])
            }
        }
        guard !phrases.isEmpty else { return nil }
        let joined = and.format(phrases)
        return language == .zhHans ? Self.chineseSpacing(joined) : joined
    }

    /// Chinese spacing (`docs/glossary/zh.md`): one space between a Han character and a Latin letter or digit,
    /// none between two Han characters or beside full-width punctuation. The phrase is built from templates
    /// spaced for a Latin device name, and from lists that CLDR joins with no space around the Chinese "and".
    static func chineseSpacing(_ text: String) -> String {
        enum Kind { case han, fullWidth, latin, space, other }
        func kind(_ scalar: Unicode.Scalar) -> Kind {
            switch scalar.value {
            case 0x20: .space
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: .han
            case 0x3000...0x303F, 0xFF00...0xFFEF: .fullWidth
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: .latin
            default: .other
            }
        }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            let this = kind(scalar)
            if this == .space {
                let before = result.last.map(kind), after = index + 1 < scalars.count ? kind(scalars[index + 1]) : nil
                let cjk: Set<Kind> = [.han, .fullWidth]
                if let before, let after, (cjk.contains(before) && cjk.contains(after)) || before == .fullWidth || after == .fullWidth
                    || before == .space { continue }
                result.append(scalar)
                continue
            }
            if let before = result.last.map(kind), (before == .han && this == .latin) || (before == .latin && this == .han) {
                result.append(" ")
            }
            result.append(scalar)
        }
        return String(result)
    }

    private func deviceText(_ device: Group.DeviceWords) -> String {
        let name = device.every.map { text("every.\($0.rawValue)", [:]) } ?? device.name
        guard let orientation = device.orientation else { return name }
        return text("device.\(orientation.rawValue)", ["device": name])
    }

    /// One phrase: devices (each perhaps held one way only) at some text sizes.
    struct Group: Equatable {
        struct DeviceWords: Equatable {
            /// The family, when this stands for every device of it.
            var every: Device?
            var name: String
            /// Set when only one way of holding it is meant.
            var orientation: LayoutOrientation?
        }

        enum Sizes: Equatable {
            /// Every size checked: no words.
            case all
            /// Only the largest size checked, or a single one.
            case at(TextSize)
            /// This size and every larger one checked.
            case from(TextSize)
            case some([TextSize])
        }

        var devices: [DeviceWords]
        /// Set when every device of the phrase is meant held one way only.
        var orientation: LayoutOrientation?
        var sizes: Sizes
    }

    /// The phrases for `variants` out of `matrix`: none when they are all of it. Devices (held a way)
    /// whose variants have the same sizes share a phrase; a device held both ways alike is named once;
    /// every catalogue device of the family alike is "every iPhone".
    static func groups(_ variants: [LayoutVariant], matrix: [LayoutVariant]) -> [Group] {
        let fired = Set(variants)
        guard !fired.isSuperset(of: matrix) else { return [] }
        let sizes = unique(matrix.map(\.textSize)).sorted()
        let orientations = unique(matrix.map(\.orientation))
        let devices = unique(matrix.map(\.device))
        // For each device held each way, the sizes it happens at.
        struct Held: Hashable { let device: DeviceModel; let orientation: LayoutOrientation }
        var sizesByHeld: [(Held, Group.Sizes)] = []
        for device in devices {
            for orientation in orientations {
                let at = sizes.filter { fired.contains(LayoutVariant(device: device, orientation: orientation, textSize: $0)) }
                guard !at.isEmpty else { continue }
                sizesByHeld.append((Held(device: device, orientation: orientation), describe(at, of: sizes)))
            }
        }
        // Phrases in order of first appearance, each listing its devices.
        var groups: [(sizes: Group.Sizes, held: [Held])] = []
        for (held, described) in sizesByHeld {
            if let index = groups.firstIndex(where: { $0.sizes == described }) {
                groups[index].held.append(held)
            } else {
                groups.append((described, [held]))
            }
        }
        return groups.map { group in
            var words: [Group.DeviceWords] = []
            for device in unique(group.held.map(\.device)) {
                let ways = group.held.filter { $0.device == device }.map(\.orientation)
                words.append(Group.DeviceWords(every: nil, name: device.name, orientation: ways.count == orientations.count ? nil : ways[0]))
            }
            // Every device of the family the catalogue has, each held the same way: "every iPhone".
            if let family = devices.first?.family, Set(group.held.map(\.device)) == Set(DeviceCatalogue.models(of: family)),
               Set(words.map(\.orientation)).count == 1 {
                words = [Group.DeviceWords(every: family, name: "", orientation: words[0].orientation)]
            }
            // Every device held the same one way: said once, after them.
            let ways = Set(words.map(\.orientation))
            if ways.count == 1, let way = ways.first ?? nil {
                return Group(devices: words.map { Group.DeviceWords(every: $0.every, name: $0.name, orientation: nil) }, orientation: way,
                             sizes: group.sizes)
            }
            return Group(devices: words, orientation: nil, sizes: group.sizes)
        }
    }

    /// `at` (not empty) out of `sizes`: all, the largest alone, a run to the largest, or a list.
    private static func describe(_ at: [TextSize], of sizes: [TextSize]) -> Group.Sizes {
        if at == sizes { return .all }
        if at.count == 1 { return .at(at[0]) }
        if Array(sizes.suffix(at.count)) == at { return .from(at[0]) }
        return .some(at)
    }

    private static func unique<T: Hashable>(_ items: [T]) -> [T] {
        var seen: Set<T> = []
        return items.filter { seen.insert($0).inserted }
    }
}
