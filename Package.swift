// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "AutoLayout",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "LayoutFile", targets: ["LayoutFile"]),
        .library(name: "LayoutRender", targets: ["LayoutRender"]),
        .library(name: "LayoutPlayground", targets: ["LayoutPlayground"]),
        .executable(name: "autolayout", targets: ["autolayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
        .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Cassowary"),
        .target(name: "AutoLayout", dependencies: ["Cassowary"]),
        .target(name: "LayoutFile", dependencies: ["AutoLayout", "Yams"]),
        .target(name: "LayoutRender", dependencies: ["AutoLayout", "LayoutFile"]),
        // The playground's requests and answers, apart from any server so that they can be tested in process.
        .target(name: "LayoutPlayground", dependencies: ["LayoutFile", "LayoutRender"]),
        .executableTarget(
            name: "autolayout",
            dependencies: ["LayoutFile", "LayoutRender", "LayoutPlayground",
                           .product(name: "ArgumentParser", package: "swift-argument-parser"),
                           .product(name: "FlyingFox", package: "FlyingFox")]
        ),
        .executableTarget(
            name: "cassowary-bench",
            dependencies: ["Cassowary", "AutoLayout", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/Benchmarks"
        ),
        .testTarget(
            name: "CassowaryTests",
            dependencies: ["Cassowary", .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "LayoutFileTests", dependencies: ["LayoutFile", "LayoutRender"]),
        .testTarget(name: "LayoutPlaygroundTests", dependencies: ["LayoutPlayground"]),
        .testTarget(name: "autolayoutTests", dependencies: ["autolayout"]),
        .testTarget(
            name: "AutoLayoutTests",
            dependencies: ["AutoLayout", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        // UIKit-shaped client code (the patterns of real clients, written here: SnapKit, TinyConstraints, Anchorage,
        // Mortar, AnchorKit, Tinder's Layout) and the symbol audit, in a module of their own that sees only
        // AutoLayout's public surface, as a client does.
        .testTarget(name: "UIKitCompatibilityTests", dependencies: ["AutoLayout"]),
    ],
    swiftLanguageModes: [.v6]
)
