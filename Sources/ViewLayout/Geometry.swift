/// Points, sizes, rectangles and insets of a laid-out screen: plain values in
/// points with the origin at the screen's top left, and the one way they are
/// written as text (at most two decimals, so dumps and SVG stay stable).

/// A size in points.
public struct LayoutSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Insets from the edges of a rectangle, in points.
public struct LayoutInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = LayoutInsets()
}

/// A rectangle in points, origin at its top left.
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// `x y width height`, each with at most two decimals.
    public var description: String {
        "\(LayoutNumber.text(x)) \(LayoutNumber.text(y)) \(LayoutNumber.text(width)) \(LayoutNumber.text(height))"
    }

    /// The rectangle moved in from its edges; never narrower or shorter than
    /// zero, and never leaving the rectangle it came from.
    public func inset(by insets: LayoutInsets) -> LayoutRect {
        LayoutRect(x: min(x + max(0, insets.left), maxX), y: min(y + max(0, insets.top), maxY),
                   width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom))
    }

    public func insetBy(dx: Double, dy: Double) -> LayoutRect {
        inset(by: LayoutInsets(top: dy, left: dx, bottom: dy, right: dx))
    }

    /// The part both rectangles cover; when they do not meet, an empty
    /// rectangle on the edge of `other` nearest to this one.
    public func intersection(_ other: LayoutRect) -> LayoutRect {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return LayoutRect(x: min(max(min(left, right), other.minX), other.maxX), y: min(max(min(top, bottom), other.minY), other.maxY),
                          width: max(0, right - left), height: max(0, bottom - top))
    }

    /// Whether `other` lies inside this rectangle, give or take `tolerance` points on each edge.
    public func contains(_ other: LayoutRect, tolerance: Double = 0.01) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    /// The rectangle made no larger than `bounds` and moved inside it.
    public func fitted(into bounds: LayoutRect) -> LayoutRect {
        LayoutRect(x: x, y: y, width: min(width, bounds.width), height: min(height, bounds.height)).clamped(into: bounds)
    }

    /// The rectangle moved so that it lies inside `bounds` where it fits (its size kept).
    public func clamped(into bounds: LayoutRect) -> LayoutRect {
        var result = self
        result.x = max(bounds.minX, min(x, bounds.maxX - width))
        result.y = max(bounds.minY, min(y, bounds.maxY - height))
        return result
    }
}

/// Numbers as layout text: rounded to two decimals, without trailing zeros.
public enum LayoutNumber {
    /// `12`, `12.5`, `12.25`, `-3`; non-finite values as `0`.
    public static func text(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
