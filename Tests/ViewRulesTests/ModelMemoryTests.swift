/// What the model holds per element and binding: a check of a 4 MB screen
/// keeps one `Binding` per property of every element and one red cursor per
/// element and binding, so their sizes are the model's memory per source byte.
import Foundation
@testable import ViewModel
import ViewSyntax
import XCTest

final class ModelMemoryTests: XCTestCase {
    func testABindingIsSixtyFourBytes() {
        // name 16, value 17 (a tag beside a string), the flag and block number in
        // the padding after it, the syntax 8, the path 16.
        XCTAssertEqual(MemoryLayout<Binding>.stride, 64)
    }

    func testAnElementReservesRoomOnlyForItsBindings() throws {
        let rows = (0..<300).map { "    Row { title: \"Row \($0)\" }" }.joined(separator: "\n")
        let text = "Screen {\n    title: \"Wide\"\n\(rows)\n}\n"
        let file = SourceFile(path: "/w/Wide.view", text: text)
        var workspace = Workspace(root: "/w")
        workspace.setFile(path: file.path, text: text)
        let model = ModelBuilding.build(file, in: workspace, catalog: .model(.english), processors: 1,
                                        minimumConcurrentBytes: .max)
        let screen = try XCTUnwrap(model.root)
        XCTAssertEqual(screen.children.count, 300)
        XCTAssertEqual(screen.bindings.count, 1)
        // One binding, 300 children: room for a handful of bindings, not for a binding per child.
        XCTAssertLessThan(screen.bindings.values.capacity, 16)
        let split = ModelBuilding.build(file, in: workspace, catalog: .model(.english), processors: 4, minimumConcurrentBytes: 1)
        XCTAssertLessThan(try XCTUnwrap(split.root).bindings.values.capacity, 16, "built on several threads")
    }

    func testARedCursorIsThreeWords() throws {
        // A cursor's index among its parent's children is found again when asked,
        // not stored: green node, parent and offset after the object header.
        let tree = SyntaxTree.parse("Screen {\n    title: \"A\"\n    Row { }\n}\n")
        let row = try XCTUnwrap(tree.rootNode.descendantsAndSelf.first { $0.kind == .object && $0.offset > 0 })
        XCTAssertEqual(row.indexInParent, 4)
        XCTAssertEqual(row.parent?.children.firstIndex { $0.node == row }, 4)
        #if canImport(Glibc)
        // glibc's `malloc_usable_size` is not in Swift's Glibc module: look it up.
        typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
        let symbol = try XCTUnwrap(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size"))
        let allocation = unsafeBitCast(symbol, to: UsableSize.self)(Unmanaged.passUnretained(row).toOpaque())
        XCTAssertLessThanOrEqual(allocation, 40, "a 40-byte object in glibc's 48-byte chunk")
        #endif
    }
}
