/*
 * boards/circle.js — kind "circle": coins around a circle, each still
 * there or taken ({coins: [bool], mirror?: [[i, j]] with 0-based indices:
 * pairs drawn as dashed chords, e.g. the second player's mirror answers}).
 * Coins still there are buttons picking their 1-based number; a taken
 * coin is an empty dashed ring, so presence is never told by colour alone.
 */
'use strict';

var CircleBoard = {
  draw: function (board, root, ctx) {
    var t = ctx.i18n, coins = board.coins || [], n = coins.length;
    var small = n > 40, r = small ? 9 : 17;
    var R = Math.max(70, n * (2 * r + 8) / (2 * Math.PI)), pad = r + 26;
    var size = 2 * (R + pad), c = size / 2;
    var svg = Dom.svgRoot(size, size, t.t('circleOf', { n: n }));
    svg.classList.add('circle');
    svg.appendChild(Dom.svg('circle', { 'class': 'track', cx: c, cy: c, r: R }));
    var at = Boards.around(n, c, c, R);
    (board.mirror || []).forEach(function (pair) {
      var a = at[pair[0]], b = at[pair[1]];
      if (a && b) svg.appendChild(Dom.svg('line', { 'class': 'mirror', x1: a.x, y1: a.y, x2: b.x, y2: b.y }));
    });
    at.forEach(function (p, i) {
      var here = !!coins[i];
      var g = svg.appendChild(Dom.svg('g', { 'class': 'coin-at' + (here ? ' here' : ' gone') }));
      g.appendChild(Dom.svg('circle', { cx: p.x, cy: p.y, r: r }));
      if (!small || here) {
        var lx = small ? p.x + (r + 10) * Math.cos(p.a) : p.x, ly = small ? p.y + (r + 10) * Math.sin(p.a) : p.y;
        if (!small || (i + 1) % 5 === 0 || i === 0) g.appendChild(Dom.svg('text', { x: lx, y: ly + 5, 'text-anchor': 'middle' }, String(i + 1)));
      }
      var label = t.t('coinName', { i: i + 1 }) + ': ' + t.t(here ? 'present' : 'taken');
      if (here) Boards.pick(g, ctx, i + 1, 'coin', label);
      else g.appendChild(Dom.svg('title', {}, label));
    });
    root.appendChild(Dom.el('div', 'bd-scroll')).appendChild(Boards.fit(svg, size));
  }
};

Boards.define('circle', CircleBoard.draw);
