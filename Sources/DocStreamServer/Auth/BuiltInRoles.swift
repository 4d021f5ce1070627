import DocStreamBSON

/// What a privilege is on: one collection, a database as a whole, every database's
/// collections, or the cluster (the server process).
enum Resource: Hashable, Sendable {
    case collection(database: String, collection: String)
    case database(String)
    /// Every collection of every database, as a cluster-wide change stream reads them.
    case anyDatabase
    case cluster

    var database: String? {
        switch self {
        case .collection(let database, _), .database(let database): database
        case .anyDatabase, .cluster: nil
        }
    }
}

/// A role named with the database it was granted on: `{role: "read", db: "test"}`.
struct RoleName: Hashable, Sendable, CustomStringConvertible {
    let role: String
    let db: String

    var description: String { "\(role)@\(db)" }
    var document: Document { ["role": .string(role), "db": .string(db)] }
}

/// MongoDB's built-in roles (manual, "Built-In Roles") and the actions they grant. A role
/// of one database grants on that database's collections other than system collections;
/// the "AnyDatabase" roles, clusterMonitor, hostManager and root exist on the admin database only.
enum BuiltInRoles {
    static let readActions: Set<String> = [
        "find", "listCollections", "listIndexes", "listSearchIndexes", "collStats", "dbStats", "dbHash", "changeStream", "killCursors",
    ]
    static let readWriteActions: Set<String> = readActions.union([
        "insert", "update", "remove", "createCollection", "createIndex", "dropCollection", "dropIndex", "convertToCapped",
        "renameCollectionSameDB",
    ])
    static let dbAdminActions: Set<String> = [
        "bypassDocumentValidation", "collMod", "collStats", "compact", "convertToCapped", "createCollection", "createIndex",
        "dbStats", "dropCollection", "dropDatabase", "dropIndex", "enableProfiler", "listCollections", "listIndexes",
        "planCacheIndexFilter", "planCacheRead", "planCacheWrite", "reIndex", "renameCollectionSameDB", "storageDetails", "validate",
    ]
    static let userAdminActions: Set<String> = [
        "changeCustomData", "changePassword", "createRole", "createUser", "dropRole", "dropUser", "grantRole", "revokeRole",
        "setAuthenticationRestriction", "viewRole", "viewUser",
    ]
    static let clusterMonitorActions: Set<String> = [
        "connPoolStats", "getCmdLineOpts", "getDefaultRWConcern", "getLog", "getParameter", "hostInfo", "inprog",
        "listDatabases", "listSessions", "netstat", "replSetGetConfig", "replSetGetStatus", "serverStatus", "top",
    ]
    /// The actions clusterMonitor grants on every database.
    static let clusterMonitorDatabaseActions: Set<String> = ["collStats", "dbStats", "indexStats"]

    /// The actions hostManager grants on the cluster: managing the server process.
    static let hostManagerActions: Set<String> = [
        "applicationMessage", "closeAllDatabases", "connPoolSync", "flushRouterConfig", "fsync", "invalidateUserCache",
        "killAnyCursor", "killAnySession", "killop", "logRotate", "resync", "setParameter", "shutdown", "touch", "unlock",
    ]
    /// The actions hostManager grants on every database.
    static let hostManagerDatabaseActions: Set<String> = ["killCursors", "repairDatabase"]

    /// The roles of one database, grantable on any database.
    static let databaseRoles: [String: Set<String>] = [
        "read": readActions,
        "readWrite": readWriteActions,
        "dbAdmin": dbAdminActions,
        "userAdmin": userAdminActions,
        "dbOwner": readWriteActions.union(dbAdminActions).union(userAdminActions),
    ]
    /// The roles that exist on the admin database only.
    static let adminRoles: Set<String> = [
        "readAnyDatabase", "readWriteAnyDatabase", "dbAdminAnyDatabase", "userAdminAnyDatabase", "clusterMonitor", "hostManager", "root",
    ]

    /// Whether `role` is a built-in role (on a database it can be granted on).
    static func exists(_ role: RoleName) -> Bool {
        databaseRoles[role.role] != nil || (role.db == "admin" && adminRoles.contains(role.role))
    }

    /// Whether `role` grants `action` on `resource`.
    static func allows(_ role: RoleName, action: String, on resource: Resource) -> Bool {
        if let actions = databaseRoles[role.role] {
            guard actions.contains(action) else { return false }
            switch resource {
            case .collection(let database, let collection):
                return database == role.db && !collection.hasPrefix("system.")
            case .database(let database):
                return database == role.db
            case .anyDatabase, .cluster:
                return false
            }
        }
        guard role.db == "admin" else { return false }
        switch role.role {
        case "root":
            return true
        case "readAnyDatabase":
            return anyDatabase(readActions, action, resource) || (resource == .cluster && action == "listDatabases")
        case "readWriteAnyDatabase":
            return anyDatabase(readWriteActions, action, resource) || (resource == .cluster && action == "listDatabases")
        case "dbAdminAnyDatabase":
            return anyDatabase(dbAdminActions, action, resource) || (resource == .cluster && action == "listDatabases")
        case "userAdminAnyDatabase":
            if resource == .collection(database: "admin", collection: "system.users") { return action == "find" }
            if resource == .cluster { return ["listDatabases", "invalidateUserCache", "authSchemaUpgrade"].contains(action) }
            return userAdminActions.contains(action) && (resource == .anyDatabase || resource.database != nil)
        case "clusterMonitor":
            if resource == .cluster { return clusterMonitorActions.contains(action) }
            return clusterMonitorDatabaseActions.contains(action) && resource.database != nil
        case "hostManager":
            if resource == .cluster { return hostManagerActions.contains(action) }
            return hostManagerDatabaseActions.contains(action) && resource.database != nil
        default:
            return false
        }
    }

    /// An "AnyDatabase" role's grant: `actions` on every database but local and config, and
    /// never on system collections.
    private static func anyDatabase(_ actions: Set<String>, _ action: String, _ resource: Resource) -> Bool {
        guard actions.contains(action) else { return false }
        switch resource {
        case .collection(let database, let collection):
            return !["local", "config"].contains(database) && !collection.hasPrefix("system.")
        case .database(let database):
            return !["local", "config"].contains(database)
        case .anyDatabase:
            return true
        case .cluster:
            return false
        }
    }
}
