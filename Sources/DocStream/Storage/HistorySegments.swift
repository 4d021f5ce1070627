import DocStreamBSON
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one journal generation holds of the change history: enough to keep the retention
/// and the history's bounds without reading it. Each checkpoint records it for the
/// generations it covers, so that an open leaves those generations unread until a change
/// stream reaches back into them (`ChangeLog.UnloadedHistory`).
struct HistorySegment: Sendable, Equatable {
    var events: Int
    /// What the events cost the log's byte budget (`ChangeRecord.retainedBytes`).
    var bytes: Int
    /// The cluster time of its first event; nil when it holds none.
    var firstTime: BSONTimestamp?
    /// The newest time it holds changes up to: every change after it is in a later generation.
    var lastTime: BSONTimestamp
    /// The wall-clock time of its newest event; nil when it holds none.
    var lastWallTime: BSONDateTime?

    /// The form a checkpoint's header keeps it in.
    func document(generation: Int) -> Document {
        var document: Document = [
            "generation": .int64(Int64(generation)), "events": .int64(Int64(events)), "bytes": .int64(Int64(bytes)),
            "lastTime": .timestamp(lastTime),
        ]
        if let firstTime { document["firstTime"] = .timestamp(firstTime) }
        if let lastWallTime { document["lastWallTime"] = .datetime(lastWallTime) }
        return document
    }

    /// The segment and its generation a checkpoint's header holds; nil when a field is
    /// missing or out of range.
    static func read(_ document: Document) -> (generation: Int, segment: HistorySegment)? {
        guard case .int64(let generation)? = document["generation"], generation >= 0,
            case .int64(let events)? = document["events"], events >= 0,
            case .int64(let bytes)? = document["bytes"], bytes >= 0,
            case .timestamp(let lastTime)? = document["lastTime"]
        else { return nil }
        var firstTime: BSONTimestamp?
        if case .timestamp(let time)? = document["firstTime"] { firstTime = time }
        var lastWallTime: BSONDateTime?
        if case .datetime(let time)? = document["lastWallTime"] { lastWallTime = time }
        guard (events == 0) == (firstTime == nil) else { return nil }
        return (
            Int(generation),
            HistorySegment(
                events: Int(events), bytes: Int(bytes), firstTime: firstTime, lastTime: lastTime, lastWallTime: lastWallTime)
        )
    }
}

/// The journal generations that hold change history, with what each holds: once a checkpoint
/// covers a generation, it stays only while the change log keeps some of its changes (its
/// retention), and goes, oldest first, after that.
struct HistorySegments: Sendable {
    private(set) var segments: [Int: HistorySegment] = [:]
    /// The change log's sequence where the current generation's changes start.
    var currentStart: Int64 = 0

    /// Records what `generation` holds.
    mutating func record(_ generation: Int, _ segment: HistorySegment) {
        segments[generation] = segment
    }

    /// The segments of the generations before `generation`, which a checkpoint of it records.
    func segments(before generation: Int) -> [Int: HistorySegment] {
        segments.filter { $0.key < generation }
    }

    /// Deletes the generations before `generation` whose changes are all older than the
    /// history the log keeps (`lowWater`), oldest first, up to the first one still needed.
    mutating func prune(before generation: Int, lowWater: BSONTimestamp, files: StoreFiles) {
        guard let generations = try? files.journalGenerations() else { return }
        for number in generations where number < generation {
            // A generation without a segment holds no history.
            if let segment = segments[number], segment.lastTime > lowWater { break }
            unlink(files.journal(generation: number).path)
            segments[number] = nil
        }
    }
}
