/// The screen map in the editor: call hierarchy over screens (incoming: who
/// leads here; outgoing: where a screen leads), document links (image files,
/// screen and component names) and a code lens on each screen's root
/// ("N screens lead here · M findings") — ViewIDE's data as LSP values.
import Foundation
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax

extension LanguageServer {
    /// The answer to a screen-map request, or nil for a method that is not one.
    func screenMapResponse(to method: String, params: JSONValue?) throws -> JSONValue? {
        switch method {
        case "textDocument/prepareCallHierarchy": return try prepareCallHierarchy(try decode(TextDocumentPositionParams.self, params))
        case "callHierarchy/incomingCalls": return try incomingCalls(try decode(CallHierarchyCallsParams.self, params))
        case "callHierarchy/outgoingCalls": return try outgoingCalls(try decode(CallHierarchyCallsParams.self, params))
        case "textDocument/documentLink": return try documentLinks(try decode(DocumentParams.self, params))
        case "textDocument/codeLens": return try codeLenses(try decode(DocumentParams.self, params))
        case "viewls/preview": return try preview(try decode(PreviewParams.self, params))
        default: return nil
        }
    }

    func prepareCallHierarchy(_ params: TextDocumentPositionParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
        let offset = PositionConverter(file, encoding: encoding).offset(params.position)
        guard let item = ScreenHierarchy.prepare(at: offset, path: file.path, in: workspace).flatMap(hierarchyItem) else { return .null }
        return try JSONValue(encoding: [item])
    }

    func incomingCalls(_ params: CallHierarchyCallsParams) throws -> JSONValue {
        let name = try hierarchyName(params.item)
        let calls = ScreenHierarchy.incoming(to: name, in: workspace).compactMap { call -> CallHierarchyIncomingCall? in
            guard let from = hierarchyItem(call.item), let source = workspace.files[call.item.path] else { return nil }
            let converter = PositionConverter(source, encoding: encoding)
            return CallHierarchyIncomingCall(from: from, fromRanges: call.ranges.map(converter.range))
        }
        return try JSONValue(encoding: calls)
    }

    func outgoingCalls(_ params: CallHierarchyCallsParams) throws -> JSONValue {
        let name = try hierarchyName(params.item)
        guard let source = workspace.file(definingType: name) else { return try JSONValue(encoding: [CallHierarchyOutgoingCall]()) }
        let converter = PositionConverter(source, encoding: encoding)
        let calls = ScreenHierarchy.outgoing(from: name, in: workspace).compactMap { call -> CallHierarchyOutgoingCall? in
            hierarchyItem(call.item).map { CallHierarchyOutgoingCall(to: $0, fromRanges: call.ranges.map(converter.range)) }
        }
        return try JSONValue(encoding: calls)
    }

    func documentLinks(_ params: DocumentParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        let links = DocumentLinks.links(path: file.path, in: workspace).map { link in
            DocumentLink(range: converter.range(link.range), target: uri(for: link.path), tooltip: nil)
        }
        return try JSONValue(encoding: links)
    }

    /// One lens on a screen file's root element; none on a component file.
    func codeLenses(_ params: DocumentParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
        guard file.isScreen, let root = file.root else { return try JSONValue(encoding: [CodeLens]()) }
        let screens = ScreenHierarchy.leadingScreenCount(to: file.typeName, in: workspace)
        let findings = diagnostics(for: file.path).count
        let title = catalog(for: file.path).text("server.lens.screen", ["screens": "\(screens)", "findings": "\(findings)"])
        let converter = PositionConverter(file, encoding: encoding)
        let start = root.syntax.range.lowerBound
        let lens = CodeLens(range: converter.range(start..<start), command: .init(title: title, command: ""))
        return try JSONValue(encoding: [lens])
    }

    /// The type name a hierarchy item stands for: the file named by its `data.path`, else its URI.
    private func hierarchyName(_ item: CallHierarchyItem) throws -> String {
        let path = try item.data?.path ?? file(item.uri).path
        guard workspace.files[path] != nil else {
            throw ResponseError(code: ResponseError.invalidParams, message: "no document at \(item.uri)")
        }
        return ScreenFlow.typeName(ofPath: path)
    }

    private func hierarchyItem(_ item: ScreenItem) -> CallHierarchyItem? {
        guard let source = workspace.files[item.path] else { return nil }
        let converter = PositionConverter(source, encoding: encoding)
        return CallHierarchyItem(name: item.name, kind: item.isScreen ? 5 : 23, detail: item.title, uri: uri(for: item.path),
                                 range: converter.range(item.range), selectionRange: converter.range(item.selectionRange),
                                 data: .init(path: item.path))
    }
}
