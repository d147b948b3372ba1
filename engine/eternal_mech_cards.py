"""Card keys of Battle Spirits Eternal's later mechanics (docs/eternal-effects.md), validated here and
kept in ``CardDef.ext``; ``engine.eternal_cards`` calls these for the keys it meets:

- ``manifest``: ``{grand_walker: <selector>, timing: main | flash}``: 《顯現》 (E:顯現);
- ``divine``: ``{levels: [2, ...], bp: N}``: 【轉神】, a Grand Walker that is also a Spirit at those Lv
  (E:創界神核心卡 ■以【轉神】變化為靈魂卡);
- ``true_oracle``: a selector: 《真・神託》 of a Contract Grand Walker (E:契約創界神核心卡);
- ``revive``: ``true``: 【復活】, deployed from the soul state by paying its cost (E:契約創界神核心卡);
- ``brave.right`` / ``brave.left`` of a Demon-God Brave, ``brave.grand_walker`` of a Myth Brave.
"""
from __future__ import annotations

from .errors import DataError

TIMINGS = ("main", "flash")


def _need(cond, path, msg):
    if not cond:
        raise DataError(path, msg)


def _selector(s, path):
    _need(isinstance(s, dict), path, "must be a mapping (a selector: family, cost, colors, name ...)")
    from .effects.schema import _selector as check

    check(s, path)


def validate_manifest(m, path: str, ctype: str) -> dict:
    _need(ctype in ("spirit", "ultimate"), path, "only a Spirit or an Ultimate is summoned by 《Manifest》")
    _need(isinstance(m, dict) and set(m) <= {"grand_walker", "timing"}, path,
          "is a mapping {grand_walker: {name: ...}, timing: main}")
    _selector(m.get("grand_walker", {}), f"{path}.grand_walker")
    _need(m.get("timing", "main") in TIMINGS, f"{path}.timing", "must be main or flash")
    return {"grand_walker": dict(m.get("grand_walker", {})), "timing": m.get("timing", "main")}


def validate_contract_walker(d: dict, path: str, kinds) -> dict:
    """``true_oracle`` (a selector) and ``revive`` (true) of a Contract Grand Walker."""
    ext = {}
    if "true_oracle" in d:
        _need("grand_walker" in kinds and "contract" in kinds, f"{path}.true_oracle",
              "only a Contract Grand Walker (kinds: [contract, grand_walker]) has 《True Oracle》")
        _need("oracle" not in d, f"{path}.true_oracle", "a Contract Grand Walker has 《True Oracle》 instead of 《Oracle》")
        _selector(d["true_oracle"], f"{path}.true_oracle")
        ext["true_oracle"] = dict(d["true_oracle"])
    if "revive" in d:
        _need(d["revive"] is True, f"{path}.revive", "is true (【Revive】: deployed from the soul state by paying its cost)")
        _need("grand_walker" in kinds and "contract" in kinds, f"{path}.revive",
              "only a Contract Grand Walker has 【Revive】")
        ext["revive"] = True
    return ext


def validate_divine(dv, path: str, kinds, levels) -> dict:
    """``divine: {levels: [2, ...]}``: the Lv at which a Grand Walker is in 【轉神】 (its BP: the level rows)."""
    _need("grand_walker" in kinds, path, "only a Grand Walker has 【Divine Transformation】")
    _need(isinstance(dv, dict) and set(dv) <= {"levels"} and isinstance(dv.get("levels"), list) and dv["levels"],
          path, "is a mapping {levels: [2]}")
    n = len(levels or ())
    for i, lv in enumerate(dv["levels"]):
        _need(isinstance(lv, int) and not isinstance(lv, bool) and 1 <= lv <= n, f"{path}.levels[{i}]",
              f"must be one of the card's Lv (1 to {n})")
    return {"levels": list(dv["levels"])}


def validate_demon_god(b: dict, path: str, kinds) -> None:
    """``brave: {bp: N, left: <selector>, right: <selector>}`` of a Demon-God Brave (kinds: [demon_god])."""
    _need("demon_god" in kinds, path, "only a Demon-God Brave (kinds: [demon_god]) has left and right conditions")
    _need("left" in b and "right" in b, path, "a Demon-God Brave has both a left and a right condition")
    _selector(b["left"], f"{path}.left")
    _selector(b["right"], f"{path}.right")
