import DocStreamBSON
import Foundation
import Synchronization
import Testing

@testable import DocStream

/// MongoDB's nesting limit for stored documents, on every write path, and what follows from
/// it: nothing acknowledged that a restart cannot read back.
///
/// The limit and the counting come from MongoDB's manual (Limits and Thresholds, "Nested Depth
/// for BSON Documents": no more than 100 levels) and its server tests
/// (jstests/noPassthrough/max_bson_depth_parameter.js: with a user depth limit of 1, `{a: {}}`
/// is stored and `{a: {b: 1}}` is refused with Overflow, by insert and by `$set` alike); the
/// messages are those of insert.cpp and storage_validation.cpp.
@Suite("Nesting depth of stored documents", .timeLimit(.minutes(10)))
struct NestingDepthTests {
    static let insertMessage = "cannot insert document because it exceeds 100 levels of nesting"
    static let updateMessage = "Document exceeds maximum nesting depth of 100"
    static let insertOverflow = DocStreamError(.overflow, insertMessage)
    static let updateOverflow = DocStreamError(.overflow, updateMessage)

    /// `{d: {d: ... {leaf: 1}}}` whose deepest field is at `levels`.
    static func nested(_ levels: Int, leaf: BSONValue = 1) -> Document {
        var document: Document = ["leaf": leaf]
        for _ in 1..<levels { document = ["d": .document(document)] }
        return document
    }

    private func contents(_ store: Store) throws -> [String: [Document]] {
        var all: [String: [Document]] = [:]
        for name in store.collectionNames(in: "test") {
            all[name] = Array(try #require(try store.snapshot(Namespace(database: "test", collection: name))).documents)
        }
        return all
    }

    /// The write error of a reply (`writeErrors[0]`), or the reply itself for a command error.
    private func error(of reply: Document) -> (code: BSONValue?, message: BSONValue?) {
        if case .array(let errors)? = reply["writeErrors"], case .document(let first)? = errors.first {
            return (first["code"], first["errmsg"])
        }
        return (reply["code"], reply["errmsg"])
    }

    @Test("Depth counts the levels of fields, as MongoDB does: empty documents and arrays add none")
    func depthCounting() {
        #expect(Document().nestingDepth == 0)
        #expect((["a": 1] as Document).nestingDepth == 1)
        #expect((["a": [:]] as Document).nestingDepth == 1)
        #expect((["a": []] as Document).nestingDepth == 1)
        #expect((["a": ["b": 1]] as Document).nestingDepth == 2)
        #expect((["a": [1]] as Document).nestingDepth == 2)
        #expect((["a": [[]]] as Document).nestingDepth == 2)
        #expect((["a": 1, "b": ["c": ["d": [1, ["e": 2]]]], "f": 3] as Document).nestingDepth == 5)
        #expect(Self.nested(100).nestingDepth == 100)
    }

    @Test("The size shortcut answers as the walk does, at the boundary and around it")
    func sizeShortcutAgreesWithWalk() {
        for levels in [1, 2, 99, 100, 101, 102, 250] {
            for padding in [0, 1, 700, 5_000] {
                var document = Self.nested(levels, leaf: .string(String(repeating: "x", count: padding)))
                document["_id"] = 1
                for limit in [0, 1, 50, 100, 101, 200] {
                    #expect(document.nests(deeperThan: limit) == (document.nestingDepth > limit), "levels \(levels), padding \(padding), limit \(limit)")
                }
            }
        }
        // The smallest document of 101 levels has empty keys and a null leaf: 707 bytes.
        var smallest: Document = ["": .null]
        for _ in 1..<101 { smallest = ["": .document(smallest)] }
        #expect(smallest.bytes.count == 707)
        #expect(smallest.nests(deeperThan: 100))
    }

    @Test("Inserts of 100 levels are stored, of 101 refused with 15 Overflow, and a restart reads back exactly what was acknowledged")
    func insertLimit() throws {
        let directory = try TemporaryDirectory()
        let acknowledged: [String: [Document]]
        do {
            let session = CommandSession(store: try Store(directory: directory.url))
            var atLimit = Self.nested(100)
            atLimit["_id"] = 1
            var overLimit = Self.nested(101)
            overLimit["_id"] = 2
            var deep = Self.nested(199)
            deep["_id"] = 3
            let reply = session.run(["insert": "deep", "documents": [.document(atLimit), .document(overLimit), .document(deep)], "ordered": false])
            #expect(reply["n"] == .int32(1))
            guard case .array(let errors)? = reply["writeErrors"] else {
                Issue.record("no writeErrors in \(reply)")
                return
            }
            #expect(errors.count == 2)
            for (index, error) in zip([1, 2], errors) {
                #expect(error.documentValue?["index"] == .int32(Int32(index)))
                #expect(error.documentValue?["code"] == .int32(15))
                #expect(error.documentValue?["errmsg"] == .string(Self.insertMessage))
            }
            acknowledged = try contents(session.store)
            #expect(acknowledged["deep"]?.map { $0["_id"] } == [1])
        }
        #expect(try contents(Store(directory: directory.url)) == acknowledged)
    }

    @Test("A $set that would nest a stored document past 100 levels is refused and changes nothing, also after a restart")
    func updateLimit() throws {
        let directory = try TemporaryDirectory()
        let acknowledged: [String: [Document]]
        do {
            let session = CommandSession(store: try Store(directory: directory.url))
            var base = Self.nested(60)
            base["_id"] = 1
            #expect(session.run(["insert": "deep", "documents": [.document(base)]])["n"] == .int32(1))
            // A value of 61 levels set at level 40: 101 in all.
            let path = Array(repeating: "d", count: 40).joined(separator: ".")
            let tooDeep = session.run(["update": "deep", "updates": [["q": ["_id": 1], "u": ["$set": [.init(path): .document(Self.nested(61))]]]]])
            #expect(error(of: tooDeep).code == .int32(15))
            #expect(error(of: tooDeep).message == .string(Self.updateMessage))
            // One of 60 levels there: 100 in all, stored.
            let atLimit = session.run(["update": "deep", "updates": [["q": ["_id": 1], "u": ["$set": [.init(path): .document(Self.nested(60))]]]]])
            #expect(atLimit["nModified"] == .int32(1), "\(atLimit)")
            acknowledged = try contents(session.store)
            #expect(acknowledged["deep"]?.first?.nestingDepth == 100)
        }
        #expect(try contents(Store(directory: directory.url)) == acknowledged)
    }

    @Test(
        "Upserts, replacements, findAndModify, $out and $merge refuse documents past 100 levels",
        arguments: [
            "upsert", "replacement", "findAndModify", "findAndModifyUpsert", "out", "merge",
        ])
    func otherWritePaths(path: String) throws {
        let directory = try TemporaryDirectory()
        let before: [String: [Document]]
        let deep = Self.nested(101)
        let command: Document
        do {
            let session = CommandSession(store: try Store(directory: directory.url))
            #expect(session.run(["insert": "drinks", "documents": [["_id": 1, "name": "Mocha"]]])["n"] == .int32(1))
            #expect(session.run(["insert": "target", "documents": [["_id": 1, "kept": true]]])["n"] == .int32(1))
            before = try contents(session.store)
            command =
                switch path {
                case "upsert": ["update": "drinks", "updates": [["q": ["_id": 2], "u": ["$set": ["deep": .document(deep)]], "upsert": true]]]
                case "replacement": ["update": "drinks", "updates": [["q": ["_id": 1], "u": ["deep": .document(deep)]]]]
                case "findAndModify": ["findAndModify": "drinks", "query": ["_id": 1], "update": ["$set": ["deep": .document(deep)]]]
                case "findAndModifyUpsert": ["findAndModify": "drinks", "query": ["_id": 5], "update": ["$set": ["deep": .document(deep)]], "upsert": true]
                case "out": ["aggregate": "drinks", "pipeline": [["$set": ["deep": ["$literal": .document(deep)]]], ["$out": "target"]], "cursor": [:]]
                default:
                    ["aggregate": "drinks", "pipeline": [["$set": ["deep": ["$literal": .document(deep)]]], ["$merge": ["into": "target"]]], "cursor": [:]]
                }
            let reply = session.run(command)
            #expect(error(of: reply).code == .int32(15), "\(reply)")
            #expect(try contents(session.store) == before)
        }
        #expect(try contents(Store(directory: directory.url)) == before, "\(command)")
    }

    @Test("The Swift API refuses a deep document with 15 Overflow and keeps the rest of the batch before it")
    func swiftAPI() async throws {
        let directory = try TemporaryDirectory()
        do {
            let drinks = try MongoClient(path: directory.url.path).database(named: "test").collection(withName: "drinks")
            var deep = Self.nested(150)
            deep["_id"] = 2
            await #expect(throws: Self.insertOverflow) {
                _ = try await drinks.insertMany([["_id": 1], deep, ["_id": 3]])
            }
            await #expect(throws: Self.updateOverflow) {
                _ = try await drinks.updateOneDocument(filter: ["_id": 1], update: ["$set": ["deep": .document(deep)]])
            }
        }
        let drinks = try MongoClient(path: directory.url.path).database(named: "test").collection(withName: "drinks")
        #expect(try await drinks.find(filter: [:]) == [["_id": 1]])
    }

    final class Node: Codable, Sendable {
        let child: Node?
        init(child: Node?) { self.child = child }
        static func chain(_ length: Int) -> Node {
            var node = Node(child: nil)
            for _ in 1..<length { node = Node(child: node) }
            return node
        }
    }

    @Test("Typed models: a deep one is refused with 15 Overflow; an endless one stops the encoder and the decoder with an error, not a crash")
    func typedCoders() async throws {
        let nodes = MongoClient().database(named: "test").collection(withName: "nodes", as: Node.self)
        await #expect(throws: Self.insertOverflow) { _ = try await nodes.insertOne(Node.chain(150)) }
        let endless = await #expect(throws: DocStreamError.self) { _ = try await nodes.insertOne(Node.chain(10_000)) }
        #expect(endless?.codeName == "ConversionFailure")
        #expect(endless?.message.contains("nests deeper than 200 levels") == true)
        #expect(try await nodes.count(filter: [:]) == 0)
        var endlessDocument = Document()
        for _ in 0..<10_000 { endlessDocument = ["child": .document(endlessDocument)] }
        #expect(throws: DecodingError.self) { _ = try BSONDecoder().decode(Node.self, from: endlessDocument) }
        #expect(try BSONDecoder().decode(Node.self, from: ["child": ["child": [:]]]).child?.child?.child == nil)
    }

    @Test("A catalog change whose record replay could not read is refused, a deep one it can read is kept, and the store opens")
    func deepValidator() throws {
        let directory = try TemporaryDirectory()
        do {
            let session = CommandSession(store: try Store(directory: directory.url))
            let reply = session.run(["create": "guarded", "validator": .document(Self.nested(199))])
            #expect(reply["code"] == .int32(15), "\(reply)")
            // Its record nests 201 levels: the options, the validator, then the validator's 199.
            #expect(reply["errmsg"] == "the collection's options or index specifications nest deeper than 200 levels, as a store cannot keep them")
            #expect(session.run(["create": "plain"])["ok"] == .double(1))
            #expect(session.run(["create": "deepValidator", "validator": .document(Self.nested(150))])["ok"] == .double(1))
        }
        let reopened = try Store(directory: directory.url)
        #expect(reopened.collectionNames(in: "test") == ["deepValidator", "plain"])
    }

    @Test("A document 10,000 levels deep prints on a thread with a small stack")
    func printsAtAnyDepth() throws {
        let deep = Self.nested(10_000)
        let printed = Mutex<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            printed.withLock { $0 = deep.extendedJSON(.relaxed) }
            done.signal()
        }
        thread.stackSize = 256 * 1024
        thread.start()
        done.wait()
        let text = try #require(printed.withLock { $0 })
        let expected = String(repeating: #"{"d":"#, count: 9_999) + #"{"leaf":1}"# + String(repeating: "}", count: 9_999)
        // Compared as a flag: a failure would otherwise print both texts whole.
        let printsWhole = text == expected
        #expect(printsWhole, "printed \(text.utf8.count) bytes, expected \(expected.utf8.count)")
    }
}
