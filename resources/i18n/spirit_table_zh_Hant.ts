<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="20" />
        <source>destroyed</source>
        <translation>破壞</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="21" />
        <source>depleted</source>
        <translation>消滅</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="22" />
        <source>returning to Hand</source>
        <translation>返回手牌</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="23" />
        <source>returning to Deck</source>
        <translation>返回牌組</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="25" />
        <source>Drag a card from your Hand onto your Field to summon, deploy or use it. Drag cores between your Reserve and your cards (Shift: all, Ctrl: how many; right-click the Soul Core to swap it).</source>
        <translation>將手牌拖到場上以召喚、配置或使用。在預備區與你的卡之間拖動能量（Shift：全部，Ctrl：指定數量；右鍵點擊靈魂能量可交換）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="28" />
        <source>Drag a refreshed Spirit toward your opponent's side to attack with it (press anywhere on the card, its cores too).</source>
        <translation>將回復狀態的靈魂卡拖向對手一側以攻擊（按住卡的任何位置皆可，包括其上的能量）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="30" />
        <source>Flash Timing: drag a Magic card with [Flash] onto the table to use it, or pass.</source>
        <translation>靈動時機：將帶有【靈動】的魔法卡拖到桌上使用，或略過。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="32" />
        <source>Drag one of your refreshed Spirits onto the attacker to block, or don't block.</source>
        <translation>將你回復狀態的靈魂卡拖到攻擊者上以阻擋，或不阻擋。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="34" />
        <source>You won rock-paper-scissors: choose to go first or second.</source>
        <translation>你猜拳獲勝：請選擇先攻或後攻。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="35" />
        <source>Keep this Hand, or shuffle it back and draw a new one (once).</source>
        <translation>保留這手牌，或洗回牌組重新抽牌（限一次）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="36" />
        <source>Choose an answer.</source>
        <translation>請選擇一個答案。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="38" />
        <source>End step</source>
        <translation>結束階段</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="38" />
        <source>Pass</source>
        <translation>略過</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="39" />
        <source>No block</source>
        <translation>不阻擋</translation>
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
        <translation>保留手牌</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="43" />
        <source>Redraw hand</source>
        <translation>重抽手牌</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="45" />
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="45" />
        <source>Field</source>
        <translation>場上</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="46" />
        <source>Trash</source>
        <translation>廢棄區</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="47" />
        <source>Removed cards</source>
        <translation>被除外的卡</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="48" />
        <source>Deck</source>
        <translation>牌組</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="48" />
        <source>Life</source>
        <translation>生命值</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="49" />
        <source>Reserve</source>
        <translation>預備區</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="50" />
        <source>Flash Timing</source>
        <translation>靈動時機</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="51" />
        <source>Block?</source>
        <translation>要阻擋嗎？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="52" />
        <source>Who goes first?</source>
        <translation>誰先攻？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="53" />
        <source>Redraw?</source>
        <translation>要重抽嗎？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="53" />
        <source>Choose</source>
        <translation>選擇</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="122" />
        <source>Before the game · set-up</source>
        <translation>遊戲開始前 · 準備</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="124" />
        <source>Turn {turn} · Your turn · {step}</source>
        <translation>第{turn}回合 · 你的回合 · {step}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="125" />
        <source>Turn {turn} · {name}'s turn · {step}</source>
        <translation>第{turn}回合 · {name}的回合 · {step}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="132" />
        <source>Draw</source>
        <translation>平手</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="132" />
        <source>You win!</source>
        <translation>你贏了！</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="134" />
        <source>{name} wins!</source>
        <translation>{name}獲勝！</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="136" />
        <source>New game…</source>
        <translation>新遊戲…</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="157" />
        <source> (after the block)</source>
        <translation>（阻擋後）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="158" />
        <source> (before the block)</source>
        <translation>（阻擋前）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="161" />
        <source>{name} is thinking…</source>
        <translation>{name}思考中…</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="164" />
        <source>Your move — {what}</source>
        <translation>輪到你 — {what}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="176" />
        <source>End {step}</source>
        <translation>結束{step}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="190" />
        <source>{reason} (rule {rule}).</source>
        <translation>{reason}（規則 {rule}）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="192" />
        <source>You must block</source>
        <translation>必須阻擋</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="193" />
        <source>Drag one of your refreshed Spirits onto the attacker.</source>
        <translation>請將你回復狀態的靈魂卡拖到攻擊者上。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="206" />
        <source>Chosen: {cards}</source>
        <translation>已選：{cards}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="208" />
        <source>Click a highlighted card, or a button below.</source>
        <translation>請點擊高亮的卡，或下方的按鈕。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="214" />
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="214" />
        <source>Choose none</source>
        <translation>不選擇</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="230" />
        <source>your {zone}</source>
        <translation>你的{zone}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="231" />
        <source>{name}'s {zone}</source>
        <translation>{name}的{zone}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="237" />
        <source>Confirm, or adjust: click a core to pay it / place it / keep it, or drag it onto the Trash or the new card.</source>
        <translation>確認，或調整：點擊能量以切換支付／放置／保留，或將其拖到廢棄區或新的卡上。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="241" />
        <source>{reason} (rule {rule})</source>
        <translation>{reason}（規則 {rule}）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="245" />
        <source>Confirm</source>
        <translation>確認</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="248" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="253" />
        <source>《Soul Magic》: pay with the Soul Core only</source>
        <translation>《靈魂魔法》：只用靈魂能量支付</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="257" />
        <source>《Succession》: remove {card} from the Trash</source>
        <translation>《繼承》：將廢棄區的{card}除外</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="274" />
        <source>Battle: {card} (BP {bp}) attacks {name}</source>
        <translation>戰鬥：{card}（BP {bp}）攻擊{name}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="276" />
        <source>Battle: the attacker left</source>
        <translation>戰鬥：攻擊者已離場</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="280" />
        <source>Blocked by {card} (BP {bp})</source>
        <translation>被{card}（BP {bp}）阻擋</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="291" />
        <source>{card} ({name}): pending — {state}</source>
        <translation>{card}（{name}）：待機狀態 — {state}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="294" />
        <source>resolving: {effect}</source>
        <translation>處理中：{effect}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="295" />
        <source>waiting: {effect}</source>
        <translation>等待中：{effect}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="296" />
        <source>Pending states and effects</source>
        <translation>待機狀態與效果</translation>
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
        <translation>第{turn}回合</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="101" />
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="102" />
        <source>↶ Undo</source>
        <translation>↶ 復原</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="103" />
        <source>↷ Redo</source>
        <translation>↷ 重做</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="109" />
        <source>GAME LOG  ·  hover a line to see its cards</source>
        <translation>遊戲紀錄  ·  將游標移到一行上可顯示其卡</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="120" />
        <source>Welcome to Spirit Table</source>
        <translation>歡迎使用 Spirit Table</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="144" />
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="145" />
        <source>New game…</source>
        <translation>新遊戲…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="146" />
        <source>Open position…</source>
        <translation>開啟局面…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="148" />
        <source>Decks…</source>
        <translation>牌組…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="150" />
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="151" />
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="154" />
        <source>Concede…</source>
        <translation>投降…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="155" />
        <source>Screenshot</source>
        <translation>螢幕截圖</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="157" />
        <source>Quit</source>
        <translation>結束</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="158" />
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="159" />
        <source>Fit the table to the window</source>
        <translation>讓桌面符合視窗大小</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="161" />
        <source>Show both hands (practice)</source>
        <translation>顯示雙方手牌（練習）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="164" />
        <source>Pass automatically when nothing else is possible</source>
        <translation>沒有其他可做的事時自動略過</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="253" />
        <source>CONFIRM PAYMENT</source>
        <translation>確認支付</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="255" />
        <source>GAME OVER</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="257" />
        <source>{name} IS THINKING…</source>
        <translation>{name}思考中…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="261" />
        <source>YOU MUST BLOCK</source>
        <translation>必須阻擋</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="264" />
        <source>END {step}</source>
        <translation>結束{step}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="264" />
        <source>PASS</source>
        <translation>略過</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="265" />
        <source>NO BLOCK</source>
        <translation>不阻擋</translation>
    </message>
    <message>
        <location filename="../../ui/language_menu.py" line="16" />
        <source>Language</source>
        <translation>語言</translation>
    </message>
</context>
<context>
    <name>PlateItem</name>
    <message>
        <location filename="../../ui/table/mat.py" line="88" />
        <source>Life {life}  ·  Hand {hand}</source>
        <translation>生命值 {life}  ·  手牌 {hand}</translation>
    </message>
    <message>
        <location filename="../../ui/table/mat.py" line="253" />
        <source>TURN PLAYER</source>
        <translation>回合玩家</translation>
    </message>
</context>
<context>
    <name>PromptOverlay</name>
    <message>
        <location filename="../../ui/panels/prompt.py" line="11" />
        <source>You won rock-paper-scissors</source>
        <translation>你猜拳獲勝</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="12" />
        <source>Do you want to go first or second?</source>
        <translation>你要先攻還是後攻？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="13" />
        <source>Your starting Hand</source>
        <translation>你的起始手牌</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="14" />
        <source>Keep it, or shuffle it back and draw a new one (once).</source>
        <translation>保留這手牌，或洗回牌組重新抽牌（限一次）。</translation>
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
        <translation>保留手牌</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="18" />
        <source>Redraw</source>
        <translation>重抽</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="81" />
        <source>A choice</source>
        <translation>選擇</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="87" />
        <source>Player {n}: {title}</source>
        <translation>玩家{n}：{title}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="96" />
        <source>Done</source>
        <translation>完成</translation>
    </message>
</context>
<context>
    <name>TrackerItem</name>
    <message>
        <location filename="../../ui/table/mat.py" line="127" />
        <source>TURN {turn}</source>
        <translation>第 {turn} 回合</translation>
    </message>
    <message>
        <location filename="../../ui/table/mat.py" line="128" />
        <source>SET-UP</source>
        <translation>準備</translation>
    </message>
</context>
</TS>