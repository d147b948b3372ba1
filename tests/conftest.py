import os
import sys

# The tests' own helper modules (tests/testcards.py: the test-only card library) import from any test folder.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# Before any Qt import: tests never need a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

# Property tests explore new random examples on every local run; CI (CI=true) replays a fixed set, so a
# landing is judged on the same examples every time (a failure found locally is then made a plain test).
settings.register_profile("ci", derandomize=True, database=None)
if os.environ.get("CI") == "true":
    settings.load_profile("ci")


@pytest.fixture
def seven_steps():
    """A small ruleset made for the tests (issue 10), not shipped: Standard with seven steps (no
    Second Main Step) and 4 Life, a subclass overriding class attributes only. Registered for the
    test, removed after it."""
    from engine.rulesets import register, unregister
    from engine.rulesets.standard import STANDARD_STEPS, Standard

    class SevenSteps(Standard):
        name = "seven-steps"
        title = "Standard, seven steps and 4 Life (test)"
        steps = tuple(s for s in STANDARD_STEPS if s.name != "second_main")
        start_life = 4

    rs = register(SevenSteps())
    yield rs
    unregister(rs.name)
