import ViewSyntax
enum ProfileEdit {
    static func run(_ path: String) throws {
        let bytes = try readInput(path)
        let tree = SyntaxTree.parse(bytes)
        // An offset inside an identifier in the middle of the file.
        let target = Array("subtitle".utf8)
        var offset = bytes.count / 2
        while !bytes[offset..<(offset + target.count)].elementsEqual(target) { offset += 1 }
        let edit = TextEdit(range: (offset + 3)..<(offset + 3), replacement: [UInt8(ascii: "x")])
        let start = now()
        var strategy = ReparseStrategy.reparsedFile
        for _ in 0..<20_000 { strategy = tree.reparse(edit).strategy }
        print(strategy, (now() - start) / 20_000 * 1e6, "µs")
    }
}
