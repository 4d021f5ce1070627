import DocStreamBSON
import Foundation
import Synchronization
import Testing

@testable import DocStream

/// The LMDB wrapper: values in and out without copies, cursors over key ranges both ways,
/// transactions that abort or commit whole, data that outlives the environment, and LMDB's
/// limits (a full map, every reader slot taken) and misuse reported as errors, not crashes.
@Suite("Storage: LMDB")
struct LMDBTests {
    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    private static func text(_ buffer: UnsafeRawBufferPointer?) -> String? {
        buffer.map { String(decoding: $0, as: UTF8.self) }
    }

    private static func open(_ directory: borrowing TemporaryDirectory, mapSize: Int = 1 << 24, maxReaders: Int = 126) throws -> LMDBEnvironment {
        try LMDBEnvironment(directory: directory.url, options: .init(mapSize: mapSize, maxDatabases: 4, maxReaders: maxReaders))
    }

    /// The keys of `range` in `database`, read with a cursor, in the order it visits them.
    private static func keys(
        _ environment: LMDBEnvironment, _ database: LMDBDatabase, _ range: LMDBKeyRange = .all, reverse: Bool = false, limit: Int = .max
    ) throws -> [String] {
        try environment.read { transaction throws(DocStreamError) in
            try transaction.withCursor(on: database) { cursor throws(DocStreamError) in
                var keys: [String] = []
                try cursor.visitEntries(in: range, reverse: reverse) { entry in
                    keys.append(text(entry.key)!)
                    return keys.count < limit
                }
                return keys
            }
        }
    }

    @Test("Values go in and come back as LMDB holds them; overwrite, keep and delete")
    func putGetDelete() throws {
        let directory = try TemporaryDirectory()
        let environment = try Self.open(directory)
        let drinks = try environment.write { transaction throws(DocStreamError) in try transaction.openDatabase(named: "drinks") }
        try environment.write { transaction throws(DocStreamError) in
            try transaction.put(Self.bytes("flat white"), for: Self.bytes("a"), in: drinks)
            try transaction.put(Self.bytes("latte"), for: Self.bytes("b"), in: drinks)
            try transaction.put([], for: Self.bytes("empty"), in: drinks)
            // Inside the transaction its own writes are visible.
            #expect(try Self.text(transaction.get(Self.bytes("b"), in: drinks)) == "latte")
        }
        try environment.write { transaction throws(DocStreamError) in
            #expect(try transaction.put(Self.bytes("mocha"), for: Self.bytes("a"), in: drinks, overwrite: false) == false)
            #expect(try transaction.put(Self.bytes("cortado"), for: Self.bytes("b"), in: drinks) == true)
            #expect(try transaction.delete(Self.bytes("missing"), in: drinks) == false)
            #expect(try transaction.delete(Self.bytes("empty"), in: drinks) == true)
        }
        try environment.read { transaction throws(DocStreamError) in
            #expect(try Self.text(transaction.get(Self.bytes("a"), in: drinks)) == "flat white")
            #expect(try Self.text(transaction.get(Self.bytes("b"), in: drinks)) == "cortado")
            #expect(try transaction.get(Self.bytes("empty"), in: drinks) == nil)
            #expect(try transaction.get(Self.bytes("c"), in: drinks) == nil)
            // A read points into the map: the same bytes twice are at the same address.
            let first = try transaction.get(Self.bytes("a"), in: drinks)
            let second = try transaction.get(Self.bytes("a"), in: drinks)
            #expect(first?.baseAddress != nil && first?.baseAddress == second?.baseAddress)
        }
    }

    @Test("A cursor walks a key range forward and backward, bounds inclusive or exclusive, and seeks the first key at or after one")
    func ranges() throws {
        let directory = try TemporaryDirectory()
        let environment = try Self.open(directory)
        let numbers = try environment.write { transaction throws(DocStreamError) in try transaction.openDatabase(named: "numbers") }
        // Written out of order: LMDB keeps them sorted by their bytes.
        try environment.write { transaction throws(DocStreamError) in
            for n in [7, 3, 9, 1, 5] { try transaction.put(Self.bytes("value \(n)"), for: Self.bytes("k\(n)"), in: numbers) }
        }
        #expect(try Self.keys(environment, numbers) == ["k1", "k3", "k5", "k7", "k9"])
        #expect(try Self.keys(environment, numbers, reverse: true) == ["k9", "k7", "k5", "k3", "k1"])
        let k3ToK7 = LMDBKeyRange(lower: .inclusive(Self.bytes("k3")), upper: .exclusive(Self.bytes("k7")))
        #expect(try Self.keys(environment, numbers, k3ToK7) == ["k3", "k5"])
        #expect(try Self.keys(environment, numbers, k3ToK7, reverse: true) == ["k5", "k3"])
        let afterK3ThroughK7 = LMDBKeyRange(lower: .exclusive(Self.bytes("k3")), upper: .inclusive(Self.bytes("k7")))
        #expect(try Self.keys(environment, numbers, afterK3ThroughK7) == ["k5", "k7"])
        #expect(try Self.keys(environment, numbers, afterK3ThroughK7, reverse: true) == ["k7", "k5"])
        // Bounds between keys and beyond both ends.
        let between = LMDBKeyRange(lower: .inclusive(Self.bytes("k2")), upper: .inclusive(Self.bytes("k8")))
        #expect(try Self.keys(environment, numbers, between) == ["k3", "k5", "k7"])
        #expect(try Self.keys(environment, numbers, between, reverse: true) == ["k7", "k5", "k3"])
        let fromK6 = LMDBKeyRange(lower: .exclusive(Self.bytes("k6")), upper: .exclusive(Self.bytes("z")))
        #expect(try Self.keys(environment, numbers, fromK6, reverse: true) == ["k9", "k7"])
        #expect(try Self.keys(environment, numbers, LMDBKeyRange(upper: .exclusive(Self.bytes("k1")))) == [])
        #expect(try Self.keys(environment, numbers, LMDBKeyRange(lower: .exclusive(Self.bytes("k9"))), reverse: true) == [])
        #expect(try Self.keys(environment, numbers, reverse: true, limit: 2) == ["k9", "k7"])

        try environment.read { transaction throws(DocStreamError) in
            try transaction.withCursor(on: numbers) { cursor throws(DocStreamError) in
                #expect(try Self.text(cursor.seek(atLeast: Self.bytes("k4"))?.key) == "k5")
                #expect(try Self.text(cursor.seek(atLeast: Self.bytes("k5"))?.value) == "value 5")
                #expect(try Self.text(cursor.next()?.key) == "k7")
                #expect(try Self.text(cursor.previous()?.key) == "k5")
                #expect(try cursor.seek(atLeast: Self.bytes("k91")) == nil)
                #expect(try Self.text(cursor.seek(atLeast: [])?.key) == "k1")
                #expect(try cursor.previous() == nil)
                #expect(try Self.text(cursor.last()?.key) == "k9")
                #expect(try cursor.next() == nil)
            }
        }
    }

    @Test("Integer keys order as numbers; a duplicate-sorted key keeps its values in order, walked both ways")
    func integerKeysAndDuplicates() throws {
        let directory = try TemporaryDirectory()
        let environment = try Self.open(directory)
        let (byNumber, tags) = try environment.write { transaction throws(DocStreamError) in
            (
                try transaction.openDatabase(named: "byNumber", flags: .integerKey),
                try transaction.openDatabase(named: "tags", flags: .duplicateSort)
            )
        }
        func key(_ n: UInt64) -> [UInt8] { withUnsafeBytes(of: n) { Array($0) } }
        try environment.write { transaction throws(DocStreamError) in
            // 256 before 2 in memcmp order of little-endian bytes; after it as numbers.
            for n: UInt64 in [256, 2, 1] { try transaction.put(Self.bytes("\(n)"), for: key(n), in: byNumber) }
            for tag in ["sweet", "hot", "milky"] { try transaction.put(Self.bytes(tag), for: Self.bytes("latte"), in: tags) }
            try transaction.put(Self.bytes("iced"), for: Self.bytes("frappe"), in: tags)
            try transaction.put(Self.bytes("strong"), for: Self.bytes("ristretto"), in: tags)
        }
        let values = { (database: LMDBDatabase, range: LMDBKeyRange, reverse: Bool) throws -> [String] in
            try environment.read { transaction throws(DocStreamError) in
                try transaction.withCursor(on: database) { cursor throws(DocStreamError) in
                    var values: [String] = []
                    try cursor.visitEntries(in: range, reverse: reverse) { entry in
                        values.append(Self.text(entry.value)!)
                        return true
                    }
                    return values
                }
            }
        }
        #expect(try values(byNumber, .all, false) == ["1", "2", "256"])
        #expect(try values(byNumber, LMDBKeyRange(lower: .exclusive(key(1)), upper: .inclusive(key(256))), true) == ["256", "2"])
        #expect(try values(tags, .all, false) == ["iced", "hot", "milky", "sweet", "strong"])
        let latte = LMDBKeyRange(lower: .inclusive(Self.bytes("latte")), upper: .inclusive(Self.bytes("latte")))
        #expect(try values(tags, latte, false) == ["hot", "milky", "sweet"])
        #expect(try values(tags, latte, true) == ["sweet", "milky", "hot"])
        let afterLatte = LMDBKeyRange(lower: .exclusive(Self.bytes("latte")))
        #expect(try values(tags, afterLatte, false) == ["strong"])
        #expect(try values(tags, LMDBKeyRange(upper: .exclusive(Self.bytes("latte"))), true) == ["iced"])
        #expect(try values(tags, LMDBKeyRange(upper: .inclusive(Self.bytes("latte"))), true) == ["sweet", "milky", "hot", "iced"])

        try environment.write { transaction throws(DocStreamError) in
            #expect(try transaction.delete(Self.bytes("latte"), value: Self.bytes("milky"), in: tags))
            #expect(try Self.text(transaction.get(Self.bytes("latte"), in: tags)) == "hot")
        }
        #expect(try values(tags, latte, false) == ["hot", "sweet"])
        try environment.write { transaction throws(DocStreamError) in _ = try transaction.delete(Self.bytes("latte"), in: tags) }
        #expect(try values(tags, .all, false) == ["iced", "strong"])
    }

    @Test("An aborted, dropped or failed write transaction leaves nothing behind")
    func abortLeavesNothing() throws {
        let directory = try TemporaryDirectory()
        let environment = try Self.open(directory)
        let database = try environment.write { transaction throws(DocStreamError) in try transaction.openDatabase(named: "orders") }
        try environment.write { transaction throws(DocStreamError) in try transaction.put(Self.bytes("kept"), for: Self.bytes("a"), in: database) }

        let aborted = try environment.beginTransaction(readOnly: false)
        try aborted.put(Self.bytes("changed"), for: Self.bytes("a"), in: database)
        try aborted.put(Self.bytes("new"), for: Self.bytes("b"), in: database)
        aborted.abort()

        do {
            let dropped = try environment.beginTransaction(readOnly: false)
            try dropped.put(Self.bytes("new"), for: Self.bytes("c"), in: database)
        }

        let failure = DocStreamError.badValue("stop")
        let error = #expect(throws: DocStreamError.self) {
            try environment.write { transaction throws(DocStreamError) in
                try transaction.delete(Self.bytes("a"), in: database)
                throw failure
            }
        }
        #expect(error == failure)

        #expect(try Self.keys(environment, database) == ["a"])
        #expect(try environment.read { transaction throws(DocStreamError) in try Self.text(transaction.get(Self.bytes("a"), in: database)) } == "kept")
        // The writer's lock was let go each time: an explicit commit goes through.
        let committed = try environment.beginTransaction(readOnly: false)
        try committed.put(Self.bytes("new"), for: Self.bytes("b"), in: database)
        try committed.commit()
        #expect(try Self.keys(environment, database) == ["a", "b"])
    }

    @Test("Data outlives the environment: closed and opened again, in a directory and in a single file")
    func reopen() throws {
        let directory = try TemporaryDirectory()
        let options = LMDBEnvironment.Options(mapSize: 1 << 24, maxDatabases: 2)
        for (url, isFile) in [(directory.file("env"), false), (directory.file("single.lmdb"), true)] {
            func open() throws -> LMDBEnvironment {
                isFile ? try LMDBEnvironment(file: url, options: options) : try LMDBEnvironment(directory: url, options: options)
            }
            let environment = try open()
            let database = try environment.write { transaction throws(DocStreamError) in try transaction.openDatabase(named: "drinks") }
            try environment.write { transaction throws(DocStreamError) in try transaction.put(Self.bytes("espresso"), for: Self.bytes("1"), in: database) }
            environment.close()

            let reopened = try open()
            let again = try reopened.write { transaction throws(DocStreamError) in try transaction.openDatabase(named: "drinks") }
            #expect(try reopened.read { transaction throws(DocStreamError) in try Self.text(transaction.get(Self.bytes("1"), in: again)) } == "espresso")
            reopened.close()
        }
        #expect(FileManager.default.fileExists(atPath: directory.file("env/data.mdb").path))
        #expect(FileManager.default.fileExists(atPath: directory.file("single.lmdb").path))
        #expect(FileManager.default.fileExists(atPath: directory.file("single.lmdb-lock").path))
    }

    @Test("A full map is 14031 OutOfDiskSpace naming MDB_MAP_FULL and the path; a larger map size takes the write")
    func mapFull() throws {
        let directory = try TemporaryDirectory()
        let environment = try Self.open(directory, mapSize: 64 * 4096)
        let database = try environment.write { transaction throws(DocStreamError) in try transaction.openDatabase(named: "blobs") }
        let blob = [UInt8](repeating: 0xAB, count: 3000)
        var written = 0
        var failure: DocStreamError?
        while failure == nil && written < 1000 {
            do {
                try environment.write { transaction throws(DocStreamError) in try transaction.put(blob, for: Self.bytes("blob \(written)"), in: database) }
                written += 1
            } catch {
                failure = error
            }
        }
        let error = try #require(failure)
        #expect(written > 10)
        #expect(error.codeName == "OutOfDiskSpace")
        // LMDB runs out of pages while putting or, writing the free list, while committing.
        #expect(error.message.hasPrefix("mdb_put failed: ") || error.message.hasPrefix("mdb_txn_commit failed: "))
        #expect(
            error.message.hasSuffix(
                " failed: MDB_MAP_FULL: Environment mapsize limit reached (-30792); the transaction was aborted: set a larger map size and retry"))
        #expect(error.location == directory.url.path)

        // What was committed is all there, and the environment still reads and writes.
        #expect(try Self.keys(environment, database).count == written)
        let misuse = #expect(throws: DocStreamError.self) {
            let open = try environment.beginTransaction(readOnly: true)
            try environment.setMapSize(1 << 24)
            open.abort()
        }
        #expect(misuse?.message == "the map size cannot change while 1 transactions are open")
        try environment.setMapSize(1 << 24)
        #expect(try environment.mapSize == 1 << 24)
        try environment.write { transaction throws(DocStreamError) in try transaction.put(blob, for: Self.bytes("blob \(written)"), in: database) }
        #expect(try Self.keys(environment, database).count == written + 1)
    }

    /// Another program cuts the data file short while a read is inside the map, past every
    /// length check made before it: unguarded, the read of a lost page stops the process with
    /// SIGBUS. The map's guard puts a page of zeros in its place instead; the read and
    /// everything after it are refused, nothing is written over the damage, another
    /// environment's reads go on, and the file is refused at the next open as cut short.
    @Test(
        "A data file cut short during a read is 301 DataCorruptionDetected, not SIGBUS; later reads and writes are refused and write nothing; other environments carry on"
    )
    func cutDuringRead() throws {
        let directory = try TemporaryDirectory()
        let dataFile = directory.url.appendingPathComponent("data.mdb").path
        let environment = try Self.open(directory)
        // A resized map moves: its guard follows it.
        try environment.setMapSize(1 << 25)
        let drinks = try environment.write { transaction throws(DocStreamError) in try transaction.openDatabase(named: "drinks") }
        let value = [UInt8](repeating: 0x5A, count: 1000)
        try environment.write { transaction throws(DocStreamError) in
            for number in 0..<2000 { _ = try transaction.put(value, for: Self.bytes("drink \(number)"), in: drinks) }
        }
        let otherDirectory = try TemporaryDirectory()
        let other = try Self.open(otherDirectory)
        let teas = try other.write { transaction throws(DocStreamError) in try transaction.openDatabase(named: "teas") }
        try other.write { transaction throws(DocStreamError) in try transaction.put(Self.bytes("sencha"), for: Self.bytes("1"), in: teas) }

        let cutLength = 3 * 4096
        let failure = #expect(throws: DocStreamError.self) {
            try environment.read { transaction throws(DocStreamError) in
                #expect(truncate(dataFile, off_t(cutLength)) == 0)
                var total = 0
                try transaction.withCursor(on: drinks) { cursor throws(DocStreamError) in
                    try cursor.visitEntries(in: .all, reverse: false) { entry in
                        total += entry.value.reduce(0) { $0 + Int($1) }
                        return true
                    }
                }
                return total
            }
        }
        #expect(failure?.codeName == "DataCorruptionDetected")
        #expect(failure?.message.hasPrefix("the data file was cut short while it was being read") == true, "\(String(describing: failure))")
        #expect(failure?.location == dataFile)

        let later = #expect(throws: DocStreamError.self) {
            try environment.read { transaction throws(DocStreamError) in try transaction.get(Self.bytes("drink 1"), in: drinks).map { Array($0) } }
        }
        #expect(later?.message == failure?.message)
        #expect(throws: DocStreamError.self) {
            try environment.write { transaction throws(DocStreamError) in try transaction.put(value, for: Self.bytes("drink 2000"), in: drinks) }
        }
        let length = try #require(try FileManager.default.attributesOfItem(atPath: dataFile)[.size] as? Int)
        #expect(length == cutLength, "a refused write wrote to the cut file")

        #expect(try other.read { transaction throws(DocStreamError) in try Self.text(transaction.get(Self.bytes("1"), in: teas)) } == "sencha")
        environment.close()
        let reopened = #expect(throws: DocStreamError.self) { _ = try Self.open(directory) }
        #expect(reopened?.codeName == "DataCorruptionDetected")
        #expect(reopened?.message.hasPrefix("the data file is cut short: \(cutLength) bytes") == true, "\(String(describing: reopened))")
    }

    @Test("A read transaction keeps its snapshot while another thread commits")
    func readerSnapshot() throws {
        let directory = try TemporaryDirectory()
        let environment = try Self.open(directory)
        let database = try environment.write { transaction throws(DocStreamError) in try transaction.openDatabase(named: "prices") }
        try environment.write { transaction throws(DocStreamError) in try transaction.put(Self.bytes("3.10"), for: Self.bytes("latte"), in: database) }

        let readerHasSnapshot = DispatchSemaphore(value: 0)
        let writerCommitted = DispatchSemaphore(value: 0)
        let readerDone = DispatchSemaphore(value: 0)
        let seen = Mutex<[String]>([])
        let reader = Thread {
            defer { readerDone.signal() }
            do {
                let transaction = try environment.beginTransaction(readOnly: true)
                let before = try Self.text(transaction.get(Self.bytes("latte"), in: database)) ?? "none"
                readerHasSnapshot.signal()
                writerCommitted.wait()
                let after = try Self.text(transaction.get(Self.bytes("latte"), in: database)) ?? "none"
                let added = try Self.text(transaction.get(Self.bytes("mocha"), in: database)) ?? "none"
                seen.withLock { $0 = [before, after, added] }
            } catch {
                readerHasSnapshot.signal()
                seen.withLock { $0 = ["\(error)"] }
            }
        }
        reader.start()
        readerHasSnapshot.wait()
        try environment.write { transaction throws(DocStreamError) in
            try transaction.put(Self.bytes("3.40"), for: Self.bytes("latte"), in: database)
            try transaction.put(Self.bytes("3.60"), for: Self.bytes("mocha"), in: database)
        }
        writerCommitted.signal()
        readerDone.wait()
        #expect(seen.withLock { $0 } == ["3.10", "3.10", "none"])
        // A transaction begun after the commit sees it.
        #expect(try environment.read { transaction throws(DocStreamError) in try Self.text(transaction.get(Self.bytes("latte"), in: database)) } == "3.40")
    }

    /// Begins read transactions, each held while the next begins, until one fails; returns
    /// how many began and the failure.
    private static func beginReaders(_ environment: LMDBEnvironment, limit: Int) -> (began: Int, error: DocStreamError?) {
        guard limit > 0 else { return (0, nil) }
        let transaction: LMDBTransaction
        do {
            transaction = try environment.beginTransaction(readOnly: true)
        } catch {
            return (0, error)
        }
        let rest = beginReaders(environment, limit: limit - 1)
        transaction.abort()
        return (rest.began + 1, rest.error)
    }

    @Test("Every reader slot taken is 46 LockBusy; a slot let go is taken again")
    func readersFull() throws {
        let directory = try TemporaryDirectory()
        // LMDB rounds the reader table up to whole pages: a few dozen slots, not 1.
        let environment = try Self.open(directory, maxReaders: 1)
        let (began, error) = Self.beginReaders(environment, limit: 1000)
        #expect(began >= 1 && began < 1000)
        #expect(error?.codeName == "LockBusy")
        #expect(error?.message.hasPrefix("mdb_txn_begin (read-only) failed: MDB_READERS_FULL: Environment maxreaders limit reached (-30790)") == true)
        #expect(Self.beginReaders(environment, limit: began).error == nil)
    }

    @Test("Closing with a transaction open lets it finish first; a closed environment refuses work with an error")
    func closedEnvironment() throws {
        let directory = try TemporaryDirectory()
        let environment = try Self.open(directory)
        let database = try environment.write { transaction throws(DocStreamError) in try transaction.openDatabase(named: "drinks") }
        let open = try environment.beginTransaction(readOnly: false)
        environment.close()
        try open.put(Self.bytes("ristretto"), for: Self.bytes("r"), in: database)
        try open.commit()

        let closed = DocStreamError(.internalError, "the LMDB environment is closed", location: directory.url.path)
        #expect(throws: closed) { try environment.read { _ throws(DocStreamError) in } }
        #expect(throws: closed) { try environment.write { _ throws(DocStreamError) in } }
        #expect(throws: closed) { try environment.setMapSize(1 << 25) }
        #expect(throws: closed) { _ = try environment.mapSize }
        environment.close()

        // What the closing transaction committed is there.
        let reopened = try Self.open(directory)
        let again = try reopened.write { transaction throws(DocStreamError) in try transaction.openDatabase(named: "drinks") }
        #expect(try reopened.read { transaction throws(DocStreamError) in try Self.text(transaction.get(Self.bytes("r"), in: again)) } == "ristretto")
    }

    @Test("LMDB's refusals and the wrapper's misuse checks are errors naming the code and the path")
    func refusals() throws {
        let directory = try TemporaryDirectory()
        let environment = try Self.open(directory)
        let database = try environment.write { transaction throws(DocStreamError) in try transaction.openDatabase(named: "drinks") }

        let tooLong = #expect(throws: DocStreamError.self) {
            try environment.write { transaction throws(DocStreamError) in
                try transaction.put(Self.bytes("x"), for: [UInt8](repeating: 1, count: 512), in: database)
            }
        }
        #expect(tooLong?.message == "a key of 512 bytes: LMDB takes keys of 1 to 511 bytes")
        #expect(tooLong?.location == directory.url.path)
        #expect(throws: DocStreamError.self) { try environment.read { transaction throws(DocStreamError) in try transaction.get([], in: database) } }

        let incompatible = #expect(throws: DocStreamError.self) {
            try environment.write { transaction throws(DocStreamError) in try transaction.openDatabase(named: "drinks", flags: .duplicateSort) }
        }
        let incompatibleText = "mdb_dbi_open 'drinks' failed: MDB_INCOMPATIBLE: Operation and DB incompatible, or DB flags changed (-30784)"
        #expect(incompatible?.message == incompatibleText)

        let tooMany = #expect(throws: DocStreamError.self) {
            try environment.write { transaction throws(DocStreamError) in
                for n in 0..<5 { _ = try transaction.openDatabase(named: "d\(n)") }
            }
        }
        #expect(tooMany?.message.contains("MDB_DBS_FULL") == true)

        let readOnly = DocStreamError(.internalError, "a read-only transaction cannot write", location: directory.url.path)
        #expect(throws: readOnly) { try environment.read { transaction throws(DocStreamError) in try transaction.put([1], for: [1], in: database) } }
        #expect(throws: readOnly) { try environment.read { transaction throws(DocStreamError) in try transaction.delete([1], in: database) } }
        #expect(throws: DocStreamError.self) { try environment.read { transaction throws(DocStreamError) in try transaction.openDatabase(named: "drinks") } }

        let notLMDB = directory.file("not-lmdb")
        try Data(repeating: 0x42, count: 16384).write(to: notLMDB)
        let underAFile = #expect(throws: DocStreamError.self) {
            try LMDBEnvironment(directory: notLMDB.appendingPathComponent("env"), options: .init(mapSize: 1 << 20))
        }
        #expect(underAFile?.codeName == "FileStreamFailed")
        #expect(underAFile?.location == notLMDB.appendingPathComponent("env").path)
        let invalid = #expect(throws: DocStreamError.self) {
            try LMDBEnvironment(file: notLMDB, options: .init(mapSize: 1 << 20))
        }
        #expect(invalid?.codeName == "DataCorruptionDetected")
        #expect(invalid?.message == "mdb_env_open failed: MDB_INVALID: File is not an LMDB file (-30793)")
        #expect(invalid?.location == notLMDB.path)

        // Opened again from the file, where LMDB compares the flags itself.
        environment.close()
        let reopened = try Self.open(directory)
        let stillIncompatible = #expect(throws: DocStreamError.self) {
            try reopened.write { transaction throws(DocStreamError) in try transaction.openDatabase(named: "drinks", flags: .integerKey) }
        }
        #expect(stillIncompatible?.message == incompatibleText)
    }
}
