import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
for p in (ROOT, HERE):
    if p not in sys.path:
        sys.path.insert(0, p)

from render_samples import card, sample_cards  # noqa: E402


@pytest.fixture
def samples():
    return sample_cards()


@pytest.fixture
def make_card():
    return card
