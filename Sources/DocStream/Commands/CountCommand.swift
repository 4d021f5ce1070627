import DocStreamBSON

/// `{count: "coll", query, skip, limit}` -> `{n, ok}`.
enum CountCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["query", "skip", "limit", "fields"])
        let count = try context.collection().count(
            filter: try arguments.document("query") ?? [:], skip: try arguments.integer("skip") ?? 0, limit: try arguments.integer("limit") ?? 0,
            hint: try IndexHint(arguments.command["hint"]))
        return okReply(["n": .int32(Int32(count))])
    }
}

/// `{distinct: "coll", key, query}` -> `{values, ok}`.
enum DistinctCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["key", "query"])
        guard let key = try arguments.string("key") else {
            throw arguments.missingField("key")
        }
        let values = try context.collection().distinct(key: key, filter: try arguments.document("query") ?? [:])
        return okReply(["values": .array(values)])
    }
}
