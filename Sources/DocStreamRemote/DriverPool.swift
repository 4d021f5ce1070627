import CLibMongoC
import DocStream
import DocStreamBSON
import Foundation
import NIOPosix
import Synchronization

/// The MongoDB C driver's pool of connections to one deployment, and the threads its blocking
/// calls run on, so that no thread of Swift's cooperative pool ever waits on the network.
final class DriverPool: @unchecked Sendable {
    /// The driver's `mongoc_client_pool_t`, safe to use from any thread.
    let pool: OpaquePointer
    private let threads: NIOThreadPool

    /// Threads for the driver's blocking calls: each waits on one round trip at a time.
    private static let threadCount = 8

    /// A pool for the deployment `uri` names, with `settings` (connection string options by
    /// their lowercase names) over the string's own.
    init(uri: String, settings: Document = [:]) throws(DocStreamError) {
        var outcome = ds_outcome()
        let created = try settings.withBSON { (bytes, length) throws(DocStreamError) in ds_pool_new(uri, "docstream", bytes, length, &outcome) }
        guard let pool = created else {
            throw DriverOutcome(taking: &outcome).error(fallback: .badValue)
        }
        self.pool = pool
        threads = NIOThreadPool(numberOfThreads: Self.threadCount)
        threads.start()
    }

    deinit {
        // Destroying the pool ends the server sessions it used, a round trip that waits up to
        // the server selection timeout when the deployment is gone: never on the releasing thread.
        let (pool, threads) = (PoolHandle(pointer: pool), threads)
        Thread {
            mongoc_client_pool_destroy(pool.pointer)
            threads.shutdownGracefully { _ in }
        }.start()
    }

    /// `body`'s result, computed on one of the pool's threads. A task cancelled before the call
    /// returns gets 11601 Interrupted at once: a call not yet started is never made; one on the
    /// network is abandoned, left to finish on its thread (its result dropped), as the drivers
    /// abandon an operation whose caller gave up. A write may so still happen. A value that
    /// arrives after its task gave up is handed to `abandoned`, to close what it holds.
    func run<Value: Sendable>(
        _ body: @escaping @Sendable (OpaquePointer) throws(DocStreamError) -> Value,
        abandoned: (@Sendable (Value) -> Void)? = nil
    ) async throws(DocStreamError) -> Value {
        let race = FirstOutcome<Value>()
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, DocStreamError>, Never>) in
                race.deliver(to: continuation)
                threads.submit { state in
                    // Cancelled before it started: the call is not made.
                    guard case .active = state, !race.isSettled else {
                        _ = race.settle(.failure(Self.interrupted))
                        return
                    }
                    let outcome = Result { () throws(DocStreamError) in try body(self.pool) }
                    if !race.settle(outcome), case .success(let value) = outcome { abandoned?(value) }
                }
            }
        } onCancel: {
            _ = race.settle(.failure(Self.interrupted))
        }
        return try outcome.get()
    }

    private static var interrupted: DocStreamError { DocStreamError(.interrupted, "operation was interrupted") }

    /// Runs `body` on a pool thread without waiting for it (closing a cursor), keeping the
    /// pool until it has run.
    func submit(_ body: @escaping @Sendable () -> Void) {
        threads.submit { _ in withExtendedLifetime(self) { body() } }
    }
}

/// One of the pool's connections with a server session of its own, held until it is let go:
/// a client session's, or the CLI's run of commands. Closing it ends the session, a round
/// trip, so it is closed on a pool thread, never on the releasing one.
final class DriverConnection: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<ds_connection>
    private let driver: DriverPool

    init(driver: DriverPool) {
        self.driver = driver
        pointer = .allocate(capacity: 1)
        ds_connection_open(pointer, driver.pool)
    }

    deinit {
        let handle = ConnectionHandle(pointer: pointer)
        driver.submit {
            ds_connection_close(handle.pointer)
            handle.pointer.deallocate()
        }
    }
}

/// A connection handed to the thread that closes it.
private struct ConnectionHandle: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<ds_connection>
}

/// The first of a call's outcome and its task's cancellation, handed to the waiting task once.
private final class FirstOutcome<Value: Sendable>: Sendable {
    private struct State {
        var waiting: CheckedContinuation<Result<Value, DocStreamError>, Never>?
        /// Settled before the task waited: handed over when it does.
        var early: Result<Value, DocStreamError>?
        var settled = false
    }

    private let state = Mutex(State())

    func deliver(to continuation: CheckedContinuation<Result<Value, DocStreamError>, Never>) {
        let early = state.withLock { state -> Result<Value, DocStreamError>? in
            guard let early = state.early else {
                state.waiting = continuation
                return nil
            }
            return early
        }
        if let early { continuation.resume(returning: early) }
    }

    /// Whether the outcome is decided (the task was cancelled, or the call returned).
    var isSettled: Bool {
        state.withLock { $0.settled }
    }

    /// Settles the outcome unless it is already settled; whether `outcome` is the one.
    func settle(_ outcome: Result<Value, DocStreamError>) -> Bool {
        let (taken, waiting) = state.withLock { state -> (Bool, CheckedContinuation<Result<Value, DocStreamError>, Never>?) in
            guard !state.settled else { return (false, nil) }
            state.settled = true
            guard let waiting = state.waiting else {
                state.early = outcome
                return (true, nil)
            }
            state.waiting = nil
            return (true, waiting)
        }
        waiting?.resume(returning: outcome)
        return taken
    }
}

/// A pool pointer handed to the thread that destroys it.
private struct PoolHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}

/// What a driver call left in a `ds_outcome`: the reply, and the driver's error.
struct DriverOutcome {
    let reply: Document?
    let domain: UInt32
    let code: UInt32
    let message: String

    init(reply: Document?, domain: UInt32, code: UInt32, message: String) {
        self.reply = reply
        self.domain = domain
        self.code = code
        self.message = message
    }

    /// Takes the reply out of `outcome` (freeing its copy) and reads the error fields.
    init(taking outcome: inout ds_outcome) {
        let reply = outcome.reply.flatMap { (bytes) in try? Document(bsonBytes: UnsafeBufferPointer(start: bytes, count: Int(outcome.reply_length))) }
        let message = withUnsafeBytes(of: outcome.error_message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        self.init(reply: reply, domain: outcome.error_domain, code: outcome.error_code, message: message)
        ds_outcome_clear(&outcome)
    }

    /// The reply of a call that succeeded; an empty document when the driver kept none.
    var succeeded: Document { reply ?? Document() }

    /// The reply of a call that returned `succeeded`, taken out of `outcome`; the call's error
    /// when it failed.
    static func reply(_ succeeded: Bool, _ outcome: inout ds_outcome) throws(DocStreamError) -> Document {
        let result = DriverOutcome(taking: &outcome)
        guard succeeded else { throw result.error() }
        return result.succeeded
    }

    /// The error the call failed with, as the embedded engine reports it: the first write
    /// error, else the server's own error reply, else its write concern error, else the
    /// driver's (a network or server-selection failure is 6 HostUnreachable, a failed login
    /// 18 AuthenticationFailed, a transaction in the wrong state 20 IllegalOperation).
    func error(fallback: ErrorCode = .internalError) -> DocStreamError {
        if let reply {
            if let first = reply["writeErrors"]?.arrayValue?.first?.documentValue { return Self.serverError(first, labels: reply) }
            if reply["code"] != nil, reply["ok"]?.nonDecimalNumberAsDouble != 1 { return Self.serverError(reply, labels: reply) }
            if let concern = reply["writeConcernError"]?.documentValue ?? reply["writeConcernErrors"]?.arrayValue?.first?.documentValue {
                return Self.serverError(concern, labels: reply)
            }
        }
        return DocStreamError(driverCode(fallback: fallback), message)
    }

    private func driverCode(fallback: ErrorCode) -> ErrorCode {
        switch domain {
        case MONGOC_ERROR_SERVER.rawValue, MONGOC_ERROR_WRITE_CONCERN.rawValue:
            ErrorCode(reported: Int(code))
        case MONGOC_ERROR_STREAM.rawValue, MONGOC_ERROR_SERVER_SELECTION.rawValue:
            .hostUnreachable
        case MONGOC_ERROR_CLIENT.rawValue where code == MONGOC_ERROR_CLIENT_AUTHENTICATE.rawValue:
            .authenticationFailed
        case MONGOC_ERROR_TRANSACTION.rawValue:
            .illegalOperation
        default:
            fallback
        }
    }

    /// The fields a server error document carries besides its extra information.
    private static let errorFields: Set<String> = [
        "ok", "errmsg", "code", "codeName", "errInfo", "errorLabels", "index", "$clusterTime", "operationTime", "topologyVersion",
        "electionId", "opTime",
    ]

    /// A server's error document (a reply with `ok: 0`, a write error or a write concern
    /// error) as a `DocStreamError`, with the labels of the reply that held it.
    private static func serverError(_ document: Document, labels reply: Document) -> DocStreamError {
        let code = document["code"]?.nonDecimalNumberAsDouble.map { Int($0) } ?? ErrorCode.internalError.rawValue
        var error = DocStreamError(ErrorCode(reported: code), document["errmsg"]?.stringValue ?? "")
        if let name = document["codeName"]?.stringValue, name != error.codeName { error.serverCodeName = name }
        error.info = document["errInfo"]?.documentValue
        let extra = Document(document.elements.filter { !errorFields.contains($0.key) }.map { ($0.key, $0.value) })
        error.extraInfo = extra.isEmpty ? nil : extra
        error.errorLabels = (reply["errorLabels"] ?? document["errorLabels"])?.arrayValue?.compactMap(\.stringValue) ?? []
        return error
    }
}

extension Document {
    /// `body` with the document's bytes and length, as the driver's helpers take them.
    func withBSON<Result>(_ body: (UnsafePointer<UInt8>, UInt32) throws(DocStreamError) -> Result) throws(DocStreamError) -> Result {
        try bytes.withUnsafeBufferPointer { (buffer) throws(DocStreamError) -> Result in
            guard let base = buffer.baseAddress else { throw .invalidBSON("a document of no bytes") }
            return try body(base, UInt32(buffer.count))
        }
    }
}
