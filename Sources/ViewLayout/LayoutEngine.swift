/// The entry point: a file's model laid out on a device held one way at a text size (a `LayoutVariant`), with
/// the options a caller may set. Never fails: a file without a root gives an
/// empty screen, and an element that cannot be placed gets a zero frame and a
/// note. Deterministic: the same model and options give the same layout.
public import ViewModel

/// What to lay out for.
public struct LayoutOptions: Hashable, Sendable {
    /// The device family; nil for the screen's `device`, else `defaultDevice`.
    public var device: Device?
    /// The device family when neither the options nor the screen name one (the configuration's).
    public var defaultDevice: Device
    /// The catalogue device to lay out on when it is of the family chosen above; else (and when nil)
    /// the family's default device (`DeviceCatalogue.defaultModel`).
    public var deviceModel: DeviceModel?
    public var orientation: LayoutOrientation
    /// The Dynamic Type size text styles are set at.
    public var textSize: TextSize
    /// The most elements laid out (`LayoutMetrics.elementLimit` by default).
    public var elementLimit: Int
    /// The words iOS shows for system items, in the language to draw them in:
    /// `bar.<system item>` for bar buttons shown as text (`bar.done`),
    /// `activity.<activity>` for system activities. An item without its word
    /// is laid out as a glyph.
    public var systemWords: [String: String]

    public init(device: Device? = nil, defaultDevice: Device = .iphone, orientation: LayoutOrientation = .portrait,
                elementLimit: Int = Int(LayoutMetrics.elementLimit), systemWords: [String: String] = [:],
                deviceModel: DeviceModel? = nil, textSize: TextSize = .default) {
        self.device = device
        self.defaultDevice = defaultDevice
        self.deviceModel = deviceModel
        self.orientation = orientation
        self.textSize = textSize
        self.elementLimit = elementLimit
        self.systemWords = systemWords
    }

    /// Lays out on `variant`, whatever device the screen names.
    public init(variant: LayoutVariant, elementLimit: Int = Int(LayoutMetrics.elementLimit), systemWords: [String: String] = [:]) {
        self.init(device: variant.device.family, defaultDevice: variant.device.family, orientation: variant.orientation,
                  elementLimit: elementLimit, systemWords: systemWords, deviceModel: variant.device, textSize: variant.textSize)
    }

    /// The variant these options lay a screen of `family` out on.
    public func variant(for family: Device) -> LayoutVariant {
        let model = deviceModel.flatMap { $0.family == family ? $0 : nil } ?? DeviceCatalogue.defaultModel(of: family)
        return LayoutVariant(device: model, orientation: orientation, textSize: textSize)
    }
}

public enum LayoutEngine {
    /// The bar button system items iOS shows as words rather than glyphs.
    public static let textSystemItems: Set<String> = ["cancel", "done", "edit", "save", "undo", "redo"]

    /// Lays out `model` (the model of `file`); component files named in it are
    /// found in `directory` for their source positions, image sizes in `images`.
    /// A layout `cancellation` stops is partial: the caller must not keep it.
    public static func layout(_ model: FileModel, of file: SourceFile, in directory: any TypeDirectory,
                              options: LayoutOptions = LayoutOptions(), images: ImageLookup? = nil,
                              cancellation: CheckCancellation = .never) -> ScreenLayout {
        let placed = place(model, of: file, in: directory, options: options, images: images, cancellation: cancellation,
                           measuresOnly: false)
        let builder = placed.builder, metrics = placed.builder.metrics
        builder.computeVisibleFrames()
        let homeIndicator = metrics.safeArea.bottom > 0
            ? LayoutRect(x: 0, y: metrics.size.height - metrics.safeArea.bottom, width: metrics.size.width,
                         height: metrics.safeArea.bottom)
            : nil
        return ScreenLayout(name: file.typeName, path: file.path, isScreen: file.isScreen, device: placed.device,
                            variant: options.variant(for: placed.device), orientation: options.orientation, size: metrics.size, safeArea: metrics.safeArea,
                            statusBar: placed.statusBar, homeIndicator: homeIndicator, elements: builder.elements,
                            presentations: builder.presentations, notes: builder.notes, omittedCount: builder.omitted,
                            elementIndexes: builder.elementIndexes)
    }

    /// What `layout` gives a cell's `textRoom`, for every element it lays out, with the screen's size
    /// and the count left out: the same placement, without source positions, texts, parts or visible
    /// frames (what `table-view/truncated-text` reads, at a fraction of the cost). `slots`: the model's
    /// numbering, when the caller has one (the rooms of every variant share it).
    public static func textRooms(_ model: FileModel, of file: SourceFile, in directory: any TypeDirectory,
                                 options: LayoutOptions = LayoutOptions(), images: ImageLookup? = nil,
                                 cancellation: CheckCancellation = .never, slots: ElementSlots? = nil) -> TextRooms {
        let builder = place(model, of: file, in: directory, options: options, images: images, cancellation: cancellation,
                            measuresOnly: true).builder
        let slots = slots ?? ElementSlots(model)
        var rooms = [Double](repeating: TextRooms.notLaidOut, count: slots.count)
        for (element, index) in builder.elementIndexes {
            guard let slot = slots.slot(of: element) else { continue }
            rooms[slot] = builder.elements[index].textRoom?.width ?? .nan
        }
        return TextRooms(model: model, path: file.path, options: options, size: builder.metrics.size,
                         omittedCount: builder.omitted, slots: slots, rooms: rooms,
                         isCarriable: file.tree.diagnostics.isEmpty && !cancellation.isCancelled, isCarried: false)
    }

    /// Places every element of the model: the work `layout` and `textRooms` share.
    private static func place(_ model: FileModel, of file: SourceFile, in directory: any TypeDirectory, options: LayoutOptions,
                              images: ImageLookup?, cancellation: CheckCancellation,
                              measuresOnly: Bool) -> (builder: LayoutBuilder, device: Device, statusBar: StatusBarLayout?) {
        let root = model.root.flatMap { $0.isHiddenByBinding(inLandscape: options.orientation == .landscape) ? nil : $0 }
        let device = options.device ?? root.flatMap(screenDevice) ?? options.defaultDevice
        let variant = options.variant(for: device)
        let metrics = DeviceMetrics(model: variant.device, orientation: variant.orientation, textSize: variant.textSize)
        let builder = LayoutBuilder(file: file, model: model, directory: directory, options: options, images: images,
                                    metrics: metrics, cancellation: cancellation, measuresOnly: measuresOnly)
        var statusBar: StatusBarLayout?
        if let root, root.is("Screen") {
            statusBar = builder.statusBar(of: root)
            builder.noteOrientation(of: root)
            builder.placeScreen(root, statusBarShown: statusBar != nil)
        } else if let root {
            statusBar = StatusBarLayout(frame: LayoutRect(x: 0, y: 0, width: metrics.size.width, height: metrics.statusBarHeight),
                                        style: nil)
            if metrics.statusBarHeight == 0 { statusBar = nil }
            builder.placeHosted(root)
        }
        builder.placeDeferred()
        return (builder, device, statusBar)
    }

    static func screenDevice(_ root: Element) -> Device? {
        root.is("Screen") ? root.name("device").flatMap(Device.init(rawValue:)) : nil
    }
}

extension LayoutBuilder {
    /// `hidden: true` written on it (or in its component's definition), or a
    /// `visibleIn` (v4) that leaves out this layout's orientation.
    func isHidden(_ element: Element) -> Bool {
        element.isHiddenByBinding(inLandscape: metrics.orientation == .landscape)
    }

    /// Its children that are shown in this layout.
    func shown(_ element: Element) -> [Element] {
        let landscape = metrics.orientation == .landscape
        return element.children.filter { !$0.isHiddenByBinding(inLandscape: landscape) }
    }
}
