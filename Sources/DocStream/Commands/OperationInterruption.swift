import Dispatch
import DocStreamBSON
import Synchronization

/// Stops a running command part way, as MongoDB's operations stop at their interrupt checks:
/// once its `maxTimeMS` has passed (50 MaxTimeMSExpired), once its client has disconnected (279
/// ClientDisconnect), or once `killOp` has killed it (11601 Interrupted). A server whose
/// clients give up on long commands would otherwise keep computing answers nobody reads, and
/// its threads would run out for the clients that stay.
///
/// The loops that may run long check it every so many documents (`InterruptionPoll`): a
/// pipeline's stages and results, and the scans of finds, updates and deletes. A write's
/// statement stops while it looks for its documents, before it changes any; the statements
/// before it keep their changes, as on MongoDB.
package final class OperationInterruption: Sendable {
    /// The interruption of the command running on this thread, if it has one.
    @TaskLocal static var current: OperationInterruption?

    /// A check of the running command's interruption, for work that calls it seldom enough
    /// not to need an `InterruptionPoll` (a sort's `checking`, every so many comparisons).
    static func currentCheck() -> () throws(DocStreamError) -> Void {
        let interruption = current
        return { () throws(DocStreamError) in
            if let interruption { try interruption.check() }
        }
    }

    /// Why a command stops before its end.
    package enum Reason: Int, Sendable {
        /// `killOp` named it: 11601 Interrupted.
        case killed = 1
        /// Its client closed the connection: 279 ClientDisconnect.
        case clientDisconnected
        /// Its `maxTimeMS` has passed: 50 MaxTimeMSExpired.
        case timeLimitExceeded

        var error: DocStreamError {
            switch self {
            case .killed: DocStreamError(.interrupted, "operation was interrupted")
            case .clientDisconnected: DocStreamError(.clientDisconnect, "operation was interrupted because a client disconnected")
            case .timeLimitExceeded: DocStreamError(.maxTimeMSExpired, "operation exceeded time limit")
            }
        }
    }

    /// The first reason given (`Reason.rawValue`), 0 while none is.
    private let reason = Atomic<Int>(0)
    /// When the time limit passes, in `DispatchTime` nanoseconds; 0 for no limit.
    private let deadline = Atomic<UInt64>(0)

    package init() {}

    /// Stops the command at its next check. The first reason stays: a command killed and then
    /// disconnected reports that it was killed.
    package func interrupt(_ reason: Reason) {
        _ = self.reason.compareExchange(expected: 0, desired: reason.rawValue, ordering: .relaxed)
    }

    /// Whether the command was stopped, and why.
    package var interruptedBy: Reason? { Reason(rawValue: reason.load(ordering: .relaxed)) }

    /// Stops the command once `milliseconds` have passed from now.
    func limitTime(toMilliseconds milliseconds: Int) {
        deadline.store(DispatchTime.now().uptimeNanoseconds + UInt64(milliseconds) * 1_000_000, ordering: .relaxed)
    }

    /// Throws the reason's error once the command is interrupted or out of time.
    func check() throws(DocStreamError) {
        if let reason = interruptedBy { throw reason.error }
        let deadline = deadline.load(ordering: .relaxed)
        if deadline != 0, DispatchTime.now().uptimeNanoseconds >= deadline {
            interrupt(.timeLimitExceeded)
            throw (interruptedBy ?? .timeLimitExceeded).error
        }
    }

    /// The interruption a command runs under: the caller's (a server's, which a closed
    /// connection or `killOp` interrupts), limited to the command's `maxTimeMS`, or else one of
    /// its own for its `maxTimeMS`; nil for neither. Throws at once when the caller's was
    /// interrupted before the command began.
    static func forCommand(_ arguments: CommandArguments) throws(DocStreamError) -> OperationInterruption? {
        // getMore's maxTimeMS is how long it waits for a change stream's events.
        let milliseconds = arguments.name == "getMore" ? 0 : try arguments.maxTimeMilliseconds() ?? 0
        let interruption = current ?? (milliseconds > 0 ? OperationInterruption() : nil)
        if milliseconds > 0 { interruption?.limitTime(toMilliseconds: milliseconds) }
        try interruption?.check()
        return interruption
    }

    /// Runs `body` with this interruption as the current one.
    package func applying<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        try Self.$current.withValue(self) { Result { () throws(Failure) -> T in try body() } }.get()
    }

    /// Whether an error stops a command rather than reports what it ran into: one that is
    /// never tied to a stage or a document.
    static func isInterruption(_ error: DocStreamError) -> Bool {
        error.errorCode == .interrupted || error.errorCode == .clientDisconnect || error.errorCode == .maxTimeMSExpired
    }
}

extension CommandArguments {
    /// The command's `maxTimeMS` (0: no limit), checked as MongoDB's parseMaxTimeMS checks it:
    /// 2 BadValue for a value that is not a number, out of 0...2^31-1 or fractional;
    /// aggregate's IDL refuses a value of another type (14) or a negative one (51024) first.
    func maxTimeMilliseconds() throws(DocStreamError) -> Int? {
        guard let value = command["maxTimeMS"] else { return nil }
        let number = Self.saturatingInt64(value)
        if name == "aggregate" {
            if number == nil, value != .null {
                throw .typeMismatch("BSON field 'aggregate.maxTimeMS' is the wrong type '\(value.type.alias)', expected types '[long, int, decimal, double']")
            }
            if let number, number < 0 {
                throw DocStreamError(.location(51024), "BSON field 'maxTimeMS' value must be >= 0, actual value '\(number)'")
            }
        }
        guard let number else { throw .badValue("maxTimeMS must be a number") }
        guard (0...Int64(Int32.max)).contains(number) else { throw .badValue("\(number) value for maxTimeMS is out of range") }
        if case .double(let double) = value, double.rounded(.towardZero) != double { throw .badValue("maxTimeMS has non-integral value") }
        return Int(number)
    }

    /// A number as a 64-bit integer, truncated toward zero and held to Int64's range (NaN is
    /// 0), as MongoDB's safeNumberLong reads it; nil for a value that is not a number.
    private static func saturatingInt64(_ value: BSONValue) -> Int64? {
        let double: Double
        switch value {
        case .int32(let number): return Int64(number)
        case .int64(let number): return number
        case .double(let number): double = number
        case .decimal128(let number): double = number.doubleValue.value
        default: return nil
        }
        if double.isNaN { return 0 }
        if double >= 0x1p63 { return .max }
        if double <= -0x1p63 { return .min }
        return Int64(double)
    }
}

/// The interruption a run checks: that of the command taking its results now. A cursor's run
/// serves its aggregate, then getMores, maybe from other connections, each under its own
/// interruption or none; between them the parallel prefix's helpers may read ahead, with none.
final class InterruptionScope: Sendable {
    private let interruption: Mutex<OperationInterruption?>

    init(_ interruption: OperationInterruption? = nil) {
        self.interruption = Mutex(interruption)
    }

    /// Runs `body` under the current command's interruption. A run nested in the command's
    /// (a sub-pipeline's), or on a thread without one (a helper's), leaves the scope as it is.
    func serving<T>(_ body: () throws(DocStreamError) -> T) throws(DocStreamError) -> T {
        guard let current = OperationInterruption.current else { return try body() }
        let previous = interruption.withLock { interruption in
            defer { interruption = current }
            return interruption
        }
        guard previous !== current else { return try body() }
        defer { interruption.withLock { $0 = previous } }
        return try body()
    }

    /// Throws the interruption's error once the command it serves is interrupted or out of time.
    func check() throws(DocStreamError) {
        try interruption.withLock { $0 }?.check()
    }
}

/// Checks an interruption every `interval` calls of `tick`: a loop over documents polls at the
/// cost of a decrement per document, and reads the clock once per interval.
struct InterruptionPoll {
    /// A run's scope, whose command may change between getMores, or the one command a loop
    /// serves from start to end (nil: a command that cannot be interrupted).
    private enum Source {
        case scope(InterruptionScope)
        case command(OperationInterruption?)
    }

    private let source: Source
    private var countdown = Self.interval

    /// Checks between 256 documents: microseconds apart for simple stages, and well under a
    /// nanosecond per document.
    static let interval = 256

    /// Polls the interruption of whichever command the scope serves.
    init(_ scope: InterruptionScope) {
        source = .scope(scope)
    }

    /// Polls the running command's interruption, for a loop that ends within the command.
    init() {
        source = .command(OperationInterruption.current)
    }

    /// Counts `documents` more; checks the interruption once an interval has gone by.
    @inline(__always)
    mutating func tick(_ documents: Int = 1) throws(DocStreamError) {
        countdown -= documents
        guard countdown <= 0 else { return }
        countdown = Self.interval
        switch source {
        case .scope(let scope): try scope.check()
        case .command(let interruption): try interruption?.check()
        }
    }
}
