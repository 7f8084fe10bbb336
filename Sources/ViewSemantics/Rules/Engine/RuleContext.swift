/// What a rule may consult besides the element: the file's model and text,
/// the configuration, the workspace's types, and the device a screen targets.
import ViewSyntax

public struct RuleContext: Sendable {
    public let model: FileModel
    public let file: SourceFile
    public let configuration: Configuration
    public let directory: any TypeDirectory

    public init(model: FileModel, file: SourceFile, configuration: Configuration, directory: any TypeDirectory) {
        self.model = model
        self.file = file
        self.configuration = configuration
        self.directory = directory
    }

    /// The device an element is designed for: its screen's `device`, else the
    /// configuration's, else iPhone.
    public func device(of element: Element) -> Device {
        if let name = element.screen?.name("device"), let device = Device(rawValue: name) { return device }
        return configuration.device ?? .iphone
    }

    /// Text edits for fixes, computed on this file's bytes.
    public var edits: FixEdits { FixEdits(bytes: file.bytes) }
}
