/*
 * motion.js — Motion: short animations that show what has just happened,
 * in fixed layers that nothing can click or focus and screen readers skip.
 *
 * A step of a trace (Motion.step, from Views.prototype.motion): forward,
 * the cells the step read pulse, then its value travels from the first of
 * them into the cell it wrote; back, the same played in reverse: the value
 * leaves the written cell (already drawn empty) for the first read cell,
 * and the cells read pulse as it arrives.  The layer is a box over the
 * views' area (#views, cut to the window and to the boxes that scroll it),
 * clipped to it, so motion is never drawn over the explanation or the
 * controls; a cell not wholly inside it stays still.  Cells are measured
 * after the step's task (Motion.later), once the explanation and the
 * scrolling that follow a step have moved the views.  A motion lasts about
 * a step at the chosen speed, 700 ms down to 70 ms; while playing, one
 * under way is not cut short by the next step, so that at high speeds one
 * step in a few moves, whole, instead of none.
 *
 * A move on the play board (Motion.board, from Play.renderBoard): the board
 * before the move (Motion.snap), laid where it was over the new one, fades
 * out: what stays the same does not change, what changed turns into its new
 * look (a pile's stones taken, a coin turned), what is gone fades away (an
 * edge cut, a coin taken); and the mark of a piece (class token or current)
 * found at one place only before and at one only after travels from the
 * first to the second (a token moved).  Nothing in it knows a board's kind.
 *
 * Nothing moves under prefers-reduced-motion.  The Web Animations API runs
 * the motion; each element goes at its animation's end.
 */
'use strict';

var Motion = {
  reduce: matchMedia('(prefers-reduced-motion: reduce)'),
  until: 0,

  /* The part of el on screen, [left, top, right, bottom]: its client box
   * cut to the window and to every box around it that clips; or null. */
  clip: function (el) {
    var b = [0, 0, innerWidth, innerHeight];
    for (var p = el; p && p !== document.body; p = p.parentElement) {
      if (p !== el && getComputedStyle(p).overflow === 'visible') continue;
      var q = p.getBoundingClientRect();
      b = [Math.max(b[0], q.left), Math.max(b[1], q.top), Math.min(b[2], q.right), Math.min(b[3], q.bottom)];
    }
    return b[2] - b[0] > 1 && b[3] - b[1] > 1 ? b : null;
  },

  /* el's place on screen, to the pixel. */
  at: function (el) {
    var r = el.getBoundingClientRect();
    return [Math.round(r.left), Math.round(r.top)];
  },

  place: function (el, x, y, w, h) {
    el.style.cssText = 'left:' + x + 'px;top:' + y + 'px;width:' + w + 'px;height:' + h + 'px';
  },

  /* The layer of class cls, emptied and laid over the box b (none: hidden). */
  layer: function (cls, b) {
    var el = Motion[cls] || (Motion[cls] = document.body.appendChild(Dom.el('div', cls)));
    el.inert = true; /* out of reach of the keyboard and of screen readers */
    el.textContent = '';
    el.hidden = !b;
    if (b) Motion.place(el, b[0], b[1], b[2] - b[0], b[3] - b[1]);
    return el;
  },

  /* Runs keyframes on el for ms (back: in reverse); el leaves the page at
   * the end, or stays as it was (keep: an element of the board itself). */
  run: function (el, frames, ms, back, keep) {
    var a = el.animate(frames, { duration: ms, easing: 'ease-in-out', fill: 'both', direction: back ? 'reverse' : 'normal' });
    a.onfinish = function () { if (keep) a.cancel(); else el.remove(); };
  },

  /* Runs fn after the task under way (the explanation and the scrolling
   * that follow a step or a move may move what it measures), unless
   * another call with the same key comes first. */
  later: function (key, fn) {
    var n = Motion[key] = (Motion[key] || 0) + 1;
    Promise.resolve().then(function () { if (n === Motion[key]) fn(); });
  },

  /* ---- a step of the trace ---------------------------------------------- */

  /* views: the Views; marks: the cells of the step that moves (Views.marks),
   * or none; back: it is undone; playing: playback at speed. */
  step: function (views, marks, back, playing) {
    if (!playing || !marks || performance.now() > Motion.until) Motion.later('steps', function () {
      var b = marks && !Motion.reduce.matches && Motion.clip(views.root), layer = Motion.layer('mx-motion', b), reads = [], to, trace = views.trace;
      var ms = Math.max(70, Math.min(700, 1500 / (Number(document.querySelector('[data-step-control=speed]').value) || 5)));
      Motion.until = 0;
      (b ? marks : []).forEach(function (m) {
        var p = views.panels[m.view], r = p && p.rect && p.rect(m);
        /* wholly inside the layer, else still (the layer would cut it) */
        if (!r || r.left < b[0] - 1 || r.top < b[1] - 1 || r.left + r.width > b[2] + 1 || r.top + r.height > b[3] + 1 || m.role && reads.length > 11) return;
        var el = layer.appendChild(Dom.el('div', m.role ? 'mx-pulse' : 'mx-land',
          m.role ? '' : Values.format(trace.views[m.view].value_kind, trace.value(m.id), views.i18n.lang).short));
        Motion.place(el, r.left - b[0], r.top - b[1], r.width, r.height);
        el.style.color = Views.roleColour(m.role);
        if (m.role) reads.push({ el: el, r: r });
        else to = { el: el, r: r };
      });
      /* back: the same motion played in reverse */
      reads.forEach(function (c) {
        Motion.run(c.el, { opacity: [1, 0.9, 0], transform: ['none', 'scale(1.4)', 'none'], offset: [0, 0.2, 1] }, ms, back);
      });
      if (to) {
        var a = reads[0] && reads[0].r, away = a ? 'translate(' + (a.left - to.r.left) + 'px,' + (a.top - to.r.top) + 'px)' : 'scale(2)';
        Motion.run(to.el, { opacity: [0, 0, 1, 1], transform: [away, away, away, 'none'], offset: [0, 0.3, 0.35, 1] }, ms, back);
      }
      if (layer.firstChild) Motion.until = performance.now() + ms;
    });
  },

  /* ---- a move on the board --------------------------------------------- */

  /* The board drawn in box, before it is replaced (null: nothing to move). */
  snap: function (box) {
    var root = box.firstElementChild, o = box.getBoundingClientRect(), r = root && root.getBoundingClientRect();
    return r && !Motion.reduce.matches ? { root: root, x: r.left - o.left, y: r.top - o.top, w: r.width, h: r.height } : null;
  },

  /* Animates the change from `before` (Motion.snap) to the board now in box. */
  board: function (box, before) {
    Motion.later('moves', function () { Motion.move(box, before); });
  },

  move: function (box, before) {
    var b = before && Motion.clip(box), layer = Motion.layer('mx-board', b), ghost = b && before.root, o = box.getBoundingClientRect();
    if (!b) return;
    Motion.place(ghost, o.left + before.x - b[0], o.top + before.y - b[1], before.w, before.h);
    Motion.run(layer.appendChild(ghost), { opacity: [1, 0] }, 450);
    /* The mark of a piece (class token or current) at one place only
     * before the move and at one place only after it travels between them
     * (in each piece's own units: an SVG drawing may be scaled). */
    ['token', 'current'].forEach(function (w) {
      function alone(a, b) {
        var out = [].filter.call(a.querySelectorAll('.' + w), function (e) {
          return ![].some.call(b.querySelectorAll('.' + w), function (x) { return Motion.at(x) + '' === Motion.at(e) + ''; });
        });
        return out.length === 1 && out[0];
      }
      var f = alone(ghost, box), t = alone(box, ghost), p = f && f.querySelectorAll('[class*=' + w + ']');
      if (f && t) [].forEach.call(p.length ? p : [f], function (el) {
        var m = el.getScreenCTM && el.getScreenCTM(), s = m && m.a || 1, q = Motion.at(t), r = Motion.at(f);
        Motion.run(el, { transform: ['none', 'translate(' + (q[0] - r[0]) / s + 'px,' + (q[1] - r[1]) / s + 'px)'] }, 450, 0, 1);
      });
    });
  }
};
