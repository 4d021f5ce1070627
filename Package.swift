// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "DocStream",
    products: [
        .library(name: "DocStreamBSON", targets: ["DocStreamBSON"]),
        .library(name: "DocStream", targets: ["DocStream"]),
        .library(name: "DocStreamServer", targets: ["DocStreamServer"]),
        .executable(name: "docstream", targets: ["docstream"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibBSON",
            pkgConfig: "libbson-1.0",
            providers: [.apt(["libbson-dev"])]
        ),
        // Intel's decimal floating-point library (the one MongoDB uses): Debian ships it
        // only as static archives without a pkg-config file, so the module map links it.
        .systemLibrary(
            name: "CIntelDecimal",
            providers: [.apt(["libintelrdfpmath-dev"])]
        ),
        .systemLibrary(
            name: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"])]
        ),
        // A header of inline functions (cache prefetch hints); nothing to link.
        .systemLibrary(name: "CMemoryHints"),
        // A header of one inline function (naming the calling thread); nothing to link.
        .systemLibrary(name: "CThreadNames"),
        .target(
            name: "DocStreamBSON",
            dependencies: ["CLibBSON", "CIntelDecimal"]
        ),
        .target(
            name: "DocStream",
            dependencies: ["DocStreamBSON", "CPCRE2", "CMemoryHints", "CThreadNames"]
        ),
        // The MongoDB wire protocol server: framing, OP_MSG, the legacy handshake, and the
        // listener's lifecycle, running commands through DocStream's command layer.
        .target(
            name: "DocStreamServer",
            dependencies: [
                "DocStream",
                "DocStreamBSON",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "docstream",
            dependencies: [
                "DocStream",
                "DocStreamBSON",
                "DocStreamServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "DocStreamBSONTests", dependencies: ["DocStreamBSON"]),
        .testTarget(name: "BSONCorpusTests", dependencies: ["DocStreamBSON"]),
        // Helpers the test targets share (running child processes).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "DocStreamTests", dependencies: ["DocStream", "TestSupport"]),
        // Data-driven cases written from MongoDB's manual and the seeds, read from Cases/.
        .testTarget(name: "ConformanceTests", dependencies: ["DocStream"], exclude: ["Cases", "COVERAGE.md"]),
        .testTarget(name: "DocStreamCLITests", dependencies: ["docstream", "TestSupport"]),
        // The server driven over loopback sockets as a child process, by raw frames and by pymongo.
        .testTarget(
            name: "WireTests",
            dependencies: ["docstream", "DocStream", "DocStreamBSON", "TestSupport"],
            exclude: ["pymongo_smoke.py"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
