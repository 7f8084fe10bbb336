/// How a popover closes (language version 4): `dismissOn` (an options
/// popover closes on a choice and on a tap outside by default, an inspector
/// or a task popover on a tap outside), `modal: true` (taps outside are
/// ignored) and `outsideTap` (what a tap outside does to people's input).
/// Shared by `popover/closing` and `popover/discarded-input`; a task popover
/// that ignores taps outside ends only through Done or Cancel (`popover/task-buttons`).
import ViewModel

enum PopoverClosingBehaviour {
    /// The popover's kind, `options` when unset.
    static func kind(of popover: Element) -> String { popover.name("kind") ?? "options" }

    /// What closes it: its `dismissOn` list, else its kind's default.
    static func dismissOn(_ popover: Element) -> Set<String> {
        if let list = popover.binding("dismissOn")?.value.listValue { return Set(list.compactMap(\.nameValue)) }
        return kind(of: popover) == "options" ? ["selection", "outsideTap"] : ["outsideTap"]
    }

    /// Whether `modal: true` makes it ignore taps outside.
    static func isModal(_ popover: Element) -> Bool { popover.bool("modal") == true }

    /// Whether a tap outside closes it.
    static func closesOnOutsideTap(_ popover: Element) -> Bool {
        !isModal(popover) && dismissOn(popover).contains("outsideTap")
    }
}
