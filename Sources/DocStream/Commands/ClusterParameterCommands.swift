import DocStreamBSON

/// `{setClusterParameter: {<name>: <value>}}` on admin -> `{ok}` (`ClusterParameters`).
enum SetClusterParameterCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields([])
        guard let parameter = try arguments.document("setClusterParameter") else { throw arguments.missingField("setClusterParameter") }
        guard parameter.count == 1, let (name, value) = parameter.elements.first else {
            throw DocStreamError(.badValue, "Cluster parameter value must be an object with exactly one field, the parameter's name")
        }
        try context.session.store.setClusterParameter(name, value: value)
        return okReply()
    }
}

/// `{getClusterParameter: <name> | [<name>, ...] | "*"}` on admin -> `{clusterParameters:
/// [{_id, clusterParameterTime, ...}], ok}`.
enum GetClusterParameterCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields([])
        let names: [String]?
        switch arguments.command["getClusterParameter"] {
        case .string("*")?: names = nil
        case .string(let name)?: names = [name]
        case .array(let values)?:
            names = try values.map { (value) throws(DocStreamError) -> String in
                guard case .string(let name) = value else { throw arguments.typeMismatch("getClusterParameter", value, expected: "string") }
                return name
            }
        case let value?: throw arguments.typeMismatch("getClusterParameter", value, expected: "string")
        case nil: throw arguments.missingField("getClusterParameter")
        }
        let parameters = try context.session.store.clusterParameters(names)
        return okReply(["clusterParameters": .array(parameters.map(BSONValue.document))])
    }
}
