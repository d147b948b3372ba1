"""docs/eternal-coverage.md has a row for every rule switch E1-E27, cites only Eternal cases that exist
and every one of them, and there are at least 120 Eternal rule cases citing the manual."""
from __future__ import annotations

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "eternal-coverage.md").read_text(encoding="utf-8")
CASES = {p.stem: p for p in (ROOT / "tests" / "positions" / "eternal").glob("*.yaml")}


def test_every_switch_has_a_row():
    for n in range(1, 28):
        assert re.search(rf"^\| E{n} \|", DOC, re.M), f"E{n} has no row"


def test_cited_cases_exist_and_every_case_is_cited():
    cited = {c for c in re.findall(r"`([A-Za-z0-9-]+)`", DOC) if c in CASES or re.match(r"^(E\d|FAQ|brave|burst|gw|u-)", c)}
    assert sorted(c for c in cited if c not in CASES and "-" in c and not c.startswith("test")) == []
    assert sorted(set(CASES) - cited) == []


def test_at_least_120_eternal_cases_citing_the_manual():
    assert len(CASES) >= 120
    for name, path in CASES.items():
        first = path.read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("# rule E:"), name
