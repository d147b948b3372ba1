"""Battle Spirits Eternal: deck construction (E:牌組, E5) and set-up with the Contract option
(E:遊戲準備 ①-⑦, E:契約 ■牌組構築與遊戲開始時的規則, E6).

The steps' turn-based actions are Standard's (``engine.rules.turn``); the Eternal turn differs only in
its steps (no Second Main Step) and the first turn's skips, which the ruleset lists.
"""
from __future__ import annotations

from ..actions import Action
from ..errors import IllegalAction
from ..verbs.hand import draw
from . import turn

PICK = "contract_pick"  # PlayerState.extra: the Contract card taken out before shuffling (face down)


def deck_problems(rs, cards: list, cardset) -> list[tuple[str, str]]:
    """Eternal's problems beyond the size, type and copy rules. E:牌組: 40+ cards, 3 of a name (an Awaken card's name is both faces' names, ``copy_key``);
    E:契約: one kind of Contract card (up to 3); E:衍生物: Tokens are never in a deck."""
    from ..eternal_cards import is_token
    from ..events import Named, Sentence

    out = []
    kinds = {}
    for c in cards:  # a card of each kind of Contract card, to name it in other languages
        card = cardset[c]
        if "contract" in card.kinds:
            kinds.setdefault(card.base_name, card)
    if len(kinds) > 1:
        named = tuple(Named(-1, kinds[k].id, kinds[k].name) for k in sorted(kinds))
        out.append((rs.cite("契約 ■牌組構築與遊戲開始時的規則"), Sentence("deck_contracts", n=len(kinds), cards=named)))
    tokens = {cardset[c].name: cardset[c] for c in cards if is_token(cardset[c])}
    for name in sorted(tokens):
        out.append((rs.cite("衍生物"), Sentence("deck_token", card=Named(-1, tokens[name].id, name))))
    return out


# ---------------------------------------------------------------------- set-up
def setup(game, n1: int, n2: int, first) -> None:
    """E:遊戲準備 ②: before shuffling, each player with a Contract card in the Deck may take one
    out, face down (the ``contract`` decision, player one's seat first); then the rest of the set-up."""
    st = game.state
    rs = game.ruleset
    st.players[0].deck = list(range(n1))
    st.players[1].deck = list(range(n1, n1 + n2))
    for p in st.players:  # ③ ④ (the cores: their order with the Contract pick changes nothing)
        p.life = rs.start_life
        p.reserve = rs.start_reserve
        p.soul_at = "reserve"
    game.push(("eternal_setup", first))
    _ask_contract(game, 0)


def _contracts(game, pi: int) -> list[int]:
    return [u for u in game.state.players[pi].deck if "contract" in game.card(u).kinds]


def _ask_contract(game, pi: int) -> None:
    while pi < 2 and not _contracts(game, pi):
        pi += 1
    if pi < 2:
        game.decide(pi, "contract")
    else:
        game.phase = "run"
        game.run()


def legal_contract(game) -> list[Action]:
    pi = game.decider
    seen = []
    for u in _contracts(game, pi):
        cid = game.card(u).id
        if cid not in seen:
            seen.append(cid)
    return [Action.raw(pi, "no_contract")] + [Action.raw(pi, "contract", (("card", cid),)) for cid in seen]


def h_contract(game, a: Action) -> None:
    """E:遊戲準備 ②: take one Contract card out of the Deck and show it face down (or take none)."""
    p = game.state.players[a.by]
    if a.do == "contract":
        cid = a.get("card")
        uid = next((u for u in _contracts(game, a.by) if game.card(u).id == cid), None)
        if uid is None:
            raise IllegalAction.of("refuse_contract_none", game.ruleset.cite("遊戲準備 ②"), id=str(cid))
        p.deck.remove(uid)
        p.set_zone(PICK, [uid])
        game.emit("setup", a.by, "eternal_contract_shown", rule=game.ruleset.cite("遊戲準備 ②"))
    if a.by == 0:
        _ask_contract(game, 1)
    else:
        game.phase = "run"


def task_setup(game, task) -> None:
    """E:遊戲準備 ②-⑥: shuffles, 5 Life, 3 cores and the Soul Core in the Reserve, 4 cards (3 and the
    Contract card shown to the opponent, for a player who took one out), then who goes first."""
    first = task[1]
    st = game.state
    rs = game.ruleset
    for p in st.players:
        game.rng.shuffle(p.deck)  # ② the owner shuffles ...
        game.rng.shuffle(p.deck)  # ... then the opponent
    for pi in (0, 1):
        p = st.players[pi]
        pick = p.zone(PICK)
        draw(game, pi, rs.start_hand - (1 if pick else 0))  # ⑤
        if pick:
            p.hand.extend(pick)
            p.extra.pop(PICK)
            game.emit("setup", pi, "eternal_contract_added", cards=tuple(pick), card=game.named(pick[0]),
                      rule=rs.cite("遊戲準備 ⑤"))
    game.emit("setup", None, life=rs.start_life, reserve=rs.start_reserve, hand=rs.start_hand)
    if first is None:
        winner = game.rng.below(2)
        game.emit("setup", winner, "setup_rps")
        game.decide(winner, "first")
    else:
        st.first_player = first
        st.turn_player = first
        game.emit("setup", first, "setup_first")
        game.decide(first, "redraw")


HANDLERS = {("contract", "contract"): h_contract, ("contract", "no_contract"): h_contract}
TASKS = {"eternal_setup": task_setup}
