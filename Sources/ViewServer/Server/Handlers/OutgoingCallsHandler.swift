/// `callHierarchy/outgoingCalls`: where a screen leads, and the components it
/// uses. Announced by `textDocument/prepareCallHierarchy`.
import ViewIDE

extension RequestRoute {
    static let outgoingCalls = RequestRoute("callHierarchy/outgoingCalls", LanguageServer.outgoingCalls, indexWait: .always)
}

extension LanguageServer {
    func outgoingCalls(_ params: CallHierarchyCallsParams, in folder: FolderSnapshot) throws -> JSONValue {
        let workspace = folder.workspace
        let name = try hierarchyName(params.item, in: folder)
        guard let source = workspace.file(definingType: name) else { return try JSONValue(encoding: [CallHierarchyOutgoingCall]()) }
        let converter = PositionConverter(source, encoding: encoding)
        let calls = ScreenHierarchy.outgoing(from: name, in: workspace).compactMap { call -> CallHierarchyOutgoingCall? in
            hierarchyItem(call.item, in: workspace).map { CallHierarchyOutgoingCall(to: $0, fromRanges: call.ranges.map(converter.range)) }
        }
        return try JSONValue(encoding: calls)
    }
}
