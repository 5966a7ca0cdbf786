/*
 * boards/sum.js — kind "sum": a sum of games, its components side by side
 * ({components: [{game, position, board}]}, docs/GAMES.md "Boards").  Each
 * component's own board is drawn by that board's kind (Boards.render), under
 * a heading "I. GAME: POSITION" (I from 1, the number a move names: "in I
 * ACTION").  The components' boards are shown, not picked from: a move in a
 * sum is typed as "in I ACTION", so their elements stay inactive.  A link
 * beside each heading opens that component alone, with its own trace.
 * Where ctx.valueSlot is given (the stage), each heading holds the element
 * it returns for component i, where the component's value is written.
 */
'use strict';

var SumBoard = {
  draw: function (board, root, ctx) {
    var comps = board.components || [];
    var row = root.appendChild(Dom.el('div', 'sum-components'));
    row.style.display = 'flex';
    row.style.flexWrap = 'wrap';
    row.style.gap = '1em';
    row.style.alignItems = 'flex-start';
    row.setAttribute('role', 'group');
    comps.forEach(function (c, i) {
      var box = row.appendChild(Dom.el('figure', 'sum-component'));
      box.style.margin = '0';
      var heading = (i + 1) + '. ' + c.game + ': ' + Dom.shorten(c.position, 80); /* a long one laid out whole froze the page */
      var inner = {
        i18n: ctx.i18n,
        active: false,
        selected: [],
        accepts: function () { return false; }
      };
      box.appendChild(Boards.render(c.board || { kind: 'text', text: c.position }, inner));
      var caption = box.appendChild(Dom.el('figcaption', 'sum-caption', heading + ' '));
      /* On the stage (view-parts.js) each component says its value. */
      if (ctx.valueSlot) caption.appendChild(ctx.valueSlot(i));
      /* The component on its own: its game, its position, its own trace (a
       * permalink, so Back returns to the sum). */
      if (c.position.length > Play.LONG) return box.setAttribute('aria-label', heading); /* too long for a link */
      var open = caption.appendChild(Dom.el('a', 'sum-open', '↗'));
      open.href = '#game=' + encodeURIComponent(c.game) + '&pos=' + encodeURIComponent(c.position);
      open.title = ctx.i18n.t('openOwn');
      open.setAttribute('aria-label', ctx.i18n.t('openOwn'));
      box.setAttribute('aria-label', heading);
    });
  }
};

Boards.define('sum', SumBoard.draw);
