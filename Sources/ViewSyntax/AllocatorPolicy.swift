/// An opt-in allocator policy for processes that parse large files over and
/// over (the server, the benchmarks): keep freed memory for reuse instead of
/// returning it to the system after every tree is dropped.
///
/// With glibc's defaults, dropping a large tree hands its pages back and the
/// next parse faults them in again, which cost a quarter of the time of
/// parsing a 50 MB file. The library never calls this itself; executables do,
/// once, at startup.
#if canImport(Glibc)
import Glibc
#endif

public enum AllocatorPolicy {
    /// Raises glibc's trim and mmap thresholds; does nothing with other C
    /// libraries. Returns whether the policy was applied.
    @discardableResult
    public static func keepFreedMemoryForReuse() -> Bool {
        #if canImport(Glibc)
        // `mallopt` is glibc's and not in Swift's Glibc module, so look it up.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3  // M_TRIM_THRESHOLD, M_MMAP_THRESHOLD
        // The mmap threshold cannot exceed 32 MiB on 64-bit glibc; setting it
        // also stops glibc from moving it after each large free.
        let mmap = mallopt(mmapThreshold, 32 << 20)
        let trim = mallopt(trimThreshold, 1 << 30)
        return mmap == 1 && trim == 1
        #else
        return false
        #endif
    }
}
