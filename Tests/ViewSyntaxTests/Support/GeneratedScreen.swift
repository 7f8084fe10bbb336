/// Large, valid `.view` text for tests that need size (the same shape the
/// benchmark generates).
import ViewSamples

enum GeneratedScreen {
    static func text(bytes target: Int) -> [UInt8] {
        ScreenGenerator.generate(minimumBytes: target)
    }
}
