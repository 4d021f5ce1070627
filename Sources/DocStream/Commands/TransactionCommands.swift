import DocStreamBSON

/// A statement of a multi-document transaction: a command with `lsid`, `txnNumber` and
/// `autocommit: false`, the first also with `startTransaction: true` (manual: Transactions;
/// the drivers' transactions specification). It runs against the transaction's snapshot and
/// writes (`TransactionScope`); an error in it aborts the transaction, as in MongoDB.
enum TransactionStatement {
    /// The commands a transaction may run (manual: Transactions, "Operations in Transactions").
    static let allowed: Set<String> = [
        "find", "aggregate", "distinct", "insert", "update", "delete", "findAndModify", "findandmodify", "getMore", "killCursors", "bulkWrite",
        "create", "createIndexes",
    ]

    /// The transaction `arguments` starts or continues; nil for a command outside one.
    static func transaction(for arguments: CommandArguments, store: Store) throws(DocStreamError) -> Transaction? {
        let command = arguments.command
        guard command["autocommit"] != nil || command["startTransaction"] != nil else { return nil }
        let (lsid, txnNumber) = try session(of: arguments)
        guard case .bool(false)? = command["autocommit"] else {
            if case .bool(true)? = command["autocommit"] { throw DocStreamError(.invalidOptions, "Specifying autocommit=true is not allowed.") }
            throw DocStreamError(.invalidOptions, "'startTransaction' requires 'autocommit' to be false")
        }
        guard allowed.contains(arguments.name) else {
            throw DocStreamError(.operationNotSupportedInTransaction, "Cannot run '\(arguments.name)' in a multi-document transaction.")
        }
        if arguments.name == "aggregate", let last = command["pipeline"]?.arrayValue?.last?.documentValue?.firstKey, ["$out", "$merge"].contains(last) {
            throw DocStreamError(.operationNotSupportedInTransaction, "Cannot run \(last) in a multi-document transaction.")
        }
        // Statistics about the store, not data a transaction's snapshot holds.
        if arguments.name == "aggregate", let first = command["pipeline"]?.arrayValue?.first?.documentValue?.firstKey,
            ["$collStats", "$indexStats"].contains(first)
        {
            throw DocStreamError(.operationNotSupportedInTransaction, "Stage not supported inside of a multi-document transaction: \(first)")
        }
        if command["writeConcern"] != nil {
            throw DocStreamError(.invalidOptions, "Cannot set write concern after starting a transaction.")
        }
        switch command["startTransaction"] {
        case nil:
            if command["readConcern"] != nil {
                throw DocStreamError(.invalidOptions, "Only the first command in a transaction may specify a readConcern")
            }
            let transaction = try store.transactions.transaction(lsid: lsid, txnNumber: txnNumber)
            try transaction.checkInProgress(transaction.phase)
            return transaction
        case .bool(true)?:
            try checkReadConcern(command["readConcern"])
            return try store.startTransaction(lsid: lsid, txnNumber: txnNumber)
        case .bool(false)?:
            throw DocStreamError(.invalidOptions, "Specifying startTransaction=false is not allowed.")
        case let value?:
            throw arguments.typeMismatch("startTransaction", value, expected: "bool")
        }
    }

    /// The command's `lsid` and `txnNumber`, which a transaction's statements and ends need.
    static func session(of arguments: CommandArguments) throws(DocStreamError) -> (lsid: Document, txnNumber: Int64) {
        guard case .document(let lsid)? = arguments.command["lsid"], lsid["id"] != nil else {
            throw DocStreamError(.invalidOptions, "Transaction requires a logical session id (lsid)")
        }
        switch arguments.command["txnNumber"] {
        case .int64(let number)?: return (lsid, number)
        case .int32(let number)?: return (lsid, Int64(number))
        case nil: throw DocStreamError(.invalidOptions, "'autocommit' field requires a transaction number to also be specified")
        case let value?: throw arguments.typeMismatch("txnNumber", value, expected: "long")
        }
    }

    /// Transactions read at local, majority or snapshot concern; every level reads the
    /// transaction's snapshot here.
    private static func checkReadConcern(_ value: BSONValue?) throws(DocStreamError) {
        guard let level = value?.documentValue?["level"]?.stringValue else { return }
        guard ["local", "majority", "snapshot"].contains(level) else {
            throw DocStreamError(
                .invalidOptions, "The readConcern level must be either 'local', 'majority' or 'snapshot' in a multi-document transaction, not '\(level)'")
        }
    }

}

/// `{commitTransaction: 1, lsid, txnNumber, autocommit: false}` on admin -> `{ok}`: makes the
/// transaction's writes the store's, all together (`Store.commit`); again after a commit, ok.
enum CommitTransactionCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let (lsid, txnNumber) = try TransactionStatement.session(of: context.arguments)
        let transaction = try context.session.store.transactions.transaction(lsid: lsid, txnNumber: txnNumber)
        try context.session.store.commit(transaction)
        return okReply()
    }
}

/// `{abortTransaction: 1, lsid, txnNumber, autocommit: false}` on admin -> `{ok}`: the
/// transaction ends without a trace; 256 TransactionCommitted after a commit, 251
/// NoSuchTransaction after an abort.
enum AbortTransactionCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let (lsid, txnNumber) = try TransactionStatement.session(of: context.arguments)
        let transaction = try context.session.store.transactions.transaction(lsid: lsid, txnNumber: txnNumber)
        try transaction.checkInProgress(transaction.phase)
        transaction.abort()
        return okReply()
    }
}
