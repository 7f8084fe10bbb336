/// Which variant a live-preview page shows (`devices.md` §4), read from its
/// query — `device` (`iphone`, `ipad` or a catalogue name, any case),
/// `orientation`, `textSize`, `view=matrix` — and the picker that links to
/// the others: plain links (the page's policy allows no form), each naming
/// the whole choice, the current one marked `aria-current`. Values that name
/// nothing are ignored, as if absent.
import ViewIDE
import ViewLayout
import ViewModel
import ViewStrings

struct PreviewVariantView: Equatable {
    var device: PreviewVariants.DeviceChoice?
    var orientation: LayoutOrientation?
    var textSize: TextSize?
    var matrix = false

    /// The page as it was before variants: the screen's device, portrait, Large, one drawing.
    var isDefault: Bool { self == PreviewVariantView() }

    init(device: PreviewVariants.DeviceChoice? = nil, orientation: LayoutOrientation? = nil, textSize: TextSize? = nil,
         matrix: Bool = false) {
        self.device = device
        self.orientation = orientation
        self.textSize = textSize
        self.matrix = matrix
    }

    init(query: Substring?) {
        func value(_ key: String) -> String? {
            // A `+` is a space in a query (`iPhone+SE`), as browsers write form values.
            PreviewRouter.queryValue(key, in: query.map { Substring($0.replacingOccurrences(of: "+", with: "%20")) })
        }
        device = value("device").flatMap(PreviewVariants.DeviceChoice.init)
        orientation = value("orientation").flatMap(LayoutOrientation.init(rawValue:))
        textSize = value("textSize").flatMap(TextSize.named)
        matrix = value("view") == "matrix"
    }

    /// The query items after the token: `&device=iPhone%20SE&textSize=AX1`.
    var query: String {
        var items: [String] = []
        switch device {
        case .family(let family): items.append("device=\(family.rawValue)")
        case .model(let model): items.append("device=\(PreviewLinks.percentEncoded(model.name))")
        case nil: break
        }
        if let orientation { items.append("orientation=\(orientation.rawValue)") }
        if let textSize { items.append("textSize=\(textSize.rawValue)") }
        if matrix { items.append("view=matrix") }
        return items.map { "&" + $0 }.joined()
    }

    /// One variant of a matrix as a view (portrait and Large left out, as the picker leaves them, so the two agree).
    init(_ variant: LayoutVariant) {
        self.init(device: .model(variant.device), orientation: variant.orientation == .portrait ? nil : variant.orientation,
                  textSize: variant.textSize == .default ? nil : variant.textSize)
    }

    /// The drawing settings this view asks for, from the server's own.
    func settings(from base: PreviewCommand.Settings) -> PreviewCommand.Settings {
        PreviewCommand.Settings(device: device ?? base.device, orientation: orientation ?? base.orientation, appearance: base.appearance,
                                showsFindings: base.showsFindings, catalog: base.catalog, textSize: textSize ?? base.textSize,
                                matrix: matrix)
    }

    /// The picker: a row of links per choice — device, text size, orientation, one variant or the matrix — each to
    /// `link` with this view changed in that choice alone.
    func picker(link: (PreviewVariantView) -> String, catalog: MessageCatalog) -> String {
        func item(_ text: String, _ view: PreviewVariantView) -> String {
            let current = view == self ? " aria-current=\"true\"" : ""
            return "<a href=\"\(PreviewMarkup.escaped(link(view)))\"\(current)>\(PreviewMarkup.escaped(text))</a>"
        }
        func row(_ name: String, _ items: [String]) -> String {
            "<p class=\"choice\" data-choice=\"\(name)\"><span>\(PreviewMarkup.escaped(catalog.text("cli.preview.picker.\(name)")))</span>"
                + items.joined() + "</p>"
        }
        var devices = [item(catalog.text("cli.preview.picker.screen-device"), with { $0.device = nil })]
        devices += DeviceCatalogue.all.map { model in item(model.name, with { $0.device = .model(model) }) }
        let sizes = TextSize.allCases.map { size in item(size.rawValue, with { $0.textSize = size == .default ? nil : size }) }
        let orientations = LayoutOrientation.allCases.map { orientation in
            item(catalog.text("cli.preview.orientation.\(orientation.rawValue)"), with { $0.orientation = orientation == .portrait ? nil : orientation })
        }
        let views = [item(catalog.text("cli.preview.picker.one"), PreviewVariantView(device: device, orientation: orientation, textSize: textSize)),
                     item(catalog.text("cli.preview.picker.matrix"), PreviewVariantView(matrix: true))]
        var rows = [row("view", views)]
        if !matrix { rows += [row("device", devices), row("text-size", sizes), row("orientation", orientations)] }
        return "<nav class=\"picker\">" + rows.joined() + "</nav>"
    }

    private func with(_ change: (inout PreviewVariantView) -> Void) -> PreviewVariantView {
        var view = self
        view.matrix = false
        change(&view)
        return view
    }

    /// The picker's look, added to the gallery's style.
    static let style = """
        .picker{display:flex;flex-direction:column;gap:6px;margin-top:10px}.choice{display:flex;flex-wrap:wrap;gap:4px;\
        align-items:center;margin:0!important}.choice span{min-width:110px;font-size:13px;color:#636366}\
        .choice a{font-size:13px;padding:3px 10px;border-radius:12px;background:#e5e5ea;color:#1c1c1e;text-decoration:none}\
        .choice a[aria-current]{background:#0064d2;color:#fff}
        """
}
