/// Colours by family: CIELAB (D65) coordinates, the CIEDE2000 colour
/// difference, and the family a colour belongs to — the nearest reference
/// colour when it is closer than ΔE2000 25 — so rules ask "is this pin red"
/// of `red`, `"#FF0000"` and `"#ff3b30"` alike, never of their spelling.
import Foundation

/// A colour in CIELAB under the D65 white point.
public struct LabColor: Hashable, Sendable {
    public var lightness: Double
    public var a: Double
    public var b: Double

    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The CIEDE2000 colour difference (Sharma, Wu and Dalal 2005), with
    /// the parametric factors kL = kC = kH = 1.
    public static func deltaE2000(_ first: LabColor, _ second: LabColor) -> Double {
        let chroma1 = (first.a * first.a + first.b * first.b).squareRoot()
        let chroma2 = (second.a * second.a + second.b * second.b).squareRoot()
        let meanChroma7 = pow((chroma1 + chroma2) / 2, 7)
        let g = 0.5 * (1 - (meanChroma7 / (meanChroma7 + pow(25, 7))).squareRoot())
        let a1 = (1 + g) * first.a, a2 = (1 + g) * second.a
        let c1 = (a1 * a1 + first.b * first.b).squareRoot(), c2 = (a2 * a2 + second.b * second.b).squareRoot()
        let h1 = hueAngle(first.b, a1), h2 = hueAngle(second.b, a2)

        let deltaL = second.lightness - first.lightness
        let deltaC = c2 - c1
        var deltaHue = 0.0
        if c1 * c2 != 0 {
            deltaHue = h2 - h1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (c1 * c2).squareRoot() * sin(radians(deltaHue / 2))

        let meanL = (first.lightness + second.lightness) / 2
        let meanC = (c1 + c2) / 2
        var meanHue = h1 + h2
        if c1 * c2 != 0 {
            if abs(h1 - h2) <= 180 {
                meanHue = (h1 + h2) / 2
            } else {
                meanHue = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
            }
        }
        let t = 1 - 0.17 * cos(radians(meanHue - 30)) + 0.24 * cos(radians(2 * meanHue))
            + 0.32 * cos(radians(3 * meanHue + 6)) - 0.20 * cos(radians(4 * meanHue - 63))
        let deltaTheta = 30 * exp(-pow((meanHue - 275) / 25, 2))
        let meanC7 = pow(meanC, 7)
        let rotationChroma = 2 * (meanC7 / (meanC7 + pow(25, 7))).squareRoot()
        let lightnessOffset = pow(meanL - 50, 2)
        let scaleL = 1 + 0.015 * lightnessOffset / (20 + lightnessOffset).squareRoot()
        let scaleC = 1 + 0.045 * meanC
        let scaleH = 1 + 0.015 * meanC * t
        let rotation = -sin(radians(2 * deltaTheta)) * rotationChroma

        let termL = deltaL / scaleL, termC = deltaC / scaleC, termH = deltaH / scaleH
        return (termL * termL + termC * termC + termH * termH + rotation * termC * termH).squareRoot()
    }

    /// The hue angle in degrees, 0..<360 (0 for a neutral colour).
    private static func hueAngle(_ b: Double, _ a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let degrees = atan2(b, a) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}

/// The families rules compare colours by. A colour near none of their
/// references (or nearer another reference: blue, orange, grey…) has none.
public enum ColorFamily: String, Sendable, CaseIterable {
    case red
    case green
    case purple

    /// A colour belongs to its nearest reference's family when that is closer than this ΔE2000.
    public static let distanceLimit = 25.0

    /// The reference colours: each family's, then those of none of the three
    /// (nil), which keep blue, orange, pink and the rest out of the families.
    public static let references: [(color: ColorValue, family: ColorFamily?)] = [
        ("#FF0000", red), ("#FF3B30", red), ("#8B0000", red),
        ("#00FF00", green), ("#4CD964", green), ("#34C759", green), ("#008000", green),
        ("#800080", purple), ("#5856D6", purple), ("#AF52DE", purple),
        ("#0000FF", nil), ("#007AFF", nil), ("#FF9500", nil), ("#FFCC00", nil), ("#FF2D55", nil),
        ("#5AC8FA", nil), ("#8E8E93", nil), ("#000000", nil), ("#FFFFFF", nil), ("#A2845E", nil),
    ].map { (ColorValue(hex: $0.0)!, $0.1) }

    private static let referenceLab = references.map { (lab: $0.color.lab, family: $0.family) }

    /// The family of a colour (composited over white first): its nearest
    /// reference's, when closer than `distanceLimit`; nil otherwise.
    public static func of(_ color: ColorValue) -> ColorFamily? {
        let lab = color.lab
        var best: (distance: Double, family: ColorFamily?)?
        for reference in referenceLab {
            let distance = LabColor.deltaE2000(lab, reference.lab)
            if distance < best?.distance ?? .infinity { best = (distance, reference.family) }
        }
        guard let best, best.distance < distanceLimit else { return nil }
        return best.family
    }
}

extension ColorValue {
    /// CIELAB (D65) of the colour composited over white, from sRGB through CIE XYZ.
    public var lab: LabColor {
        let color = opaque
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let r = linear(color.red), g = linear(color.green), b = linear(color.blue)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double {
            let delta = 6.0 / 29
            return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29
        }
        let fx = f(x), fy = f(y), fz = f(z)
        return LabColor(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The colour's family (red, green, purple) or nil: see `ColorFamily.of`.
    public var family: ColorFamily? { ColorFamily.of(self) }

    /// The ΔE2000 difference between two colours, each composited over white.
    public func difference(from other: ColorValue) -> Double { LabColor.deltaE2000(lab, other.lab) }
}
