#!/usr/bin/env python3
"""Validates every layout file in Examples/ against docs/layout.schema.json (jsonschema, PyYAML), and checks that
the committed schema is what `autolayout schema` prints. Exit 1 on any failure."""
import json
import pathlib
import subprocess
import sys

import jsonschema
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]


def main() -> int:
    schema_path = ROOT / "docs" / "layout.schema.json"
    schema = json.loads(schema_path.read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    printed = subprocess.run([str(ROOT / ".build" / "debug" / "autolayout"), "schema"], capture_output=True, text=True,
                             check=True).stdout
    failures = 0
    if json.loads(printed) != schema:
        print(f"{schema_path} differs from `autolayout schema`: regenerate it with `autolayout schema > {schema_path}`")
        failures += 1
    validator = jsonschema.Draft202012Validator(schema)
    examples = sorted(p for p in (ROOT / "Examples").iterdir() if p.suffix in (".yaml", ".json"))
    for path in examples:
        document = yaml.safe_load(path.read_text())
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
        for error in errors:
            print(f"{path.relative_to(ROOT)}: {'/'.join(map(str, error.path)) or '(top)'}: {error.message}")
        failures += len(errors)
    print(f"schema: {len(examples)} examples checked, {failures} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
