import ArgumentParser
import DocStream
import DocStreamBSON
import Foundation

/// `docstream watch`: a change stream printed as NDJSON, one event per line as it happens,
/// until interrupted. It follows the store's journal read-only, so it runs beside the process
/// that writes the store (`docstream exec --db DIR`, an app) without taking its lock.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Print change events (Extended JSON, one per line) as they happen, until interrupted.",
        discussion: """
            Watches one collection (--collection), or every collection of the database without \
            it. --match filters the events with a query on the event document, --ids keeps the \
            events of the documents with these _ids, --pipeline runs further stages ($match, \
            $project, $addFields, $set, $unset, $replaceRoot, $replaceWith, $redact) over each. \
            --full-document and --full-document-before-change take MongoDB's modes. The stream \
            starts now, or after a resume token (--resume-after, --start-after: an event's _id, \
            as {"_data": ...} or the bare _data), or at a cluster time (--start-at-operation-time \
            T or T,I or {"$timestamp": ...}) within the history the store keeps.

            Each event is written and flushed as it comes. SIGINT or SIGTERM ends the watch \
            (status 0); so does the invalidate event that a drop of the watched collection or \
            database brings. A stream that falls behind the kept history fails with \
            ChangeStreamHistoryLost (286), status 1.

            The store is the directory given with --db (default ./.docstream); it must exist. \
            The watch reads the store's files only, so another process may be writing it. With \
            --uri (or DOCSTREAM_URI) it watches a MongoDB deployment instead.
            """
    )

    @OptionGroup var store: ExistingStoreOptions

    @Option(name: .shortAndLong, help: "The collection to watch (default: every collection of the database).")
    var collection: String?

    @Option(help: "Keep the events that match this query on the event, e.g. '{\"fullDocument.storeNumber\": 42}'.")
    var match: String?

    @Option(parsing: .upToNextOption, help: "Keep the events of the documents with these _ids (ObjectId hex, or Extended JSON values).")
    var ids: [String] = []

    @Option(help: "Stages to run over each event (a JSON array).")
    var pipeline: String?

    @Option(help: "fullDocument on update events: default, updateLookup, whenAvailable or required.")
    var fullDocument: String?

    @Option(help: "fullDocumentBeforeChange: off, whenAvailable or required.")
    var fullDocumentBeforeChange: String?

    @Option(help: "Start after this event's resume token.")
    var resumeAfter: String?

    @Option(help: "Start after this event's resume token, also after an invalidate.")
    var startAfter: String?

    @Option(help: "Start at this cluster time: T, T,I or {\"$timestamp\": {\"t\": T, \"i\": I}}.")
    var startAtOperationTime: String?

    @Flag(help: "Print canonical Extended JSON instead of relaxed.")
    var canonical = false

    func run() throws {
        TerminationSignals.hold([SIGINT, SIGTERM])
        let database = store.database
        let scope: ChangeStreamScope =
            if let collection {
                .collection(try Namespace(database: database, collection: collection))
            } else {
                .database(database)
            }
        let stages = try self.stages()
        let watcher: ChangeStreamWatcher
        if let uri = store.deploymentURI {
            watcher = try Self.deploymentWatcher(uri: uri, scope: scope, options: try deploymentOptions(), pipeline: stages)
        } else {
            let options = try ChangeStreamOptions(try specification())
            watcher = try ChangeStreamWatcher(store: try store.follower(), scope: scope, options: options, pipeline: stages)
        }

        // A signal closes the stream; the loop below then ends and the command returns.
        signal(SIGPIPE, SIG_IGN)
        let signals = TerminationSignals([SIGINT, SIGTERM]) { _ in watcher.close() }
        defer { withExtendedLifetime(signals) {} }
        StandardError.write("Watching \(collection.map { "\(database).\($0)" } ?? database); stop with Ctrl-C.")

        let format: ExtendedJSONFormat = canonical ? .canonical : .relaxed
        while !watcher.isFinished {
            guard let event = try watcher.next(waitingUpTo: .seconds(1)) else { continue }
            do {
                try FileHandle.standardOutput.write(contentsOf: Data((event.extendedJSON(format) + "\n").utf8))
            } catch {
                // Whoever read the events is gone.
                return
            }
        }
    }

    /// The change stream of a deployment, through the Swift API's deployment client: the
    /// driver resumes it after a lost connection.
    private static func deploymentWatcher(
        uri: String, scope: ChangeStreamScope, options: ChangeStreamOptions, pipeline: [Document]
    ) throws -> ChangeStreamWatcher {
        let client = try DeploymentOption.client(uri: uri)
        return switch scope {
        case .collection(let namespace):
            try client.database(named: namespace.database).collection(withName: namespace.collection).watch(pipeline: pipeline, options: options)
        case .database(let name):
            try client.database(named: name).watch(pipeline: pipeline, options: options)
        case .client:
            try client.watch(pipeline: pipeline, options: options)
        }
    }

    /// The options for a deployment's stream: as on a store, but resume tokens are the
    /// deployment's own, kept whole.
    private func deploymentOptions() throws -> ChangeStreamOptions {
        var specification = try self.specification()
        let resumeAfter = specification.removeValue(forKey: "resumeAfter")
        let startAfter = specification.removeValue(forKey: "startAfter")
        var options = try ChangeStreamOptions(specification)
        options.resumeAfter = try resumeAfter.map { (token) throws in try Self.deploymentToken(token, option: "--resume-after") }
        options.startAfter = try startAfter.map { (token) throws in try Self.deploymentToken(token, option: "--start-after") }
        return options
    }

    private static func deploymentToken(_ token: BSONValue, option: String) throws -> ResumeToken {
        guard case .document(let document) = token else { throw CommandFailure(.invalidResumeToken, "a resume token is a document", at: option) }
        return try CommandFailure.naming(option) { try ResumeToken(deploymentToken: document) }
    }

    /// The `$changeStream` stage's argument, so its checks and errors are MongoDB's.
    private func specification() throws -> Document {
        var specification: Document = [:]
        if let fullDocument { specification["fullDocument"] = .string(fullDocument) }
        if let fullDocumentBeforeChange { specification["fullDocumentBeforeChange"] = .string(fullDocumentBeforeChange) }
        if let resumeAfter { specification["resumeAfter"] = try Self.token(resumeAfter, option: "--resume-after") }
        if let startAfter { specification["startAfter"] = try Self.token(startAfter, option: "--start-after") }
        if let startAtOperationTime {
            specification["startAtOperationTime"] = try Self.timestamp(startAtOperationTime)
        }
        return specification
    }

    private func stages() throws -> [Document] {
        var stages: [Document] = []
        if !ids.isEmpty {
            stages.append(["$match": ["documentKey._id": ["$in": .array(try ids.map(Self.idValue))]]])
        }
        if let match {
            stages.append(["$match": .document(try CommandFailure.naming("--match") { try ExtendedJSON.parseValue(match) }.documentValue ?? [:])])
        }
        if let pipeline {
            guard case .array(let elements) = try CommandFailure.naming("--pipeline", { try ExtendedJSON.parseValue(pipeline) }) else {
                throw CommandFailure(.typeMismatch("expected a JSON array of stages", at: "--pipeline"))
            }
            for element in elements {
                guard case .document(let stage) = element else { throw CommandFailure(.typeMismatch("each stage must be an object", at: "--pipeline")) }
                stages.append(stage)
            }
        }
        return stages
    }

    /// A 24-digit hex ObjectId, else an Extended JSON value, else the text as a string.
    private static func idValue(_ text: String) throws -> BSONValue {
        if let id = ObjectId(text) { return .objectId(id) }
        return (try? ExtendedJSON.parseValue(text)) ?? .string(text)
    }

    /// `{"_data": "..."}` or the bare `_data` string.
    private static func token(_ text: String, option: String) throws -> BSONValue {
        if text.hasPrefix("{") { return try CommandFailure.naming(option) { try ExtendedJSON.parseValue(text) } }
        return .document(["_data": .string(text)])
    }

    /// `T`, `T,I` or Extended JSON `{"$timestamp": {"t": T, "i": I}}`.
    private static func timestamp(_ text: String) throws -> BSONValue {
        if text.hasPrefix("{") { return try CommandFailure.naming("--start-at-operation-time") { try ExtendedJSON.parseValue(text) } }
        let parts = text.split(separator: ",").map { UInt32($0.trimmingCharacters(in: .whitespaces)) }
        guard (1...2).contains(parts.count), let seconds = parts[0], let increment = parts.count == 2 ? parts[1] : 0 else {
            throw CommandFailure(.badValue("expected T, T,I or {\"$timestamp\": {\"t\": T, \"i\": I}}, not \(text)", at: "--start-at-operation-time"))
        }
        return .timestamp(BSONTimestamp(seconds: seconds, increment: increment))
    }
}
