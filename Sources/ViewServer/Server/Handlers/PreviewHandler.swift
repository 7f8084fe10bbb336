/// `viewls/preview`: the document's current text (unsaved edits included)
/// laid out and drawn with the findings its diagnostics hold — the same
/// check, so the drawing and the diagnostics agree. A component file is
/// drawn as the renderer draws one, in a neutral host. Bad options are
/// -32602. The check is made on the server's queue; the layout and the
/// drawing beside it, on the request's snapshot (`BackgroundAnswer`), so an
/// edit that arrives meanwhile is handled and published at once. A drawing
/// of a document that changed meanwhile, or with an edit of it queued when
/// its turn comes, is stale: -32801, and the client asks again. A client that
/// applies patches (`patch` in the request) gets a token with each drawing
/// and, when it names the drawing it shows, the patch from that drawing
/// (`PreviewPatch`) instead of the whole SVG (`PreviewDrawings`).
import Foundation
import ViewIDE
import ViewLayout
import ViewModel

extension LanguageServer {
    func preview(_ params: PreviewParams, in folder: FolderSnapshot) throws -> BackgroundAnswer {
        let workspace = folder.workspace
        let file = try folder.file(params.textDocument.uri)
        func choice<T: RawRepresentable>(_ value: String?, _ name: String, default fallback: T?) throws -> T? where T.RawValue == String {
            guard let value else { return fallback }
            guard let parsed = T(rawValue: value) else {
                throw ResponseError(code: ResponseError.invalidParams, message: "unknown \(name) '\(value.prefix(40))'")
            }
            return parsed
        }
        var device: PreviewVariants.DeviceChoice?
        if let name = params.device {
            guard let choice = PreviewVariants.DeviceChoice(name) else {
                throw ResponseError(code: ResponseError.invalidParams, message: "unknown device '\(name.prefix(40))'")
            }
            device = choice
        }
        var textSize = TextSize.default
        if let name = params.textSize {
            guard let size = TextSize.named(name) else {
                throw ResponseError(code: ResponseError.invalidParams, message: "unknown textSize '\(name.prefix(40))'")
            }
            textSize = size
        }
        let orientation: LayoutOrientation = try choice(params.orientation, "orientation", default: .portrait) ?? .portrait
        let appearance: PreviewAppearance = try choice(params.appearance, "appearance", default: .light) ?? .light
        let diagnostics = try diagnostics(for: file.path)  // checks the file if a change made its diagnostics stale
        let model = currentModel(of: file.path) ?? ModelBuilding.build(file, in: workspace)
        let catalog = catalog(for: file.path, in: workspace)
        let encoding = encoding
        // Drawn beside the queue, on the snapshot: its queries share the folder's kept answers (the store is locked)
        // and validate them against the snapshot's own inputs, so the queue's later edits change nothing here.
        let drawnIn = workspace
        if params.matrix == true {
            return BackgroundAnswer(path: file.path, revision: folder.revision) { [drawnIn] in
                let json = Self.matrixJSON(PreviewMatrix.draw(model, findings: diagnostics, file: file, in: drawnIn,
                                                              options: PreviewOptions(appearance: appearance), catalog: catalog,
                                                              images: WorkspaceImageFiles(root: drawnIn.root)),
                                           appearance: appearance)
                return { _ in json }
            }
        }
        let view = [params.textDocument.uri, params.device.map { $0.lowercased() } ?? "", textSize.rawValue, orientation.rawValue,
                    appearance.rawValue, catalog.language.rawValue].joined(separator: "\u{0}")
        let layoutOptions = PreviewVariants.layoutOptions(device: device, orientation: orientation, textSize: textSize)
        // The view's last drawing, taken on the queue: its pieces that still hold are reused.
        let previous = previewDrawings.latest(of: view)
        // A client naming a drawing still held gets a patch: the element list (2,000 ranges) is then not made.
        let patchLikely = params.patch?.since.map { previewDrawings.sent($0, uri: params.textDocument.uri) != nil } ?? false
        return BackgroundAnswer(path: file.path, revision: folder.revision) { [drawnIn] in
            // `ScreenPreview.draw` draws the findings that happen on the variant it lays out.
            let (layout, drawn) = ScreenPreview.draw(model, findings: diagnostics, file: file, in: drawnIn,
                                                     layoutOptions: layoutOptions,
                                                     options: PreviewOptions(appearance: appearance), catalog: catalog,
                                                     images: WorkspaceImageFiles(root: drawnIn.root),
                                                     previous: previous, keepsLayout: true)
            var drawing = PreviewResult(screen: file.typeName, device: layout.device.rawValue, orientation: layout.orientation.rawValue,
                                        appearance: appearance.rawValue)
            drawing.model = layout.variant.device.name
            drawing.textSize = layout.variant.textSize.rawValue
            let described = drawing
            let listElements: @Sendable () -> [PreviewResult.PreviewElement] = {
                let converter = PositionConverter(file, encoding: encoding)
                return layout.elements.filter { $0.source.path == file.path }.map { element in
                    PreviewResult.PreviewElement(range: converter.range(element.source.bytes), kind: element.kind,
                                                 frame: [element.frame.x, element.frame.y, element.frame.width, element.frame.height])
                }
            }
            let elements = patchLikely ? nil : listElements()
            let uri = params.textDocument.uri
            let patch = params.patch
            // Back on the queue, once the document is known not to have changed.
            return { server in
                var result = described
                server.previewDrawings.keep(drawn, view: view)
                if let patch {
                    result.token = server.previewDrawings.answered(drawn, uri: uri)
                    if let since = patch.since, let shown = server.previewDrawings.sent(since, uri: uri) {
                        result.patch = Self.patchJSON(PreviewPatch(from: shown, to: drawn), since: since)
                        return result.json
                    }
                }
                result.svg = drawn.svg
                result.elements = elements ?? listElements()
                return result.json
            }
        }
    }

    /// A matrix's answer: the strip, and each variant with its label and how many findings happen on it.
    static func matrixJSON(_ matrix: PreviewMatrix, appearance: PreviewAppearance) -> JSONValue {
        var result = PreviewResult(screen: matrix.screen, device: matrix.cells.first?.variant.device.family.rawValue ?? "iphone",
                                   orientation: matrix.cells.first?.variant.orientation.rawValue ?? "portrait", appearance: appearance.rawValue)
        result.svg = matrix.svg
        result.variants = .array(matrix.cells.map { cell in
            .object(["device": .string(cell.variant.device.name), "orientation": .string(cell.variant.orientation.rawValue),
                     "textSize": .string(cell.variant.textSize.rawValue), "label": .string(cell.label),
                     "findings": .integer(cell.findings.count)])
        })
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
    /// Not a `textDocument/` method: it does not wait for the workspace read. Stale, like a document
    /// request, when its document changes before it is answered (its elements' ranges would be wrong).
    static let preview = RequestRoute("viewls/preview", inBackground: LanguageServer.preview) { capabilities, _ in
        capabilities.experimental = .init(previewProvider: true)
    }
}
