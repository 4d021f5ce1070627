import CMemoryHints

extension Document {
    /// The cache lines asked for per document: the array storage's header and a typical document.
    private static var prefetchedLines: Int { 4 }
    private static var cacheLineSize: UInt { 64 }

    /// Asks the caches for the start of the bytes of a document stored as `storageWord`: the
    /// one word a `Document` (or a `Document?`) is, the address of its array storage. Documents
    /// read in an order of their own (a sort's, a batch's) each miss the caches; asking a few
    /// documents ahead overlaps the misses. Only a hint: a prefetch of any address, the word of
    /// a nil or of another layout included, never faults.
    @inline(__always)
    package static func prefetchBytes(ofStorage storageWord: UInt) {
        for line in 0..<UInt(prefetchedLines) {
            docstream_prefetch(UnsafeRawPointer(bitPattern: storageWord &+ line &* cacheLineSize))
        }
    }

    /// Whether a document is one word, its storage's address, as `prefetchBytes(ofStorage:)`
    /// reads it; where it is not, callers leave the hints off.
    @inline(__always)
    package static var isOneWord: Bool { MemoryLayout<Document>.size == MemoryLayout<UInt>.size }
}
