/*
 * motion.js — Motion: short animations that show what has just happened,
 * drawn in fixed layers that nothing can click and screen readers skip.
 *
 * A step of a trace (Motion.step, from Views.prototype.motion): forward,
 * the cells the step read pulse, then its value travels from the first of
 * them into the cell it wrote; back, the same in reverse: the value leaves
 * the written cell (already drawn empty) for the first read cell, and the
 * cells read pulse as it arrives.  The layer is a box over the views' area
 * (#views, cut to the window and to the boxes that scroll it), clipped to
 * it, so motion is never drawn over the explanation or the controls; a cell
 * not wholly inside it stays still.  Cells are measured after the step's
 * task (a microtask), once the explanation and the scrolling that follow a
 * step have moved the views.  Its time is about a step's at the chosen
 * speed, 700 ms down to 70 ms (Motion.ms); while playing, a motion under
 * way is not cut short by the next step, so that at high speeds every few
 * steps one moves, whole, instead of none.
 *
 * A move on the play board (Motion.board, from Play.renderBoard): the board
 * before it (Motion.snap) and after it are compared element by element —
 * what a click can pick (keyed by its data-pick), other buttons and
 * labelled SVG groups (keyed by their order), and a board's coin, paired
 * by key and by name (Motion.pair: a move may renumber the edges): an
 * element gone fades out where it was (an edge cut, a coin taken); one
 * whose state (a class) changed for another turns over (a coin turned);
 * one whose text changed cross-fades (a pile's stones taken); one that
 * moved travels (the ring's coin); and the mark of a piece (class token or current) travels from the
 * element that lost it to the one that gained it (a token moved).  The old
 * board itself, hidden but for those elements, is the picture that fades,
 * turns or travels, so every board kind animates with no code of its own.
 *
 * Nothing moves under prefers-reduced-motion.  The Web Animations API runs
 * the motion; each element goes at its animation's end.
 */
'use strict';

var Motion = {
  MOVERS: ['token', 'current'],
  ITEMS: '[data-pick], button, g[aria-label], .coin',
  BOARD_MS: 450,
  until: 0,
  token: 0,
  moves: 0,

  still: function () {
    return matchMedia('(prefers-reduced-motion: reduce)').matches;
  },

  /* A motion's length at `speed` steps a second. */
  ms: function (speed) {
    return Math.max(70, Math.min(700, 1500 / (speed || 5)));
  },

  /* The part of el on screen: its client box cut to the window and to every
   * box around it that clips (overflow), or null when nothing shows. */
  clip: function (el) {
    var r = el.getBoundingClientRect(), b = { left: Math.max(0, r.left), top: Math.max(0, r.top), right: Math.min(innerWidth, r.right), bottom: Math.min(innerHeight, r.bottom) };
    for (var p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      if (getComputedStyle(p).overflow === 'visible') continue;
      var q = p.getBoundingClientRect();
      b = { left: Math.max(b.left, q.left), top: Math.max(b.top, q.top), right: Math.min(b.right, q.right), bottom: Math.min(b.bottom, q.bottom) };
    }
    return b.right - b.left > 1 && b.bottom - b.top > 1 ? b : null;
  },

  /* The layer of class cls, emptied and laid over the client box b. */
  layer: function (cls, b) {
    var el = Motion[cls];
    if (!el) {
      el = Motion[cls] = document.body.appendChild(Dom.el('div', cls));
      el.setAttribute('aria-hidden', 'true');
      el.inert = true;
    }
    el.textContent = '';
    el.hidden = !b;
    if (b) el.style.cssText = 'left:' + b.left + 'px;top:' + b.top + 'px;width:' + (b.right - b.left) + 'px;height:' + (b.bottom - b.top) + 'px';
    return el;
  },

  /* Runs keyframes on el for ms; el leaves the page at the end (or stays, keep). */
  run: function (el, frames, ms, keep) {
    var a = el.animate(frames, { duration: ms, easing: 'ease-in-out', fill: 'both' });
    a.onfinish = function () { if (keep) a.cancel(); else el.remove(); };
    return a;
  },

  /* ---- a step of the trace ---------------------------------------------- */

  /* views: the Views; marks: the cells of the step that moves (Views.marks),
   * null for none; back: it is undone; playing: playback at speed. */
  step: function (views, marks, back, playing) {
    if (playing && marks && performance.now() < Motion.until) return;
    var token = ++Motion.token;
    Motion.until = 0;
    if (!marks || Motion.still()) return Motion.layer('mx-motion', null);
    Promise.resolve().then(function () {
      if (token === Motion.token) Motion.draw(views, marks, back);
    });
  },

  draw: function (views, marks, back) {
    var b = Motion.clip(views.root), layer = Motion.layer('mx-motion', b);
    if (!b) return;
    var speed = Number((document.querySelector('[data-step-control=speed]') || {}).value), ms = Motion.ms(speed);
    var reads = [], to = null, trace = views.trace;
    marks.forEach(function (m) {
      var p = views.panels[m.view], r = p && p.rect && p.rect(m);
      /* wholly inside the layer, else not drawn (the layer would cut it) */
      if (!r || r.left < b.left - 1 || r.top < b.top - 1 || r.left + r.width > b.right + 1 || r.top + r.height > b.bottom + 1) return;
      if (m.role && reads.length >= 12) return;
      var el = layer.appendChild(Dom.el('div', m.role ? 'mx-pulse' : 'mx-land',
        m.role ? '' : Values.format(trace.views[m.view].value_kind, trace.value(m.id), views.i18n.lang).short));
      el.style.cssText = 'left:' + (r.left - b.left) + 'px;top:' + (r.top - b.top) + 'px;width:' + r.width + 'px;height:' + r.height + 'px;color:' + Views.roleColour(m.role);
      if (m.role) reads.push({ el: el, r: r });
      else to = { el: el, r: r };
    });
    reads.forEach(function (c) {
      Motion.run(c.el, back
        ? [{ opacity: 0 }, { opacity: 0, offset: 0.55 }, { opacity: 1, transform: 'scale(1)', offset: 0.6 }, { transform: 'scale(1.4)', offset: 0.8 }, { opacity: 0.6, transform: 'scale(1)' }]
        : [{ opacity: 1, transform: 'scale(1)' }, { opacity: 0.9, transform: 'scale(1.4)', offset: 0.2 }, { opacity: 0.7, transform: 'scale(1)', offset: 0.4 }, { opacity: 0 }], ms);
    });
    if (to) {
      var a = reads[0] && reads[0].r, away = a ? 'translate(' + (a.left - to.r.left) + 'px,' + (a.top - to.r.top) + 'px)' : 'scale(' + (back ? 0.4 : 2) + ')';
      Motion.run(to.el, back
        ? [{ opacity: 1, transform: 'none' }, { opacity: 1, transform: away, offset: 0.65 }, { opacity: 0, transform: away }]
        : [{ opacity: 0, transform: away }, { opacity: 0, transform: away, offset: 0.3 }, { opacity: 1, transform: away, offset: 0.35 }, { opacity: 1, transform: 'none' }], ms);
    }
    if (layer.firstChild) Motion.until = performance.now() + ms;
  },

  /* ---- a move on the board --------------------------------------------- */

  /* An element's classes, but for those that say whose turn it is. */
  words: function (el) {
    return (el.getAttribute('class') || '').split(/\s+/).filter(function (w) { return w && !/^(pick|off|selected)$/.test(w); });
  },

  /* The elements of a board, by key, with their box (from the corner o
   * of the board's box: the page around may move), text and classes. */
  items: function (root, o) {
    var out = {}, n = 0;
    root.querySelectorAll(Motion.ITEMS).forEach(function (el) {
      var key = el.dataset.pick !== undefined ? el.dataset.pickKind + ':' + el.dataset.pick : '#' + n++;
      /* its name without its own number: the same element still, when a move renumbers them */
      var name = el.getAttribute('aria-label') || el.title || el.textContent;
      out[key] = { el: el, r: Motion.from(el, o), text: el.textContent, cls: Motion.words(el), key: key,
        sig: el.dataset.pick !== undefined ? name.replace(new RegExp('\\b' + el.dataset.pick.replace(/\W/g, '\\$&') + '\\b'), '') : name };
    });
    return out;
  },

  /* The new board's items keyed by the old ones they are: the same key and
   * name, else the only one left with that name if the name still holds a
   * number (an edge "0 — 5" renumbered; not a bare "node"), else the same
   * key; the rest under keys of their own ("+" key). */
  pair: function (old, now) {
    var out = {}, left = {}, by = {};
    Object.keys(now).forEach(function (k) { left[k] = now[k]; });
    Object.keys(old).forEach(function (k) {
      if (now[k] && now[k].sig === old[k].sig) out[k] = now[k], delete left[k];
    });
    Object.keys(left).forEach(function (k) { var g = left[k].sig; by[g] = by[g] ? -1 : k; });
    Object.keys(old).forEach(function (k) {
      var z = by[old[k].sig];
      if (out[k] || !z || z === -1 || !left[z] || !/\d/.test(old[k].sig)) return;
      out[k] = left[z];
      delete left[z];
    });
    Object.keys(old).forEach(function (k) {
      if (!out[k] && left[k]) out[k] = left[k], delete left[k];
    });
    Object.keys(left).forEach(function (k) { out['+' + k] = left[k]; });
    return out;
  },

  /* el's client box from the corner o. */
  from: function (el, o) {
    var r = el.getBoundingClientRect();
    return { left: r.left - o.left, top: r.top - o.top, right: r.right - o.left, bottom: r.bottom - o.top, width: r.width };
  },

  /* The board drawn in box, before it is replaced (null under reduced motion). */
  snap: function (box) {
    var root = box.firstElementChild, o = box.getBoundingClientRect();
    if (!root || Motion.still()) return null;
    var scrolled = [];
    root.querySelectorAll('*').forEach(function (el) { if (el.scrollLeft || el.scrollTop) scrolled.push([el, el.scrollLeft, el.scrollTop]); });
    return { root: root, at: Motion.from(root, o), items: Motion.items(root, o), scrolled: scrolled };
  },

  /* Animates the change from `before` (Motion.snap) to the board now in
   * box, once the move's task is over (what follows the board may move it). */
  board: function (box, before) {
    var token = ++Motion.moves;
    if (!before) return Motion.layer('mx-board', null);
    Promise.resolve().then(function () {
      if (token === Motion.moves) Motion.move(box, before);
    });
  },

  move: function (box, before) {
    var b = Motion.clip(box), layer = Motion.layer('mx-board', b);
    if (!b) return;
    var o = box.getBoundingClientRect(), old = before.items, now = Motion.pair(old, Motion.items(box, o)), ghost = before.root, ms = Motion.BOARD_MS, busy = 0;
    ghost.style.cssText = 'position:absolute;visibility:hidden;margin:0;left:' + (o.left + before.at.left - b.left) + 'px;top:' + (o.top + before.at.top - b.top) + 'px;width:' + before.at.width + 'px';
    layer.appendChild(ghost);
    before.scrolled.forEach(function (s) { s[0].scrollLeft = s[1]; s[0].scrollTop = s[2]; });
    /* One of the old board's elements, seen again (SVG parts turn about their own centre). */
    function seen(el) {
      el.style.visibility = 'visible';
      busy++;
      return centred(el);
    }
    function centred(el) {
      el.style.transformBox = 'fill-box';
      el.style.transformOrigin = 'center';
      return el;
    }
    /* dx, dy in el's own units (an SVG drawing may be scaled to its box). */
    function shift(el, dx, dy) {
      var m = el.getScreenCTM && el.getScreenCTM(), k = m && m.a ? m.a : 1;
      return 'translate(' + dx / k + 'px,' + dy / k + 'px)';
    }
    function travel(from, to, pieces, arrive) {
      var dx = to.r.left - from.r.left, dy = to.r.top - from.r.top;
      pieces.forEach(function (el) { Motion.run(seen(el), [{ transform: 'none' }, { transform: shift(el, dx, dy) }], ms); });
      arrive.forEach(function (el) { Motion.run(el, [{ opacity: 0 }, { opacity: 0, offset: 0.85 }, { opacity: 1 }], ms, true); });
    }
    /* The pieces: a token's mark travels from the element that lost it to the one that gained it. */
    var lost = {}, gained = {}, done = {};
    Object.keys(old).forEach(function (k) {
      var o = old[k], n = now[k];
      if (!n) return;
      Motion.MOVERS.forEach(function (w) {
        var was = o.cls.indexOf(w) >= 0, is = n.cls.indexOf(w) >= 0;
        if (was && !is) lost[w] = lost[w] ? -1 : k;
        if (is && !was) gained[w] = gained[w] ? -1 : k;
      });
    });
    Motion.MOVERS.forEach(function (w) {
      var a = lost[w], z = gained[w];
      if (!a || !z || a === -1 || z === -1) return;
      var sel = '[class*="' + w + '"]', from = old[a].el.querySelectorAll(sel), to = now[z].el.querySelectorAll(sel);
      travel(old[a], now[z], from.length ? [].slice.call(from) : [old[a].el], to.length ? [].slice.call(to) : [now[z].el]);
      done[a] = done[z] = true;
    });
    Object.keys(old).forEach(function (k) {
      var o = old[k], n = now[k];
      if (done[k]) return;
      if (!n) return Motion.run(seen(o.el), [{ opacity: 1 }, { opacity: 0, transform: 'scale(0.6)' }], ms);
      var moved = !(o.r.left < n.r.right && n.r.left < o.r.right && o.r.top < n.r.bottom && n.r.top < o.r.bottom); /* somewhere else */
      var gone = o.cls.some(function (w) { return n.cls.indexOf(w) < 0; }), come = n.cls.some(function (w) { return o.cls.indexOf(w) < 0; });
      /* one state for another (heads for tails) turns over; a state only gained or lost, with a new text, cross-fades */
      if (gone && come || (gone || come) && o.text === n.text) {
        Motion.run(seen(o.el), [{ transform: 'scaleX(1)' }, { transform: 'scaleX(0)', offset: 0.5 }, { transform: 'scaleX(0)' }], ms);
        Motion.run(centred(n.el), [{ transform: 'scaleX(0)' }, { transform: 'scaleX(0)', offset: 0.5 }, { transform: 'scaleX(1)' }], ms, true);
      } else if (moved) {
        travel(o, n, [o.el], [n.el]);
      } else if (o.text !== n.text) {
        Motion.run(seen(o.el), [{ opacity: 1 }, { opacity: 0, transform: 'translateY(-12px)' }], ms);
        Motion.run(n.el, [{ opacity: 0 }, { opacity: 0, offset: 0.3 }, { opacity: 1 }], ms, true);
      }
    });
    Object.keys(now).forEach(function (k) {
      if (!old[k]) Motion.run(now[k].el, [{ opacity: 0 }, { opacity: 1 }], ms, true);
    });
    if (busy) Motion.run(ghost, [{ opacity: 1 }, { opacity: 1 }], ms);
    else layer.textContent = '';
  }
};
