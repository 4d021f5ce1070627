import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A child process for the tests, started with posix_spawn: Foundation's `Process.run()` on
/// Linux (toolchain 6.3.1) reads past a buffer as it scans /proc/self/fd and crashes the test
/// process now and then (swift-corelibs-foundation #5472), and it learns of a child's exit from
/// a socket that a child another thread starts at the same moment can inherit and hold open
/// (#4795). The child gets the standard descriptors set here and no other, no blocked signal,
/// and is reaped by a thread of its own. Its members are `Process`'s.
///
/// Unchecked Sendable: configured by one thread before `start()`; after it, only `exit`'s
/// state (behind its lock) changes.
public final class ChildProcess: @unchecked Sendable {
    public enum TerminationReason: Sendable {
        case exit
        case uncaughtSignal
    }

    public var executableURL: URL?
    public var arguments: [String] = []
    /// The child's environment; nil: this process's.
    public var environment: [String: String]?
    public var currentDirectoryURL: URL?
    /// A `Pipe` or a `FileHandle`; nil: this process's.
    public var standardInput: Any?
    public var standardOutput: Any?
    public var standardError: Any?
    public private(set) var processIdentifier: Int32 = 0
    private var exit: ProcessExit?

    public init() {}

    /// Starts the child and returns what waits for its exit.
    public func start() throws -> ProcessExit {
        guard let executable = executableURL?.path else { throw POSIXError(.ENOENT) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The parent's ends of the pipes given, closed here once the child has its own.
        var parentEnds: [Int32: FileHandle] = [:]
        for (stream, target) in [(standardInput, Int32(0)), (standardOutput, 1), (standardError, 2)] {
            let descriptor: Int32
            switch stream {
            case let pipe as Pipe:
                let childEnd = target == 0 ? pipe.fileHandleForReading : pipe.fileHandleForWriting
                descriptor = childEnd.fileDescriptor
                parentEnds[descriptor] = childEnd
            case let file as FileHandle where file.fileDescriptor >= 0:
                descriptor = file.fileDescriptor
            case is FileHandle:
                // `FileHandle.nullDevice` has no descriptor.
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_RDWR, 0)
                continue
            default:
                continue
            }
            posix_spawn_file_actions_adddup2(&actions, descriptor, target)
        }
        _ = GNUSpawnActions.closeFrom(&actions, 3)
        if let directory = currentDirectoryURL?.path { _ = GNUSpawnActions.changeDirectory(&actions, directory) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let variables = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in variables { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, variables)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
        for handle in parentEnds.values { try? handle.close() }
        processIdentifier = pid
        let exit = ProcessExit(pid: pid)
        self.exit = exit
        let child = pid
        Thread {
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0, errno == EINTR {}
            exit.finish(status & 0x7F == 0 ? Termination(status: (status >> 8) & 0xFF, bySignal: false) : Termination(status: status & 0x7F, bySignal: true))
        }.start()
        return exit
    }

    /// Whether it has started and not exited.
    public var isRunning: Bool { exit.map { $0.ended == nil } ?? false }

    /// Sends SIGTERM.
    public func terminate() {
        if processIdentifier > 0 { kill(processIdentifier, SIGTERM) }
    }

    /// Its exit status, or the signal that ended it; 0 before it ended.
    public var terminationStatus: Int32 { exit?.ended?.status ?? 0 }

    public var terminationReason: TerminationReason { exit?.ended?.bySignal == true ? .uncaughtSignal : .exit }
}

/// glibc's `posix_spawn_file_actions_addclosefrom_np` and `_addchdir_np` (2.34 and later),
/// which its headers declare only for `_GNU_SOURCE`, so Swift's Glibc module leaves them out.
private enum GNUSpawnActions {
    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    typealias ChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    static let closeFrom: CloseFrom = function("posix_spawn_file_actions_addclosefrom_np")
    static let changeDirectory: ChangeDirectory = function("posix_spawn_file_actions_addchdir_np")

    private static func function<Function>(_ name: String) -> Function {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { fatalError("glibc has no \(name)") }
        return unsafeBitCast(symbol, to: Function.self)
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

/// The exit of a child `ChildProcess.start()` started.
public final class ProcessExit: Sendable {
    public let processIdentifier: Int32
    private let exited = DispatchSemaphore(value: 0)
    private let ending = Mutex<Termination?>(nil)

    fileprivate init(pid: Int32) {
        processIdentifier = pid
    }

    fileprivate func finish(_ termination: Termination) {
        ending.withLock { $0 = termination }
        exited.signal()
    }

    fileprivate var ended: Termination? { ending.withLock { $0 } }

    /// Returns how the child ended, once it has; waiting again returns at once.
    @discardableResult
    public func wait() -> Termination {
        exited.wait()
        exited.signal()
        return ended!
    }

    /// How the child ended, once it has; nil when it still runs after `seconds`.
    public func termination(within seconds: Double) -> Termination? {
        guard exited.wait(timeout: .now() + seconds) == .success else { return nil }
        exited.signal()
        return ended
    }
}
