/// `viewls/preview`: the document's current text (unsaved edits included)
/// laid out and drawn with the findings its diagnostics hold — the same
/// check, so the drawing and the diagnostics agree. A component file is
/// drawn as the renderer draws one, in a neutral host. Bad options are
/// -32602; a newer edit of the document makes the request stale (-32801)
/// before it is answered, as for every document request. A client that
/// applies patches (`patch` in the request) gets a token with each drawing
/// and, when it names the drawing it shows, the patch from that drawing
/// (`PreviewPatch`) instead of the whole SVG; every drawing reuses the
/// pieces of the document's previous one whose input is equal (`PreviewDrawings`).
import Foundation
import ViewIDE
import ViewLayout
import ViewModel

extension LanguageServer {
    func preview(_ params: PreviewParams, in folder: FolderSnapshot) throws -> JSONValue {
        let workspace = folder.workspace
        let file = try folder.file(params.textDocument.uri)
        func choice<T: RawRepresentable>(_ value: String?, _ name: String, default fallback: T?) throws -> T? where T.RawValue == String {
            guard let value else { return fallback }
            guard let parsed = T(rawValue: value) else {
                throw ResponseError(code: ResponseError.invalidParams, message: "unknown \(name) '\(value.prefix(40))'")
            }
            return parsed
        }
        let device: Device? = try choice(params.device, "device", default: nil)
        let orientation: LayoutOrientation = try choice(params.orientation, "orientation", default: .portrait) ?? .portrait
        let appearance: PreviewAppearance = try choice(params.appearance, "appearance", default: .light) ?? .light
        let diagnostics = diagnostics(for: file.path)  // checks the file if a change made its diagnostics stale
        let model = currentModel(of: file.path) ?? ModelBuilding.build(file, in: workspace)
        let catalog = catalog(for: file.path, in: workspace)
        let view = [params.textDocument.uri, params.device ?? "", orientation.rawValue, appearance.rawValue, catalog.language.rawValue]
            .joined(separator: "\u{0}")
        let (layout, drawn) = ScreenPreview.draw(model, findings: diagnostics, file: file, in: workspace,
                                                 layoutOptions: LayoutOptions(device: device, orientation: orientation),
                                                 options: PreviewOptions(appearance: appearance), catalog: catalog,
                                                 images: WorkspaceImageFiles(root: workspace.root),
                                                 // Drawn from nothing: PreviewMemo's reuse missed a change in the live preview's
                                                 // tests; patches are still made between whole drawings.
                                                 previous: nil)
        previewDrawings.keep(drawn, view: view)
        var result = PreviewResult(screen: file.typeName, device: layout.device.rawValue, orientation: layout.orientation.rawValue,
                                   appearance: appearance.rawValue)
        if let request = params.patch {
            result.token = previewDrawings.answered(drawn, uri: params.textDocument.uri)
            if let since = request.since, let shown = previewDrawings.sent(since, uri: params.textDocument.uri) {
                result.patch = Self.patchJSON(PreviewPatch(from: shown, to: drawn), since: since)
                return result.json
            }
        }
        let converter = PositionConverter(file, encoding: encoding)
        result.svg = drawn.svg
        result.elements = layout.elements.filter { $0.source.path == file.path }.map { element in
            PreviewResult.PreviewElement(range: converter.range(element.source.bytes), kind: element.kind,
                                         frame: [element.frame.x, element.frame.y, element.frame.width, element.frame.height])
        }
        return result.json
    }

    static func patchJSON(_ patch: PreviewPatch, since: String) -> JSONValue {
        .object(["since": .string(since),
                 "replaced": .array(patch.replaced.map { .object(["key": .string($0.key), "svg": .string($0.markup)]) }),
                 "attributes": .array(patch.attributes.map { change in
                     .object(["key": .string(change.key), "values": .array(change.values.map { .array($0.map { .string($0) }) })])
                 })])
    }
}

extension RequestRoute {
    /// Not a `textDocument/` method: it does not wait for the workspace read, and is answered even when
    /// a later edit of its document is queued, as before the route table (staleness was only ever checked
    /// for `textDocument/` methods).
    static let preview = RequestRoute("viewls/preview", LanguageServer.preview, answersStale: true) { capabilities, _ in
        capabilities.experimental = .init(previewProvider: true)
    }
}
