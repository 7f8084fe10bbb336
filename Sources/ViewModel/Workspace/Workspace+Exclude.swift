/// `exclude` in `.viewls.json`: glob patterns relative to the configuration's
/// folder. Like `.gitignore` files, every configuration from the root down to
/// a file's folder adds its patterns; a pattern that matches a folder
/// excludes everything in it. Excluded files are not read into the workspace.
extension Workspace {
    /// Whether a configuration at or above `path` (up to the root) excludes it.
    /// `isFolder`: also when a pattern matches everything in the folder (`Fixtures/**`).
    public func isExcluded(_ path: String, isFolder: Bool = false) -> Bool {
        guard !root.isEmpty, path.hasPrefix(root == "/" ? "/" : root + "/") else { return false }
        var folder = Self.folder(of: path)
        while folder.count >= root.count {
            if let patterns = configurations[folder]?.configuration.exclude, !patterns.isEmpty {
                let relative = String(path.dropFirst(folder == "/" ? 1 : folder.count + 1))
                let names = relative.split(separator: "/")
                // The folders between the configuration and the path, then the path itself.
                let enclosing = (1..<max(names.count, 1)).map { names.prefix($0).joined(separator: "/") }
                for glob in patterns.map(Glob.init) {
                    if glob.matches(relative) || (isFolder && glob.matchesEverything(in: relative)) { return true }
                    if enclosing.contains(where: glob.matchesEverything(in:)) { return true }
                }
            }
            if folder == root || folder == "/" || folder.isEmpty { break }
            folder = Self.folder(of: folder)
        }
        return false
    }
}
