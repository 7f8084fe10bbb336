/// Finds and reads `.viewls.json`: JSON syntax errors, unknown keys and rule
/// ids and bad values become diagnostics on the file itself, and everything
/// valid still applies.
public import Foundation
public import ViewStrings

/// A configuration and what was wrong with the text it came from; problem
/// ranges are byte ranges in that text. Problems are worded when shown, in
/// the reader's language (`diagnostics(in:)`).
public struct LoadedConfiguration: Sendable {
    public var configuration: Configuration
    public var problems: [ConfigurationProblem]

    public init(configuration: Configuration, problems: [ConfigurationProblem] = []) {
        self.configuration = configuration
        self.problems = problems
    }

    /// The problems as diagnostics in the catalog's language.
    public func diagnostics(in catalog: MessageCatalog) -> [Diagnostic] {
        problems.map { $0.diagnostic(in: catalog) }
    }

    /// The problems in English.
    public var diagnostics: [Diagnostic] { diagnostics(in: .model(.english)) }
}

public enum ConfigurationLoader {
    public static let fileName = ".viewls.json"

    /// The top-level keys a configuration may have, besides `$schema`, which is
    /// accepted and ignored so editors can point at a JSON schema.
    public static let knownKeys = ["device", "devices", "textSizes", "locale", "productNames", "rules", "exclude", "docsBaseURL"]

    /// The diagnostic codes the loader reports.
    public enum Code {
        /// Not JSON at all (an error); the whole file is ignored.
        public static let invalidJSON = "config/invalid-json"
        public static let unknownKey = "config/unknown-key"
        public static let unknownRule = "config/unknown-rule"
        /// A rule that no longer runs, named in `rules`: a note, not an error.
        public static let retiredRule = "config/retired-rule"
        public static let invalidValue = "config/invalid-value"
        public static let duplicateKey = "config/duplicate-key"
        /// Larger than `InputLimits.maximumConfigurationBytes` (an error); the whole file is ignored.
        public static let tooLarge = "config/too-large"
    }

    /// Parses a `.viewls.json` text. `knownRuleIDs` are the rule ids and checking
    /// codes that `rules` may name; `retiredRuleIDs` are rules that no longer run
    /// (naming one is a note). A JSON syntax error gives one diagnostic and the
    /// default configuration. `ruleOptions` are the options each rule's object form may set.
    public static func load(_ bytes: [UInt8], knownRuleIDs: Set<String>, retiredRuleIDs: Set<String> = [],
                            ruleOptions: [String: [RuleOption]] = [:]) -> LoadedConfiguration {
        guard bytes.count <= InputLimits.maximumConfigurationBytes else {
            let message = DeferredMessage("config.too-large", ["size": .text(InputLimits.mebibytes(bytes.count)),
                                                               "limit": .text(InputLimits.mebibytes(InputLimits.maximumConfigurationBytes))])
            let problem = ConfigurationProblem(range: 0..<0, severity: .error, code: Code.tooLarge, message: message)
            return LoadedConfiguration(configuration: .default, problems: [problem])
        }
        let root: JSONValue
        do throws(JSONParseError) {
            root = try JSONParser.parse(bytes)
        } catch {
            let problem = ConfigurationProblem(range: error.range, severity: .error, code: Code.invalidJSON, message: error.detail)
            return LoadedConfiguration(configuration: .default, problems: [problem])
        }
        return load(root, knownRuleIDs: knownRuleIDs, retiredRuleIDs: retiredRuleIDs, ruleOptions: ruleOptions)
    }

    /// Validates an already parsed value, such as editor settings converted to a
    /// `JSONValue` (whose ranges may then be empty).
    public static func load(_ root: JSONValue, knownRuleIDs: Set<String>, retiredRuleIDs: Set<String> = [],
                            ruleOptions: [String: [RuleOption]] = [:]) -> LoadedConfiguration {
        var reader = ConfigurationReader(knownRuleIDs: knownRuleIDs, retiredRuleIDs: retiredRuleIDs, ruleOptions: ruleOptions)
        reader.read(root)
        // In source order, as `Diagnostic.sourceOrder` sorts.
        let problems = reader.problems.sorted {
            ($0.range.lowerBound, $0.range.upperBound, $0.code) < ($1.range.lowerBound, $1.range.upperBound, $1.code)
        }
        return LoadedConfiguration(configuration: reader.configuration, problems: problems)
    }

    /// The nearest `.viewls.json` for a file: in its folder, then in each parent up
    /// to and including `root`, and no further. nil if there is none, or if the
    /// file is not inside `root`. Paths are compared after standardizing, without
    /// resolving symbolic links.
    public static func nearestConfigurationFile(for file: URL, root: URL) -> URL? {
        let rootComponents = root.standardizedFileURL.pathComponents
        var folder = file.standardizedFileURL.deletingLastPathComponent()
        var components = folder.pathComponents
        while components.count >= rootComponents.count, components.starts(with: rootComponents) {
            let candidate = folder.appendingPathComponent(fileName)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            let parentComponents = parent.pathComponents
            // At `root`, or at the top of the file system: stop.
            guard components.count > rootComponents.count, parentComponents.count < components.count else { return nil }
            folder = parent
            components = parentComponents
        }
        return nil
    }
}
