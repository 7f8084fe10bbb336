/// LSP's diagnostics as the server publishes them (and `viewls check
/// --format json` prints them): 0-based ranges, numeric severity, the rule id
/// as `code`, `source: "viewls"`, and for a rule the link to its page
/// (`codeDescription.href`) when there is a base URL for the pages.
public import ViewModel
import ViewRules

public struct LSPDiagnostic: Codable, Sendable, Equatable {
    public var range: LSPRange
    public var severity: Int
    public var code: String
    public var codeDescription: CodeDescription?
    public var source: String
    public var message: String
    public var relatedInformation: [DiagnosticRelatedInformation]?
    public var tags: [Int]?
    /// viewls's own: where a size-dependent finding happens (`data.variants`); nil for the other findings.
    public var data: DiagnosticData?

    public init(range: LSPRange, severity: Int, code: String, codeDescription: CodeDescription? = nil, source: String = ViewServer.name,
                message: String, relatedInformation: [DiagnosticRelatedInformation]? = nil, tags: [Int]? = nil,
                data: DiagnosticData? = nil) {
        self.data = data
        self.range = range
        self.severity = severity
        self.code = code
        self.codeDescription = codeDescription
        self.source = source
        self.message = message
        self.relatedInformation = relatedInformation
        self.tags = tags
    }
}

/// A diagnostic's `data`: the variants (device, orientation, text size) a size-dependent finding happens on,
/// one per variant (devices.md §3).
public struct DiagnosticData: Codable, Sendable, Equatable {
    public var variants: [DiagnosticVariant]

    public init(variants: [DiagnosticVariant]) {
        self.variants = variants
    }

    /// The data of `diagnostic`; nil when it names no variants.
    public init?(_ diagnostic: Diagnostic) {
        guard !diagnostic.variants.isEmpty else { return nil }
        self.init(variants: diagnostic.variants)
    }
}

/// LSP 3.16's link to a code's documentation.
public struct CodeDescription: Codable, Sendable, Equatable {
    public var href: String

    public init(href: String) {
        self.href = href
    }

    /// The link to the page of the rule `code` below `baseURL`; nil for a checking code or without a base URL.
    public init?(code: String, baseURL: String?) {
        guard let href = RulePages.href(forCode: code, baseURL: baseURL) else { return nil }
        self.href = href
    }
}

public struct DiagnosticRelatedInformation: Codable, Sendable, Equatable {
    public var location: Location
    public var message: String

    public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }
}

public struct PublishDiagnosticsParams: Codable, Sendable, Equatable {
    public var uri: String
    public var version: Int?
    public var diagnostics: [LSPDiagnostic]

    public init(uri: String, version: Int?, diagnostics: [LSPDiagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}
