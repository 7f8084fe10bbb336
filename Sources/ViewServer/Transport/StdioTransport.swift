/// The server's connection to its client: framed JSON-RPC messages read from
/// one file descriptor on a dedicated thread and written, one whole message at
/// a time, to another. Only protocol bytes are ever written to the output.
internal import Foundation
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Reads framed messages from a file descriptor on its own thread and writes them, serialised, to another.
/// Reading never waits for handling: each message is delivered to `onMessage` as soon as it is decoded, in order.
///
/// The callbacks run on the reader thread, so they should hand work off rather than do it. A header block
/// without a valid `Content-Length` reaches `onFailure` as a parse error without an id. The transport
/// does not own the descriptors and never closes them.
public final class StdioTransport: @unchecked Sendable {
    private let input: Int32
    private let output: Int32
    /// Guards `started`, `outputBroken` and the output descriptor, so whole messages are written one at a time.
    private let lock = NSLock()
    private var started = false
    private var outputBroken = false

    public init(input: Int32 = 0, output: Int32 = 1) {
        self.input = input
        self.output = output
    }

    /// Starts the reader thread. `onMessage` gets each decoded message in arrival order; `onFailure` gets bodies
    /// that could not be decoded (the server answers them with the error, using the recovered id or null);
    /// `onClose` is called once when input ends (EOF or read error). Later calls do nothing.
    public func start(onMessage: @escaping @Sendable (Message) -> Void,
                      onFailure: @escaping @Sendable (MessageCoding.DecodingFailure) -> Void,
                      onClose: @escaping @Sendable () -> Void) {
        let isFirstStart = lock.withLock {
            defer { started = true }
            return !started
        }
        guard isFirstStart else { return }
        // A client that goes away must not kill the server with SIGPIPE; the failed write is ignored instead.
        signal(SIGPIPE, SIG_IGN)
        let input = self.input
        let reader = Thread {
            Self.readLoop(input: input, onMessage: onMessage, onFailure: onFailure)
            onClose()
        }
        reader.name = "viewls.transport.reader"
        reader.start()
    }

    /// Frames and writes one message; safe from any thread; writes are never interleaved; a failed write
    /// (closed pipe) is ignored, and nothing more is written after it.
    public func send(_ message: Message) {
        let framed = MessageFramer.frame(MessageCoding.encode(message))
        lock.withLock {
            guard !outputBroken else { return }
            if !Self.writeAll(framed, to: output) { outputBroken = true }
        }
    }

    // MARK: Reading

    private static let readSize = 64 << 10

    private static func readLoop(input: Int32,
                                 onMessage: @Sendable (Message) -> Void,
                                 onFailure: @Sendable (MessageCoding.DecodingFailure) -> Void) {
        var framer = MessageFramer()
        var buffer = [UInt8](repeating: 0, count: readSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, readSize) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                waitUntilReady(input, for: Int16(POLLIN))
                continue
            }
            guard count > 0 else { return }
            for framed in framer.append(buffer[0..<count]) {
                switch framed {
                case .body(let body):
                    switch MessageCoding.decode(body) {
                    case .success(let message): onMessage(message)
                    case .failure(let failure): onFailure(failure)
                    }
                case .headerError(let reason):
                    onFailure(MessageCoding.DecodingFailure(
                        error: ResponseError(code: ResponseError.parseError, message: "Bad message header: \(reason)"),
                        id: nil))
                }
            }
        }
    }

    /// Blocks until a non-blocking descriptor can be read or written (or has failed, which the retried call reports).
    private static func waitUntilReady(_ descriptor: Int32, for events: Int16) {
        var request = pollfd(fd: descriptor, events: events, revents: 0)
        _ = poll(&request, 1, -1)
    }

    // MARK: Writing

    /// Writes every byte, resuming after partial writes and interrupted calls; false when the output fails.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return true }
            var written = 0
            while written < raw.count {
                let result = write(descriptor, base + written, raw.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    if errno == EAGAIN || errno == EWOULDBLOCK {
                        waitUntilReady(descriptor, for: Int16(POLLOUT))
                        continue
                    }
                    return false
                }
                written += result
            }
            return true
        }
    }
}
