import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// Collations beyond the conformance cases (Cases/commands/collation.json): the paths that
/// compare strings without the general matcher (document bytes, column caches, group keys read
/// in place), index keys and the planner, and stores reopened. Expected orders and equalities
/// follow the manual's Collation page: strength 1 compares base letters only, strength 2 adds
/// diacritics, 3 (the default) case, lowercase first.
@Suite("Collations")
struct CollationTests {
    #if canImport(CICU)
        /// More documents than the column paths and parallel stages start at, half "cafe" and half
        /// "CAFÉ", which strength 1 equates.
        static let manyDocuments = (0..<(ColumnarScan.minimumInput + 2_000)).map { index -> BSONValue in
            .document(["_id": .int32(Int32(index)), "name": index % 2 == 0 ? "cafe" : "CAFÉ", "n": .int32(Int32(index))])
        }

        static func loaded() throws -> IndexTestSession {
            let session = IndexTestSession()
            let reply = session.session.run(["insert": "c", "documents": .array(manyDocuments)])
            #expect(reply["n"] == .int32(Int32(manyDocuments.count)))
            return session
        }

        static let primary = #"{"locale": "fr", "strength": 1}"#

        @Test("a large collection's finds, counts, sorts, groups, updates and deletes apply the collation, not the column paths' bytes")
        func largeCollection() throws {
            let session = try Self.loaded()
            let all = Int32(Self.manyDocuments.count)
            #expect(try session.run(#"{"count": "c", "query": {"name": "Cafe"}}"#)["n"] == .int32(0))
            #expect(try session.run(#"{"count": "c", "query": {"name": "Cafe"}, "collation": \#(Self.primary)}"#)["n"] == .int32(all))
            let found = try session.run(#"{"find": "c", "filter": {"name": {"$in": ["CAFE"]}}, "batchSize": 100000, "collation": \#(Self.primary)}"#)
            #expect(found[path: "cursor.firstBatch"]?.arrayValue?.count == Int(all))
            // Strength 3 of "en": "cafe" before "CAFÉ" (the accent at the second level decides).
            let sorted = try session.run(#"{"find": "c", "sort": {"name": 1, "_id": 1}, "limit": 2, "collation": {"locale": "en"}}"#)
            #expect(sorted[path: "cursor.firstBatch.1._id"] == .int32(2))
            let bySimpleBytes = try session.run(#"{"find": "c", "sort": {"name": 1, "_id": 1}, "limit": 1}"#)
            #expect(bySimpleBytes[path: "cursor.firstBatch.0._id"] == .int32(1))
            // One group under strength 1, its _id the first key seen.
            // The columns' group: one group, and $min keeps the first of equal strings ("CAFÉ" by bytes).
            let grouped = try session.run(
                #"{"aggregate": "c", "pipeline": [{"$group": {"_id": "$name", "n": {"$sum": 1}, "low": {"$min": "$name"}}}], "cursor": {}, "collation": \#(Self.primary)}"#
            )
            #expect(grouped[path: "cursor.firstBatch"] == .array([["_id": "cafe", "n": .int32(all), "low": "cafe"]]))
            let unwound = try session.run(
                #"{"aggregate": "c", "pipeline": [{"$project": {"names": ["$name"]}}, {"$unwind": "$names"}, {"$group": {"_id": "$names", "n": {"$sum": 1}}}], "cursor": {}, "collation": \#(Self.primary)}"#
            )
            #expect(unwound[path: "cursor.firstBatch"] == .array([["_id": "cafe", "n": .int32(all)]]))
            let counted = try session.run(#"{"aggregate": "c", "pipeline": [{"$sortByCount": "$name"}], "cursor": {}, "collation": \#(Self.primary)}"#)
            #expect(counted[path: "cursor.firstBatch"] == .array([["_id": "cafe", "count": .int32(all)]]))
            let stageSorted = try session.run(
                #"{"aggregate": "c", "pipeline": [{"$sort": {"name": 1, "_id": 1}}, {"$limit": 2}], "cursor": {}, "collation": {"locale": "en"}}"#)
            #expect(stageSorted[path: "cursor.firstBatch.1._id"] == .int32(2))
            let matched = try session.run(
                #"{"aggregate": "c", "pipeline": [{"$match": {"name": "Café"}}, {"$count": "n"}], "cursor": {}, "collation": \#(Self.primary)}"#)
            #expect(matched[path: "cursor.firstBatch.0.n"] == .int32(all))
            let updated = try session.run(
                #"{"update": "c", "updates": [{"q": {"name": "cafe"}, "u": {"$set": {"seen": true}}, "multi": true, "collation": \#(Self.primary)}]}"#)
            #expect(updated["nModified"] == .int32(all))
            let deleted = try session.run(#"{"delete": "c", "deletes": [{"q": {"name": "CAFE"}, "limit": 0, "collation": \#(Self.primary)}]}"#)
            #expect(deleted["n"] == .int32(all))
        }

        @Test("a unique index with a collation refuses strings it equates (11000) and writes nothing; a simple one takes both")
        func uniqueUnderCollation() throws {
            // MongoDB keys an index with a collation by the strings' collation keys
            // (CollationIndexKey), so its uniqueness is the collation's equality.
            let session = IndexTestSession()
            try session.ok(
                #"{"createIndexes": "c", "indexes": [{"key": {"name": 1}, "name": "name", "unique": true, "collation": {"locale": "en", "strength": 2}}]}"#)
            try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "name": "Coffee"}]}"#)
            #expect(errorCode(try session.run(#"{"insert": "c", "documents": [{"_id": 2, "name": "coffee"}]}"#)) == 11000)
            #expect(errorCode(try session.run(#"{"update": "c", "updates": [{"q": {"_id": 1}, "u": {"$set": {"other": 1}}}]}"#)) == nil)
            try session.ok(#"{"insert": "c", "documents": [{"_id": 3, "name": "Cöffee"}]}"#)
            #expect(try session.documents("c").map { $0["_id"] } == [.int32(1), .int32(3)])
            try session.ok(#"{"createIndexes": "d", "indexes": [{"key": {"name": 1}, "name": "name", "unique": true}]}"#)
            try session.ok(#"{"insert": "d", "documents": [{"_id": 1, "name": "Coffee"}, {"_id": 2, "name": "coffee"}]}"#)
        }

        @Test("an index answers a query that compares strings or sorts under its own collation only; numbers read any index")
        func planner() throws {
            let session = IndexTestSession()
            try session.ok(
                #"{"createIndexes": "c", "indexes": [{"key": {"name": 1}, "name": "name", "collation": {"locale": "en", "strength": 2}}, {"key": {"n": 1}, "name": "n"}]}"#
            )
            try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "name": "Mocha", "n": 1}, {"_id": 2, "name": "mocha", "n": 2}]}"#)
            func stage(_ find: String) throws -> String {
                let reply = try session.run(#"{"explain": \#(find), "verbosity": "queryPlanner"}"#)
                return reply[path: "queryPlanner.winningPlan"]?.extendedJSON(.relaxed) ?? ""
            }
            // The keys hold collation keys: a simple query's string cannot be looked up there.
            #expect(try stage(#"{"find": "c", "filter": {"name": "mocha"}}"#).contains("COLLSCAN"))
            #expect(try session.numericIDs(#"{"find": "c", "filter": {"name": "mocha"}}"#) == [2])
            // Under the index's collation its keys answer: bounds of collation keys, its order the sort's.
            let strength2 = #"{"locale": "en", "strength": 2}"#
            #expect(try stage(#"{"find": "c", "filter": {"name": "MOCHA"}, "collation": \#(strength2)}"#).contains("IXSCAN"))
            #expect(try session.numericIDs(#"{"find": "c", "filter": {"name": "MOCHA"}, "collation": \#(strength2)}"#) == [1, 2])
            #expect(try session.numericIDs(#"{"find": "c", "filter": {"name": {"$gt": "LATTE", "$lte": "MOCHA"}}, "collation": \#(strength2)}"#) == [1, 2])
            let sorted = try stage(#"{"find": "c", "sort": {"name": -1}, "collation": \#(strength2)}"#)
            #expect(sorted.contains("IXSCAN") && !sorted.contains("SORT"))
            // A regular expression matches bytes: under the index's collation it reads every string key.
            #expect(try session.numericIDs(#"{"find": "c", "filter": {"name": {"$regex": "^Moc"}}, "collation": \#(strength2)}"#) == [1])
            // "^Z" bounds bytes "Z" to "[", which a collation orders the other way round.
            try session.ok(#"{"insert": "c", "documents": [{"_id": 9, "name": "Zebra cake", "n": 9}]}"#)
            #expect(try session.numericIDs(#"{"find": "c", "filter": {"name": {"$regex": "^Z"}}, "collation": \#(strength2)}"#) == [9])
            #expect(
                try session.numericIDs(
                    #"{"find": "c", "filter": {"name": {"$in": [{"$regex": "^moc", "$options": ""}, "MOCHA"]}}, "collation": \#(strength2)}"#) == [1, 2])
            // Another collation than the index's reads the collection.
            #expect(try stage(#"{"find": "c", "filter": {"name": "MOCHA"}, "collation": {"locale": "en", "strength": 1}}"#).contains("COLLSCAN"))
            // A query comparing only numbers reads an index whatever the collations.
            #expect(try stage(#"{"find": "c", "filter": {"n": 2}, "collation": {"locale": "en", "strength": 2}}"#).contains("IXSCAN"))
            #expect(try stage(#"{"find": "c", "filter": {"name": {"$exists": true}, "n": {"$gt": 1}}}"#).contains("IXSCAN"))
            // An update's or a delete's statement is planned under its own collation, as it runs.
            let updateUnder = try stage(#"{"update": "c", "updates": [{"q": {"name": "MOCHA"}, "u": {"$set": {"seen": true}}, "collation": \#(strength2)}]}"#)
            #expect(updateUnder.contains("IXSCAN") && updateUnder.contains("UPDATE"))
            #expect(try stage(#"{"update": "c", "updates": [{"q": {"name": "MOCHA"}, "u": {"$set": {"seen": true}}}]}"#).contains("COLLSCAN"))
            #expect(try stage(#"{"delete": "c", "deletes": [{"q": {"name": "MOCHA"}, "limit": 0, "collation": \#(strength2)}]}"#).contains("IXSCAN"))
            #expect(try session.numericIDs(#"{"find": "c", "filter": {"seen": true}}"#).isEmpty)
            #expect(try session.numericIDs(#"{"find": "c", "filter": {"name": {"$exists": true}}}"#) == [1, 2, 9])
            // A query under a collation does not read the `_id` hash for a string.
            try session.ok(#"{"insert": "c", "documents": [{"_id": "Latte", "name": "latte"}]}"#)
            #expect(try session.ids(#"{"find": "c", "filter": {"_id": "LATTE"}, "collation": {"locale": "en", "strength": 2}}"#) == ["Latte"])
            #expect(try session.ids(#"{"find": "c", "filter": {"_id": "LATTE"}}"#).isEmpty)
        }

        @Test("a collection's default collation, its index's and its validator's survive a restart (journal, then checkpoint)", arguments: [false, true])
        func durable(checkpointing: Bool) throws {
            let directory = try TemporaryDirectory()
            do {
                let session = IndexTestSession(store: try Store(directory: directory.url))
                try session.ok(#"{"create": "c", "collation": {"locale": "fr", "strength": 1}, "validator": {"kind": {"$in": ["cafe", "the"]}}}"#)
                try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"name": 1}, "name": "name", "unique": true}]}"#)
                try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "name": "Crème", "kind": "CAFÉ"}]}"#)
                if checkpointing { try session.session.store.checkpoint() }
            }
            let session = IndexTestSession(store: try Store(directory: directory.url))
            let listed = try session.run(#"{"listCollections": 1, "filter": {"name": "c"}}"#)
            #expect(listed[path: "cursor.firstBatch.0.options.collation.strength"] == .int32(1))
            #expect(try session.run(#"{"listIndexes": "c"}"#)[path: "cursor.firstBatch.1.collation.locale"] == "fr")
            #expect(try session.numericIDs(#"{"find": "c", "filter": {"name": "CREME"}}"#) == [1])
            // The unique index and the validator still compare under the collation.
            #expect(errorCode(try session.run(#"{"insert": "c", "documents": [{"_id": 2, "name": "creme", "kind": "the"}]}"#)) == 11000)
            #expect(errorCode(try session.run(#"{"insert": "c", "documents": [{"_id": 3, "name": "Latte", "kind": "coffee"}]}"#)) == 121)
            try session.ok(#"{"insert": "c", "documents": [{"_id": 4, "name": "Latte", "kind": "Thé"}]}"#)
            #expect(try session.documents("c").count == 2)
        }

        @Test(
            "the _id index takes the collection's default collation: _ids it equates are one key (11000, nothing written, after a restart too), and a query under the simple collation compares bytes",
            arguments: [false, true])
        func idIndexCollation(checkpointing: Bool) throws {
            // MongoDB's createCollection gives the _id index the default collation; jstests
            // collation.js collation_update8: with a default {locale: "en_US", strength: 2}, an
            // update of {_id: "FOO"} under {locale: "simple"} modifies nothing where "foo" is.
            let directory = try TemporaryDirectory()
            let strength2 = #"{"locale": "en_US", "strength": 2}"#
            do {
                let session = IndexTestSession(store: try Store(directory: directory.url))
                try session.ok(#"{"create": "c", "collation": \#(strength2)}"#)
                try session.ok(#"{"insert": "c", "documents": [{"_id": "foo", "n": 1}, {"_id": 7, "n": 2}]}"#)
                let duplicate = try session.run(#"{"insert": "c", "documents": [{"_id": "FOO", "n": 3}]}"#)
                #expect(errorCode(duplicate) == 11000)
                #expect(duplicate[path: "writeErrors.0.errmsg"]?.stringValue?.contains(#"index: _id_ collation: { locale: "en_US""#) == true)
                if checkpointing { try session.session.store.checkpoint() }
            }
            let session = IndexTestSession(store: try Store(directory: directory.url))
            // The first write after the restart, while the collection is not read yet.
            #expect(errorCode(try session.run(#"{"insert": "c", "documents": [{"_id": "Foo", "n": 4}]}"#)) == 11000)
            #expect(try session.documents("c").map { $0["n"] } == [.int32(1), .int32(2)])
            let indexes = try session.run(#"{"listIndexes": "c"}"#)
            #expect(indexes[path: "cursor.firstBatch.0.name"] == "_id_")
            #expect(indexes[path: "cursor.firstBatch.0.collation.locale"] == "en_US")
            #expect(indexes[path: "cursor.firstBatch.0.collation.strength"] == .int32(2))
            // Under the simple collation {_id: "FOO"} finds nothing; under the default one, "foo".
            let simple = try session.run(
                #"{"update": "c", "updates": [{"q": {"_id": "FOO"}, "u": {"$set": {"other": 99}}, "collation": {"locale": "simple"}}]}"#)
            #expect(simple["nModified"] == .int32(0))
            #expect(try session.ids(#"{"find": "c", "filter": {"_id": "FOO"}, "collation": {"locale": "simple"}}"#).isEmpty)
            #expect(try session.ids(#"{"find": "c", "filter": {"_id": {"$in": ["FOO", 7]}}, "collation": {"locale": "simple"}}"#) == [.int32(7)])
            let updated = try session.run(#"{"update": "c", "updates": [{"q": {"_id": "FOO"}, "u": {"$set": {"other": 99}}}]}"#)
            #expect(updated["nModified"] == .int32(1))
            #expect(try session.ids(#"{"find": "c", "filter": {"_id": "FOO", "other": 99}}"#) == ["foo"])
            // Removed, its _id is free again, in any case.
            #expect(try session.run(#"{"delete": "c", "deletes": [{"q": {"_id": "FOO"}, "limit": 1}]}"#)["n"] == .int32(1))
            try session.ok(#"{"insert": "c", "documents": [{"_id": "FOO", "n": 5}]}"#)
            // A collection without a default collation: a statement's collation equates _ids too.
            try session.ok(#"{"insert": "plain", "documents": [{"_id": "a"}]}"#)
            let underCollation = try session.run(#"{"update": "plain", "updates": [{"q": {"_id": "A"}, "u": {"$set": {"x": 1}}, "collation": \#(strength2)}]}"#)
            #expect(underCollation["nModified"] == .int32(1))
            #expect(try session.run(#"{"delete": "plain", "deletes": [{"q": {"_id": "A"}, "limit": 1, "collation": \#(strength2)}]}"#)["n"] == .int32(1))
        }

        @Test("a string _id under the collection's own collation is IDHACK through the _id hash; under another collation the collection is read")
        func collatedIDHack() throws {
            // jstests collation.js collation_update9 and collation_update10: an update of {_id: "foo"}
            // uses IDHACK when the query's collation is the collection's default, and not otherwise.
            let session = IndexTestSession()
            try session.ok(#"{"create": "c", "collation": {"locale": "en_US"}}"#)
            try session.ok(#"{"insert": "c", "documents": [{"_id": "foo", "n": 1}, {"_id": "bar", "n": 2}]}"#)
            func winningPlan(_ command: String) throws -> String {
                try session.run(#"{"explain": \#(command), "verbosity": "queryPlanner"}"#)[path: "queryPlanner.winningPlan"]?.extendedJSON(.relaxed) ?? ""
            }
            #expect(
                try winningPlan(#"{"update": "c", "updates": [{"q": {"_id": "foo"}, "u": {"$set": {"other": 99}}, "collation": {"locale": "en_US"}}]}"#)
                    .contains("IDHACK"))
            #expect(
                try !winningPlan(#"{"update": "c", "updates": [{"q": {"_id": "foo"}, "u": {"$set": {"other": 99}}, "collation": {"locale": "fr_CA"}}]}"#)
                    .contains("IDHACK"))
            #expect(try winningPlan(#"{"find": "c", "filter": {"_id": "foo"}}"#).contains("IDHACK"))
            #expect(try session.ids(#"{"find": "c", "filter": {"_id": "foo"}}"#) == ["foo"])
            let updated = try session.run(#"{"update": "c", "updates": [{"q": {"_id": "foo"}, "u": {"$set": {"other": 99}}}]}"#)
            #expect(updated["nModified"] == .int32(1))
            #expect(try session.ids(#"{"find": "c", "filter": {"other": 99}}"#) == ["foo"])
        }

        @Test("a stored collection not read answers string _ids and _id ranges under a collation as the collation compares them", arguments: [false, true])
        func storedIDsUnderCollation(tooLargeToRead: Bool) throws {
            let directory = try TemporaryDirectory()
            do {
                let session = IndexTestSession(store: try Store(directory: directory.url))
                try session.ok(#"{"create": "c", "collation": {"locale": "en", "strength": 2}}"#)
                try session.ok(#"{"insert": "c", "documents": [{"_id": "a", "n": 1}, {"_id": "c", "n": 2}, {"_id": 5, "n": 3}]}"#)
                try session.session.store.checkpoint()
            }
            // Read when queried, or never (a cache of one byte): the checkpoint's _id index then answers.
            let session = IndexTestSession(store: try Store(directory: directory.url, cacheSize: tooLargeToRead ? 1 : Store.defaultCacheSize))
            #expect(try session.ids(#"{"find": "c", "filter": {"_id": "A"}}"#) == ["a"])
            // Strength 2 orders "a" between "A" and "B" (bytes put "a" after "B").
            #expect(try session.ids(#"{"find": "c", "filter": {"_id": {"$gte": "A", "$lte": "B"}}}"#) == ["a"])
            #expect(try session.ids(#"{"find": "c", "filter": {"_id": {"$gte": "A", "$lte": "B"}}, "collation": {"locale": "simple"}}"#).isEmpty)
            #expect(try session.ids(#"{"find": "c", "filter": {"_id": {"$gt": 1}}}"#) == [.int32(5)])
        }

        @Test("a collation of another ICU version is 161 IncompatibleCollationVersion, and nothing is written")
        func otherVersion() throws {
            // collator_factory_icu.cpp: a spec's version must be the ICU version in use.
            let session = IndexTestSession()
            try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "name": "a"}]}"#)
            let reply = try session.run(
                #"{"update": "c", "updates": [{"q": {}, "u": {"$set": {"name": "b"}}, "collation": {"locale": "en", "version": "57.1"}}]}"#)
            #expect(errorCode(reply) == 161)
            #expect(try session.documents("c") == [["_id": .int32(1), "name": "a"]])
            #expect(errorCode(try session.run(#"{"create": "d", "collation": {"locale": "en", "version": "57.1"}}"#)) == 161)
            #expect(try session.run(#"{"listCollections": 1, "filter": {"name": "d"}}"#)[path: "cursor.firstBatch"] == .array([]))
        }

        @Test("expressions, accumulators and joins compare strings under the aggregation's collation")
        func expressionsAndJoins() throws {
            // Strength 2 equates case only (manual: Collation, strength): "Latte" = "latte" ≠ "Lätte".
            let session = IndexTestSession()
            try session.ok(
                #"{"insert": "orders", "documents": [{"_id": 1, "drink": "LATTE", "tags": ["Hot", "hot", "HOT", "iced"]}, {"_id": 2, "drink": "Lätte", "tags": []}]}"#
            )
            try session.ok(#"{"insert": "menu", "documents": [{"_id": 10, "name": "latte", "price": 4}, {"_id": 11, "name": "mocha", "price": 5}]}"#)
            let strength2 = #"{"locale": "en", "strength": 2}"#
            let projected = try session.run(
                #"""
                {"aggregate": "orders", "pipeline": [{"$match": {"_id": 1}}, {"$project": {"_id": 0,
                  "isLatte": {"$eq": ["$drink", "latte"]}, "inMenu": {"$in": ["$drink", ["mocha", "latte"]]},
                  "at": {"$indexOfArray": ["$tags", "HOT"]}, "union": {"$size": {"$setUnion": ["$tags"]}},
                  "subset": {"$setIsSubset": [["ICED"], "$tags"]}, "largest": {"$max": [["apple", "Banana"]]},
                  "sorted": {"$sortArray": {"input": ["b", "A", "a", "B"], "sortBy": 1}},
                  "lowest": {"$minN": {"n": 1, "input": ["b", "A"]}}}}],
                 "cursor": {}, "collation": \#(strength2)}
                """#)
            // Case-only differences are equal, so $sortArray keeps their input order ("A" before "a" here: stable).
            #expect(
                projected[path: "cursor.firstBatch.0"] == [
                    "isLatte": true, "inMenu": true, "at": .int32(0), "union": .int32(2), "subset": true, "largest": "Banana",
                    "sorted": ["A", "a", "b", "B"], "lowest": ["A"],
                ])
            let grouped = try session.run(
                #"{"aggregate": "orders", "pipeline": [{"$unwind": "$tags"}, {"$group": {"_id": null, "tags": {"$addToSet": "$tags"}, "low": {"$min": "$tags"}, "high": {"$max": "$tags"}}}], "cursor": {}, "collation": \#(strength2)}"#
            )
            #expect(grouped[path: "cursor.firstBatch.0"] == ["_id": .null, "tags": ["Hot", "iced"], "low": "Hot", "high": "iced"])
            let joined = try session.run(
                #"{"aggregate": "orders", "pipeline": [{"$lookup": {"from": "menu", "localField": "drink", "foreignField": "name", "as": "item"}}, {"$project": {"n": {"$size": "$item"}}}], "cursor": {}, "collation": \#(strength2)}"#
            )
            #expect(joined[path: "cursor.firstBatch"] == [["_id": .int32(1), "n": .int32(1)], ["_id": .int32(2), "n": .int32(0)]])
            let reached = try session.run(
                #"{"aggregate": "orders", "pipeline": [{"$match": {"_id": 1}}, {"$graphLookup": {"from": "menu", "startWith": "$drink", "connectFromField": "name", "connectToField": "name", "as": "item"}}, {"$project": {"n": {"$size": "$item"}}}], "cursor": {}, "collation": \#(strength2)}"#
            )
            #expect(reached[path: "cursor.firstBatch.0.n"] == .int32(1))
            let simple = try session.run(
                #"{"aggregate": "orders", "pipeline": [{"$lookup": {"from": "menu", "localField": "drink", "foreignField": "name", "as": "item"}}, {"$project": {"n": {"$size": "$item"}}}], "cursor": {}}"#
            )
            #expect(simple[path: "cursor.firstBatch.0.n"] == .int32(0))
        }

        @Test("$setWindowFields and $densify partition by values the collation equates")
        func partitions() throws {
            let session = IndexTestSession()
            try session.ok(
                #"{"insert": "sales", "documents": [{"_id": 1, "store": "North", "day": 1, "n": 1}, {"_id": 2, "store": "NORTH", "day": 3, "n": 2}]}"#)
            let strength2 = #"{"locale": "en", "strength": 2}"#
            let window = #"{"$setWindowFields": {"partitionBy": "$store", "sortBy": {"day": 1}, "output": {"total": {"$sum": "$n"}}}}"#
            let summed = try session.run(
                #"{"aggregate": "sales", "pipeline": [\#(window), {"$project": {"total": 1}}], "cursor": {}, "collation": \#(strength2)}"#)
            #expect(summed[path: "cursor.firstBatch"] == [["_id": .int32(1), "total": .int32(3)], ["_id": .int32(2), "total": .int32(3)]])
            let apart = try session.run(#"{"aggregate": "sales", "pipeline": [\#(window), {"$project": {"total": 1}}], "cursor": {}}"#)
            #expect(apart[path: "cursor.firstBatch"] == [["_id": .int32(2), "total": .int32(2)], ["_id": .int32(1), "total": .int32(1)]])
            // One partition under the collation: day 2 is missing from it, and its key is the first document's.
            let densify = #"{"$densify": {"field": "day", "partitionByFields": ["store"], "range": {"step": 1, "bounds": "partition"}}}"#
            let filled = try session.run(
                #"{"aggregate": "sales", "pipeline": [\#(densify), {"$project": {"_id": 0, "store": 1, "day": 1}}], "cursor": {}, "collation": \#(strength2)}"#)
            #expect(
                filled[path: "cursor.firstBatch"] == [
                    ["store": "North", "day": .int32(1)], ["store": "North", "day": .int32(2)], ["store": "NORTH", "day": .int32(3)],
                ])
            let separate = try session.run(#"{"aggregate": "sales", "pipeline": [\#(densify), {"$count": "n"}], "cursor": {}}"#)
            #expect(separate[path: "cursor.firstBatch.0.n"] == .int32(2))
        }

        @Test("$bucketAuto sorts and equates keys under the collation; bounds are the documents' strings")
        func bucketAuto() throws {
            // Strength 2 sorts "apple" < "Banana" < "cherry" < "Date" (by bytes capitals come first),
            // and equates "kiwi" and "KIWI", which must then share a bucket.
            let session = IndexTestSession()
            try session.ok(
                #"{"insert": "fruit", "documents": [{"_id": 1, "name": "Date"}, {"_id": 2, "name": "cherry"}, {"_id": 3, "name": "Banana"}, {"_id": 4, "name": "apple"}]}"#
            )
            let strength2 = #"{"locale": "en", "strength": 2}"#
            let halves = try session.run(
                #"{"aggregate": "fruit", "pipeline": [{"$bucketAuto": {"groupBy": "$name", "buckets": 2}}], "cursor": {}, "collation": \#(strength2)}"#)
            #expect(
                halves[path: "cursor.firstBatch"] == [
                    ["_id": ["min": "apple", "max": "cherry"], "count": .int32(2)], ["_id": ["min": "cherry", "max": "Date"], "count": .int32(2)],
                ])
            let byBytes = try session.run(#"{"aggregate": "fruit", "pipeline": [{"$bucketAuto": {"groupBy": "$name", "buckets": 2}}], "cursor": {}}"#)
            #expect(byBytes[path: "cursor.firstBatch.0._id"] == ["min": "Banana", "max": "apple"])
            try session.ok(#"{"insert": "kiwis", "documents": [{"_id": 1, "name": "kiwi"}, {"_id": 2, "name": "KIWI"}, {"_id": 3, "name": "lime"}]}"#)
            let equal = try session.run(
                #"{"aggregate": "kiwis", "pipeline": [{"$bucketAuto": {"groupBy": "$name", "buckets": 3}}], "cursor": {}, "collation": \#(strength2)}"#)
            #expect(equal[path: "cursor.firstBatch"]?.arrayValue?.count == 2)
            #expect(equal[path: "cursor.firstBatch.0.count"] == .int32(2))
            #expect(equal[path: "cursor.firstBatch.0._id.max"] == "lime")
            #expect(equal[path: "cursor.firstBatch.1"] == ["_id": ["min": "lime", "max": "lime"], "count": .int32(1)])
        }

        @Test("a view on a view takes its collation (167 otherwise, nothing created); a view's operations take no other collation (167)")
        func viewCollations() throws {
            // MongoDB's ViewGraph: "has a collation that does not match the collation of view".
            let session = IndexTestSession()
            try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "kind": "Café"}, {"_id": 2, "kind": "tea"}]}"#)
            try session.ok(#"{"create": "cafes", "viewOn": "c", "pipeline": [{"$match": {"kind": "cafe"}}], "collation": {"locale": "fr", "strength": 1}}"#)
            #expect(errorCode(try session.run(#"{"create": "plain", "viewOn": "cafes", "pipeline": []}"#)) == 167)
            #expect(errorCode(try session.run(#"{"create": "other", "viewOn": "cafes", "pipeline": [], "collation": {"locale": "en"}}"#)) == 167)
            #expect(try session.run(#"{"listCollections": 1, "filter": {"name": {"$in": ["plain", "other"]}}}"#)[path: "cursor.firstBatch"] == .array([]))
            try session.ok(#"{"create": "same", "viewOn": "cafes", "pipeline": [], "collation": {"locale": "fr", "strength": 1}}"#)
            #expect(try session.numericIDs(#"{"find": "same"}"#) == [1])
            #expect(errorCode(try session.run(#"{"find": "cafes", "collation": {"locale": "en"}}"#)) == 167)
            #expect(try session.numericIDs(#"{"find": "cafes", "collation": {"locale": "fr", "strength": 1}}"#) == [1])
        }

        @Test("docs/queries.md's collation example: strength 1 finds café, Cafe and cafe")
        func queriesPageExample() throws {
            let session = IndexTestSession()
            try session.ok(#"{"insert": "drinks", "documents": [{"_id": 1, "name": "café"}, {"_id": 2, "name": "Cafe"}, {"_id": 3, "name": "cafe"}]}"#)
            #expect(try session.numericIDs(#"{"find": "drinks", "filter": {"name": "cafe"}, "collation": {"locale": "fr", "strength": 1}}"#) == [1, 2, 3])
        }

        @Test("text and 2d indexes take no collation (67), nothing built; a 2dsphere index keys its other fields under one")
        func geoAndTextIndexes() throws {
            // index_key_validate.cpp: text and 2d indexes support only the simple collation.
            let session = IndexTestSession()
            #expect(
                errorCode(try session.run(#"{"createIndexes": "c", "indexes": [{"key": {"s": "text"}, "name": "s", "collation": {"locale": "en"}}]}"#)) == 67)
            #expect(
                errorCode(try session.run(#"{"createIndexes": "c", "indexes": [{"key": {"loc": "2d"}, "name": "loc", "collation": {"locale": "en"}}]}"#)) == 67)
            #expect(try session.indexNames("c").filter { $0 != "_id_" }.isEmpty)
            // The GeoJSON keeps its type names; the kind is keyed under the collation.
            try session.ok(
                #"{"createIndexes": "c", "indexes": [{"key": {"place.loc": "2dsphere", "kind": 1}, "name": "near", "collation": {"locale": "en", "strength": 2}}]}"#
            )
            try session.ok(
                #"""
                {"insert": "c", "documents": [{"_id": 1, "place": {"loc": {"type": "Point", "coordinates": [0, 0]}}, "kind": "Cafe"},
                  {"_id": 2, "place": [{"loc": {"type": "Point", "coordinates": [0, 1]}}], "kind": "cafe"}, {"_id": 3, "place": {"loc": [0, 2]}, "kind": "bar"}]}
                """#)
            let near =
                #"{"find": "c", "filter": {"place.loc": {"$near": {"$geometry": {"type": "Point", "coordinates": [0, 3]}}}, "kind": "CAFE"}, "collation": {"locale": "en", "strength": 2}}"#
            #expect(try session.numericIDs(near) == [2, 1])
            // Without the collation the index's kind keys answer nothing: the filter decides.
            let simple = #"{"find": "c", "filter": {"place.loc": {"$near": {"$geometry": {"type": "Point", "coordinates": [0, 3]}}}, "kind": "cafe"}}"#
            #expect(try session.numericIDs(simple) == [2])
        }
    #else
        @Test("without ICU (the bundled build) a collation other than the simple one is refused (238), and nothing is written")
        func refusedWithoutICU() throws {
            let session = IndexTestSession()
            try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "name": "a"}]}"#)
            #expect(errorCode(try session.run(#"{"find": "c", "collation": {"locale": "en"}}"#)) == 238)
            #expect(errorCode(try session.run(#"{"update": "c", "updates": [{"q": {}, "u": {"$set": {"name": "b"}}, "collation": {"locale": "en"}}]}"#)) == 238)
            #expect(errorCode(try session.run(#"{"create": "d", "collation": {"locale": "en"}}"#)) == 238)
            #expect(try session.documents("c") == [["_id": .int32(1), "name": "a"]])
            try session.ok(#"{"find": "c", "collation": {"locale": "simple"}}"#)
        }
    #endif
}
