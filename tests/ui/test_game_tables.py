"""Another game on the shared table (``ui.games``): the shared modules hand a game that is not Battle Spirits to
the table hooks its ruleset's ``game`` registers, and never name a game themselves (no ``if game == ...``)."""
from __future__ import annotations

import ast
import pathlib

import pytest

from engine.rulesets import RULESETS
from ui.games import GAME_TABLES, own_table

ROOT = pathlib.Path(__file__).resolve().parents[2]
# what the shared modules call on another game's table (ui.dbscg.table lists them)
HOOKS = ("drag_targets", "drop", "choice_refs", "click_card", "double_click", "context_actions", "confirm",
         "quick_action", "before_sync", "after_sync", "prefetch_cards", "refresh_panel", "button_words",
         "action_text", "why_rows")


class _Game:
    def __init__(self, ruleset):
        self.ruleset = ruleset


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_each_ruleset_is_played_by_the_shared_table_or_its_games_own(name):
    rs = RULESETS[name]
    t = own_table(_Game(rs))
    if rs.game == "battle-spirits":
        assert t is None
    else:
        assert t is not None and rs.game in GAME_TABLES
        missing = [h for h in HOOKS if not callable(getattr(t, h, None))]
        assert not missing, f"{GAME_TABLES[rs.game]} lacks {missing}"


def test_no_game_no_table():
    assert own_table(None) is None
    assert own_table(object()) is None


def _game_names() -> set:
    return {rs.game for rs in RULESETS.values()} | set(RULESETS) - {""}


def test_the_shared_table_never_names_a_game():
    """A string naming a ruleset or a game in a comparison or a membership test of the shared table's modules
    (``ui/``, ``app/`` outside a game's own package) is a dispatch the registries should do."""
    names = _game_names()
    own = {ROOT / "ui" / "dbscg", ROOT / "engine"}
    found = []
    for folder in ("ui", "app"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if any(o in path.parents for o in own):
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.Compare):
                    for part in [node.left, *node.comparators]:
                        if isinstance(part, ast.Constant) and part.value in names:
                            found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {part.value!r}")
    assert not found, "\n".join(found)
