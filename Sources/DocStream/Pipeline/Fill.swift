import DocStreamBSON

/// `{$fill: {partitionBy? | partitionByFields?, sortBy?, output: {field: {method} | {value}}}}`:
/// null and missing fields filled, as MongoDB desugars it (document_source_fill.cpp): a
/// `$setWindowFields` computes the `method` fields with `$locf` or `$linearFill` of the field
/// itself, then an `$addFields` sets each `value` field to `{$ifNull: ["$field", value]}`.
struct FillStage: PipelineStage {
    private let windowFields: SetWindowFieldsStage?
    private let addFields: AddFieldsStage?

    init(_ argument: BSONValue) throws(DocStreamError) {
        guard let specification = argument.documentValue else {
            throw .failedToParse("The $fill stage specification must be an object, found \(argument.type.alias)")
        }
        var partitionBy: BSONValue?
        var partitionByFields: [String]?
        var sortBy: Document?
        var output: Document?
        for (key, value) in specification {
            switch key {
            case "partitionBy":
                guard value.type == .string || value.type == .document else { throw Self.wrongType(key, value, expected: "[string, object]") }
                partitionBy = value
            case "partitionByFields":
                guard case .array(let elements) = value else { throw Self.wrongType(key, value, expected: "array") }
                var fields: [String] = []
                for element in elements {
                    guard let field = element.stringValue else { throw Self.wrongType(key, element, expected: "string") }
                    fields.append(field)
                }
                partitionByFields = fields
            case "sortBy":
                guard let sort = value.documentValue else { throw Self.wrongType(key, value, expected: "object") }
                sortBy = sort
            case "output":
                guard let fields = value.documentValue else { throw Self.wrongType(key, value, expected: "object") }
                output = fields
            default:
                throw DocStreamError(.idlUnknownField, "BSON field '$fill.\(key)' is an unknown field.")
            }
        }
        guard let output else {
            throw DocStreamError(.idlFailedToParse, "BSON field '$fill.output' is missing but a required field")
        }
        guard !output.isEmpty else {
            throw DocStreamError(.location(6050203), "The output field in '$fill' must contain an object with at least one element")
        }
        var windowOutput: [(String, BSONValue)] = []
        var addedFields: [(String, BSONValue)] = []
        for (field, value) in output {
            guard case .document(let fill) = value else {
                throw DocStreamError(.location(6050200), "Each fill output specification must be an object with exactly one field")
            }
            var method: String?
            var fillValue: BSONValue?
            for (key, argument) in fill {
                switch key {
                case "method":
                    guard let name = argument.stringValue else { throw Self.wrongType("output.\(field).method", argument, expected: "string") }
                    method = name
                case "value":
                    fillValue = argument
                default:
                    throw DocStreamError(.idlUnknownField, "BSON field '$fill.output.\(field).\(key)' is an unknown field.")
                }
            }
            if let method {
                guard fillValue == nil else {
                    throw DocStreamError(.location(6050201), "Each fill output specification must have exactly one of 'method' or 'value' fields, not both")
                }
                guard method == "locf" || method == "linear" else {
                    throw DocStreamError(.location(6050202), "Method must be either locf or linear")
                }
                windowOutput.append((field, .document([method == "linear" ? "$linearFill" : "$locf": .string("$" + field)])))
            }
            if let fillValue {
                addedFields.append((field, .document(["$ifNull": .array([.string("$" + field), fillValue])])))
            }
        }
        var windowSpecification: [(String, BSONValue)] = [("output", .document(Document(windowOutput)))]
        if let sortBy { windowSpecification.append(("sortBy", .document(sortBy))) }
        if let partitionBy {
            guard partitionByFields == nil else {
                throw DocStreamError(.location(6050204), "Maximum one of 'partitionBy' and 'partitionByFields can be specified in '$fill'")
            }
            windowSpecification.append(("partitionBy", partitionBy))
        }
        if let partitionByFields {
            windowSpecification.append(("partitionBy", .document(Document(partitionByFields.map { ($0, .string("$" + $0)) }))))
        }
        windowFields = windowOutput.isEmpty ? nil : try SetWindowFieldsStage(.document(Document(windowSpecification)))
        addFields = addedFields.isEmpty ? nil : try AddFieldsStage(.document(Document(addedFields)), stageName: "$addFields")
    }

    private static func wrongType(_ field: String, _ value: BSONValue, expected: String) -> DocStreamError {
        .typeMismatch("BSON field '$fill.\(field)' is the wrong type '\(value.type.alias)', expected type '\(expected)'")
    }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        let afterWindow = addFields?.makeSink(feeding: downstream, context: context) ?? downstream
        return windowFields?.makeSink(feeding: afterWindow, context: context) ?? afterWindow
    }
}
