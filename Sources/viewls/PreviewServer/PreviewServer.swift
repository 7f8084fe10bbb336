/// The live preview server: HTTP/1.1 on 127.0.0.1 only, a thread per
/// connection. One thread accepts (polling the listener every 250 ms so it
/// notices a stop), one thread watches the workspace (asking the change
/// source when it reports activity or every `watchInterval`; on a change
/// the site reloads, then the hub tells every open page what changed, if
/// anything it shows did), and each accepted connection gets a thread of
/// its own (`PreviewConnection`). Threads rather than a `poll` loop: an
/// answer is written with plain blocking writes, an event stream is a loop
/// that waits, and the bounds keep the count small. A connection still
/// sending its head holds no place a page needs: at most
/// `maximumPendingHeads` of them, each with `headTimeout` for its whole head,
/// and when one more comes the one that has waited longest is cut (a client
/// trickling bytes cannot keep the server from pages that send a head at
/// once). Once its head is read, a connection takes one of
/// `maximumConnections` places to be answered (none free: 503), of which at
/// most `maximumEventStreams` streams. Every peer is 127.0.0.1, so a bound
/// per address would be these bounds again.
/// `run` is the command's entry point: it prints the URL, serves until
/// SIGINT or SIGTERM, then stops cleanly.
import Foundation

final class PreviewServer: @unchecked Sendable {
    /// Every bound the server keeps.
    struct Limits: Sendable {
        /// Connections being answered at once (their head read), event streams included; the next gets 503.
        var maximumConnections = 32
        /// Connections still sending their head; past it, the one that has waited longest is cut.
        var maximumPendingHeads = 64
        /// Open event streams (pages listening for reloads) at once; the next gets 503.
        var maximumEventStreams = 16
        /// The largest request head (request line and fields); a larger one gets 431.
        var maximumHeadBytes = 16 * 1024
        /// The time a client has to send its whole request head, from the accept; then 408.
        var headTimeout: Duration = .seconds(10)
        /// How long one write may block on a client that does not read.
        var sendTimeout: Duration = .seconds(10)
        /// How often an event stream checks that its client is still there.
        var streamCheckInterval: Duration = .seconds(1)
        /// The longest an event stream stays silent (a comment line keeps it alive).
        var heartbeatInterval: Duration = .seconds(15)
        /// The longest the workspace goes unlooked at (inotify wakes the watcher sooner).
        var watchInterval: Duration = .milliseconds(250)

        static let standard = Limits()
    }

    let token: String
    let port: UInt16
    let limits: Limits
    let site: any PreviewSite
    let hub: PreviewEventHub
    let listener: LoopbackListener
    private let changes: (any PreviewChangeSource)?
    private let lock = NSLock()
    private var stopping = false
    /// Each open connection: when it was accepted, and whether its head is read (it holds a place).
    private var openConnections: [Int32: (accepted: ContinuousClock.Instant, answering: Bool)] = [:]
    private let threads = DispatchGroup()

    /// The URL to open: the gallery, with the token.
    var url: String { "http://127.0.0.1:\(port)\(PreviewLinks.gallery(token: token))" }

    /// Binds 127.0.0.1:`port` (0: any free port); nothing is served before `start()`.
    init(port: UInt16, site: any PreviewSite, changes: (any PreviewChangeSource)?, limits: Limits = .standard,
         token: String = PreviewSecurity.newToken()) throws {
        self.listener = try LoopbackListener(port: port)
        self.port = listener.port
        self.token = token
        self.limits = limits
        self.site = site
        self.changes = changes
        self.hub = PreviewEventHub(maximumStreams: limits.maximumEventStreams)
    }

    var router: PreviewRouter {
        PreviewRouter(token: token, port: port, site: site, generation: { [hub] in hub.current })
    }

    /// How many connections are being served now.
    var connectionCount: Int {
        lock.withLock { openConnections.count }
    }

    private var isStopping: Bool {
        lock.withLock { stopping }
    }

    /// Starts the accept thread and the watcher thread.
    func start() {
        startThread { [self] in acceptConnections() }
        if changes != nil { startThread { [self] in watchWorkspace() } }
    }

    /// Stops accepting, ends every event stream, cuts the connections still
    /// open and waits (at most `grace`) for their threads. Safe to call twice.
    func stop(grace: Duration = .seconds(3)) {
        let first = lock.withLock {
            guard !stopping else { return false }
            stopping = true
            // Under the lock, so no connection closes (and frees its number) meanwhile.
            for descriptor in openConnections.keys { shutdown(descriptor, Int32(SHUT_RDWR)) }
            return true
        }
        guard first else { return }
        hub.stop()
        let (seconds, attoseconds) = grace.components
        _ = threads.wait(timeout: .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)))
        listener.close()
    }

    private func startThread(_ body: @escaping @Sendable () -> Void) {
        threads.enter()
        let thread = Thread { [threads] in
            body()
            threads.leave()
        }
        thread.start()
    }

    private func acceptConnections() {
        while !isStopping {
            guard let descriptor = listener.accept(waitingAtMost: 250) else { continue }
            SocketIO.configure(descriptor, sendTimeout: limits.sendTimeout)
            let admitted = lock.withLock {
                guard !stopping else { return false }
                let pending = openConnections.filter { !$0.value.answering }
                if pending.count >= limits.maximumPendingHeads,
                   let oldest = pending.min(by: { $0.value.accepted < $1.value.accepted })?.key {
                    // Still open (its thread closes it), so its number cannot be reused meanwhile.
                    openConnections[oldest] = nil
                    shutdown(oldest, Int32(SHUT_RDWR))
                }
                openConnections[descriptor] = (.now, false)
                return true
            }
            guard admitted else {
                SocketIO.refuse(descriptor, answer: HTTPResponse.status(.serviceUnavailable).serialized(includingBody: true))
                continue
            }
            let connection = PreviewConnection(descriptor: descriptor, limits: limits, router: router, hub: hub)
            startThread { [self] in
                connection.serve(takePlace: { self.takePlace(descriptor) }, beforeClose: { self.forget(descriptor) })
            }
        }
    }

    /// A connection whose head is read takes a place to be answered; false when none is free (or it was cut).
    private func takePlace(_ descriptor: Int32) -> Bool {
        lock.withLock {
            guard !stopping, openConnections[descriptor] != nil,
                  openConnections.values.filter(\.answering).count < limits.maximumConnections else { return false }
            openConnections[descriptor]?.answering = true
            return true
        }
    }

    /// A connection about to close leaves the count (before its number can be reused).
    private func forget(_ descriptor: Int32) {
        lock.withLock { openConnections[descriptor] = nil }
    }

    private func watchWorkspace() {
        guard let changes else { return }
        while !isStopping {
            changes.waitForActivity(upTo: limits.watchInterval)
            if !isStopping, changes.hasChanged() {
                let change = site.reload()
                if !change.isEmpty { hub.publish(change) }
            }
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// Serves `site` for the workspace at `root` until SIGINT or SIGTERM:
    /// writes the URL (and a line end) to `output` first, watches `root`'s
    /// `.view` files and `.viewls.json` files for changes, and returns after
    /// a clean stop. Throws `SocketError` when the port cannot be bound.
    static func run(root: String, port: UInt16, site: any PreviewSite, limits: Limits = .standard,
                    output: (String) -> Void) throws {
        signal(SIGPIPE, SIG_IGN)
        let changes = WorkspaceChangePoller(root: root)
        let server = try PreviewServer(port: port, site: site, changes: changes, limits: limits)
        // The handlers go in before the URL is written: a client may stop the server as soon as it has it.
        let termination = catchTermination()
        output(server.url + "\n")
        server.start()
        waitForTermination(termination)
        server.stop()
    }

    /// Installs the handlers of SIGINT and SIGTERM; returns the pipe's reading end (nil: no pipe).
    /// Their handler writes a byte to a pipe that `waitForTermination` reads (the self-pipe pattern:
    /// it works whichever thread the signal lands on, and writing is all a handler may safely do);
    /// the handlers stay for the rest of the process.
    static func catchTermination() -> Int32? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        terminationPipe = ends[1]
        for number in [SIGINT, SIGTERM] {
            signal(number) { _ in
                var byte: UInt8 = 1
                _ = write(terminationPipe, &byte, 1)
            }
        }
        return ends[0]
    }

    /// Blocks until SIGINT or SIGTERM arrives (the handlers `catchTermination` installed).
    static func waitForTermination(_ reading: Int32?) {
        guard let reading else { return }
        var byte: UInt8 = 0
        while read(reading, &byte, 1) < 0, errno == EINTR {}
    }
}

/// The pipe's writing end for the signal handler of `waitForTermination`
/// (a C handler captures nothing; it is set once, before the handlers).
nonisolated(unsafe) private var terminationPipe: Int32 = -1
