import DocStreamBSON
import Foundation
import Synchronization

/// A document a collection's validator refused while the collection's validation action was
/// "warn" (the write went through) or "errorAndLog" (it failed).
public struct ValidationWarning: Sendable {
    /// "database.collection".
    public let namespace: String
    /// The document that failed the validator and was written all the same.
    public let document: Document
    /// MongoDB's errInfo: `{failingDocumentId, details}`.
    public let errorInfo: Document

    /// The line MongoDB logs (log id 20294), as relaxed Extended JSON:
    /// `{"t": {"$date": ...}, "s": "W", "c": "STORAGE", "id": 20294, "ctx": "conn",
    /// "msg": "Document would fail validation", "attr": {namespace, document, errInfo}}`.
    public func logLine(at time: Date = Date()) -> String {
        let line: Document = [
            "t": ["$date": .string(ISO8601DateFormatter.string(from: time, timeZone: .gmt, formatOptions: [.withInternetDateTime, .withFractionalSeconds]))],
            "s": "W", "c": "STORAGE", "id": .int32(20294), "ctx": "conn", "msg": "Document would fail validation",
            "attr": ["namespace": .string(namespace), "document": .document(document), "errInfo": .document(errorInfo)],
        ]
        return line.extendedJSON(.relaxed)
    }
}

/// Where a store reports validation warnings. By default each becomes MongoDB's log line on
/// standard error; `onWarning` replaces that, for an app's logger or a test. The handler is
/// called after the write that caused the warning is done, never with the store's lock held.
///
/// ```swift
/// store.validationWarnings.onWarning { warning in logger.warning("\(warning.logLine())") }
/// ```
public final class ValidationWarnings: Sendable {
    private let handler: Mutex<@Sendable (ValidationWarning) -> Void>

    init() {
        handler = Mutex(ValidationWarnings.standardError)
    }

    /// Replaces the handler.
    public func onWarning(_ handler: @escaping @Sendable (ValidationWarning) -> Void) {
        self.handler.withLock { $0 = handler }
    }

    func report(_ warnings: [ValidationWarning]) {
        guard !warnings.isEmpty else { return }
        let handler = handler.withLock { $0 }
        for warning in warnings { handler(warning) }
    }

    /// Writes the warning's log line to standard error.
    public static let standardError: @Sendable (ValidationWarning) -> Void = { warning in
        FileHandle.standardError.write(Data((warning.logLine() + "\n").utf8))
    }
}
