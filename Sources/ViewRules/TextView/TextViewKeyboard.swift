/// `text-view/keyboard`: a text input whose keyboard does not suit the content it asks for.
public import ViewModel
public struct TextViewKeyboard: Rule {
    public static let kinds: Set<String> = ["TextView", "TextField"]

    public static let description = RuleDescription(
        id: "text-view/keyboard", severity: .warning,
        citations: [
            SeedCitation("content-zh.text-view"),
            SeedCitation("content-ru.text-view"),
        ],
        fix: .safe,
        examples: [
            .triggering("""
            Screen {
                title: "Sign In"
                TextField { placeholder: "Email"; ⟦contentType: email⟧ }
                TextField { placeholder: "PIN"; contentType: pin; ⟦keyboard: standard⟧ }
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
        let keyboard = element.name("keyboard") ?? "standard"
        guard !suitable.contains(keyboard) else { return [] }
        let arguments = ["contentType": contentType, "keyboard": keyboard, "suggested": suggested]
        let typeBinding = element.binding("contentType")
        let edits = ScrollingAndTextEdits.set("keyboard", to: suggested, on: element, after: typeBinding, using: context.edits)
        if let binding = element.binding("keyboard"), !binding.isComponentDefault { return [.on(binding, arguments, edits: edits)] }
        if let typeBinding, !typeBinding.isComponentDefault { return [.on(typeBinding, arguments, edits: edits)] }
        return [.on(element, arguments, edits: edits)]
    }
}
