/// What shows over the screen: popovers beside their source with an arrow
/// (shown now, or presented), and each presented value as a layer of its
/// own — a sheet or full-screen modal, an alert in the middle, an action
/// sheet at the bottom, the activity sheet with its tiles.
import ViewModel

extension LayoutBuilder {
    /// Places popovers shown now, then every presented value, each as a new layer.
    func placeDeferred() {
        var nextPopover = 0
        var nextPresented = 0
        while true {
            if nextPopover < pendingPopovers.count {
                let pending = pendingPopovers[nextPopover]
                nextPopover += 1
                presentation = pending.presentation
                placePopover(pending.element, presenter: nil, parent: pending.parent, depth: pending.depth)
            } else if nextPresented < presented.count {
                let (value, presenter) = presented[nextPresented]
                nextPresented += 1
                let layer = presentations.count + 1
                presentation = layer
                let parentDepth = presenter.map { elements[$0].depth } ?? 0
                guard let root = placePresented(value, presenter: presenter, depth: parentDepth + 1) else { continue }
                presentations.append(LayoutPresentation(presenter: presenter, root: root))
            } else {
                return
            }
        }
    }

    private func placePresented(_ value: Element, presenter: Int?, depth: Int) -> Int? {
        switch value.kind {
        case "Popover":
            return placePopover(value, presenter: presenter, parent: presenter, depth: depth)
        case "Modal":
            return placeModal(value, parent: presenter, depth: depth)
        case "Alert":
            return placeAlert(value, parent: presenter, depth: depth)
        case "ActionSheet":
            return placeActionSheet(value, parent: presenter, depth: depth)
        case "ActivityViewController":
            return placeActivitySheet(value, parent: presenter, depth: depth)
        default:
            let frame = metrics.bounds.insetBy(dx: metrics.layoutMargin, dy: metrics.safeArea.top)
            guard let index = record(value, frame: frame, parent: presenter, depth: depth, clips: true, floating: true) else { return nil }
            placeContent(of: value, index: index, frame: frame, insets: .zero, depth: depth + 1)
            return index
        }
    }

    // MARK: Popovers

    /// A popover sized by `width`/`height`, beside its `source` (else its presenter) with an arrow.
    @discardableResult
    func placePopover(_ popover: Element, presenter: Int?, parent: Int?, depth: Int) -> Int? {
        let screen = metrics.bounds
        let margin = LayoutMetrics.popoverScreenMargin
        let arrow = LayoutMetrics.popoverArrowHeight
        let safe = screen.inset(by: LayoutInsets(top: metrics.safeArea.top, left: margin, bottom: metrics.safeArea.bottom, right: margin))
        let width = min(max(0, popover.number("width") ?? LayoutMetrics.popoverWidth), safe.width)
        let height = min(max(0, popover.number("height") ?? LayoutMetrics.popoverHeight), max(0, safe.height - arrow))
        var anchor: LayoutRect?
        if let source = popover.name("source") {
            anchor = model.ids[source].flatMap(index(of:)).map(frame(of:))
        }
        let unresolved = popover.name("source") != nil && anchor == nil
        anchor = anchor ?? presenter.map(frame(of:))
        let target = anchor ?? LayoutRect(x: screen.midX, y: screen.midY - height / 2 - arrow, width: 0, height: 0)
        var frame = LayoutRect(x: target.midX - width / 2, y: target.maxY + arrow, width: width, height: height)
        var side = "up"
        if frame.maxY > safe.maxY, target.minY - arrow - height >= safe.minY {
            frame.y = target.minY - arrow - height
            side = "down"
        } else if frame.maxY > safe.maxY {
            let right = target.maxX + arrow
            let fitsRight = right + width <= safe.maxX
            frame = LayoutRect(x: fitsRight ? right : target.minX - arrow - width, y: target.midY - height / 2, width: width, height: height)
            side = fitsRight ? "left" : "right"
        }
        frame = frame.clamped(into: safe)
        guard let index = record(popover, frame: frame, parent: parent, depth: depth, clips: true, floating: true) else { return nil }
        if unresolved { note(.unresolvedSource, element: index, popover.name("source") ?? "") }
        if anchor != nil { add(LaidOutPart(role: .arrow, frame: arrowFrame(side, pointingAt: target, from: frame), value: side), to: index) }
        if let screenName = popover.name("content"), shown(popover).isEmpty {
            addScreenName(screenName, to: index, in: frame)
        }
        placeContent(of: popover, index: index, frame: frame, insets: .zero, depth: depth + 1)
        return index
    }

    private func arrowFrame(_ side: String, pointingAt target: LayoutRect, from frame: LayoutRect) -> LayoutRect {
        let arrow = LayoutMetrics.popoverArrowHeight
        let corner = arrow + 2
        switch side {
        case "up", "down":
            let x = min(max(target.midX, frame.minX + corner), frame.maxX - corner)
            return LayoutRect(x: x - arrow, y: side == "up" ? frame.minY - arrow : frame.maxY, width: 2 * arrow, height: arrow)
        default:
            let y = min(max(target.midY, frame.minY + corner), frame.maxY - corner)
            return LayoutRect(x: side == "left" ? frame.minX - arrow : frame.maxX, y: y - arrow, width: arrow, height: 2 * arrow)
        }
    }

    // MARK: Sheets

    private func placeModal(_ modal: Element, parent: Int?, depth: Int) -> Int? {
        let screen = metrics.bounds
        let top = metrics.safeArea.top + LayoutMetrics.sheetTopGap
        var frame = LayoutRect(x: 0, y: top, width: screen.width, height: max(0, screen.height - top))
        var insets = ContainerInsets(barTop: 0, safeTop: 0, bottom: metrics.safeArea.bottom, left: metrics.safeArea.left,
                                     right: metrics.safeArea.right)
        switch modal.name("style") {
        case "fullScreen":
            frame = screen
            insets = screenInsets(statusBarShown: metrics.statusBarHeight > 0)
        case "formSheet" where metrics.device == .ipad:
            let width = min(LayoutMetrics.formSheetWidth, screen.width)
            let height = min(LayoutMetrics.formSheetHeight, screen.height - 2 * top)
            frame = LayoutRect(x: screen.midX - width / 2, y: screen.midY - height / 2, width: width, height: max(0, height))
            insets = .zero
        default:
            if metrics.device == .ipad {
                let width = min(LayoutMetrics.pageSheetWidth, screen.width)
                frame = LayoutRect(x: screen.midX - width / 2, y: top, width: width, height: max(0, screen.height - top))
            }
        }
        guard let index = record(modal, frame: frame, parent: parent, depth: depth, clips: true, floating: true) else { return nil }
        if let screenName = modal.name("content"), shown(modal).isEmpty { addScreenName(screenName, to: index, in: frame) }
        placeContent(of: modal, index: index, frame: frame, insets: insets, depth: depth + 1)
        return index
    }

    // MARK: Alerts and action sheets

    private func placeAlert(_ alert: Element, parent: Int?, depth: Int) -> Int? {
        let screen = metrics.bounds
        let width = min(LayoutMetrics.alertWidth, screen.width)
        let padding = LayoutMetrics.alertPadding
        let room = width - 2 * padding
        let headline = textStyle(.headline), footnote = textStyle(.footnote)
        let title = TextFitting.lines(alert.string("title") ?? "", fontSize: headline.fontSize, width: room, maxLines: 3)
        let message = TextFitting.lines(alert.string("message") ?? "", fontSize: footnote.fontSize, width: room, maxLines: 8)
        let textHeight = Double(title.lines.count) * headline.lineHeight + Double(message.lines.count) * footnote.lineHeight
        let header = textHeight > 0 ? 2 * padding + textHeight : padding
        let buttons = shown(alert)
        let side = buttons.count == 2
        let buttonRows = side ? 1 : buttons.count
        let height = min(header + Double(buttonRows) * LayoutMetrics.alertButtonHeight, screen.height - metrics.safeArea.top)
        let frame = LayoutRect(x: screen.midX - width / 2, y: screen.midY - height / 2, width: width, height: height)
        guard let index = record(alert, frame: frame, parent: parent, depth: depth, clips: true, floating: true) else { return nil }
        var y = frame.minY + padding
        addLines(title, role: .title, style: headline, x: frame.minX + padding, y: &y, width: room, to: index)
        addLines(message, role: .message, style: footnote, x: frame.minX + padding, y: &y, width: room, to: index)
        let buttonTop = frame.minY + header
        add(LaidOutPart(role: .divider, frame: LayoutRect(x: frame.minX, y: buttonTop, width: width, height: 0.5)), to: index)
        for (number, button) in buttons.enumerated() {
            let buttonWidth = side ? width / 2 : width
            let buttonFrame = LayoutRect(x: frame.minX + (side ? Double(number) * buttonWidth : 0),
                                         y: buttonTop + (side ? 0 : Double(number) * LayoutMetrics.alertButtonHeight),
                                         width: buttonWidth, height: LayoutMetrics.alertButtonHeight)
            placeSheetButton(button, in: buttonFrame, parent: index, depth: depth + 1)
            if side, number == 1 {
                add(LaidOutPart(role: .divider, frame: LayoutRect(x: buttonFrame.minX, y: buttonTop, width: 0.5,
                                                                  height: LayoutMetrics.alertButtonHeight)), to: index)
            } else if !side, number > 0 {
                add(LaidOutPart(role: .divider, frame: LayoutRect(x: frame.minX, y: buttonFrame.minY, width: width, height: 0.5)), to: index)
            }
        }
        return index
    }

    private func placeActionSheet(_ sheet: Element, parent: Int?, depth: Int) -> Int? {
        let screen = metrics.bounds
        let margin = LayoutMetrics.actionSheetMargin
        let width = min(screen.width - 2 * margin - metrics.safeArea.left - metrics.safeArea.right, 400)
        let padding = LayoutMetrics.alertPadding
        let room = width - 2 * padding
        let footnote = textStyle(.footnote)
        let title = TextFitting.lines(sheet.string("title") ?? "", fontSize: footnote.fontSize, width: room, maxLines: 2)
        let message = TextFitting.lines(sheet.string("message") ?? "", fontSize: footnote.fontSize, width: room, maxLines: 4)
        let textHeight = Double(title.lines.count + message.lines.count) * footnote.lineHeight
        let header = textHeight > 0 ? textHeight + padding : 0
        let buttons = shown(sheet)
        let cancel = buttons.last { $0.name("role") == "cancel" }
        let others = buttons.filter { $0 !== cancel }
        let rowHeight = LayoutMetrics.actionSheetButtonHeight
        let groupHeight = header + Double(others.count) * rowHeight
        let cancelHeight = cancel == nil ? 0 : rowHeight + margin
        let bottom = screen.maxY - max(metrics.safeArea.bottom, margin)
        let height = min(groupHeight + cancelHeight, bottom - metrics.safeArea.top)
        let frame = LayoutRect(x: screen.midX - width / 2, y: bottom - height, width: width, height: height)
        guard let index = record(sheet, frame: frame, parent: parent, depth: depth, clips: true, floating: true) else { return nil }
        var y = frame.minY + padding / 2
        addLines(title, role: .title, style: footnote.weighted(.semibold), x: frame.minX + padding, y: &y, width: room, to: index)
        addLines(message, role: .message, style: footnote, x: frame.minX + padding, y: &y, width: room, to: index)
        for (number, button) in others.enumerated() {
            let buttonFrame = LayoutRect(x: frame.minX, y: frame.minY + header + Double(number) * rowHeight, width: width, height: rowHeight)
            if number > 0 || header > 0 {
                add(LaidOutPart(role: .divider, frame: LayoutRect(x: frame.minX, y: buttonFrame.minY, width: width, height: 0.5)), to: index)
            }
            placeSheetButton(button, in: buttonFrame, parent: index, depth: depth + 1)
        }
        if let cancel {
            let buttonFrame = LayoutRect(x: frame.minX, y: frame.maxY - rowHeight, width: width, height: rowHeight)
            add(LaidOutPart(role: .grabber, frame: LayoutRect(x: frame.minX, y: frame.minY + groupHeight, width: width, height: margin),
                            value: "gap"), to: index)
            placeSheetButton(cancel, in: buttonFrame, parent: index, depth: depth + 1)
        }
        return index
    }

    private func placeSheetButton(_ button: Element, in frame: LayoutRect, parent: Int, depth: Int) {
        guard button.is("Button") else {
            place(button, in: frame, parent: parent, depth: depth)
            return
        }
        guard let index = record(button, frame: frame, parent: parent, depth: depth) else { return }
        let style = button.name("role") == "cancel" ? textStyle(.body).weighted(.semibold) : textStyle(.body)
        addLine(button.string("title"), role: .title, style: style, in: frame.insetBy(dx: LayoutMetrics.barItemSpacing, dy: 0), to: index,
                alignment: .center)
    }

    private func addLines(_ fitted: (lines: [String], truncated: Bool), role: LaidOutText.Role, style: TextStyle, x: Double,
                          y: inout Double, width: Double, to index: Int) {
        guard !fitted.lines.isEmpty else { return }
        let height = Double(fitted.lines.count) * style.lineHeight
        add(LaidOutText(role: role, frame: LayoutRect(x: x, y: y, width: width, height: height), lines: fitted.lines,
                        fontSize: style.fontSize, lineHeight: style.lineHeight, weight: style.weight, alignment: .center,
                        isTruncated: fitted.truncated), to: index)
        y += height
    }
}
