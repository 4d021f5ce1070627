import DocStreamBSON

/// Accumulator fields, `{field: {<accumulator>: <expression>}, ...}` of `$group` and
/// `$bucketAuto`'s `output`, checked as MongoDB checks every accumulation statement
/// (AccumulationStatement::parseAccumulationStatement).
enum AccumulatorFields {
    static func compile(_ specification: Document) throws(DocStreamError) -> [(field: String, accumulator: Accumulator)] {
        var accumulators: [(field: String, accumulator: Accumulator)] = []
        for (field, value) in specification {
            accumulators.append((field, try compile(field: field, value)))
        }
        return accumulators
    }

    static func compile(field: String, _ value: BSONValue) throws(DocStreamError) -> Accumulator {
        guard !field.hasPrefix("$") else {
            throw DocStreamError(.location(40236), "The field name '\(field)' cannot be an operator name")
        }
        guard !field.contains(".") else {
            throw DocStreamError(.location(40235), "The field name '\(field)' cannot contain '.'")
        }
        guard case .document(let operation) = value, operation.count == 1, let (name, operand) = operation.elements.first else {
            throw DocStreamError(.location(40234), "The field '\(field)' must be an accumulator object")
        }
        guard let compiler = Accumulators.compilers[name] else {
            throw DocStreamError(.location(15952), "unknown group operator '\(name)'")
        }
        do {
            return try compiler(name, operand)
        } catch {
            throw error.located("field '\(field)'")
        }
    }
}
