/// Glyphs for system items, tab icons, system activities and the status
/// bar, as stroked paths in a 24-unit box: recognisable shapes standing in
/// for SF Symbols, which a self-contained SVG cannot carry. Each is drawn with
/// its name as its label (`<title>`).
enum PreviewGlyphs {
    static let star = "M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z"
    static let clock = "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 3"
    static let person = "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0"
    static let book = "M3 5h6a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H3zM21 5h-6a3 3 0 0 0-3 3v12a2 2 0 0 1 2-2h7z"
    static let download = "M12 4v11M7 10l5 5 5-5M5 20h14"
    static let magnifier = "M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20"
    static let cross = "M6 6l12 12M18 6L6 18"
    static let pencil = "M4 20h4L19 9l-4-4L4 16zM13 7l4 4"
    static let generic = "M5 5h14v14H5z"

    /// The path for a glyph name (`add`, `tab.more`, `activity.copy`…); a square for names it does not know.
    static func path(_ name: String) -> String {
        switch name {
        case "add": return "M12 5v14M5 12h14"
        case "action": return "M8 10H6v11h12V10h-2M12 3v11M8.5 6.5L12 3l3.5 3.5"
        case "bookmarks": return book
        case "camera", "activity.saveImage": return "M4 8h3l2-3h6l2 3h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z"
        case "compose", "edit": return pencil
        case "fastForward": return "M3 6l8 6-8 6zM12 6l8 6-8 6z"
        case "rewind": return "M21 6l-8 6 8 6zM12 6l-8 6 8 6z"
        case "organize": return "M3 7h6l2 2h10v10H3z"
        case "pause": return "M8 5v14M16 5v14"
        case "play": return "M7 4l13 8-13 8z"
        case "refresh": return "M19 12a7 7 0 1 1-2.05-4.95M19 4v4h-4"
        case "reply": return "M10 7l-6 5 6 5M4 12h10a6 6 0 0 1 6 6"
        case "search": return magnifier
        case "stop", "cancel": return cross
        case "trash": return "M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"
        case "info": return "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.5"
        case "done": return "M5 12l5 5 9-10"
        case "save": return "M12 4v10M8 10l4 4 4-4M5 15v4h14v-4"
        case "undo": return "M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3"
        case "redo": return "M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3"
        case "back": return "M15 4l-8 8 8 8"
        case "more": return "M6 12h.01M12 12h.01M18 12h.01"
        case "favorites", "featured", "topRated": return star
        case "recents", "history", "mostRecent": return clock
        case "contacts", "activity.assignToContact": return person
        case "downloads": return download
        case "mostViewed": return "M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01"
        case "activity.copy": return "M8 8h11v12H8zM5 16V4h11"
        case "activity.print": return "M7 9V4h10v5M5 9h14v7h-2M7 14h10v6H7z"
        case "activity.mail": return "M3 6h18v12H3zM3 6l9 7 9-7"
        case "activity.message", "activity.twitter": return "M4 5h16v11H9l-5 4z"
        case "activity.facebook": return "M15 4h-2a3 3 0 0 0-3 3v14M7 11h7"
        case "activity.airDrop": return "M12 12h.01M8.5 15.5a5 5 0 1 1 7 0M5.6 18.4a9 9 0 1 1 12.8 0"
        case "activity.airPlay": return "M5 17H3V5h18v12h-2M8 21l4-5 4 5z"
        case "activity.addToReadingList": return "M3 14a3.5 3.5 0 1 0 7 0 3.5 3.5 0 0 0-7 0zM14 14a3.5 3.5 0 1 0 7 0 3.5 3.5 0 0 0-7 0zM10 14h4"
        case "image": return "M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5h.01"
        case "chevron": return "M9 5l7 7-7 7"
        case "checkmark": return "M4 12l5 5 11-11"
        default: return generic
        }
    }

    /// Glyphs drawn filled rather than stroked.
    static func isFilled(_ name: String) -> Bool {
        ["fastForward", "rewind", "play"].contains(name)
    }
}
