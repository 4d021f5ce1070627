import DocStream
import DocStreamBSON
import Testing

/// What compiling a filter reports beyond the codes the conformance cases check: where an
/// error is, and that a compiled filter is used from many tasks at once.
@Suite("Query filter compilation")
struct QueryFilterCompileTests {
    private func error(_ filter: String) throws -> DocStreamError? {
        let document = try Document(extendedJSON: filter)
        do {
            _ = try QueryFilter(document)
            return nil
        } catch {
            return error
        }
    }

    @Test func errorNamesFieldAndOperator() throws {
        let failure = try #require(try error(#"{"a.b": {"$in": 5}}"#))
        #expect(failure.code == 2)
        #expect(failure.message == "$in needs an array")
        #expect(failure.location == "field 'a.b', operator $in")
    }

    @Test func errorNamesTopLevelOperator() throws {
        let failure = try #require(try error(#"{"$or": [{"a": {"$size": "x"}}]}"#))
        #expect(failure.location == "operator $or, clause 0, field 'a', operator $size")
    }

    @Test func unknownTopLevelOperatorMessage() throws {
        let failure = try #require(try error(#"{"$foo": 1}"#))
        #expect(
            failure.message
                == "unknown top level operator: $foo. If you have a field name that starts with a '$' symbol, consider using $getField or $setField.")
    }

    @Test func invalidRegexReportsPCRE() throws {
        let failure = try #require(try error(#"{"a": {"$regex": "("}}"#))
        #expect(failure.code == 51091)
        #expect(failure.message.hasPrefix("Regular expression is invalid: "))
    }

    /// Extended JSON reads `{"$regex": "...", "$options": "..."}` as a regular expression
    /// value, so the operator form with two strings is built here directly.
    @Test func regexOperatorWithStringOptions() throws {
        let multiline = try QueryFilter(["a": ["$regex": "^S", "$options": "m"]])
        #expect(try multiline.matches(["a": "First line\nSecond line"]))
        let optionsFirst = try QueryFilter(["a": ["$options": "si", "$regex": "m.*line"]])
        #expect(try optionsFirst.matches(["a": "Multiple\nline description"]))
        #expect(try !optionsFirst.matches(["a": "Single line description."]))
        let extended = try QueryFilter(["a": ["$regex": "abc #category code\n123 #item number", "$options": "x"]])
        #expect(try extended.matches(["a": "abc123"]))
        #expect(throws: DocStreamError.self) { try QueryFilter(["a": ["$regex": "abc", "$options": "g"]]) }
    }

    @Test func emptyFilterMatchesEverything() throws {
        let filter = try QueryFilter(Document())
        #expect(try filter.matches(["a": 1]))
        #expect(try filter.matches(Document()))
    }

    @Test func regexAgainstEmptyAndUnicodeStrings() throws {
        let filter = try QueryFilter(Document(extendedJSON: #"{"a": {"$regex": "^é.$", "$options": "i"}}"#))
        #expect(try filter.matches(["a": "Éa"]))
        #expect(try !filter.matches(["a": ""]))
        let empty = try QueryFilter(Document(extendedJSON: #"{"a": {"$regex": "^$"}}"#))
        #expect(try empty.matches(["a": ""]))
    }

    @Test func compiledFilterIsSharedAcrossTasks() async throws {
        let filter = try QueryFilter(Document(extendedJSON: #"{"name": {"$regex": "^Bean", "$options": "i"}, "n": {"$mod": [2, 0]}}"#))
        let matched = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    (0..<500).count { index in
                        let document: Document = ["name": index.isMultiple(of: 3) ? "bean of the day" : "Latte", "n": .int64(Int64(task + index))]
                        return (try? filter.matches(document)) == true
                    }
                }
            }
            return await group.reduce(0, +)
        }
        var expected = 0
        for task in 0..<8 {
            for index in 0..<500 where index.isMultiple(of: 3) && (task + index).isMultiple(of: 2) { expected += 1 }
        }
        #expect(matched == expected)
    }
}
