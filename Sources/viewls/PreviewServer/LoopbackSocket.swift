/// The POSIX sockets under the preview server (Glibc, no library): a
/// listener that binds 127.0.0.1 and nothing else — the address is not a
/// parameter, and the bound address is read back and refused unless it is
/// loopback — and the reads and writes of one connection: reads under a
/// deadline (`poll`), writes with `MSG_NOSIGNAL` and a send timeout, and a
/// close that lets the peer read the answer before the socket goes away.
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A system call that failed, with `errno`.
struct SocketError: Error, Equatable, Sendable {
    let call: String
    let code: Int32

    /// The system's words for `code` (English, as `strerror` gives them).
    var reason: String { String(cString: strerror(code)) }
}

/// A listening TCP socket on 127.0.0.1.
final class LoopbackListener: @unchecked Sendable {
    /// 127.0.0.1 in host byte order.
    static let loopbackAddress: UInt32 = 0x7F00_0001

    let descriptor: Int32
    /// The port bound: the one asked for, or the one the system chose for 0.
    let port: UInt16

    /// Binds 127.0.0.1:`port` (0: an ephemeral port) and listens.
    init(port requested: UInt16, backlog: Int32 = 64) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw SocketError(call: "socket", code: errno) }
        do {
            var reuse: Int32 = 1  // a restart may bind the port its predecessor's closed connections still hold
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = requested.bigEndian
            address.sin_addr = in_addr(s_addr: Self.loopbackAddress.bigEndian)
            let bound = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0 else { throw SocketError(call: "bind", code: errno) }
            guard listen(descriptor, backlog) == 0 else { throw SocketError(call: "listen", code: errno) }
            let local = try Self.boundAddress(descriptor)
            guard local.address == Self.loopbackAddress else { throw SocketError(call: "getsockname", code: EADDRNOTAVAIL) }
            self.descriptor = descriptor
            self.port = local.port
        } catch {
            Glibc.close(descriptor)
            throw error
        }
    }

    /// The address and port a socket is bound to, in host byte order.
    static func boundAddress(_ descriptor: Int32) throws -> (address: UInt32, port: UInt16) {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0, address.sin_family == sa_family_t(AF_INET) else { throw SocketError(call: "getsockname", code: errno) }
        return (UInt32(bigEndian: address.sin_addr.s_addr), UInt16(bigEndian: address.sin_port))
    }

    /// The next connection, or nil when none came within `milliseconds`.
    func accept(waitingAtMost milliseconds: Int32) -> Int32? {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, milliseconds) > 0 else { return nil }
        let connection = Glibc.accept(descriptor, nil, nil)
        guard connection >= 0 else {
            usleep(10_000)  // out of descriptors, say: the listener stays readable, so do not spin
            return nil
        }
        _ = fcntl(connection, F_SETFD, FD_CLOEXEC)  // no child process inherits it
        return connection
    }

    func close() {
        Glibc.close(descriptor)
    }
}

/// Reading and writing one accepted connection.
enum SocketIO {
    enum ReadResult: Equatable {
        case data(Int)
        case closed
        case timedOut
        case failed
    }

    /// Sends block at most `timeout`; small answers go out at once (`TCP_NODELAY`).
    static func configure(_ descriptor: Int32, sendTimeout timeout: Duration) {
        let (seconds, attoseconds) = timeout.components
        var value = timeval(tv_sec: Int(seconds), tv_usec: Int(attoseconds / 1_000_000_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
        var noDelay: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Reads what has come, waiting no later than `deadline`.
    static func receive(_ descriptor: Int32, into buffer: inout [UInt8], until deadline: ContinuousClock.Instant) -> ReadResult {
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return .timedOut }
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, milliseconds(left))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return ready == 0 ? .timedOut : .failed }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            return count > 0 ? .data(count) : (count == 0 ? .closed : .failed)
        }
    }

    /// `POLLRDHUP` (Linux; the Glibc module leaves out what needs `_GNU_SOURCE`): the peer shut its side.
    static let pollReadHangUp: Int16 = 0x2000

    /// Writes every byte; false when the peer is gone or stopped reading
    /// for longer than the send timeout. Never raises SIGPIPE.
    @discardableResult
    static func sendAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { raw in
                send(descriptor, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
            }
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Whether the peer has closed its side or reset the connection; bytes
    /// it sent meanwhile (a stream's client has nothing to say) are dropped.
    static func peerHasClosed(_ descriptor: Int32) -> Bool {
        let hangUp = Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL) | pollReadHangUp
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN) | pollReadHangUp, revents: 0)
        guard poll(&entry, 1, 0) > 0 else { return false }
        if entry.revents & hangUp != 0 { return true }
        var scratch = [UInt8](repeating: 0, count: 1024)
        let count = scratch.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
    }

    /// Ends the connection so that the peer reads the whole answer: no more
    /// writes, then what the peer still sends is read and dropped (at most
    /// 64 KiB, at most `linger`) before the close — closing with unread
    /// bytes would reset the connection and could lose the answer.
    static func closeGracefully(_ descriptor: Int32, linger: Duration = .seconds(1), beforeClose: () -> Void = {}) {
        shutdown(descriptor, Int32(SHUT_WR))
        let deadline = ContinuousClock.now + linger
        var scratch = [UInt8](repeating: 0, count: 4096)
        var drained = 0
        while drained < 64 * 1024, case .data(let count) = receive(descriptor, into: &scratch, until: deadline) {
            drained += count
        }
        beforeClose()
        Glibc.close(descriptor)
    }

    /// Turns a connection away at once (the accept loop cannot wait on it):
    /// the request, if it came within 50 ms, is read, then `answer` is sent
    /// without blocking and the socket closed.
    static func refuse(_ descriptor: Int32, answer: [UInt8]) {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&entry, 1, 50)
        var scratch = [UInt8](repeating: 0, count: 16 * 1024)
        _ = scratch.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        _ = answer.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)) }
        shutdown(descriptor, Int32(SHUT_WR))
        Glibc.close(descriptor)
    }

    /// A duration as whole milliseconds for `poll`, at least 1 and at most a day.
    static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let total = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return Int32(clamping: max(1, min(total, 86_400_000)))
    }
}
