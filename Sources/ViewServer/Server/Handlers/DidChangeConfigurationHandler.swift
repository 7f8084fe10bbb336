/// `workspace/didChangeConfiguration`: a `viewls` member is taken as the
/// editor's settings; without one, the notification only says that something
/// changed, and the client is asked for them (`askForSettings`).
extension NotificationRoute {
    static let didChangeConfiguration = NotificationRoute("workspace/didChangeConfiguration", LanguageServer.settingsChanged)
}

extension LanguageServer {
    func settingsChanged(_ params: DidChangeConfigurationParams, in _: FolderID) {
        if let settings = params.settings?[Self.settingsSection] {
            if apply(settings: settings) { updateEverywhere() }
        } else {
            askForSettings()  // the notification only says that something changed
        }
    }
}
