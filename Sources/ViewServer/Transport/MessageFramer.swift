/// `Content-Length` framing (the LSP base protocol) as a byte-level state
/// machine: header blocks and bodies are cut out of a byte stream that may
/// arrive in any chunks, and a bad header block is reported and skipped
/// without losing the messages after it.

/// What the framer cuts out of the stream.
public enum FramedBody: Sendable, Equatable {
    case body([UInt8])
    /// A header block without a valid Content-Length (or too large): the framer skips it and resynchronises at the
    /// next header block; the string says what was wrong.
    case headerError(String)
}

/// `Content-Length` framing as a byte-level state machine: bytes may arrive in any chunks; one chunk may hold
/// several messages or a part of one. Header names are case-insensitive; other headers (e.g.
/// `Content-Type: application/vscode-jsonrpc; charset=utf-8`) are ignored; lines end with \r\n.
///
/// Resynchronising: after a bad header block the framer cannot know where the bad message's body ends, so
/// the bytes that follow (that body, then the next header block) are read as a header block, whose
/// `Content-Length` is taken from its *last* `Content-Length:` (the bytes before that line are the skipped
/// body). Blocks with no `Content-Length` at all are skipped silently until one is found, and blank blocks
/// (stray line breaks between messages) are always skipped.
public struct MessageFramer: Sendable {
    /// The longest header block kept whole; beyond it only its tail is kept, since that is where a
    /// `Content-Length` that resynchronises the stream would be.
    static let maximumHeaderLength = 64 << 10
    static let keptHeaderTail = 4 << 10

    private let maxContentLength: Int
    /// The header block read so far, while no body is being read.
    private var header: [UInt8] = []
    /// The body being read and how many bytes it still needs; nil while reading a header block.
    private var body: [UInt8] = []
    private var bodyRemaining: Int?
    /// After a bad header block, blocks without any Content-Length are the bad message's body.
    private var resynchronising = false

    public init(maxContentLength: Int = 256 << 20) {
        self.maxContentLength = maxContentLength
    }

    /// Feeds bytes; returns every body (and header error) completed by them, in stream order.
    public mutating func append(_ bytes: some Sequence<UInt8>) -> [FramedBody] {
        var results: [FramedBody] = []
        let consumed: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            consume(buffer, into: &results)
        }
        if consumed == nil {
            let copy = Array(bytes)
            copy.withUnsafeBufferPointer { consume($0, into: &results) }
        }
        return results
    }

    /// "Content-Length: N\r\n\r\n" + body.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        var framed = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        framed.append(contentsOf: body)
        return framed
    }

    // MARK: The state machine

    private mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>, into results: inout [FramedBody]) {
        var index = 0
        while index < bytes.count {
            if let remaining = bodyRemaining {
                let take = min(remaining, bytes.count - index)
                body.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + take]))
                index += take
                if remaining == take {
                    results.append(.body(body))
                    body = []
                    bodyRemaining = nil
                } else {
                    bodyRemaining = remaining - take
                }
                continue
            }
            let byte = bytes[index]
            index += 1
            header.append(byte)
            if byte == 0x0A, header.count >= 4, header[header.count - 4..<header.count].elementsEqual(Self.terminator) {
                header.removeLast(4)
                finishHeaderBlock(into: &results)
                header = []
            } else if header.count > Self.maximumHeaderLength {
                if !resynchronising {
                    results.append(.headerError("a header block longer than \(Self.maximumHeaderLength) bytes"))
                    resynchronising = true
                }
                header.removeFirst(header.count - Self.keptHeaderTail)
            }
        }
    }

    private static let terminator: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A]
    private static let contentLengthName = Array("content-length".utf8)

    private mutating func finishHeaderBlock(into results: inout [FramedBody]) {
        if header.allSatisfy({ $0 == 0x0D || $0 == 0x0A || $0 == 0x20 || $0 == 0x09 }) { return }
        guard let valueStart = lastContentLengthValue(in: header) else {
            if !resynchronising {
                results.append(.headerError("a header block without Content-Length"))
                resynchronising = true
            }
            return
        }
        var valueEnd = valueStart
        while valueEnd < header.count, header[valueEnd] != 0x0D, header[valueEnd] != 0x0A { valueEnd += 1 }
        let text = String(decoding: header[valueStart..<valueEnd], as: UTF8.self)
            .trimmingSpacesAndTabs()
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            results.append(.headerError("Content-Length '\(text.prefix(40))' is not a non-negative integer"))
            resynchronising = true
            return
        }
        guard let length = Int(text), length <= maxContentLength else {
            results.append(.headerError(
                "Content-Length \(text.prefix(40)) is larger than the limit of \(maxContentLength) bytes"))
            resynchronising = true
            return
        }
        resynchronising = false
        if length == 0 {
            results.append(.body([]))
        } else {
            body.reserveCapacity(min(length, 1 << 20))
            bodyRemaining = length
        }
    }

    /// Where the value of the block's last `Content-Length` header starts (just after its colon), matching
    /// the name in any case and allowing spaces before the colon.
    private func lastContentLengthValue(in block: [UInt8]) -> Int? {
        let name = Self.contentLengthName
        var start = block.count - name.count
        while start >= 0 {
            if matchesName(name, in: block, at: start) {
                var colon = start + name.count
                while colon < block.count, block[colon] == 0x20 || block[colon] == 0x09 { colon += 1 }
                if colon < block.count, block[colon] == UInt8(ascii: ":") { return colon + 1 }
            }
            start -= 1
        }
        return nil
    }

    private func matchesName(_ name: [UInt8], in block: [UInt8], at start: Int) -> Bool {
        for offset in 0..<name.count {
            var byte = block[start + offset]
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 0x20 }
            if byte != name[offset] { return false }
        }
        return true
    }
}

private extension String {
    func trimmingSpacesAndTabs() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
