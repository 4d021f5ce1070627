import Testing

@testable import DocStreamBSON

@Suite("Error codes")
struct ErrorCodeTests {
    /// Every named code with the number and name MongoDB's src/mongo/base/error_codes.yml
    /// gives it, written from that file.
    static let mongoDBCodes: [(code: ErrorCode, number: Int, name: String)] = [
        (.internalError, 1, "InternalError"),
        (.badValue, 2, "BadValue"),
        (.noSuchKey, 4, "NoSuchKey"),
        (.graphContainsCycle, 5, "GraphContainsCycle"),
        (.hostUnreachable, 6, "HostUnreachable"),
        (.hostNotFound, 7, "HostNotFound"),
        (.unknownError, 8, "UnknownError"),
        (.failedToParse, 9, "FailedToParse"),
        (.userNotFound, 11, "UserNotFound"),
        (.unauthorized, 13, "Unauthorized"),
        (.typeMismatch, 14, "TypeMismatch"),
        (.overflow, 15, "Overflow"),
        (.invalidLength, 16, "InvalidLength"),
        (.protocolError, 17, "ProtocolError"),
        (.authenticationFailed, 18, "AuthenticationFailed"),
        (.illegalOperation, 20, "IllegalOperation"),
        (.invalidBSON, 22, "InvalidBSON"),
        (.lockTimeout, 24, "LockTimeout"),
        (.namespaceNotFound, 26, "NamespaceNotFound"),
        (.indexNotFound, 27, "IndexNotFound"),
        (.pathNotViable, 28, "PathNotViable"),
        (.nonExistentPath, 29, "NonExistentPath"),
        (.roleNotFound, 31, "RoleNotFound"),
        (.cannotBackfillArray, 34, "CannotBackfillArray"),
        (.fileNotOpen, 38, "FileNotOpen"),
        (.fileStreamFailed, 39, "FileStreamFailed"),
        (.conflictingUpdateOperators, 40, "ConflictingUpdateOperators"),
        (.cursorNotFound, 43, "CursorNotFound"),
        (.lockBusy, 46, "LockBusy"),
        (.noMatchingDocument, 47, "NoMatchingDocument"),
        (.namespaceExists, 48, "NamespaceExists"),
        (.maxTimeMSExpired, 50, "MaxTimeMSExpired"),
        (.dollarPrefixedFieldName, 52, "DollarPrefixedFieldName"),
        (.invalidIdField, 53, "InvalidIdField"),
        (.notSingleValueField, 54, "NotSingleValueField"),
        (.invalidDBRef, 55, "InvalidDBRef"),
        (.emptyFieldName, 56, "EmptyFieldName"),
        (.commandNotFound, 59, "CommandNotFound"),
        (.obsoleteStaleShardVersion, 63, "OBSOLETE_StaleShardVersion"),
        (.writeConcernTimeout, 64, "WriteConcernTimeout"),
        (.immutableField, 66, "ImmutableField"),
        (.cannotCreateIndex, 67, "CannotCreateIndex"),
        (.invalidOptions, 72, "InvalidOptions"),
        (.invalidNamespace, 73, "InvalidNamespace"),
        (.noReplicationEnabled, 76, "NoReplicationEnabled"),
        (.unknownReplWriteConcern, 79, "UnknownReplWriteConcern"),
        (.indexOptionsConflict, 85, "IndexOptionsConflict"),
        (.indexKeySpecsConflict, 86, "IndexKeySpecsConflict"),
        (.networkTimeout, 89, "NetworkTimeout"),
        (.shutdownInProgress, 91, "ShutdownInProgress"),
        (.operationFailed, 96, "OperationFailed"),
        (.dbPathInUse, 98, "DBPathInUse"),
        (.unsatisfiableWriteConcern, 100, "UnsatisfiableWriteConcern"),
        (.notExactValueField, 111, "NotExactValueField"),
        (.writeConflict, 112, "WriteConflict"),
        (.conflictingOperationInProgress, 117, "ConflictingOperationInProgress"),
        (.documentValidationFailure, 121, "DocumentValidationFailure"),
        (.failedToSatisfyReadPreference, 133, "FailedToSatisfyReadPreference"),
        (.readConcernMajorityNotAvailableYet, 134, "ReadConcernMajorityNotAvailableYet"),
        (.cappedPositionLost, 136, "CappedPositionLost"),
        (.invalidSSLConfiguration, 140, "InvalidSSLConfiguration"),
        (.staleEpoch, 150, "StaleEpoch"),
        (.durationOverflow, 159, "DurationOverflow"),
        (.incompatibleCollationVersion, 161, "IncompatibleCollationVersion"),
        (.viewDepthLimitExceeded, 165, "ViewDepthLimitExceeded"),
        (.commandNotSupportedOnView, 166, "CommandNotSupportedOnView"),
        (.optionNotSupportedOnView, 167, "OptionNotSupportedOnView"),
        (.invalidPipelineOperator, 168, "InvalidPipelineOperator"),
        (.cannotIndexParallelArrays, 171, "CannotIndexParallelArrays"),
        (.queryPlanKilled, 175, "QueryPlanKilled"),
        (.ambiguousIndexKeyPattern, 181, "AmbiguousIndexKeyPattern"),
        (.primarySteppedDown, 189, "PrimarySteppedDown"),
        (.invalidIndexSpecificationOption, 197, "InvalidIndexSpecificationOption"),
        (.keyNotFound, 211, "KeyNotFound"),
        (.queryFeatureNotAllowed, 224, "QueryFeatureNotAllowed"),
        (.transactionTooOld, 225, "TransactionTooOld"),
        (.retryChangeStream, 234, "RetryChangeStream"),
        (.cursorKilled, 237, "CursorKilled"),
        (.notImplemented, 238, "NotImplemented"),
        (.conversionFailure, 241, "ConversionFailure"),
        (.noSuchTransaction, 251, "NoSuchTransaction"),
        (.transactionCommitted, 256, "TransactionCommitted"),
        (.transactionTooLarge, 257, "TransactionTooLarge"),
        (.operationNotSupportedInTransaction, 263, "OperationNotSupportedInTransaction"),
        (.invalidResumeToken, 260, "InvalidResumeToken"),
        (.exceededTimeLimit, 262, "ExceededTimeLimit"),
        (.clientDisconnect, 279, "ClientDisconnect"),
        (.changeStreamFatalError, 280, "ChangeStreamFatalError"),
        (.changeStreamHistoryLost, 286, "ChangeStreamHistoryLost"),
        (.noQueryExecutionPlans, 291, "NoQueryExecutionPlans"),
        (.dataCorruptionDetected, 301, "DataCorruptionDetected"),
        (.mechanismUnavailable, 334, "MechanismUnavailable"),
        (.unsupportedOpQueryCommand, 352, "UnsupportedOpQueryCommand"),
        (.socketException, 9001, "SocketException"),
        (.notWritablePrimary, 10107, "NotWritablePrimary"),
        (.bsonObjectTooLarge, 10334, "BSONObjectTooLarge"),
        (.duplicateKey, 11000, "DuplicateKey"),
        (.interruptedAtShutdown, 11600, "InterruptedAtShutdown"),
        (.interrupted, 11601, "Interrupted"),
        (.interruptedDueToReplStateChange, 11602, "InterruptedDueToReplStateChange"),
        (.mergeStageNoMatchingDocument, 13113, "MergeStageNoMatchingDocument"),
        (.staleConfig, 13388, "StaleConfig"),
        (.notPrimaryNoSecondaryOk, 13435, "NotPrimaryNoSecondaryOk"),
        (.notPrimaryOrSecondary, 13436, "NotPrimaryOrSecondary"),
        (.outOfDiskSpace, 14031, "OutOfDiskSpace"),
        (.idlFailedToParse, 40414, "IDLFailedToParse"),
        (.idlUnknownField, 40415, "IDLUnknownField"),
    ]

    @Test("every named code has MongoDB's number and name, and the table holds no other")
    func namedCodes() {
        for (code, number, name) in Self.mongoDBCodes {
            #expect(code.rawValue == number, "\(name)")
            #expect(code.name == name, "\(number)")
            #expect(ErrorCode(rawValue: number) == code)
        }
        #expect(Set(Self.mongoDBCodes.map(\.number)).count == Self.mongoDBCodes.count)
        #expect(ErrorCode.names.count == Self.mongoDBCodes.count)
    }

    @Test("Location codes name themselves Location<N>; a number MongoDB does not name is no code by itself")
    func locationCodes() {
        let code = ErrorCode.location(40323)
        #expect(code.rawValue == 40323)
        #expect(code.name == "Location40323")
        #expect(code.description == "Location40323 (40323)")
        #expect(ErrorCode(rawValue: 40323) == nil)
        #expect(ErrorCode(rawValue: 0) == nil)
        #expect(ErrorCode(reported: 40323) == code)
        #expect(ErrorCode(reported: 59) == .commandNotFound)
    }

    @Test("an error's code and codeName come from its ErrorCode")
    func errorCodeAndName() {
        let error = DocStreamError(.commandNotFound, "no such command: 'x'", location: "command")
        #expect(error.code == 59)
        #expect(error.codeName == "CommandNotFound")
        #expect(error.description == "CommandNotFound (59): no such command: 'x' at command")
        let located = DocStreamError(.location(16020), "Expression $and takes no arguments")
        #expect(located.code == 16020)
        #expect(located.codeName == "Location16020")
        #expect(DocStreamError.badValue("x").codeName == "BadValue")
        #expect(DocStreamError.objectTooLarge(size: 1).code == 10334)
        #expect(DocStreamError.objectTooLarge(size: 1).codeName == "BSONObjectTooLarge")
    }
}
