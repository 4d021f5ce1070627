import DocStream
import DocStreamBSON
import Testing

/// $merge with `on` fields other than `_id`, as the manual's $merge page requires them ("on":
/// the target must have a unique index whose keys are exactly the on fields, in any order;
/// results must hold them, not null, undefined or arrays; Only Insert New Data example shape).
@Suite("$merge on a unique index")
struct MergeOnUniqueIndexTests {
    let db = IndexTestSession()

    init() throws {
        try db.ok(
            #"{"insert": "orgArchive", "documents": [{"_id": 1, "dept": "A", "fiscal_year": 2018, "employees": ["Ant"]}, {"_id": 2, "dept": "B", "fiscal_year": 2018, "employees": ["Bee"]}]}"#
        )
        try db.ok(#"{"createIndexes": "orgArchive", "indexes": [{"key": {"fiscal_year": 1, "dept": 1}, "name": "year_dept", "unique": true}]}"#)
        try db.ok(
            #"{"insert": "incoming", "documents": [{"_id": 10, "dept": "A", "fiscal_year": 2018, "employees": ["Ann"]}, {"_id": 11, "dept": "C", "fiscal_year": 2019, "employees": ["Cat"]}]}"#
        )
    }

    private func merge(_ options: String, from source: String = "incoming", projectID: Bool = true) throws -> Document {
        let project = projectID ? #"{"$project": {"_id": 0}}, "# : ""
        return try db.run(
            #"{"aggregate": "\#(source)", "pipeline": [\#(project){"$merge": {"into": "orgArchive", "on": ["dept", "fiscal_year"], \#(options)}}], "cursor": {}}"#
        )
    }

    @Test("whenMatched merge: matched by the on fields, the target keeps its _id; unmatched results are inserted")
    func mergeMatched() throws {
        #expect(try merge(#""whenMatched": "merge", "whenNotMatched": "insert""#)["ok"] == .double(1))
        let documents = try db.documents("orgArchive")
        #expect(documents.count == 3)
        #expect(documents[0] == ["_id": .int32(1), "dept": "A", "fiscal_year": .int32(2018), "employees": ["Ann"]])
        #expect(documents[1] == ["_id": .int32(2), "dept": "B", "fiscal_year": .int32(2018), "employees": ["Bee"]])
        #expect(documents[2]["dept"] == "C")
        #expect(documents[2]["_id"]?.type == .objectId)
    }

    @Test("whenMatched replace, keepExisting and a pipeline; whenNotMatched discard")
    func otherModes() throws {
        #expect(try merge(#""whenMatched": "replace", "whenNotMatched": "discard""#)["ok"] == .double(1))
        #expect(try db.documents("orgArchive")[0] == ["_id": .int32(1), "dept": "A", "fiscal_year": .int32(2018), "employees": ["Ann"]])
        #expect(try db.documents("orgArchive").count == 2)
        #expect(
            try merge(#""whenMatched": [{"$set": {"employees": {"$concatArrays": ["$employees", "$$new.employees"]}}}], "whenNotMatched": "discard""#)["ok"]
                == .double(1))
        #expect(try db.documents("orgArchive")[0]["employees"] == ["Ann", "Ann"])
        #expect(try merge(#""whenMatched": "keepExisting", "whenNotMatched": "insert""#)["ok"] == .double(1))
        #expect(try db.documents("orgArchive")[0]["employees"] == ["Ann", "Ann"])
        #expect(try db.documents("orgArchive").count == 3)
    }

    @Test("errors leave the target as it was: fail on a match, no matching index (51183), missing or array on fields (51132, 51185), an _id that changes (66)")
    func errors() throws {
        let before = try db.documents("orgArchive")
        #expect(errorCode(try merge(#""whenMatched": "fail""#)) == 11000)
        try db.ok(#"{"insert": "partial", "documents": [{"_id": 1}]}"#)
        try db.ok(
            #"{"createIndexes": "partial", "indexes": [{"key": {"dept": 1, "fiscal_year": 1}, "name": "p", "unique": true, "partialFilterExpression": {"dept": {"$exists": true}}}, {"key": {"dept": 1}, "name": "d", "unique": true}, {"key": {"dept": 1, "fiscal_year": 1, "x": 1}, "name": "dfx", "unique": true}]}"#
        )
        let noIndex = try db.run(#"{"aggregate": "incoming", "pipeline": [{"$merge": {"into": "partial", "on": ["dept", "fiscal_year"]}}], "cursor": {}}"#)
        #expect(errorCode(noIndex) == 51183)
        try db.ok(
            #"{"insert": "broken", "documents": [{"_id": 20, "dept": "Z"}, {"_id": 21, "dept": ["Y"], "fiscal_year": 2020}, {"_id": 22, "dept": "A", "fiscal_year": 2018}]}"#
        )
        #expect(
            errorCode(
                try db.run(
                    #"{"aggregate": "broken", "pipeline": [{"$match": {"_id": 20}}, {"$merge": {"into": "orgArchive", "on": ["dept", "fiscal_year"]}}], "cursor": {}}"#
                )) == 51132)
        #expect(
            errorCode(
                try db.run(
                    #"{"aggregate": "broken", "pipeline": [{"$match": {"_id": 21}}, {"$merge": {"into": "orgArchive", "on": ["dept", "fiscal_year"]}}], "cursor": {}}"#
                )) == 51185)
        #expect(
            errorCode(
                try db.run(
                    #"{"aggregate": "broken", "pipeline": [{"$match": {"_id": 22}}, {"$merge": {"into": "orgArchive", "on": ["dept", "fiscal_year"], "whenMatched": "replace"}}], "cursor": {}}"#
                )) == 66)
        #expect(errorCode(try db.run(#"{"aggregate": "incoming", "pipeline": [{"$merge": {"into": "orgArchive", "on": []}}], "cursor": {}}"#)) == 2)
        #expect(try db.documents("orgArchive") == before)
    }
}
