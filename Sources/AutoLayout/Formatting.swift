import Foundation

/// Formats a number as Apple's descriptions do (`%g`): `8`, `0.5`, `-20`, `333.333`. The tools above this module
/// write numbers through `AutoLayoutText` (LayoutFile); Cassowary, which has no Foundation, has its own.
func formatNumber(_ value: Double) -> String {
    String(format: "%g", value)
}
