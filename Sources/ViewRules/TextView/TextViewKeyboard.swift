/// `text-view/keyboard`: a text input whose keyboard does not suit the content it asks for (a password included).
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
            // A password needs letters: no digit pad (digits only is a `pin`), and not the email keyboard copied from the field above.
            .triggering("""
            Screen {
                title: "\u{412}\u{445}\u{43E}\u{434}"
                TextField { placeholder: "\u{41F}\u{43E}\u{447}\u{442}\u{430}"; contentType: email; keyboard: email }
                TextField { placeholder: "\u{41F}\u{430}\u{440}\u{43E}\u{43B}\u{44C}"; contentType: password; ⟦keyboard: email⟧ }
                TextField { placeholder: "\u{5BC6}\u{7801}"; contentType: password; ⟦keyboard: numberPad⟧ }
            }
            """, fixed: """
            Screen {
                title: "\u{412}\u{445}\u{43E}\u{434}"
                TextField { placeholder: "\u{41F}\u{43E}\u{447}\u{442}\u{430}"; contentType: email; keyboard: email }
                TextField { placeholder: "\u{41F}\u{430}\u{440}\u{43E}\u{43B}\u{44C}"; contentType: password; keyboard: asciiCapable }
                TextField { placeholder: "\u{5BC6}\u{7801}"; contentType: password; keyboard: asciiCapable }
            }
            """),
            // A password field a component gives, on a digit pad set at the use: reported at the use.
            .triggering("""
            Screen {
                title: "Sign In"
                SecureField { ⟦keyboard: phonePad⟧ }
            }
            """, fixed: """
            Screen {
                title: "Sign In"
                SecureField { keyboard: asciiCapable }
            }
            """, otherFiles: ["SecureField": """
            TextField { placeholder: "Password"; contentType: password }
            """]),
            // A password on the default keyboard (secure entry keeps it to a Latin layout) or the ASCII-capable one.
            .nonTriggering("""
            Screen {
                title: "\u{767B}\u{5F55}"
                TextField { placeholder: "\u{5BC6}\u{7801}"; contentType: password }
                TextField { placeholder: "Password"; contentType: password; keyboard: asciiCapable }
                TextField { placeholder: "PIN"; contentType: pin; keyboard: numberPad }
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

    /// The keyboards that suit each content type, the first one suggested. A password takes letters, digits and
    /// symbols: the ASCII-capable keyboard, or the default one (iOS keeps secure entry to a Latin layout); a digit
    /// pad cannot type it (digits only is a `pin`), and the email and URL keyboards are the neighbouring field's.
    static let suitableKeyboards: [String: [String]] = [
        "url": ["url"], "email": ["email"], "phone": ["phonePad"], "number": ["numberPad", "decimalPad"], "pin": ["numberPad"],
        "password": ["asciiCapable", "standard"],
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
