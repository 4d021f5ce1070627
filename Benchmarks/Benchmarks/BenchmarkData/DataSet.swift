import DocStreamBSON
import Foundation

/// The generated CoffeeDrinks files of one size in a data folder, shared by the Swift
/// benchmarks and the peers' runner (`Benchmarks/peers/run`), so every engine reads the same
/// bytes:
///
/// - `coffee-drinks-<size>.ndjson`: relaxed Extended JSON, one document a line
/// - `coffee-drinks-<size>.bson`: the same documents as concatenated BSON
/// - `coffee-drinks-<size>.targets.json`: the `_id`s the single-document writes use, as hex:
///   `updates` (10,000 existing documents, evenly spread) and `upserts` (10,000, every
///   other one existing, the rest new)
/// - `coffee-stores-100k.{ndjson,bson}`: the stores the join workload reads (`CoffeeStores`),
///   the same for every size
public struct DataSet: Sendable {
    public let count: Int
    public let folder: URL

    /// The folder the data is generated into when none is given: `Benchmarks/.data` (ignored by git).
    public static let defaultFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".data")

    public init(count: Int, folder: URL = DataSet.defaultFolder) {
        self.count = count
        self.folder = folder
    }

    /// "10k", "100k", "1000k": the size as file names and reports show it.
    public var sizeName: String { "\(count / 1000)k" }

    public var ndjson: URL { file("ndjson") }
    public var bson: URL { file("bson") }
    public var targets: URL { file("targets.json") }
    /// The stores, as NDJSON and as concatenated BSON.
    public var storesNDJSON: URL { storesFile("ndjson") }
    public var storesBSON: URL { storesFile("bson") }

    private func file(_ suffix: String) -> URL {
        folder.appendingPathComponent("coffee-drinks-\(sizeName).\(suffix)")
    }

    private func storesFile(_ suffix: String) -> URL {
        folder.appendingPathComponent("coffee-stores-\(CoffeeStores.standardCount / 1000)k.\(suffix)")
    }

    /// The single-document writes of W8c and W8d: 10,000 of each.
    public static let singleWriteCount = 10_000

    /// The `_id`s W8c updates: documents spread evenly over the collection.
    public var updateIDs: [ObjectId] {
        (0..<Self.singleWriteCount).map { CoffeeDrinks.id(ofDocumentAt: $0 * count / Self.singleWriteCount) }
    }

    /// The `_id`s W8d upserts: even positions name existing documents, odd ones new ids.
    public var upsertIDs: [ObjectId] {
        (0..<Self.singleWriteCount).map { position in
            position.isMultiple(of: 2)
                ? CoffeeDrinks.id(ofDocumentAt: position / 2 * count / (Self.singleWriteCount / 2))
                : CoffeeDrinks.unusedID(position)
        }
    }

    /// Writes the drinks' three files unless they are all there, and the stores' two likewise.
    /// Each is written to a temporary name and renamed, so an interrupted run never leaves a
    /// partial file that looks complete.
    public func generateIfMissing() throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        if ![ndjson, bson, targets].allSatisfy({ manager.fileExists(atPath: $0.path) }) {
            try write(CoffeeDrinks(count: count), ndjson: ndjson, bson: bson)
            let targetsJSON: [String: [String]] = ["updates": updateIDs.map(\.hex), "upserts": upsertIDs.map(\.hex)]
            try JSONSerialization.data(withJSONObject: targetsJSON, options: [.sortedKeys]).write(to: try temporary(for: targets))
            try rename([ndjson, bson, targets])
        }
        if ![storesNDJSON, storesBSON].allSatisfy({ manager.fileExists(atPath: $0.path) }) {
            try write(CoffeeStores(), ndjson: storesNDJSON, bson: storesBSON)
            try rename([storesNDJSON, storesBSON])
        }
    }

    /// The documents as relaxed Extended JSON lines and as concatenated BSON, under temporary names.
    private func write(_ documents: some Sequence<Document>, ndjson: URL, bson: URL) throws {
        var text = try BufferedFile(temporary(for: ndjson))
        var binary = try BufferedFile(temporary(for: bson))
        for document in documents {
            try text.write(document.extendedJSON(.relaxed).utf8)
            try text.write(CollectionOfOne(UInt8(ascii: "\n")))
            try binary.write(document.bytes)
        }
        try text.close()
        try binary.close()
    }

    /// The files written under temporary names, given their own.
    private func rename(_ files: [URL]) throws {
        for file in files {
            try? FileManager.default.removeItem(at: file)
            try FileManager.default.moveItem(at: temporaryName(for: file), to: file)
        }
    }

    /// Every document, read from the BSON file (checked as it is read).
    public func documents() throws -> [Document] {
        try Document.documents(concatenatedBSON: [UInt8](Data(contentsOf: bson)))
    }

    /// Every store, read from the stores' BSON file.
    public func stores() throws -> [Document] {
        try Document.documents(concatenatedBSON: [UInt8](Data(contentsOf: storesBSON)))
    }

    private func temporaryName(for file: URL) -> URL {
        file.appendingPathExtension("partial")
    }

    private func temporary(for file: URL) throws -> URL {
        let partial = temporaryName(for: file)
        try? FileManager.default.removeItem(at: partial)
        guard FileManager.default.createFile(atPath: partial.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: partial.path])
        }
        return partial
    }
}

/// Appends bytes to a file through a 1 MiB buffer.
private struct BufferedFile {
    private let handle: FileHandle
    private var buffer: [UInt8] = []

    init(_ url: URL) throws {
        handle = try FileHandle(forWritingTo: url)
        buffer.reserveCapacity(1 << 20)
    }

    mutating func write(_ bytes: some Sequence<UInt8>) throws {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 20 { try flush() }
    }

    mutating func close() throws {
        try flush()
        try handle.close()
    }

    private mutating func flush() throws {
        try handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
