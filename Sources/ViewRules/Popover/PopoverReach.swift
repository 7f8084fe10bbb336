/// What a popover can lead to while it is on screen: the presentations made
/// from inside it, found by walking its own content and the screens it
/// reaches through `push:` and `content:` (the navigation inside a popover
/// stays in it). `popover/cascade`, `popover/modal-over-popover` and
/// `popover/dismiss-button` read it.
import ViewSyntax
import ViewModel

struct PopoverPresentation {
    /// The element that presents, or the popover standing in a container.
    let presenter: Element
    /// What is presented: an inline element, or a screen by name.
    let link: ScreenLink?
    /// A popover shown in a container inside the popover's reach (not through `presents:`).
    let shownPopover: Element?
    /// The links followed from the popover to get there.
    let via: [ScreenLink]
}

enum PopoverReach {
    /// Every presentation that can happen from inside `popover`.
    static func presentations(from popover: Element, in context: RuleContext) -> [PopoverPresentation] {
        var result: [PopoverPresentation] = []
        for reached in context.graph.elements(reachableFrom: popover, through: [.push, .content]) {
            let element = reached.element
            // What is hidden presents nothing and shows nothing.
            if element !== popover, element.isHiddenOnScreen { continue }
            if element !== popover, PopoverCascade.isShownPopover(element), element.role == .child {
                result.append(PopoverPresentation(presenter: element, link: nil, shownPopover: element, via: reached.via))
            }
            // A hidden element presented inline is not shown either.
            for link in ScreenFlow.links(from: element) where link.kind == .presents && link.inlineElement?.isHiddenItself != true {
                result.append(PopoverPresentation(presenter: element, link: link, shownPopover: nil, via: reached.via))
            }
        }
        return result
    }

    /// Where to report a fault found at `location` after following `via` from
    /// a popover in the checked file: the fault itself when it is in this
    /// file or in a component a use here brings in, else the first link in
    /// this file that leads towards it.
    static func reportLocation(_ location: SourceLocation, via: [ScreenLink], in context: RuleContext) -> SourceLocation? {
        if location.path == context.file.path { return location }
        // In a component a use here brings in: the engine moves it to the use, pointing at it.
        if ComponentFaults.isComponentFile(location.path, in: context), ComponentFaults.use(bringingIn: location, in: context) != nil {
            return location
        }
        for link in via where link.binding.path == context.file.path {
            return link.binding.location
        }
        return nil
    }

    /// The finding for a fault at `target`, reached from `popover` through `via`:
    /// on the fault itself (main message) when it is in this file, else on the
    /// first link here (the `elsewhere` variant, with `{screen}` set to the
    /// screen where it happens) with related information on the fault and on
    /// each link followed. Nil when neither lies in this file.
    /// When the last link leads to a screen written in place (`push: Screen { … }`),
    /// which has no name to quote, the finding takes the `elsewhere.unnamed`
    /// variant, a sentence of its own. The rule's `notes` name each link
    /// (`leads-to` with `{screen}`, `leads-to.inline`).
    static func finding(at target: SourceLocation, via: [ScreenLink], origin: RuleNote, targetNote: String,
                        _ arguments: [String: String], terms: [String: String] = [:], in context: RuleContext) -> RuleFinding? {
        guard let location = reportLocation(target, via: via, in: context) else { return nil }
        if location == target { return RuleFinding(at: location, arguments, terms: terms, related: [origin]) }
        var elsewhere = arguments
        let screen = via.last?.screenName
        if let screen { elsewhere["screen"] = screen }
        var related = [RuleNote(target, targetNote)]
        related += via.map { link in
            link.screenName.map { RuleNote(link.binding.location, "leads-to", ["screen": $0]) }
                ?? RuleNote(link.binding.location, "leads-to.inline")
        }
        return RuleFinding(at: location, variant: screen == nil ? "elsewhere.unnamed" : "elsewhere", elsewhere, terms: terms,
                           related: related)
    }
}
