import DocStreamBSON

/// One operator of a validator on one field, `{a: {$gt: 5}}`, with what MongoDB reports when
/// a document fails it: the operator, how it was specified, the reason and the values the
/// path reached (doc_validation_error.cpp generatePathError and friends).
struct ValidationLeaf: Sendable {
    let operatorName: String
    let specifiedAs: Document
    private let path: [String]?
    private let filter: QueryFilter
    private let report: Report

    /// How an operator explains itself.
    private struct Report: Sendable {
        var failed: String
        var succeeded: String
        /// The types the operator works on: when no value has one, the reason is a type mismatch.
        var expectedTypes: Set<BSONType>? = nil
        /// Whether a leaf array is one value (`$size`, `$elemMatch`, `$all`) or its elements.
        var traversesArrays = true
        /// `$ne`, `$nin`, `$exists: false`: the negation of the operator that explains them.
        var negated = false
        var reportsValues = true
        var reportsTypes = false
        /// `$geoWithin`, `$geoIntersects`: values that are no geometry are a type error of their own.
        var needsGeometry = false
    }

    private static let numbers: Set<BSONType> = [.int32, .int64, .double, .decimal128]

    init(field: String, operatorName: String, condition: BSONValue, specifiedAs: Document) throws(DocStreamError) {
        self.operatorName = operatorName
        self.specifiedAs = specifiedAs
        path = field.hasPrefix("$") ? nil : field.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        filter = try QueryFilter([field: condition])
        report = Self.report(for: operatorName, condition: condition)
    }

    private static func report(for operatorName: String, condition: BSONValue) -> Report {
        switch operatorName {
        case "$eq", "$gt", "$gte", "$lt", "$lte":
            return Report(failed: "comparison failed", succeeded: "comparison succeeded")
        case "$ne":
            return Report(failed: "comparison failed", succeeded: "comparison succeeded", negated: true)
        case "$in":
            return Report(failed: "no matching value found in array", succeeded: "matching value found in array")
        case "$nin":
            return Report(failed: "no matching value found in array", succeeded: "matching value found in array", negated: true)
        case "$exists":
            let wantsField = condition.documentValue?["$exists"].map { ![.bool(false), .int32(0), .int64(0), .double(0), .null].contains($0) } ?? true
            return Report(failed: "path does not exist", succeeded: "path does exist", negated: !wantsField, reportsValues: false)
        case "$type":
            return Report(failed: "type did not match", succeeded: "type did match", reportsTypes: true)
        case "$regex":
            return Report(failed: "regular expression did not match", succeeded: "regular expression did match", expectedTypes: [.string, .symbol, .regex])
        case "$mod":
            return Report(failed: "$mod did not evaluate to expected remainder", succeeded: "$mod did evaluate to expected remainder", expectedTypes: numbers)
        case "$size":
            return Report(
                failed: "array length was not equal to given size", succeeded: "array length was equal to given size", expectedTypes: [.array],
                traversesArrays: false)
        case "$elemMatch":
            return Report(
                failed: "array did not satisfy the child predicate", succeeded: "array did satisfy the child predicate", expectedTypes: [.array],
                traversesArrays: false)
        case "$all":
            return Report(failed: "array did not contain all specified values", succeeded: "array did contain all specified values", traversesArrays: false)
        case "$bitsAllSet", "$bitsAllClear", "$bitsAnySet", "$bitsAnyClear":
            return Report(
                failed: "bitwise operator failed to match", succeeded: "bitwise operator matched successfully", expectedTypes: numbers.union([.binary]))
        case "$geoWithin", "$within":
            return Report(
                failed: "none of the considered geometries were contained within the expression’s geometry",
                succeeded: "at least one of considered geometries was contained within the expression’s geometry", needsGeometry: true)
        case "$geoIntersects":
            return Report(
                failed: "none of the considered geometries intersected the expression’s geometry",
                succeeded: "at least one of considered geometries intersected the expression’s geometry", needsGeometry: true)
        default:
            return Report(failed: "expression did not match", succeeded: "expression did match")
        }
    }

    /// Whether the document matches the operator; nil when matching raises an error.
    func outcome(_ document: Document) -> Bool? {
        try? filter.matches(document)
    }

    /// Why the document fails the operator (`inverted`: why it matches).
    func details(_ document: Document, inverted: Bool) -> Document {
        let explainsSuccess = inverted != report.negated
        var details: Document = ["operatorName": .string(operatorName), "specifiedAs": .document(specifiedAs)]
        let reason = explainsSuccess ? report.succeeded : report.failed
        guard report.reportsValues, let path else {
            details["reason"] = .string(reason)
            return details
        }
        let present = Self.values(at: path[...], in: .document(document), expandingLeafArrays: false)
        guard !present.isEmpty else {
            details["reason"] = "field was missing"
            return details
        }
        let values = report.traversesArrays ? Self.values(at: path[...], in: .document(document), expandingLeafArrays: true) : present
        if let expected = report.expectedTypes, !values.contains(where: { expected.contains($0.type) }) {
            details["reason"] = "type did not match"
            Self.appendTypes(of: values, to: &details)
            let expectedNames = expected.map(\.alias).sorted()
            if expectedNames.count == 1 {
                details["expectedType"] = .string(expectedNames[0])
            } else {
                details["expectedTypes"] = .array(expectedNames.map { .string($0) })
            }
        } else if report.needsGeometry, !Self.holdsGeometry(values, field: document[path.joined(separator: ".")]) {
            details["reason"] = "could not find a valid geometry at the given path"
        } else {
            details["reason"] = .string(reason)
        }
        Self.appendConsidered(values, to: &details)
        if report.reportsTypes { Self.appendTypes(of: values, to: &details) }
        return details
    }

    /// Whether one of the values, or the field itself (a legacy point is an array of numbers),
    /// is a geometry (doc_validation_error.cpp appendGeoTypeError).
    private static func holdsGeometry(_ values: [BSONValue], field: BSONValue?) -> Bool {
        values.contains { GeoParsing.stored($0) != nil } || field.flatMap(GeoParsing.stored) != nil
    }

    /// MongoDB reports at most this many considered values (internalQueryMaxDocValidationErrorConsideredValues).
    private static let maxConsideredValues = 10

    /// One value is `consideredValue`; none (the path holds an empty array) or several are
    /// `consideredValues`, as MongoDB's appendConsideredValues writes them.
    private static func appendConsidered(_ values: [BSONValue], to details: inout Document) {
        if values.count == 1 {
            details["consideredValue"] = values[0]
            return
        }
        details["consideredValues"] = .array(Array(values.prefix(maxConsideredValues)))
        if values.count > maxConsideredValues { details["consideredValuesTruncated"] = true }
    }

    private static func appendTypes(of values: [BSONValue], to details: inout Document) {
        let names = Set(values.map(\.type.alias)).sorted()
        guard !names.isEmpty else { return }
        if names.count == 1 {
            details["consideredType"] = .string(names[0])
        } else {
            details["consideredTypes"] = .array(names.map { .string($0) })
        }
    }

    /// The values a dotted path reaches, as MongoDB's matcher walks it: into embedded
    /// documents, into every document of an array on the way, and into an element by index.
    /// With `expandingLeafArrays`, an array at the end stands for its elements.
    static func values(at path: ArraySlice<String>, in value: BSONValue, expandingLeafArrays: Bool) -> [BSONValue] {
        guard let component = path.first else {
            if expandingLeafArrays, case .array(let elements) = value { return elements }
            return [value]
        }
        let rest = path.dropFirst()
        switch value {
        case .document(let document):
            return document[component].map { values(at: rest, in: $0, expandingLeafArrays: expandingLeafArrays) } ?? []
        case .array(let elements):
            var found: [BSONValue] = []
            if component.allSatisfy(\.isASCII), let index = Int(component), elements.indices.contains(index) {
                found += values(at: rest, in: elements[index], expandingLeafArrays: expandingLeafArrays)
            }
            for case .document(let element) in elements {
                if let child = element[component] { found += values(at: rest, in: child, expandingLeafArrays: expandingLeafArrays) }
            }
            return found
        default:
            return []
        }
    }
}
