// Yams is a dependency of this module, and CYaml (its libyaml) comes with it: the event stream it parses is the
// only way to look at a file's shape before Yams composes it.
import CYaml

/// Walks a file's YAML events before Yams composes it, refusing the two shapes on which composing takes
/// exponential time: keys that are lists, mappings or aliases (Yams hashes every key and, when two are equal,
/// sorts them with a comparison that visits equal subtrees twice per level; 200 bytes of nested list keys took
/// hours), and nesting deeper than a limit. Layout files need neither. Malformed YAML passes: Yams reports it.
struct YAMLShapeCheck {
    /// What was refused, and where (1-based, as Yams counts).
    struct Refusal: Error {
        var line: Int
        var column: Int
        var message: String
    }

    private enum Collection {
        case sequence
        /// A mapping, and whether its next node is a key.
        case mapping(expectingKey: Bool)
    }

    let maximumNesting: Int

    /// Throws the first refused shape; returns when the file is acceptable or not YAML at all.
    func check(_ text: String) throws(Refusal) {
        var text = text
        let refusal: Refusal? = text.withUTF8 { bytes in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            return firstRefusal(&parser)
        }
        if let refusal { throw refusal }
    }

    private func firstRefusal(_ parser: inout yaml_parser_t) -> Refusal? {
        var open: [Collection] = []
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
            defer { yaml_event_delete(&event) }
            let type = event.type
            if type == YAML_STREAM_END_EVENT { return nil }
            if type == YAML_SEQUENCE_END_EVENT || type == YAML_MAPPING_END_EVENT {
                _ = open.popLast()
                continue
            }
            guard [YAML_SCALAR_EVENT, YAML_ALIAS_EVENT, YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT]
                .contains(type) else { continue }
            let line = Int(event.start_mark.line) + 1, column = Int(event.start_mark.column) + 1
            if case .mapping(let expectingKey) = open.last {
                if expectingKey && type != YAML_SCALAR_EVENT {
                    return Refusal(line: line, column: column,
                                   message: "a key must be a name, not a list, a mapping or an alias")
                }
                open[open.count - 1] = .mapping(expectingKey: !expectingKey)
            }
            if type == YAML_SEQUENCE_START_EVENT || type == YAML_MAPPING_START_EVENT {
                open.append(type == YAML_SEQUENCE_START_EVENT ? .sequence : .mapping(expectingKey: true))
                if open.count > maximumNesting {
                    return Refusal(line: line, column: column, message: "nesting deeper than \(maximumNesting) levels")
                }
            }
        }
    }
}
