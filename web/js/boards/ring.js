/*
 * boards/ring.js — kind "ring": numbers on the edges of a ring and a coin on
 * one of its vertices ({edges: [str], coin: int}).  Edge k (1-based) joins
 * vertex k-1 and vertex k; vertex n is vertex 0 again, and the coin may be
 * given as either.  Edges are arcs of the ring: their numbers in badges
 * outside, their own number (in italics) inside; vertex numbers sit
 * outside, by the vertices.  Edges are buttons picking their number.
 *
 * Past ALL edges (a ring may have 10^6) the board is an overview: the
 * whole ring in BINS arcs, each as thick as the share of its edges that
 * are not zero, the coin on it, and below a zoom on the coin's
 * neighbourhood (NEAR edges each side, the only ones a move can take),
 * drawn as above in a row: a few hundred elements whatever the ring.
 */
'use strict';

var RingBoard = {
  ALL: 72,
  BINS: 180,
  NEAR: 6,

  draw: function (board, root, ctx) {
    var t = ctx.i18n, edges = board.edges || [], n = edges.length, coin = Number(board.coin);
    if (n > RingBoard.ALL) return RingBoard.overview(edges, coin % n, root, ctx);
    var widest = edges.reduce(function (w, e) { return Math.max(w, Boards.badgeWidth(e)); }, 0);
    /* Badges stick out sideways by their width, up and down by their height. */
    var R = Math.max(80, n * Math.max(46, widest * 0.8) / (2 * Math.PI)), padX = 26 + widest, padY = 44;
    var width = 2 * (R + padX), height = 2 * (R + padY), cx = width / 2, cy = height / 2;
    var svg = Dom.svgRoot(width, height, t.t('ringOf', { n: n }));
    svg.classList.add('ring');
    var at = Boards.around(Math.max(n, 1), cx, cy, R);
    function point(a, r) { return { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) }; }
    function arc(a0, a1) {
      var p0 = point(a0, R), p1 = point(a1, R);
      return 'M' + p0.x.toFixed(1) + ' ' + p0.y.toFixed(1) + ' A' + R + ' ' + R + ' 0 0 1 ' + p1.x.toFixed(1) + ' ' + p1.y.toFixed(1);
    }
    for (var k = 0; k < n; k++) {
      var a0 = at[k].a, a1 = a0 + 2 * Math.PI / n, mid = (a0 + a1) / 2, value = String(edges[k]);
      /* One edge alone is the whole ring: two half arcs. */
      var d = n === 1 ? arc(a0, a0 + Math.PI) + ' ' + arc(a0 + Math.PI, a0 + 2 * Math.PI).replace(/^M[^A]*/, '') : arc(a0, a1);
      var g = svg.appendChild(Dom.svg('g', { 'class': 'edge' + (value === '0' ? ' zero' : '') }));
      g.appendChild(Dom.svg('path', { 'class': 'hit', d: d }));
      g.appendChild(Dom.svg('path', { 'class': 'line', d: d }));
      var out = point(mid, R + 14 + Math.abs(Math.cos(mid)) * Boards.badgeWidth(value) / 2 + Math.abs(Math.sin(mid)) * 11);
      Boards.badge(g, out.x, out.y, value, 'weight');
      var inner = point(mid, R - 18);
      g.appendChild(Dom.svg('text', { 'class': 'edge-no', x: inner.x, y: inner.y + 4, 'text-anchor': 'middle' }, String(k + 1)));
      Boards.pick(g, ctx, k + 1, 'edge', t.t('edgeName', { i: k + 1 }) + ': ' + value);
    }
    at.forEach(function (p, v) {
      var here = n > 0 && coin % n === v;
      svg.appendChild(Dom.svg('circle', { 'class': 'vertex', cx: p.x, cy: p.y, r: 6 }));
      if (here) {
        svg.appendChild(Dom.svg('circle', { 'class': 'coin', cx: p.x, cy: p.y, r: 14 }));
        svg.appendChild(Dom.svg('circle', { 'class': 'coin-dot', cx: p.x, cy: p.y, r: 5 }));
      }
      var l = point(p.a, R + (here ? 26 : 16));
      svg.appendChild(Dom.svg('text', { 'class': 'vertex-no', x: l.x, y: l.y + 4, 'text-anchor': 'middle' },
        v === 0 && coin === n && n > 0 ? String(n) : String(v)));
    });
    root.appendChild(Dom.el('div', 'bd-scroll')).appendChild(Boards.fit(svg, width));
    root.appendChild(Dom.el('p', 'bd-caption', t.t('coinOn', { v: coin })));
  }
};

/* The overview of a ring of n > ALL edges (see above); coin in 0 .. n-1. */
RingBoard.overview = function (edges, coin, root, ctx) {
  var t = ctx.i18n, n = edges.length, bins = Math.min(RingBoard.BINS, n), live = [], k, b;
  for (b = 0; b < bins; b++) live.push(0);
  for (k = 0; k < n; k++) if (String(edges[k]) !== '0') live[Math.floor(k * bins / n)]++;
  var R = 120, size = 2 * R + 40, c = size / 2, svg = Dom.svgRoot(size, size, t.t('ringOf', { n: n }));
  svg.classList.add('ring');
  var arcs = svg.appendChild(Dom.svg('g', { 'class': 'edge' }));
  function at(f, r) { var a = -Math.PI / 2 + 2 * Math.PI * f; return (c + r * Math.cos(a)).toFixed(1) + ' ' + (c + r * Math.sin(a)).toFixed(1); }
  for (b = 0; b < bins; b++) {
    var from = Math.ceil(b * n / bins), to = Math.ceil((b + 1) * n / bins), share = live[b] / Math.max(1, to - from);
    var path = arcs.appendChild(Dom.svg('path', { 'class': share ? 'line' : 'line zero', d: 'M' + at(b / bins, R) + ' A' + R + ' ' + R + ' 0 0 1 ' + at((b + 1) / bins, R) }));
    path.style.strokeWidth = share ? 2 + 8 * share : '';
  }
  var p = at(coin / n, R).split(' ');
  svg.appendChild(Dom.svg('circle', { 'class': 'coin', cx: p[0], cy: p[1], r: 10 }));
  root.appendChild(Dom.el('div', 'bd-scroll')).appendChild(svg);
  /* The zoom: vertices coin-NEAR .. coin+NEAR in a row, the edges between. */
  var near = RingBoard.NEAR, W = 64;
  function vertex(i) { return ((coin + i) % n + n) % n; }
  var label = t.t('ringZoom', { from: vertex(-near + 1) + 1, to: vertex(near) || n, n: n });
  var row = Dom.svgRoot((2 * near + 1) * W, 100, label);
  row.classList.add('ring');
  for (var j = -near + 1; j <= near; j++) {
    var no = vertex(j - 1) + 1, value = String(edges[no - 1]), x0 = (j + near - 1) * W + W / 2, x1 = x0 + W;
    var g = row.appendChild(Dom.svg('g', { 'class': 'edge' + (value === '0' ? ' zero' : '') }));
    g.appendChild(Dom.svg('path', { 'class': 'hit', d: 'M' + x0 + ' 50 H' + x1 }));
    g.appendChild(Dom.svg('path', { 'class': 'line', d: 'M' + x0 + ' 50 H' + x1 }));
    Boards.badge(g, (x0 + x1) / 2, 22, value, 'weight');
    g.appendChild(Dom.svg('text', { 'class': 'edge-no', x: (x0 + x1) / 2, y: 68, 'text-anchor': 'middle' }, String(no)));
    Boards.pick(g, ctx, no, 'edge', t.t('edgeName', { i: no }) + ': ' + value);
  }
  for (var i = -near; i <= near; i++) {
    var x = (i + near) * W + W / 2;
    row.appendChild(Dom.svg('circle', { 'class': i ? 'vertex' : 'coin', cx: x, cy: 50, r: i ? 6 : 12 }));
    row.appendChild(Dom.svg('text', { 'class': 'vertex-no', x: x, y: 90, 'text-anchor': 'middle' }, String(vertex(i))));
  }
  root.appendChild(Dom.el('div', 'bd-scroll')).appendChild(Boards.fit(row, (2 * near + 1) * W));
  root.appendChild(Dom.el('p', 'bd-caption', label + ' ' + t.t('coinOn', { v: coin })));
};

Boards.define('ring', RingBoard.draw);
