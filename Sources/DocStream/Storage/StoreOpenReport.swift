/// What opening a durable store found and fixed on its own: the torn journal tails it cut, and
/// whether it moved a checkpoint file of an earlier DocStream into its data environment.
///
/// A torn tail is the partial last record a crash left mid-append; that write was never
/// acknowledged, so cutting it loses nothing that was promised. Damage to a whole record is
/// not fixed here: the open fails with 301 DataCorruptionDetected instead.
///
/// ```swift
/// let store = try Store(directory: URL(fileURLWithPath: "drinks.docstream"))
/// for tail in store.openReport.tornTailsCut {
///     print("cut \(tail.bytes) bytes at offset \(tail.offset) in \(tail.file)")
/// }
/// ```
public struct StoreOpenReport: Sendable, Equatable {
    /// A partial last journal record that the open cut off.
    public struct TornTail: Sendable, Equatable {
        /// The journal file's path.
        public let file: String
        /// Where the partial record started: the file's length after the cut.
        public let offset: Int
        /// How many bytes were cut.
        public let bytes: Int

        /// A torn tail of `bytes` bytes at `offset` in the journal file `file`.
        public init(file: String, offset: Int, bytes: Int) {
            self.file = file
            self.offset = offset
            self.bytes = bytes
        }
    }

    /// The torn tails cut, in journal order; empty when every journal ended on a whole record,
    /// and always for an in-memory store or a follower (which changes no file).
    public let tornTailsCut: [TornTail]

    /// Whether the store kept its checkpoint in a `checkpoint` file, as DocStream did before
    /// the data environment, and the open moved it into `data` (once; nothing is lost).
    public let migratedCheckpoint: Bool

    /// A report of the torn tails `tornTailsCut`, and of a checkpoint file moved into the data
    /// environment.
    public init(tornTailsCut: [TornTail] = [], migratedCheckpoint: Bool = false) {
        self.tornTailsCut = tornTailsCut
        self.migratedCheckpoint = migratedCheckpoint
    }
}
