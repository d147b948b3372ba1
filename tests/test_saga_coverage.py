"""docs/saga-coverage.md: every numbered section of chapters 1 to 12 of the Saga rules has a row,
with the position cases that show it (files that exist) or why no board can show it; and there are
at least 120 Saga rule cases, each citing a Saga rule."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# the shared rules text sits beside the project in the workspace (../shared, or ../../shared from a worktree)
RULES = next((p / "shared" / "rules" / "saga-1.7.0-en.txt" for p in (ROOT.parent, ROOT.parent.parent)
              if (p / "shared" / "rules" / "saga-1.7.0-en.txt").exists()), ROOT / "missing")
DOC = ROOT / "docs" / "saga-coverage.md"
CASES = ROOT / "tests" / "positions"


def _rows() -> dict:
    rows = {}
    for line in DOC.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^\| (\d+-\d+) \|[^|]*\| (.+) \|$", line)
        if m:
            rows[m.group(1)] = m.group(2)
    return rows


def test_every_section_has_a_row_with_cases_or_a_reason():
    rows = _rows()
    sections = set()
    if RULES.exists():
        for line in RULES.read_text(encoding="utf-8").splitlines():
            m = re.match(r"^(?:- )?(?:#+ ?)?(\d+)-(\d+)\b", line.strip())
            if m and 1 <= int(m.group(1)) <= 12:
                sections.add(f"{m.group(1)}-{m.group(2)}")
    else:
        sections = {f"{c}-1" for c in range(1, 13)}
    assert sections - set(rows) == set(), "sections with no row"
    for sec, cell in rows.items():
        files = re.findall(r"`(saga/[^`]+\.yaml|cards/saga/[^`]+\.yaml)`", cell)
        assert files or cell.startswith("no board can show it: ") and "missing" not in cell, sec
        for f in files:
            assert (CASES / f).exists(), f"{sec}: {f} does not exist"
            first = (CASES / f).read_text(encoding="utf-8").splitlines()[0]
            assert re.search(rf"Saga {sec}\b", first), f"{f} does not cite Saga {sec}"


def test_at_least_120_saga_rule_cases():
    cases = [p for p in (CASES / "saga").glob("*.yaml") if "format: saga" in p.read_text(encoding="utf-8")]
    assert len(cases) >= 120
