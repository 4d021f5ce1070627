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
    /// - Parameters:
    ///   - uri: the connection string.
    ///   - options: settings over the connection string's own.
    /// - Throws: 2 BadValue for a connection string the driver cannot read, or an option it
    ///   refuses.
    public convenience init(uri: String, options: MongoClientOptions = MongoClientOptions()) throws(DocStreamError) {
        self.init(engine: RemoteEngine(driver: try DriverPool(uri: uri, settings: options.connectionStringOptions)))
    }
}

/// Settings of a deployment client beyond its connection string; each given one overrides
/// the string's option of the same meaning.
///
/// ```swift
/// let client = try MongoClient(uri: "mongodb+srv://cluster0.example.net/", options: MongoClientOptions(
///     appName: "orders", serverSelectionTimeout: .seconds(5), tlsCAFile: "/etc/ssl/ca.pem"))
/// ```
public struct MongoClientOptions: Sendable {
    /// The name the server logs and shows for the client's connections (`appName`).
    public var appName: String?
    /// How long an operation waits for a suitable server (`serverSelectionTimeoutMS`; 30 s).
    public var serverSelectionTimeout: Duration?
    /// How long opening a connection may take (`connectTimeoutMS`; 10 s).
    public var connectTimeout: Duration?
    /// The most connections the client keeps (`maxPoolSize`; 100).
    public var maxPoolSize: Int?
    /// The certificate authorities that sign the servers' certificates (`tlsCAFile`); turns TLS on.
    public var tlsCAFile: String?
    /// The client's certificate and key, in one PEM file, for servers that verify clients
    /// (`tlsCertificateKeyFile`); turns TLS on.
    public var tlsCertificateKeyFile: String?

    public init(
        appName: String? = nil, serverSelectionTimeout: Duration? = nil, connectTimeout: Duration? = nil, maxPoolSize: Int? = nil,
        tlsCAFile: String? = nil, tlsCertificateKeyFile: String? = nil
    ) {
        self.appName = appName
        self.serverSelectionTimeout = serverSelectionTimeout
        self.connectTimeout = connectTimeout
        self.maxPoolSize = maxPoolSize
        self.tlsCAFile = tlsCAFile
        self.tlsCertificateKeyFile = tlsCertificateKeyFile
    }

    /// The settings as connection string options, by the driver's lowercase names.
    var connectionStringOptions: Document {
        var options = Document()
        if let appName { options["appname"] = .string(appName) }
        if let serverSelectionTimeout { options["serverselectiontimeoutms"] = Self.milliseconds(serverSelectionTimeout) }
        if let connectTimeout { options["connecttimeoutms"] = Self.milliseconds(connectTimeout) }
        if let maxPoolSize { options["maxpoolsize"] = .int32(Int32(clamping: maxPoolSize)) }
        if let tlsCAFile { options["tlscafile"] = .string(tlsCAFile) }
        if let tlsCertificateKeyFile { options["tlscertificatekeyfile"] = .string(tlsCertificateKeyFile) }
        if tlsCAFile != nil || tlsCertificateKeyFile != nil { options["tls"] = true }
        return options
    }

    private static func milliseconds(_ duration: Duration) -> BSONValue {
        let (seconds, attoseconds) = duration.components
        return .int32(Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000))
    }
}
