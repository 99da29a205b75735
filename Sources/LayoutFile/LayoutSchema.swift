/// The JSON Schema (draft 2020-12) of the layout-file format, for editors that complete and check keys
/// (`autolayout schema`; a copy is kept at `docs/layout.schema.json`).
public enum LayoutSchema {
    /// The schema as JSON text.
    public static let json = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "https://github.com/autolayout-everywhere/autolayout/docs/layout.schema.json",
      "title": "Auto Layout layout file",
      "description": "A root size, views, metrics and constraints in Apple's Visual Format Language or as equations; read by the autolayout tool.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "$schema": {"type": "string", "description": "The schema this file follows (ignored by the tool)."},
        "title": {"type": "string", "description": "A title shown by `autolayout demo`."},
        "caption": {"type": "string", "description": "A caption shown by `autolayout demo`."},
        "root": {
          "type": "object", "additionalProperties": false,
          "description": "The top view, named `root` in constraints. An axis left out gets the smallest size that satisfies the constraints.",
          "properties": {"width": {"$ref": "#/$defs/length"}, "height": {"$ref": "#/$defs/length"}}
        },
        "sizes": {
          "type": "array", "description": "Root sizes to draw side by side, or to animate between.",
          "items": {"type": "string", "pattern": "^[0-9]+(\\.[0-9]+)?x[0-9]+(\\.[0-9]+)?$"}
        },
        "layoutDirection": {"enum": ["leftToRight", "rightToLeft"]},
        "metrics": {
          "type": "object", "description": "Named numbers usable in visual formats and equations.",
          "propertyNames": {"$ref": "#/$defs/name"},
          "additionalProperties": {"$ref": "#/$defs/number"}
        },
        "views": {
          "type": "object", "description": "Every view but the root, by name.",
          "propertyNames": {"$ref": "#/$defs/name", "not": {"const": "root"}},
          "additionalProperties": {"anyOf": [{"$ref": "#/$defs/view"}, {"type": "null"}]}
        },
        "constraints": {
          "type": "array",
          "items": {"anyOf": [
            {"type": "string", "description": "A visual format (`H:|-[a]-[b]-|`) or an equation (`a.width == 2*b.width + 10 @750`)."},
            {"type": "object", "additionalProperties": false, "required": ["visualFormat"],
             "properties": {"visualFormat": {"type": "string"}, "options": {"type": "array", "items": {"$ref": "#/$defs/formatOption"}},
                            "identifier": {"type": "string"}}},
            {"type": "object", "additionalProperties": false, "required": ["constraint"],
             "properties": {"constraint": {"type": "string"}, "identifier": {"type": "string"}}}
          ]}
        },
        "states": {
          "type": "array", "description": "Named sets of constants (by constraint identifier) and metrics that `render --animate` moves between.",
          "items": {"type": "object", "additionalProperties": false,
                    "properties": {"name": {"type": "string"},
                                   "constants": {"type": "object", "additionalProperties": {"$ref": "#/$defs/number"}},
                                   "metrics": {"type": "object", "additionalProperties": {"$ref": "#/$defs/number"}}}}
        }
      },
      "$defs": {
        "name": {"type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"},
        "number": {"type": "number", "minimum": -1e10, "maximum": 1e10},
        "length": {"type": "number", "minimum": 0, "maximum": 1e10},
        "priority": {"type": "number", "minimum": 1, "maximum": 1000},
        "formatOption": {"enum": ["alignAllLeft", "alignAllRight", "alignAllTop", "alignAllBottom", "alignAllLeading",
                                  "alignAllTrailing", "alignAllCenterX", "alignAllCenterY", "alignAllBaseline",
                                  "alignAllLastBaseline", "alignAllFirstBaseline", "directionLeadingToTrailing",
                                  "directionLeftToRight", "directionRightToLeft", "spacingEdgeToEdge",
                                  "spacingBaselineToBaseline"]},
        "axisPriorities": {"type": "object", "additionalProperties": false,
                           "properties": {"horizontal": {"$ref": "#/$defs/priority"}, "vertical": {"$ref": "#/$defs/priority"}}},
        "view": {
          "type": "object", "additionalProperties": false,
          "properties": {
            "superview": {"type": "string", "description": "The parent view's name; `root` when left out."},
            "intrinsicContentSize": {"type": "object", "additionalProperties": false,
                                     "properties": {"width": {"$ref": "#/$defs/length"}, "height": {"$ref": "#/$defs/length"}}},
            "contentHuggingPriority": {"$ref": "#/$defs/axisPriorities"},
            "contentCompressionResistancePriority": {"$ref": "#/$defs/axisPriorities"},
            "label": {"type": "object", "additionalProperties": false,
                      "properties": {"text": {"type": "string"}, "fontSize": {"type": "number", "exclusiveMinimum": 0, "maximum": 10000},
                                     "numberOfLines": {"type": "integer", "minimum": 0},
                                     "preferredMaxLayoutWidth": {"$ref": "#/$defs/length"}}},
            "image": {"type": "object", "additionalProperties": false, "required": ["width", "height"],
                      "properties": {"width": {"$ref": "#/$defs/length"}, "height": {"$ref": "#/$defs/length"}}},
            "scrollView": {"type": "object", "additionalProperties": false,
                           "properties": {"contentOffset": {"type": "object", "additionalProperties": false,
                                                            "properties": {"x": {"$ref": "#/$defs/number"}, "y": {"$ref": "#/$defs/number"}}}}},
            "stack": {"type": "object", "additionalProperties": false,
                      "properties": {
                        "axis": {"enum": ["horizontal", "vertical"]},
                        "distribution": {"enum": ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]},
                        "alignment": {"enum": ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"]},
                        "spacing": {"$ref": "#/$defs/number"},
                        "arranged": {"type": "array", "items": {"type": "string"}},
                        "customSpacing": {"type": "object", "additionalProperties": {"$ref": "#/$defs/number"}},
                        "isLayoutMarginsRelativeArrangement": {"type": "boolean"},
                        "isBaselineRelativeArrangement": {"type": "boolean"}}},
            "isHidden": {"type": "boolean"},
            "translatesAutoresizingMaskIntoConstraints": {"type": "boolean"},
            "frame": {"type": "object", "additionalProperties": false, "required": ["x", "y", "width", "height"],
                      "properties": {"x": {"$ref": "#/$defs/number"}, "y": {"$ref": "#/$defs/number"},
                                     "width": {"$ref": "#/$defs/length"}, "height": {"$ref": "#/$defs/length"}}},
            "layoutMargins": {"type": "object", "additionalProperties": false,
                              "properties": {"top": {"$ref": "#/$defs/number"}, "left": {"$ref": "#/$defs/number"},
                                             "bottom": {"$ref": "#/$defs/number"}, "right": {"$ref": "#/$defs/number"}}}
          }
        }
      }
    }
    """#
}
