/// An SVG read back with an XML parser, for tests: it must be well-formed,
/// and its elements (name and attributes, in document order) and text are
/// what a browser would see.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

final class SVGDocument: NSObject, XMLParserDelegate {
    struct Node {
        let name: String
        let attributes: [String: String]
    }

    private(set) var nodes: [Node] = []
    private(set) var text = ""
    private(set) var error: (any Error)?

    /// Parses `svg`; nil (with the parser's error in `failure`) when it is not well-formed XML.
    init?(_ svg: String, failure: inout String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        guard parser.parse() else {
            failure = "\(parser.parserError.map { "\($0)" } ?? "unknown error") at line \(parser.lineNumber)"
            return nil
        }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        nodes.append(Node(name: elementName, attributes: attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    /// The elements whose `class` attribute holds `name`.
    func nodes(ofClass name: String) -> [Node] {
        nodes.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains { $0 == name } }
    }
}
