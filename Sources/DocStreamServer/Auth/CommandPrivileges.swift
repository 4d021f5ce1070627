import DocStream
import DocStreamBSON

/// Actions on a resource, all of which a command needs.
struct Privilege: Hashable, Sendable {
    let resource: Resource
    let actions: [String]
}

/// What each command needs to run (MongoDB manual, "Privilege Actions", and each command's
/// "Access Control" section): the one table from command name to actions and resources.
enum CommandPrivileges {
    /// Commands an unauthenticated client may run when authentication is required: the
    /// handshake, authenticating, and the commands MongoDB answers without authentication
    /// (ping, buildInfo, connectionStatus, logout).
    static let withoutAuthentication: Set<String> = [
        "hello", "isMaster", "ismaster", "saslStart", "saslContinue", "logout", "ping", "buildInfo", "connectionStatus",
    ]

    /// Commands any authenticated user may run, whatever their roles.
    static let anyAuthenticatedUser: Set<String> = [
        "listCommands", "whatsmyuri", "endSessions", "refreshSessions", "killSessions", "listDatabases",
    ]

    /// The privileges `command` needs on database `database`; empty when authentication alone
    /// suffices. A command that is not known needs nothing here: running it fails as unknown.
    static func required(for command: Document, database: String) -> [Privilege] {
        guard let name = command.firstKey else { return [] }
        let collection = command[name]?.stringValue
        func onCollection(_ actions: String...) -> [Privilege] {
            guard let collection else { return [Privilege(resource: .database(database), actions: actions)] }
            return [Privilege(resource: .collection(database: database, collection: collection), actions: actions)]
        }
        func onDatabase(_ actions: String...) -> [Privilege] { [Privilege(resource: .database(database), actions: actions)] }
        func onCluster(_ actions: String...) -> [Privilege] { [Privilege(resource: .cluster, actions: actions)] }
        switch name {
        case "find", "count", "distinct":
            return onCollection("find")
        case "listIndexes":
            return onCollection("listIndexes")
        case "aggregate":
            return aggregate(command, database: database, collection: collection)
        case "getMore":
            // The cursor's namespace, which getMore names: reading it on needs find.
            let namespace = command["collection"]?.stringValue ?? ""
            return [Privilege(resource: .collection(database: database, collection: namespace), actions: ["find"])]
        case "killCursors":
            return onCollection("killCursors")
        case "insert":
            return onCollection("insert") + bypass(command, database, collection)
        case "update":
            let upserts = command["updates"]?.arrayValue?.contains { $0.documentValue?["upsert"]?.boolValue == true } == true
            return (upserts ? onCollection("update", "insert") : onCollection("update")) + bypass(command, database, collection)
        case "delete":
            return onCollection("remove")
        case "bulkWrite":
            return bulkWrite(command)
        case "findAndModify", "findandmodify":
            if command["remove"]?.boolValue == true { return onCollection("find", "remove") }
            let upsert = command["upsert"]?.boolValue == true
            return (upsert ? onCollection("find", "update", "insert") : onCollection("find", "update")) + bypass(command, database, collection)
        case "create":
            return onCollection("createCollection")
        case "drop":
            return onCollection("dropCollection")
        case "collMod":
            return onCollection("collMod")
        case "convertToCapped":
            return onCollection("convertToCapped")
        case "cloneCollectionAsCapped":
            // The source is read, the target created and written (MongoDB's
            // cloneCollectionAsCapped privileges).
            guard let target = command["toCollection"]?.stringValue else { return onCollection("find") }
            return onCollection("find")
                + [Privilege(resource: .collection(database: database, collection: target), actions: ["insert", "createIndex", "createCollection"])]
        case "createIndexes":
            return onCollection("createIndex")
        case "dropIndexes", "deleteIndexes":
            return onCollection("dropIndex")
        case "dropDatabase":
            return onDatabase("dropDatabase")
        case "listCollections":
            return onDatabase("listCollections")
        case "dbStats":
            return onDatabase("dbStats")
        case "collStats":
            return onCollection("collStats")
        case "renameCollection":
            return renameCollection(command)
        case "explain":
            guard case .document(let explained)? = command["explain"] else { return [] }
            return required(for: explained, database: database)
        case "getLog":
            return onCluster("getLog")
        case "getCmdLineOpts":
            return onCluster("getCmdLineOpts")
        case "getParameter":
            return onCluster("getParameter")
        case "setParameter":
            return onCluster("setParameter")
        case "setClusterParameter", "getClusterParameter":
            return onCluster(name)
        case "killAllSessions":
            return onCluster("killAnySession")
        case "serverStatus":
            return onCluster("serverStatus")
        case "hostInfo":
            return onCluster("hostInfo")
        case "top":
            return onCluster("top")
        case "replSetGetStatus":
            return onCluster("replSetGetStatus")
        case "currentOp":
            // A user may always see their own operations.
            return command["$ownOps"]?.boolValue == true ? [] : onCluster("inprog")
        case "killOp":
            return onCluster("killop")
        case "shutdown":
            return onCluster("shutdown")
        case "configureFailPoint":
            // MongoDB leaves it to its test-commands switch; here it takes a server administrator.
            return onCluster("setParameter")
        case "createUser":
            return onDatabase("createUser") + grantedRoles(command["roles"], database: database, action: "grantRole")
        case "updateUser":
            var needed: [Privilege] = []
            if command["pwd"] != nil { needed += onDatabase("changePassword") }
            if command["customData"] != nil { needed += onDatabase("changeCustomData") }
            if command["roles"] != nil {
                needed += grantedRoles(command["roles"], database: database, action: "grantRole")
                needed += onDatabase("revokeRole")
            }
            return needed.isEmpty ? onDatabase("changePassword") : needed
        case "dropUser":
            return onDatabase("dropUser")
        case "grantRolesToUser":
            return grantedRoles(command["roles"], database: database, action: "grantRole")
        case "revokeRolesFromUser":
            return grantedRoles(command["roles"], database: database, action: "revokeRole")
        case "usersInfo":
            if command["forAllDBs"]?.boolValue == true || command["usersInfo"]?.documentValue?["forAllDBs"]?.boolValue == true {
                return [Privilege(resource: .anyDatabase, actions: ["viewUser"])]
            }
            return onDatabase("viewUser")
        default:
            return []
        }
    }

    /// bypassDocumentValidation: true needs its own action.
    /// A bulkWrite needs, on each collection of its `nsInfo`, what its operations there do:
    /// insert, update (and insert for an upsert), remove; and bypassDocumentValidation when
    /// it asks for it.
    private static func bulkWrite(_ command: Document) -> [Privilege] {
        let namespaces = (command["nsInfo"]?.arrayValue ?? []).map { $0.documentValue?["ns"]?.stringValue ?? "" }
        var actions = Array(repeating: Set<String>(), count: namespaces.count)
        for case .document(let operation) in command["ops"]?.arrayValue ?? [] {
            guard let kind = operation.firstKey, let index = operation[kind]?.integerValue.map(Int.init), actions.indices.contains(index) else { continue }
            switch kind {
            case "insert": actions[index].insert("insert")
            case "update": actions[index].formUnion(operation["upsert"]?.boolValue == true ? ["update", "insert"] : ["update"])
            case "delete": actions[index].insert("remove")
            default: break
            }
            if command["bypassDocumentValidation"]?.boolValue == true { actions[index].insert("bypassDocumentValidation") }
        }
        return zip(namespaces, actions).compactMap { namespace, actions in
            guard !actions.isEmpty, let (database, collection) = splitNamespace(namespace) else { return nil }
            return Privilege(resource: .collection(database: database, collection: collection), actions: actions.sorted())
        }
    }

    private static func bypass(_ command: Document, _ database: String, _ collection: String?) -> [Privilege] {
        guard command["bypassDocumentValidation"]?.boolValue == true, let collection else { return [] }
        return [Privilege(resource: .collection(database: database, collection: collection), actions: ["bypassDocumentValidation"])]
    }

    /// grantRole (or revokeRole) on the database of each role named: a role given as a bare
    /// name is of the command's database.
    private static func grantedRoles(_ roles: BSONValue?, database: String, action: String) -> [Privilege] {
        let databases = Set((roles?.arrayValue ?? []).map { role in role.documentValue?["db"]?.stringValue ?? database })
        return databases.sorted().map { Privilege(resource: .database($0), actions: [action]) }
    }

    /// Within a database: renameCollectionSameDB on both names; across databases, reading
    /// and dropping the source, and creating and writing the target.
    private static func renameCollection(_ command: Document) -> [Privilege] {
        guard let source = command["renameCollection"]?.stringValue.flatMap(splitNamespace),
            let target = command["to"]?.stringValue.flatMap(splitNamespace)
        else { return [] }
        let from = Resource.collection(database: source.database, collection: source.collection)
        let to = Resource.collection(database: target.database, collection: target.collection)
        if source.database == target.database {
            return [Privilege(resource: from, actions: ["renameCollectionSameDB"]), Privilege(resource: to, actions: ["renameCollectionSameDB"])]
        }
        return [
            Privilege(resource: from, actions: ["find", "dropCollection"]),
            Privilege(resource: to, actions: ["insert", "createIndex", "createCollection"]),
        ]
    }

    /// "db.collection" split at the first dot.
    static func splitNamespace(_ name: String) -> (database: String, collection: String)? {
        guard let dot = name.firstIndex(of: ".") else { return nil }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }

    /// An aggregation: find on its collection (changeStream too when it opens with
    /// $changeStream; collStats or indexStats instead for those stages), and whatever its
    /// stages read or write elsewhere.
    private static func aggregate(_ command: Document, database: String, collection: String?) -> [Privilege] {
        let stages = command["pipeline"]?.arrayValue ?? []
        let first = stages.first?.documentValue?.firstKey
        var needed: [Privilege] = []
        let source: Resource = collection.map { .collection(database: database, collection: $0) } ?? .database(database)
        switch first {
        case "$changeStream":
            let options = stages.first?.documentValue?["$changeStream"]?.documentValue
            let resource: Resource = options?["allChangesForCluster"]?.boolValue == true ? .anyDatabase : source
            needed.append(Privilege(resource: resource, actions: ["changeStream", "find"]))
        case "$collStats":
            needed.append(Privilege(resource: source, actions: ["collStats"]))
        case "$indexStats":
            needed.append(Privilege(resource: source, actions: ["indexStats"]))
        case "$currentOp":
            needed.append(Privilege(resource: .cluster, actions: ["inprog"]))
        case "$listLocalSessions", "$listSessions":
            needed.append(Privilege(resource: .cluster, actions: ["listSessions"]))
        case "$documents":
            break
        default:
            needed.append(Privilege(resource: source, actions: ["find"]))
        }
        needed += pipeline(stages, database: database)
        if command["bypassDocumentValidation"]?.boolValue == true {
            needed.append(Privilege(resource: source, actions: ["bypassDocumentValidation"]))
        }
        return needed
    }

    /// The privileges on the collections a pipeline's stages read and write (`PipelineNamespaces`).
    static func pipeline(_ stages: [BSONValue], database: String) -> [Privilege] {
        PipelineNamespaces.references(in: stages, database: database).map { reference in
            let actions: [String] =
                switch reference.access {
                case .read: ["find"]
                case .replace: ["insert", "remove"]
                case .merge: ["insert", "update"]
                }
            return Privilege(resource: .collection(database: reference.database, collection: reference.collection), actions: actions)
        }
    }
}
