// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "DocStream",
    products: [
        .library(name: "DocStreamBSON", targets: ["DocStreamBSON"]),
        .library(name: "DocStream", targets: ["DocStream"]),
        .executable(name: "docstream", targets: ["docstream"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
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
        .executableTarget(
            name: "docstream",
            dependencies: [
                "DocStream",
                "DocStreamBSON",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "DocStreamBSONTests", dependencies: ["DocStreamBSON"]),
        // MongoDB's BSON corpus, copied into the test bundle (NOTICE.md there: source, licence).
        .testTarget(name: "BSONCorpusTests", dependencies: ["DocStreamBSON"], resources: [.copy("Resources/bson-corpus")]),
        // Helpers the test targets share (running child processes).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "DocStreamTests", dependencies: ["DocStream", "TestSupport"]),
        // Data-driven cases written from MongoDB's manual and the seeds, read from Cases/.
        .testTarget(name: "ConformanceTests", dependencies: ["DocStream"], exclude: ["Cases", "COVERAGE.md"]),
        .testTarget(name: "DocStreamCLITests", dependencies: ["docstream", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
