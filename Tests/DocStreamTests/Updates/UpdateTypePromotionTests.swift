import DocStream
import DocStreamBSON
import Testing

/// $inc and $mul keep MongoDB's numeric types (src/mongo/util/safe_num.cpp; manual $inc, $mul
/// "Multiply Mixed Numeric Types").
@Suite("Update numeric type promotion")
struct UpdateTypePromotionTests {
    @Test("int32 with int32 stays int32")
    func int32StaysInt32() throws {
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": 5}"#, #"{"$inc": {"a": 2}}"#), #"{"_id": 1, "a": 7}"#)
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": 5}"#, #"{"$mul": {"a": 3}}"#), #"{"_id": 1, "a": 15}"#)
    }

    @Test("int32 overflow becomes int64")
    func int32OverflowBecomesInt64() throws {
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": 2147483647}"#, #"{"$inc": {"a": 1}}"#),
            #"{"_id": 1, "a": {"$numberLong": "2147483648"}}"#)
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": 65536}"#, #"{"$mul": {"a": 65536}}"#),
            #"{"_id": 1, "a": {"$numberLong": "4294967296"}}"#)
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": -2147483648}"#, #"{"$inc": {"a": -1}}"#),
            #"{"_id": 1, "a": {"$numberLong": "-2147483649"}}"#)
    }

    @Test("int32 with int64 is int64")
    func int32WithInt64() throws {
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": 1}"#, #"{"$inc": {"a": {"$numberLong": "2"}}}"#),
            #"{"_id": 1, "a": {"$numberLong": "3"}}"#)
    }

    @Test("int64 overflow is an error, and the document stays as it was")
    func int64OverflowFails() throws {
        let error = UpdateTesting.error(#"{"_id": 1, "a": {"$numberLong": "9223372036854775807"}}"#, #"{"$inc": {"a": 1}}"#)
        #expect(error?.code == 2)
        #expect(error?.message == "Failed to apply $inc operations to current value ((NumberLong)9223372036854775807) for document {_id: 1}")
        let multiply = UpdateTesting.error(#"{"_id": 1, "a": {"$numberLong": "4611686018427387904"}}"#, #"{"$mul": {"a": 2}}"#)
        #expect(multiply?.code == 2)
        #expect(multiply?.message == "Failed to apply $mul operations to current value ((NumberLong)4611686018427387904) for document {_id: 1}")
    }

    @Test("a double makes a double")
    func doubleWins() throws {
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": 5}"#, #"{"$inc": {"a": 0.5}}"#), #"{"_id": 1, "a": 5.5}"#)
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": {"$numberLong": "4"}}"#, #"{"$mul": {"a": 2.5}}"#),
            #"{"_id": 1, "a": 10.0}"#)
    }

    @Test("a decimal makes a decimal")
    func decimalWins() throws {
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": {"$numberDecimal": "1.25"}}"#, #"{"$inc": {"a": 2}}"#),
            #"{"_id": 1, "a": {"$numberDecimal": "3.25"}}"#)
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": 3}"#, #"{"$mul": {"a": {"$numberDecimal": "1.5"}}}"#),
            #"{"_id": 1, "a": {"$numberDecimal": "4.5"}}"#)
        // The double converts to a decimal exactly; only the value is certain, not its digits.
        let mixed = try UpdateTesting.updated(#"{"_id": 1, "a": 0.5}"#, #"{"$inc": {"a": {"$numberDecimal": "1"}}}"#)
        #expect(mixed["a"]?.type == .decimal128)
        #expect(mixed["a"]?.isMongoEqual(to: .double(1.5)) == true)
    }

    @Test("a missing field: $inc sets the operand, $mul a zero of its type")
    func missingField() throws {
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1}"#, #"{"$inc": {"a": 3}}"#), #"{"_id": 1, "a": 3}"#)
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1}"#, #"{"$mul": {"a": 3}}"#), #"{"_id": 1, "a": 0}"#)
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1}"#, #"{"$mul": {"a": {"$numberLong": "3"}}}"#),
            #"{"_id": 1, "a": {"$numberLong": "0"}}"#)
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1}"#, #"{"$mul": {"a": 2.5}}"#), #"{"_id": 1, "a": 0.0}"#)
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1}"#, #"{"$mul": {"a": {"$numberDecimal": "2.5"}}}"#),
            #"{"_id": 1, "a": {"$numberDecimal": "0.0"}}"#)
    }

    @Test("$inc and $mul refuse non-numbers, naming the field and its type")
    func nonNumbers() {
        let target = UpdateTesting.error(#"{"_id": 1, "a": "x"}"#, #"{"$inc": {"a": 1}}"#)
        #expect(target?.code == 14)
        #expect(target?.message == "Cannot apply $inc to a value of non-numeric type. {_id: 1} has the field 'a' of non-numeric type string")
        let nested = UpdateTesting.error(#"{"_id": 1, "a": {"b": null}}"#, #"{"$mul": {"a.b": 2}}"#)
        #expect(nested?.message == "Cannot apply $mul to a value of non-numeric type. {_id: 1} has the field 'b' of non-numeric type null")
        let argument = UpdateTesting.error(#"{"_id": 1, "a": 1}"#, #"{"$inc": {"a": "1"}}"#)
        #expect(argument?.code == 14)
        #expect(argument?.message == #"Cannot increment with non-numeric argument: {a: "1"}"#)
        let multiplyArgument = UpdateTesting.error(#"{"_id": 1, "a": 1}"#, #"{"$mul": {"a": true}}"#)
        #expect(multiplyArgument?.message == "Cannot multiply with non-numeric argument: {a: true}")
    }

    @Test("$min and $max compare across types in BSON order")
    func minMaxAcrossTypes() throws {
        // Numbers sort before strings: $max with a string replaces a number, $min does not.
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": 5}"#, #"{"$max": {"a": "x"}}"#), #"{"_id": 1, "a": "x"}"#)
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": 5}"#, #"{"$min": {"a": "x"}}"#), #"{"_id": 1, "a": 5}"#)
        // null sorts before numbers.
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": 5}"#, #"{"$min": {"a": null}}"#), #"{"_id": 1, "a": null}"#)
        // Equal values of other numeric types change nothing.
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": 5}"#, #"{"$max": {"a": 5.0}}"#), #"{"_id": 1, "a": 5}"#)
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": 5}"#, #"{"$max": {"a": 5.5}}"#), #"{"_id": 1, "a": 5.5}"#)
    }
}
