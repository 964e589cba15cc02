#!/usr/bin/env python3
"""Validates every examples/**/*.json against schema/config.schema.json (JSON Schema 2020-12).

Checks the schema itself first (Draft202012Validator.check_schema), then each example, printing
one line per file and a final "N passed, M failed" line. Exits 1 on any failure, on a missing
schema, when there are no examples, or when the `jsonschema` package is unavailable and cannot
be installed (it is installed with `python3 -m pip install --quiet jsonschema` if missing).

Examples are parsed as strictly as render-preview parses configs: duplicate keys, NaN and
Infinity are errors.

Usage: scripts/check-schema.py [FILE.json ...]   (default: every examples/**/*.json)
"""
import importlib
import json
import subprocess
import sys
from pathlib import Path
from typing import NoReturn

ROOT = Path(__file__).resolve().parent.parent
SCHEMA = ROOT / "schema" / "config.schema.json"
EXAMPLES = ROOT / "examples"


def fail(message: str) -> NoReturn:
    print(f"check-schema: {message}", file=sys.stderr)
    sys.exit(1)


def load_jsonschema():
    try:
        return importlib.import_module("jsonschema")
    except ImportError:
        pass
    print("check-schema: the jsonschema package is not installed; installing it with "
          "`python3 -m pip install --quiet jsonschema`", file=sys.stderr)
    try:
        result = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "jsonschema"])
    except OSError as error:
        fail(f"could not run pip ({error}); install jsonschema (e.g. `apt-get install python3-jsonschema`) and rerun")
    if result.returncode != 0:
        fail(f"installing jsonschema failed (pip exited with {result.returncode}); install it "
             "(e.g. `apt-get install python3-jsonschema`) and rerun")
    importlib.invalidate_caches()
    try:
        return importlib.import_module("jsonschema")
    except ImportError as error:
        fail(f"jsonschema was installed but cannot be imported ({error})")


def strict_load(path: Path):
    """Parses JSON rejecting duplicate keys and NaN/Infinity, as render-preview does."""
    def pairs(items):
        seen = {}
        for key, value in items:
            if key in seen:
                raise ValueError(f"duplicate key {json.dumps(key)}")
            seen[key] = value
        return seen

    def constant(name):
        raise ValueError(f"{name} is not allowed in JSON")

    with open(path, encoding="utf-8-sig") as f:
        return json.load(f, object_pairs_hook=pairs, parse_constant=constant)


def json_path(error) -> str:
    out = ""
    for part in error.absolute_path:
        out += f"[{part}]" if isinstance(part, int) else (("." if out else "") + str(part))
    return out or "(root)"


JSON_TYPES = {dict: "object", list: "array", str: "string", bool: "boolean", int: "number", float: "number",
              type(None): "null"}


def branches_of(error):
    """The sub-errors of an anyOf/oneOf failure, grouped by branch index."""
    groups = {}
    for e in error.context:
        groups.setdefault(e.relative_schema_path[0], []).append(e)
    return groups


def misfits(errors, here):
    """The errors showing that a branch does not fit the value's shape at all: a wrong type, a
    missing required key, another constant, or a nested anyOf/oneOf none of whose branches fit."""
    out = []
    for e in errors:
        if list(e.absolute_path) != here:
            continue
        if e.validator in ("type", "required", "const"):
            out.append(e)
        elif e.validator in ("anyOf", "oneOf") and e.context:
            if all(misfits(b, here) for b in branches_of(e).values()):
                out.append(e)
    return out


def expected(errors, instance):
    """What the misfitting branches wanted: JSON types, constants and keys."""
    types, keys = [], []
    for e in errors:
        if e.validator == "type":
            types += e.validator_value if isinstance(e.validator_value, list) else [e.validator_value]
        elif e.validator == "const":
            types.append(repr(e.validator_value))
        elif e.validator == "required":
            types.append("object")
            keys += [k for k in e.validator_value if not (isinstance(instance, dict) and k in instance)]
        elif e.validator in ("anyOf", "oneOf"):
            for branch in branches_of(e).values():
                t, k = expected(misfits(branch, list(e.absolute_path)), instance)
                types += t
                keys += k
    return list(dict.fromkeys(types)), list(dict.fromkeys(keys))


def explain(error):
    """The errors worth showing for `error`. An anyOf/oneOf failure ("… is not valid under any of
    the given schemas") is replaced by the errors of the branch that fits the value's shape (its
    type and required keys), as the renderer picks a form by the value's type or kind key; when
    no branch fits, by what was expected."""
    if error.validator not in ("anyOf", "oneOf") or not error.context:
        return [(json_path(error), error.message)]
    here = list(error.absolute_path)
    branches = branches_of(error)
    fitting = {i: errors for i, errors in branches.items() if not misfits(errors, here)}
    if len(fitting) > 1 and isinstance(error.instance, dict):
        # Prefer the branch that declares the most of the object's keys (the one-scene form
        # versus {"scenes": [...]}, one view kind versus another).
        def known(i):
            branch = error.schema[error.validator][i]
            return len(set(branch.get("properties", {})) & set(error.instance))
        most = max(known(i) for i in fitting)
        fitting = {i: errors for i, errors in fitting.items() if known(i) == most}
    if len(fitting) == 1:
        return [line for e in next(iter(fitting.values())) for line in explain(e)]
    kind = JSON_TYPES.get(type(error.instance), "value")
    found = "found null" if error.instance is None else f"found {kind} {json.dumps(error.instance, ensure_ascii=False)}"
    if len(found) > 80:
        found = found[:79] + "…"
    if not fitting:
        types, keys = expected([e for errors in branches.values() for e in misfits(errors, here)], error.instance)
        wanted = [t for t in types if t != "null"] or types
        text = " or ".join(wanted)
        if keys:
            text = text.replace("object", ("an object with the key " if len(keys) == 1 else
                                           "an object with one of the keys ") + ", ".join(keys))
        return [(json_path(error), f"expected {text}, {found}")]
    # Several forms fit the shape and each has its own complaint: list them.
    reasons = []
    for errors in fitting.values():
        for where, message in (line for e in errors for line in explain(e)):
            reasons.append(message if len(message) <= 120 else message[:119] + "…")
    return [(json_path(error), f"{found}; no form accepts it: " + " | ".join(dict.fromkeys(reasons)))]


def main() -> int:
    load_jsonschema()
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import SchemaError

    rel = lambda p: p.relative_to(ROOT) if p.is_relative_to(ROOT) else p
    if not SCHEMA.is_file():
        fail(f"no schema at {rel(SCHEMA)}")
    try:
        schema = strict_load(SCHEMA)
        Draft202012Validator.check_schema(schema)
    except (ValueError, SchemaError) as error:
        fail(f"{rel(SCHEMA)} is not a valid draft 2020-12 schema: {getattr(error, 'message', error)}")
    print(f"ok    {rel(SCHEMA)} (a valid draft 2020-12 schema)")
    validator = Draft202012Validator(schema)

    files = [Path(a).resolve() for a in sys.argv[1:]] or sorted(f for f in EXAMPLES.glob("**/*.json") if not any(part.startswith(".") for part in f.relative_to(EXAMPLES).parts))
    if not files:
        fail(f"no examples found under {rel(EXAMPLES)}/")

    passed = failed = 0
    for path in files:
        try:
            document = strict_load(path)
        except (OSError, ValueError) as error:
            print(f"FAIL  {rel(path)}: {error}")
            failed += 1
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
        if not errors:
            print(f"ok    {rel(path)}")
            passed += 1
            continue
        lines = list(dict.fromkeys(line for error in errors for line in explain(error)))
        print(f"FAIL  {rel(path)}: {len(lines)} error{'s' if len(lines) != 1 else ''}")
        for where, message in lines:
            print(f"        {where}: {message}")
        failed += 1

    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
