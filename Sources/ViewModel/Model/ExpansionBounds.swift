/// How far the model builder expands components into a file: the uses being
/// expanded (a chain shared by everything below it, never copied), and the
/// bounds that keep any workspace's model small — nested component uses,
/// element nesting, and the members a file's uses bring in — with the
/// `expansion-limit` finding that says where expansion stopped.
import Foundation

/// The component types being expanded around an element, innermost first.
/// Each level points at the one around it, so a child shares its parent's
/// chain: `expanding + [name]` copied the whole chain at every level.
final class ExpansionChain: Sendable {
    let typeName: String
    let outer: ExpansionChain?
    /// How many types the chain holds, this one included.
    let depth: Int

    init(_ typeName: String, outer: ExpansionChain?) {
        self.typeName = typeName
        self.outer = outer
        self.depth = (outer?.depth ?? 0) + 1
    }

    /// Whether `name` is being expanded here (at most `ExpansionBounds.maximumComponentDepth` steps).
    func contains(_ name: String) -> Bool {
        var current: ExpansionChain? = self
        while let level = current {
            if level.typeName == name { return true }
            current = level.outer
        }
        return false
    }
}

extension Optional where Wrapped == ExpansionChain {
    var depth: Int { self?.depth ?? 0 }
    func contains(_ name: String) -> Bool { self?.contains(name) ?? false }
    func adding(_ name: String) -> ExpansionChain { ExpansionChain(name, outer: self) }
}

/// The bounds of component expansion (`docs/checking.md`, Limits).
public enum ExpansionBounds {
    /// The most component types nested one inside another along any path
    /// (uses inside components, and components built on components).
    public static let maximumComponentDepth = 32
    /// The deepest an element brought in by a component may stand: as deep as a file can nest blocks.
    public static let maximumElementDepth = 256
    /// The most elements and bindings a file's component uses bring in, all uses together.
    public static let maximumExpandedMembers = 20_000
}

/// The budget that the builders of one block's subtrees draw from together, in
/// batches: once they have used what one pass had left, they all stop (and the
/// block is built again in one pass), rather than each spending the whole of it.
final class SharedExpansionBudget: @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: Int
    static let batch = 256

    init(_ remaining: Int) {
        self.remaining = remaining
    }

    /// Up to `batch` members more, or 0 when the budget is spent.
    func take() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let taken = min(Self.batch, remaining)
        remaining -= taken
        return taken
    }
}

extension ModelBuilder {
    /// Whether one more element or binding from `path` may be expanded into this file's model; past the
    /// bound, the first refusal reports `expansion-limit` at the use in this file being expanded.
    mutating func admitsExpandedMember(from path: String) -> Bool {
        guard path != file.path else { return true }
        if let shared = sharedBudget, expandedMembers >= expandedMemberLimit {
            expandedMemberLimit += shared.take()
        }
        guard expandedMembers < expandedMemberLimit else {
            if !reportedMemberLimit {
                reportedMemberLimit = true
                reportExpansionLimit(key: "check.expansion-limit.members", limit: ExpansionBounds.maximumExpandedMembers)
            }
            return false
        }
        expandedMembers += 1
        return true
    }

    /// An element brought in from another file stands too deep, or a use nests components too deep:
    /// reported once per use in this file.
    mutating func reportTooDeep(elements: Bool) {
        guard let use = outermostUse, reportedDepthAt.insert(use.nameRange.lowerBound).inserted else { return }
        if elements {
            reportExpansionLimit(key: "check.expansion-limit.element-depth", limit: ExpansionBounds.maximumElementDepth)
        } else {
            reportExpansionLimit(key: "check.expansion-limit.depth", limit: ExpansionBounds.maximumComponentDepth)
        }
    }

    private mutating func reportExpansionLimit(key: String, limit: Int) {
        guard let use = outermostUse else { return }
        report("expansion-limit", at: use.nameRange, key: key, ["name": use.typeName, "limit": "\(limit)"], severity: .warning)
    }
}
