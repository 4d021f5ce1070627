import Foundation
import Glibc

/// The import's progress on standard error when that is a terminal: one line, the documents
/// imported and the documents per second, redrawn in place at most four times a second.
final class ImportProgress {
    private let onTerminal = isatty(STDERR_FILENO) == 1
    private let start = ContinuousClock.now
    private var lastShown: ContinuousClock.Instant?
    private var shown = false

    func update(imported: Int) {
        guard onTerminal else { return }
        let now = ContinuousClock.now
        if let lastShown, now - lastShown < .milliseconds(250) { return }
        lastShown = now
        let seconds = (now - start) / .seconds(1)
        let rate = seconds > 0 ? Int(Double(imported) / seconds) : 0
        // Back to the line's start, and erase what a longer earlier line left after the text.
        FileHandle.standardError.write(Data("\r\(imported) documents imported, \(rate) documents/s\u{1B}[K".utf8))
        shown = true
    }

    /// Erases the progress line, so that the next line written starts on a clean one.
    func clear() {
        guard shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        shown = false
    }
}

/// SIGINT (Ctrl-C) during an import: the write step under way ends first, then the import stops
/// with what it wrote (a write is in the store's journal on disk once acknowledged), prints the
/// counts and exits with status 130, as a shell reports a command ended by SIGINT.
///
/// Unchecked Sendable: its counts and the progress line are touched only with `lock` held.
final class ImportInterruption: @unchecked Sendable {
    private let lock = NSLock()
    private let progress: ImportProgress
    private var imported = 0
    private var failed = 0
    private var finished = false
    private var signals: TerminationSignals?

    /// Watches SIGINT, which the command holds (`TerminationSignals.hold(_:)`) from its start.
    init(progress: ImportProgress) {
        self.progress = progress
        signals = TerminationSignals([SIGINT]) { [weak self] _ in self?.interrupt() }
    }

    /// Runs one write step of the import, which returns the counts after it; an interruption
    /// waits for the step to end.
    func step(_ body: () throws -> (imported: Int, failed: Int)) throws {
        lock.lock()
        defer { lock.unlock() }
        (imported, failed) = try body()
        progress.update(imported: imported)
    }

    /// Runs the import's last step (its final write and report); an interruption after it
    /// changes nothing.
    func finish(_ body: () throws -> Void) throws {
        lock.lock()
        defer {
            finished = true
            lock.unlock()
        }
        progress.clear()
        try body()
    }

    private func interrupt() {
        lock.lock()
        guard !finished else { return lock.unlock() }
        progress.clear()
        StandardError.warning("interrupted; the import stopped after the documents written so far")
        StandardError.write(ImportCommand.summary(imported: imported, failed: failed))
        exit(130)
    }
}
