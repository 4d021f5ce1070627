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
        let arguments = try Self.arguments.read(specification)
        let output = arguments.document("output")!
        guard !output.isEmpty else {
            throw DocStreamError(.location(6050203), "The output field in '$fill' must contain an object with at least one element")
        }
        var windowOutput: [(String, BSONValue)] = []
        var addedFields: [(String, BSONValue)] = []
        for (field, value) in output {
            guard case .document(let fillSpecification) = value else {
                throw DocStreamError(.location(6050200), "Each fill output specification must be an object with exactly one field")
            }
            let fill = try Self.outputArguments(field).read(fillSpecification)
            let (method, fillValue) = (fill.string("method"), fill["value"])
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
        if let sortBy = arguments["sortBy"] { windowSpecification.append(("sortBy", sortBy)) }
        if let partitionBy = arguments["partitionBy"] {
            guard arguments["partitionByFields"] == nil else {
                throw DocStreamError(.location(6050204), "Maximum one of 'partitionBy' and 'partitionByFields can be specified in '$fill'")
            }
            windowSpecification.append(("partitionBy", partitionBy))
        }
        if let partitionByFields = arguments.strings("partitionByFields") {
            // Each is a field of the partitionBy object, and its path the field's value.
            for field in partitionByFields { try FieldPathExpression.refuseNUL(in: field) }
            windowSpecification.append(("partitionBy", .document(Document(partitionByFields.map { ($0, .string("$" + $0)) }))))
        }
        windowFields = windowOutput.isEmpty ? nil : try SetWindowFieldsStage(.document(Document(windowSpecification)))
        addFields = addedFields.isEmpty ? nil : try AddFieldsStage(.document(Document(addedFields)), stageName: "$addFields")
    }

    /// document_source_fill.idl's FillSpec.
    private static let arguments = ArgumentReader(
        errors: .idl("$fill"),
        fields: [
            .optional("sortBy", .object), .optional("partitionByFields", .strings), .optional("partitionBy", .either(.object, .string)),
            .required("output", .object),
        ])

    /// FillOutputSpec, read for each output field.
    private static func outputArguments(_ field: String) -> ArgumentReader {
        ArgumentReader(errors: .idl("$fill.output.\(field)"), fields: [.optional("value"), .optional("method", .string)])
    }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        let afterWindow = addFields?.makeSink(feeding: downstream, context: context) ?? downstream
        return windowFields?.makeSink(feeding: afterWindow, context: context) ?? afterWindow
    }
}
