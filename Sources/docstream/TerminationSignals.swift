import Dispatch
import Foundation

/// The signals a command stops on, received through libdispatch's signal sources. On Linux a
/// source reads its signal through a signalfd, registered on libdispatch's own thread a moment
/// after `resume`: until then a signal meets the SIG_IGN the source needs and is lost, so a
/// SIGTERM sent just after the command started would never stop it. A command therefore
/// blocks its signals (`hold(_:)`) before it starts any thread, which every thread it starts
/// inherits, and a signal sent at any time waits, pending, for its source to read it.
final class TerminationSignals: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]

    /// Blocks `numbers` in the calling thread and in the threads it starts from now on: call it
    /// first in a command's `run`, before anything starts a thread.
    static func hold(_ numbers: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for number in numbers { sigaddset(&set, number) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Runs `handler` on a global queue each time one of `numbers` (held with `hold(_:)`) is
    /// received, until this goes away.
    init(_ numbers: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        sources = numbers.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { handler(number) }
            source.resume()
            return source
        }
    }

    deinit {
        for source in sources { source.cancel() }
    }
}
