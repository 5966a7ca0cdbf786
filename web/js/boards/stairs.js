/*
 * boards/stairs.js — kind "stairs": a staircase with stones on its steps
 * ({steps: [str], the stones on steps 1..n; step 0 is the floor}).  Drawn
 * in SVG rising to the right; each step is a button picking its number,
 * and its stones are written on it (exact, as C sends them).
 */
'use strict';

var StairsBoard = {
  ALL: 40,
  END: 12,

  /* Past ALL steps, the first and last END around a gap (a staircase may
   * have 10^5 steps: a drawing of a few hundred elements whatever its size). */
  draw: function (board, root, ctx) {
    var t = ctx.i18n, steps = board.steps || [], n = steps.length, shown = Boards.shown(n, StairsBoard.ALL, StairsBoard.END);
    var widest = shown.reduce(function (w, k) { return k < 0 ? w : Math.max(w, Boards.badgeWidth(steps[k])); }, 0), m = shown.length;
    var W = Math.max(64, widest + 8), rise = Math.max(10, Math.min(28, 260 / Math.max(1, m))), top = 46, base = 26;
    var width = (m + 1) * W + 16, height = top + m * rise + base + 14;
    var svg = Dom.svgRoot(width, height, t.t('stairs', { n: n }));
    svg.classList.add('stairs');
    var floorY = top + m * rise;
    function x(i) { return 8 + i * W; }
    /* The floor (step 0). */
    svg.appendChild(Dom.svg('rect', { 'class': 'floor', x: x(0), y: floorY, width: W, height: base }));
    svg.appendChild(Dom.svg('text', { 'class': 'step-no', x: x(0) + W / 2, y: floorY + base + 12, 'text-anchor': 'middle' }, t.t('floor')));
    shown.forEach(function (k, at) {
      var col = at + 1, y = floorY - col * rise, i = k + 1;
      if (k < 0) {
        svg.appendChild(Dom.svg('text', { 'class': 'step-no', x: x(col) + W / 2, y: y, 'text-anchor': 'middle' }, '…'));
        svg.appendChild(Dom.svg('text', { 'class': 'step-no', x: x(col) + W / 2, y: floorY + base + 12, 'text-anchor': 'middle' },
          '… ' + (n - 2 * StairsBoard.END) + ' …'));
        return;
      }
      var stones = String(steps[k]);
      var g = svg.appendChild(Dom.svg('g', { 'class': 'step' + (stones === '0' ? ' empty' : '') }));
      g.appendChild(Dom.svg('rect', { 'class': 'block', x: x(col), y: y, width: W - 2, height: floorY + base - y }));
      Boards.badge(g, x(col) + W / 2 - 1, y - 14, stones, 'stones');
      g.appendChild(Dom.svg('text', { 'class': 'step-no', x: x(col) + W / 2, y: floorY + base + 12, 'text-anchor': 'middle' }, String(i)));
      Boards.pick(g, ctx, i, 'step', t.t('stepName', { i: i }) + ': ' + t.t('stonesN', { n: stones }));
    });
    root.appendChild(Dom.el('div', 'bd-scroll')).appendChild(Boards.fit(svg, width));
  }
};

Boards.define('stairs', StairsBoard.draw);
