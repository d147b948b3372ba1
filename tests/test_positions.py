"""Every position case under tests/positions/ is a rules test.

Each ``*.yaml`` file is loaded, played and compared with its own ``expect`` in process
(engine.position: load, play, dump, check); a couple are also run through the real
command line, and every case must say which rule it shows on its first line.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine import position as P
from testcards import library

ROOT = Path(__file__).resolve().parent.parent
CASES = sorted((ROOT / "tests" / "positions").rglob("*.yaml"))


def _id(path: Path) -> str:
    return path.name


def test_there_are_cases():
    assert len(CASES) >= 70, f"only {len(CASES)} position cases found"


@pytest.mark.parametrize("path", CASES, ids=_id)
def test_position_case(path: Path):
    pos = P.load_position_file(path, library())
    assert pos.expect, f"{path.name}: a case needs a non-empty expect"
    result = P.play_position(pos)
    out = P.dump(result, pos.annotations)
    diffs = P.check(pos, out)
    assert not diffs, f"{path.name}:\n" + "\n".join(
        f"  {p}: expected {e!r}, actual {a!r}" for p, e, a in diffs) + (
        f"\n  rejected: {result.rejected}" if result.rejected else "")


RULE_NUMBER = re.compile(r"^\d+(?:-\d+)*$")
CARD_HEADER = re.compile(r"^# card \S+ .*\(rule (?:(?:Saga )?\d+(?:-\d+)*\b|E:)[^()]*\)\s*$")  # E: an Eternal section


@pytest.mark.parametrize("path", CASES, ids=_id)
def test_case_cites_a_rule(path: Path):
    """Rules cases start '# rule <number>: <what it shows>'; card cases (tests/positions/cards)
    start '# card <id> <name>: <what it shows> (rule <number>)'."""
    with open(path, encoding="utf-8") as f:
        first = f.readline().rstrip("\n")
    if "cards" in path.relative_to(ROOT / "tests" / "positions").parts[:1]:
        assert CARD_HEADER.match(first), f"{path.name}: the first line must be '# card <id> <name>: ... (rule <number>)'"
        return
    assert first.startswith("# rule "), f"{path.name}: the first line must be '# rule <number>: <what it shows>'"
    number = first[len("# rule "):].split(":", 1)[0]
    ruleset = path.relative_to(ROOT / "tests" / "positions").parts[0]
    if ruleset == "eternal":  # the Eternal manual has sections, not numbers: '# rule E:戰鬥步驟 ⑤: ...'
        rest = first[len("# rule "):]
        assert rest.startswith("E:") and ": " in rest[2:], f"{path.name}: an Eternal case cites '# rule E:<section>: ...'"
        assert "format: eternal" in path.read_text(encoding="utf-8"), f"{path.name}: an Eternal case says 'format: eternal'"
        return
    if ruleset == "saga":  # another rule system's cases cite its own text: '# rule Saga 9-3-2: ...'
        assert number.startswith("Saga "), f"{path.name}: a Saga case cites '# rule Saga <number>: ...'"
        number = number[len("Saga "):]
        assert "format: saga" in path.read_text(encoding="utf-8"), f"{path.name}: a Saga case says 'format: saga'"
    if ruleset == "dbscg":  # the Dragon Ball Super Card Game's manual: '# rule D 7-4-1-4: ...'
        assert number.startswith("D "), f"{path.name}: a DBSCG case cites '# rule D <number>: ...'"
        number = number[len("D "):]
        assert "format: dbscg" in path.read_text(encoding="utf-8"), f"{path.name}: a DBSCG case says 'format: dbscg'"
    assert RULE_NUMBER.match(number), f"{path.name}: '{number}' is not a rule number"


def _cli(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, env=env)


@pytest.mark.parametrize("name", ["11-1-1-5-overpay-rejected.yaml", "8-1-5-1-two-symbols-two-life.yaml",
                                  "7-9-1-3-end-step-passes-turn.yaml"])
def test_cli_check_exit_0(name: str):
    path = ROOT / "tests" / "positions" / "standard" / name
    r = _cli("position", "check", str(path))
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.startswith("ok:"), r.stdout


def test_cli_check_reports_mismatch(tmp_path: Path):
    """A case can fail: a wrong expectation gives exit 1 and names the differing path."""
    src = (ROOT / "tests" / "positions" / "standard" / "8-1-5-1-two-symbols-two-life.yaml").read_text("utf-8")
    bad = tmp_path / "wrong.yaml"
    bad.write_text(src.replace("p2: {life: 3, reserve: 3, trash_cores: 0}", "p2: {life: 4, reserve: 3, trash_cores: 0}"),
                   "utf-8")
    assert bad.read_text("utf-8") != src
    r = _cli("position", "check", str(bad))
    assert r.returncode == 1, r.stdout + r.stderr
    assert "players.p2.life" in r.stdout


def test_cli_apply_rejected_exit_3():
    path = ROOT / "tests" / "positions" / "standard" / "11-1-1-5-overpay-rejected.yaml"
    r = _cli("position", "apply", str(path))
    assert r.returncode == 3, r.stdout + r.stderr
    assert "rejected:" in r.stdout and "11-1-1-5" in r.stdout


@pytest.mark.parametrize("path", CASES, ids=_id)
def test_output_is_deterministic(path: Path):
    """The same file gives the same output."""
    out1 = P.dump(P.play_position(P.load_position_file(path, library())))
    out2 = P.dump(P.play_position(P.load_position_file(path, library())))
    assert out1 == out2


@pytest.mark.parametrize("path", CASES, ids=_id)
def test_output_reloads(path: Path):
    """An output (derived fields included) loads again as the same position, when it is a moment a
    position file can state: a step where the turn player acts, no battle in progress, nobody has won.
    Other cases are skipped with the reason (shown in the summary: -rs)."""
    result = P.play_position(P.load_position_file(path, library()))
    out1 = P.dump(result)
    d = out1["decision"]
    if out1["turn"]["winner"] is not None or d is None:
        pytest.skip("the game is over: a finished game is not reloaded as a position")
    if d["kind"] not in ("main", "attack"):
        pytest.skip("it stops in a battle, a Flash Timing or an effect's choice: a position file states only "
                    "Main and Attack Step decisions")
    again = P.dump(P.play_position(P.parse_position(out1, library())))
    assert again["log"] == []
    for key in ("turn", "players", "decision"):
        assert again[key] == out1[key], key


@pytest.mark.parametrize("path", CASES, ids=_id)
def test_offered_options_are_legal(path: Path):
    """Every option the output's decision offers is accepted by the engine."""
    result = P.play_position(P.load_position_file(path, library()))
    game = result.game
    if game.decision is None:
        assert game.legal_actions() == []
        return
    for action in game.legal_actions():
        err = game.why_illegal(action)
        assert err is None, f"{action} is offered but rejected: {err}"


def test_cli_check_with_the_test_card_library():
    """The rule test cards are not built in: an Eternal case using them is checked on the command line with
    ``--cards``, and without it the unknown card is named (exit 2)."""
    path = ROOT / "tests" / "positions" / "eternal" / "advent-onto-a-matching-spirit.yaml"
    r = _cli("position", "check", str(path), "--cards", str(ROOT / "tests" / "cards" / "eternal-test.yaml"))
    assert r.returncode == 0 and r.stdout.startswith("ok:"), r.stdout + r.stderr
    r = _cli("position", "check", str(path))
    assert r.returncode == 2 and "unknown card id 'ET-030'" in r.stderr, r.stdout + r.stderr
