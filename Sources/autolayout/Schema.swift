import ArgumentParser
import LayoutFile

/// `autolayout schema`: the JSON Schema of the layout-file format.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema of the layout-file format, for editors that complete and check keys.",
        discussion: """
        YAML files name it in a first-line comment, `# yaml-language-server: $schema=PATH`; JSON files with a \
        "$schema" key. The examples point at docs/layout.schema.json.
        """)

    func run() {
        print(LayoutSchema.json)
    }
}
