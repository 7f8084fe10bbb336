/// `textDocument/didSave`: nothing to do (the text is already known from
/// the changes); announced so clients send it, as they expect to.
extension NotificationRoute {
    static let didSave = NotificationRoute(
        "textDocument/didSave", IgnoredParams.self,
        advertise: { capabilities, _ in
            capabilities.textDocumentSync = capabilities.textDocumentSync ?? .init()
            capabilities.textDocumentSync?.save = true
        }
    ) { _, _, _ in }
}
