import CMemoryHints

/// What a command that moves large messages asks of the allocator: to keep what a message
/// frees for the next one. By default glibc served each message of several MiB from a fresh
/// mapping, or gave the freed heap top back to the kernel, so every one faulted its pages in
/// again (on the server, five times the page faults and a fifth more of its time on large
/// results). 64 MiB covers the largest message.
enum LargeMessageMemory {
    private static let kept: Int32 = 64 << 20

    /// Keeps freed memory up to 64 MiB a block, and 256 MiB at the heap's top, in the process.
    static func keepFreed() {
        docstream_keep_freed_memory(kept, 4 * kept)
    }
}
