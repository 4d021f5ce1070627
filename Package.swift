// swift-tools-version:6.2
import PackageDescription

/// Where the C libraries come from: Debian's packages on Linux, and source targets in the
/// package where there are no such packages (Apple platforms), or on Linux when
/// DOCSTREAM_BUNDLED_C_LIBRARIES=1 (which CI builds, to prove the bundled copies).
#if os(Linux)
    let bundlesCLibraries = Context.environment["DOCSTREAM_BUNDLED_C_LIBRARIES"] == "1"
#else
    let bundlesCLibraries = true
#endif

let cLibraryTargets: [Target] =
    bundlesCLibraries
    ? [
        // libbson 1.23.1 from the MongoDB C driver (Apache License 2.0, with the notices of the code
        // it carries: Sources/vendor/libbson/COPYING and THIRD_PARTY_NOTICES).
        .target(
            name: "CLibBSON",
            path: "Sources/vendor/libbson",
            exclude: ["COPYING", "THIRD_PARTY_NOTICES", "src/jsonsl/LICENSE"],
            sources: ["src"],
            publicHeadersPath: "include",
            cSettings: [
                .define("BSON_COMPILATION"), .define("BSON_STATIC"), .define("JSONSL_PARSE_NAN"),
                .define("_XOPEN_SOURCE", to: "700"), .define("_BSD_SOURCE"), .define("_DEFAULT_SOURCE"),
                .define("MCOMMON_NAME_PREFIX", to: "_bson_mcommon"),
                .headerSearchPath("include/bson"), .headerSearchPath("src"), .headerSearchPath("src/common"),
            ]
        ),
        // Intel's decimal floating-point library 2.0 Update 2, the one MongoDB uses (BSD licence:
        // Sources/vendor/IntelDecimal/LICENSE), built as Debian builds libbidgcc000 (its makefile's
        // settings for a 64-bit Unix; arguments by value, rounding and status flags passed
        // explicitly), with Debian's portability patches. src/float128 is the binary128 arithmetic
        // its transcendental functions use.
        .target(
            name: "CIntelDecimal",
            path: "Sources/vendor/IntelDecimal",
            // Included by dpml_ux_trig.c, not compiled on its own.
            exclude: ["LICENSE", "src/float128/dpml_ux_radian_reduce.c"],
            sources: ["src"],
            publicHeadersPath: "include",
            cSettings: [
                .define("USE_COMPILER_F128_TYPE", to: "0"), .define("USE_COMPILER_F80_TYPE", to: "0"),
                .define("LINUX"), .define("efi2"), .define("linux"), .define("gcc"), .define("USE_NATIVE_QUAD_TYPE", to: "0"),
                .define("DECIMAL_CALL_BY_REFERENCE", to: "0"), .define("DECIMAL_GLOBAL_ROUNDING", to: "0"),
                .define("DECIMAL_GLOBAL_EXCEPTION_FLAGS", to: "0"),
            ]
        ),
        // Zstandard 1.5.7, upstream's single-file build of its library (as the zstandard 0.25.0
        // source distribution on PyPI carries it), used under its BSD licence
        // (Sources/vendor/zstd/LICENSE; upstream also offers GPLv2, COPYING): the storage's block
        // compression and the wire protocol's zstd compressor.
        .target(
            name: "CZstd",
            path: "Sources/vendor/zstd",
            exclude: ["LICENSE", "COPYING"],
            sources: ["src"],
            publicHeadersPath: "include"
        ),
        // PCRE2 10.42, the 8-bit library (BSD licence: Sources/vendor/PCRE2/LICENCE).
        .target(
            name: "CPCRE2",
            path: "Sources/vendor/PCRE2",
            exclude: ["LICENCE", "src/pcre2_ucptables.c"],
            sources: ["src"],
            publicHeadersPath: "include",
            cSettings: [.define("HAVE_CONFIG_H"), .define("PCRE2_CODE_UNIT_WIDTH", to: "8"), .headerSearchPath("src")]
        ),
        // LMDB 0.9.24, the release Debian 12 ships, unmodified from upstream's tag LMDB_0.9.24
        // (OpenLDAP Public License 2.8, BSD-style: Sources/vendor/lmdb/LICENSE and COPYRIGHT),
        // built with its makefile's defaults: the durable storage's key-value store.
        .target(
            name: "CLMDB",
            path: "Sources/vendor/lmdb",
            exclude: ["LICENSE", "COPYRIGHT"],
            sources: ["src"],
            publicHeadersPath: "include"
        ),
        // Snowball's stemmers 2.2.0 (BSD licence: Sources/vendor/libstemmer/COPYING), the release
        // Debian 12 ships, for the languages of text search (Sources/vendor/libstemmer/README.md).
        .target(
            name: "CStemmer",
            path: "Sources/vendor/libstemmer",
            exclude: ["COPYING", "README.md", "modules.txt"],
            sources: ["libstemmer", "runtime", "src_c"],
            publicHeadersPath: "include"
        ),
    ]
    : [
        // Intel's decimal floating-point library (the one MongoDB uses): Debian ships it only as
        // static archives without a pkg-config file, so the module map links it.
        .systemLibrary(
            name: "CIntelDecimal",
            providers: [.apt(["libintelrdfpmath-dev"])]
        ),
        .systemLibrary(
            name: "CLibBSON",
            pkgConfig: "libbson-1.0",
            providers: [.apt(["libbson-dev"]), .brew(["mongo-c-driver"])]
        ),
        .systemLibrary(
            name: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
        ),
        // Zstandard: the storage's block compression and the wire protocol's zstd compressor.
        .systemLibrary(name: "CZstd", pkgConfig: "libzstd", providers: [.apt(["libzstd-dev"])]),
        // LMDB: the durable storage's key-value store.
        .systemLibrary(name: "CLMDB", pkgConfig: "lmdb", providers: [.apt(["liblmdb-dev"])]),
        // Snowball's stemmers, for text search: Debian ships no pkg-config file for them.
        .systemLibrary(name: "CStemmer", providers: [.apt(["libstemmer-dev"])]),
        // ICU (Unicode licence), for collations: the library MongoDB's collations use.
        .systemLibrary(name: "CICU", pkgConfig: "icu-i18n", providers: [.apt(["libicu-dev"])]),
        // The wire protocol's snappy compressor (OP_COMPRESSED), from Debian's package. Declared
        // only here: where there is no such package the server is built without it, and its
        // handshake offers only the compressors it has.
        .systemLibrary(name: "CSnappy", pkgConfig: "snappy", providers: [.apt(["libsnappy-dev"])]),
        // The MongoDB C driver (Apache License 2.0), for clients of a MongoDB deployment. Built on
        // Debian's libbson, so declared only beside the system libbson above.
        .systemLibrary(name: "CLibMongoC", pkgConfig: "libmongoc-1.0", providers: [.apt(["libmongoc-dev"])]),
    ]

/// The Swift API over a MongoDB deployment, where the MongoDB C driver is there to build on.
let remoteTargets: [Target] =
    bundlesCLibraries
    ? []
    : [
        .target(
            name: "DocStreamRemote",
            dependencies: ["DocStream", "DocStreamBSON", "CLibMongoC", .product(name: "NIOPosix", package: "swift-nio")]
        ),
        // Turns off the driver's shared-memory counters before the executable's libraries load.
        .target(name: "CDriverSetup"),
    ]
let remoteProducts: [Product] = bundlesCLibraries ? [] : [.library(name: "DocStreamRemote", targets: ["DocStreamRemote"])]
/// What depends on DocStreamRemote where it is built: the CLI (`--uri`, with the driver's
/// shared-memory counters turned off, CDriverSetup) and the API suite.
let remoteDependencies: [Target.Dependency] = bundlesCLibraries ? [] : ["DocStreamRemote", "CDriverSetup"]
/// The API suite's tests of the driver's error replies read the driver's error domains.
let remoteTestDependencies: [Target.Dependency] = bundlesCLibraries ? [] : ["DocStreamRemote", "CLibMongoC"]

/// Collations: ICU behind DocStream's own C names, Debian's ICU where the C libraries come from
/// Debian. ICU is too large to bundle, so the bundled build has no collations but the simple
/// one (`docstream_collation_available()` says so, and a collation is refused with a clear error).
let collationTarget: Target =
    bundlesCLibraries
    ? .target(name: "CCollation", cSettings: [.define("DOCSTREAM_WITHOUT_ICU")])
    : .target(name: "CCollation", dependencies: ["CICU"])

/// The server's optional compressor: the target above when it is declared.
let optionalCompressors: [Target.Dependency] = bundlesCLibraries ? [] : ["CSnappy"]

let package = Package(
    name: "DocStream",
    // Synchronization's Mutex and Atomic, and task executors, are there from these releases on.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "DocStreamBSON", targets: ["DocStreamBSON"]),
        .library(name: "DocStream", targets: ["DocStream"]),
        .library(name: "DocStreamServer", targets: ["DocStreamServer"]),
        .executable(name: "docstream", targets: ["docstream"]),
    ] + remoteProducts,
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        // `swift package generate-documentation` (scripts/docs): the DocC catalogs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: cLibraryTargets + remoteTargets + [collationTarget] + [
        // A header of inline functions (cache prefetch and allocator hints); nothing to link.
        .systemLibrary(name: "CMemoryHints"),
        // A header of one inline function (naming the calling thread); nothing to link.
        .systemLibrary(name: "CThreadNames"),
        // A header of inline functions (CRC-32C with the processor's instruction); nothing to link.
        .systemLibrary(name: "CChecksum"),
        // The system's zlib, there on every platform: the wire protocol's zlib compressor.
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // A SIGBUS handler that keeps a read through LMDB's map of a data file cut short under
        // the running store from stopping the process.
        .target(name: "CMapGuard"),
        .target(
            name: "DocStreamBSON",
            dependencies: ["CLibBSON", "CIntelDecimal", "CMemoryHints"]
        ),
        .target(
            name: "DocStream",
            dependencies: ["DocStreamBSON", "CPCRE2", "CZstd", "CLMDB", "CMapGuard", "CStemmer", "CCollation", "CMemoryHints", "CThreadNames", "CChecksum"]
        ),
        // The MongoDB wire protocol server: framing, OP_MSG, the legacy handshake, TLS,
        // OP_COMPRESSED, and the listener's lifecycle, running commands through DocStream's
        // command layer.
        .target(
            name: "DocStreamServer",
            dependencies: [
                "DocStream",
                "DocStreamBSON",
                "CZlib",
                "CZstd",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ] + optionalCompressors
        ),
        .executableTarget(
            name: "docstream",
            dependencies: [
                "DocStream",
                "DocStreamBSON",
                "DocStreamServer",
                "CMemoryHints",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ] + remoteDependencies
        ),
        .testTarget(name: "DocStreamBSONTests", dependencies: ["DocStreamBSON"]),
        // MongoDB's BSON corpus, copied into the test bundle (NOTICE.md there: source, licence).
        .testTarget(name: "BSONCorpusTests", dependencies: ["DocStreamBSON"], resources: [.copy("Resources/bson-corpus")]),
        // Helpers the test targets share (running child processes).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "DocStreamTests", dependencies: ["DocStream", "TestSupport"]),
        // Data-driven cases written from MongoDB's manual and the seeds, read from Cases/.
        .testTarget(name: "ConformanceTests", dependencies: ["DocStream"], exclude: ["Cases", "COVERAGE.md"]),
        // faulty_disk.c is built by the faulty-disk tests, for LD_PRELOAD into a child.
        .testTarget(name: "DocStreamCLITests", dependencies: ["docstream", "TestSupport"], exclude: ["faulty_disk.c"]),
        // The server driven over loopback sockets as a child process, by raw frames and by pymongo.
        .testTarget(
            name: "WireTests",
            dependencies: ["docstream", "DocStream", "DocStreamBSON", "DocStreamServer", "CZlib", "CZstd", "TestSupport"] + optionalCompressors
                + remoteTestDependencies,
            exclude: ["pymongo_smoke.py", "pymongo_auth.py", "pymongo_compression.py", "pymongo_tls.py", "libmongoc_smoke.c"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
