import DocStreamBSON

/// $meta (the text score), $binarySize $bsonSize (data size), $unsetField (object), $tsSecond
/// $tsIncrement (timestamp), $toUUID $createObjectId, $hash $hexHash $toHashedIndexKey
/// (ExpressionBinarySize, ExpressionBsonSize, ExpressionSetField, ExpressionTsSecond,
/// ExpressionTsIncrement, ExpressionConvert, ExpressionCreateObjectId, ExpressionHash,
/// ExpressionToHashedIndexKey). A null or missing operand gives null, except for
/// $toHashedIndexKey, which hashes it.
enum MiscellaneousExpressions {
    static let operators: [String: ExpressionOperatorCompiler] = [
        // `{$meta: "textScore"}`: the document's score for the operation's `$text` (40218
        // without one); the other metadata MongoDB keeps has no source here.
        "$meta": { name, argument throws(DocStreamError) in
            guard case .string(let keyword) = argument else { throw DocStreamError(.location(17307), "$meta only supports string arguments") }
            let known: Set<String> = [
                "textScore", "randVal", "searchScore", "searchHighlights", "geoNearDistance", "geoNearPoint", "recordId",
                "indexKey", "sortKey", "searchScoreDetails", "searchSequenceToken", "vectorSearchScore", "score", "scoreDetails",
            ]
            guard known.contains(keyword) else { throw DocStreamError(.location(17308), "Unsupported argument to $meta: \(keyword)") }
            guard keyword == "textScore" else { throw DocStreamError(.notImplemented, "{$meta: \"\(keyword)\"} is not supported") }
            return { scope throws(DocStreamError) in
                guard let search = scope.textSearch else { throw .textScoreUnavailable }
                if let score = scope.textScore { return .double(score) }
                return .double(try search.score(scope.root))
            }
        },
        "$binarySize": ExpressionCompiler.nullPropagatingUnary { name, value throws(DocStreamError) in
            switch value {
            case .string(let text): return .int32(Int32(text.utf8.count))
            case .binary(let binary): return .int32(Int32(binary.data.count))
            default:
                throw DocStreamError(.location(51276), "\(name) requires a string or BinData argument, found: \(value.type.alias)")
            }
        },
        "$bsonSize": ExpressionCompiler.nullPropagatingUnary { name, value throws(DocStreamError) in
            guard case .document(let document) = value else {
                throw DocStreamError(.location(31393), "\(name) requires a document input, found: \(value.type.alias)")
            }
            return .int32(Int32(document.bytes.count))
        },
        "$tsSecond": ExpressionCompiler.nullPropagatingUnary { name, value throws(DocStreamError) in
            guard case .timestamp(let timestamp) = value else { throw notTimestamp(.location(5687301), name, value) }
            return .int64(Int64(timestamp.seconds))
        },
        "$tsIncrement": ExpressionCompiler.nullPropagatingUnary { name, value throws(DocStreamError) in
            guard case .timestamp(let timestamp) = value else { throw notTimestamp(.location(5687302), name, value) }
            return .int64(Int64(timestamp.increment))
        },
        // `{$convert: {input, to: {type: "binData", subtype: 4}, format: "uuid"}}`: the
        // canonical text form, 8-4-4-4-12 hexadecimal digits, to a UUID.
        "$toUUID": ExpressionCompiler.nullPropagatingUnary { name, value throws(DocStreamError) in
            guard case .string(let text) = value else {
                throw conversionFailure("Unsupported conversion from \(value.type.alias) to binData in $convert with no onError value")
            }
            guard let bytes = BinaryTextFormat.uuidBytes(text) else {
                throw conversionFailure("Failed to parse BinData '\(text)' in $convert with no onError value: Invalid UUID string: \(text)")
            }
            return .binary(BSONBinary(subtype: BSONBinary.uuid, data: bytes))
        },
        // `{$createObjectId: {}}`: a new ObjectId for each evaluation.
        "$createObjectId": { name, arguments throws(DocStreamError) in
            guard case .document(let document) = arguments, document.isEmpty else {
                throw DocStreamError.failedToParse("\(name) requires an empty object as its argument, found: \(arguments.extendedJSON(.relaxed))")
            }
            return { _ in .objectId(ObjectId()) }
        },
        // `{input, algorithm}`: the digest of a string's UTF-8 bytes or of binary data, as
        // binary data (subtype 0) or as uppercase hexadecimal text.
        "$hash": { name, arguments throws(DocStreamError) in
            try compileHash(name, arguments) { .binary(BSONBinary(data: $0)) }
        },
        "$hexHash": { name, arguments throws(DocStreamError) in
            try compileHash(name, arguments) { digest in
                let digits = Array("0123456789ABCDEF".utf8)
                return .string(String(decoding: digest.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]] }, as: UTF8.self))
            }
        },
        // The hashed index key of any value, null and missing included (hashed as null).
        "$toHashedIndexKey": { name, arguments throws(DocStreamError) in
            let operand = try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]
            return { variables throws(DocStreamError) in .int64(HashedIndexKey.hash(try operand(variables) ?? .null)) }
        },
        // `{field, input}`: $setField with the value $$REMOVE, as MongoDB parses it.
        "$unsetField": { name, arguments throws(DocStreamError) in
            guard case .document(let specification) = arguments else {
                throw DocStreamError(.location(4161100), "\(name) only supports an object as its argument")
            }
            for key in specification.keys where key != "field" && key != "input" {
                throw DocStreamError(.location(4161101), "\(name) found an unknown argument: \(key)")
            }
            var setField = specification
            setField["value"] = .string("$$REMOVE")
            return try ExpressionCompiler.compile(.document(["$setField": .document(setField)]))
        },
    ]

    /// evaluate_hash.cpp: the input is checked before the algorithm, which is evaluated
    /// only for a non-null input.
    private static func compileHash(
        _ name: String, _ arguments: BSONValue, _ result: @escaping @Sendable ([UInt8]) -> BSONValue
    ) throws(DocStreamError) -> ExpressionEvaluator {
        guard case .document(let specification) = arguments else {
            throw DocStreamError.failedToParse("\(name) expects an object of named arguments but found: \(arguments.type.alias)")
        }
        var input: ExpressionEvaluator?
        var algorithm: ExpressionEvaluator?
        for (key, value) in specification {
            switch key {
            case "input": input = try ExpressionCompiler.compile(value)
            case "algorithm": algorithm = try ExpressionCompiler.compile(value)
            default: throw DocStreamError.failedToParse("\(name) found an unknown argument: \(key)")
            }
        }
        guard let input else { throw DocStreamError.failedToParse("Missing 'input' parameter to \(name)") }
        guard let algorithm else { throw DocStreamError.failedToParse("Missing 'algorithm' parameter to \(name)") }
        return { variables throws(DocStreamError) in
            let value = try input(variables)
            let bytes: [UInt8]
            switch value {
            case nil, .null?, .undefined?: return .null
            case .string(let text)?: bytes = Array(text.utf8)
            case .binary(let binary)?: bytes = binary.data
            case let other?:
                throw DocStreamError(.location(10754000), "$hash requires that 'input' be a valid UTF-8 string or binData, found: \(other.type.alias)")
            }
            let algorithmValue = try algorithm(variables)
            guard case .string(let algorithmName)? = algorithmValue else {
                throw DocStreamError(.location(10754001), "$hash requires that 'algorithm' be a string, found: \(ExpressionCompiler.typeName(algorithmValue))")
            }
            switch algorithmName {
            case "md5": return result(Digests.md5(bytes))
            case "sha256": return result(Digests.sha256(bytes))
            case "xxh64": return result(Digests.xxh64(bytes))
            default:
                throw DocStreamError(
                    .location(10754002), "Currently, the only supported algorithms for $hash are 'md5', 'sha256' and 'xxh64', found: \(algorithmName)")
            }
        }
    }

    private static func notTimestamp(_ code: ErrorCode, _ name: String, _ value: BSONValue) -> DocStreamError {
        // The leading space is MongoDB's.
        DocStreamError(code, " Argument to \(name) must be a timestamp, but is \(value.type.alias)")
    }

    private static func conversionFailure(_ message: String) -> DocStreamError {
        DocStreamError(.conversionFailure, message)
    }
}
