import CMemoryHints
import DocStreamBSON

/// Handing out a collection's documents in an order of their own (a sort's) misses the caches
/// twice per document: at the slot's entry, then at the document's bytes. Asking for both a few
/// documents ahead overlaps the misses with the work on the documents before them.
enum DocumentPrefetch {
    /// How many documents ahead the bytes are asked for (the slot entries twice as far): at 1M
    /// documents sorted, 4 to 16 ahead did equally well, 32 and more worse.
    static let distance = 8

    /// Prefetches for `documents[slots[position + distance]]` and the slot entry of
    /// `position + 2 * distance` (positions count from the start of `slots`). The documents
    /// are `Document`s or `Document?`s, whose bytes sit in their array storage, which either
    /// holds as one pointer; where that layout does not hold the hints are off, never wrong: a
    /// prefetch of any address is harmless.
    @inline(__always)
    static func ahead<Element>(of position: Int, slots: some RandomAccessCollection<Int>, in documents: [Element]) {
        let entryAhead = position + 2 * distance
        let bytesAhead = position + distance
        guard bytesAhead < slots.count else { return }
        let start = slots.startIndex
        documents.withUnsafeBytes { entries in
            let stride = MemoryLayout<Element>.stride
            if entryAhead < slots.count { docstream_prefetch(entries.baseAddress! + slots[slots.index(start, offsetBy: entryAhead)] * stride) }
            guard MemoryLayout<Element>.size == MemoryLayout<UInt>.size else { return }
            Document.prefetchBytes(ofStorage: entries.load(fromByteOffset: slots[slots.index(start, offsetBy: bytesAhead)] * stride, as: UInt.self))
        }
    }

    /// Asks the caches for `elements[index]`, when there is one: for reading an array in an
    /// order of its own (a sort's), `distance` places ahead.
    @inline(__always)
    static func element<Element>(_ index: Int, of elements: UnsafeBufferPointer<Element>) {
        guard index < elements.count, let base = elements.baseAddress else { return }
        docstream_prefetch(UnsafeRawPointer(base + index))
    }

    /// Asks the caches for the reference count of the document at `address` (a `Document`, or
    /// a value whose first word is one) to be written, held by this core alone: a document
    /// another thread wrote or last counted otherwise makes its retain or release wait for the
    /// line. A Document is one pointer to its bytes' storage, whose count follows the
    /// storage's first word; tag bits an enum keeps in the pointer are outside a user
    /// address's bits. Where that layout does not hold the hint is off, never wrong.
    @inline(__always)
    static func countForWrite(ofDocumentAt address: UnsafeRawPointer) {
        guard MemoryLayout<Document>.size == MemoryLayout<UInt>.size else { return }
        let storage = address.load(as: UInt.self) & 0x0000_7FFF_FFFF_FFF8
        docstream_prefetch_for_write(UnsafeRawPointer(bitPattern: storage &+ 8))
    }
}
