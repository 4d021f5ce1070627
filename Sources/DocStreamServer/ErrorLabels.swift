import DocStream
import DocStreamBSON

/// The `errorLabels` MongoDB adds to a failed reply so that drivers know what they may retry:
/// `RetryableWriteError` on a retryable write (a command with `txnNumber` outside a
/// transaction, or a transaction's commit or abort) that failed with a retriable error, in the
/// reply or in its write concern error; `ResumableChangeStreamError` on a change stream's
/// aggregate or getMore that failed with an error after which it may resume. Drivers since
/// MongoDB 4.4 decide by these labels alone.
enum ErrorLabels {
    /// MongoDB's RetriableError category.
    static let retriableCodes: Set<Int32> = [
        6, 7, 89, 91, 134, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436,
    ]

    /// The errors after which a change stream may resume: retriable errors (the network's
    /// among them), those that send a router to another shard (StaleShardVersion, StaleEpoch,
    /// StaleConfig), RetryChangeStream and FailedToSatisfyReadPreference.
    static let resumableChangeStreamCodes: Set<Int32> = retriableCodes.union([63, 150, 13388, 234, 133])

    /// `reply` with the labels MongoDB would give it, or with `override` (a fail point's
    /// `errorLabels`) instead when there is one.
    static func label(_ reply: Document, for command: Document, override: [BSONValue]?, isChangeStream: () -> Bool) -> Document {
        if let override {
            var labelled = reply
            labelled["errorLabels"] = override.isEmpty ? nil : .array(override)
            return labelled
        }
        let code = reply["ok"] == .double(0) ? reply["code"]?.int32Value : nil
        let writeConcernCode = reply["writeConcernError"]?.documentValue?["code"]?.integerValue.flatMap { Int32(exactly: $0) }
        guard code != nil || writeConcernCode != nil else { return reply }
        var labels: [BSONValue] = reply["errorLabels"]?.arrayValue ?? []
        let name = command.firstKey ?? ""
        let isTransactionEnd = name == "commitTransaction" || name == "abortTransaction"
        let isRetryableWrite = command["txnNumber"] != nil && (command["autocommit"] == nil || isTransactionEnd)
        if isRetryableWrite, [code, writeConcernCode].contains(where: { $0.map(retriableCodes.contains) == true }) {
            labels.append("RetryableWriteError")
        }
        if let code, writeConcernCode == nil, name == "aggregate" || name == "getMore",
           resumableChangeStreamCodes.contains(code), isChangeStream() {
            labels.append("ResumableChangeStreamError")
        }
        guard !labels.isEmpty else { return reply }
        var labelled = reply
        labelled["errorLabels"] = .array(labels)
        return labelled
    }
}

/// The names of the error codes a fail point may be told to answer with: MongoDB's own names,
/// "Location<code>" for a code it has no name for, as MongoDB itself names such errors.
enum ServerErrorCodes {
    static let names: [Int32: String] = [
        1: "InternalError", 2: "BadValue", 6: "HostUnreachable", 7: "HostNotFound", 8: "UnknownError",
        11: "UserNotFound", 13: "Unauthorized", 18: "AuthenticationFailed", 24: "LockTimeout", 26: "NamespaceNotFound",
        43: "CursorNotFound", 46: "LockBusy", 50: "MaxTimeMSExpired", 59: "CommandNotFound", 63: "StaleShardVersion",
        64: "WriteConcernFailed", 79: "UnknownReplWriteConcern", 89: "NetworkTimeout", 91: "ShutdownInProgress",
        100: "UnsatisfiableWriteConcern", 112: "WriteConflict", 133: "FailedToSatisfyReadPreference", 134: "ReadConcernMajorityNotAvailableYet",
        150: "StaleEpoch", 175: "QueryPlanKilled", 189: "PrimarySteppedDown", 211: "KeyNotFound", 234: "RetryChangeStream",
        237: "CursorKilled", 251: "NoSuchTransaction", 256: "TransactionCommitted", 262: "ExceededTimeLimit",
        280: "ChangeStreamFatalError", 9001: "SocketException", 10107: "NotWritablePrimary", 11000: "DuplicateKey",
        11600: "InterruptedAtShutdown", 11601: "Interrupted", 11602: "InterruptedDueToReplStateChange", 13388: "StaleConfig",
        13435: "NotPrimaryNoSecondaryOk", 13436: "NotPrimaryOrSecondary",
    ]

    static func name(of code: Int32) -> String {
        names[code] ?? "Location\(code)"
    }
}
