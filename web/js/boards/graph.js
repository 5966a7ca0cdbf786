/*
 * boards/graph.js — kind "graph": vertices at the places C gives, edges
 * between them, tokens on vertices ({nodes: [{id, label, x, y, token?}],
 * edges: [{id, from, to, label?}] (from/to are node ids), directed,
 * ground?, all_nodes?, all_edges?: the whole graph's size when C sends an
 * overview of it}).  Coordinates are any integers, x to the right and y downward;
 * they are scaled to fit.  `ground` (a y coordinate, or a list of node
 * ids standing on it) draws the ground line of Hackenbush.  Parallel
 * edges bend apart, a loop is drawn above its vertex.  Vertices and edges
 * are buttons picking their ids; a token is a ring and a mark, not only a
 * colour.
 */
'use strict';

var GraphBoard = {
  arrows: 0,

  draw: function (board, root, ctx) {
    var t = ctx.i18n, nodes = board.nodes || [], edges = board.edges || [];
    var all = [board.all_nodes || nodes.length, board.all_edges || edges.length], byId = {}, xs = [], ys = [];
    if (board.all_nodes) { /* C's overview of a large graph: the token, its neighbours, the first vertices */
      root.appendChild(Dom.el('p', 'bd-caption', t.t('graphOf', { n: all[0], m: all[1] }) + ' … (' +
        t.t('graphOf', { n: nodes.length, m: edges.length }) + ')'));
    }
    nodes.forEach(function (n) {
      byId[String(n.id)] = n;
      xs.push(Number(n.x));
      ys.push(Number(n.y));
    });
    /* a y coordinate, never above the lowest vertex (C's 0: its ground vertex 0 is on the bottom row) */
    var groundY = typeof board.ground === 'number' ? Math.max.apply(null, ys.concat(board.ground)) : null;
    if (groundY !== null) ys.push(groundY);
    var s = GraphBoard.scale(xs, ys);
    var minX = xs.length ? Math.min.apply(null, xs) : 0, minY = ys.length ? Math.min.apply(null, ys) : 0;
    var r = s.unit < 44 ? 12 : 17, pad = r + 30, top = pad + (edges.some(function (e) { return e.from === e.to; }) ? 36 : 0); /* room for loops */
    function px(n) { return pad + (Number(n.x) - minX) * s.k; }
    function py(n) { return top + (Number(n.y) - minY) * s.k; }
    var maxX = xs.length ? Math.max.apply(null, xs) : 0, maxY = ys.length ? Math.max.apply(null, ys) : 0;
    var width = 2 * pad + (maxX - minX) * s.k, height = pad + top + (maxY - minY) * s.k + (board.ground !== undefined ? 16 : 0);
    var svg = Dom.svgRoot(Math.max(width, 120), Math.max(height, 80), t.t('graphOf', { n: all[0], m: all[1] }));
    svg.classList.add('graph');
    var arrow = 'bd-arrow-' + (++GraphBoard.arrows);
    if (board.directed) {
      var defs = svg.appendChild(Dom.svg('defs'));
      var marker = defs.appendChild(Dom.svg('marker', {
        id: arrow, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 13, markerHeight: 13,
        markerUnits: 'userSpaceOnUse', orient: 'auto-start-reverse'
      }));
      marker.appendChild(Dom.svg('path', { d: 'M0 0 L10 5 L0 10 z', 'class': 'arrow' }));
    }
    GraphBoard.ground(svg, board.ground, groundY, nodes, byId, py, r, top, minY, s.k, width);
    /* Parallel edges: how many join the same two vertices, and which one this is. */
    var count = {}, seen = {};
    edges.forEach(function (e) { var k = GraphBoard.pair(e); count[k] = (count[k] || 0) + 1; });
    edges.forEach(function (e) {
      var a = byId[String(e.from)], b = byId[String(e.to)];
      if (!a || !b) return;
      var k = GraphBoard.pair(e), i = seen[k] = (seen[k] || 0) + 1;
      var bend = (i - 1 - (count[k] - 1) / 2) * 52;
      if (String(e.from) > String(e.to)) bend = -bend;
      var geo = a === b ? GraphBoard.loop(px(a), py(a), r, i) : GraphBoard.curve(px(a), py(a), px(b), py(b), bend, r, board.directed);
      var g = svg.appendChild(Dom.svg('g', { 'class': 'edge' }));
      g.appendChild(Dom.svg('path', { 'class': 'hit', d: geo.d }));
      var line = g.appendChild(Dom.svg('path', { 'class': 'line', d: geo.d }));
      if (board.directed) line.setAttribute('marker-end', 'url(#' + arrow + ')');
      var text = e.label !== undefined && e.label !== null ? String(e.label) : String(e.id);
      Boards.badge(g, geo.lx, geo.ly, text, 'edge-label');
      Boards.pick(g, ctx, e.id, 'edge', t.t('edgeName', { i: e.id }) + (text !== String(e.id) ? ' (' + text + ')' : '') +
        ': ' + (a.label !== undefined ? a.label : a.id) + (board.directed ? ' → ' : ' — ') + (b.label !== undefined ? b.label : b.id));
    });
    nodes.forEach(function (n) {
      var token = n.token !== undefined && n.token !== null && n.token !== false;
      var g = svg.appendChild(Dom.svg('g', { 'class': 'node' + (token ? ' token' : '') }));
      var x = px(n), y = py(n), name = n.label !== undefined && n.label !== null ? String(n.label) : String(n.id);
      if (token) g.appendChild(Dom.svg('circle', { 'class': 'token-ring', cx: x, cy: y, r: r + 6 }));
      g.appendChild(Dom.svg('circle', { 'class': 'disc', cx: x, cy: y, r: r }));
      g.appendChild(Dom.svg('text', { x: x, y: y + 5, 'text-anchor': 'middle' }, Dom.shorten(name, 9))); /* whole in its name */
      if (token) {
        g.appendChild(Dom.svg('circle', { 'class': 'token-dot', cx: x + r * 0.8, cy: y - r * 0.8, r: 6 }));
        if (n.token !== true) Boards.badge(g, x, y - r - 20, String(n.token), 'token-label');
      }
      Boards.pick(g, ctx, n.id, 'node', t.t('nodeName', { i: name }) + (token ? ', ' + t.t('tokenHere') : ''));
    });
    root.appendChild(Dom.el('div', 'bd-scroll')).appendChild(Boards.fit(svg, Math.max(width, 120)));
  },

  /* Pixels per coordinate unit: the drawing fits about 640 x 440 px, and
   * neighbouring coordinates stay 40 to 100 px apart where possible. */
  scale: function (xs, ys) {
    var span = function (v) { return v.length ? Math.max.apply(null, v) - Math.min.apply(null, v) : 0; };
    var gap = Infinity;
    [xs, ys].forEach(function (v) {
      var u = v.slice().sort(function (a, b) { return a - b; });
      for (var i = 1; i < u.length; i++) if (u[i] > u[i - 1]) gap = Math.min(gap, u[i] - u[i - 1]);
    });
    if (!isFinite(gap)) gap = 1;
    var k = Math.min(640 / (span(xs) || 1), 440 / (span(ys) || 1), 100 / gap);
    k = Math.max(k, Math.min(40 / gap, 4000 / Math.max(span(xs), span(ys), 1)));
    return { k: k, unit: k * gap };
  },

  pair: function (e) {
    var a = String(e.from), b = String(e.to);
    return a < b ? a + '|' + b : b + '|' + a;
  },

  /* A straight or bent edge from (x1, y1) to (x2, y2), ending at the rim of
   * a vertex of radius r; lx, ly is where its label goes. */
  curve: function (x1, y1, x2, y2, bend, r, directed) {
    var dx = x2 - x1, dy = y2 - y1, len = Math.hypot(dx, dy) || 1, nx = -dy / len, ny = dx / len;
    var cx = (x1 + x2) / 2 + nx * bend, cy = (y1 + y2) / 2 + ny * bend;
    var ex = x2 - cx, ey = y2 - cy, el = Math.hypot(ex, ey) || 1, sx = x1 - cx, sy = y1 - cy, sl = Math.hypot(sx, sy) || 1;
    var tail = directed ? r + 2 : r;
    var bx = x2 - ex / el * tail, by = y2 - ey / el * tail, ax = x1 - sx / sl * r, ay = y1 - sy / sl * r;
    return {
      d: 'M' + ax.toFixed(1) + ' ' + ay.toFixed(1) + ' Q' + cx.toFixed(1) + ' ' + cy.toFixed(1) + ' ' + bx.toFixed(1) + ' ' + by.toFixed(1),
      lx: 0.25 * x1 + 0.5 * cx + 0.25 * x2, ly: 0.25 * y1 + 0.5 * cy + 0.25 * y2
    };
  },

  /* A loop above a vertex; the i-th loop is larger. */
  loop: function (x, y, r, i) {
    var h = r + 26 + 14 * (i - 1), w = 16 + 6 * (i - 1);
    return {
      d: 'M' + (x - 7) + ' ' + (y - r + 2) + ' C' + (x - w - 14) + ' ' + (y - h - 8) + ' ' + (x + w + 14) + ' ' + (y - h - 8) + ' ' + (x + 7) + ' ' + (y - r + 2),
      lx: x, ly: y - h - 2
    };
  },

  /* The ground line: at y = ground, under the listed nodes, or at the bottom. */
  ground: function (svg, ground, groundY, nodes, byId, py, r, pad, minY, k, width) {
    if (ground === undefined || ground === null || ground === false) return;
    var y;
    if (groundY !== null) {
      y = pad + (groundY - minY) * k;
    } else {
      var on = Array.isArray(ground) ? ground.map(function (id) { return byId[String(id)]; }).filter(Boolean) : nodes;
      y = Math.max.apply(null, on.map(py).concat([pad])) + (Array.isArray(ground) ? 0 : r + 8);
    }
    var g = svg.appendChild(Dom.svg('g', { 'class': 'ground' }));
    g.appendChild(Dom.svg('line', { x1: 4, y1: y, x2: width - 4, y2: y }));
    for (var x = 10; x < width - 8; x += 14) g.appendChild(Dom.svg('line', { 'class': 'hatch', x1: x, y1: y + 2, x2: x - 8, y2: y + 12 }));
  }
};

Boards.define('graph', GraphBoard.draw);
