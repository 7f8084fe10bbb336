/// `text-view/keyboard`: a text input whose keyboard does not suit the content it asks for.
public import ViewModel
public struct TextViewKeyboard: Rule {
    public static let kinds: Set<String> = ["TextView", "TextField"]

    public static let description = RuleDescription(
        id: "text-view/keyboard", severity: .warning,
        summary: "Give a text input the keyboard that suits its content type.",
        messages: ["": "`contentType: {contentType}` gets the {keyboard} keyboard; `keyboard: {suggested}` makes this content easier to type"],
        what: "Flags a `TextView` or `TextField` whose `contentType` is `url`, `email`, `phone`, `number` or `pin` and whose `keyboard` (default when left out) does not suit it: `url` wants the url keyboard, `email` the email keyboard, `phone` the phone pad, `number` the number or decimal pad, and `pin` the number pad.",
        why: "iOS offers keyboards made for particular input: a URL keyboard with `/` and `.com`, an email keyboard with `@`, digit pads for phone numbers and PINs. The right one saves people switching layouts and mistyping; the language and input method stay the user's own choice.",
        howToFix: "Set the `keyboard` that matches the content type; for `number`, `decimalPad` also fits when decimals are allowed.",
        citations: [
            SeedCitation(SeedCitation.chineseContentViews, "4.2.12 文本视图"),
            SeedCitation(SeedCitation.russianContentViews, "Текстовое представление"),
        ],
        fix: (title: "Use `keyboard: {suggested}`", safety: .safe),
        examples: [
            .triggering("""
            Screen {
                title: "Sign In"
                TextField { placeholder: "Email"; ⟦contentType: email⟧ }
                TextField { placeholder: "PIN"; contentType: pin; ⟦keyboard: default⟧ }
            }
            """, fixed: """
            Screen {
                title: "Sign In"
                TextField { placeholder: "Email"; contentType: email; keyboard: email }
                TextField { placeholder: "PIN"; contentType: pin; keyboard: numberPad }
            }
            """),
            .triggering("""
            Screen {
                title: "Contact"
                TextView {
                    editable: true
                    font: body
                    ⟦contentType: phone⟧
                }
            }
            """, fixed: """
            Screen {
                title: "Contact"
                TextView {
                    editable: true
                    font: body
                    contentType: phone
                    keyboard: phonePad
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Order"
                TextField { placeholder: "Website"; contentType: url; keyboard: url }
                TextField { placeholder: "Amount"; contentType: number; keyboard: decimalPad }
                TextField { placeholder: "Name"; contentType: text }
            }
            """),
        ])

    /// The keyboards that suit each content type, the first one suggested.
    static let suitableKeyboards: [String: [String]] = [
        "url": ["url"], "email": ["email"], "phone": ["phonePad"], "number": ["numberPad", "decimalPad"], "pin": ["numberPad"],
    ]

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let contentType = element.name("contentType"), let suitable = suitableKeyboards[contentType],
              let suggested = suitable.first else { return [] }
        let keyboard = element.name("keyboard") ?? "default"
        guard !suitable.contains(keyboard) else { return [] }
        let arguments = ["contentType": contentType, "keyboard": keyboard, "suggested": suggested]
        let typeBinding = element.binding("contentType")
        let edits = ScrollingAndTextEdits.set("keyboard", to: suggested, on: element, after: typeBinding, using: context.edits)
        if let binding = element.binding("keyboard"), !binding.isComponentDefault { return [.on(binding, arguments, edits: edits)] }
        if let typeBinding, !typeBinding.isComponentDefault { return [.on(typeBinding, arguments, edits: edits)] }
        return [.on(element, arguments, edits: edits)]
    }
}
