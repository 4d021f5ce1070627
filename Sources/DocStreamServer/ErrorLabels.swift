import DocStream
import DocStreamBSON

/// The `errorLabels` MongoDB adds to a failed reply so that drivers know what they may retry:
/// `RetryableWriteError` on a retryable write (a command with `txnNumber` outside a
/// transaction, or a transaction's commit or abort) that failed with a retriable error, in the
/// reply or in its write concern error; `TransientTransactionError` on a transaction's
/// statement or end that failed with a write conflict or a missing transaction;
/// `UnknownTransactionCommitResult` on a commit that failed with a retriable or write concern
/// error; `ResumableChangeStreamError` on a change stream's
/// aggregate or getMore that failed with an error after which it may resume, and
/// `NonResumableChangeStreamError` on any reply that failed with one after which no change
/// stream may (error_labels.cpp). Drivers since MongoDB 4.4 decide by these labels alone.
enum ErrorLabels {
    /// MongoDB's RetriableError category.
    static let retriableCodes: Set<Int32> = [
        6, 7, 89, 91, 134, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436,
    ]

    /// The errors after which a change stream may resume: retriable errors (the network's
    /// among them), those that send a router to another shard (StaleShardVersion, StaleEpoch,
    /// StaleConfig), RetryChangeStream and FailedToSatisfyReadPreference.
    static let resumableChangeStreamCodes: Set<Int32> = retriableCodes.union([63, 150, 13388, 234, 133])

    /// MongoDB's NonResumableChangeStreamError category: ChangeStreamFatalError and
    /// ChangeStreamHistoryLost.
    static let nonResumableChangeStreamCodes: Set<Int32> = [280, 286]

    /// The errors after which a transaction may be run again from its start: WriteConflict,
    /// LockTimeout and NoSuchTransaction (isTransientTransactionError).
    static let transientTransactionCodes: Set<Int32> = [112, 24, 251]

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
        let isRetriable = [code, writeConcernCode].contains { $0.map(retriableCodes.contains) == true }
        if isRetryableWrite, isRetriable {
            labels.append("RetryableWriteError")
        }
        // A statement of a transaction, or its end, that failed in a way a new attempt of the
        // whole transaction may not; a commit whose outcome the client cannot know.
        if command["autocommit"] != nil, let code, transientTransactionCodes.contains(code), !(isTransactionEnd && writeConcernCode != nil) {
            labels.append("TransientTransactionError")
        }
        if name == "commitTransaction", isRetriable || writeConcernCode != nil {
            labels.append("UnknownTransactionCommitResult")
        }
        if let code, writeConcernCode == nil, name == "aggregate" || name == "getMore",
            resumableChangeStreamCodes.contains(code), isChangeStream()
        {
            labels.append("ResumableChangeStreamError")
        } else if let code, nonResumableChangeStreamCodes.contains(code) {
            labels.append("NonResumableChangeStreamError")
        }
        guard !labels.isEmpty else { return reply }
        var labelled = reply
        labelled["errorLabels"] = .array(labels)
        return labelled
    }
}
