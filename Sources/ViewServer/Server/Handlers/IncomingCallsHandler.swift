/// `callHierarchy/incomingCalls`: the screens that lead to a screen (push it,
/// present it, show it in a tab) and the files that use a component.
/// Announced by `textDocument/prepareCallHierarchy`.
import ViewIDE

extension RequestRoute {
    static let incomingCalls = RequestRoute("callHierarchy/incomingCalls", LanguageServer.incomingCalls, indexWait: .always)
}

extension LanguageServer {
    func incomingCalls(_ params: CallHierarchyCallsParams, in folder: FolderSnapshot) throws -> JSONValue {
        let workspace = folder.workspace
        let name = try hierarchyName(params.item, in: folder)
        let calls = ScreenHierarchy.incoming(to: name, in: workspace).compactMap { call -> CallHierarchyIncomingCall? in
            guard let from = hierarchyItem(call.item, in: workspace), let source = workspace.files[call.item.path] else { return nil }
            let converter = PositionConverter(source, encoding: encoding)
            return CallHierarchyIncomingCall(from: from, fromRanges: call.ranges.map(converter.range))
        }
        return try JSONValue(encoding: calls)
    }
}
