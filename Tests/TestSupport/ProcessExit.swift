import Foundation

extension Process {
    /// Runs the process and returns what waits for its exit. Foundation's `waitUntilExit()`
    /// on Linux polls a run loop that can miss a child's exit while other tests start and
    /// reap processes at the same time (it hung the test run); a termination handler set
    /// before `run()` never misses it.
    public func start() throws -> ProcessExit {
        let exit = ProcessExit()
        terminationHandler = { _ in exit.signal() }
        try run()
        return exit
    }
}

/// The exit of a process `Process.start()` ran.
public final class ProcessExit: Sendable {
    private let exited = DispatchSemaphore(value: 0)

    fileprivate init() {}

    fileprivate func signal() { exited.signal() }

    /// Returns once the process has exited; waiting again returns at once.
    public func wait() {
        exited.wait()
        exited.signal()
    }
}
