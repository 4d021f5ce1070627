/// The one error type of DocStream: MongoDB's numeric code and code name where MongoDB
/// defines one, a message, and where the problem was found (a byte offset, a line, a field
/// path, a pipeline stage).
///
/// Commands turn it into MongoDB's error reply `{ok: 0, errmsg, code, codeName}`.
public struct DocStreamError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, as MongoDB numbers and names it.
    public var errorCode: ErrorCode
    /// What went wrong, in words: the reply's `errmsg`.
    public var message: String
    /// Where the error was found, e.g. "offset 17", "line 3, column 9", "stage 2 ($group)".
    public var location: String?
    /// MongoDB's `errInfo`: structured details some errors carry, such as why a document
    /// failed validation (121 DocumentValidationFailure).
    public var info: Document?
    /// Fields MongoDB adds to the error itself (its ErrorExtraInfo), beside `code` and
    /// `errmsg`: `keyPattern` and `keyValue` of an 11000 DuplicateKey.
    public var extraInfo: Document?
    /// The `errno` of the system call whose failure a storage error reports, kept out of the
    /// reply (MongoDB's has no such field) for callers that act on the reason.
    public var systemErrno: Int32?
    /// MongoDB's `errorLabels` (`TransientTransactionError`, `RetryableWriteError`, ...) that a
    /// deployment's server gave the error.
    public var errorLabels: [String] = []
    /// The code's name as a deployment's server gave it, for a code DocStream's table does not
    /// name.
    package var serverCodeName: String?

    /// An error with code `code`, e.g. `DocStreamError(.commandNotFound, "no such command: 'x'")`.
    public init(
        _ code: ErrorCode, _ message: String, location: String? = nil, info: Document? = nil, extraInfo: Document? = nil,
        systemErrno: Int32? = nil
    ) {
        errorCode = code
        self.message = message
        self.location = location
        self.info = info
        self.extraInfo = extraInfo
        self.systemErrno = systemErrno
    }

    /// MongoDB's number for the error, the reply's `code`.
    public var code: Int { errorCode.rawValue }

    /// MongoDB's name for the error, the reply's `codeName`.
    public var codeName: String { serverCodeName ?? errorCode.name }

    /// "<codeName> (<code>): <message>", then " at <location>" when it is known.
    public var description: String {
        guard let location else { return "\(codeName) (\(code)): \(message)" }
        return "\(codeName) (\(code)): \(message) at \(location)"
    }

    /// The error with `outer` prepended to its location, for errors raised deep in a
    /// recursive walk and reported by the caller that knows the wider context.
    public func located(_ outer: String) -> DocStreamError {
        var copy = self
        copy.location = location.map { "\(outer), \($0)" } ?? outer
        return copy
    }
}

extension DocStreamError {
    /// MongoDB 2 BadValue.
    public static func badValue(_ message: String, at location: String? = nil) -> DocStreamError {
        DocStreamError(.badValue, message, location: location)
    }

    /// MongoDB 9 FailedToParse: text that is not the JSON or Extended JSON it claims to be.
    public static func failedToParse(_ message: String, at location: String? = nil) -> DocStreamError {
        DocStreamError(.failedToParse, message, location: location)
    }

    /// MongoDB 14 TypeMismatch: a value of the wrong BSON type for an operator or field.
    public static func typeMismatch(_ message: String, at location: String? = nil) -> DocStreamError {
        DocStreamError(.typeMismatch, message, location: location)
    }

    /// MongoDB 22 InvalidBSON: bytes that do not form a valid BSON document.
    public static func invalidBSON(_ message: String, at location: String? = nil) -> DocStreamError {
        DocStreamError(.invalidBSON, message, location: location)
    }

    /// MongoDB 10334 BSONObjectTooLarge: a document over the 16 MiB limit.
    public static func objectTooLarge(size: Int) -> DocStreamError {
        DocStreamError(
            .bsonObjectTooLarge,
            "document is \(size) bytes, over the \(BSONLimits.maxDocumentSize)-byte limit")
    }
}

/// Sizes MongoDB fixes.
public enum BSONLimits {
    /// The largest document MongoDB stores: 16 MiB.
    public static let maxDocumentSize = 16 * 1024 * 1024
    /// How deep documents may nest before MongoDB refuses them.
    public static let maxNestingDepth = 200
}
