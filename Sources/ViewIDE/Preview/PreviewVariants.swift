/// Which variant a preview draws, and every variant of a screen (`devices.md` §4):
/// the device a command line or a request names (`iphone`/`ipad`, the
/// family's default device, or a catalogue name in any case), the text
/// size, the matrix the configuration asks for, each variant's words
/// (`iPhone SE · portrait · text size xxxLarge`) and the findings drawn on it.
public import ViewLayout
public import ViewModel
public import ViewStrings

public enum PreviewVariants {
    /// What a `device` option names.
    public enum DeviceChoice: Hashable, Sendable {
        /// `iphone` or `ipad`: the screen laid out on that family's default device.
        case family(Device)
        /// A catalogue device.
        case model(DeviceModel)

        /// `iphone`, `ipad` or a catalogue name (short or full), in any case; nil for anything else.
        public init?(_ text: String) {
            if let family = Device(rawValue: text.lowercased()) {
                self = .family(family)
            } else if let model = DeviceCatalogue.named(text) {
                self = .model(model)
            } else {
                return nil
            }
        }

        /// Every name a `device` option takes: the two families, then the catalogue's devices.
        public static var names: [String] { ["iphone", "ipad"] + DeviceCatalogue.names }
    }

    /// The layout options for one variant. A family alone keeps meaning what it always meant (the
    /// family's default device), so `--device iphone` draws byte for byte what it drew before.
    public static func layoutOptions(device: DeviceChoice?, orientation: LayoutOrientation,
                                     textSize: TextSize = .default) -> LayoutOptions {
        switch device {
        case .none: return LayoutOptions(orientation: orientation, textSize: textSize)
        case .family(let family): return LayoutOptions(device: family, orientation: orientation, textSize: textSize)
        case .model(let model):
            return LayoutOptions(device: model.family, orientation: orientation, deviceModel: model, textSize: textSize)
        }
    }

    /// The device family `file` is laid out for: the screen's `device`, else the configuration's, else iPhone.
    public static func family(of model: FileModel, file: SourceFile, in workspace: Workspace) -> Device {
        if let root = model.root, root.is("Screen"), let device = root.name("device").flatMap(Device.init(rawValue:)) { return device }
        return workspace.configuration(for: file.path).device ?? .iphone
    }

    /// The variant `options` lay `file` out on.
    public static func variant(of model: FileModel, file: SourceFile, in workspace: Workspace, options: LayoutOptions) -> LayoutVariant {
        options.variant(for: options.device ?? family(of: model, file: file, in: workspace))
    }

    /// Every variant the configuration checks `file` on (`LayoutVariant.matrix`): its family's configured
    /// devices, each way the screen may be held, at each configured text size.
    public static func matrix(of model: FileModel, file: SourceFile, in workspace: Workspace) -> [LayoutVariant] {
        LayoutVariant.matrix(family: family(of: model, file: file, in: workspace),
                             orientations: LayoutVariant.orientations(of: model.root),
                             configuration: workspace.configuration(for: file.path))
    }

    /// The findings that happen on `variant`, the one place that chooses them: a size-dependent finding
    /// carries the variants of the checked matrix it happens on (`Diagnostic.variants`) and is drawn on
    /// those; any other finding (no variants) happens everywhere and is drawn on every variant.
    public static func findings(_ diagnostics: [Diagnostic], on variant: LayoutVariant) -> [Diagnostic] {
        ScreenPreview.findings(diagnostics, on: variant)
    }

    /// `iPhone SE · portrait · text size xxxLarge` in the catalog's language.
    public static func label(_ variant: LayoutVariant, catalog: MessageCatalog) -> String {
        catalog.text("preview.variant.label", ["device": variant.device.name,
                                               "orientation": catalog.text("preview.variant.\(variant.orientation.rawValue)"),
                                               "size": variant.textSize.rawValue])
    }

    /// A variant as a short ASCII name for files, ids and links: `iPhone-SE.portrait.xxxLarge`.
    public static func slug(_ variant: LayoutVariant) -> String {
        let device = String(variant.device.name.map { $0.isLetter || $0.isNumber ? $0 : "-" })
        return "\(device).\(variant.orientation.rawValue).\(variant.textSize.rawValue)"
    }
}
