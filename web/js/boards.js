/*
 * boards.js — Boards: draws the board C describes (gw_board, docs/GAMES.md
 * "Boards") by its kind.  Each kind lives in js/boards/<kind>.js and
 * registers itself with Boards.define(kind, draw); a new game with an
 * existing kind needs no JavaScript at all.
 *
 * draw(board, root, ctx) fills root from C's JSON.  ctx = {i18n, active
 * (your turn: elements can be picked), selected (the values typed so far
 * for the arguments a click fills, drawn as selected), accepts(kind)
 * (whether a click on that kind of element fills a move)}.  Elements a click
 * can pick are made with Boards.pick: they carry data-pick (the 1-based
 * number or the id that the click puts into an argument of a move) and
 * data-pick-kind ("pile", "edge", ...), and are buttons for the keyboard;
 * their accessible name is the label given to Boards.pick.
 * Numbers arrive as strings (exact past 2^53) and are shown as given.
 */
'use strict';

var Boards = {
  kinds: {},

  define: function (kind, draw) {
    Boards.kinds[kind] = draw;
  },

  /* A new element holding the drawing of `board` (C's JSON). */
  render: function (board, ctx) {
    Boards.expand(board);
    var kind = String(board && board.kind), root = Dom.el('div', 'bd bd-' + kind.replace(/[^\w-]/g, ''));
    root.dataset.kind = kind;
    var draw = Boards.kinds[kind];
    if (!draw) {
      root.classList.add('bd-unknown');
      root.appendChild(Dom.el('p', 'notice', ctx.i18n.t('noDrawing', { kind: kind })));
      return root;
    }
    draw(board, root, ctx);
    return root;
  },

  /* A long row comes from C as its ends (board.length items, the first and
   * last board.ends of each per-item array), or a ring as the 2 board.ends
   * items from board.from on: back to arrays of its length, the rest left
   * empty (the boards draw only these). */
  expand: function (board) {
    var n = board.length, e = board.ends, from = board.from;
    if (!e) return;
    Object.keys(board).forEach(function (k) {
      var part = board[k], full;
      if (!Array.isArray(part) || part.length !== 2 * e) return;
      full = board[k] = new Array(n);
      for (var i = 0; i < 2 * e; i++) full[from === undefined ? (i < e ? i : n - 2 * e + i) : (from + i) % n] = part[i];
    });
  },

  /* Makes el (HTML or SVG) pickable: value goes into a move's argument.
   * Elements no action takes (ctx.accepts says no) only get their label.
   * Call it once el has its content: an HTML button says its label as
   * hidden text and hides its drawing from screen readers (so that its
   * name never contradicts what it shows); an SVG element gets aria-label. */
  pick: function (el, ctx, value, kind, label) {
    value = String(value);
    var svg = el.namespaceURI === Dom.SVG;
    if (ctx.accepts && !ctx.accepts(kind)) {
      if (svg) {
        el.setAttribute('aria-label', label);
        el.appendChild(Dom.svg('title', {}, label));
      } else {
        Boards.name(el, label);
        el.disabled = true;
        el.title = label;
      }
      return el;
    }
    el.dataset.pick = value;
    el.dataset.pickKind = kind;
    var selected = [].concat(ctx.selected || []).map(String).indexOf(value) >= 0;
    if (svg) {
      el.setAttribute('aria-label', label);
      el.setAttribute('class', (el.getAttribute('class') || '') + ' pick' + (ctx.active ? '' : ' off') + (selected ? ' selected' : ''));
      el.setAttribute('role', 'button');
      if (ctx.active) el.setAttribute('tabindex', '0');
      el.appendChild(Dom.svg('title', {}, label));
    } else {
      Boards.name(el, label);
      el.classList.add('pick');
      if (selected) el.classList.add('selected');
      el.disabled = !ctx.active;
      el.title = label;
    }
    if (ctx.active) el.setAttribute('aria-pressed', String(selected));
    return el;
  },

  /* An HTML element's accessible name: label as visually hidden text. */
  name: function (el, label) {
    Array.prototype.forEach.call(el.children, function (c) { c.setAttribute('aria-hidden', 'true'); });
    el.insertBefore(Dom.el('span', 'sr-only', label), el.firstChild);
  },

  /* The indices to draw of n elements: all, or both ends around a gap (-1). */
  shown: function (n, all, end) {
    var out = [], i;
    if (n <= all) {
      for (i = 0; i < n; i++) out.push(i);
      return out;
    }
    for (i = 0; i < end; i++) out.push(i);
    out.push(-1);
    for (i = n - end; i < n; i++) out.push(i);
    return out;
  },

  /* Points on a circle of radius r around (cx, cy), starting at the top, clockwise. */
  around: function (n, cx, cy, r) {
    var out = [];
    for (var i = 0; i < n; i++) {
      var a = -Math.PI / 2 + 2 * Math.PI * i / n;
      out.push({ x: cx + r * Math.cos(a), y: cy + r * Math.sin(a), a: a });
    }
    return out;
  },

  /* The width of a badge holding text (bold 14 px digits). */
  badgeWidth: function (text) {
    return 12 + 8.8 * String(text).length;
  },

  /* An SVG root that scales down to its box, but to no less than 70 % of
   * its natural size: beyond that the box scrolls, so text stays legible. */
  fit: function (svg, width) {
    svg.style.minWidth = Math.min(width, Math.round(width * 0.7)) + 'px';
    return svg;
  },

  /* A text in a rounded box (SVG), centred on (x, y). */
  badge: function (parent, x, y, text, cls) {
    var g = parent.appendChild(Dom.svg('g', { 'class': 'badge' + (cls ? ' ' + cls : '') }));
    var w = Boards.badgeWidth(text);
    g.appendChild(Dom.svg('rect', { x: x - w / 2, y: y - 11, width: w, height: 22, rx: 6 }));
    g.appendChild(Dom.svg('text', { x: x, y: y + 5, 'text-anchor': 'middle' }, text));
    return g;
  }
};
