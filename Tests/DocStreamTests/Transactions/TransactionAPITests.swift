import DocStream
import DocStreamBSON
import Synchronization
import Testing

/// Transactions from Swift, as MongoDB's drivers offer them (the drivers' convenient
/// transactions API: withTransaction, with its retries of transient errors; and a session's
/// startTransaction / commitTransaction / abortTransaction).
@Suite("Transactions: Swift API")
struct TransactionAPITests {
    let client = MongoClient()
    var accounts: MongoCollection { client.database(named: "bank").collection(withName: "accounts") }

    private func balances() async throws -> [BSONValue?] {
        try await accounts.find(filter: [:], options: FindOptions(sorting: [["_id": 1]])).map { $0["balance"] }
    }

    @Test("withTransaction commits every write of its body together; others see none before")
    func commits() async throws {
        _ = try await accounts.insertMany([["_id": "a", "balance": 100], ["_id": "b", "balance": 0]])
        let transferred = try await client.withTransaction { session in
            _ = try await accounts.updateOneDocument(filter: ["_id": "a"], update: ["$inc": ["balance": -30]], session: session)
            #expect(try await accounts.findOneDocument(filter: ["_id": "a"], session: session)?["balance"] == 70)
            #expect(try await accounts.findOneDocument(filter: ["_id": "a"])?["balance"] == 100)
            _ = try await accounts.updateOneDocument(filter: ["_id": "b"], update: ["$inc": ["balance": 30]], session: session)
            return 30
        }
        #expect(transferred == 30)
        #expect(try await balances() == [70, 30])
    }

    @Test("an error in the body aborts the transaction and is rethrown; nothing it wrote stays")
    func abortsOnError() async throws {
        struct ChangedMyMind: Error {}
        _ = try await accounts.insertOne(["_id": "a", "balance": 100])
        await #expect(throws: ChangedMyMind.self) {
            try await client.withTransaction { session in
                _ = try await accounts.insertOne(["_id": "b", "balance": 5], session: session)
                throw ChangedMyMind()
            }
        }
        #expect(try await balances() == [100])
    }

    @Test("a write conflict runs the whole body again, and the second attempt commits")
    func retriesTransientErrors() async throws {
        _ = try await accounts.insertOne(["_id": "a", "balance": 100])
        let attempts = Mutex(0)
        try await client.withTransaction { session in
            let attempt = attempts.withLock {
                $0 += 1
                return $0
            }
            _ = try await accounts.findOneDocument(filter: ["_id": "a"], session: session)
            // Another writer changes the document after the first attempt's snapshot.
            if attempt == 1 { _ = try await accounts.updateOneDocument(filter: ["_id": "a"], update: ["$inc": ["balance": 1]]) }
            _ = try await accounts.updateOneDocument(filter: ["_id": "a"], update: ["$inc": ["balance": -10]], session: session)
        }
        #expect(attempts.withLock { $0 } == 2)
        #expect(try await balances() == [91])
    }

    @Test("typed collections take the session too")
    func typed() async throws {
        struct Account: Codable, Sendable, Equatable {
            var _id: String
            var balance: Int
        }
        let typed = client.database(named: "bank").collection(withName: "accounts", as: Account.self)
        let session = client.startSession()
        try session.startTransaction()
        try await typed.insertOne(Account(_id: "a", balance: 5), session: session)
        #expect(try await typed.find(filter: [:], session: session) == [Account(_id: "a", balance: 5)])
        #expect(try await typed.find(filter: [:]) == [])
        try await session.commitTransaction()
        #expect(try await typed.find(filter: [:]) == [Account(_id: "a", balance: 5)])
    }

    @Test("a session's explicit transaction: start, commit, abort and their errors")
    func explicit() async throws {
        let session = client.startSession()
        await #expect(throws: DocStreamError.self) { try await session.commitTransaction() }
        try session.startTransaction()
        #expect(session.isInTransaction)
        #expect(throws: DocStreamError.self) { try session.startTransaction() }
        _ = try await accounts.insertOne(["_id": "a", "balance": 1], session: session)
        try await session.abortTransaction()
        #expect(try await accounts.count(filter: [:]) == 0)

        try session.startTransaction()
        _ = try await accounts.insertOne(["_id": "a", "balance": 1], session: session)
        try await session.commitTransaction()
        try await session.commitTransaction()
        let afterCommit = await #expect(throws: DocStreamError.self) { try await session.abortTransaction() }
        #expect(afterCommit?.errorCode == .transactionCommitted)
        // An error aborts the transaction; the session's operations then fail until it is ended,
        // instead of running outside it.
        try session.startTransaction()
        _ = try await accounts.insertOne(["_id": "c", "balance": 3], session: session)
        await #expect(throws: DocStreamError.self) { _ = try await accounts.insertOne(["_id": "a"], session: session) }
        let afterError = await #expect(throws: DocStreamError.self) { _ = try await accounts.insertOne(["_id": "d"], session: session) }
        #expect(afterError?.errorCode == .noSuchTransaction)
        try await session.abortTransaction()
        // After the commit or abort, the session's operations run on their own again.
        _ = try await accounts.insertOne(["_id": "b", "balance": 2], session: session)
        #expect(try await balances() == [1, 2])
    }
}
