/// The content-view rules of rules.md for popovers, in its order.
import ViewModel
extension RuleRegistry {
    static let popoverRules: [any Rule.Type] = [
        PopoverDismissButton.self,
        PopoverCascade.self,
        PopoverModalOverPopover.self,
        PopoverTaskButtons.self,
        PopoverTaskScrolling.self,
        PopoverTooLarge.self,
        PopoverSource.self,
        PopoverOnIphone.self,
        PopoverCustomView.self,
        PopoverClosing.self,
        PopoverDiscardedInput.self,
    ]
}
