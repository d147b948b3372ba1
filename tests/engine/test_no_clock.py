"""The engine never reads the clock: the same seed and the same actions give the same game, and a bot's
budget is counted in playouts and simulated decisions, never in seconds (the arena and the table time
decisions from outside). An AST check of every module under engine/: no import of a clock module."""
from __future__ import annotations

import ast
import pathlib

ENGINE = pathlib.Path(__file__).resolve().parents[2] / "engine"
CLOCKS = {"time", "datetime", "timeit"}


def _clock_imports(path: pathlib.Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names if a.name.split(".")[0] in CLOCKS]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module.split(".")[0] in CLOCKS:
                found.append(node.module)
    return found


def test_no_engine_module_imports_a_clock():
    modules = sorted(ENGINE.rglob("*.py"))
    assert len(modules) > 100
    bad = {str(p.relative_to(ENGINE.parent)): names for p in modules if (names := _clock_imports(p))}
    assert bad == {}
