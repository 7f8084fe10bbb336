/// Where each rule's page is and how diagnostics link to it: the page of
/// `tab-bar/too-many-tabs` is `docs/rules/tab-bar/too-many-tabs.md`, and a
/// diagnostic's link is that path below a base URL (`docsBaseURL` in
/// `.viewls.json` or the editor's settings, else the checkout's `docs/rules/`
/// when viewls runs from a checkout, else none).
import ViewModel
public enum RulePages {
    /// The pages' folder, relative to the checkout.
    public static let folder = "docs/rules"
    /// The index page, relative to `folder`.
    public static let index = "README.md"
    /// The coverage ledger, relative to `folder`: written by hand (every
    /// piece of guideline advice and what checks it), linked from the index,
    /// and left alone when the pages are written or checked.
    public static let coverage = "coverage.md"
    /// The pages below `folder` that are not generated.
    public static let handWritten: Set<String> = [coverage]

    /// A rule's page relative to `folder`: its id (family and name) as a path.
    public static func page(of id: String) -> String { "\(id).md" }

    /// The link to the page of the rule `code`, below `baseURL`; nil when
    /// there is no base URL or `code` is not a rule (a checking code has no page).
    public static func href(forCode code: String, baseURL: String?) -> String? {
        guard let baseURL, ruleIDs.contains(code) else { return nil }
        return (baseURL.hasSuffix("/") ? baseURL : baseURL + "/") + page(of: code)
    }

    static let ruleIDs = Set(RuleRegistry.all.map { $0.description.id })

    /// The `file:` URL of the pages when the executable at `executablePath`
    /// (its real path, links resolved) lies inside a checkout: the nearest
    /// folder above it holding both `Package.swift` and `docs/rules/README.md`.
    /// nil for an installed binary.
    public static func checkoutBaseURL(executablePath: String, fileExists: (String) -> Bool) -> String? {
        var components = executablePath.split(separator: "/").map(String.init)
        while !components.isEmpty {
            components.removeLast()
            let folder = "/" + components.joined(separator: "/")
            let prefix = folder == "/" ? "" : folder
            if fileExists(prefix + "/Package.swift"), fileExists("\(prefix)/\(Self.folder)/\(index)") {
                return "file://" + percentEncodedPath(prefix + "/" + Self.folder + "/")
            }
        }
        return nil
    }

    /// A path as a URL path: bytes other than unreserved characters and `/` percent-encoded.
    static func percentEncodedPath(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "/-._~".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
