"""Battle Spirits Eternal's events, in English, Japanese and Traditional Chinese (the terms of the
Chinese manual, ../shared/rules/eternal-17.0-zh.txt: 合體 Brave, 爆烈 Burst, 契約 Contract, 能量 core).
Merged into each language's TEMPLATES by ``engine.words``; ``rule`` is the Eternal section cited."""
from __future__ import annotations

from .en import pname as P
from .en import plural

EN = {
    "eternal_contract_shown": lambda q: f"{P(q['player'])} takes a Contract card out of the Deck and shows it face down ({q['rule']})",
    "eternal_contract_added": lambda q: f"{P(q['player'])} draws 3 and reveals {q['card']}, the Contract card, and adds it to the Hand ({q['rule']})",
    "eternal_burst_set": lambda q: f"{P(q['player'])} sets a Burst face down ({q['rule']})",
    "eternal_burst_discarded": lambda q: f"{P(q['player'])} discards the Burst {q['card']} that was set ({q['rule']})",
    "eternal_ask_burst": lambda q: f"activate the Burst {q['card']}?",
    "eternal_burst_activated": lambda q: f"{P(q['player'])} turns over and activates the Burst {q['card']} without paying its cost ({q['rule']})",
    "eternal_ask_magic_burst": lambda q: f"pay {plural(q['n'], 'core')} to use the effect of {q['card']} too?",
    "eternal_magic_burst": lambda q: f"{P(q['player'])} pays {plural(q['n'], 'core')} and uses the effect of {q['card']} too ({q['rule']})",
    "eternal_direct_fusion": lambda q: f"{P(q['player'])} summons {q['card']} fused to {q['other']} (direct fusion, cost {q['cost']}) ({q['rule']})",
    "eternal_fuse": lambda q: f"{P(q['player'])} fuses {q['card']} to {q['other']} ({q['rule']})",
    "eternal_swap": lambda q: f"{P(q['player'])} moves {q['card']} from {q['src']} to {q['other']} (a swap) ({q['rule']})",
    "eternal_separate": lambda q: f"{q['card']} separates from {q['other']} and stays as a Spirit with {plural(q['n'], 'core')} ({q['rule']})",
    "eternal_separate_trash": lambda q: f"{q['card']} separates without cores for its Lv1 and goes to the Trash, neither destroyed nor depleted ({q['rule']})",
    "eternal_ask_brave_stays": lambda q: f"keep {q['card']} on the Field as a Spirit ({plural(q['n'], 'core')} from the Reserve)?",
    "eternal_brave_stays": lambda q: f"{q['card']} stays on the Field as a Spirit with {plural(q['n'], 'core')} ({q['rule']})",
    "eternal_brave_goes": lambda q: f"{q['card']} goes with it to the {q['to'].capitalize()} ({q['rule']})",
    "eternal_bp_all": lambda q: (f"every matching Spirit gets BP{q['amount']:+} this turn, those that come later included "
                                 f"({plural(q['n'], 'Spirit')} now) ({q['rule']})"),
    "eternal_token_leaves": lambda q: f"the Token {q['card']} leaves the Field and the game ({q['rule']})",
    "eternal_count": lambda q: (f"{P(q['player'])}'s Count {'+' if q['n'] >= 0 else '−'}{abs(q['n'])} "
                                f"({'from' if q['n'] >= 0 else 'to'} the Void): {q['total']} ({q['rule']})"),
    "eternal_seal": lambda q: f"{P(q['player'])} puts the Soul Core into their Life: sealed ({q['rule']})",
    "eternal_seal_cannot": lambda q: f"the Soul Core is not in the Reserve or on this card: it cannot be sealed ({q['rule']})",
    "eternal_u_trigger": lambda q: (f"【U-Trigger】: {q['card']} (cost {q['other_cost']}) goes from the Deck to the Trash; "
                                    f"cost {q['cost']} against {q['other_cost']}: {'Hit' if q['hit'] else 'Guard'} ({q['rule']})"),
    "eternal_u_trigger_empty": lambda q: f"【U-Trigger】: the opponent's Deck is empty, nothing is revealed ({q['rule']})",
    "eternal_token": lambda q: f"{P(q['player'])} creates the Token {q['card']} with {plural(q['n'], 'core')} from the Void ({q['rule']})",
    "eternal_token_unknown": lambda q: f"no Token card {q['what']} exists ({q['rule']})",
    "eternal_hand_side": lambda q: f"{P(q['player'])} puts {plural(q['n'], 'card')} from the Deck face up at the hand-side ({q['rule']})",
    "eternal_ask_soul_state": lambda q: f"leave {q['card']} on the Field in the soul state instead?",
    "eternal_soul_state": lambda q: (f"{q['card']} stays on the Field in the soul state; {plural(q['cores_n'], 'core')} to the "
                                     f"{'Void' if q['to'] == 'void' else 'Reserve'} ({q['rule']})"),
    "eternal_gw_cores_void": lambda q: f"the {plural(q['n'], 'core')} on {q['card']} go to the Void ({q['rule']})",
    "eternal_oracle": lambda q: f"《Oracle》 of {q['card']}: {q['other']} was summoned: 1 core from the Void onto it ({q['rule']})",
    "eternal_oracle_deploy": lambda q: (f"{'《True Oracle》' if q.get('true') else '《Oracle》'} of {q['card']}: the top {len(q['names'])} cards go to the Trash; "
                                        f"{plural(q['n'], 'core')} from the Void onto it ({q['rule']})"),
    "eternal_mirage_set": lambda q: f"{P(q['player'])} sets the Mirage {q['card']} face up, paying {plural(q['cost'], 'core')} ({q['rule']})",
    "eternal_mirage_returned": lambda q: f"{P(q['player'])} returns the Mirage {q['card']} to the Hand ({q['rule']})",
    "eternal_awaken": lambda q: f"{q['card']} awakens: it turns to its other side, {q['other']} ({q['rule']})",
    "eternal_advent": lambda q: (f"{P(q['player'])} Advents {q['card']} onto {q['other']}: the Soul Core goes from the "
                                 f"{q['src'].capitalize()} to the Trash ({q['rule']})"),
}

JA = {
    "eternal_contract_shown": lambda q: f"{P(q['player'])}はデッキから契約カード1枚を取り出し、裏向きで見せる（{q['rule']}）",
    "eternal_contract_added": lambda q: f"{P(q['player'])}は3枚引き、契約カード{q['card']}を公開して手札に加える（{q['rule']}）",
    "eternal_burst_set": lambda q: f"{P(q['player'])}はバーストを裏向きでセットする（{q['rule']}）",
    "eternal_burst_discarded": lambda q: f"{P(q['player'])}はセットしていたバースト{q['card']}を破棄する（{q['rule']}）",
    "eternal_ask_burst": lambda q: f"バースト{q['card']}を発動しますか？",
    "eternal_burst_activated": lambda q: f"{P(q['player'])}はバースト{q['card']}を表にし、コストを支払わずに発動する（{q['rule']}）",
    "eternal_ask_magic_burst": lambda q: f"コア{q['n']}個を支払い、{q['card']}の効果も使いますか？",
    "eternal_magic_burst": lambda q: f"{P(q['player'])}はコア{q['n']}個を支払い、{q['card']}の効果も使う（{q['rule']}）",
    "eternal_direct_fusion": lambda q: f"{P(q['player'])}は{q['card']}を{q['other']}に直接合体して召喚する（コスト{q['cost']}）（{q['rule']}）",
    "eternal_fuse": lambda q: f"{P(q['player'])}は{q['card']}を{q['other']}に合体させる（{q['rule']}）",
    "eternal_swap": lambda q: f"{P(q['player'])}は{q['card']}を{q['src']}から{q['other']}へ入れ替える（{q['rule']}）",
    "eternal_separate": lambda q: f"{q['card']}は{q['other']}から分離し、コア{q['n']}個でスピリットとして残る（{q['rule']}）",
    "eternal_separate_trash": lambda q: f"{q['card']}はLv1のコアがなく分離してトラッシュへ置かれる（破壊でも消滅でもない）（{q['rule']}）",
    "eternal_ask_brave_stays": lambda q: f"{q['card']}をスピリットとしてフィールドに残しますか？（リザーブからコア{q['n']}個）",
    "eternal_brave_stays": lambda q: f"{q['card']}はコア{q['n']}個でスピリットとしてフィールドに残る（{q['rule']}）",
    "eternal_brave_goes": lambda q: f"{q['card']}も同じ場所へ移動する（{q['rule']}）",
    "eternal_bp_all": lambda q: f"該当するスピリットすべてBP{q['amount']:+}（このターン、後から出るものも含む）（{q['rule']}）",
    "eternal_token_leaves": lambda q: f"トークン{q['card']}はフィールドを離れ、ゲームから除かれる（{q['rule']}）",
    "eternal_count": lambda q: f"{P(q['player'])}のカウント{'+' if q['n'] >= 0 else '−'}{abs(q['n'])}：{q['total']}（{q['rule']}）",
    "eternal_seal": lambda q: f"{P(q['player'])}はソウルコアをライフに置く：封印（{q['rule']}）",
    "eternal_seal_cannot": lambda q: f"ソウルコアがリザーブにもこのカードにもないため封印できない（{q['rule']}）",
    "eternal_u_trigger": lambda q: (f"【Uトリガー】：{q['card']}（コスト{q['other_cost']}）をデッキからトラッシュへ；"
                                    f"コスト{q['cost']}対{q['other_cost']}：{'ヒット' if q['hit'] else 'ガード'}（{q['rule']}）"),
    "eternal_u_trigger_empty": lambda q: f"【Uトリガー】：相手のデッキが0枚のため何も公開されない（{q['rule']}）",
    "eternal_token": lambda q: f"{P(q['player'])}はトークン{q['card']}を生成する（ボイドからコア{q['n']}個）（{q['rule']}）",
    "eternal_token_unknown": lambda q: f"トークン{q['what']}は存在しない（{q['rule']}）",
    "eternal_hand_side": lambda q: f"{P(q['player'])}はデッキから{q['n']}枚を表向きで手元に置く（{q['rule']}）",
    "eternal_ask_soul_state": lambda q: f"{q['card']}を代わりに魂状態でフィールドに残しますか？",
    "eternal_soul_state": lambda q: f"{q['card']}は魂状態でフィールドに残る（コア{q['cores_n']}個は{'ボイド' if q['to'] == 'void' else 'リザーブ'}へ）（{q['rule']}）",
    "eternal_gw_cores_void": lambda q: f"{q['card']}のコア{q['n']}個はボイドへ（{q['rule']}）",
    "eternal_oracle": lambda q: f"{q['card']}の《神託》：{q['other']}の召喚でボイドからコア1個（{q['rule']}）",
    "eternal_oracle_deploy": lambda q: f"{q['card']}の{'《真・神託》' if q.get('true') else '《神託》'}：デッキの上{len(q['names'])}枚をトラッシュへ、ボイドからコア{q['n']}個（{q['rule']}）",
    "eternal_mirage_set": lambda q: f"{P(q['player'])}はミラージュ{q['card']}をコア{q['cost']}個で表向きにセットする（{q['rule']}）",
    "eternal_mirage_returned": lambda q: f"{P(q['player'])}はミラージュ{q['card']}を手札に戻す（{q['rule']}）",
    "eternal_awaken": lambda q: f"{q['card']}が転醒し、{q['other']}になる（{q['rule']}）",
    "eternal_advent": lambda q: f"{P(q['player'])}は{q['card']}を{q['other']}に煌臨させる：ソウルコアをトラッシュへ（{q['rule']}）",
}

ZH = {
    "eternal_contract_shown": lambda q: f"{P(q['player'])}從牌組取出 1 張契約卡，背面朝上展示（{q['rule']}）",
    "eternal_contract_added": lambda q: f"{P(q['player'])}抽 3 張，公開契約卡{q['card']}並加入手牌（{q['rule']}）",
    "eternal_burst_set": lambda q: f"{P(q['player'])}將爆烈背面朝上設置（{q['rule']}）",
    "eternal_burst_discarded": lambda q: f"{P(q['player'])}將已設置的爆烈{q['card']}破棄（{q['rule']}）",
    "eternal_ask_burst": lambda q: f"是否發動爆烈{q['card']}？",
    "eternal_burst_activated": lambda q: f"{P(q['player'])}翻開爆烈{q['card']}，不支付費用發動（{q['rule']}）",
    "eternal_ask_magic_burst": lambda q: f"是否支付 {q['n']} 個能量，追加發揮{q['card']}的效果？",
    "eternal_magic_burst": lambda q: f"{P(q['player'])}支付 {q['n']} 個能量，追加發揮{q['card']}的效果（{q['rule']}）",
    "eternal_direct_fusion": lambda q: f"{P(q['player'])}將{q['card']}與{q['other']}直接合體召喚（費用 {q['cost']}）（{q['rule']}）",
    "eternal_fuse": lambda q: f"{P(q['player'])}將{q['card']}與{q['other']}合體（{q['rule']}）",
    "eternal_swap": lambda q: f"{P(q['player'])}將{q['card']}從{q['src']}交換至{q['other']}（{q['rule']}）",
    "eternal_separate": lambda q: f"{q['card']}從{q['other']}分離，以 {q['n']} 個能量作為靈魂卡留在場上（{q['rule']}）",
    "eternal_separate_trash": lambda q: f"{q['card']}分離時無法維持 Lv1，放置到廢棄區（非破壞亦非消滅）（{q['rule']}）",
    "eternal_ask_brave_stays": lambda q: f"是否將{q['card']}以靈魂卡狀態留在場上？（從預備區放置 {q['n']} 個能量）",
    "eternal_brave_stays": lambda q: f"{q['card']}以 {q['n']} 個能量作為靈魂卡留在場上（{q['rule']}）",
    "eternal_brave_goes": lambda q: f"{q['card']}與合體對象一同移動（{q['rule']}）",
    "eternal_bp_all": lambda q: f"本回合中，所有符合的靈魂卡 BP{q['amount']:+}（之後登場者亦同）（{q['rule']}）",
    "eternal_token_leaves": lambda q: f"衍生物{q['card']}離開場地，返回原處（遊戲外）（{q['rule']}）",
    "eternal_count": lambda q: f"{P(q['player'])}的計數{'+' if q['n'] >= 0 else '−'}{abs(q['n'])}：{q['total']}（{q['rule']}）",
    "eternal_seal": lambda q: f"{P(q['player'])}將靈魂能量放置到生命值：封印中（{q['rule']}）",
    "eternal_seal_cannot": lambda q: f"靈魂能量不在預備區或此卡上，無法封印（{q['rule']}）",
    "eternal_u_trigger": lambda q: (f"【U觸發】：{q['card']}（費用 {q['other_cost']}）從牌組放置到廢棄區；"
                                    f"費用 {q['cost']} 對 {q['other_cost']}：{'命中' if q['hit'] else '防禦'}（{q['rule']}）"),
    "eternal_u_trigger_empty": lambda q: f"【U觸發】：對手牌組為 0 張，無法翻開（{q['rule']}）",
    "eternal_token": lambda q: f"{P(q['player'])}產生衍生物{q['card']}（從空間放置 {q['n']} 個能量）（{q['rule']}）",
    "eternal_token_unknown": lambda q: f"衍生物{q['what']}不存在（{q['rule']}）",
    "eternal_hand_side": lambda q: f"{P(q['player'])}將牌組的 {q['n']} 張卡牌正面朝上放置於手元（{q['rule']}）",
    "eternal_ask_soul_state": lambda q: f"是否改為將{q['card']}以魂狀態留在場上？",
    "eternal_soul_state": lambda q: f"{q['card']}以魂狀態留在場上，{q['cores_n']} 個能量移至{'空間' if q['to'] == 'void' else '預備區'}（{q['rule']}）",
    "eternal_gw_cores_void": lambda q: f"{q['card']}上的 {q['n']} 個能量放置到空間（{q['rule']}）",
    "eternal_oracle": lambda q: f"{q['card']}的《神託》：召喚了{q['other']}，從空間放置 1 個能量（{q['rule']}）",
    "eternal_oracle_deploy": lambda q: f"{q['card']}的{'《真・神託》' if q.get('true') else '《神託》'}：將牌組上方 {len(q['names'])} 張放置到廢棄區，從空間放置 {q['n']} 個能量（{q['rule']}）",
    "eternal_mirage_set": lambda q: f"{P(q['player'])}支付 {q['cost']} 個能量，將幻象{q['card']}正面朝上設置（{q['rule']}）",
    "eternal_mirage_returned": lambda q: f"{P(q['player'])}將幻象{q['card']}返回手牌（{q['rule']}）",
    "eternal_awaken": lambda q: f"{q['card']}轉醒，翻至另一面：{q['other']}（{q['rule']}）",
    "eternal_advent": lambda q: f"{P(q['player'])}將{q['card']}煌臨於{q['other']}之上：靈魂能量放置到廢棄區（{q['rule']}）",
}

BY_LANG = {"en": EN, "ja": JA, "zh-Hant": ZH}
