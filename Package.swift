// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "AutoLayout",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
    ],
    targets: [
        .target(name: "Cassowary"),
        .executableTarget(name: "cassowary-bench", dependencies: ["Cassowary"], path: "Sources/Benchmarks"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
