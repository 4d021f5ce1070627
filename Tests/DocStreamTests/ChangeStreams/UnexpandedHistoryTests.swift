import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// The change log keeps the appends nobody has read as they came and makes their records only
/// when a reader reaches them. What the history holds, what the retention drops and the
/// cluster times it reports are the same as with a record per change.
@Suite("Change streams: history appended while nobody reads")
struct UnexpandedHistoryTests {
    /// Inserts of `ids` in one append, as one write makes them.
    private func insert(_ ids: ClosedRange<Int32>, into log: ChangeLog) -> ChangeStamp {
        let inserts = ids.map { DocumentMutation.insert(["_id": .int32($0)]) }
        let stamp = log.stamp(count: inserts.count)
        log.append(database: "test", entries: .documents(collection: "c", inserts), stamp: stamp)
        return stamp
    }

    private func ids(_ records: [ChangeRecord]) -> [Int32] {
        records.map { record in
            guard case .document(.insert(let document)) = record.kind else { return -1 }
            return document["_id"]?.int32Value ?? -1
        }
    }

    @Test("Appends the retention drops in part, then whole: what is kept reads back in order with its sequences and cluster times; what went is 286")
    func partAndWholeDrops() throws {
        let log = ChangeLog(retention: ChangeLog.Retention(maxEvents: 5))
        let first = insert(1...4, into: log)
        // Eight changes, five kept: the first append's last one and the second's four.
        let second = insert(5...8, into: log)
        // Twelve changes, five kept: what was left of the first append gone whole, the
        // second's last one kept.
        let third = insert(9...12, into: log)
        let lost = #expect(throws: DocStreamError.self) { try log.records(from: 6, limit: 100) }
        #expect(lost?.code == 286)
        let kept = try log.records(from: 7, limit: 100)
        #expect(kept.map(\.sequence) == Array(7...11))
        #expect(ids(kept) == [8, 9, 10, 11, 12])
        #expect(kept.map(\.clusterTime) == [second.clusterTime(at: 3)] + (0...3).map { third.clusterTime(at: $0) })
        #expect(kept.map(\.wallTime) == [second.wallTime] + Array(repeating: third.wallTime, count: 4))
        // The low water is the newest dropped change's time: a stream may start just after it.
        #expect(log.highWaterTime(at: 6) == second.clusterTime(at: 2))
        let early = #expect(throws: DocStreamError.self) {
            try log.sequence(at: second.clusterTime(at: 2), inclusive: true, exactly: false)
        }
        #expect(early?.code == 286)
        #expect(try log.sequence(at: second.clusterTime(at: 3), inclusive: true, exactly: true) == 7)
        #expect(first.clusterTime < second.clusterTime)
    }

    @Test("An unread append the retention drops whole: the low water is its newest change's time")
    func wholeDrop() throws {
        let log = ChangeLog(retention: ChangeLog.Retention(maxEvents: 3))
        let first = insert(1...2, into: log)
        _ = insert(3...5, into: log)
        #expect(log.highWaterTime(at: 1) == first.clusterTime(at: 1))
        let lost = #expect(throws: DocStreamError.self) { try log.sequence(at: first.clusterTime(at: 1), inclusive: true, exactly: false) }
        #expect(lost?.code == 286)
        #expect(try ids(log.records(from: 2, limit: 100)) == [3, 4, 5])
    }

    @Test("Unread appends are dropped by their bytes too: each insert of {_id: int32} costs its 14 bytes and 128")
    func byteBudget() throws {
        let log = ChangeLog(retention: ChangeLog.Retention(maxEvents: 100, maxBytes: 5 * 142))
        _ = insert(1...3, into: log)
        _ = insert(4...6, into: log)
        _ = insert(7...7, into: log)
        // Seven of 142 bytes, five fit: 1 and 2 are dropped, the first append's 3 kept.
        #expect(try ids(log.records(from: 2, limit: 100)) == [3, 4, 5, 6, 7])
        let segment = log.historySegment(of: 0..<7, through: BSONTimestamp(seconds: 0, increment: 0))
        #expect(segment.events == 5 && segment.bytes == 5 * 142)
    }

    @Test("A history segment over records made and appends not yet made: the events, bytes and times of the part in range")
    func segmentAcrossBothForms() throws {
        let log = ChangeLog(retention: ChangeLog.Retention())
        let first = insert(1...4, into: log)
        // Read: the first append's records are made.
        #expect(try log.records(from: 0, limit: 100).count == 4)
        let second = insert(5...8, into: log)
        let last = BSONTimestamp(seconds: 1, increment: 0)
        let across = log.historySegment(of: 2..<6, through: last)
        #expect(across.events == 4 && across.bytes == 4 * 142)
        #expect(across.firstTime == first.clusterTime(at: 2) && across.lastWallTime == second.wallTime && across.lastTime == last)
        let inSecond = log.historySegment(of: 5..<20, through: last)
        #expect(inSecond.events == 3 && inSecond.bytes == 3 * 142 && inSecond.firstTime == second.clusterTime(at: 1))
        #expect(log.historySegment(of: 8..<10, through: last).events == 0)
    }

    @Test("A stream routed after unread appends: the next append's records follow theirs in order, and only it is routed")
    func routedAfterUnread() throws {
        let log = ChangeLog(retention: ChangeLog.Retention())
        _ = insert(1...3, into: log)
        let route = try #require(ChangeRoute(firstMatch: ["fullDocument._id": 4], options: .realm))
        let (from, inbox) = log.route(7, by: route, scope: .collection(try Namespace(database: "test", collection: "c")))
        #expect(from == 3)
        _ = insert(4...5, into: log)
        #expect(log.routePending().isEmpty)
        #expect(try log.records(from: 0, limit: 100).map(\.sequence) == Array(0...4))
        #expect(try ids(log.records(from: 0, limit: 100)) == [1, 2, 3, 4, 5])
        #expect(inbox.take(from: 3).records.map(\.sequence) == [3])
    }
}
