#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's `read` and `close`, for code inside types whose own methods share those
/// names, where a plain call would find the method: one spelling on every platform (`Glibc.read`
/// names Linux's C library alone).
package enum SystemCall {
    /// `read(2)`: the count read, 0 at the end, -1 with `errno` set.
    @inline(__always)
    package static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        cRead(descriptor, buffer, count)
    }

    /// `close(2)`.
    @inline(__always)
    @discardableResult
    package static func close(_ descriptor: Int32) -> Int32 {
        cClose(descriptor)
    }
}

// At file scope the names find the C library's functions, not `SystemCall`'s.
@inline(__always)
private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

@inline(__always)
private func cClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
