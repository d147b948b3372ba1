<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
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
        <translation>紅</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="14"/>
        <source>Yellow</source>
        <translation>黃</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="15"/>
        <source>Green</source>
        <translation>綠</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="15"/>
        <source>Blue</source>
        <translation>藍</translation>
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
        <translation>黑</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="27"/>
        <source>&amp;Annotate</source>
        <translation>註解(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="29"/>
        <source>Annotate</source>
        <translation>註解</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="35"/>
        <source>Annotate mode</source>
        <translation>註解模式</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="43"/>
        <source>Annotate: drag from a card to another for an arrow; click for a label, ring or marker; Del deletes, double-click edits</source>
        <translation>註解：從一張卡牌拖到另一張畫箭頭；點擊放置標籤、圓圈或編號；Del刪除，雙擊編輯</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="58"/>
        <source>Select</source>
        <translation>選取</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="58"/>
        <source>Arrow</source>
        <translation>箭頭</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="59"/>
        <source>Label</source>
        <translation>標籤</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="59"/>
        <source>Ring</source>
        <translation>圓圈</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="60"/>
        <source>Marker</source>
        <translation>編號</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="72"/>
        <location filename="../../ui/table/annotations/tool.py" line="267"/>
        <source>Colour</source>
        <translation>顏色</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="75"/>
        <source>Default</source>
        <translation>預設顏色</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="90"/>
        <source>Delete selected annotation</source>
        <translation>刪除所選註解</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/menu.py" line="97"/>
        <source>Remove all annotations</source>
        <translation>移除所有註解</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/tool.py" line="265"/>
        <source>Edit text…</source>
        <translation>編輯文字…</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/tool.py" line="266"/>
        <source>Edit number…</source>
        <translation>編輯編號…</translation>
    </message>
    <message>
        <location filename="../../ui/table/annotations/tool.py" line="272"/>
        <source>Delete</source>
        <translation>刪除</translation>
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
        <translation>編輯器中的局面</translation>
    </message>
    <message>
        <location filename="../../app/autosave.py" line="101"/>
        <source>a game</source>
        <translation>一場對戰</translation>
    </message>
    <message>
        <location filename="../../app/autosave.py" line="105"/>
        <source>against {bot}</source>
        <translation>對戰{bot}</translation>
    </message>
    <message>
        <location filename="../../app/autosave.py" line="108"/>
        <source>practice (both sides)</source>
        <translation>練習（操作雙方）</translation>
    </message>
    <message>
        <location filename="../../app/autosave.py" line="112"/>
        <source>turn {turn}, {player}, {step}, {n} actions played</source>
        <translation>第{turn}回合，{player}，{step}，已進行{n}步</translation>
    </message>
    <message>
        <location filename="../../app/autosave.py" line="116"/>
        <source>last saved {time}</source>
        <translation>最後儲存 {time}</translation>
    </message>
</context>
<context>
    <name>BotWhy</name>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="20"/>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="20"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="20"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="21"/>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="22"/>
        <source>Score: how often the bot won the games it simulated after the move (how many, in grey; moves that fell behind were dropped early).</source>
        <translation>分數：電腦在該行動後模擬的對戰中的勝率（灰色為場數；落後的行動會提早捨棄）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="24"/>
        <source>Score: the bot&apos;s evaluation of the position one move ahead.</source>
        <translation>分數：電腦對一步之後局面的評估。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="37"/>
        <source>WHY THE BOT PLAYED THAT</source>
        <translation>電腦行動的理由</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="80"/>
        <source>The bot has not decided anything yet.</source>
        <translation>電腦尚未做出任何決定。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="90"/>
        <source>turn {turn}, {step}</source>
        <translation>第{turn}回合，{step}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="93"/>
        <source>{n} simulated games</source>
        <translation>模擬{n}場</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="110"/>
        <source>It had only one sensible move.</source>
        <translation>只有一個合理的行動。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="122"/>
        <source>&amp;Bot</source>
        <translation>電腦(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="124"/>
        <source>Pace</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="140"/>
        <source>Show why the bot played that</source>
        <translation>顯示電腦行動的理由</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bot_why.py" line="154"/>
        <source>Bot pace: {pace}</source>
        <translation>電腦速度：{pace}</translation>
    </message>
</context>
<context>
    <name>CardPalette</name>
    <message>
        <location filename="../../ui/editor/palette.py" line="18"/>
        <source>Red</source>
        <translation>紅</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="18"/>
        <source>Purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="19"/>
        <source>Green</source>
        <translation>綠</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="19"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="20"/>
        <source>Yellow</source>
        <translation>黃</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="20"/>
        <source>Blue</source>
        <translation>藍</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="21"/>
        <source>Spirit</source>
        <translation>靈魂卡</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="21"/>
        <source>Nexus</source>
        <translation>核心卡</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="22"/>
        <source>Magic</source>
        <translation>魔法卡</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="81"/>
        <location filename="../../ui/editor/palette.py" line="147"/>
        <source>Search cards by name or id…</source>
        <translation>以卡名或編號搜尋…</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="89"/>
        <location filename="../../ui/editor/palette.py" line="148"/>
        <source>Any colour</source>
        <translation>所有顏色</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="94"/>
        <location filename="../../ui/editor/palette.py" line="149"/>
        <source>Any type</source>
        <translation>所有種類</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="139"/>
        <source>no colour</source>
        <translation>無顏色</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="141"/>
        <source>{type}, {colours}, cost {cost}</source>
        <translation>{type}，{colours}，費用{cost}</translation>
    </message>
    <message>
        <location filename="../../ui/editor/palette.py" line="181"/>
        <source>{shown} of {total} cards  ·  drag one onto the table, or click it and then click where it goes</source>
        <translation>{total}張中的{shown}張  ·  拖到桌上，或點擊後再點擊放置位置</translation>
    </message>
</context>
<context>
    <name>Concede</name>
    <message>
        <location filename="../../ui/dialogs/concede.py" line="12"/>
        <source>Concede?</source>
        <translation>要投降嗎？</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/concede.py" line="13"/>
        <source>Concede this game? It ends at once and your opponent wins.</source>
        <translation>要投降嗎？對戰會立即結束，由對手獲勝。</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/concede.py" line="16"/>
        <source>Concede</source>
        <translation>投降</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/concede.py" line="17"/>
        <source>Play on</source>
        <translation>繼續對戰</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <location filename="../../app/controller.py" line="139"/>
        <source>The file&apos;s action ({action}) was refused: {reason}</source>
        <translation>檔案中的行動（{action}）被拒絕：{reason}</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="195"/>
        <source>Not allowed: {reason}
{rule}</source>
        <translation>不允許：{reason}
{rule}</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="275"/>
        <source>The bot failed: {error}</source>
        <translation>電腦發生錯誤：{error}</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="294"/>
        <source>The bot chose an action the rules refuse: {action}</source>
        <translation>電腦選擇了規則不允許的行動：{action}</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="350"/>
        <source>Undone: {action}</source>
        <translation>已復原：{action}</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="367"/>
        <source>Redone: {action}</source>
        <translation>已重做：{action}</translation>
    </message>
</context>
<context>
    <name>DbTable</name>
    <message>
        <location filename="../../ui/dbscg/words.py" line="20"/>
        <source>Redraw cards? (D 5-2-1-6)</source>
        <translation>要重抽嗎？（D 5-2-1-6）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="21"/>
        <source>Charge Phase</source>
        <translation>充能階段</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="22"/>
        <source>Main Phase</source>
        <translation>主要階段</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="23"/>
        <source>Block with a [Blocker]?</source>
        <translation>要以≪阻擋者≫阻擋嗎？</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="24"/>
        <source>Counter timing</source>
        <translation>反擊時機</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="25"/>
        <source>Offense Step (combo timing)</source>
        <translation>進攻步驟（連擊時機）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="26"/>
        <source>Defense Step (combo timing)</source>
        <translation>防禦步驟（連擊時機）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="27"/>
        <source>Choose</source>
        <translation>選擇</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="30"/>
        <source>Click the cards of your hand you want to return to the Deck, then redraw as many; or keep your hand (once, D 5-2-1-6).</source>
        <translation>點選想放回牌組的手牌，再重抽相同張數；或保留手牌（僅一次，D 5-2-1-6）。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="32"/>
        <source>Drag a card from your hand onto your Energy Area to charge it (once a turn, D 6-2-5), or go on to the Main Phase.</source>
        <translation>將一張手牌拖到能源區進行充能（每回合一次，D 6-2-5），或進入主要階段。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="34"/>
        <source>Drag a Battle card from your hand onto your Battle Area to play it (the table proposes the energy that pays). Drag your Leader or an Active Battle card onto your opponent&apos;s Leader or a rested Battle card to attack.</source>
        <translation>將手牌中的戰鬥卡拖到戰鬥區使其登場（由牌桌建議支付的能源）。將領袖或活躍的戰鬥卡拖到對手的領袖或休息的戰鬥卡上進行攻擊。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="37"/>
        <source>Drag one of your Active [Blocker] cards onto the attacking card to make it the guard card (D 10-4), or don&apos;t block.</source>
        <translation>將一張活躍的≪阻擋者≫卡拖到攻擊中的卡上，使其成為防禦卡（D 10-4），或不阻擋。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="39"/>
        <source>Drag a card with [Counter] from your hand onto the table to activate it (D 4-7-3), or pass.</source>
        <translation>將具有≪反擊≫的手牌拖到牌桌上發動（D 4-7-3），或略過。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="41"/>
        <source>Drag a Battle card from your hand, or an Active one of your Battle Area, onto your Combo Area to combo (D 7-2-1-2), or pass.</source>
        <translation>將手牌中的戰鬥卡，或戰鬥區中活躍的戰鬥卡拖到連擊區進行連擊（D 7-2-1-2），或略過。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="43"/>
        <source>Drag a Battle card from your hand, or an Active one of your Battle Area, onto your Combo Area to combo (D 7-3-1-2), or pass.</source>
        <translation>將手牌中的戰鬥卡，或戰鬥區中活躍的戰鬥卡拖到連擊區進行連擊（D 7-3-1-2），或略過。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="45"/>
        <source>Click a highlighted card, or a button below.</source>
        <translation>點選發亮的卡，或下方的按鈕。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="46"/>
        <source>Click the option to carry out.</source>
        <translation>點選要執行的選項。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="49"/>
        <source>Keep this hand</source>
        <translation>保留這手牌</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="50"/>
        <source>End the Main Phase</source>
        <translation>結束主要階段</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="51"/>
        <source>Don&apos;t block</source>
        <translation>不阻擋</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="52"/>
        <source>Pass</source>
        <translation>略過</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="54"/>
        <source>Don&apos;t charge</source>
        <translation>不充能</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="56"/>
        <source>Click cards of your hand to return them</source>
        <translation>點選要放回的手牌</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="57"/>
        <source>Choose none</source>
        <translation>都不選</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="59"/>
        <source>END MAIN PHASE</source>
        <translation>結束主要階段</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="60"/>
        <source>PASS</source>
        <translation>略過</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="61"/>
        <source>NO CHARGE</source>
        <translation>不充能</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="62"/>
        <source>NO BLOCK</source>
        <translation>不阻擋</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="63"/>
        <source>CONFIRM ENERGY</source>
        <translation>確定能源</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="65"/>
        <source>PLAYING</source>
        <translation>登場中</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="65"/>
        <source>COMBO</source>
        <translation>連擊</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="66"/>
        <source>ACTIVATING</source>
        <translation>發動中</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="66"/>
        <source>COUNTER</source>
        <translation>反擊</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="67"/>
        <source>Play {card}</source>
        <translation>使 {card} 登場</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="68"/>
        <source>Combo with {card}</source>
        <translation>以 {card} 連擊</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="69"/>
        <source>Activate {card}</source>
        <translation>發動 {card}</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="70"/>
        <source>Activate the [Counter] of {card}</source>
        <translation>發動 {card} 的≪反擊≫</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="71"/>
        <source>The energy that pays, {n} of {have} Active: {cards}.</source>
        <translation>支付的能源（活躍的 {have} 張中的 {n} 張）：{cards}。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="72"/>
        <source>Click your energy to change which cards pay (lit: paying). Confirm with Enter, cancel with Esc (D 2-11-1-1).</source>
        <translation>點選能源以更改支付的卡（發亮者支付）。按 Enter 確定，按 Esc 取消（D 2-11-1-1）。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="74"/>
        <source>DAMAGE</source>
        <translation>傷害</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="77"/>
        <source>Battle: {card} ({power}) attacks {target} ({tpower})</source>
        <translation>戰鬥：{card}（{power}）攻擊 {target}（{tpower}）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="78"/>
        <source>Guard card: {card} ([Blocker])</source>
        <translation>防禦卡：{card}（≪阻擋者≫）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="79"/>
        <source>Now: {step}</source>
        <translation>目前：{step}</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="80"/>
        <source>Combo Area of {name}: {cards} (+{power})</source>
        <translation>{name} 的連擊區：{cards}（+{power}）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="81"/>
        <source>Counter timing: {name} may activate a [Counter] (D 4-7-3)</source>
        <translation>反擊時機：{name} 可以發動≪反擊≫（D 4-7-3）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="82"/>
        <source>Declared, waiting for the counter timing: {card}</source>
        <translation>已宣告，等待反擊時機：{card}</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="83"/>
        <source>[Counter] waiting to resolve: {card}</source>
        <translation>等待結算的≪反擊≫：{card}</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="84"/>
        <source>Pending timings</source>
        <translation>等待中的時機</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="102"/>
        <source>attack your Leader with {card}</source>
        <translation>以 {card} 攻擊你的領袖</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="116"/>
        <source>their Leader</source>
        <translation>對手的領袖</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="120"/>
        <source>a card from their hand</source>
        <translation>手牌中的一張卡</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="55"/>
        <source>Return the cards picked ({n}) and draw as many</source>
        <translation>放回選取的卡（{n} 張）並抽相同張數</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="75"/>
        <source>Damage {n} to {name}: that many Life cards went to the hand (marked DAMAGE, D 7-4-1-4).</source>
        <translation>{name} 受到 {n} 點傷害：相同張數的生命卡加入手牌（標示「傷害」，D 7-4-1-4）。</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="88"/>
        <source>To charge, drag a card from your hand onto your Energy Area (D 6-2-5)</source>
        <translation>要充能，請將手牌拖到能源區（D 6-2-5）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="89"/>
        <source>Drop the card on your own side of the table</source>
        <translation>請將卡放在自己這一側</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="90"/>
        <source>To attack, drop the card on your opponent&apos;s Leader or on one of their rested Battle cards (D 7-1-1)</source>
        <translation>要攻擊，請將卡放到對手的領袖或休息的戰鬥卡上（D 7-1-1）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="92"/>
        <source>To block, drop your [Blocker] on the attacking card (D 10-4)</source>
        <translation>要阻擋，請將≪阻擋者≫放到攻擊中的卡上（D 10-4）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="93"/>
        <source>To combo, drop the card on your Combo Area (D 7-2-1-2)</source>
        <translation>要連擊，請將卡放到連擊區（D 7-2-1-2）</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="98"/>
        <source>charge {card}</source>
        <translation>將 {card} 充能</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="99"/>
        <source>play {card}</source>
        <translation>使 {card} 登場</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="100"/>
        <source>activate {card}</source>
        <translation>發動 {card}</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="101"/>
        <source>attack {target} with {card}</source>
        <translation>以 {card} 攻擊 {target}</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="103"/>
        <source>block with {card}</source>
        <translation>以 {card} 阻擋</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="104"/>
        <source>don&apos;t block</source>
        <translation>不阻擋</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="105"/>
        <source>combo with {card}</source>
        <translation>以 {card} 連擊</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="106"/>
        <source>activate the [Counter] of {card}</source>
        <translation>發動 {card} 的≪反擊≫</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="107"/>
        <source>pass</source>
        <translation>略過</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="108"/>
        <source>end the Main Phase</source>
        <translation>結束主要階段</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="109"/>
        <source>keep the hand</source>
        <translation>保留手牌</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="110"/>
        <source>return {n} cards and draw as many</source>
        <translation>放回 {n} 張並抽相同張數</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="111"/>
        <source>choose {what}</source>
        <translation>選擇 {what}</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="112"/>
        <source>concede</source>
        <translation>投降</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="114"/>
        <source>the Leader of {name}</source>
        <translation>{name} 的領袖</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="115"/>
        <source>your Leader</source>
        <translation>你的領袖</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="117"/>
        <source>a card</source>
        <translation>一張卡</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="118"/>
        <source>nothing</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../../ui/dbscg/words.py" line="119"/>
        <source>option {n}</source>
        <translation>選項 {n}</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="22"/>
        <source>destroyed</source>
        <translation>破壞</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="23"/>
        <source>depleted</source>
        <translation>消滅</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="24"/>
        <source>returning to Hand</source>
        <translation>返回手牌</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="25"/>
        <source>returning to Deck</source>
        <translation>返回牌組</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="27"/>
        <source>Drag a card from your Hand onto your Field to summon, deploy or use it. Drag cores between your Reserve and your cards (Shift: all, Ctrl: how many; right-click the Soul Core to swap it).</source>
        <translation>將手牌拖到場上以召喚、配置或使用。在預備區與你的卡之間拖動能量（Shift：全部，Ctrl：指定數量；右鍵點擊靈魂能量可交換）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="30"/>
        <source>Drag a refreshed Spirit toward your opponent&apos;s side to attack with it (press anywhere on the card, its cores too).</source>
        <translation>將回復狀態的靈魂卡拖向對手一側以攻擊（按住卡的任何位置皆可，包括其上的能量）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="32"/>
        <source>Flash Timing: drag a Magic card with [Flash] onto the table to use it, or pass.</source>
        <translation>靈動時機：將帶有【靈動】的魔法卡拖到桌上使用，或略過。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="34"/>
        <source>Drag one of your refreshed Spirits onto the attacker to block, or don&apos;t block.</source>
        <translation>將你回復狀態的靈魂卡拖到攻擊者上以阻擋，或不阻擋。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="36"/>
        <source>You won rock-paper-scissors: choose to go first or second.</source>
        <translation>你猜拳獲勝：請選擇先攻或後攻。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="37"/>
        <source>Keep this Hand, or shuffle it back and draw a new one (once).</source>
        <translation>保留這手牌，或洗回牌組重新抽牌（限一次）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="38"/>
        <source>Choose an answer.</source>
        <translation>請選擇一個答案。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="40"/>
        <source>End step</source>
        <translation>結束階段</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="40"/>
        <source>Pass</source>
        <translation>略過</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="41"/>
        <source>No block</source>
        <translation>不阻擋</translation>
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
        <translation>保留手牌</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="45"/>
        <source>Redraw hand</source>
        <translation>重抽手牌</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="47"/>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="47"/>
        <source>Field</source>
        <translation>場上</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="48"/>
        <source>Trash</source>
        <translation>廢棄區</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="49"/>
        <source>Removed cards</source>
        <translation>被除外的卡</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="50"/>
        <source>Deck</source>
        <translation>牌組</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="50"/>
        <source>Life</source>
        <translation>生命值</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="51"/>
        <source>Reserve</source>
        <translation>預備區</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="52"/>
        <source>Flash Timing</source>
        <translation>靈動時機</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="53"/>
        <source>Block?</source>
        <translation>要阻擋嗎？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="54"/>
        <source>Who goes first?</source>
        <translation>誰先攻？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="55"/>
        <source>Redraw?</source>
        <translation>要重抽嗎？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="55"/>
        <source>Choose</source>
        <translation>選擇</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="129"/>
        <source>Before the game · set-up</source>
        <translation>遊戲開始前 · 準備</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="131"/>
        <source>Turn {turn} · Your turn · {step}</source>
        <translation>第{turn}回合 · 你的回合 · {step}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="132"/>
        <source>Turn {turn} · {name}&apos;s turn · {step}</source>
        <translation>第{turn}回合 · {name}的回合 · {step}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="139"/>
        <source>Draw</source>
        <translation>平手</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="139"/>
        <source>You win!</source>
        <translation>你贏了！</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="141"/>
        <source>{name} wins!</source>
        <translation>{name}獲勝！</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="143"/>
        <source>New game…</source>
        <translation>新遊戲…</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="170"/>
        <source> (after the block)</source>
        <translation>（阻擋後）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="171"/>
        <source> (before the block)</source>
        <translation>（阻擋前）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="174"/>
        <source>{name} is thinking…</source>
        <translation>{name}思考中…</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="177"/>
        <source>Your move — {what}</source>
        <translation>輪到你 — {what}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="189"/>
        <source>End {step}</source>
        <translation>結束{step}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="208"/>
        <source>{reason} (rule {rule}).</source>
        <translation>{reason}（規則 {rule}）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="210"/>
        <source>You must block</source>
        <translation>必須阻擋</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="211"/>
        <source>Drag one of your refreshed Spirits onto the attacker.</source>
        <translation>請將你回復狀態的靈魂卡拖到攻擊者上。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="224"/>
        <source>Chosen: {cards}</source>
        <translation>已選：{cards}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="227"/>
        <source>Click a highlighted card, or a button below.</source>
        <translation>請點擊高亮的卡，或下方的按鈕。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="233"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="233"/>
        <source>Choose none</source>
        <translation>不選擇</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="252"/>
        <source>your {zone}</source>
        <translation>你的{zone}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="253"/>
        <source>{name}&apos;s {zone}</source>
        <translation>{name}的{zone}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="259"/>
        <source>Confirm, or adjust: click a core to pay it / place it / keep it, or drag it onto the Trash or the new card.</source>
        <translation>確認，或調整：點擊能量以切換支付／放置／保留，或將其拖到廢棄區或新的卡上。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="263"/>
        <source>{reason} (rule {rule})</source>
        <translation>{reason}（規則 {rule}）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="267"/>
        <source>Confirm</source>
        <translation>確認</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="270"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="275"/>
        <source>《Soul Magic》: pay with the Soul Core only</source>
        <translation>《靈魂魔法》：只用靈魂能量支付</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="279"/>
        <source>《Succession》: remove {card} from the Trash</source>
        <translation>《繼承》：將廢棄區的{card}除外</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="305"/>
        <source>Battle: {card} (BP {bp}) attacks {name}</source>
        <translation>戰鬥：{card}（BP {bp}）攻擊{name}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="307"/>
        <source>Battle: the attacker left</source>
        <translation>戰鬥：攻擊者已離場</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="311"/>
        <source>Blocked by {card} (BP {bp})</source>
        <translation>被{card}（BP {bp}）阻擋</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="322"/>
        <source>{card} ({name}): pending — {state}</source>
        <translation>{card}（{name}）：待機狀態 — {state}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="326"/>
        <source>resolving: {effect}</source>
        <translation>處理中：{effect}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="327"/>
        <source>waiting: {effect}</source>
        <translation>等待中：{effect}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/decision_panel.py" line="329"/>
        <source>Pending states and effects</source>
        <translation>待機狀態與效果</translation>
    </message>
</context>
<context>
    <name>DeckCharts</name>
    <message>
        <location filename="../../ui/decks/charts.py" line="15"/>
        <source>Spirits</source>
        <translation>靈魂卡</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="15"/>
        <source>Nexuses</source>
        <translation>核心卡</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="15"/>
        <source>Magic</source>
        <translation>魔法卡</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="16"/>
        <source>Red</source>
        <translation>紅</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="16"/>
        <source>Purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="16"/>
        <source>Green</source>
        <translation>綠</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="17"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="17"/>
        <source>Yellow</source>
        <translation>黃</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="17"/>
        <source>Blue</source>
        <translation>藍</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="18"/>
        <source>No colour</source>
        <translation>無顏色</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="55"/>
        <source>No cards yet.</source>
        <translation>尚無卡牌。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="56"/>
        <source>cost {cost}</source>
        <translation>費用{cost}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="61"/>
        <location filename="../../ui/decks/charts.py" line="181"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="62"/>
        <source>Cost curve: {curve} (average {average}).
Colours: {colours}.
Symbols: {symbols}.
Reduction symbols: {reduction}.</source>
        <translation>費用分布：{curve}（平均 {average}）。
顏色：{colours}。
標誌：{symbols}。
減輕標誌：{reduction}。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="80"/>
        <source>COLOURS</source>
        <translation>顏色</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="83"/>
        <source>TYPES</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="86"/>
        <source>SYMBOLS</source>
        <translation>標誌</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="89"/>
        <source>REDUCTION</source>
        <translation>減輕</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="102"/>
        <source>COST CURVE  ·  AVERAGE {average}</source>
        <translation>費用分布  ·  平均 {average}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="103"/>
        <source>COST CURVE</source>
        <translation>費用分布</translation>
    </message>
    <message>
        <location filename="../../ui/decks/charts.py" line="116"/>
        <source>The deck&apos;s cards by cost will show here</source>
        <translation>牌組卡牌的費用分布會顯示在這裡</translation>
    </message>
</context>
<context>
    <name>DeckFiles</name>
    <message>
        <location filename="../../ui/decks/files.py" line="43"/>
        <source>New deck</source>
        <translation>新牌組</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="44"/>
        <source>YOUR DECKS</source>
        <translation>你的牌組</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="47"/>
        <source>(none saved yet)</source>
        <translation>（尚未儲存）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="50"/>
        <source>{deck}: cannot be read</source>
        <translation>{deck}：無法讀取</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="54"/>
        <location filename="../../ui/decks/files.py" line="59"/>
        <source>{deck}  ({n} cards)</source>
        <translation>{deck}  （{n}張）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="56"/>
        <source>START FROM A COPY OF A BUILT-IN DECK</source>
        <translation>從內建牌組的副本開始</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="63"/>
        <source>Open a deck file…</source>
        <translation>開啟牌組檔案…</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="66"/>
        <source>Delete “{deck}” from your decks…</source>
        <translation>從你的牌組中刪除「{deck}」…</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="79"/>
        <source>Delete the deck</source>
        <translation>刪除牌組</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="80"/>
        <source>Delete “{deck}” from your decks?</source>
        <translation>要從你的牌組中刪除「{deck}」嗎？</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="86"/>
        <source>Cannot delete {path}: {error}</source>
        <translation>無法刪除 {path}：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="90"/>
        <source>Deleted {path}; its cards are still here until you leave (Save keeps them again).</source>
        <translation>已刪除 {path}；關閉前卡牌仍在這裡（儲存可再次保留）。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="99"/>
        <source>Unsaved changes</source>
        <translation>未儲存的變更</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="100"/>
        <source>Save the changes to “{deck}”?</source>
        <translation>要儲存「{deck}」的變更嗎？</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="111"/>
        <source>A new, empty deck.</source>
        <translation>新的空牌組。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="120"/>
        <location filename="../../ui/decks/files.py" line="141"/>
        <source>A copy of the built-in deck {deck}: save it to keep it among your decks.</source>
        <translation>內建牌組 {deck} 的副本：儲存後會加入你的牌組。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="126"/>
        <source>{deck} (copy)</source>
        <translation>{deck}（副本）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="136"/>
        <source>Cannot open {path}: {error}</source>
        <translation>無法開啟 {path}：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="146"/>
        <source>Opened {path}</source>
        <translation>已開啟 {path}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="150"/>
        <source>Open a deck file</source>
        <translation>開啟牌組檔案</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="151"/>
        <source>Deck files (*.yaml *.yml);;All files (*)</source>
        <translation>牌組檔案 (*.yaml *.yml);;所有檔案 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="160"/>
        <source>Add a card first: a deck file holds at least one card.</source>
        <translation>請先加入卡牌：牌組檔案至少要有一張卡牌。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="172"/>
        <source>Cannot save to {path}: {error}</source>
        <translation>無法儲存到 {path}：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="175"/>
        <source>Saved “{deck}” to {path}</source>
        <translation>已將「{deck}」儲存到 {path}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="181"/>
        <source>Save the deck</source>
        <translation>儲存牌組</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="182"/>
        <source>Deck files (*.yaml *.yml)</source>
        <translation>牌組檔案 (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="192"/>
        <source>Fix the deck&apos;s problems before playing with it.</source>
        <translation>對戰前請先修正牌組的問題。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="210"/>
        <source>Line {n}</source>
        <translation>第{n}行</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="213"/>
        <source>…and {n} more</source>
        <translation>…還有{n}行</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="216"/>
        <source>Imported {n} cards</source>
        <translation>已匯入{n}張卡牌</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="216"/>
        <source>Nothing imported</source>
        <translation>沒有匯入任何卡牌</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="217"/>
        <source>{k} lines not read</source>
        <translation>{k}行無法讀取</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="219"/>
        <source>(listed under the deck).</source>
        <translation>（列於牌組下方）。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="222"/>
        <source>Imported {n} cards.</source>
        <translation>已匯入{n}張卡牌。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/files.py" line="222"/>
        <source>The list has no cards.</source>
        <translation>清單中沒有卡牌。</translation>
    </message>
</context>
<context>
    <name>DeckHand</name>
    <message>
        <location filename="../../ui/decks/hand.py" line="61"/>
        <source>Point at a card to see it here</source>
        <translation>指向卡牌即可在此顯示</translation>
    </message>
    <message>
        <location filename="../../ui/decks/hand.py" line="114"/>
        <source>Add cards to draw a sample hand</source>
        <translation>加入卡牌即可抽出起手範例</translation>
    </message>
    <message>
        <location filename="../../ui/decks/hand.py" line="139"/>
        <source>Redraw</source>
        <translation>重抽</translation>
    </message>
    <message>
        <location filename="../../ui/decks/hand.py" line="141"/>
        <source>Shuffle the deck again and draw a new opening hand</source>
        <translation>重新洗牌並抽出新的起手</translation>
    </message>
    <message>
        <location filename="../../ui/decks/hand.py" line="166"/>
        <source>SAMPLE OPENING HAND  ·  {n} CARDS</source>
        <translation>起手範例  ·  {n}張</translation>
    </message>
    <message>
        <location filename="../../ui/decks/hand.py" line="167"/>
        <source>SAMPLE OPENING HAND</source>
        <translation>起手範例</translation>
    </message>
</context>
<context>
    <name>DeckLists</name>
    <message>
        <location filename="../../ui/decks/lists.py" line="48"/>
        <source>cost {cost}</source>
        <translation>費用{cost}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/lists.py" line="50"/>
        <source>{n} levels</source>
        <translation>{n}個等級</translation>
    </message>
    <message>
        <location filename="../../ui/decks/lists.py" line="60"/>
        <source>reduction {colours}</source>
        <translation>減輕 {colours}</translation>
    </message>
</context>
<context>
    <name>DeckPanel</name>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="14"/>
        <source>Spirits</source>
        <translation>靈魂卡</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="14"/>
        <source>Nexuses</source>
        <translation>核心卡</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="15"/>
        <source>Magic</source>
        <translation>魔法卡</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="41"/>
        <source>Drag a card here from the pool to add it; drag one out to remove it</source>
        <translation>從卡池拖到這裡加入；拖出即可移除</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="42"/>
        <source>No cards yet.

Double-click a card of the pool, or drag it here. Or start from a copy of a built-in deck (Decks ▾), or import a list.</source>
        <translation>尚無卡牌。

雙擊卡池中的卡牌，或拖到這裡。也可以從內建牌組的副本（牌組 ▾）開始，或匯入清單。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="53"/>
        <source>Double-click or + adds a copy; − or dragging a card out removes one</source>
        <translation>雙擊或+加入一張；−或拖出移除一張</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="57"/>
        <source>Remove a copy of the selected card (−, Delete)</source>
        <translation>移除一張所選卡牌（−、Delete）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="59"/>
        <source>Add a copy of the selected card (+)</source>
        <translation>加入一張所選卡牌（+）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="101"/>
        <source>DECK  ·  {n} CARDS  ·  {rules}: {min} OR MORE, AT MOST {max} OF A NAME</source>
        <translation>牌組  ·  {n}張  ·  {rules}：{min}張以上，同名卡牌最多{max}張</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="105"/>
        <source>rule {rule}</source>
        <translation>規則 {rule}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="106"/>
        <source>Not a legal {rules} deck yet</source>
        <translation>尚不是合乎{rules}規則的牌組</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="110"/>
        <source>A legal {rules} deck</source>
        <translation>合乎{rules}規則的牌組</translation>
    </message>
    <message>
        <location filename="../../ui/decks/deck_view.py" line="111"/>
        <source>{n} cards, rule 6-1</source>
        <translation>{n}張，規則 6-1</translation>
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
        <translation>《繼召》</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="16"/>
        <source>Soul Magic</source>
        <translation>「靈魂魔法」</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="16"/>
        <source>EX symbol</source>
        <translation>EX標誌</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="17"/>
        <source>Clash</source>
        <translation>【激突】</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="17"/>
        <source>Flash timing</source>
        <translation>靈動時機</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="18"/>
        <source>Main timing</source>
        <translation>主要時機</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="18"/>
        <source>Activated effect</source>
        <translation>起動效果</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="19"/>
        <source>Triggered effect</source>
        <translation>誘發效果</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="19"/>
        <source>Once per turn</source>
        <translation>每回合1次</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="20"/>
        <source>Unstackable</source>
        <translation>不可重複</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="47"/>
        <source>CARD POOL</source>
        <translation>卡池</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="52"/>
        <source>Search name, text or family…</source>
        <translation>以卡名、文字或系統搜尋…</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="64"/>
        <source>Show {colour} cards (several colours: any of them)</source>
        <translation>顯示{colour}色卡牌（多個顏色時符合其一即可）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="75"/>
        <source>Type</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="77"/>
        <source>Show only Spirits, Nexuses or Magic</source>
        <translation>只顯示靈魂卡、核心卡或魔法卡</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="78"/>
        <source>Cost {n}</source>
        <translation>費用{n}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="79"/>
        <source>Cost {n}+</source>
        <translation>費用{n}以上</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="80"/>
        <source>Cost</source>
        <translation>費用</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="80"/>
        <source>Show only the cards of one cost</source>
        <translation>只顯示某一費用的卡牌</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="81"/>
        <source>Levels</source>
        <translation>等級</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="81"/>
        <source>No levels (Magic)</source>
        <translation>無等級（魔法卡）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="82"/>
        <source>2 levels</source>
        <translation>2個等級</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="83"/>
        <source>3 levels</source>
        <translation>3個等級</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="84"/>
        <source>Show only the cards with that many levels (Magic cards have none)</source>
        <translation>只顯示有該數量等級的卡牌（魔法卡沒有等級）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="85"/>
        <source>Keyword</source>
        <translation>關鍵字</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="86"/>
        <source>Show only the cards with a keyword, a timing or a kind of effect</source>
        <translation>只顯示持有某關鍵字、時機或效果種類的卡牌</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="91"/>
        <source>No card matches the search and filters.</source>
        <translation>沒有符合搜尋與篩選的卡牌。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="103"/>
        <source>Remove a copy of the selected card from the deck (−)</source>
        <translation>從牌組移除一張所選卡牌（−）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="105"/>
        <source>Add a copy of the selected card to the deck (+, double-click, or drag it onto the deck)</source>
        <translation>將一張所選卡牌加入牌組（+、雙擊或拖到牌組）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="163"/>
        <source>{shown} of {total} cards</source>
        <translation>{total}張中的{shown}張</translation>
    </message>
    <message>
        <location filename="../../ui/decks/pool_view.py" line="164"/>
        <source>no card matches</source>
        <translation>沒有符合的卡牌</translation>
    </message>
</context>
<context>
    <name>DeckText</name>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="12"/>
        <source>One card a line: a count and the card&apos;s name or id (&lt;i&gt;3 Ember Wyvern&lt;/i&gt;, &lt;i&gt;3x ST-R03&lt;/i&gt;, &lt;i&gt;Ember Wyvern x3&lt;/i&gt;). Lines starting with # are skipped. Every line that names no card is reported; the others are imported.</source>
        <translation>每行一種卡牌：張數與卡名或編號（&lt;i&gt;3 Ember Wyvern&lt;/i&gt;、&lt;i&gt;3x ST-R03&lt;/i&gt;、&lt;i&gt;Ember Wyvern x3&lt;/i&gt;）。以#開頭的行會略過。沒有指出卡牌的行會逐一回報，其餘的行會匯入。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="28"/>
        <location filename="../../ui/decks/text_dialogs.py" line="32"/>
        <source>Import a deck list</source>
        <translation>匯入牌組清單</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="33"/>
        <source>The list replaces the deck&apos;s cards (Undo brings them back).</source>
        <translation>清單會取代牌組中的卡牌（復原可還原）。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="42"/>
        <source>Read a text file…</source>
        <translation>讀取文字檔…</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="44"/>
        <source>Paste</source>
        <translation>貼上</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="51"/>
        <source>Import</source>
        <translation>匯入</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="57"/>
        <location filename="../../ui/decks/text_dialogs.py" line="75"/>
        <source>Deck list</source>
        <translation>牌組清單</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="58"/>
        <source>Text files (*.txt *.dek *.list);;All files (*)</source>
        <translation>文字檔 (*.txt *.dek *.list);;所有檔案 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="70"/>
        <source>Export the deck list</source>
        <translation>匯出牌組清單</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="76"/>
        <source>Copy it into a forum post or a message; Import reads it back.</source>
        <translation>可貼到論壇貼文或訊息中；「匯入」可讀回。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="85"/>
        <source>Copy to the clipboard</source>
        <translation>複製到剪貼簿</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="88"/>
        <source>Save as a text file…</source>
        <translation>另存為文字檔…</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="90"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="103"/>
        <source>Copied.</source>
        <translation>已複製。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="110"/>
        <source>Save the deck list</source>
        <translation>儲存牌組清單</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="111"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文字檔 (*.txt);;所有檔案 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="115"/>
        <source>Saved to {path}</source>
        <translation>已儲存到 {path}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/text_dialogs.py" line="117"/>
        <source>Cannot save to {path}: {error}</source>
        <translation>無法儲存到 {path}：{error}</translation>
    </message>
</context>
<context>
    <name>DeckWindow</name>
    <message>
        <location filename="../../ui/decks/window.py" line="53"/>
        <source>Play with this deck ▶</source>
        <translation>用這副牌組對戰 ▶</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="74"/>
        <source>Decks ▾</source>
        <translation>牌組 ▾</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="86"/>
        <source>Deck name</source>
        <translation>牌組名稱</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="90"/>
        <source>Rule set</source>
        <translation>規則</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="94"/>
        <source>{rules}  ({n}+ cards, {copies} of a name)</source>
        <translation>{rules}  （{n}張以上，同名最多{copies}張）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="98"/>
        <source>Undo (Ctrl+Z)</source>
        <translation>復原（Ctrl+Z）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="99"/>
        <source>Redo (Ctrl+Shift+Z, Ctrl+Y)</source>
        <translation>重做（Ctrl+Shift+Z、Ctrl+Y）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="100"/>
        <source>Import list…</source>
        <translation>匯入清單…</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="101"/>
        <source>Read a plain-text list: 3 Ember Wyvern per line</source>
        <translation>讀取文字清單：每行如「3 Ember Wyvern」</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="103"/>
        <source>Export list…</source>
        <translation>匯出清單…</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="104"/>
        <source>The deck as a plain-text list, to copy or save</source>
        <translation>將牌組轉為文字清單以複製或儲存</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="106"/>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="107"/>
        <source>Save among your decks (Ctrl+S)</source>
        <translation>儲存到你的牌組（Ctrl+S）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="108"/>
        <source>Save as…</source>
        <translation>另存新檔…</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="108"/>
        <source>Save as a deck file anywhere</source>
        <translation>另存為牌組檔案到任意位置</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="49"/>
        <location filename="../../ui/decks/window.py" line="203"/>
        <source>New deck</source>
        <translation>新牌組</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="240"/>
        <source>No effect text.</source>
        <translation>沒有效果文字。</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="242"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="245"/>
        <source>Lv{n}: {cores} cores</source>
        <translation>Lv{n}：{cores}個能量</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="250"/>
        <source>Reduction: {colours}</source>
        <translation>減輕：{colours}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="251"/>
        <source>Symbols: {symbols}</source>
        <translation>標誌：{symbols}</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="252"/>
        <source>{n} in the deck</source>
        <translation>牌組中有{n}張</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="285"/>
        <source>Start a game with this deck (it is saved first)</source>
        <translation>用這副牌組開始對戰（會先儲存）</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="286"/>
        <source>Fix the deck&apos;s problems first</source>
        <translation>請先修正牌組的問題</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="287"/>
        <source>not saved yet</source>
        <translation>尚未儲存</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="288"/>
        <source>Decks</source>
        <translation>牌組</translation>
    </message>
</context>
<context>
    <name>EditorInput</name>
    <message>
        <location filename="../../ui/editor/table_input.py" line="46"/>
        <source>Put cards into a Hand, Field, Trash, Removed Area or Deck</source>
        <translation>卡牌要放在手牌、場上、廢棄區、除外區或牌組</translation>
    </message>
    <message>
        <location filename="../../ui/editor/table_input.py" line="124"/>
        <source>Click where {card} goes (hold Ctrl to put several; right-click to stop)</source>
        <translation>點擊{card}要放置的位置（按住Ctrl可放多張；右鍵結束）</translation>
    </message>
</context>
<context>
    <name>EditorMenu</name>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="12"/>
        <source>Refreshed</source>
        <translation>回復狀態</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="12"/>
        <source>Exhausted</source>
        <translation>疲勞狀態</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="13"/>
        <source>Heavy exhausted</source>
        <translation>重疲勞狀態</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="14"/>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="14"/>
        <source>Field</source>
        <translation>場上</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="14"/>
        <source>Trash</source>
        <translation>廢棄區</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="15"/>
        <source>Removed Area</source>
        <translation>除外區</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="15"/>
        <source>Deck</source>
        <translation>牌組</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="15"/>
        <source>Reserve</source>
        <translation>預備區</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="16"/>
        <source>Life</source>
        <translation>生命值</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="16"/>
        <source>Void</source>
        <translation>空間</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="48"/>
        <source>{card}  ({area} of P{n})</source>
        <translation>{card}  （P{n}的{area}）</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="53"/>
        <source>Cores: {n}</source>
        <translation>能量：{n}個</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="53"/>
        <source>Soul Core</source>
        <translation>靈魂能量</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="55"/>
        <location filename="../../ui/editor/context_menu.py" line="107"/>
        <source>Add a core (+)</source>
        <translation>加入1個能量（+）</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="56"/>
        <location filename="../../ui/editor/context_menu.py" line="108"/>
        <source>Remove a core (−)</source>
        <translation>移除1個能量（−）</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="59"/>
        <source>Set {n} cores</source>
        <translation>設為{n}個能量</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="61"/>
        <location filename="../../ui/editor/context_menu.py" line="110"/>
        <source>Move the Soul Core here</source>
        <translation>將靈魂能量移到這裡</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="63"/>
        <location filename="../../ui/editor/context_menu.py" line="92"/>
        <source>Move the Soul Core to the {area}</source>
        <translation>將靈魂能量移到{area}</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="71"/>
        <source>Put on top of the Deck</source>
        <translation>放到牌組頂端</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="72"/>
        <source>Move to the {area}</source>
        <translation>移到{area}</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="76"/>
        <source>Give to P{n} ({area})</source>
        <translation>交給P{n}（{area}）</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="78"/>
        <source>Remove the card</source>
        <translation>移除卡牌</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="89"/>
        <source>P{n}&apos;s Soul Core</source>
        <translation>P{n}的靈魂能量</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="106"/>
        <source>P{n}&apos;s {area}: {cores} cores</source>
        <translation>P{n}的{area}：{cores}個能量</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="113"/>
        <source>P{n}&apos;s Deck: {cards} cards + {blanks} blank</source>
        <translation>P{n}的牌組：{cards}張＋空白{blanks}張</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="115"/>
        <source>Add 10 blank cards</source>
        <translation>加入10張空白卡</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="116"/>
        <source>Remove 10 blank cards</source>
        <translation>移除10張空白卡</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="119"/>
        <source>Remove the top card</source>
        <translation>移除最上面的卡牌</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="123"/>
        <source>P{n}&apos;s {area}: {cards} cards</source>
        <translation>P{n}的{area}：{cards}張</translation>
    </message>
    <message>
        <location filename="../../ui/editor/context_menu.py" line="124"/>
        <source>Remove the top card ({card})</source>
        <translation>移除最上面的卡牌（{card}）</translation>
    </message>
</context>
<context>
    <name>EditorPanel</name>
    <message>
        <location filename="../../ui/editor/panel.py" line="15"/>
        <location filename="../../ui/editor/panel.py" line="43"/>
        <source>Reserve</source>
        <translation>預備區</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="15"/>
        <location filename="../../ui/editor/panel.py" line="43"/>
        <source>Life</source>
        <translation>生命值</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="15"/>
        <source>Trash</source>
        <translation>廢棄區</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="16"/>
        <source>Void</source>
        <translation>空間</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="44"/>
        <source>Trash cores</source>
        <translation>廢棄區能量</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="44"/>
        <source>Deck blanks</source>
        <translation>牌組空白卡</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="55"/>
        <source>Soul Core</source>
        <translation>靈魂能量</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="93"/>
        <source>Turn, step</source>
        <translation>回合、階段</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="96"/>
        <source>first:</source>
        <translation>先攻：</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="98"/>
        <source>Turn player</source>
        <translation>回合玩家</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="99"/>
        <source>Seed</source>
        <translation>種子</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="111"/>
        <source>Play vs bot</source>
        <translation>與電腦對戰</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="112"/>
        <source>Check the position and play it against the bot (you are P1)</source>
        <translation>檢查局面並與電腦對戰（你是P1）</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="113"/>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="113"/>
        <source>Check the position and play both sides</source>
        <translation>檢查局面並操作雙方對戰</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="114"/>
        <source>Save…</source>
        <translation>儲存…</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="114"/>
        <source>Save as a position file (YAML)</source>
        <translation>儲存為局面檔案（YAML）</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="115"/>
        <source>Open…</source>
        <translation>開啟…</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="115"/>
        <source>Open a position file into the editor</source>
        <translation>在編輯器中開啟局面檔案</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="116"/>
        <source>Check</source>
        <translation>檢查</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="116"/>
        <source>Let the engine check the position</source>
        <translation>讓引擎檢查局面</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="117"/>
        <source>Empty board</source>
        <translation>清空盤面</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="117"/>
        <source>Take every card and core off the board</source>
        <translation>移除盤面上所有卡牌與能量</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="118"/>
        <source>Leave editor</source>
        <translation>離開編輯器</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="118"/>
        <source>Back to the game as it was, without the edits</source>
        <translation>放棄編輯，回到原本的對戰</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="163"/>
        <source>On {card}</source>
        <translation>在{card}上</translation>
    </message>
    <message>
        <location filename="../../ui/editor/panel.py" line="181"/>
        <source>The engine accepts this position.</source>
        <translation>引擎接受這個局面。</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../ui/export/dialog.py" line="69"/>
        <location filename="../../ui/export/dialog.py" line="222"/>
        <source>Export the table</source>
        <translation>匯出桌面</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="76"/>
        <source>Area</source>
        <translation>範圍</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="77"/>
        <source>The whole table</source>
        <translation>整個桌面</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="79"/>
        <source>A region</source>
        <translation>區域</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="85"/>
        <source>Drag out on the table…</source>
        <translation>在桌上拖曳選取…</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="93"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="100"/>
        <source>Mat</source>
        <translation>牌墊</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="103"/>
        <source>Dark (the table&apos;s felt)</source>
        <translation>深色（桌面絨布）</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="104"/>
        <source>Light (for print)</source>
        <translation>淺色（列印用）</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="106"/>
        <source>Show hidden information (the other hand, the top of each Deck)</source>
        <translation>顯示隱藏資訊（對手手牌、各牌組頂端）</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="109"/>
        <source>Hide the side panel and the controls (only the table is drawn)</source>
        <translation>隱藏側邊面板與控制項（只畫桌面）</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="123"/>
        <source>Save…</source>
        <translation>儲存…</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="127"/>
        <source>Copy to clipboard</source>
        <translation>複製到剪貼簿</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="130"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="172"/>
        <source>region</source>
        <translation>區域</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="172"/>
        <source>whole table</source>
        <translation>整個桌面</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="186"/>
        <source>Drag out the region to export (right-click to cancel)</source>
        <translation>拖曳選取要匯出的區域（右鍵取消）</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="207"/>
        <source>Exported {path}</source>
        <translation>已匯出 {path}</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="215"/>
        <source>Copied a {w} × {h} picture</source>
        <translation>已複製 {w} × {h} 的圖片</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="223"/>
        <source>PNG image (*.png)</source>
        <translation>PNG圖片 (*.png)</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="224"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG圖形 (*.svg)</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="230"/>
        <source>Cannot export: {error}</source>
        <translation>無法匯出：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="232"/>
        <source>Saved {path}</source>
        <translation>已儲存 {path}</translation>
    </message>
    <message>
        <location filename="../../ui/export/dialog.py" line="262"/>
        <source>Export…</source>
        <translation>匯出…</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="38"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="44"/>
        <source>It&apos;s a draw</source>
        <translation>平手</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="46"/>
        <source>You win!</source>
        <translation>你贏了！</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="48"/>
        <source>{name} wins</source>
        <translation>{name}獲勝</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="56"/>
        <source>{n} turns played</source>
        <translation>共{n}回合</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="64"/>
        <source>Life</source>
        <translation>生命值</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="64"/>
        <source>Field</source>
        <translation>場上</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="64"/>
        <source>Played</source>
        <translation>出牌</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="64"/>
        <source>Attacks</source>
        <translation>攻擊</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="65"/>
        <source>Deck</source>
        <translation>牌組</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="70"/>
        <source>New game…</source>
        <translation>新對戰…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="70"/>
        <source>Rematch</source>
        <translation>再戰</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="71"/>
        <source>Watch replay</source>
        <translation>觀看重播</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="71"/>
        <source>Look at the table</source>
        <translation>查看桌面</translation>
    </message>
</context>
<context>
    <name>Gestures</name>
    <message>
        <location filename="../../ui/gestures.py" line="36"/>
        <source>Rule {rule}</source>
        <translation>規則 {rule}</translation>
    </message>
    <message>
        <location filename="../../ui/gestures.py" line="45"/>
        <source>A core goes onto one of your Spirits or Nexuses, or back to your Reserve: drop it there</source>
        <translation>能量要放到自己的靈魂卡或核心卡上，或放回預備區：請放在那裡</translation>
    </message>
    <message>
        <location filename="../../ui/gestures.py" line="47"/>
        <source>Drop the card on your own side of the table</source>
        <translation>請將卡片放在自己這一側</translation>
    </message>
    <message>
        <location filename="../../ui/gestures.py" line="48"/>
        <source>To attack, drag the Spirit onto your opponent&apos;s side of the table</source>
        <translation>要攻擊，請將靈魂卡拖到對手那一側的桌面</translation>
    </message>
    <message>
        <location filename="../../ui/gestures.py" line="49"/>
        <source>To block, drop your Spirit on the attacking Spirit (or on the opponent&apos;s side)</source>
        <translation>要阻擋，請將靈魂卡放到攻擊中的靈魂卡上（或對手那一側）</translation>
    </message>
</context>
<context>
    <name>Interaction</name>
    <message>
        <location filename="../../ui/interaction.py" line="170"/>
        <source>Set {name} as your burst (face down)</source>
        <translation>將{name}背面朝上設置為爆發卡</translation>
    </message>
    <message>
        <location filename="../../ui/interaction.py" line="171"/>
        <source>{verb}: {name}</source>
        <translation>{verb}：{name}</translation>
    </message>
    <message>
        <location filename="../../ui/interaction.py" line="177"/>
        <source>Activate {card}&apos;s effect {n}</source>
        <translation>發動{card}的效果{n}</translation>
    </message>
    <message>
        <location filename="../../ui/interaction.py" line="190"/>
        <source>Swap the Soul Core with a core in the Reserve</source>
        <translation>將靈魂能量與預備區的能量交換</translation>
    </message>
    <message>
        <location filename="../../ui/interaction.py" line="191"/>
        <source>Swap the Soul Core with a core on {name}</source>
        <translation>將靈魂能量與{name}上的能量交換</translation>
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
        <translation>第{turn}回合</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="102"/>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="103"/>
        <source>↶ Undo</source>
        <translation>↶ 復原</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="104"/>
        <source>↷ Redo</source>
        <translation>↷ 重做</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="110"/>
        <source>GAME LOG  ·  hover a line to see its cards</source>
        <translation>遊戲紀錄  ·  將游標移到一行上可顯示其卡</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="121"/>
        <source>Welcome to Spirit Table</source>
        <translation>歡迎使用 Spirit Table</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="145"/>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="146"/>
        <source>New game…</source>
        <translation>新遊戲…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="147"/>
        <source>Open position…</source>
        <translation>開啟局面…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="149"/>
        <source>Decks…</source>
        <translation>牌組…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="151"/>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="152"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="155"/>
        <source>Concede…</source>
        <translation>投降…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="156"/>
        <source>Screenshot</source>
        <translation>螢幕截圖</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="158"/>
        <source>Quit</source>
        <translation>結束</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="159"/>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="160"/>
        <source>Fit the table to the window</source>
        <translation>讓桌面符合視窗大小</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="162"/>
        <source>Show both hands (practice)</source>
        <translation>顯示雙方手牌（練習）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="165"/>
        <source>Pass automatically when nothing else is possible</source>
        <translation>沒有其他可做的事時自動略過</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="183"/>
        <source>A payment is shown: confirm it with Enter, or cancel it with Esc</source>
        <translation>已顯示支付方式：按Enter確認，按Esc取消</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="185"/>
        <source>Space has nothing to pass now: answer in the side panel</source>
        <translation>現在沒有可用Space放棄的事：請在側邊面板回答</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="259"/>
        <source>CONFIRM PAYMENT</source>
        <translation>確認支付</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="263"/>
        <source>GAME OVER</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="265"/>
        <source>{name} IS THINKING…</source>
        <translation>{name}思考中…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="269"/>
        <source>YOU MUST BLOCK</source>
        <translation>必須阻擋</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="275"/>
        <source>END {step}</source>
        <translation>結束{step}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="275"/>
        <source>PASS</source>
        <translation>略過</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="276"/>
        <source>NO BLOCK</source>
        <translation>不阻擋</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="283"/>
        <source>{name} is thinking…</source>
        <translation>{name}思考中…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="303"/>
        <source>Your turn
Turn {turn}</source>
        <translation>你的回合
第{turn}回合</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="310"/>
        <source>Use its [{timing}] effect</source>
        <translation>使用其[{timing}]效果</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="311"/>
        <source>Main</source>
        <translation>主要</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="311"/>
        <source>Flash</source>
        <translation>靈動</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="357"/>
        <source>The game goes on.</source>
        <translation>對戰繼續。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="386"/>
        <source>Position file</source>
        <translation>局面檔案</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="387"/>
        <source>Positions (*.yaml *.yml *.json);;All (*)</source>
        <translation>局面 (*.yaml *.yml *.json);;全部 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="399"/>
        <source>Screenshot saved: {path}</source>
        <translation>已儲存螢幕截圖：{path}</translation>
    </message>
    <message>
        <location filename="../../ui/language_menu.py" line="18"/>
        <source>Language</source>
        <translation>語言</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="17"/>
        <source>Random (rock-paper-scissors)</source>
        <translation>隨機（猜拳）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="17"/>
        <source>Me</source>
        <translation>自己</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="17"/>
        <source>My opponent</source>
        <translation>對手</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="21"/>
        <source>Battle Spirits Standard 1.0</source>
        <translation>戰魂 標準 1.0</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="22"/>
        <source>Battle Spirits Eternal 17.0</source>
        <translation>戰魂 永恆 17.0</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="23"/>
        <source>Battle Spirits Saga 1.7.0</source>
        <translation>戰魂 傳說 1.7.0</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="24"/>
        <source>Dragon Ball Super Card Game</source>
        <translation>七龍珠超 卡牌遊戲</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="29"/>
        <source>Bot: hard (default): looks ahead by playing out games</source>
        <translation>電腦：困難（預設）：模擬對戰來預測</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="30"/>
        <source>Bot: strongest: searches longer (slower)</source>
        <translation>電腦：最強：搜尋更久（較慢）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="31"/>
        <source>Bot: normal: quick, looks one move ahead</source>
        <translation>電腦：普通：快速，預測一步</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="32"/>
        <source>Bot: easy: looks one move ahead, and often slips</source>
        <translation>電腦：簡單：預測一步，但常失誤</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="33"/>
        <source>Bot: random: any legal move (for testing)</source>
        <translation>電腦：random：隨機合法行動（測試用）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="67"/>
        <location filename="../../ui/dialogs/new_game.py" line="76"/>
        <source>New game</source>
        <translation>新對戰</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="76"/>
        <source>Choose the rules, the decks, your opponent and who goes first. ★ marks your own decks (Decks… builds them).</source>
        <translation>請選擇規則、牌組、對手與先攻。★表示你自己的牌組（用「牌組…」組建）。</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="89"/>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="94"/>
        <location filename="../../ui/dialogs/new_game.py" line="267"/>
        <source>Your deck</source>
        <translation>你的牌組</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="95"/>
        <source>Opponent&apos;s deck</source>
        <translation>對手的牌組</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="107"/>
        <source>Bot: {name}</source>
        <translation>電腦：{name}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="108"/>
        <source>Second human (practice: one person plays both sides)</source>
        <translation>另一位玩家（練習：一人操作雙方）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="115"/>
        <source>Opponent</source>
        <translation>對手</translation>
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
        <translation>隨機</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="135"/>
        <source>Seed</source>
        <translation>種子</translation>
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
        <translation>{name}（{n}張）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="203"/>
        <source>Your deck: {path}</source>
        <translation>你的牌組：{path}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="217"/>
        <source>File…</source>
        <translation>檔案…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="222"/>
        <source>Decks…</source>
        <translation>牌組…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="225"/>
        <source>Build, check and test decks; a deck saved there is listed here</source>
        <translation>組建、檢查與測試牌組；在那裡儲存的牌組會列在這裡</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="239"/>
        <source>Use this deck ✓</source>
        <translation>使用這副牌組 ✓</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="268"/>
        <source>The opponent&apos;s deck</source>
        <translation>對手的牌組</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="276"/>
        <source>{who} cannot be read: {error}</source>
        <translation>無法讀取{who}：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="280"/>
        <source>{who} is not legal: {problem} (rule {rule})</source>
        <translation>{who}不合規則：{problem}（規則 {rule}）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="282"/>
        <source>, and {n} more</source>
        <translation>，另有{n}項</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="288"/>
        <source>Deck file</source>
        <translation>牌組檔案</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="288"/>
        <source>Deck files (*.yaml *.yml);;All files (*)</source>
        <translation>牌組檔案 (*.yaml *.yml);;所有檔案 (*)</translation>
    </message>
</context>
<context>
    <name>Payment</name>
    <message>
        <location filename="../../ui/payment.py" line="16"/>
        <source>Summon {card}</source>
        <translation>召喚{card}</translation>
    </message>
    <message>
        <location filename="../../ui/payment.py" line="16"/>
        <source>Deploy {card}</source>
        <translation>配置{card}</translation>
    </message>
    <message>
        <location filename="../../ui/payment.py" line="17"/>
        <source>Use {card}</source>
        <translation>使用{card}</translation>
    </message>
    <message>
        <location filename="../../ui/payment.py" line="106"/>
        <source>Cost {cost} after reduction. To the Trash ({n}): {what}.</source>
        <translation>減輕後費用{cost}。放到廢棄區（{n}個）：{what}。</translation>
    </message>
    <message>
        <location filename="../../ui/payment.py" line="109"/>
        <source>Onto {card} ({n}, at least {lv1}): {what}.</source>
        <translation>放到{card}上（{n}個，至少{lv1}個）：{what}。</translation>
    </message>
    <message>
        <location filename="../../ui/payment.py" line="123"/>
        <source>the Soul Core</source>
        <translation>靈魂能量</translation>
    </message>
    <message>
        <location filename="../../ui/payment.py" line="125"/>
        <source>{n} from the Reserve</source>
        <translation>預備區的{n}個</translation>
    </message>
    <message>
        <location filename="../../ui/payment.py" line="127"/>
        <source>{n} from {place}</source>
        <translation>{place}的{n}個</translation>
    </message>
    <message>
        <location filename="../../ui/payment.py" line="128"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../ui/payment.py" line="128"/>
        <source>nothing</source>
        <translation>無</translation>
    </message>
</context>
<context>
    <name>PlateItem</name>
    <message>
        <location filename="../../ui/table/mat.py" line="91"/>
        <source>Life {life}  ·  Hand {hand}</source>
        <translation>生命值 {life}  ·  手牌 {hand}</translation>
    </message>
    <message>
        <location filename="../../ui/table/mat.py" line="257"/>
        <source>TURN PLAYER</source>
        <translation>回合玩家</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../../ui/i18n.py" line="222"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="222"/>
        <source>Bot</source>
        <translation>電腦</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="223"/>
        <source>Player 1</source>
        <translation>玩家1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="223"/>
        <location filename="../../app/gui.py" line="174"/>
        <source>Player 2</source>
        <translation>玩家2</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="224"/>
        <source>Bot ({level})</source>
        <translation>電腦（{level}）</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="224"/>
        <source>search</source>
        <translation>搜尋</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="225"/>
        <source>strong</source>
        <translation>強</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="225"/>
        <source>greedy</source>
        <translation>貪婪</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="226"/>
        <source>random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="226"/>
        <source>easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="227"/>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="227"/>
        <source>hard</source>
        <translation>困難</translation>
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
        <translation>編輯局面</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="88"/>
        <source>New empty position</source>
        <translation>新的空局面</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="89"/>
        <source>Open position in the editor…</source>
        <translation>在編輯器中開啟局面…</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="90"/>
        <source>Save position…</source>
        <translation>儲存局面…</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="93"/>
        <source>Play from here against the bot</source>
        <translation>從這裡開始與電腦對戰</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="94"/>
        <source>Play from here (practice)</source>
        <translation>從這裡開始對戰（練習）</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="95"/>
        <source>Leave the editor</source>
        <translation>離開編輯器</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="111"/>
        <location filename="../../ui/editor/editor.py" line="138"/>
        <source>Position editor</source>
        <translation>局面編輯器</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="166"/>
        <source>Position editor: drag cards from the palette, right-click cards, cores and areas to change them</source>
        <translation>局面編輯器：從卡牌面板拖曳卡牌，右鍵點擊卡牌、能量與區域可變更</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="260"/>
        <source>EDITING POSITION</source>
        <translation>編輯局面中</translation>
    </message>
    <message>
        <location filename="../../ui/editor/editor.py" line="334"/>
        <source>The engine accepts this position.</source>
        <translation>引擎接受這個局面。</translation>
    </message>
</context>
<context>
    <name>PositionFiles</name>
    <message>
        <location filename="../../ui/editor/files.py" line="56"/>
        <source>Not a valid position — {error}</source>
        <translation>不是有效的局面 — {error}</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="61"/>
        <source>The position is not valid</source>
        <translation>局面無效</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="62"/>
        <source>The engine does not accept this position:

{error}

Fix it and try again (the card is marked on the table).</source>
        <translation>引擎不接受這個局面：

{error}

請修正後再試一次（該卡牌已在桌上標示）。</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="108"/>
        <source>Save an invalid position?</source>
        <translation>要儲存無效的局面嗎？</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="109"/>
        <source>The engine does not accept this position yet:

{error}

Save it anyway?</source>
        <translation>引擎尚未接受這個局面：

{error}

仍要儲存嗎？</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="117"/>
        <source>Cannot write {path}: {error}</source>
        <translation>無法寫入 {path}：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="120"/>
        <source>Position saved: {path}</source>
        <translation>已儲存局面：{path}</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="136"/>
        <source>Cannot open {path}: {error}</source>
        <translation>無法開啟 {path}：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="138"/>
        <source>Cannot open the position</source>
        <translation>無法開啟局面</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="153"/>
        <source>The file&apos;s actions and expect are not part of the board: saving writes the position only</source>
        <translation>檔案中的actions與expect不屬於盤面：儲存時只寫入局面</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="159"/>
        <source>Save position</source>
        <translation>儲存局面</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="160"/>
        <source>Positions (*.yaml *.yml);;All (*)</source>
        <translation>局面 (*.yaml *.yml);;全部 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="165"/>
        <source>Open position in the editor</source>
        <translation>在編輯器中開啟局面</translation>
    </message>
    <message>
        <location filename="../../ui/editor/files.py" line="166"/>
        <source>Positions (*.yaml *.yml *.json);;All (*)</source>
        <translation>局面 (*.yaml *.yml *.json);;全部 (*)</translation>
    </message>
</context>
<context>
    <name>PromptOverlay</name>
    <message>
        <location filename="../../ui/panels/prompt.py" line="12"/>
        <source>You won rock-paper-scissors</source>
        <translation>你猜拳獲勝</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="13"/>
        <source>Do you want to go first or second?</source>
        <translation>你要先攻還是後攻？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="14"/>
        <source>Your starting Hand</source>
        <translation>你的起始手牌</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="15"/>
        <source>Keep it, or shuffle it back and draw a new one (once).</source>
        <translation>保留這手牌，或洗回牌組重新抽牌（限一次）。</translation>
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
        <translation>保留手牌</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="19"/>
        <source>Redraw</source>
        <translation>重抽</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="82"/>
        <source>A choice</source>
        <translation>選擇</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="90"/>
        <source>Player {n}: {title}</source>
        <translation>玩家{n}：{title}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/prompt.py" line="99"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../../ui/replay/viewer.py" line="34"/>
        <location filename="../../ui/replay/viewer.py" line="58"/>
        <source>Replay — {title}</source>
        <translation>重播 — {title}</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="76"/>
        <source>REPLAY</source>
        <translation>重播</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="92"/>
        <source>The start (Home)</source>
        <translation>開頭（Home）</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="93"/>
        <source>The previous turn (Page Up)</source>
        <translation>上一回合（Page Up）</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="94"/>
        <source>One action back (←)</source>
        <translation>後退一步（←）</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="95"/>
        <source>One action forward (→)</source>
        <translation>前進一步（→）</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="96"/>
        <source>The next turn (Page Down)</source>
        <translation>下一回合（Page Down）</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="97"/>
        <source>The end (End)</source>
        <translation>結尾（End）</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="112"/>
        <source>Show hidden cards (both hands)</source>
        <translation>顯示隱藏的卡牌（雙方手牌）</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="117"/>
        <source>TURNS</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="129"/>
        <source>GAME LOG UP TO THIS MOMENT</source>
        <translation>到此刻為止的紀錄</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="133"/>
        <location filename="../../ui/replay/viewer.py" line="156"/>
        <source>Export log…</source>
        <translation>匯出紀錄…</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="155"/>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="158"/>
        <source>Close the replay</source>
        <translation>關閉重播</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="159"/>
        <source>&amp;Go</source>
        <translation>移動(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="160"/>
        <source>Back one action</source>
        <translation>後退一步</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="161"/>
        <source>Forward one action</source>
        <translation>前進一步</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="162"/>
        <source>Previous turn</source>
        <translation>上一回合</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="163"/>
        <source>Next turn</source>
        <translation>下一回合</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="164"/>
        <source>The start</source>
        <translation>開頭</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="165"/>
        <source>The end</source>
        <translation>結尾</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="167"/>
        <source>Fit the table to the window</source>
        <translation>讓桌面符合視窗大小</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="204"/>
        <source>REPLAY  {n} / {total}</source>
        <translation>重播  {n} / {total}</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="220"/>
        <source>game over: a draw</source>
        <translation>遊戲結束：平手</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="220"/>
        <source>game over: {name} wins</source>
        <translation>遊戲結束：{name}獲勝</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="222"/>
        <source>Turn {turn} · {name} · {step}&lt;br&gt;action {n} of {total}</source>
        <translation>第{turn}回合 · {name} · {step}&lt;br&gt;第{n}步，共{total}步</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="227"/>
        <source>Next: {name}: {action}</source>
        <translation>下一步：{name}：{action}</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="228"/>
        <source>The end of the game as saved.</source>
        <translation>已儲存的對戰到此為止。</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="248"/>
        <source>Turn {turn} — {name}   (action {n})</source>
        <translation>第{turn}回合 — {name}   （第{n}步）</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="255"/>
        <source>Turn {n}</source>
        <translation>第{n}回合</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="256"/>
        <source>Set-up</source>
        <translation>準備</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="264"/>
        <source>Export the log</source>
        <translation>匯出紀錄</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="265"/>
        <source>Text (*.txt);;All (*)</source>
        <translation>文字 (*.txt);;全部 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="269"/>
        <source>Log written: {path}</source>
        <translation>已寫入紀錄：{path}</translation>
    </message>
    <message>
        <location filename="../../ui/replay/viewer.py" line="271"/>
        <source>Cannot write {path}: {error}</source>
        <translation>無法寫入 {path}：{error}</translation>
    </message>
</context>
<context>
    <name>RuleSets</name>
    <message>
        <location filename="../../ui/decks/window.py" line="28"/>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="28"/>
        <source>Saga</source>
        <translation>傳說</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="29"/>
        <source>Eternal</source>
        <translation>永恆</translation>
    </message>
    <message>
        <location filename="../../ui/decks/window.py" line="29"/>
        <source>Dragon Ball Super</source>
        <translation>七龍珠超</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../app/resume_dialog.py" line="15"/>
        <source>Resume the last game?</source>
        <translation>要繼續上一場對戰嗎？</translation>
    </message>
    <message>
        <location filename="../../app/resume_dialog.py" line="26"/>
        <source>Your last game did not end properly</source>
        <translation>上一場對戰沒有正常結束</translation>
    </message>
    <message>
        <location filename="../../app/resume_dialog.py" line="28"/>
        <source>Spirit Table was closed unexpectedly (a crash or a kill). The game was saved after every action.</source>
        <translation>Spirit Table意外關閉（當機或被強制結束）。對戰在每一步之後都已儲存。</translation>
    </message>
    <message>
        <location filename="../../app/resume_dialog.py" line="38"/>
        <source>New game</source>
        <translation>新對戰</translation>
    </message>
    <message>
        <location filename="../../app/resume_dialog.py" line="39"/>
        <source>Resume</source>
        <translation>繼續</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="73"/>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="89"/>
        <source>Save game…</source>
        <translation>儲存對戰…</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="90"/>
        <source>Open game…</source>
        <translation>開啟對戰…</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="92"/>
        <source>Watch replay of this game</source>
        <translation>觀看這場對戰的重播</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="94"/>
        <source>Open replay…</source>
        <translation>開啟重播…</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="95"/>
        <source>Export log…</source>
        <translation>匯出紀錄…</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="143"/>
        <source>the start of this game is not known (it cannot be saved or replayed)</source>
        <translation>不知道這場對戰的開始（無法儲存或重播）</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="185"/>
        <location filename="../../app/session.py" line="199"/>
        <source>Cannot save</source>
        <translation>無法儲存</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="186"/>
        <location filename="../../app/session.py" line="337"/>
        <source>there is no game on the table</source>
        <translation>桌上沒有對戰</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="192"/>
        <source>Not overwritten</source>
        <translation>未覆寫</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="192"/>
        <source>{path} exists and is not a saved game this version can read ({error}); it is left as it is. Choose another name.</source>
        <translation>{path} 已存在，且不是此版本能讀取的存檔（{error}）；已維持原樣，請選擇其他名稱。</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="201"/>
        <source>Game saved: {path}</source>
        <translation>已儲存對戰：{path}</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="211"/>
        <location filename="../../app/session.py" line="215"/>
        <location filename="../../app/session.py" line="231"/>
        <source>Cannot open the saved game</source>
        <translation>無法開啟已儲存的對戰</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="211"/>
        <source>{path}

It cannot be opened: {why}.

The file is left as it is.</source>
        <translation>{path}

無法開啟：{why}。

檔案維持原樣。</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="215"/>
        <source>{path}

It cannot be replayed ({why}).

The file is left as it is.</source>
        <translation>{path}

無法重現（{why}）。

檔案維持原樣。</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="232"/>
        <source>it cannot be replayed ({why})</source>
        <translation>無法重現（{why}）</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="249"/>
        <source>Partly restored</source>
        <translation>僅部分還原</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="249"/>
        <source>only {n} of {total} actions could be replayed</source>
        <translation>{total}步中只有{n}步能重現</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="279"/>
        <source>A damaged {what}</source>
        <translation>損毀的{what}</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="282"/>
        <source>Damaged files in the data folder</source>
        <translation>資料夾中的損毀檔案</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="297"/>
        <source>Resumed the game saved at {time} ({n} actions)</source>
        <translation>已繼續於{time}儲存的對戰（{n}步）</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="328"/>
        <source>Playing from the edited position against the bot ({bot})</source>
        <translation>從編輯的局面開始與{bot}對戰</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="330"/>
        <source>Playing from the edited position (practice: you play both sides)</source>
        <translation>從編輯的局面開始對戰（練習：操作雙方）</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="336"/>
        <source>No replay</source>
        <translation>沒有重播</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="355"/>
        <source>Cannot replay</source>
        <translation>無法重播</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="372"/>
        <source>this game</source>
        <translation>這場對戰</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="378"/>
        <source>Turn {n}</source>
        <translation>第{n}回合</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="378"/>
        <source>Set-up</source>
        <translation>準備</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="395"/>
        <source>Save game</source>
        <translation>儲存對戰</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="396"/>
        <location filename="../../app/session.py" line="402"/>
        <location filename="../../app/session.py" line="408"/>
        <source>Saved games (*.json);;All (*)</source>
        <translation>已儲存的對戰 (*.json);;全部 (*)</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="401"/>
        <source>Open game</source>
        <translation>開啟對戰</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="407"/>
        <source>Open replay</source>
        <translation>開啟重播</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="413"/>
        <source>Export the log</source>
        <translation>匯出紀錄</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="418"/>
        <source>Log written: {path}</source>
        <translation>已寫入紀錄：{path}</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="420"/>
        <source>Cannot write the log</source>
        <translation>無法寫入紀錄</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="435"/>
        <source>autosave</source>
        <translation>自動存檔</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="436"/>
        <source>lock file</source>
        <translation>鎖定檔</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="437"/>
        <source>list of reported autosaves</source>
        <translation>已回報的自動存檔清單</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="438"/>
        <source>preferences file</source>
        <translation>偏好設定檔</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="445"/>
        <source>The {what} {path} cannot be read: {reason}.</source>
        <translation>無法讀取{what} {path}：{reason}。</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="448"/>
        <source>Spirit Table goes on without it.</source>
        <translation>Spirit Table 將在沒有此檔案的情況下繼續。</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="449"/>
        <source>Spirit Table uses the default preferences.</source>
        <translation>Spirit Table 將使用預設的偏好設定。</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="452"/>
        <source>It was moved aside to {name} in the same folder (nothing was deleted). {instead}</source>
        <translation>已將其移至同一資料夾中的 {name}（沒有刪除任何內容）。{instead}</translation>
    </message>
    <message>
        <location filename="../../app/session.py" line="455"/>
        <source>It is left as it is (nothing will overwrite it). {instead}</source>
        <translation>檔案保持原狀（不會被覆寫）。{instead}</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="20"/>
        <source>You won the random draw</source>
        <translation>你贏得了隨機抽選</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="21"/>
        <source>Decide who is player one. Player one takes the first turn and skips its Core and Attack Steps (Saga 5-2-6).</source>
        <translation>決定誰是先攻玩家。先攻玩家進行第一回合，並跳過其能量階段與攻擊階段（傳說 5-2-6）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="23"/>
        <source>Your starting Hand</source>
        <translation>你的起始手牌</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="24"/>
        <source>Keep it and draw 1 more card, or mulligan once: your Hand goes to the bottom of your Deck, you draw 4 and shuffle (Saga 5-2-7).</source>
        <translation>保留手牌並多抽1張，或重新調度一次：手牌置於牌組底部，抽4張後洗牌（傳說 5-2-7）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="28"/>
        <source>Who is player one?</source>
        <translation>誰是先攻玩家？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="29"/>
        <source>Mulligan?</source>
        <translation>重新調度？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="30"/>
        <source>You won the random draw: decide who is player one (Saga 5-2-6).</source>
        <translation>你贏得了隨機抽選：決定誰是先攻玩家（傳說 5-2-6）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="32"/>
        <source>Keep this Hand and draw 1 more card, or mulligan: the Hand to the bottom of your Deck, draw 4, shuffle (Saga 5-2-7).</source>
        <translation>保留手牌並多抽1張，或重新調度：手牌置於牌組底部，抽4張，洗牌（傳說 5-2-7）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="36"/>
        <source>I am player one</source>
        <translation>我是先攻玩家</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="37"/>
        <source>My opponent is player one</source>
        <translation>對手是先攻玩家</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="38"/>
        <source>Keep (draw 1 more)</source>
        <translation>保留（多抽1張）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="39"/>
        <source>Mulligan</source>
        <translation>重新調度</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="41"/>
        <source>Player one</source>
        <translation>先攻玩家</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="42"/>
        <source>Random: the winner of a random draw decides</source>
        <translation>隨機：由隨機抽選的勝者決定</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="43"/>
        <source>Me</source>
        <translation>自己</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="44"/>
        <source>My opponent</source>
        <translation>對手</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="46"/>
        <source>Drag a card from your Hand onto your Field to summon, deploy or use it, or onto your Burst Area to set it as your burst (once a turn). Drag cores between your Reserve and your cards (Shift: all, Ctrl: how many).</source>
        <translation>將手牌拖到場上以召喚、配置或使用，或拖到爆發區設置為爆發卡（每回合1次）。在預備區與你的卡之間拖動能量（Shift：全部，Ctrl：指定數量）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="51"/>
        <source>⚠ {card} would keep {n} of its cores, fewer than its Lv1 cost {cost}: it would destroy itself (Saga 9-3-2).</source>
        <translation>⚠ {card}將只保留{n}個能量，少於其Lv1費用{cost}：它將自我破壞（傳說 9-3-2）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="55"/>
        <source>Choose the substitution effect that applies: the player whose card it would happen to chooses, and only one applies to an event (Saga 8-9-2, 8-9-3).</source>
        <translation>選擇要適用的替代效果：由該事件將發生於其卡的玩家選擇，一個事件只適用一個（傳說 8-9-2、8-9-3）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="59"/>
        <source>Choose which effect resolves next: the turn player chooses among effects that activated together, whoever controls them (Saga 8-5-2-4).</source>
        <translation>選擇下一個處理的效果：同時發動的效果，不論由誰控制，都由回合玩家選擇（傳說 8-5-2-4）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="63"/>
        <source>The newest waiting effect resolves first; the turn player chooses among simultaneous ones (Saga 8-5-2-4).</source>
        <translation>等待中的效果由最新的先處理；同時的效果由回合玩家選擇（傳說 8-5-2-4）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="70"/>
        <source>A Contract card?</source>
        <translation>契約卡？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="71"/>
        <source>Before shuffling you may take one Contract card out of your Deck: you draw 3 cards, then it is added to your Hand (E:遊戲準備 ②).</source>
        <translation>洗牌前，你可以從牌組取出1張契約卡：抽3張後，將它加入手牌（E:遊戲準備 ②）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="74"/>
        <source>Take {card}</source>
        <translation>取出{card}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/ruleset_words.py" line="75"/>
        <source>No Contract card</source>
        <translation>不使用契約卡</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../app/gui.py" line="151"/>
        <source>Cannot start: {error}</source>
        <translation>無法開始：{error}</translation>
    </message>
    <message>
        <location filename="../../app/gui.py" line="168"/>
        <source>Started position {name} (practice: you play both sides)</source>
        <translation>已開始局面{name}（練習：由你操作雙方）</translation>
    </message>
    <message>
        <location filename="../../app/gui.py" line="172"/>
        <source>Started {deck1} vs {deck2} ({opponent}), seed {seed}</source>
        <translation>已開始 {deck1} 對 {deck2}（{opponent}），種子{seed}</translation>
    </message>
    <message>
        <location filename="../../app/gui.py" line="176"/>
        <source>Started a new game</source>
        <translation>已開始新遊戲</translation>
    </message>
</context>
<context>
    <name>TableItems</name>
    <message>
        <location filename="../../ui/table/items.py" line="20"/>
        <source>DESTROYED</source>
        <translation>破壞</translation>
    </message>
    <message>
        <location filename="../../ui/table/items.py" line="20"/>
        <source>DEPLETED</source>
        <translation>消滅</translation>
    </message>
    <message>
        <location filename="../../ui/table/items.py" line="21"/>
        <source>TO HAND</source>
        <translation>回手牌</translation>
    </message>
    <message>
        <location filename="../../ui/table/items.py" line="21"/>
        <source>TO DECK</source>
        <translation>回牌組</translation>
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
        <translation>已設置</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../ui/table/view.py" line="253"/>
        <source>Move {n} cores</source>
        <translation>移動{n}個能量</translation>
    </message>
    <message>
        <location filename="../../ui/table/view.py" line="254"/>
        <source>Move {n} core</source>
        <translation>移動{n}個能量</translation>
    </message>
</context>
<context>
    <name>TrackerItem</name>
    <message>
        <location filename="../../ui/table/mat.py" line="131"/>
        <source>TURN {turn}</source>
        <translation>第 {turn} 回合</translation>
    </message>
    <message>
        <location filename="../../ui/table/mat.py" line="132"/>
        <source>SET-UP</source>
        <translation>準備</translation>
    </message>
</context>
</TS>
