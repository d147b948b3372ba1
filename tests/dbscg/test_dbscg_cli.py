"""The command line knows this game: cards --format dbscg, cards sheet, arena --format dbscg, position check and
render of a dbscg position, make_bot through the ruleset."""
from __future__ import annotations

import json
from pathlib import Path

from app.cli import main
from engine.bots import make_bot
from engine.dbscg.bots import DbGreedy, DbSearch
from engine.rulesets import get_ruleset

ROOT = Path(__file__).resolve().parents[2]
CASE = ROOT / "tests" / "positions" / "dbscg" / "10-5-4-evolve-on-top.yaml"


def test_cards_lists_this_games_fields(capsys):
    assert main(["cards", "--format", "dbscg", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) >= 100
    r = next(x for x in rows if x["id"] == "DB-R-03")
    assert r["cost"] == 4 and r["specified"] == {"red": 2} and r["power"] == 25000 and "critical" in r["keywords"]
    lead = next(x for x in rows if x["id"] == "DB-R-L1")
    assert lead["back"]["power"] == 15000 and "[Awaken]" in lead["text"]


def test_cards_sheet_draws_this_games_frame(tmp_path, capsys):
    from PIL import Image

    out = tmp_path / "sheet.png"
    assert main(["cards", "sheet", "--format", "dbscg", "-o", str(out)]) == 0
    img = Image.open(out)
    assert img.size[0] > 1000 and img.size[1] > 3000


def test_make_bot_finds_this_games_bots():
    rs = get_ruleset("dbscg")
    assert isinstance(make_bot("greedy", 1, rs), DbGreedy)
    assert isinstance(make_bot("search", 1, rs), DbSearch)
    strong = make_bot("strongest", 1, rs)  # the same search on more samples than ``hard``
    assert isinstance(strong, DbSearch) and strong.samples > make_bot("hard", 1, rs).samples
    assert type(make_bot("random", 1, rs)).__name__ == "RandomBot"  # the shared one
    assert type(make_bot("greedy", 1)).__name__ == "GreedyBot"  # Battle Spirits' without the ruleset


def test_arena_plays_dbscg(capsys):
    assert main(["arena", "--p1", "bot:greedy", "--p2", "bot:random", "--games", "2", "--seed", "3",
                 "--format", "dbscg", "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["format"] == "dbscg" and r["wins"]["p1"] + r["wins"]["p2"] + r["draws"] == 2 and r["decisions"] > 0


def test_position_check_and_render(tmp_path, capsys):
    assert main(["position", "check", str(CASE)]) == 0
    assert capsys.readouterr().out.startswith("ok:")
    out = tmp_path / "board.png"
    assert main(["render", str(CASE), "-o", str(out)]) == 0
    from PIL import Image

    assert Image.open(out).size[0] >= 1000


def test_a_rejected_dbscg_action_exits_3(tmp_path, capsys):
    src = CASE.read_text("utf-8").replace("onto: 'battle[0]'", "onto: 'battle[5]'")
    assert src != CASE.read_text("utf-8")
    bad = tmp_path / "bad.yaml"
    bad.write_text(src, "utf-8")
    assert main(["position", "apply", str(bad)]) == 3
    assert "D 10-5-1" in capsys.readouterr().out
