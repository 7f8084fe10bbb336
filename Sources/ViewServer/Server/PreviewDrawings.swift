/// The drawings `viewls/preview` made, so the next one costs what changed:
/// the latest drawing of each document in each set of options (the next
/// drawing reuses its pieces whose input is equal), and the drawings answered
/// to clients that apply patches, each named by a token (the next answer is
/// the patch from the drawing the client names). A token is this process's
/// random prefix and a counter, so a token from another run of the server
/// is never taken for one of this run's drawings. Bounded: the latest
/// drawings of `documentLimit` views and the last `sentLimit` answers; a
/// client naming a drawing no longer held gets the whole drawing. A drawing
/// let go is freed on a utility queue, not on the request's path (freeing
/// the thousands of pieces of a 2,000-cell table was 4 % of a keystroke's
/// preview).
import Dispatch
import ViewIDE

struct PreviewDrawings {
    static let documentLimit = 4
    static let sentLimit = 6

    private let prefix = String(UInt32.random(in: .min ... .max), radix: 16)
    private var counter = 0
    /// Most recent last: (document and options, drawing).
    private var latest: [(view: String, drawn: PreviewDrawn)] = []
    /// Most recent last: (token, document, drawing).
    private var sent: [(token: String, uri: String, drawn: PreviewDrawn)] = []

    /// The latest drawing of `view` (a document with its options).
    func latest(of view: String) -> PreviewDrawn? {
        latest.last { $0.view == view }?.drawn
    }

    /// The drawing answered under `token` for the document `uri`.
    func sent(_ token: String, uri: String) -> PreviewDrawn? {
        sent.last { $0.token == token && $0.uri == uri }?.drawn
    }

    /// Keeps `drawn` as the latest drawing of `view`.
    mutating func keep(_ drawn: PreviewDrawn, view: String) {
        var dropped = latest.filter { $0.view == view }.map(\.drawn)
        latest.removeAll { $0.view == view }
        latest.append((view, drawn))
        if latest.count > Self.documentLimit {
            dropped += latest.prefix(latest.count - Self.documentLimit).map(\.drawn)
            latest.removeFirst(latest.count - Self.documentLimit)
        }
        Self.free(dropped)
    }

    /// Keeps `drawn` as answered to a client that applies patches; its token.
    mutating func answered(_ drawn: PreviewDrawn, uri: String) -> String {
        counter += 1
        let token = "\(prefix)-\(counter)"
        sent.append((token, uri, drawn))
        if sent.count > Self.sentLimit {
            Self.free(sent.prefix(sent.count - Self.sentLimit).map(\.drawn))
            sent.removeFirst(sent.count - Self.sentLimit)
        }
        return token
    }

    /// Lets `drawings` go on a utility queue: the last reference to each is released there.
    private static func free(_ drawings: [PreviewDrawn]) {
        guard !drawings.isEmpty else { return }
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(drawings) {} }
    }
}
