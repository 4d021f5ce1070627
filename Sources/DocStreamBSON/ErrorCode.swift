/// A MongoDB error code: one of the numbers MongoDB names in its error-code table, or a
/// "Location" code, the number of the assertion that raised an error MongoDB gives no name.
///
/// Its `name` is MongoDB's `codeName`, derived from the number by one table, so a code and its
/// name cannot disagree. Code makes one from the named constants below or `location(_:)`;
/// `init(reported:)` is for numbers read from a reply or a setting, so no number written in
/// DocStream's code becomes a code unnoticed.
public struct ErrorCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// MongoDB's number for the error, the reply's `code`.
    public let rawValue: Int

    /// The named code with number `rawValue`, or nil when MongoDB's table (as far as DocStream
    /// uses it) names no such code; a Location code is made with `location(_:)` instead.
    public init?(rawValue: Int) {
        guard Self.names[rawValue] != nil else { return nil }
        self.rawValue = rawValue
    }

    private init(named number: Int) {
        precondition(Self.names[number] != nil, "\(number) is not in the table of named codes")
        rawValue = number
    }

    /// The code MongoDB gives an error raised by its assertion `number`, named
    /// "Location<number>". A number that MongoDB names is not a Location code.
    public static func location(_ number: Int) -> ErrorCode {
        precondition(number > 0 && names[number] == nil, "\(number) is not a Location code")
        return ErrorCode(reported: number)
    }

    /// The code of an error a reply or a setting reports by number alone: the named code, or
    /// for a number MongoDB's table does not name here, the Location code MongoDB reports.
    public init(reported number: Int) {
        rawValue = number
    }

    /// MongoDB's name for the code, the reply's `codeName`.
    public var name: String {
        Self.names[rawValue] ?? "Location\(rawValue)"
    }

    /// The name and number, e.g. "BadValue (2)".
    public var description: String {
        "\(name) (\(rawValue))"
    }

    /// The named codes DocStream uses, by number, with MongoDB's names for them.
    static let names: [Int: String] = [
        1: "InternalError",
        2: "BadValue",
        4: "NoSuchKey",
        5: "GraphContainsCycle",
        6: "HostUnreachable",
        7: "HostNotFound",
        8: "UnknownError",
        9: "FailedToParse",
        11: "UserNotFound",
        13: "Unauthorized",
        14: "TypeMismatch",
        15: "Overflow",
        16: "InvalidLength",
        17: "ProtocolError",
        18: "AuthenticationFailed",
        20: "IllegalOperation",
        22: "InvalidBSON",
        24: "LockTimeout",
        26: "NamespaceNotFound",
        27: "IndexNotFound",
        28: "PathNotViable",
        29: "NonExistentPath",
        31: "RoleNotFound",
        34: "CannotBackfillArray",
        38: "FileNotOpen",
        39: "FileStreamFailed",
        40: "ConflictingUpdateOperators",
        43: "CursorNotFound",
        46: "LockBusy",
        47: "NoMatchingDocument",
        48: "NamespaceExists",
        50: "MaxTimeMSExpired",
        52: "DollarPrefixedFieldName",
        53: "InvalidIdField",
        54: "NotSingleValueField",
        55: "InvalidDBRef",
        56: "EmptyFieldName",
        59: "CommandNotFound",
        63: "OBSOLETE_StaleShardVersion",
        64: "WriteConcernTimeout",
        66: "ImmutableField",
        67: "CannotCreateIndex",
        72: "InvalidOptions",
        73: "InvalidNamespace",
        76: "NoReplicationEnabled",
        79: "UnknownReplWriteConcern",
        85: "IndexOptionsConflict",
        86: "IndexKeySpecsConflict",
        89: "NetworkTimeout",
        91: "ShutdownInProgress",
        96: "OperationFailed",
        98: "DBPathInUse",
        100: "UnsatisfiableWriteConcern",
        111: "NotExactValueField",
        112: "WriteConflict",
        117: "ConflictingOperationInProgress",
        121: "DocumentValidationFailure",
        133: "FailedToSatisfyReadPreference",
        134: "ReadConcernMajorityNotAvailableYet",
        136: "CappedPositionLost",
        140: "InvalidSSLConfiguration",
        150: "StaleEpoch",
        159: "DurationOverflow",
        161: "IncompatibleCollationVersion",
        165: "ViewDepthLimitExceeded",
        166: "CommandNotSupportedOnView",
        167: "OptionNotSupportedOnView",
        168: "InvalidPipelineOperator",
        171: "CannotIndexParallelArrays",
        175: "QueryPlanKilled",
        181: "AmbiguousIndexKeyPattern",
        189: "PrimarySteppedDown",
        197: "InvalidIndexSpecificationOption",
        211: "KeyNotFound",
        224: "QueryFeatureNotAllowed",
        225: "TransactionTooOld",
        234: "RetryChangeStream",
        237: "CursorKilled",
        238: "NotImplemented",
        241: "ConversionFailure",
        251: "NoSuchTransaction",
        256: "TransactionCommitted",
        257: "TransactionTooLarge",
        260: "InvalidResumeToken",
        262: "ExceededTimeLimit",
        263: "OperationNotSupportedInTransaction",
        279: "ClientDisconnect",
        280: "ChangeStreamFatalError",
        286: "ChangeStreamHistoryLost",
        291: "NoQueryExecutionPlans",
        301: "DataCorruptionDetected",
        334: "MechanismUnavailable",
        352: "UnsupportedOpQueryCommand",
        9001: "SocketException",
        10107: "NotWritablePrimary",
        10334: "BSONObjectTooLarge",
        11000: "DuplicateKey",
        11600: "InterruptedAtShutdown",
        11601: "Interrupted",
        11602: "InterruptedDueToReplStateChange",
        13113: "MergeStageNoMatchingDocument",
        13388: "StaleConfig",
        13435: "NotPrimaryNoSecondaryOk",
        13436: "NotPrimaryOrSecondary",
        14031: "OutOfDiskSpace",
        40414: "IDLFailedToParse",
        40415: "IDLUnknownField",
    ]
}

extension ErrorCode {
    /// MongoDB 1 InternalError.
    public static let internalError = ErrorCode(named: 1)

    /// MongoDB 2 BadValue.
    public static let badValue = ErrorCode(named: 2)

    /// MongoDB 4 NoSuchKey.
    public static let noSuchKey = ErrorCode(named: 4)

    /// MongoDB 5 GraphContainsCycle.
    public static let graphContainsCycle = ErrorCode(named: 5)

    /// MongoDB 6 HostUnreachable.
    public static let hostUnreachable = ErrorCode(named: 6)

    /// MongoDB 7 HostNotFound.
    public static let hostNotFound = ErrorCode(named: 7)

    /// MongoDB 8 UnknownError.
    public static let unknownError = ErrorCode(named: 8)

    /// MongoDB 9 FailedToParse.
    public static let failedToParse = ErrorCode(named: 9)

    /// MongoDB 11 UserNotFound.
    public static let userNotFound = ErrorCode(named: 11)

    /// MongoDB 13 Unauthorized.
    public static let unauthorized = ErrorCode(named: 13)

    /// MongoDB 14 TypeMismatch.
    public static let typeMismatch = ErrorCode(named: 14)

    /// MongoDB 15 Overflow.
    public static let overflow = ErrorCode(named: 15)

    /// MongoDB 16 InvalidLength.
    public static let invalidLength = ErrorCode(named: 16)

    /// MongoDB 17 ProtocolError.
    public static let protocolError = ErrorCode(named: 17)

    /// MongoDB 18 AuthenticationFailed.
    public static let authenticationFailed = ErrorCode(named: 18)

    /// MongoDB 20 IllegalOperation.
    public static let illegalOperation = ErrorCode(named: 20)

    /// MongoDB 22 InvalidBSON.
    public static let invalidBSON = ErrorCode(named: 22)

    /// MongoDB 24 LockTimeout.
    public static let lockTimeout = ErrorCode(named: 24)

    /// MongoDB 26 NamespaceNotFound.
    public static let namespaceNotFound = ErrorCode(named: 26)

    /// MongoDB 27 IndexNotFound.
    public static let indexNotFound = ErrorCode(named: 27)

    /// MongoDB 28 PathNotViable.
    public static let pathNotViable = ErrorCode(named: 28)

    /// MongoDB 29 NonExistentPath.
    public static let nonExistentPath = ErrorCode(named: 29)

    /// MongoDB 31 RoleNotFound.
    public static let roleNotFound = ErrorCode(named: 31)

    /// MongoDB 34 CannotBackfillArray.
    public static let cannotBackfillArray = ErrorCode(named: 34)

    /// MongoDB 38 FileNotOpen.
    public static let fileNotOpen = ErrorCode(named: 38)

    /// MongoDB 39 FileStreamFailed.
    public static let fileStreamFailed = ErrorCode(named: 39)

    /// MongoDB 40 ConflictingUpdateOperators.
    public static let conflictingUpdateOperators = ErrorCode(named: 40)

    /// MongoDB 43 CursorNotFound.
    public static let cursorNotFound = ErrorCode(named: 43)

    /// MongoDB 46 LockBusy.
    public static let lockBusy = ErrorCode(named: 46)

    /// MongoDB 47 NoMatchingDocument.
    public static let noMatchingDocument = ErrorCode(named: 47)

    /// MongoDB 48 NamespaceExists.
    public static let namespaceExists = ErrorCode(named: 48)

    /// MongoDB 50 MaxTimeMSExpired.
    public static let maxTimeMSExpired = ErrorCode(named: 50)

    /// MongoDB 52 DollarPrefixedFieldName.
    public static let dollarPrefixedFieldName = ErrorCode(named: 52)

    /// MongoDB 53 InvalidIdField.
    public static let invalidIdField = ErrorCode(named: 53)

    /// MongoDB 54 NotSingleValueField.
    public static let notSingleValueField = ErrorCode(named: 54)

    /// MongoDB 55 InvalidDBRef.
    public static let invalidDBRef = ErrorCode(named: 55)

    /// MongoDB 56 EmptyFieldName.
    public static let emptyFieldName = ErrorCode(named: 56)

    /// MongoDB 59 CommandNotFound.
    public static let commandNotFound = ErrorCode(named: 59)

    /// MongoDB 63 OBSOLETE_StaleShardVersion.
    public static let obsoleteStaleShardVersion = ErrorCode(named: 63)

    /// MongoDB 64 WriteConcernTimeout.
    public static let writeConcernTimeout = ErrorCode(named: 64)

    /// MongoDB 66 ImmutableField.
    public static let immutableField = ErrorCode(named: 66)

    /// MongoDB 67 CannotCreateIndex.
    public static let cannotCreateIndex = ErrorCode(named: 67)

    /// MongoDB 72 InvalidOptions.
    public static let invalidOptions = ErrorCode(named: 72)

    /// MongoDB 73 InvalidNamespace.
    public static let invalidNamespace = ErrorCode(named: 73)

    /// MongoDB 76 NoReplicationEnabled.
    public static let noReplicationEnabled = ErrorCode(named: 76)

    /// MongoDB 79 UnknownReplWriteConcern.
    public static let unknownReplWriteConcern = ErrorCode(named: 79)

    /// MongoDB 85 IndexOptionsConflict.
    public static let indexOptionsConflict = ErrorCode(named: 85)

    /// MongoDB 86 IndexKeySpecsConflict.
    public static let indexKeySpecsConflict = ErrorCode(named: 86)

    /// MongoDB 89 NetworkTimeout.
    public static let networkTimeout = ErrorCode(named: 89)

    /// MongoDB 91 ShutdownInProgress.
    public static let shutdownInProgress = ErrorCode(named: 91)

    /// MongoDB 96 OperationFailed.
    public static let operationFailed = ErrorCode(named: 96)

    /// MongoDB 98 DBPathInUse.
    public static let dbPathInUse = ErrorCode(named: 98)

    /// MongoDB 100 UnsatisfiableWriteConcern.
    public static let unsatisfiableWriteConcern = ErrorCode(named: 100)

    /// MongoDB 111 NotExactValueField.
    public static let notExactValueField = ErrorCode(named: 111)

    /// MongoDB 112 WriteConflict.
    public static let writeConflict = ErrorCode(named: 112)

    /// MongoDB 117 ConflictingOperationInProgress.
    public static let conflictingOperationInProgress = ErrorCode(named: 117)

    /// MongoDB 121 DocumentValidationFailure.
    public static let documentValidationFailure = ErrorCode(named: 121)

    /// MongoDB 133 FailedToSatisfyReadPreference.
    public static let failedToSatisfyReadPreference = ErrorCode(named: 133)

    /// MongoDB 134 ReadConcernMajorityNotAvailableYet.
    public static let readConcernMajorityNotAvailableYet = ErrorCode(named: 134)

    /// MongoDB 136 CappedPositionLost.
    public static let cappedPositionLost = ErrorCode(named: 136)

    /// MongoDB 140 InvalidSSLConfiguration.
    public static let invalidSSLConfiguration = ErrorCode(named: 140)

    /// MongoDB 150 StaleEpoch.
    public static let staleEpoch = ErrorCode(named: 150)

    /// MongoDB 159 DurationOverflow.
    public static let durationOverflow = ErrorCode(named: 159)

    /// MongoDB 161 IncompatibleCollationVersion.
    public static let incompatibleCollationVersion = ErrorCode(named: 161)

    /// MongoDB 165 ViewDepthLimitExceeded.
    public static let viewDepthLimitExceeded = ErrorCode(named: 165)

    /// MongoDB 166 CommandNotSupportedOnView.
    public static let commandNotSupportedOnView = ErrorCode(named: 166)

    /// MongoDB 167 OptionNotSupportedOnView.
    public static let optionNotSupportedOnView = ErrorCode(named: 167)

    /// MongoDB 168 InvalidPipelineOperator.
    public static let invalidPipelineOperator = ErrorCode(named: 168)

    /// MongoDB 171 CannotIndexParallelArrays.
    public static let cannotIndexParallelArrays = ErrorCode(named: 171)

    /// MongoDB 175 QueryPlanKilled.
    public static let queryPlanKilled = ErrorCode(named: 175)

    /// MongoDB 181 AmbiguousIndexKeyPattern.
    public static let ambiguousIndexKeyPattern = ErrorCode(named: 181)

    /// MongoDB 189 PrimarySteppedDown.
    public static let primarySteppedDown = ErrorCode(named: 189)

    /// MongoDB 197 InvalidIndexSpecificationOption.
    public static let invalidIndexSpecificationOption = ErrorCode(named: 197)

    /// MongoDB 211 KeyNotFound.
    public static let keyNotFound = ErrorCode(named: 211)

    /// MongoDB 224 QueryFeatureNotAllowed.
    public static let queryFeatureNotAllowed = ErrorCode(named: 224)

    /// MongoDB 225 TransactionTooOld.
    public static let transactionTooOld = ErrorCode(named: 225)

    /// MongoDB 234 RetryChangeStream.
    public static let retryChangeStream = ErrorCode(named: 234)

    /// MongoDB 237 CursorKilled.
    public static let cursorKilled = ErrorCode(named: 237)

    /// MongoDB 238 NotImplemented.
    public static let notImplemented = ErrorCode(named: 238)

    /// MongoDB 241 ConversionFailure.
    public static let conversionFailure = ErrorCode(named: 241)

    /// MongoDB 251 NoSuchTransaction.
    public static let noSuchTransaction = ErrorCode(named: 251)

    /// MongoDB 256 TransactionCommitted.
    public static let transactionCommitted = ErrorCode(named: 256)

    /// MongoDB 257 TransactionTooLarge.
    public static let transactionTooLarge = ErrorCode(named: 257)

    /// MongoDB 263 OperationNotSupportedInTransaction.
    public static let operationNotSupportedInTransaction = ErrorCode(named: 263)

    /// MongoDB 260 InvalidResumeToken.
    public static let invalidResumeToken = ErrorCode(named: 260)

    /// MongoDB 262 ExceededTimeLimit.
    public static let exceededTimeLimit = ErrorCode(named: 262)

    /// MongoDB 279 ClientDisconnect: the client of an operation closed its connection.
    public static let clientDisconnect = ErrorCode(named: 279)

    /// MongoDB 280 ChangeStreamFatalError.
    public static let changeStreamFatalError = ErrorCode(named: 280)

    /// MongoDB 286 ChangeStreamHistoryLost.
    public static let changeStreamHistoryLost = ErrorCode(named: 286)

    /// MongoDB 291 NoQueryExecutionPlans.
    public static let noQueryExecutionPlans = ErrorCode(named: 291)

    /// MongoDB 301 DataCorruptionDetected.
    public static let dataCorruptionDetected = ErrorCode(named: 301)

    /// MongoDB 334 MechanismUnavailable.
    public static let mechanismUnavailable = ErrorCode(named: 334)

    /// MongoDB 352 UnsupportedOpQueryCommand.
    public static let unsupportedOpQueryCommand = ErrorCode(named: 352)

    /// MongoDB 9001 SocketException.
    public static let socketException = ErrorCode(named: 9001)

    /// MongoDB 10107 NotWritablePrimary.
    public static let notWritablePrimary = ErrorCode(named: 10107)

    /// MongoDB 10334 BSONObjectTooLarge.
    public static let bsonObjectTooLarge = ErrorCode(named: 10334)

    /// MongoDB 11000 DuplicateKey.
    public static let duplicateKey = ErrorCode(named: 11000)

    /// MongoDB 11600 InterruptedAtShutdown.
    public static let interruptedAtShutdown = ErrorCode(named: 11600)

    /// MongoDB 11601 Interrupted.
    public static let interrupted = ErrorCode(named: 11601)

    /// MongoDB 11602 InterruptedDueToReplStateChange.
    public static let interruptedDueToReplStateChange = ErrorCode(named: 11602)

    /// MongoDB 13113 MergeStageNoMatchingDocument.
    public static let mergeStageNoMatchingDocument = ErrorCode(named: 13113)

    /// MongoDB 13388 StaleConfig.
    public static let staleConfig = ErrorCode(named: 13388)

    /// MongoDB 13435 NotPrimaryNoSecondaryOk.
    public static let notPrimaryNoSecondaryOk = ErrorCode(named: 13435)

    /// MongoDB 13436 NotPrimaryOrSecondary.
    public static let notPrimaryOrSecondary = ErrorCode(named: 13436)

    /// MongoDB 14031 OutOfDiskSpace.
    public static let outOfDiskSpace = ErrorCode(named: 14031)

    /// MongoDB 40414 IDLFailedToParse.
    public static let idlFailedToParse = ErrorCode(named: 40414)

    /// MongoDB 40415 IDLUnknownField.
    public static let idlUnknownField = ErrorCode(named: 40415)
}
