/*
 * boards/ring.js — kind "ring": numbers on the edges of a ring and a coin on
 * one of its vertices ({edges: [str], coin: int}).  Edge k (1-based) joins
 * vertex k-1 and vertex k; vertex n is vertex 0 again, and the coin may be
 * given as either.  Edges are arcs of the ring: their numbers in badges
 * outside, their own number (in italics) inside; vertex numbers sit
 * outside, by the vertices.  Edges are buttons picking their number.
 *
 * Past ALL edges (a ring may have 10^6) only the coin's neighbourhood is
 * drawn in full, NEAR edges each side (the only ones a move can take),
 * and the rest of the ring as one dashed arc that counts its edges: a few
 * hundred elements whatever the ring.
 */
'use strict';

var RingBoard = {
  ALL: 72,
  NEAR: 6,

  draw: function (board, root, ctx) {
    var t = ctx.i18n, edges = board.edges || [], n = edges.length, coin = Number(board.coin), m = n, near = RingBoard.NEAR;
    /* Drawn vertex k is vertex num(k); drawn edge k joins drawn vertices k and k + 1. */
    function num(k) { return m < n ? ((coin - near + k) % n + n) % n : k; }
    if (n > RingBoard.ALL) m = 2 * near + 1;
    var rest = m < n ? '… ' + (n - m + 1) + ' …' : null;
    var widest = edges.reduce(function (w, e) { return Math.max(w, Boards.badgeWidth(e)); }, rest ? Boards.badgeWidth(rest) : 0);
    /* Badges stick out sideways by their width, up and down by their height. */
    var R = Math.max(80, m * Math.max(46, widest * 0.8) / (2 * Math.PI)), padX = 26 + widest, padY = 44;
    var width = 2 * (R + padX), height = 2 * (R + padY), cx = width / 2, cy = height / 2;
    var svg = Dom.svgRoot(width, height, t.t('ringOf', { n: n }));
    svg.classList.add('ring');
    var at = Boards.around(Math.max(m, 1), cx, cy, R);
    function point(a, r) { return { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) }; }
    function arc(a0, a1) {
      var p0 = point(a0, R), p1 = point(a1, R);
      return 'M' + p0.x.toFixed(1) + ' ' + p0.y.toFixed(1) + ' A' + R + ' ' + R + ' 0 0 1 ' + p1.x.toFixed(1) + ' ' + p1.y.toFixed(1);
    }
    for (var k = 0; k < m; k++) {
      var a0 = at[k].a, a1 = a0 + 2 * Math.PI / m, mid = (a0 + a1) / 2, no = num(k) + 1, value = rest && k === m - 1 ? rest : String(edges[no - 1]);
      /* One edge alone is the whole ring: two half arcs. */
      var d = m === 1 ? arc(a0, a0 + Math.PI) + ' ' + arc(a0 + Math.PI, a0 + 2 * Math.PI).replace(/^M[^A]*/, '') : arc(a0, a1);
      var g = svg.appendChild(Dom.svg('g', { 'class': 'edge' + (value === '0' || value === rest ? ' zero' : '') }));
      g.appendChild(Dom.svg('path', { 'class': 'hit', d: d }));
      g.appendChild(Dom.svg('path', { 'class': 'line', d: d }));
      var out = point(mid, R + 14 + Math.abs(Math.cos(mid)) * Boards.badgeWidth(value) / 2 + Math.abs(Math.sin(mid)) * 11);
      Boards.badge(g, out.x, out.y, value, 'weight');
      if (value === rest) continue;
      var inner = point(mid, R - 18);
      g.appendChild(Dom.svg('text', { 'class': 'edge-no', x: inner.x, y: inner.y + 4, 'text-anchor': 'middle' }, String(no)));
      Boards.pick(g, ctx, no, 'edge', t.t('edgeName', { i: no }) + ': ' + value);
    }
    at.forEach(function (p, v) {
      var here = n > 0 && (rest ? v === near : coin % n === v);
      svg.appendChild(Dom.svg('circle', { 'class': 'vertex', cx: p.x, cy: p.y, r: 6 }));
      if (here) {
        svg.appendChild(Dom.svg('circle', { 'class': 'coin', cx: p.x, cy: p.y, r: 14 }));
        svg.appendChild(Dom.svg('circle', { 'class': 'coin-dot', cx: p.x, cy: p.y, r: 5 }));
      }
      var label = here && coin === n && n > 0 ? String(n) : String(num(v)), l = point(p.a, R + (here ? 26 : 16) + Math.abs(Math.cos(p.a)) * 3.5 * label.length);
      svg.appendChild(Dom.svg('text', { 'class': 'vertex-no', x: l.x, y: l.y + 4, 'text-anchor': 'middle' }, label));
    });
    root.appendChild(Dom.el('div', 'bd-scroll')).appendChild(Boards.fit(svg, width));
    root.appendChild(Dom.el('p', 'bd-caption', t.t('coinOn', { v: coin })));
  }
};

Boards.define('ring', RingBoard.draw);
