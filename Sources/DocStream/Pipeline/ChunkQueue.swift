import DocStreamBSON
import Foundation

/// The chunks of one parallel run, shared by its threads: helper threads (`help()`) and the
/// thread pulling the outputs in input order (`nextChunk()`) each take the next chunk of input
/// and run it; the puller runs one itself rather than wait. `ParallelPrefix` runs a pipeline's
/// leading stages through it, an insert prepares its documents through it.
///
/// A chunk is whatever `take` hands out: documents taken from an iterator, or a range of
/// positions in an input each thread reads in place (taking is then only counting, and no
/// thread waits on another's reading).
///
/// Unchecked Sendable: every stored property is read and written only while holding `lock`
/// (`take` is only called holding it), except `run` (immutable) and `pendingError` (the
/// puller's alone); a chunk's output passes
/// from the thread that made it to the puller under the lock.
final class ChunkQueue<Chunk, Output>: @unchecked Sendable {
    private let lock = NSCondition()
    /// The next chunk of input, nil once the input has ended.
    private let take: () -> Chunk?
    private var inputEnded = false
    private var stopped = false
    /// Chunks taken from the input so far; the next one taken gets this number.
    private var taken = 0
    /// Chunks handed to the puller so far; the next one it gets has this number.
    private var handed = 0
    private var finished: [Int: (output: Output, error: DocStreamError?)] = [:]
    /// How many chunks may be taken past the one the puller waits for.
    private let aheadLimit: Int
    private let run: @Sendable (_ chunk: Chunk) -> (output: Output, error: DocStreamError?)
    /// A chunk's error, thrown on the puller's next call after the chunk's outputs.
    private var pendingError: DocStreamError?

    init(
        take: @escaping () -> Chunk?, aheadLimit: Int,
        run: @escaping @Sendable (_ chunk: Chunk) -> (output: Output, error: DocStreamError?)
    ) {
        self.take = take
        self.aheadLimit = aheadLimit
        self.run = run
    }

    /// A helper thread's work: chunks until the input ends or the run stops.
    func help() {
        lock.lock()
        while !stopped, !inputEnded {
            guard taken - handed < aheadLimit else {
                lock.wait()
                continue
            }
            runNextChunk()
        }
        lock.unlock()
    }

    func nextChunk() throws(DocStreamError) -> Output? {
        if let error = pendingError {
            pendingError = nil
            throw error
        }
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let (output, error) = finished.removeValue(forKey: handed) {
                handed += 1
                lock.broadcast()
                if let error {
                    // The stages stopped at this chunk: nothing after it is wanted.
                    stopped = true
                    pendingError = error
                }
                return output
            }
            if handed == taken, inputEnded || stopped { return nil }
            // Rather than wait for a helper, the puller runs a chunk itself.
            if !inputEnded, !stopped, taken - handed < aheadLimit {
                runNextChunk()
            } else {
                lock.wait()
            }
        }
    }

    func stop() {
        lock.lock()
        stopped = true
        lock.broadcast()
        lock.unlock()
    }

    /// Takes the next chunk of input and runs the stages over it outside the lock. Called and
    /// returns with the lock held.
    private func runNextChunk() {
        guard let chunk = take() else {
            inputEnded = true
            lock.broadcast()
            return
        }
        let number = taken
        taken += 1
        lock.unlock()
        let made = run(chunk)
        lock.lock()
        finished[number] = made
        lock.broadcast()
    }
}
