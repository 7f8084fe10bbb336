/// The drawings `viewls/preview` made, so the next one costs what changed:
/// the latest drawing of each document in each set of options (the next
/// drawing reuses its pieces whose input is equal), and the drawings answered
/// to clients that apply patches, each named by a token (the next answer is
/// the patch from the drawing the client names). A token is this process's
/// random prefix and a counter, so a token from another run of the server
/// is never taken for one of this run's drawings. Bounded: the latest
/// drawings of `documentLimit` views and the last `sentLimit` answers; a
/// client naming a drawing no longer held gets the whole drawing.
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
        latest.removeAll { $0.view == view }
        latest.append((view, drawn))
        if latest.count > Self.documentLimit { latest.removeFirst(latest.count - Self.documentLimit) }
    }

    /// Keeps `drawn` as answered to a client that applies patches; its token.
    mutating func answered(_ drawn: PreviewDrawn, uri: String) -> String {
        counter += 1
        let token = "\(prefix)-\(counter)"
        sent.append((token, uri, drawn))
        if sent.count > Self.sentLimit { sent.removeFirst(sent.count - Self.sentLimit) }
        return token
    }
}
