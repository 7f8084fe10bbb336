/// `initialized`: the workspace is read in the background, the client asked
/// for the settings, and watched files registered.
extension NotificationRoute {
    static let initialized = NotificationRoute("initialized", IgnoredParams.self) { server, _, _ in
        server.indexWorkspace()
        server.askForSettings()
        server.watchFiles()
    }
}
