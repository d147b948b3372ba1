<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Annotate</name>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="14"/>
        <source>Orange</source>
        <translation>橙</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="14"/>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="14"/>
        <source>Yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="15"/>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="15"/>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="15"/>
        <source>Purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="16"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="16"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="27"/>
        <source>&amp;Annotate</source>
        <translation>注釈(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="29"/>
        <source>Annotate</source>
        <translation>注釈</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="35"/>
        <source>Annotate mode</source>
        <translation>注釈モード</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="43"/>
        <source>Annotate: drag from a card to another for an arrow; click for a label, ring or marker; Del deletes, double-click edits</source>
        <translation>注釈：カードから別のカードへドラッグで矢印、クリックでラベル・リング・番号札。Delで削除、ダブルクリックで編集</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="58"/>
        <source>Select</source>
        <translation>選択</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="58"/>
        <source>Arrow</source>
        <translation>矢印</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="59"/>
        <source>Label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="59"/>
        <source>Ring</source>
        <translation>リング</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="60"/>
        <source>Marker</source>
        <translation>番号札</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="72"/>
        <location filename="../../ui/table/annotations/tool.py" line="267"/>
        <source>Colour</source>
        <translation>色</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="75"/>
        <source>Default</source>
        <translation>既定の色</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="90"/>
        <source>Delete selected annotation</source>
        <translation>選んだ注釈を削除</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="97"/>
        <source>Remove all annotations</source>
        <translation>注釈をすべて消す</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/tool.py" line="265"/>
        <source>Edit text…</source>
        <translation>文字を編集…</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/tool.py" line="266"/>
        <source>Edit number…</source>
        <translation>番号を編集…</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/tool.py" line="272"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../app/autosave.py" line="95"/>
        <source>position {name}</source>
        <translation>局面 {name}</translation>
    </message>
    <message>
        <location filename="../../app/autosave.py" line="99"/>
        <source>a position from the editor</source>
        <translation>エディターの局面</translation>
    </message>
    <message>
        <location filename="../../app/autosave.py" line="101"/>
        <source>a game</source>
        <translation>対戦</translation>
    </message>
    <message>
        <location filename="../../app/autosave.py" line="105"/>
        <source>against {bot}</source>
        <translation>{bot}と対戦</translation>
    </message>
    <message>
        <location filename="../../app/autosave.py" line="108"/>
        <source>practice (both sides)</source>
        <translation>練習（両方を操作）</translation>
    </message>
    <message>
        <location filename="../../app/autosave.py" line="112"/>
        <source>turn {turn}, {player}, {step}, {n} actions played</source>
        <translation>ターン{turn}、{player}、{step}、{n}手まで</translation>
    </message>
    <message>
        <location filename="../../app/autosave.py" line="116"/>
        <source>last saved {time}</source>
        <translation>最終保存 {time}</translation>
    </message>
</context>
<context>
    <name>BotWhy</name>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="20"/>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="20"/>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="20"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="21"/>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="22"/>
        <source>Score: how often the bot won the games it simulated after the move (how many, in grey; moves that fell behind were dropped early).</source>
        <translation>スコア：その手のあとにボットがシミュレートした対戦での勝率（灰色は対戦数。劣勢の手は早めに打ち切られる）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="24"/>
        <source>Score: the bot&apos;s evaluation of the position one move ahead.</source>
        <translation>スコア：1手先の局面に対するボットの評価。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="37"/>
        <source>WHY THE BOT PLAYED THAT</source>
        <translation>ボットの手の理由</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="80"/>
        <source>The bot has not decided anything yet.</source>
        <translation>ボットはまだ何も決めていない。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="90"/>
        <source>turn {turn}, {step}</source>
        <translation>ターン{turn}、{step}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="93"/>
        <source>{n} simulated games</source>
        <translation>シミュレーション{n}回</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="110"/>
        <source>It had only one sensible move.</source>
        <translation>意味のある手はひとつしかなかった。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="122"/>
        <source>&amp;Bot</source>
        <translation>ボット(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="124"/>
        <source>Pace</source>
        <translation>速さ</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="140"/>
        <source>Show why the bot played that</source>
        <translation>ボットの手の理由を表示</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="154"/>
        <source>Bot pace: {pace}</source>
        <translation>ボットの速さ：{pace}</translation>
    </message>
</context>
<context>
    <name>CardPalette</name>
    <message>
        <location filename="../../ui/editor/palette.py" line="18"/>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="18"/>
        <source>Purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="19"/>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="19"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="20"/>
        <source>Yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="20"/>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="21"/>
        <source>Spirit</source>
        <translation>スピリット</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="21"/>
        <source>Nexus</source>
        <translation>ネクサス</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="22"/>
        <source>Magic</source>
        <translation>マジック</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="81"/>
        <location filename="../../ui/editor/palette.py" line="147"/>
        <source>Search cards by name or id…</source>
        <translation>カード名かIDで検索…</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="89"/>
        <location filename="../../ui/editor/palette.py" line="148"/>
        <source>Any colour</source>
        <translation>すべての色</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="94"/>
        <location filename="../../ui/editor/palette.py" line="149"/>
        <source>Any type</source>
        <translation>すべての種類</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="139"/>
        <source>no colour</source>
        <translation>色なし</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="141"/>
        <source>{type}, {colours}, cost {cost}</source>
        <translation>{type}、{colours}、コスト{cost}</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="181"/>
        <source>{shown} of {total} cards  ·  drag one onto the table, or click it and then click where it goes</source>
        <translation>{total}枚中{shown}枚  ·  テーブルへドラッグするか、クリックしてから置く場所をクリック</translation>
    </message>
</context>
<context>
    <name>Concede</name>
    <message>
        <location filename="../../ui/dialogs/concede.py" line="12"/>
        <source>Concede?</source>
        <translation>投了しますか？</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/concede.py" line="13"/>
        <source>Concede this game? It ends at once and your opponent wins.</source>
        <translation>この対戦を投了しますか？ すぐに終了し、相手の勝利になります。</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/concede.py" line="16"/>
        <source>Concede</source>
        <translation>投了する</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/concede.py" line="17"/>
        <source>Play on</source>
        <translation>続ける</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <location filename="../../app/controller.py" line="139"/>
        <source>The file&apos;s action ({action}) was refused: {reason}</source>
        <translation>ファイルの行動（{action}）は拒否された：{reason}</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="195"/>
        <source>Not allowed: {reason}
{rule}</source>
        <translation>できません：{reason}
{rule}</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="275"/>
        <source>The bot failed: {error}</source>
        <translation>ボットが失敗した：{error}</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="294"/>
        <source>The bot chose an action the rules refuse: {action}</source>
        <translation>ボットがルール上できない行動を選んだ：{action}</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="350"/>
        <source>Undone: {action}</source>
        <translation>取り消した：{action}</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="367"/>
        <source>Redone: {action}</source>
        <translation>やり直した：{action}</translation>
    </message>
</context>
<context>
    <name>DbTable</name>
    <message>
        <location filename="../../ui/dbscg/words.py" line="20"/>
        <source>Redraw cards? (D 5-2-1-6)</source>
        <translation>引き直しますか？（D 5-2-1-6）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="21"/>
        <source>Charge Phase</source>
        <translation>チャージフェイズ</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="22"/>
        <source>Main Phase</source>
        <translation>メインフェイズ</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="23"/>
        <source>Block with a [Blocker]?</source>
        <translation>≪ブロッカー≫でブロックしますか？</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="24"/>
        <source>Counter timing</source>
        <translation>カウンタータイミング</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="25"/>
        <source>Offense Step (combo timing)</source>
        <translation>オフェンスステップ（コンボタイミング）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="26"/>
        <source>Defense Step (combo timing)</source>
        <translation>ディフェンスステップ（コンボタイミング）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="27"/>
        <source>Choose</source>
        <translation>選択</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="30"/>
        <source>Click the cards of your hand you want to return to the Deck, then redraw as many; or keep your hand (once, D 5-2-1-6).</source>
        <translation>デッキに戻したい手札のカードをクリックし、同じ枚数を引き直します。または手札をそのままにします（1回のみ、D 5-2-1-6）。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="32"/>
        <source>Drag a card from your hand onto your Energy Area to charge it (once a turn, D 6-2-5), or go on to the Main Phase.</source>
        <translation>手札のカードをエナジーエリアにドラッグしてチャージします（1ターンに1回、D 6-2-5）。またはメインフェイズに進みます。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="34"/>
        <source>Drag a Battle card from your hand onto your Battle Area to play it (the table proposes the energy that pays). Drag your Leader or an Active Battle card onto your opponent&apos;s Leader or a rested Battle card to attack.</source>
        <translation>手札のバトルカードをバトルエリアにドラッグして登場させます（支払うエナジーはテーブルが提案します）。リーダーかアクティブのバトルカードを相手のリーダーかレストのバトルカードにドラッグしてアタックします。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="37"/>
        <source>Drag one of your Active [Blocker] cards onto the attacking card to make it the guard card (D 10-4), or don&apos;t block.</source>
        <translation>アクティブの≪ブロッカー≫を持つカードをアタックしているカードにドラッグしてガードカードにします（D 10-4）。またはブロックしません。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="39"/>
        <source>Drag a card with [Counter] from your hand onto the table to activate it (D 4-7-3), or pass.</source>
        <translation>≪カウンター≫を持つ手札のカードをテーブルにドラッグして発動します（D 4-7-3）。またはパスします。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="41"/>
        <source>Drag a Battle card from your hand, or an Active one of your Battle Area, onto your Combo Area to combo (D 7-2-1-2), or pass.</source>
        <translation>手札のバトルカードか、バトルエリアのアクティブのバトルカードをコンボエリアにドラッグしてコンボします（D 7-2-1-2）。またはパスします。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="43"/>
        <source>Drag a Battle card from your hand, or an Active one of your Battle Area, onto your Combo Area to combo (D 7-3-1-2), or pass.</source>
        <translation>手札のバトルカードか、バトルエリアのアクティブのバトルカードをコンボエリアにドラッグしてコンボします（D 7-3-1-2）。またはパスします。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="45"/>
        <source>Click a highlighted card, or a button below.</source>
        <translation>光っているカードをクリックするか、下のボタンを押してください。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="46"/>
        <source>Click the option to carry out.</source>
        <translation>実行する選択肢をクリックしてください。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="49"/>
        <source>Keep this hand</source>
        <translation>この手札でキープ</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="50"/>
        <source>End the Main Phase</source>
        <translation>メインフェイズを終了</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="51"/>
        <source>Don&apos;t block</source>
        <translation>ブロックしない</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="52"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="54"/>
        <source>Don&apos;t charge</source>
        <translation>チャージしない</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="56"/>
        <source>Click cards of your hand to return them</source>
        <translation>戻す手札のカードをクリック</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="57"/>
        <source>Choose none</source>
        <translation>何も選ばない</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="59"/>
        <source>END MAIN PHASE</source>
        <translation>メインフェイズ終了</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="60"/>
        <source>PASS</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="61"/>
        <source>NO CHARGE</source>
        <translation>チャージしない</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="62"/>
        <source>NO BLOCK</source>
        <translation>ブロックしない</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="63"/>
        <source>CONFIRM ENERGY</source>
        <translation>エナジーを確定</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="65"/>
        <source>PLAYING</source>
        <translation>登場中</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="65"/>
        <source>COMBO</source>
        <translation>コンボ</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="66"/>
        <source>ACTIVATING</source>
        <translation>発動中</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="66"/>
        <source>COUNTER</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="67"/>
        <source>Play {card}</source>
        <translation>{card}を登場させる</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="68"/>
        <source>Combo with {card}</source>
        <translation>{card}でコンボ</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="69"/>
        <source>Activate {card}</source>
        <translation>{card}を発動</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="70"/>
        <source>Activate the [Counter] of {card}</source>
        <translation>{card}の≪カウンター≫を発動</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="71"/>
        <source>The energy that pays, {n} of {have} Active: {cards}.</source>
        <translation>支払うエナジー（アクティブ{have}枚のうち{n}枚）：{cards}。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="72"/>
        <source>Click your energy to change which cards pay (lit: paying). Confirm with Enter, cancel with Esc (D 2-11-1-1).</source>
        <translation>エナジーをクリックして支払うカードを変更できます（光っているカードが支払います）。Enterで確定、Escで取り消し（D 2-11-1-1）。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="74"/>
        <source>DAMAGE</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="77"/>
        <source>Battle: {card} ({power}) attacks {target} ({tpower})</source>
        <translation>バトル：{card}（{power}）が{target}（{tpower}）にアタック</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="78"/>
        <source>Guard card: {card} ([Blocker])</source>
        <translation>ガードカード：{card}（≪ブロッカー≫）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="79"/>
        <source>Now: {step}</source>
        <translation>現在：{step}</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="80"/>
        <source>Combo Area of {name}: {cards} (+{power})</source>
        <translation>{name}のコンボエリア：{cards}（+{power}）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="81"/>
        <source>Counter timing: {name} may activate a [Counter] (D 4-7-3)</source>
        <translation>カウンタータイミング：{name}は≪カウンター≫を発動できる（D 4-7-3）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="82"/>
        <source>Declared, waiting for the counter timing: {card}</source>
        <translation>宣言済み、カウンタータイミング待ち：{card}</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="83"/>
        <source>[Counter] waiting to resolve: {card}</source>
        <translation>解決待ちの≪カウンター≫：{card}</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="84"/>
        <source>Pending timings</source>
        <translation>待機中のタイミング</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="102"/>
        <source>attack your Leader with {card}</source>
        <translation>{card}であなたのリーダーにアタックする</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="116"/>
        <source>their Leader</source>
        <translation>相手のリーダー</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="120"/>
        <source>a card from their hand</source>
        <translation>手札のカード</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="55"/>
        <source>Return the cards picked ({n}) and draw as many</source>
        <translation>選んだカード（{n}枚）を戻して同じ枚数引く</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="75"/>
        <source>Damage {n} to {name}: that many Life cards went to the hand (marked DAMAGE, D 7-4-1-4).</source>
        <translation>{name}に{n}ダメージ：その枚数のライフが手札に加わった（「ダメージ」の印、D 7-4-1-4）。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="88"/>
        <source>To charge, drag a card from your hand onto your Energy Area (D 6-2-5)</source>
        <translation>チャージするには、手札のカードをエナジーエリアにドラッグします（D 6-2-5）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="89"/>
        <source>Drop the card on your own side of the table</source>
        <translation>カードは自分の側に置いてください</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="90"/>
        <source>To attack, drop the card on your opponent&apos;s Leader or on one of their rested Battle cards (D 7-1-1)</source>
        <translation>アタックするには、相手のリーダーかレストのバトルカードの上にドロップします（D 7-1-1）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="92"/>
        <source>To block, drop your [Blocker] on the attacking card (D 10-4)</source>
        <translation>ブロックするには、≪ブロッカー≫をアタックしているカードの上にドロップします（D 10-4）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="93"/>
        <source>To combo, drop the card on your Combo Area (D 7-2-1-2)</source>
        <translation>コンボするには、カードをコンボエリアにドロップします（D 7-2-1-2）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="98"/>
        <source>charge {card}</source>
        <translation>{card}をチャージする</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="99"/>
        <source>play {card}</source>
        <translation>{card}を登場させる</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="100"/>
        <source>activate {card}</source>
        <translation>{card}を発動する</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="101"/>
        <source>attack {target} with {card}</source>
        <translation>{card}で{target}にアタックする</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="103"/>
        <source>block with {card}</source>
        <translation>{card}でブロックする</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="104"/>
        <source>don&apos;t block</source>
        <translation>ブロックしない</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="105"/>
        <source>combo with {card}</source>
        <translation>{card}でコンボする</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="106"/>
        <source>activate the [Counter] of {card}</source>
        <translation>{card}の≪カウンター≫を発動する</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="107"/>
        <source>pass</source>
        <translation>パスする</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="108"/>
        <source>end the Main Phase</source>
        <translation>メインフェイズを終了する</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="109"/>
        <source>keep the hand</source>
        <translation>手札をキープする</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="110"/>
        <source>return {n} cards and draw as many</source>
        <translation>{n}枚戻して同じ枚数引く</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="111"/>
        <source>choose {what}</source>
        <translation>{what}を選ぶ</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="112"/>
        <source>concede</source>
        <translation>投了する</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="114"/>
        <source>the Leader of {name}</source>
        <translation>{name}のリーダー</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="115"/>
        <source>your Leader</source>
        <translation>自分のリーダー</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="117"/>
        <source>a card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="118"/>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="119"/>
        <source>option {n}</source>
        <translation>選択肢{n}</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="22"/>
        <source>destroyed</source>
        <translation>破壊</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="23"/>
        <source>depleted</source>
        <translation>消滅</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="24"/>
        <source>returning to Hand</source>
        <translation>手札に戻る</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="25"/>
        <source>returning to Deck</source>
        <translation>デッキに戻る</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="27"/>
        <source>Drag a card from your Hand onto your Field to summon, deploy or use it. Drag cores between your Reserve and your cards (Shift: all, Ctrl: how many; right-click the Soul Core to swap it).</source>
        <translation>手札のカードをフィールドへドラッグして召喚・配置・使用。コアはリザーブとカードの間でドラッグ（Shift：全部、Ctrl：個数指定、右クリック：ソウルコア入替）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="30"/>
        <source>Drag a refreshed Spirit toward your opponent&apos;s side to attack with it (press anywhere on the card, its cores too).</source>
        <translation>回復状態のスピリットを相手側へドラッグしてアタックします（カードのどこを押しても、コアの上でも構いません）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="32"/>
        <source>Flash Timing: drag a Magic card with [Flash] onto the table to use it, or pass.</source>
        <translation>フラッシュタイミング：【フラッシュ】を持つマジックカードを場へドラッグして使用するか、パスします。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="34"/>
        <source>Drag one of your refreshed Spirits onto the attacker to block, or don&apos;t block.</source>
        <translation>回復状態の自分のスピリットをアタックしているスピリットへドラッグしてブロックするか、ブロックしません。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="36"/>
        <source>You won rock-paper-scissors: choose to go first or second.</source>
        <translation>じゃんけんに勝ちました：先攻か後攻かを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="37"/>
        <source>Keep this Hand, or shuffle it back and draw a new one (once).</source>
        <translation>この手札で始めるか、デッキに戻してシャッフルし、引き直します（1回まで）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="38"/>
        <source>Choose an answer.</source>
        <translation>答えを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="40"/>
        <source>End step</source>
        <translation>ステップ終了</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="40"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="41"/>
        <source>No block</source>
        <translation>ブロックしない</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="42"/>
        <source>Go first</source>
        <translation>先攻</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="43"/>
        <source>Go second</source>
        <translation>後攻</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="44"/>
        <source>Keep hand</source>
        <translation>この手札で始める</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="45"/>
        <source>Redraw hand</source>
        <translation>引き直す</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="47"/>
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="47"/>
        <source>Field</source>
        <translation>フィールド</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="48"/>
        <source>Trash</source>
        <translation>トラッシュ</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="49"/>
        <source>Removed cards</source>
        <translation>除外されたカード</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="50"/>
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="50"/>
        <source>Life</source>
        <translation>ライフ</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="51"/>
        <source>Reserve</source>
        <translation>リザーブ</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="52"/>
        <source>Flash Timing</source>
        <translation>フラッシュタイミング</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="53"/>
        <source>Block?</source>
        <translation>ブロックしますか？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="54"/>
        <source>Who goes first?</source>
        <translation>先攻・後攻</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="55"/>
        <source>Redraw?</source>
        <translation>引き直しますか？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="55"/>
        <source>Choose</source>
        <translation>選択</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="129"/>
        <source>Before the game · set-up</source>
        <translation>ゲーム開始前 · 準備</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="131"/>
        <source>Turn {turn} · Your turn · {step}</source>
        <translation>ターン{turn} · あなたのターン · {step}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="132"/>
        <source>Turn {turn} · {name}&apos;s turn · {step}</source>
        <translation>ターン{turn} · {name}のターン · {step}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="139"/>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="139"/>
        <source>You win!</source>
        <translation>あなたの勝ち！</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="141"/>
        <source>{name} wins!</source>
        <translation>{name}の勝ち！</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="143"/>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="170"/>
        <source> (after the block)</source>
        <translation>（ブロック後）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="171"/>
        <source> (before the block)</source>
        <translation>（ブロック前）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="174"/>
        <source>{name} is thinking…</source>
        <translation>{name}が考えています…</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="177"/>
        <source>Your move — {what}</source>
        <translation>あなたの番 — {what}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="189"/>
        <source>End {step}</source>
        <translation>{step}を終了</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="208"/>
        <source>{reason} (rule {rule}).</source>
        <translation>{reason}（ルール {rule}）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="210"/>
        <source>You must block</source>
        <translation>ブロックしなければなりません</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="211"/>
        <source>Drag one of your refreshed Spirits onto the attacker.</source>
        <translation>回復状態の自分のスピリットをアタックしているスピリットへドラッグしてください。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="224"/>
        <source>Chosen: {cards}</source>
        <translation>選択済み：{cards}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="227"/>
        <source>Click a highlighted card, or a button below.</source>
        <translation>強調されたカードか、下のボタンをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="233"/>
        <source>Done</source>
        <translation>決定</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="233"/>
        <source>Choose none</source>
        <translation>選ばない</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="252"/>
        <source>your {zone}</source>
        <translation>あなたの{zone}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="253"/>
        <source>{name}&apos;s {zone}</source>
        <translation>{name}の{zone}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="259"/>
        <source>Confirm, or adjust: click a core to pay it / place it / keep it, or drag it onto the Trash or the new card.</source>
        <translation>確定するか、調整してください：コアをクリックして支払う・置く・残すを切り替えるか、トラッシュや新しいカードへドラッグします。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="263"/>
        <source>{reason} (rule {rule})</source>
        <translation>{reason}（ルール {rule}）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="267"/>
        <source>Confirm</source>
        <translation>確定</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="270"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="275"/>
        <source>《Soul Magic》: pay with the Soul Core only</source>
        <translation>《ソウルマジック》：ソウルコアのみで支払う</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="279"/>
        <source>《Succession》: remove {card} from the Trash</source>
        <translation>《継召》：トラッシュの{card}を除外する</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="305"/>
        <source>Battle: {card} (BP {bp}) attacks {name}</source>
        <translation>バトル：{card}（BP {bp}）が{name}にアタック</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="307"/>
        <source>Battle: the attacker left</source>
        <translation>バトル：アタックしたスピリットは場を離れた</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="311"/>
        <source>Blocked by {card} (BP {bp})</source>
        <translation>{card}（BP {bp}）がブロック</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="322"/>
        <source>{card} ({name}): pending — {state}</source>
        <translation>{card}（{name}）：待機状態 — {state}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="326"/>
        <source>resolving: {effect}</source>
        <translation>解決中：{effect}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="327"/>
        <source>waiting: {effect}</source>
        <translation>待機中：{effect}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="329"/>
        <source>Pending states and effects</source>
        <translation>待機状態と効果</translation>
    </message>
</context>
<context>
    <name>DeckCharts</name>
    <message>
        <location filename="../../ui/decks/charts.py" line="15"/>
        <source>Spirits</source>
        <translation>スピリット</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="15"/>
        <source>Nexuses</source>
        <translation>ネクサス</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="15"/>
        <source>Magic</source>
        <translation>マジック</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="16"/>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="16"/>
        <source>Purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="16"/>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="17"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="17"/>
        <source>Yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="17"/>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="18"/>
        <source>No colour</source>
        <translation>色なし</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="55"/>
        <source>No cards yet.</source>
        <translation>まだカードがない。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="56"/>
        <source>cost {cost}</source>
        <translation>コスト{cost}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="61"/>
        <location filename="../../ui/decks/charts.py" line="181"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="62"/>
        <source>Cost curve: {curve} (average {average}).
Colours: {colours}.
Symbols: {symbols}.
Reduction symbols: {reduction}.</source>
        <translation>コスト分布：{curve}（平均 {average}）。
色：{colours}。
シンボル：{symbols}。
軽減シンボル：{reduction}。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="80"/>
        <source>COLOURS</source>
        <translation>色</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="83"/>
        <source>TYPES</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="86"/>
        <source>SYMBOLS</source>
        <translation>シンボル</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="89"/>
        <source>REDUCTION</source>
        <translation>軽減</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="102"/>
        <source>COST CURVE  ·  AVERAGE {average}</source>
        <translation>コスト分布  ·  平均 {average}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="103"/>
        <source>COST CURVE</source>
        <translation>コスト分布</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="116"/>
        <source>The deck&apos;s cards by cost will show here</source>
        <translation>デッキのカードのコスト分布がここに表示される</translation>
    </message>
</context>
<context>
    <name>DeckFiles</name>
    <message>
        <location filename="../../ui/decks/files.py" line="43"/>
        <source>New deck</source>
        <translation>新しいデッキ</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="44"/>
        <source>YOUR DECKS</source>
        <translation>自分のデッキ</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="47"/>
        <source>(none saved yet)</source>
        <translation>（まだ保存されていない）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="50"/>
        <source>{deck}: cannot be read</source>
        <translation>{deck}：読み込めない</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="54"/>
        <location filename="../../ui/decks/files.py" line="59"/>
        <source>{deck}  ({n} cards)</source>
        <translation>{deck}  （{n}枚）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="56"/>
        <source>START FROM A COPY OF A BUILT-IN DECK</source>
        <translation>組み込みデッキのコピーから始める</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="63"/>
        <source>Open a deck file…</source>
        <translation>デッキファイルを開く…</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="66"/>
        <source>Delete “{deck}” from your decks…</source>
        <translation>「{deck}」を自分のデッキから削除…</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="79"/>
        <source>Delete the deck</source>
        <translation>デッキを削除</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="80"/>
        <source>Delete “{deck}” from your decks?</source>
        <translation>「{deck}」を自分のデッキから削除しますか？</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="86"/>
        <source>Cannot delete {path}: {error}</source>
        <translation>{path} を削除できない：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="90"/>
        <source>Deleted {path}; its cards are still here until you leave (Save keeps them again).</source>
        <translation>{path} を削除した。カードは閉じるまで残っている（保存すると再び残せる）。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="99"/>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="100"/>
        <source>Save the changes to “{deck}”?</source>
        <translation>「{deck}」の変更を保存しますか？</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="111"/>
        <source>A new, empty deck.</source>
        <translation>新しい空のデッキ。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="120"/>
        <location filename="../../ui/decks/files.py" line="141"/>
        <source>A copy of the built-in deck {deck}: save it to keep it among your decks.</source>
        <translation>組み込みデッキ {deck} のコピー：保存すると自分のデッキに加わる。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="126"/>
        <source>{deck} (copy)</source>
        <translation>{deck}（コピー）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="136"/>
        <source>Cannot open {path}: {error}</source>
        <translation>{path} を開けない：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="146"/>
        <source>Opened {path}</source>
        <translation>{path} を開いた</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="150"/>
        <source>Open a deck file</source>
        <translation>デッキファイルを開く</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="151"/>
        <source>Deck files (*.yaml *.yml);;All files (*)</source>
        <translation>デッキファイル (*.yaml *.yml);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="160"/>
        <source>Add a card first: a deck file holds at least one card.</source>
        <translation>先にカードを加えてください：デッキファイルには1枚以上のカードが必要。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="172"/>
        <source>Cannot save to {path}: {error}</source>
        <translation>{path} に保存できない：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="175"/>
        <source>Saved “{deck}” to {path}</source>
        <translation>「{deck}」を {path} に保存した</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="181"/>
        <source>Save the deck</source>
        <translation>デッキを保存</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="182"/>
        <source>Deck files (*.yaml *.yml)</source>
        <translation>デッキファイル (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="192"/>
        <source>Fix the deck&apos;s problems before playing with it.</source>
        <translation>対戦する前にデッキの問題を直してください。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="210"/>
        <source>Line {n}</source>
        <translation>{n}行目</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="213"/>
        <source>…and {n} more</source>
        <translation>…ほか{n}行</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="216"/>
        <source>Imported {n} cards</source>
        <translation>{n}枚を読み込んだ</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="216"/>
        <source>Nothing imported</source>
        <translation>何も読み込まれなかった</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="217"/>
        <source>{k} lines not read</source>
        <translation>{k}行を読み込めなかった</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="219"/>
        <source>(listed under the deck).</source>
        <translation>（デッキの下に一覧）。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="222"/>
        <source>Imported {n} cards.</source>
        <translation>{n}枚を読み込んだ。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="222"/>
        <source>The list has no cards.</source>
        <translation>リストにカードがない。</translation>
    </message>
</context>
<context>
    <name>DeckHand</name>
    <message>
        <location filename="../../ui/decks/hand.py" line="61"/>
        <source>Point at a card to see it here</source>
        <translation>カードを指すとここに表示される</translation>
    </message>
    <message>
        <location filename="../../ui/decks/hand.py" line="114"/>
        <source>Add cards to draw a sample hand</source>
        <translation>カードを加えると初手の例を引ける</translation>
    </message>
    <message>
        <location filename="../../ui/decks/hand.py" line="139"/>
        <source>Redraw</source>
        <translation>引き直す</translation>
    </message>
    <message>
        <location filename="../../ui/decks/hand.py" line="141"/>
        <source>Shuffle the deck again and draw a new opening hand</source>
        <translation>デッキをもう一度シャッフルして新しい初手を引く</translation>
    </message>
    <message>
        <location filename="../../ui/decks/hand.py" line="166"/>
        <source>SAMPLE OPENING HAND  ·  {n} CARDS</source>
        <translation>初手の例  ·  {n}枚</translation>
    </message>
    <message>
        <location filename="../../ui/decks/hand.py" line="167"/>
        <source>SAMPLE OPENING HAND</source>
        <translation>初手の例</translation>
    </message>
</context>
<context>
    <name>DeckLists</name>
    <message>
        <location filename="../../ui/decks/lists.py" line="48"/>
        <source>cost {cost}</source>
        <translation>コスト{cost}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/lists.py" line="50"/>
        <source>{n} levels</source>
        <translation>{n}段階</translation>
    </message>
    <message>
        <location filename="../../ui/decks/lists.py" line="60"/>
        <source>reduction {colours}</source>
        <translation>軽減 {colours}</translation>
    </message>
</context>
<context>
    <name>DeckPanel</name>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="14"/>
        <source>Spirits</source>
        <translation>スピリット</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="14"/>
        <source>Nexuses</source>
        <translation>ネクサス</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="15"/>
        <source>Magic</source>
        <translation>マジック</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="41"/>
        <source>Drag a card here from the pool to add it; drag one out to remove it</source>
        <translation>カードプールからここへドラッグで加え、外へドラッグで抜く</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="42"/>
        <source>No cards yet.

Double-click a card of the pool, or drag it here. Or start from a copy of a built-in deck (Decks ▾), or import a list.</source>
        <translation>まだカードがない。

カードプールのカードをダブルクリックするか、ここへドラッグしてください。組み込みデッキのコピー（デッキ ▾）から始めるか、リストを読み込むこともできる。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="53"/>
        <source>Double-click or + adds a copy; − or dragging a card out removes one</source>
        <translation>ダブルクリックか+で1枚加え、−か外へのドラッグで1枚抜く</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="57"/>
        <source>Remove a copy of the selected card (−, Delete)</source>
        <translation>選んだカードを1枚抜く（−、Delete）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="59"/>
        <source>Add a copy of the selected card (+)</source>
        <translation>選んだカードを1枚加える（+）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="101"/>
        <source>DECK  ·  {n} CARDS  ·  {rules}: {min} OR MORE, AT MOST {max} OF A NAME</source>
        <translation>デッキ  ·  {n}枚  ·  {rules}：{min}枚以上、同名カードは{max}枚まで</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="105"/>
        <source>rule {rule}</source>
        <translation>ルール {rule}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="106"/>
        <source>Not a legal {rules} deck yet</source>
        <translation>まだ{rules}の正規のデッキではない</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="110"/>
        <source>A legal {rules} deck</source>
        <translation>{rules}の正規のデッキ</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="111"/>
        <source>{n} cards, rule 6-1</source>
        <translation>{n}枚、ルール 6-1</translation>
    </message>
</context>
<context>
    <name>DeckPool</name>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="15"/>
        <source>Super Unleash</source>
        <translation>《真界放》</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="15"/>
        <source>Succession</source>
        <translation>《継召》</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="16"/>
        <source>Soul Magic</source>
        <translation>《ソウルマジック》</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="16"/>
        <source>EX symbol</source>
        <translation>EXシンボル</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="17"/>
        <source>Clash</source>
        <translation>【激突】</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="17"/>
        <source>Flash timing</source>
        <translation>フラッシュタイミング</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="18"/>
        <source>Main timing</source>
        <translation>メインタイミング</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="18"/>
        <source>Activated effect</source>
        <translation>起動効果</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="19"/>
        <source>Triggered effect</source>
        <translation>誘発効果</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="19"/>
        <source>Once per turn</source>
        <translation>ターン1回</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="20"/>
        <source>Unstackable</source>
        <translation>重複不可</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="47"/>
        <source>CARD POOL</source>
        <translation>カードプール</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="52"/>
        <source>Search name, text or family…</source>
        <translation>カード名・テキスト・系統で検索…</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="64"/>
        <source>Show {colour} cards (several colours: any of them)</source>
        <translation>{colour}のカードを表示（複数の色ならいずれか）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="75"/>
        <source>Type</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="77"/>
        <source>Show only Spirits, Nexuses or Magic</source>
        <translation>スピリット・ネクサス・マジックのどれかだけを表示</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="78"/>
        <source>Cost {n}</source>
        <translation>コスト{n}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="79"/>
        <source>Cost {n}+</source>
        <translation>コスト{n}以上</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="80"/>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="80"/>
        <source>Show only the cards of one cost</source>
        <translation>ひとつのコストのカードだけを表示</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="81"/>
        <source>Levels</source>
        <translation>Lv段階</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="81"/>
        <source>No levels (Magic)</source>
        <translation>Lvなし（マジック）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="82"/>
        <source>2 levels</source>
        <translation>2段階</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="83"/>
        <source>3 levels</source>
        <translation>3段階</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="84"/>
        <source>Show only the cards with that many levels (Magic cards have none)</source>
        <translation>その段階数のLvを持つカードだけを表示（マジックにはLvがない）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="85"/>
        <source>Keyword</source>
        <translation>キーワード</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="86"/>
        <source>Show only the cards with a keyword, a timing or a kind of effect</source>
        <translation>キーワード・タイミング・効果の種類で絞り込む</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="91"/>
        <source>No card matches the search and filters.</source>
        <translation>検索と絞り込みに合うカードがない。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="103"/>
        <source>Remove a copy of the selected card from the deck (−)</source>
        <translation>選んだカードをデッキから1枚抜く（−）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="105"/>
        <source>Add a copy of the selected card to the deck (+, double-click, or drag it onto the deck)</source>
        <translation>選んだカードをデッキに1枚加える（+、ダブルクリック、またはデッキへドラッグ）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="163"/>
        <source>{shown} of {total} cards</source>
        <translation>{total}枚中{shown}枚</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="164"/>
        <source>no card matches</source>
        <translation>合うカードがない</translation>
    </message>
</context>
<context>
    <name>DeckText</name>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="12"/>
        <source>One card a line: a count and the card&apos;s name or id (&lt;i&gt;3 Ember Wyvern&lt;/i&gt;, &lt;i&gt;3x ST-R03&lt;/i&gt;, &lt;i&gt;Ember Wyvern x3&lt;/i&gt;). Lines starting with # are skipped. Every line that names no card is reported; the others are imported.</source>
        <translation>1行に1種類：枚数とカード名かID（&lt;i&gt;3 Ember Wyvern&lt;/i&gt;、&lt;i&gt;3x ST-R03&lt;/i&gt;、&lt;i&gt;Ember Wyvern x3&lt;/i&gt;）。#で始まる行は読み飛ばす。カードを指していない行はすべて報告され、ほかの行は読み込まれる。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="28"/>
        <location filename="../../ui/decks/text_dialogs.py" line="32"/>
        <source>Import a deck list</source>
        <translation>デッキリストを読み込む</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="33"/>
        <source>The list replaces the deck&apos;s cards (Undo brings them back).</source>
        <translation>リストはデッキのカードを置き換える（元に戻すで戻せる）。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="42"/>
        <source>Read a text file…</source>
        <translation>テキストファイルを読む…</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="44"/>
        <source>Paste</source>
        <translation>貼り付け</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="51"/>
        <source>Import</source>
        <translation>読み込む</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="57"/>
        <location filename="../../ui/decks/text_dialogs.py" line="75"/>
        <source>Deck list</source>
        <translation>デッキリスト</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="58"/>
        <source>Text files (*.txt *.dek *.list);;All files (*)</source>
        <translation>テキストファイル (*.txt *.dek *.list);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="70"/>
        <source>Export the deck list</source>
        <translation>デッキリストを書き出す</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="76"/>
        <source>Copy it into a forum post or a message; Import reads it back.</source>
        <translation>掲示板の投稿やメッセージに貼り付けられる。「読み込む」で読み戻せる。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="85"/>
        <source>Copy to the clipboard</source>
        <translation>クリップボードにコピー</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="88"/>
        <source>Save as a text file…</source>
        <translation>テキストファイルに保存…</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="90"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="103"/>
        <source>Copied.</source>
        <translation>コピーした。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="110"/>
        <source>Save the deck list</source>
        <translation>デッキリストを保存</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="111"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>テキストファイル (*.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="115"/>
        <source>Saved to {path}</source>
        <translation>{path} に保存した</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="117"/>
        <source>Cannot save to {path}: {error}</source>
        <translation>{path} に保存できない：{error}</translation>
    </message>
</context>
<context>
    <name>DeckWindow</name>
    <message>
        <location filename="../../ui/decks/window.py" line="53"/>
        <source>Play with this deck ▶</source>
        <translation>このデッキで対戦 ▶</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="74"/>
        <source>Decks ▾</source>
        <translation>デッキ ▾</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="86"/>
        <source>Deck name</source>
        <translation>デッキ名</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="90"/>
        <source>Rule set</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="94"/>
        <source>{rules}  ({n}+ cards, {copies} of a name)</source>
        <translation>{rules}  （{n}枚以上、同名{copies}枚まで）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="98"/>
        <source>Undo (Ctrl+Z)</source>
        <translation>元に戻す（Ctrl+Z）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="99"/>
        <source>Redo (Ctrl+Shift+Z, Ctrl+Y)</source>
        <translation>やり直す（Ctrl+Shift+Z、Ctrl+Y）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="100"/>
        <source>Import list…</source>
        <translation>リストを読み込む…</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="101"/>
        <source>Read a plain-text list: 3 Ember Wyvern per line</source>
        <translation>テキストのリストを読む：1行に「3 Ember Wyvern」の形</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="103"/>
        <source>Export list…</source>
        <translation>リストを書き出す…</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="104"/>
        <source>The deck as a plain-text list, to copy or save</source>
        <translation>デッキをテキストのリストにしてコピーや保存</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="106"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="107"/>
        <source>Save among your decks (Ctrl+S)</source>
        <translation>自分のデッキに保存（Ctrl+S）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="108"/>
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="108"/>
        <source>Save as a deck file anywhere</source>
        <translation>好きな場所にデッキファイルとして保存</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="49"/>
        <location filename="../../ui/decks/window.py" line="203"/>
        <source>New deck</source>
        <translation>新しいデッキ</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="240"/>
        <source>No effect text.</source>
        <translation>効果テキストなし。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="242"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="245"/>
        <source>Lv{n}: {cores} cores</source>
        <translation>Lv{n}：コア{cores}個</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="250"/>
        <source>Reduction: {colours}</source>
        <translation>軽減：{colours}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="251"/>
        <source>Symbols: {symbols}</source>
        <translation>シンボル：{symbols}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="252"/>
        <source>{n} in the deck</source>
        <translation>デッキに{n}枚</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="285"/>
        <source>Start a game with this deck (it is saved first)</source>
        <translation>このデッキで対戦を始める（先に保存する）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="286"/>
        <source>Fix the deck&apos;s problems first</source>
        <translation>先にデッキの問題を直してください</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="287"/>
        <source>not saved yet</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="288"/>
        <source>Decks</source>
        <translation>デッキ</translation>
    </message>
</context>
<context>
    <name>EditorInput</name>
    <message>
        <location filename="../../ui/editor/table_input.py" line="46"/>
        <source>Put cards into a Hand, Field, Trash, Removed Area or Deck</source>
        <translation>カードは手札・フィールド・トラッシュ・除外エリア・デッキに置く</translation>
    </message>
    <message>
        <location filename="../../ui/editor/table_input.py" line="124"/>
        <source>Click where {card} goes (hold Ctrl to put several; right-click to stop)</source>
        <translation>{card}を置く場所をクリック（Ctrlを押したままで複数、右クリックで終了）</translation>
    </message>
</context>
<context>
    <name>EditorMenu</name>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="12"/>
        <source>Refreshed</source>
        <translation>回復状態</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="12"/>
        <source>Exhausted</source>
        <translation>疲労状態</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="13"/>
        <source>Heavy exhausted</source>
        <translation>重疲労状態</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="14"/>
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="14"/>
        <source>Field</source>
        <translation>フィールド</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="14"/>
        <source>Trash</source>
        <translation>トラッシュ</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="15"/>
        <source>Removed Area</source>
        <translation>除外エリア</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="15"/>
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="15"/>
        <source>Reserve</source>
        <translation>リザーブ</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="16"/>
        <source>Life</source>
        <translation>ライフ</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="16"/>
        <source>Void</source>
        <translation>ボイド</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="48"/>
        <source>{card}  ({area} of P{n})</source>
        <translation>{card}  （P{n}の{area}）</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="53"/>
        <source>Cores: {n}</source>
        <translation>コア：{n}個</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="53"/>
        <source>Soul Core</source>
        <translation>ソウルコア</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="55"/>
        <location filename="../../ui/editor/context_menu.py" line="107"/>
        <source>Add a core (+)</source>
        <translation>コアを1個加える（+）</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="56"/>
        <location filename="../../ui/editor/context_menu.py" line="108"/>
        <source>Remove a core (−)</source>
        <translation>コアを1個除く（−）</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="59"/>
        <source>Set {n} cores</source>
        <translation>コアを{n}個にする</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="61"/>
        <location filename="../../ui/editor/context_menu.py" line="110"/>
        <source>Move the Soul Core here</source>
        <translation>ソウルコアをここへ移動</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="63"/>
        <location filename="../../ui/editor/context_menu.py" line="92"/>
        <source>Move the Soul Core to the {area}</source>
        <translation>ソウルコアを{area}へ移動</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="71"/>
        <source>Put on top of the Deck</source>
        <translation>デッキの上に置く</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="72"/>
        <source>Move to the {area}</source>
        <translation>{area}へ移動</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="76"/>
        <source>Give to P{n} ({area})</source>
        <translation>P{n}に渡す（{area}）</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="78"/>
        <source>Remove the card</source>
        <translation>カードを取り除く</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="89"/>
        <source>P{n}&apos;s Soul Core</source>
        <translation>P{n}のソウルコア</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="106"/>
        <source>P{n}&apos;s {area}: {cores} cores</source>
        <translation>P{n}の{area}：コア{cores}個</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="113"/>
        <source>P{n}&apos;s Deck: {cards} cards + {blanks} blank</source>
        <translation>P{n}のデッキ：{cards}枚＋白紙{blanks}枚</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="115"/>
        <source>Add 10 blank cards</source>
        <translation>白紙カードを10枚加える</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="116"/>
        <source>Remove 10 blank cards</source>
        <translation>白紙カードを10枚除く</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="119"/>
        <source>Remove the top card</source>
        <translation>いちばん上のカードを取り除く</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="123"/>
        <source>P{n}&apos;s {area}: {cards} cards</source>
        <translation>P{n}の{area}：{cards}枚</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="124"/>
        <source>Remove the top card ({card})</source>
        <translation>いちばん上のカード（{card}）を取り除く</translation>
    </message>
</context>
<context>
    <name>EditorPanel</name>
    <message>
        <location filename="../../ui/editor/panel.py" line="15"/>
        <location filename="../../ui/editor/panel.py" line="43"/>
        <source>Reserve</source>
        <translation>リザーブ</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="15"/>
        <location filename="../../ui/editor/panel.py" line="43"/>
        <source>Life</source>
        <translation>ライフ</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="15"/>
        <source>Trash</source>
        <translation>トラッシュ</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="16"/>
        <source>Void</source>
        <translation>ボイド</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="44"/>
        <source>Trash cores</source>
        <translation>トラッシュのコア</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="44"/>
        <source>Deck blanks</source>
        <translation>デッキの白紙</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="55"/>
        <source>Soul Core</source>
        <translation>ソウルコア</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="93"/>
        <source>Turn, step</source>
        <translation>ターン、ステップ</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="96"/>
        <source>first:</source>
        <translation>先攻：</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="98"/>
        <source>Turn player</source>
        <translation>ターンプレイヤー</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="99"/>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="111"/>
        <source>Play vs bot</source>
        <translation>ボットと対戦</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="112"/>
        <source>Check the position and play it against the bot (you are P1)</source>
        <translation>局面を確認してボットと対戦（自分はP1）</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="113"/>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="113"/>
        <source>Check the position and play both sides</source>
        <translation>局面を確認して両方を操作して対戦</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="114"/>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="114"/>
        <source>Save as a position file (YAML)</source>
        <translation>局面ファイル（YAML）として保存</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="115"/>
        <source>Open…</source>
        <translation>開く…</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="115"/>
        <source>Open a position file into the editor</source>
        <translation>局面ファイルをエディターで開く</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="116"/>
        <source>Check</source>
        <translation>確認</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="116"/>
        <source>Let the engine check the position</source>
        <translation>エンジンに局面を確認させる</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="117"/>
        <source>Empty board</source>
        <translation>盤面を空に</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="117"/>
        <source>Take every card and core off the board</source>
        <translation>盤面のカードとコアをすべて取り除く</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="118"/>
        <source>Leave editor</source>
        <translation>エディターを閉じる</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="118"/>
        <source>Back to the game as it was, without the edits</source>
        <translation>編集を捨てて、元の対戦に戻る</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="163"/>
        <source>On {card}</source>
        <translation>{card}の上</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="181"/>
        <source>The engine accepts this position.</source>
        <translation>エンジンはこの局面を受け付けた。</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../ui/export/dialog.py" line="69"/>
        <location filename="../../ui/export/dialog.py" line="222"/>
        <source>Export the table</source>
        <translation>テーブルを書き出す</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="76"/>
        <source>Area</source>
        <translation>範囲</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="77"/>
        <source>The whole table</source>
        <translation>テーブル全体</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="79"/>
        <source>A region</source>
        <translation>範囲</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="85"/>
        <source>Drag out on the table…</source>
        <translation>テーブル上でドラッグして指定…</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="93"/>
        <source>Format</source>
        <translation>形式</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="100"/>
        <source>Mat</source>
        <translation>プレイマット</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="103"/>
        <source>Dark (the table&apos;s felt)</source>
        <translation>暗い（テーブルのフェルト）</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="104"/>
        <source>Light (for print)</source>
        <translation>明るい（印刷用）</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="106"/>
        <source>Show hidden information (the other hand, the top of each Deck)</source>
        <translation>非公開の情報を表示（相手の手札、各デッキの一番上）</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="109"/>
        <source>Hide the side panel and the controls (only the table is drawn)</source>
        <translation>サイドパネルと操作部を隠す（テーブルだけを描く）</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="123"/>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="127"/>
        <source>Copy to clipboard</source>
        <translation>クリップボードにコピー</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="130"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="172"/>
        <source>region</source>
        <translation>範囲</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="172"/>
        <source>whole table</source>
        <translation>テーブル全体</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="186"/>
        <source>Drag out the region to export (right-click to cancel)</source>
        <translation>書き出す範囲をドラッグ（右クリックで取り消し）</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="207"/>
        <source>Exported {path}</source>
        <translation>{path} を書き出した</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="215"/>
        <source>Copied a {w} × {h} picture</source>
        <translation>{w} × {h} の画像をコピーした</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="223"/>
        <source>PNG image (*.png)</source>
        <translation>PNG画像 (*.png)</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="224"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG図形 (*.svg)</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="230"/>
        <source>Cannot export: {error}</source>
        <translation>書き出せない：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="232"/>
        <source>Saved {path}</source>
        <translation>{path} に保存した</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="262"/>
        <source>Export…</source>
        <translation>書き出し…</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="38"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="44"/>
        <source>It&apos;s a draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="46"/>
        <source>You win!</source>
        <translation>あなたの勝利！</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="48"/>
        <source>{name} wins</source>
        <translation>{name}の勝利</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="56"/>
        <source>{n} turns played</source>
        <translation>{n}ターン</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="64"/>
        <source>Life</source>
        <translation>ライフ</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="64"/>
        <source>Field</source>
        <translation>フィールド</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="64"/>
        <source>Played</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="64"/>
        <source>Attacks</source>
        <translation>アタック</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="65"/>
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="70"/>
        <source>New game…</source>
        <translation>新しい対戦…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="70"/>
        <source>Rematch</source>
        <translation>再戦</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="71"/>
        <source>Watch replay</source>
        <translation>リプレイを見る</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="71"/>
        <source>Look at the table</source>
        <translation>テーブルを見る</translation>
    </message>
</context>
<context>
    <name>Gestures</name>
    <message>
        <location filename="../../ui/gestures.py" line="36"/>
        <source>Rule {rule}</source>
        <translation>ルール {rule}</translation>
    </message>
    <message>
        <location filename="../../ui/gestures.py" line="45"/>
        <source>A core goes onto one of your Spirits or Nexuses, or back to your Reserve: drop it there</source>
        <translation>コアは自分のスピリットかネクサスの上、またはリザーブに置く：そこにドロップしてください</translation>
    </message>
    <message>
        <location filename="../../ui/gestures.py" line="47"/>
        <source>Drop the card on your own side of the table</source>
        <translation>カードは自分の側に置いてください</translation>
    </message>
    <message>
        <location filename="../../ui/gestures.py" line="48"/>
        <source>To attack, drag the Spirit onto your opponent&apos;s side of the table</source>
        <translation>アタックするには、スピリットを相手側のテーブルへドラッグ</translation>
    </message>
    <message>
        <location filename="../../ui/gestures.py" line="49"/>
        <source>To block, drop your Spirit on the attacking Spirit (or on the opponent&apos;s side)</source>
        <translation>ブロックするには、スピリットをアタックしているスピリット（または相手側）にドロップ</translation>
    </message>
</context>
<context>
    <name>Interaction</name>
    <message>
        <location filename="../../ui/interaction.py" line="170"/>
        <source>Set {name} as your burst (face down)</source>
        <translation>{name}をバーストとして裏向きでセット</translation>
    </message>
    <message>
        <location filename="../../ui/interaction.py" line="171"/>
        <source>{verb}: {name}</source>
        <translation>{verb}：{name}</translation>
    </message>
    <message>
        <location filename="../../ui/interaction.py" line="177"/>
        <source>Activate {card}&apos;s effect {n}</source>
        <translation>{card}の効果{n}を発揮する</translation>
    </message>
    <message>
        <location filename="../../ui/interaction.py" line="190"/>
        <source>Swap the Soul Core with a core in the Reserve</source>
        <translation>ソウルコアをリザーブのコアと入れ替える</translation>
    </message>
    <message>
        <location filename="../../ui/interaction.py" line="191"/>
        <source>Swap the Soul Core with a core on {name}</source>
        <translation>ソウルコアを{name}の上のコアと入れ替える</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../../ui/panels/log_panel.py" line="112"/>
        <source>Set-up</source>
        <translation>準備</translation>
    </message>
    <message>
        <location filename="../../ui/panels/log_panel.py" line="115"/>
        <source>Turn {turn}</source>
        <translation>ターン{turn}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="102"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="103"/>
        <source>↶ Undo</source>
        <translation>↶ 元に戻す</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="104"/>
        <source>↷ Redo</source>
        <translation>↷ やり直す</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="110"/>
        <source>GAME LOG  ·  hover a line to see its cards</source>
        <translation>ゲームログ  ·  行にカーソルを合わせるとカードを表示</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="121"/>
        <source>Welcome to Spirit Table</source>
        <translation>Spirit Table へようこそ</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="145"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="146"/>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="147"/>
        <source>Open position…</source>
        <translation>局面を開く…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="149"/>
        <source>Decks…</source>
        <translation>デッキ…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="151"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="152"/>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="155"/>
        <source>Concede…</source>
        <translation>投了…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="156"/>
        <source>Screenshot</source>
        <translation>スクリーンショット</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="158"/>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="159"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="160"/>
        <source>Fit the table to the window</source>
        <translation>テーブルをウィンドウに合わせる</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="162"/>
        <source>Show both hands (practice)</source>
        <translation>両方の手札を表示（練習）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="165"/>
        <source>Pass automatically when nothing else is possible</source>
        <translation>ほかにできることがないときは自動でパス</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="183"/>
        <source>A payment is shown: confirm it with Enter, or cancel it with Esc</source>
        <translation>支払いが表示されている：Enterで確定、Escで取り消し</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="185"/>
        <source>Space has nothing to pass now: answer in the side panel</source>
        <translation>今はSpaceでパスするものがない：サイドパネルで答えてください</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="259"/>
        <source>CONFIRM PAYMENT</source>
        <translation>支払いを確定</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="263"/>
        <source>GAME OVER</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="265"/>
        <source>{name} IS THINKING…</source>
        <translation>{name}が思考中…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="269"/>
        <source>YOU MUST BLOCK</source>
        <translation>ブロックが必要</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="275"/>
        <source>END {step}</source>
        <translation>{step}を終了</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="275"/>
        <source>PASS</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="276"/>
        <source>NO BLOCK</source>
        <translation>ブロックしない</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="283"/>
        <source>{name} is thinking…</source>
        <translation>{name}が考え中…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="303"/>
        <source>Your turn
Turn {turn}</source>
        <translation>あなたのターン
ターン{turn}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="310"/>
        <source>Use its [{timing}] effect</source>
        <translation>[{timing}]効果を使う</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="311"/>
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="311"/>
        <source>Flash</source>
        <translation>フラッシュ</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="357"/>
        <source>The game goes on.</source>
        <translation>対戦を続ける。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="386"/>
        <source>Position file</source>
        <translation>局面ファイル</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="387"/>
        <source>Positions (*.yaml *.yml *.json);;All (*)</source>
        <translation>局面 (*.yaml *.yml *.json);;すべて (*)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="399"/>
        <source>Screenshot saved: {path}</source>
        <translation>スクリーンショットを保存した：{path}</translation>
    </message>
    <message>
        <location filename="../../ui/language_menu.py" line="18"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="17"/>
        <source>Random (rock-paper-scissors)</source>
        <translation>ランダム（じゃんけん）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="17"/>
        <source>Me</source>
        <translation>自分</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="17"/>
        <source>My opponent</source>
        <translation>相手</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="21"/>
        <source>Battle Spirits Standard 1.0</source>
        <translation>バトルスピリッツ スタンダード 1.0</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="22"/>
        <source>Battle Spirits Eternal 17.0</source>
        <translation>バトルスピリッツ エターナル 17.0</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="23"/>
        <source>Battle Spirits Saga 1.7.0</source>
        <translation>バトルスピリッツ サーガ 1.7.0</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="24"/>
        <source>Dragon Ball Super Card Game</source>
        <translation>ドラゴンボールスーパーカードゲーム</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="29"/>
        <source>Bot: hard (default): looks ahead by playing out games</source>
        <translation>ボット：ハード（既定）：対戦を最後まで試して先を読む</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="30"/>
        <source>Bot: strongest: searches longer (slower)</source>
        <translation>ボット：最強：より長く読む（遅め）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="31"/>
        <source>Bot: normal: quick, looks one move ahead</source>
        <translation>ボット：ノーマル：速い、一手先を読む</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="32"/>
        <source>Bot: easy: looks one move ahead, and often slips</source>
        <translation>ボット：イージー：一手先を読むが、よく手を誤る</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="33"/>
        <source>Bot: random: any legal move (for testing)</source>
        <translation>ボット：random：合法な手をでたらめに（テスト用）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="67"/>
        <location filename="../../ui/dialogs/new_game.py" line="76"/>
        <source>New game</source>
        <translation>新しい対戦</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="76"/>
        <source>Choose the rules, the decks, your opponent and who goes first. ★ marks your own decks (Decks… builds them).</source>
        <translation>ルール、デッキ、対戦相手、先攻を選んでください。★は自分のデッキ（「デッキ…」で作る）。</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="89"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="94"/>
        <location filename="../../ui/dialogs/new_game.py" line="267"/>
        <source>Your deck</source>
        <translation>自分のデッキ</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="95"/>
        <source>Opponent&apos;s deck</source>
        <translation>相手のデッキ</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="107"/>
        <source>Bot: {name}</source>
        <translation>ボット：{name}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="108"/>
        <source>Second human (practice: one person plays both sides)</source>
        <translation>もう一人の人間（練習：一人で両方を操作）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="115"/>
        <source>Opponent</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="121"/>
        <location filename="../../ui/dialogs/new_game.py" line="151"/>
        <source>Goes first</source>
        <translation>先攻</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="127"/>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="135"/>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="138"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="191"/>
        <location filename="../../ui/dialogs/new_game.py" line="201"/>
        <source>{name} ({n} cards)</source>
        <translation>{name}（{n}枚）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="203"/>
        <source>Your deck: {path}</source>
        <translation>自分のデッキ：{path}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="217"/>
        <source>File…</source>
        <translation>ファイル…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="222"/>
        <source>Decks…</source>
        <translation>デッキ…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="225"/>
        <source>Build, check and test decks; a deck saved there is listed here</source>
        <translation>デッキを組み、確認し、試す。保存したデッキはここに並ぶ</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="239"/>
        <source>Use this deck ✓</source>
        <translation>このデッキを使う ✓</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="268"/>
        <source>The opponent&apos;s deck</source>
        <translation>相手のデッキ</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="276"/>
        <source>{who} cannot be read: {error}</source>
        <translation>{who}を読み込めない：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="280"/>
        <source>{who} is not legal: {problem} (rule {rule})</source>
        <translation>{who}は正規のデッキではない：{problem}（ルール {rule}）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="282"/>
        <source>, and {n} more</source>
        <translation>、ほか{n}件</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="288"/>
        <source>Deck file</source>
        <translation>デッキファイル</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="288"/>
        <source>Deck files (*.yaml *.yml);;All files (*)</source>
        <translation>デッキファイル (*.yaml *.yml);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>Payment</name>
    <message>
        <location filename="../../ui/payment.py" line="16"/>
        <source>Summon {card}</source>
        <translation>{card}を召喚</translation>
    </message>
    <message>
        <location filename="../../ui/payment.py" line="16"/>
        <source>Deploy {card}</source>
        <translation>{card}を配置</translation>
    </message>
    <message>
        <location filename="../../ui/payment.py" line="17"/>
        <source>Use {card}</source>
        <translation>{card}を使用</translation>
    </message>
    <message>
        <location filename="../../ui/payment.py" line="106"/>
        <source>Cost {cost} after reduction. To the Trash ({n}): {what}.</source>
        <translation>軽減後のコスト{cost}。トラッシュへ（{n}個）：{what}。</translation>
    </message>
    <message>
        <location filename="../../ui/payment.py" line="109"/>
        <source>Onto {card} ({n}, at least {lv1}): {what}.</source>
        <translation>{card}の上へ（{n}個、最低{lv1}個）：{what}。</translation>
    </message>
    <message>
        <location filename="../../ui/payment.py" line="123"/>
        <source>the Soul Core</source>
        <translation>ソウルコア</translation>
    </message>
    <message>
        <location filename="../../ui/payment.py" line="125"/>
        <source>{n} from the Reserve</source>
        <translation>リザーブから{n}個</translation>
    </message>
    <message>
        <location filename="../../ui/payment.py" line="127"/>
        <source>{n} from {place}</source>
        <translation>{place}から{n}個</translation>
    </message>
    <message>
        <location filename="../../ui/payment.py" line="128"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../ui/payment.py" line="128"/>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>PlateItem</name>
    <message>
        <location filename="../../ui/table/mat.py" line="91"/>
        <source>Life {life}  ·  Hand {hand}</source>
        <translation>ライフ {life}  ·  手札 {hand}</translation>
    </message>
    <message>
        <location filename="../../ui/table/mat.py" line="257"/>
        <source>TURN PLAYER</source>
        <translation>ターンプレイヤー</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../../ui/i18n.py" line="222"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="222"/>
        <source>Bot</source>
        <translation>ボット</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="223"/>
        <source>Player 1</source>
        <translation>プレイヤー1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="223"/>
        <location filename="../../app/gui.py" line="174"/>
        <source>Player 2</source>
        <translation>プレイヤー2</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="224"/>
        <source>Bot ({level})</source>
        <translation>ボット（{level}）</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="224"/>
        <source>search</source>
        <translation>探索</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="225"/>
        <source>strong</source>
        <translation>強</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="225"/>
        <source>greedy</source>
        <translation>貪欲</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="226"/>
        <source>random</source>
        <translation>無作為</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="226"/>
        <source>easy</source>
        <translation>イージー</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="227"/>
        <source>normal</source>
        <translation>ノーマル</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="227"/>
        <source>hard</source>
        <translation>ハード</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="228"/>
        <source>strongest</source>
        <translation>最強</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../../ui/editor/editor.py" line="72"/>
        <source>&amp;Position</source>
        <translation>局面(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="87"/>
        <source>Edit position</source>
        <translation>局面を編集</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="88"/>
        <source>New empty position</source>
        <translation>新しい空の局面</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="89"/>
        <source>Open position in the editor…</source>
        <translation>局面をエディターで開く…</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="90"/>
        <source>Save position…</source>
        <translation>局面を保存…</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="93"/>
        <source>Play from here against the bot</source>
        <translation>ここからボットと対戦</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="94"/>
        <source>Play from here (practice)</source>
        <translation>ここから対戦（練習）</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="95"/>
        <source>Leave the editor</source>
        <translation>エディターを閉じる</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="111"/>
        <location filename="../../ui/editor/editor.py" line="138"/>
        <source>Position editor</source>
        <translation>局面エディター</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="166"/>
        <source>Position editor: drag cards from the palette, right-click cards, cores and areas to change them</source>
        <translation>局面エディター：パレットからカードをドラッグ、カード・コア・エリアを右クリックで変更</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="260"/>
        <source>EDITING POSITION</source>
        <translation>局面を編集中</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="334"/>
        <source>The engine accepts this position.</source>
        <translation>エンジンはこの局面を受け付けた。</translation>
    </message>
</context>
<context>
    <name>PositionFiles</name>
    <message>
        <location filename="../../ui/editor/files.py" line="56"/>
        <source>Not a valid position — {error}</source>
        <translation>正しい局面ではない — {error}</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="61"/>
        <source>The position is not valid</source>
        <translation>局面が正しくない</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="62"/>
        <source>The engine does not accept this position:

{error}

Fix it and try again (the card is marked on the table).</source>
        <translation>エンジンはこの局面を受け付けない：

{error}

直してからもう一度試してください（カードはテーブル上に印が付いている）。</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="108"/>
        <source>Save an invalid position?</source>
        <translation>正しくない局面を保存しますか？</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="109"/>
        <source>The engine does not accept this position yet:

{error}

Save it anyway?</source>
        <translation>エンジンはまだこの局面を受け付けない：

{error}

それでも保存しますか？</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="117"/>
        <source>Cannot write {path}: {error}</source>
        <translation>{path} に書き込めない：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="120"/>
        <source>Position saved: {path}</source>
        <translation>局面を保存した：{path}</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="136"/>
        <source>Cannot open {path}: {error}</source>
        <translation>{path} を開けない：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="138"/>
        <source>Cannot open the position</source>
        <translation>局面を開けない</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="153"/>
        <source>The file&apos;s actions and expect are not part of the board: saving writes the position only</source>
        <translation>ファイルのactionsとexpectは盤面に含まれない：保存するのは局面だけ</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="159"/>
        <source>Save position</source>
        <translation>局面を保存</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="160"/>
        <source>Positions (*.yaml *.yml);;All (*)</source>
        <translation>局面 (*.yaml *.yml);;すべて (*)</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="165"/>
        <source>Open position in the editor</source>
        <translation>局面をエディターで開く</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="166"/>
        <source>Positions (*.yaml *.yml *.json);;All (*)</source>
        <translation>局面 (*.yaml *.yml *.json);;すべて (*)</translation>
    </message>
</context>
<context>
    <name>PromptOverlay</name>
    <message>
        <location filename="../../ui/panels/prompt.py" line="12"/>
        <source>You won rock-paper-scissors</source>
        <translation>じゃんけんに勝ちました</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="13"/>
        <source>Do you want to go first or second?</source>
        <translation>先攻と後攻のどちらにしますか？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="14"/>
        <source>Your starting Hand</source>
        <translation>最初の手札</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="15"/>
        <source>Keep it, or shuffle it back and draw a new one (once).</source>
        <translation>この手札で始めるか、デッキに戻してシャッフルし、引き直します（1回まで）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="17"/>
        <source>Go first</source>
        <translation>先攻</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="18"/>
        <source>Go second</source>
        <translation>後攻</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="19"/>
        <source>Keep hand</source>
        <translation>この手札で始める</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="19"/>
        <source>Redraw</source>
        <translation>引き直す</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="82"/>
        <source>A choice</source>
        <translation>選択</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="90"/>
        <source>Player {n}: {title}</source>
        <translation>プレイヤー{n}：{title}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="99"/>
        <source>Done</source>
        <translation>決定</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../../ui/replay/viewer.py" line="34"/>
        <location filename="../../ui/replay/viewer.py" line="58"/>
        <source>Replay — {title}</source>
        <translation>リプレイ — {title}</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="76"/>
        <source>REPLAY</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="92"/>
        <source>The start (Home)</source>
        <translation>最初（Home）</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="93"/>
        <source>The previous turn (Page Up)</source>
        <translation>前のターン（Page Up）</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="94"/>
        <source>One action back (←)</source>
        <translation>1手戻る（←）</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="95"/>
        <source>One action forward (→)</source>
        <translation>1手進む（→）</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="96"/>
        <source>The next turn (Page Down)</source>
        <translation>次のターン（Page Down）</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="97"/>
        <source>The end (End)</source>
        <translation>最後（End）</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="112"/>
        <source>Show hidden cards (both hands)</source>
        <translation>非公開のカードを表示（両方の手札）</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="117"/>
        <source>TURNS</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="129"/>
        <source>GAME LOG UP TO THIS MOMENT</source>
        <translation>この時点までのログ</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="133"/>
        <location filename="../../ui/replay/viewer.py" line="156"/>
        <source>Export log…</source>
        <translation>ログを書き出す…</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="155"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="158"/>
        <source>Close the replay</source>
        <translation>リプレイを閉じる</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="159"/>
        <source>&amp;Go</source>
        <translation>移動(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="160"/>
        <source>Back one action</source>
        <translation>1手戻る</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="161"/>
        <source>Forward one action</source>
        <translation>1手進む</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="162"/>
        <source>Previous turn</source>
        <translation>前のターン</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="163"/>
        <source>Next turn</source>
        <translation>次のターン</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="164"/>
        <source>The start</source>
        <translation>最初</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="165"/>
        <source>The end</source>
        <translation>最後</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="167"/>
        <source>Fit the table to the window</source>
        <translation>テーブルをウィンドウに合わせる</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="204"/>
        <source>REPLAY  {n} / {total}</source>
        <translation>リプレイ  {n} / {total}</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="220"/>
        <source>game over: a draw</source>
        <translation>ゲーム終了：引き分け</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="220"/>
        <source>game over: {name} wins</source>
        <translation>ゲーム終了：{name}の勝利</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="222"/>
        <source>Turn {turn} · {name} · {step}&lt;br&gt;action {n} of {total}</source>
        <translation>ターン{turn} · {name} · {step}&lt;br&gt;{total}手中{n}手目</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="227"/>
        <source>Next: {name}: {action}</source>
        <translation>次：{name}：{action}</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="228"/>
        <source>The end of the game as saved.</source>
        <translation>保存された対戦はここまで。</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="248"/>
        <source>Turn {turn} — {name}   (action {n})</source>
        <translation>ターン{turn} — {name}   （{n}手目）</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="255"/>
        <source>Turn {n}</source>
        <translation>ターン{n}</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="256"/>
        <source>Set-up</source>
        <translation>準備</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="264"/>
        <source>Export the log</source>
        <translation>ログを書き出す</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="265"/>
        <source>Text (*.txt);;All (*)</source>
        <translation>テキスト (*.txt);;すべて (*)</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="269"/>
        <source>Log written: {path}</source>
        <translation>ログを書き出した：{path}</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="271"/>
        <source>Cannot write {path}: {error}</source>
        <translation>{path} に書き込めない：{error}</translation>
    </message>
</context>
<context>
    <name>RuleSets</name>
    <message>
        <location filename="../../ui/decks/window.py" line="28"/>
        <source>Standard</source>
        <translation>スタンダード</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="28"/>
        <source>Saga</source>
        <translation>サーガ</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="29"/>
        <source>Eternal</source>
        <translation>エターナル</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="29"/>
        <source>Dragon Ball Super</source>
        <translation>ドラゴンボール超</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../app/resume_dialog.py" line="15"/>
        <source>Resume the last game?</source>
        <translation>前回の対戦を再開しますか？</translation>
    </message>
    <message>
        <location filename="../../app/resume_dialog.py" line="26"/>
        <source>Your last game did not end properly</source>
        <translation>前回の対戦は正しく終了しなかった</translation>
    </message>
    <message>
        <location filename="../../app/resume_dialog.py" line="28"/>
        <source>Spirit Table was closed unexpectedly (a crash or a kill). The game was saved after every action.</source>
        <translation>Spirit Tableが予期せず終了した（クラッシュか強制終了）。対戦は1手ごとに保存されていた。</translation>
    </message>
    <message>
        <location filename="../../app/resume_dialog.py" line="38"/>
        <source>New game</source>
        <translation>新しい対戦</translation>
    </message>
    <message>
        <location filename="../../app/resume_dialog.py" line="39"/>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="73"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="89"/>
        <source>Save game…</source>
        <translation>対戦を保存…</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="90"/>
        <source>Open game…</source>
        <translation>対戦を開く…</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="92"/>
        <source>Watch replay of this game</source>
        <translation>この対戦のリプレイを見る</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="94"/>
        <source>Open replay…</source>
        <translation>リプレイを開く…</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="95"/>
        <source>Export log…</source>
        <translation>ログを書き出す…</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="143"/>
        <source>the start of this game is not known (it cannot be saved or replayed)</source>
        <translation>この対戦の始まりが分からない（保存もリプレイもできない）</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="185"/>
        <location filename="../../app/session.py" line="199"/>
        <source>Cannot save</source>
        <translation>保存できない</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="186"/>
        <location filename="../../app/session.py" line="337"/>
        <source>there is no game on the table</source>
        <translation>テーブルに対戦がない</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="192"/>
        <source>Not overwritten</source>
        <translation>上書きしなかった</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="192"/>
        <source>{path} exists and is not a saved game this version can read ({error}); it is left as it is. Choose another name.</source>
        <translation>{path} は存在し、このバージョンで読める保存データではない（{error}）。そのままにしたので、別の名前を選んでください。</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="201"/>
        <source>Game saved: {path}</source>
        <translation>対戦を保存した：{path}</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="211"/>
        <location filename="../../app/session.py" line="215"/>
        <location filename="../../app/session.py" line="231"/>
        <source>Cannot open the saved game</source>
        <translation>保存した対戦を開けない</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="211"/>
        <source>{path}

It cannot be opened: {why}.

The file is left as it is.</source>
        <translation>{path}

開けない：{why}。

ファイルはそのままにしてある。</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="215"/>
        <source>{path}

It cannot be replayed ({why}).

The file is left as it is.</source>
        <translation>{path}

再現できない（{why}）。

ファイルはそのままにしてある。</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="232"/>
        <source>it cannot be replayed ({why})</source>
        <translation>再現できない（{why}）</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="249"/>
        <source>Partly restored</source>
        <translation>一部だけ復元した</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="249"/>
        <source>only {n} of {total} actions could be replayed</source>
        <translation>{total}手のうち{n}手だけ再現できた</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="279"/>
        <source>A damaged {what}</source>
        <translation>壊れた{what}</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="282"/>
        <source>Damaged files in the data folder</source>
        <translation>データフォルダの壊れたファイル</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="297"/>
        <source>Resumed the game saved at {time} ({n} actions)</source>
        <translation>{time}に保存された対戦を再開した（{n}手）</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="328"/>
        <source>Playing from the edited position against the bot ({bot})</source>
        <translation>編集した局面から{bot}と対戦</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="330"/>
        <source>Playing from the edited position (practice: you play both sides)</source>
        <translation>編集した局面から対戦（練習：両方を操作）</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="336"/>
        <source>No replay</source>
        <translation>リプレイなし</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="355"/>
        <source>Cannot replay</source>
        <translation>リプレイできない</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="372"/>
        <source>this game</source>
        <translation>この対戦</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="378"/>
        <source>Turn {n}</source>
        <translation>ターン{n}</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="378"/>
        <source>Set-up</source>
        <translation>準備</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="395"/>
        <source>Save game</source>
        <translation>対戦を保存</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="396"/>
        <location filename="../../app/session.py" line="402"/>
        <location filename="../../app/session.py" line="408"/>
        <source>Saved games (*.json);;All (*)</source>
        <translation>保存した対戦 (*.json);;すべて (*)</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="401"/>
        <source>Open game</source>
        <translation>対戦を開く</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="407"/>
        <source>Open replay</source>
        <translation>リプレイを開く</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="413"/>
        <source>Export the log</source>
        <translation>ログを書き出す</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="418"/>
        <source>Log written: {path}</source>
        <translation>ログを書き出した：{path}</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="420"/>
        <source>Cannot write the log</source>
        <translation>ログを書き出せない</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="435"/>
        <source>autosave</source>
        <translation>自動保存ファイル</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="436"/>
        <source>lock file</source>
        <translation>ロックファイル</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="437"/>
        <source>list of reported autosaves</source>
        <translation>報告済みの自動保存ファイルの一覧</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="438"/>
        <source>preferences file</source>
        <translation>設定ファイル</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="445"/>
        <source>The {what} {path} cannot be read: {reason}.</source>
        <translation>{what} {path} を読み込めません：{reason}。</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="448"/>
        <source>Spirit Table goes on without it.</source>
        <translation>Spirit Table はこのファイルなしで続けます。</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="449"/>
        <source>Spirit Table uses the default preferences.</source>
        <translation>Spirit Table は既定の設定を使います。</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="452"/>
        <source>It was moved aside to {name} in the same folder (nothing was deleted). {instead}</source>
        <translation>同じフォルダの {name} に移しました（何も削除していません）。{instead}</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="455"/>
        <source>It is left as it is (nothing will overwrite it). {instead}</source>
        <translation>そのまま残してあります（上書きはしません）。{instead}</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="20"/>
        <source>You won the random draw</source>
        <translation>抽選に勝ちました</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="21"/>
        <source>Decide who is player one. Player one takes the first turn and skips its Core and Attack Steps (Saga 5-2-6).</source>
        <translation>先攻プレイヤーを決めてください。先攻プレイヤーは第1ターンを行い、そのコアステップとアタックステップを行いません（サーガ 5-2-6）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="23"/>
        <source>Your starting Hand</source>
        <translation>最初の手札</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="24"/>
        <source>Keep it and draw 1 more card, or mulligan once: your Hand goes to the bottom of your Deck, you draw 4 and shuffle (Saga 5-2-7).</source>
        <translation>この手札のまま1枚多く引くか、1回だけマリガンする：手札をデッキの下に置き、4枚引いてシャッフルする（サーガ 5-2-7）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="28"/>
        <source>Who is player one?</source>
        <translation>先攻プレイヤーは？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="29"/>
        <source>Mulligan?</source>
        <translation>マリガンしますか？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="30"/>
        <source>You won the random draw: decide who is player one (Saga 5-2-6).</source>
        <translation>抽選に勝ちました：先攻プレイヤーを決めてください（サーガ 5-2-6）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="32"/>
        <source>Keep this Hand and draw 1 more card, or mulligan: the Hand to the bottom of your Deck, draw 4, shuffle (Saga 5-2-7).</source>
        <translation>この手札のまま1枚多く引くか、マリガン：手札をデッキの下に置き、4枚引いてシャッフル（サーガ 5-2-7）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="36"/>
        <source>I am player one</source>
        <translation>自分が先攻</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="37"/>
        <source>My opponent is player one</source>
        <translation>相手が先攻</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="38"/>
        <source>Keep (draw 1 more)</source>
        <translation>このまま（1枚多く引く）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="39"/>
        <source>Mulligan</source>
        <translation>マリガン</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="41"/>
        <source>Player one</source>
        <translation>先攻プレイヤー</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="42"/>
        <source>Random: the winner of a random draw decides</source>
        <translation>ランダム：抽選の勝者が決める</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="43"/>
        <source>Me</source>
        <translation>自分</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="44"/>
        <source>My opponent</source>
        <translation>相手</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="46"/>
        <source>Drag a card from your Hand onto your Field to summon, deploy or use it, or onto your Burst Area to set it as your burst (once a turn). Drag cores between your Reserve and your cards (Shift: all, Ctrl: how many).</source>
        <translation>手札のカードをフィールドへドラッグして召喚・配置・使用、またはバーストエリアへドラッグしてバーストとしてセット（1ターンに1回）。コアはリザーブとカードの間でドラッグ（Shift：全部、Ctrl：個数指定）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="51"/>
        <source>⚠ {card} would keep {n} of its cores, fewer than its Lv1 cost {cost}: it would destroy itself (Saga 9-3-2).</source>
        <translation>⚠ {card}に残るコアは{n}個で、Lv1コスト{cost}より少ない：自身を破壊することになる（サーガ 9-3-2）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="55"/>
        <source>Choose the substitution effect that applies: the player whose card it would happen to chooses, and only one applies to an event (Saga 8-9-2, 8-9-3).</source>
        <translation>適用する置換効果を選ぶ：その出来事が起こるカードのプレイヤーが選び、1つの出来事に適用されるのは1つだけ（サーガ 8-9-2、8-9-3）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="59"/>
        <source>Choose which effect resolves next: the turn player chooses among effects that activated together, whoever controls them (Saga 8-5-2-4).</source>
        <translation>次に解決する効果を選ぶ：同時に発揮した効果の中から、どちらがコントロールしていてもターンプレイヤーが選ぶ（サーガ 8-5-2-4）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="63"/>
        <source>The newest waiting effect resolves first; the turn player chooses among simultaneous ones (Saga 8-5-2-4).</source>
        <translation>待機中の効果は新しいものから解決する。同時のものはターンプレイヤーが選ぶ（サーガ 8-5-2-4）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="70"/>
        <source>A Contract card?</source>
        <translation>契約カードは？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="71"/>
        <source>Before shuffling you may take one Contract card out of your Deck: you draw 3 cards, then it is added to your Hand (E:遊戲準備 ②).</source>
        <translation>シャッフルの前に、デッキから契約カード1枚を取り出せる：3枚引いた後、それを手札に加える（E:遊戲準備 ②）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="74"/>
        <source>Take {card}</source>
        <translation>{card}を取り出す</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="75"/>
        <source>No Contract card</source>
        <translation>契約カードなし</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../app/gui.py" line="151"/>
        <source>Cannot start: {error}</source>
        <translation>開始できません：{error}</translation>
    </message>
    <message>
        <location filename="../../app/gui.py" line="168"/>
        <source>Started position {name} (practice: you play both sides)</source>
        <translation>局面{name}を開始（練習：一人で両方を操作）</translation>
    </message>
    <message>
        <location filename="../../app/gui.py" line="172"/>
        <source>Started {deck1} vs {deck2} ({opponent}), seed {seed}</source>
        <translation>{deck1} 対 {deck2}（{opponent}）、シード{seed}で開始</translation>
    </message>
    <message>
        <location filename="../../app/gui.py" line="176"/>
        <source>Started a new game</source>
        <translation>新しいゲームを開始</translation>
    </message>
</context>
<context>
    <name>TableItems</name>
    <message>
        <location filename="../../ui/table/items.py" line="20"/>
        <source>DESTROYED</source>
        <translation>破壊</translation>
    </message>
    <message>
        <location filename="../../ui/table/items.py" line="20"/>
        <source>DEPLETED</source>
        <translation>消滅</translation>
    </message>
    <message>
        <location filename="../../ui/table/items.py" line="21"/>
        <source>TO HAND</source>
        <translation>手札へ</translation>
    </message>
    <message>
        <location filename="../../ui/table/items.py" line="21"/>
        <source>TO DECK</source>
        <translation>デッキへ</translation>
    </message>
    <message>
        <location filename="../../ui/table/scene.py" line="251"/>
        <source>SUMMONING</source>
        <translation>召喚中</translation>
    </message>
    <message>
        <location filename="../../ui/table/scene.py" line="251"/>
        <source>DEPLOYING</source>
        <translation>配置中</translation>
    </message>
    <message>
        <location filename="../../ui/table/scene.py" line="252"/>
        <source>USING</source>
        <translation>使用中</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../ui/table/scene_cards.py" line="14"/>
        <source>SET</source>
        <translation>セット</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../ui/table/view.py" line="253"/>
        <source>Move {n} cores</source>
        <translation>コアを{n}個移動</translation>
    </message>
    <message>
        <location filename="../../ui/table/view.py" line="254"/>
        <source>Move {n} core</source>
        <translation>コアを{n}個移動</translation>
    </message>
</context>
<context>
    <name>TrackerItem</name>
    <message>
        <location filename="../../ui/table/mat.py" line="131"/>
        <source>TURN {turn}</source>
        <translation>ターン {turn}</translation>
    </message>
    <message>
        <location filename="../../ui/table/mat.py" line="132"/>
        <source>SET-UP</source>
        <translation>準備</translation>
    </message>
</context>
</TS>
