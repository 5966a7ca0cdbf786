/*
 * i18n.js — I18n: the page's own UI strings in English and Chinese.
 *
 * Game texts (titles, rules, theory, table labels, case names and the step
 * explanations) come from C in both languages; this file holds only the
 * words of the interface.  Elements with data-i18n="key" get the string as
 * their text, data-i18n-label="key" as their aria-label, data-i18n-title as
 * their title.
 */
'use strict';

function I18n(lang) {
  this.lang = I18n.strings[lang] ? lang : 'en';
}

I18n.strings = {
  en: {
    tagline: 'A combinatorial-game lab',
    game: 'Game',
    language: 'Language',
    theory: 'How it is solved',
    position: 'Position',
    analyse: 'Analyse',
    example: 'Example',
    loading: 'Loading the solver…',
    firstWins: 'First player wins',
    secondWins: 'Second player wins',
    firstWinsDetail: 'The player to move wins with perfect play.',
    secondWinsDetail: 'Every move loses against perfect play.',
    winningMoves: 'Winning moves',
    noWinningMoves: 'No winning move.',
    resultIs: 'leaves {pos}',
    solving: 'Solving…',
    tracing: 'Recording the tables…',
    thinking: 'Thinking…',
    cancel: 'Cancel',
    cancelled: 'Cancelled; the previous position is still shown.',
    play: 'Play against the computer',
    newGame: 'New game',
    computerFirst: 'Computer moves first',
    undo: 'Undo',
    hint: 'Hint',
    yourTurn: 'Your move: click the board to fill in a move, complete it, press Enter.',
    yourMove: 'Your move',
    computerTurn: 'The computer is thinking…',
    replyCancelled: 'The computer’s move was cancelled.',
    retry: 'Let the computer move',
    youWin: 'You win! The computer cannot move.',
    computerWins: 'The computer wins: you cannot move.',
    positionIs: 'Position: {pos}',
    legalMoves: 'Every move from here ({n})',
    hintWin: 'Hint: {move}.',
    hintNone: 'No winning move here: every move loses against perfect play. Stall and hope.',
    playIt: 'Play it',
    noPlay: 'Play is not available for this position: {msg}',
    history: 'Moves',
    you: 'You',
    computer: 'Computer',
    start: 'Start',
    back: 'Step back',
    playTrace: 'Play',
    pause: 'Pause',
    forward: 'Step forward',
    end: 'End',
    speed: 'Speed',
    perSecond: '{n}/s',
    step: 'Step',
    tables: 'The solver at work',
    keys: 'Keys: Space play/pause · ← → step · Home / End',
    noTrace: 'No step-by-step tables for this position: {msg}',
    traceCancelled: 'The tables were not recorded (cancelled).',
    goCell: 'Go to cell',
    view: 'Table',
    row: 'Row',
    col: 'Column',
    go: 'Go',
    noSuchCell: 'That cell is never written.',
    current: 'Writes',
    reads: 'Reads',
    rule: 'Rule',
    link: 'Link to this view',
    footer: 'Runs entirely in your browser: the C solver compiled to WebAssembly, no network.',
    legendLow: 'small',
    legendHigh: 'large',
    pending: 'not yet computed',
    grundyIs: 'Grundy value {g}',
    index: 'Index',
    cells: '{n} cells',
    cellRange: 'cells {a}–{b} of {n}',
    earlierCells: 'Earlier cells',
    laterCells: 'Later cells',
    graphSize: '{n} nodes, {m} edges',
    graphTooBig: 'A graph of {n} nodes is too large to draw; its values as a table.',
    graphNoLayout: 'A graph of {n} nodes without a layout; its values as a table.',
    moreReads: 'and {n} more',
    valuesRead: 'Values read',
    noDrawing: 'No drawing for boards of kind “{kind}” yet: play with the move form below.',
    piles: '{n} piles',
    more: '… {n} …',
    moreCoins: '… {n} …',
    pileName: 'pile {i}',
    coins: '{n} coins',
    coinName: 'coin {i}',
    heads: 'heads',
    tails: 'tails',
    headsShort: 'H',
    tailsShort: 'T',
    present: 'on the table',
    taken: 'taken',
    circleOf: 'a circle of {n} coins',
    stairs: 'a staircase of {n} steps',
    floor: 'floor',
    stepName: 'step {i}',
    stonesN: '{n} stones',
    ringOf: 'a ring of {n} edges',
    edgeName: 'edge {i}',
    coinOn: 'The coin is on vertex {v}.',
    graphOf: 'a graph of {n} vertices and {m} edges',
    nodeName: 'vertex {i}',
    sequence: 'a sequence of {n} numbers',
    cellName: 'cell {i}',
    tokenHere: 'the token is here'
  },
  zh: {
    tagline: '组合博弈实验室',
    game: '游戏',
    language: '语言',
    theory: '解法',
    position: '局面',
    analyse: '分析',
    example: '示例',
    loading: '正在加载求解器…',
    firstWins: '先手必胜',
    secondWins: '后手必胜',
    firstWinsDetail: '轮到走的一方在完美对弈下获胜。',
    secondWinsDetail: '完美对弈下,无论怎么走都会输。',
    winningMoves: '必胜走法',
    noWinningMoves: '没有必胜走法。',
    resultIs: '剩下 {pos}',
    solving: '求解中…',
    tracing: '记录表格中…',
    thinking: '思考中…',
    cancel: '取消',
    cancelled: '已取消,仍显示之前的局面。',
    play: '与电脑对弈',
    newGame: '新对局',
    computerFirst: '电脑先走',
    undo: '悔棋',
    hint: '提示',
    yourTurn: '轮到你:点击棋盘填写走法,补全后按回车。',
    yourMove: '你的走法',
    computerTurn: '电脑思考中…',
    replyCancelled: '电脑的走法已取消。',
    retry: '让电脑走',
    youWin: '你赢了!电脑无路可走。',
    computerWins: '电脑赢了:你无路可走。',
    positionIs: '局面:{pos}',
    legalMoves: '从这里的全部走法({n} 种)',
    hintWin: '提示:{move}。',
    hintNone: '此处没有必胜走法:完美对弈下必败,尽量拖延吧。',
    playIt: '照此走',
    noPlay: '此局面无法对弈:{msg}',
    history: '着法记录',
    you: '你',
    computer: '电脑',
    start: '开头',
    back: '后退一步',
    playTrace: '播放',
    pause: '暂停',
    forward: '前进一步',
    end: '结尾',
    speed: '速度',
    perSecond: '{n} 步/秒',
    step: '步骤',
    tables: '求解过程',
    keys: '按键:空格 播放/暂停 · ← → 单步 · Home / End 开头/结尾',
    noTrace: '此局面没有逐步表格:{msg}',
    traceCancelled: '表格未记录(已取消)。',
    goCell: '跳到格子',
    view: '表',
    row: '行',
    col: '列',
    go: '跳转',
    noSuchCell: '这个格子不会被写入。',
    current: '写入',
    reads: '读取',
    rule: '规则',
    link: '本视图的链接',
    footer: '完全在浏览器中运行:C 求解器编译为 WebAssembly,无需联网。',
    legendLow: '小',
    legendHigh: '大',
    pending: '尚未计算',
    grundyIs: 'Grundy 值 {g}',
    index: '下标',
    cells: '{n} 格',
    cellRange: '第 {a}–{b} 格,共 {n} 格',
    earlierCells: '前面的格子',
    laterCells: '后面的格子',
    graphSize: '{n} 个结点,{m} 条边',
    graphTooBig: '{n} 个结点的图太大,无法绘制;以表格列出其值。',
    graphNoLayout: '{n} 个结点的图没有布局;以表格列出其值。',
    moreReads: '另有 {n} 个',
    valuesRead: '读到的值',
    noDrawing: '暂不能绘制“{kind}”类棋盘:请用下方的走法表单对弈。',
    piles: '{n} 堆',
    more: '… {n} 堆 …',
    moreCoins: '… {n} 枚 …',
    pileName: '第 {i} 堆',
    coins: '{n} 枚硬币',
    coinName: '第 {i} 枚硬币',
    heads: '正面朝上',
    tails: '反面朝上',
    headsShort: '正',
    tailsShort: '反',
    present: '还在',
    taken: '已取走',
    circleOf: '围成一圈的 {n} 枚硬币',
    stairs: '{n} 级台阶',
    floor: '地面',
    stepName: '第 {i} 级台阶',
    stonesN: '{n} 颗石子',
    ringOf: '{n} 条边的环',
    edgeName: '边 {i}',
    coinOn: '硬币在顶点 {v}。',
    graphOf: '{n} 个顶点、{m} 条边的图',
    nodeName: '顶点 {i}',
    sequence: '{n} 个数的序列',
    cellName: '第 {i} 格',
    tokenHere: '棋子在此'
  }
};

/* The string for key with {name} placeholders filled from params. */
I18n.prototype.t = function (key, params) {
  var s = I18n.strings[this.lang][key];
  if (s === undefined) s = I18n.strings.en[key] || key;
  return s.replace(/\{(\w+)\}/g, function (all, name) {
    return params && params[name] !== undefined ? String(params[name]) : all;
  });
};

/* A {en, zh} text from C in the current language. */
I18n.prototype.pick = function (texts) {
  return texts ? texts[this.lang] || texts.en || '' : '';
};

I18n.prototype.setLang = function (lang) {
  if (I18n.strings[lang]) this.lang = lang;
};

/* Fills every data-i18n* element under root. */
I18n.prototype.apply = function (root) {
  var self = this;
  document.documentElement.lang = this.lang === 'zh' ? 'zh-CN' : 'en';
  root.querySelectorAll('[data-i18n]').forEach(function (el) {
    el.textContent = self.t(el.getAttribute('data-i18n'));
  });
  root.querySelectorAll('[data-i18n-label]').forEach(function (el) {
    el.setAttribute('aria-label', self.t(el.getAttribute('data-i18n-label')));
  });
  root.querySelectorAll('[data-i18n-title]').forEach(function (el) {
    el.title = self.t(el.getAttribute('data-i18n-title'));
  });
};
