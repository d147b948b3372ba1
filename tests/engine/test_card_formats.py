"""Card files per rule set (``format:``) and card words per language (``i18n:``)."""
import json

import pytest

from app.cli import main
from engine.cards import builtin_cards, card_from_data, load_card_file
from engine.errors import DataError
from engine.rulesets import get_ruleset

SPIRIT = {"id": "T-1", "name": "Test Drake", "type": "spirit", "colors": ["red"], "cost": 3,
          "levels": [{"cores": 1, "bp": 3000}], "text": "A drake.", "flavor": "Warm."}


def test_a_card_gives_its_words_per_language_falling_back_to_english():
    card = card_from_data({**SPIRIT, "i18n": {"ja": {"name": "テストドレイク", "text": "ドレイク。"},
                                              "zh-Hant": {"name": "測試飛龍"}}})
    assert card.name_in("ja") == "テストドレイク" and card.text_in("ja") == "ドレイク。"
    assert card.name_in("zh-Hant") == "測試飛龍" and card.text_in("zh-Hant") == "A drake."  # text not given
    assert card.flavor_in("ja") == "Warm." and card.name_in("en") == "Test Drake" and card.name_in("ko") == "Test Drake"


@pytest.mark.parametrize("i18n, key", [
    ({"ja": {"nom": "x"}}, "i18n.ja.nom"),
    ({"ja": {"name": 3}}, "i18n.ja.name"),
    ({"Japanese!": {"name": "x"}}, "i18n.Japanese!"),
    ({"ja": "x"}, "i18n.ja"),
    (["ja"], "i18n"),
])
def test_bad_words_per_language_name_the_key(i18n, key):
    with pytest.raises(DataError) as e:
        card_from_data({**SPIRIT, "i18n": i18n}, "set.yaml[0]")
    assert f"set.yaml[0].{key}" in str(e.value)


def test_a_card_file_may_name_its_rule_set(tmp_path):
    f = tmp_path / "mine.yaml"
    f.write_text("format: saga\ncards:\n- id: T-2\n  name: Sea Sprite\n  type: magic\n  cost: 1\n", encoding="utf-8")
    (card,) = load_card_file(f)
    assert card.format == "saga"
    f.write_text("- id: T-2\n  name: Sea Sprite\n  type: magic\n  cost: 1\n", encoding="utf-8")
    assert load_card_file(f)[0].format == "standard"


@pytest.mark.parametrize("text, key", [
    ("format: Saga!\ncards: []\n", "mine.yaml.format"),
    ("format: saga\ncard: []\ncards: []\n", "mine.yaml.card"),
])
def test_a_bad_card_file_header_names_the_key_and_line(tmp_path, text, key):
    f = tmp_path / "mine.yaml"
    f.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as e:
        load_card_file(f)
    assert key in str(e.value) and "line" in str(e.value)


def test_each_ruleset_lists_its_own_card_set():
    standard, saga = get_ruleset("standard").card_set(), get_ruleset("saga").card_set()
    real = lambda cs: {c.id for c in cs if c.id != "blank"}
    assert real(standard) and real(saga) and not real(standard) & real(saga)
    assert all(builtin_cards()[i].format == "saga" for i in real(saga))
    assert real(standard) | real(saga) <= {c.id for c in builtin_cards()}


def test_the_cards_command_lists_a_rule_sets_cards(capsys):
    assert main(["cards", "--format", "saga", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows and {r["id"] for r in rows} == {c.id for c in get_ruleset("saga").card_set() if c.id != "blank"}
    assert main(["cards", "--format", "nonesuch"]) == 2
    assert "unknown format 'nonesuch'" in capsys.readouterr().err
