import Foundation

/// Formats a number as Apple's descriptions do (`%g`): `8`, `0.5`, `-20`, `333.333`.
func formatNumber(_ value: Double) -> String {
    String(format: "%g", value)
}
