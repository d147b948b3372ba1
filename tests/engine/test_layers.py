"""The engine's layers import in one direction (docs/architecture.md), every module imports
alone in a fresh interpreter, and nothing outside the engine reaches past its public interface."""
from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"

# layer of each part of the engine: a module may import only its own layer and the ones below
LAYERS = [
    ("model", {"state", "cards", "eternal_cards", "eternal_mech_cards", "actions", "places", "events", "words", "errors", "safeio", "rng", "costs", "yamlio", "annotations",
               "effects.schema",
               "dbscg", "dbscg.cards", "dbscg.state", "dbscg.words", "dbscg.schema", "dbscg.refs", "dbscg.cardtext",
               "dbscg.refusal_words"}),
    ("queries", {"queries", "dbscg.energy", "dbscg.keywords"}),
    ("verbs", {"verbs"}),
    ("effects", {"effects", "dbscg.skills", "dbscg.control", "dbscg.choices"}),
    ("rules", {"rules", "dbscg.turn", "dbscg.play", "dbscg.battle", "dbscg.activate", "dbscg.counter",
               "dbscg.union"}),
    ("rulesets", {"rulesets", "dbscg.ruleset"}),
    ("game", {"game", "deck", "decklist", "position", "position_state", "position_dump", "save", "save_schema",
              "dbscg.game", "dbscg.position"}),
    ("bots", {"bots", "dbscg.bots", "dbscg.bot_eval", "dbscg.bot_policy"}),
]
INTERNALS = ("engine.rules", "engine.effects", "engine.queries", "engine.verbs")


def _module_name(path: pathlib.Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _layer(module: str) -> int:
    """The layer of ``engine.x.y``: the most specific entry of LAYERS that names it."""
    rest = module.split(".", 1)[1] if "." in module else ""
    best = None
    for i, (_name, parts) in enumerate(LAYERS):
        for p in parts:
            if rest == p or rest.startswith(p + "."):
                if best is None or len(p) > best[1]:
                    best = (i, len(p))
    assert best is not None, f"{module} belongs to no layer: add it to LAYERS"
    return best[0]


def _imports(path: pathlib.Path, module: str):
    """Every engine module this file imports (at the top or inside functions)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target.startswith("engine"):
                names = [f"{target}.{a.name}" for a in node.names]
                yield from (n if _is_module(n) else target for n in names)
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.startswith("engine"):
                    yield a.name


def _is_module(name: str) -> bool:
    p = ROOT / pathlib.Path(*name.split("."))
    return p.with_suffix(".py").exists() or (p / "__init__.py").exists()


ENGINE_FILES = sorted(ENGINE.rglob("*.py"))


@pytest.mark.parametrize("path", ENGINE_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_imports_go_down_the_layers(path):
    module = _module_name(path)
    if module == "engine":
        return
    mine = _layer(module)
    for target in _imports(path, module):
        if target == "engine":
            continue
        assert _layer(target) <= mine, (
            f"{module} ({LAYERS[mine][0]}) imports {target} ({LAYERS[_layer(target)][0]}): layers import downwards only")


def test_every_engine_module_imports_alone_in_a_fresh_interpreter():
    modules = [_module_name(p) for p in ENGINE_FILES]
    code = ("import importlib, subprocess, sys\n"
            "bad = []\n"
            f"for m in {modules!r}:\n"
            "    r = subprocess.run([sys.executable, '-c', 'import ' + m], capture_output=True, text=True)\n"
            "    if r.returncode: bad.append((m, r.stderr.strip().splitlines()[-1]))\n"
            "print(bad)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert out.stdout.strip() == "[]", out.stdout + out.stderr


@pytest.mark.parametrize("folder", ["ui", "app", "bench", "engine/bots"])
def test_outside_code_uses_the_public_interface(folder):
    """The table, the app, the benchmarks and the bots never import rule internals (they ask the
    game: legal_actions, apply, plan, bp, level, payment_options, step_label ...)."""
    for path in sorted((ROOT / folder).rglob("*.py")):
        module = _module_name(path)
        for target in _imports(path, module):
            assert not any(target == i or target.startswith(i + ".") for i in INTERNALS), \
                f"{path.relative_to(ROOT)} imports {target}"


def test_the_layer_check_catches_an_upward_import(tmp_path):
    """The check above can fail: a verb importing the rule procedures is an upward import."""
    assert _layer("engine.verbs.leaving") < _layer("engine.rules.battle")
    assert _layer("engine.effects.schema") == 0 < _layer("engine.effects.ops")
