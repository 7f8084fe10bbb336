/// The number of processors, read once: Foundation reads it from `/proc` on
/// every call, which cost a tenth of `viewls check` on 20,000 small screens
/// when each check asked.
import Foundation

public enum Processors {
    public static let active = ProcessInfo.processInfo.activeProcessorCount
}
