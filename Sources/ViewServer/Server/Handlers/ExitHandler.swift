/// `exit`: ends the process, successfully only after `shutdown`. Taken in
/// every state, before `initialize` too.
extension NotificationRoute {
    static let exit = NotificationRoute("exit", IgnoredParams.self, takenInEveryState: true) { server, _, _ in
        server.exit(server.state == .shutDown ? 0 : 1)
    }
}
