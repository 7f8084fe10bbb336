/// A file checked, laid out and drawn in one call, for the command line and
/// the server: the words of system items from the catalog, the layout for
/// the device asked for, and the SVG with the findings `check` reports.
public import ViewLayout
public import ViewModel
public import ViewRules
public import ViewStrings

public enum ScreenPreview {
    /// The bar button system items and system activities in the catalog's language, for `LayoutOptions.systemWords`.
    public static func systemWords(_ catalog: MessageCatalog) -> [String: String] {
        var words: [String: String] = [:]
        for item in LayoutEngine.textSystemItems.sorted() { words["bar.\(item)"] = catalog.text("preview.bar.\(item)") }
        for activity in Schema.systemActivities { words["activity.\(activity)"] = catalog.text("preview.activity.\(activity)") }
        return words
    }

    /// The layout and SVG of `file`, given its check (the findings drawn are its diagnostics).
    public static func render(_ check: FileCheck, file: SourceFile, in workspace: Workspace, layoutOptions: LayoutOptions,
                              options: PreviewOptions = PreviewOptions(), catalog: MessageCatalog,
                              images: (any PreviewImageSource)?) -> (layout: ScreenLayout, svg: String) {
        render(check.model, findings: check.diagnostics, file: file, in: workspace, layoutOptions: layoutOptions, options: options,
               catalog: catalog, images: images)
    }

    /// The layout and SVG of `file` from its model, with `findings` drawn (numbered in their order).
    public static func render(_ model: FileModel, findings: [Diagnostic], file: SourceFile, in workspace: Workspace,
                              layoutOptions: LayoutOptions, options: PreviewOptions = PreviewOptions(), catalog: MessageCatalog,
                              images: (any PreviewImageSource)?) -> (layout: ScreenLayout, svg: String) {
        let (layout, drawn) = draw(model, findings: findings, file: file, in: workspace, layoutOptions: layoutOptions, options: options,
                                   catalog: catalog, images: images)
        return (layout, drawn.svg)
    }

    /// The findings that happen on `variant`: a size-dependent finding only where its `variants` name it
    /// (devices.md §3: a drawing and its findings never disagree), the others everywhere.
    public static func findings(_ findings: [Diagnostic], on variant: LayoutVariant) -> [Diagnostic] {
        guard findings.contains(where: { !$0.variants.isEmpty }) else { return findings }
        let drawn = DiagnosticVariant(device: variant.device.name, orientation: variant.orientation.rawValue,
                                      textSize: variant.textSize.rawValue)
        return findings.filter { $0.variants.isEmpty || $0.variants.contains(drawn) }
    }

    /// The layout and the drawing as pieces, reusing the pieces of `previous` (an earlier drawing of the file) whose input is equal,
    /// and its layout when only cells' words changed since (`LayoutEngine.layout(…, carriedFrom:)`). The drawing keeps its
    /// layout and model for the next one only with `keepsLayout` (an editor's document; not each screen of a gallery).
    public static func draw(_ model: FileModel, findings: [Diagnostic], file: SourceFile, in workspace: Workspace,
                            layoutOptions: LayoutOptions, options: PreviewOptions = PreviewOptions(), catalog: MessageCatalog,
                            images: (any PreviewImageSource)?, previous: PreviewDrawn? = nil,
                            keepsLayout: Bool = false) -> (layout: ScreenLayout, drawn: PreviewDrawn) {
        var layoutOptions = layoutOptions
        layoutOptions.defaultDevice = workspace.configuration(for: file.path).device ?? layoutOptions.defaultDevice
        layoutOptions.systemWords = systemWords(catalog)
        let lookup = ImageLookup(store: workspace.imageStore, root: workspace.root)
        // Taken over from the previous drawing's layout when the keystroke changed only cells' words.
        let carried = LayoutEngine.layout(model, of: file, in: workspace, options: layoutOptions, images: lookup,
                                          carriedFrom: previous?.layout)
        let layout = carried.layout.layout
        let drawn = PreviewRenderer.draw(layout, file: file, findings: Self.findings(findings, on: layout.variant), options: options,
                                         catalog: catalog, images: images, previous: previous, carried: keepsLayout ? carried : nil)
        return (layout, drawn)
    }
}
