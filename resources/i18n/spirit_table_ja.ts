<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="20" />
        <source>destroyed</source>
        <translation>破壊</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="21" />
        <source>depleted</source>
        <translation>消滅</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="22" />
        <source>returning to Hand</source>
        <translation>手札に戻る</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="23" />
        <source>returning to Deck</source>
        <translation>デッキに戻る</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="25" />
        <source>Drag a card from your Hand onto your Field to summon, deploy or use it. Drag cores between your Reserve and your cards (Shift: all, Ctrl: how many; right-click the Soul Core to swap it).</source>
        <translation>手札のカードをフィールドへドラッグして召喚・配置・使用。コアはリザーブとカードの間でドラッグ（Shift：全部、Ctrl：個数指定、右クリック：ソウルコア入替）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="28" />
        <source>Drag a refreshed Spirit toward your opponent's side to attack with it (press anywhere on the card, its cores too).</source>
        <translation>回復状態のスピリットを相手側へドラッグしてアタックします（カードのどこを押しても、コアの上でも構いません）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="30" />
        <source>Flash Timing: drag a Magic card with [Flash] onto the table to use it, or pass.</source>
        <translation>フラッシュタイミング：【フラッシュ】を持つマジックカードを場へドラッグして使用するか、パスします。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="32" />
        <source>Drag one of your refreshed Spirits onto the attacker to block, or don't block.</source>
        <translation>回復状態の自分のスピリットをアタックしているスピリットへドラッグしてブロックするか、ブロックしません。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="34" />
        <source>You won rock-paper-scissors: choose to go first or second.</source>
        <translation>じゃんけんに勝ちました：先攻か後攻かを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="35" />
        <source>Keep this Hand, or shuffle it back and draw a new one (once).</source>
        <translation>この手札で始めるか、デッキに戻してシャッフルし、引き直します（1回まで）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="36" />
        <source>Choose an answer.</source>
        <translation>答えを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="38" />
        <source>End step</source>
        <translation>ステップ終了</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="38" />
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="39" />
        <source>No block</source>
        <translation>ブロックしない</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="40" />
        <source>Go first</source>
        <translation>先攻</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="41" />
        <source>Go second</source>
        <translation>後攻</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="42" />
        <source>Keep hand</source>
        <translation>この手札で始める</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="43" />
        <source>Redraw hand</source>
        <translation>引き直す</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="45" />
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="45" />
        <source>Field</source>
        <translation>フィールド</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="46" />
        <source>Trash</source>
        <translation>トラッシュ</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="47" />
        <source>Removed cards</source>
        <translation>除外されたカード</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="48" />
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="48" />
        <source>Life</source>
        <translation>ライフ</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="49" />
        <source>Reserve</source>
        <translation>リザーブ</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="50" />
        <source>Flash Timing</source>
        <translation>フラッシュタイミング</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="51" />
        <source>Block?</source>
        <translation>ブロックしますか？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="52" />
        <source>Who goes first?</source>
        <translation>先攻・後攻</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="53" />
        <source>Redraw?</source>
        <translation>引き直しますか？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="53" />
        <source>Choose</source>
        <translation>選択</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="122" />
        <source>Before the game · set-up</source>
        <translation>ゲーム開始前 · 準備</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="124" />
        <source>Turn {turn} · Your turn · {step}</source>
        <translation>ターン{turn} · あなたのターン · {step}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="125" />
        <source>Turn {turn} · {name}'s turn · {step}</source>
        <translation>ターン{turn} · {name}のターン · {step}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="132" />
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="132" />
        <source>You win!</source>
        <translation>あなたの勝ち！</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="134" />
        <source>{name} wins!</source>
        <translation>{name}の勝ち！</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="136" />
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="157" />
        <source> (after the block)</source>
        <translation>（ブロック後）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="158" />
        <source> (before the block)</source>
        <translation>（ブロック前）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="161" />
        <source>{name} is thinking…</source>
        <translation>{name}が考えています…</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="164" />
        <source>Your move — {what}</source>
        <translation>あなたの番 — {what}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="176" />
        <source>End {step}</source>
        <translation>{step}を終了</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="190" />
        <source>{reason} (rule {rule}).</source>
        <translation>{reason}（ルール {rule}）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="192" />
        <source>You must block</source>
        <translation>ブロックしなければなりません</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="193" />
        <source>Drag one of your refreshed Spirits onto the attacker.</source>
        <translation>回復状態の自分のスピリットをアタックしているスピリットへドラッグしてください。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="206" />
        <source>Chosen: {cards}</source>
        <translation>選択済み：{cards}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="208" />
        <source>Click a highlighted card, or a button below.</source>
        <translation>強調されたカードか、下のボタンをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="214" />
        <source>Done</source>
        <translation>決定</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="214" />
        <source>Choose none</source>
        <translation>選ばない</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="230" />
        <source>your {zone}</source>
        <translation>あなたの{zone}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="231" />
        <source>{name}'s {zone}</source>
        <translation>{name}の{zone}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="237" />
        <source>Confirm, or adjust: click a core to pay it / place it / keep it, or drag it onto the Trash or the new card.</source>
        <translation>確定するか、調整してください：コアをクリックして支払う・置く・残すを切り替えるか、トラッシュや新しいカードへドラッグします。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="241" />
        <source>{reason} (rule {rule})</source>
        <translation>{reason}（ルール {rule}）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="245" />
        <source>Confirm</source>
        <translation>確定</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="248" />
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="253" />
        <source>《Soul Magic》: pay with the Soul Core only</source>
        <translation>《ソウルマジック》：ソウルコアのみで支払う</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="257" />
        <source>《Succession》: remove {card} from the Trash</source>
        <translation>《継承》：トラッシュの{card}を除外する</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="274" />
        <source>Battle: {card} (BP {bp}) attacks {name}</source>
        <translation>バトル：{card}（BP {bp}）が{name}にアタック</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="276" />
        <source>Battle: the attacker left</source>
        <translation>バトル：アタックしたスピリットは場を離れた</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="280" />
        <source>Blocked by {card} (BP {bp})</source>
        <translation>{card}（BP {bp}）がブロック</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="291" />
        <source>{card} ({name}): pending — {state}</source>
        <translation>{card}（{name}）：待機状態 — {state}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="294" />
        <source>resolving: {effect}</source>
        <translation>解決中：{effect}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="295" />
        <source>waiting: {effect}</source>
        <translation>待機中：{effect}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="296" />
        <source>Pending states and effects</source>
        <translation>待機状態と効果</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../../ui/panels/log_panel.py" line="99" />
        <source>Set-up</source>
        <translation>準備</translation>
    </message>
    <message>
        <location filename="../../ui/panels/log_panel.py" line="102" />
        <source>Turn {turn}</source>
        <translation>ターン{turn}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="101" />
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="102" />
        <source>↶ Undo</source>
        <translation>↶ 元に戻す</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="103" />
        <source>↷ Redo</source>
        <translation>↷ やり直す</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="109" />
        <source>GAME LOG  ·  hover a line to see its cards</source>
        <translation>ゲームログ  ·  行にカーソルを合わせるとカードを表示</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="120" />
        <source>Welcome to Spirit Table</source>
        <translation>Spirit Table へようこそ</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="144" />
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="145" />
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="146" />
        <source>Open position…</source>
        <translation>局面を開く…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="148" />
        <source>Decks…</source>
        <translation>デッキ…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="150" />
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="151" />
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="154" />
        <source>Concede…</source>
        <translation>投了…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="155" />
        <source>Screenshot</source>
        <translation>スクリーンショット</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="157" />
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="158" />
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="159" />
        <source>Fit the table to the window</source>
        <translation>テーブルをウィンドウに合わせる</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="161" />
        <source>Show both hands (practice)</source>
        <translation>両方の手札を表示（練習）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="164" />
        <source>Pass automatically when nothing else is possible</source>
        <translation>ほかにできることがないときは自動でパス</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="253" />
        <source>CONFIRM PAYMENT</source>
        <translation>支払いを確定</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="255" />
        <source>GAME OVER</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="257" />
        <source>{name} IS THINKING…</source>
        <translation>{name}が思考中…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="261" />
        <source>YOU MUST BLOCK</source>
        <translation>ブロックが必要</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="264" />
        <source>END {step}</source>
        <translation>{step}を終了</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="264" />
        <source>PASS</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="265" />
        <source>NO BLOCK</source>
        <translation>ブロックしない</translation>
    </message>
    <message>
        <location filename="../../ui/language_menu.py" line="16" />
        <source>Language</source>
        <translation>言語</translation>
    </message>
</context>
<context>
    <name>PlateItem</name>
    <message>
        <location filename="../../ui/table/mat.py" line="88" />
        <source>Life {life}  ·  Hand {hand}</source>
        <translation>ライフ {life}  ·  手札 {hand}</translation>
    </message>
    <message>
        <location filename="../../ui/table/mat.py" line="253" />
        <source>TURN PLAYER</source>
        <translation>ターンプレイヤー</translation>
    </message>
</context>
<context>
    <name>PromptOverlay</name>
    <message>
        <location filename="../../ui/panels/prompt.py" line="11" />
        <source>You won rock-paper-scissors</source>
        <translation>じゃんけんに勝ちました</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="12" />
        <source>Do you want to go first or second?</source>
        <translation>先攻と後攻のどちらにしますか？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="13" />
        <source>Your starting Hand</source>
        <translation>最初の手札</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="14" />
        <source>Keep it, or shuffle it back and draw a new one (once).</source>
        <translation>この手札で始めるか、デッキに戻してシャッフルし、引き直します（1回まで）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="16" />
        <source>Go first</source>
        <translation>先攻</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="17" />
        <source>Go second</source>
        <translation>後攻</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="18" />
        <source>Keep hand</source>
        <translation>この手札で始める</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="18" />
        <source>Redraw</source>
        <translation>引き直す</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="81" />
        <source>A choice</source>
        <translation>選択</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="87" />
        <source>Player {n}: {title}</source>
        <translation>プレイヤー{n}：{title}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="96" />
        <source>Done</source>
        <translation>決定</translation>
    </message>
</context>
<context>
    <name>TrackerItem</name>
    <message>
        <location filename="../../ui/table/mat.py" line="127" />
        <source>TURN {turn}</source>
        <translation>ターン {turn}</translation>
    </message>
    <message>
        <location filename="../../ui/table/mat.py" line="128" />
        <source>SET-UP</source>
        <translation>準備</translation>
    </message>
</context>
</TS>