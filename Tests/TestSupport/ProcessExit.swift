import Foundation
import Synchronization

extension Process {
    /// Runs the process and returns what waits for its exit. Foundation's `waitUntilExit()`
    /// on Linux polls a run loop that can miss a child's exit while other tests start and
    /// reap processes at the same time (it hung the test run); a termination handler set
    /// before `run()` never misses it.
    public func start() throws -> ProcessExit {
        let exit = ProcessExit()
        terminationHandler = { process in
            exit.finish(Termination(status: process.terminationStatus, bySignal: process.terminationReason == .uncaughtSignal))
        }
        try run()
        exit.started(processIdentifier)
        return exit
    }
}

/// How a process ended: its exit status, or the signal that ended it.
public struct Termination: Equatable, Sendable {
    public let status: Int32
    public let bySignal: Bool

    public init(status: Int32, bySignal: Bool) {
        self.status = status
        self.bySignal = bySignal
    }

    /// An exit with status 0.
    public static let success = Termination(status: 0, bySignal: false)
}

/// The exit of a process `Process.start()` ran.
public final class ProcessExit: Sendable {
    private let exited = DispatchSemaphore(value: 0)
    private let ending = Mutex<Termination?>(nil)
    private let pid = Atomic<Int32>(0)

    fileprivate init() {}

    fileprivate func started(_ pid: Int32) { self.pid.store(pid, ordering: .releasing) }

    fileprivate func finish(_ termination: Termination) {
        ending.withLock { $0 = $0 ?? termination }
        exited.signal()
    }

    /// Returns once the process has exited; waiting again returns at once.
    public func wait() {
        exited.wait()
        exited.signal()
    }

    /// How the process ended, once it has; nil when it still runs after `seconds`.
    /// Foundation's handler can come long after the exit: on Linux it learns of it when a
    /// socket the child inherited closes, and a child another thread starts at the same moment
    /// can inherit that socket too and hold it open (swift-corelibs-foundation #4795). A child
    /// left a zombie has exited whatever Foundation knows: its status is read from /proc,
    /// without reaping it, which stays Foundation's to do.
    public func termination(within seconds: Double) -> Termination? {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if exited.wait(timeout: .now() + 0.05) == .success {
                exited.signal()
                return ending.withLock { $0 }
            }
            if let zombie = zombieTermination() { return zombie }
            if Date() >= deadline { return nil }
        }
    }

    /// The exit status of the process while it is a zombie (`exit_code` in /proc/PID/stat,
    /// as waitpid reports it); nil while it runs, or once reaped.
    private func zombieTermination() -> Termination? {
        let pid = pid.load(ordering: .acquiring)
        guard pid > 0, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let commandEnd = stat.lastIndex(of: ")")
        else { return nil }
        // After the command: the state (field 3), ... the exit code (field 52).
        let fields = stat[stat.index(after: commandEnd)...].split(separator: " ")
        guard fields.count > 49, fields[0] == "Z", let code = Int32(fields[49].trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        return code & 0x7F == 0 ? Termination(status: (code >> 8) & 0xFF, bySignal: false) : Termination(status: code & 0x7F, bySignal: true)
    }
}
