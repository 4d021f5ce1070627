import DocStream
import DocStreamBSON

extension MongoClient {
    /// A client of the MongoDB deployment `uri` names (`mongodb://` or `mongodb+srv://`, with
    /// the credentials, TLS and other options MongoDB's connection strings take): a
    /// `docstream serve`, a replica set, a sharded cluster or Atlas, through the MongoDB C
    /// driver. The same calls as on an embedded client run there, with the server's results
    /// and errors (its codes, messages, `errInfo` and `errorLabels`).
    ///
    /// ```swift
    /// let client = try MongoClient(uri: "mongodb://127.0.0.1:27017/?directConnection=true")
    /// let drinks = client.database(named: "ios").collection(withName: "CoffeeDrinks")
    /// let latte = try await drinks.findOneDocument(filter: ["name": "Latte"])
    /// ```
    ///
    /// Connections open on the first operation; an unreachable deployment fails it with 6
    /// HostUnreachable once the driver's server selection gives up (30 seconds unless the URI's
    /// `serverSelectionTimeoutMS` says otherwise). Change streams are the server's, resumed by
    /// the driver after a lost connection; sessions and transactions are the server's too.
    ///
    /// - Throws: 2 BadValue for a connection string the driver cannot read.
    public convenience init(uri: String) throws(DocStreamError) {
        self.init(engine: RemoteEngine(driver: try DriverPool(uri: uri)))
    }
}
