import DocStream
import DocStreamBSON
import Testing

/// `updateDescription.disambiguatedPaths` with `showExpandedEvents` (MongoDB manual, "update
/// Event": paths with dotted or numeric field names spelled out as components, array indexes
/// as numbers). The steps and expected descriptions are those of the server's test
/// jstests/change_streams/show_expanded_events_update_description.js, written out by hand.
@Suite("Change streams: disambiguatedPaths")
struct DisambiguatedPathsTests {
    static let large = String(repeating: "*", count: 128)

    struct Step: Sendable, CustomTestStringConvertible {
        let testDescription: String
        /// The update statement's `u` (Extended JSON), applied to `{_id: 100}`.
        let update: String
        /// The expected `updateDescription` (Extended JSON).
        let description: String
    }

    static let steps: [Step] = [
        Step(
            testDescription: "non-dotted fields and array indexes are not reported",
            update: #"{"$set": {"a": 2, "topLevelArray.0.subArray.1.1.0.bottomArray.2": 3, "arrayForReplacement": [0]}}"#,
            description:
                #"{"updatedFields": {"arrayForReplacement": [0], "a": 2, "topLevelArray.0.subArray.1.1.0.bottomArray.2": 3}, "removedFields": [], "truncatedArrays": [], "disambiguatedPaths": {}}"#
        ),
        Step(
            testDescription: "a numeric field name is a string, array indexes are numbers",
            update: #"{"$set": {"arrayWithNumericField.0.0.1": {"b.c": 1}}}"#,
            description:
                #"{"updatedFields": {"arrayWithNumericField.0.0.1": {"b.c": 1}}, "removedFields": [], "truncatedArrays": [], "disambiguatedPaths": {"arrayWithNumericField.0.0.1": ["arrayWithNumericField", 0, 0, "1"]}}"#
        ),
        Step(
            testDescription: "numeric field names without arrays or dots",
            update: #"{"$set": {"objectWithNumericField.0.1": "updated"}}"#,
            description:
                #"{"updatedFields": {"objectWithNumericField.0.1": "updated"}, "removedFields": [], "truncatedArrays": [], "disambiguatedPaths": {"objectWithNumericField.0.1": ["objectWithNumericField", "0", "1"]}}"#
        ),
        Step(
            testDescription: "an $unset array is not reported",
            update: #"[{"$unset": ["arrayForReplacement"]}]"#,
            description: #"{"updatedFields": {}, "removedFields": ["arrayForReplacement"], "truncatedArrays": [], "disambiguatedPaths": {}}"#),
        Step(
            testDescription: "a truncated array is not reported",
            update: #"[{"$replaceWith": {"$setField": {"field": "arrayForResize", "input": "$$ROOT", "value": ["\#(large)"]}}}]"#,
            description:
                #"{"updatedFields": {}, "removedFields": [], "truncatedArrays": [{"field": "arrayForResize", "newSize": 1}], "disambiguatedPaths": {}}"#),
        Step(
            testDescription: "top-level dotted fields are reported",
            update:
                #"[{"$replaceWith": {"$setField": {"field": "d.o.t.t.e.d.o.b.j.", "input": "$$ROOT", "value": {"subObj": 1}}}}, {"$replaceWith": {"$setField": {"field": "new.Field.", "input": "$$ROOT", "value": 1}}}]"#,
            description:
                #"{"updatedFields": {"d.o.t.t.e.d.o.b.j.": {"subObj": 1}, "new.Field.": 1}, "removedFields": [], "truncatedArrays": [], "disambiguatedPaths": {"d.o.t.t.e.d.o.b.j.": ["d.o.t.t.e.d.o.b.j."], "new.Field.": ["new.Field."]}}"#
        ),
        Step(
            testDescription: "dotted fields and array indexes together",
            update:
                #"[{"$set": {"obj": {"$setField": {"field": "sub.obj", "input": "$obj", "value": {"$literal": {"d.o.t.t.e.d.a.r.r.a.y..": [[{"a": {"b.c": 2, "field": "\#(large)"}}]]}}}}}}]"#,
            description:
                #"{"updatedFields": {"obj.sub.obj.d.o.t.t.e.d.a.r.r.a.y...0.0.a.b.c": 2}, "removedFields": [], "truncatedArrays": [{"field": "obj.sub.obj.d.o.t.t.e.d.a.r.r.a.y...0", "newSize": 1}], "disambiguatedPaths": {"obj.sub.obj.d.o.t.t.e.d.a.r.r.a.y...0": ["obj", "sub.obj", "d.o.t.t.e.d.a.r.r.a.y..", 0], "obj.sub.obj.d.o.t.t.e.d.a.r.r.a.y...0.0.a.b.c": ["obj", "sub.obj", "d.o.t.t.e.d.a.r.r.a.y..", 0, 0, "a", "b.c"]}}"#
        ),
        Step(
            testDescription: "dotted, numeric and array index components all told apart",
            update:
                #"[{"$replaceWith": {"$setField": {"field": "arrayWithDotted.AndNumericFields", "input": "$$ROOT", "value": {"$literal": [[{"0": [{"1.2": {"a.b": true, "c": "\#(large)"}}]}]]}}}}]"#,
            description:
                #"{"updatedFields": {"arrayWithDotted.AndNumericFields.0.0.0.0.1.2.a.b": true}, "removedFields": [], "truncatedArrays": [], "disambiguatedPaths": {"arrayWithDotted.AndNumericFields.0.0.0.0.1.2.a.b": ["arrayWithDotted.AndNumericFields", 0, 0, "0", 0, "1.2", "a.b"]}}"#
        ),
    ]

    static let original = #"""
        {"_id": 100,
         "topLevelArray": [{"subArray": [0, [0, [{"bottomArray": [1, 2, "\#(large)"]}]], 2, 3, "\#(large)"]}],
         "arrayForReplacement": [0, 1, 2, 3],
         "arrayForResize": ["\#(large)", 1],
         "obj": {"sub.obj": {"d.o.t.t.e.d.a.r.r.a.y..": [[{"a": {"b.c": 1, "field": "\#(large)"}}, "truncated"]]}},
         "d.o.t.t.e.d.o.b.j.": {"sub.obj": {"b.c": 2}},
         "objectWithNumericField": {"0": {"1": "numeric", "field": "\#(large)"}},
         "arrayWithNumericField": [[{"0": "numeric", "a": {"b.c": 1}, "field": "\#(large)"}]],
         "arrayWithDotted.AndNumericFields": [[{"0": [{"1.2": {"a.b": null, "c": "\#(large)"}}]}]]}
        """#

    @Test("The server test's updates, one after another, through the commands")
    func serverSteps() throws {
        let session = CommandSession(store: Store())
        _ = session.run(try Document(extendedJSON: #"{"insert": "coll", "documents": [\#(Self.original)]}"#))
        let opened = session.run(
            try Document(extendedJSON: #"{"aggregate": "coll", "pipeline": [{"$changeStream": {"showExpandedEvents": true}}], "cursor": {}}"#))
        let id = try #require(opened[path: "cursor.id"])
        for step in Self.steps {
            let reply = session.run(try Document(extendedJSON: #"{"update": "coll", "updates": [{"q": {"_id": 100}, "u": \#(step.update)}]}"#))
            try #require(reply["nModified"] == .int32(1), "\(step.testDescription): \(reply)")
            let events = session.run(["getMore": id, "collection": "coll", "maxTimeMS": 0])[path: "cursor.nextBatch"]?.arrayValue
            let event = try #require(events?.first?.documentValue, "\(step.testDescription)")
            #expect(event["operationType"] == "update")
            #expect(event["updateDescription"] == (try ExtendedJSON.parseValue(step.description)), "\(step.testDescription)")
        }
    }

    /// A document, one update of it, and the description MongoDB's diff parser gives: the
    /// cases of src/mongo/db/pipeline/change_stream_document_diff_parser_test.cpp, each diff
    /// made by an update (padding keeps the diffs smaller than the values they change).
    struct ParserCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let original: String
        let update: String
        let description: String
    }

    static let parserCases: [ParserCase] = [
        ParserCase(
            testDescription: "DoesNotDisambiguateNumericFieldAtRootOfDocument: a numeric name at the top cannot be an index",
            original: #"{"_id": 1}"#, update: #"{"$set": {"0": 1}}"#,
            description: #"{"updatedFields": {"0": 1}, "removedFields": [], "truncatedArrays": [], "disambiguatedPaths": {}}"#),
        ParserCase(
            testDescription: "DoesNotDisambiguateNumericFieldWithLeadingZeroes: no index has a leading zero",
            original: #"{"_id": 1, "a": {"01": 0, "pad": "\#(large)"}}"#, update: #"{"$set": {"a.01": 1}}"#,
            description: #"{"updatedFields": {"a.01": 1}, "removedFields": [], "truncatedArrays": [], "disambiguatedPaths": {}}"#),
        ParserCase(
            testDescription: "DisambiguatesNumericFields",
            original: #"{"_id": 1, "a": {"0": 0, "pad": "\#(large)"}}"#, update: #"{"$set": {"a.0": 1}}"#,
            description: #"{"updatedFields": {"a.0": 1}, "removedFields": [], "truncatedArrays": [], "disambiguatedPaths": {"a.0": ["a", "0"]}}"#),
        ParserCase(
            testDescription: "DisambiguatesNumericFieldsFromArrayIndices",
            original: #"{"_id": 1, "a": {"0": [0, "\#(large)"]}}"#, update: #"{"$set": {"a.0.0": 1}}"#,
            description: #"{"updatedFields": {"a.0.0": 1}, "removedFields": [], "truncatedArrays": [], "disambiguatedPaths": {"a.0.0": ["a", "0", 0]}}"#),
        ParserCase(
            testDescription: "DisambiguatesRemovedFields",
            original: #"{"_id": 1, "a.b": 1, "c": {"0": 1, "pad": "\#(large)"}}"#,
            update: #"[{"$replaceWith": {"$unsetField": {"field": "a.b", "input": "$$ROOT"}}}, {"$unset": "c.0"}]"#,
            description:
                #"{"updatedFields": {}, "removedFields": ["a.b", "c.0"], "truncatedArrays": [], "disambiguatedPaths": {"a.b": ["a.b"], "c.0": ["c", "0"]}}"#),
        ParserCase(
            testDescription: "DisambiguatesTruncatedArrays",
            original: #"{"_id": 1, "c": {"0": [1, 2, 3, 4, 5, 6], "pad": "\#(large)"}}"#, update: #"{"$push": {"c.0": {"$each": [], "$slice": 5}}}"#,
            description:
                #"{"updatedFields": {}, "removedFields": [], "truncatedArrays": [{"field": "c.0", "newSize": 5}], "disambiguatedPaths": {"c.0": ["c", "0"]}}"#),
        ParserCase(
            testDescription: "DisambiguatesCombinationOfAmbiguousFields: numeric names below array indexes and below numeric names",
            original: #"{"_id": 1, "c": [{"pad": "\#(large)"}, {"2": 0, "pad": "\#(large)"}], "f": {"1": {"2": [0, 0, 0, 0, "\#(large)"]}}}"#,
            update: #"{"$set": {"c.1.2": 1, "f.1.2.3": 1}}"#,
            description:
                #"{"updatedFields": {"c.1.2": 1, "f.1.2.3": 1}, "removedFields": [], "truncatedArrays": [], "disambiguatedPaths": {"c.1.2": ["c", 1, "2"], "f.1.2.3": ["f", "1", "2", 3]}}"#
        ),
    ]

    @Test("The diff parser's cases, each made by an update", arguments: parserCases)
    func parserCase(_ testCase: ParserCase) throws {
        let session = CommandSession(store: Store())
        _ = session.run(try Document(extendedJSON: #"{"insert": "coll", "documents": [\#(testCase.original)]}"#))
        let opened = session.run(
            try Document(extendedJSON: #"{"aggregate": "coll", "pipeline": [{"$changeStream": {"showExpandedEvents": true}}], "cursor": {}}"#))
        let reply = session.run(try Document(extendedJSON: #"{"update": "coll", "updates": [{"q": {"_id": 1}, "u": \#(testCase.update)}]}"#))
        try #require(reply["nModified"] == .int32(1), "\(reply)")
        let event = session.run(["getMore": try #require(opened[path: "cursor.id"]), "collection": "coll", "maxTimeMS": 0])[path: "cursor.nextBatch"]?
            .arrayValue?.first
        #expect(event?.documentValue?["updateDescription"] == (try ExtendedJSON.parseValue(testCase.description)))
    }

    @Test("Without showExpandedEvents there is no disambiguatedPaths")
    func onlyWhenExpanded() throws {
        let session = CommandSession(store: Store())
        _ = session.run(try Document(extendedJSON: #"{"insert": "coll", "documents": [\#(Self.original)]}"#))
        let opened = session.run(try Document(extendedJSON: #"{"aggregate": "coll", "pipeline": [{"$changeStream": {}}], "cursor": {}}"#))
        _ = session.run(try Document(extendedJSON: #"{"update": "coll", "updates": [{"q": {"_id": 100}, "u": \#(Self.steps[2].update)}]}"#))
        let event = session.run(["getMore": opened[path: "cursor.id"]!, "collection": "coll", "maxTimeMS": 0])[path: "cursor.nextBatch"]?.arrayValue?.first?
            .documentValue
        #expect(event?[path: "updateDescription"]?.documentValue?.keys == ["updatedFields", "removedFields", "truncatedArrays"])
    }
}
