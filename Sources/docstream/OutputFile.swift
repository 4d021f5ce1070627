import Foundation

/// Where a command writes its output: standard output, or a file that appears only once the
/// output is complete. A file is written beside its target under a temporary name and renamed
/// into place by `commit()`, so a failed run never leaves a partial file (nor touches an
/// existing one). Writes are buffered into large chunks.
final class OutputFile {
    private let handle: FileHandle
    /// The path as given, the target and its temporary file; nil for standard output.
    private let file: (path: String, target: URL, temporary: URL)?
    private var buffer: [UInt8] = []
    private var committed = false

    /// Standard output when `path` is nil or "-".
    init(path: String?) throws(CommandFailure) {
        guard let path, path != "-" else {
            handle = FileHandle.standardOutput
            file = nil
            return
        }
        let target = URL(fileURLWithPath: path)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
            let handle = FileHandle(forWritingAtPath: temporary.path)
        else {
            throw .fileNotOpen(path, reading: false)
        }
        self.handle = handle
        file = (path, target, temporary)
    }

    deinit {
        guard let file, !committed else { return }
        try? handle.close()
        try? FileManager.default.removeItem(at: file.temporary)
    }

    func write(_ bytes: some Sequence<UInt8>) throws(CommandFailure) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.directWriteMinimum { try flush() }
    }

    /// Writes large text as it is, small text through the buffer.
    func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(CommandFailure) {
        guard bytes.count >= Self.directWriteMinimum else { return try write(bytes[...]) }
        try flush()
        try writing { try handle.write(contentsOf: UnsafeRawBufferPointer(bytes)) }
    }

    /// Text at least this long is written without copying it into the buffer first.
    private static var directWriteMinimum: Int { 1 << 16 }

    /// Writes the text and a newline.
    func writeLine(_ text: String) throws(CommandFailure) {
        try write(text.utf8)
        try write(CollectionOfOne(UInt8(ascii: "\n")))
    }

    /// Writes out what is buffered and, for a file, renames it into place.
    func commit() throws(CommandFailure) {
        try flush()
        guard let file else { return }
        try? handle.close()
        // rename(2) replaces an existing target in one step (FileManager.replaceItemAt fails
        // on Linux when the target exists).
        guard rename(file.temporary.path, file.target.path) == 0 else {
            throw .fileNotOpen(file.path, reading: false, because: String(cString: strerror(errno)))
        }
        committed = true
    }

    private func flush() throws(CommandFailure) {
        try writing { try handle.write(contentsOf: buffer) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Runs a write to the handle, a failure named as this output's.
    private func writing(_ body: () throws -> Void) throws(CommandFailure) {
        do {
            try body()
        } catch {
            throw .fileNotOpen(file?.path ?? "standard output", reading: false, because: error.localizedDescription)
        }
    }
}
