/*
 * zoom.js — Zoom: zoom and pan for one drawing in its box (a heat map, a
 * table, a sequence's window; a graph can use it too).  It keeps a scale
 * z (1 .. max) and, when it pans, an offset (x, y) in CSS pixels of the
 * box, and calls onChange() after each change; the drawing applies them.
 * Input: Ctrl+wheel and a trackpad's pinch (Chromium sends it as
 * Ctrl+wheel) zoom at the pointer; two pointers pinch; a drag or the wheel
 * pans once zoomed in; + and - zoom and 0 resets while the box has focus.
 * A drag is not a click: the click that ends one is swallowed.
 */
'use strict';

function Zoom(box, onChange, max, pans) {
  var self = this, pts = {}, moved = 0, gap = 0;
  this.box = box;
  this.onChange = onChange;
  this.max = max;
  this.pans = pans;
  this.z = 1;
  this.x = this.y = 0;
  box.tabIndex = 0;
  function spread() {
    var p = Object.keys(pts).map(function (k) { return pts[k]; });
    return p.length === 2 ? { d: Math.hypot(p[0].x - p[1].x, p[0].y - p[1].y), clientX: (p[0].x + p[1].x) / 2, clientY: (p[0].y + p[1].y) / 2 } : null;
  }
  box.addEventListener('wheel', function (e) {
    if (e.ctrlKey || e.metaKey) self.by(Math.exp(-e.deltaY / 200), e);
    else if (self.z > 1 && pans) self.pan(-e.deltaX, -e.deltaY);
    else return;
    e.preventDefault();
  }, { passive: false });
  box.addEventListener('pointerdown', function (e) {
    pts[e.pointerId] = { x: e.clientX, y: e.clientY };
    moved = 0;
    var s = spread();
    if (s) gap = s.d;
  });
  box.addEventListener('pointermove', function (e) {
    var p = pts[e.pointerId];
    if (!p) return;
    var dx = e.clientX - p.x, dy = e.clientY - p.y, s;
    p.x = e.clientX;
    p.y = e.clientY;
    moved += Math.abs(dx) + Math.abs(dy);
    if ((s = spread())) {
      if (gap) self.by(s.d / gap, s);
      gap = s.d;
    } else if (self.z > 1 && pans) {
      self.pan(dx, dy);
    }
  });
  function up(e) {
    delete pts[e.pointerId];
    gap = 0;
  }
  box.addEventListener('pointerup', up);
  box.addEventListener('pointercancel', up);
  box.addEventListener('pointerleave', up);
  box.addEventListener('click', function (e) {
    if (moved > 6) e.stopPropagation();
    moved = 0;
  }, true);
  box.addEventListener('keydown', function (e) {
    var k = e.key, f = k === '+' || k === '=' ? 1.5 : k === '-' ? 1 / 1.5 : k === '0' ? 0 : -1;
    if (f < 0 || e.ctrlKey || e.altKey || e.metaKey) return;
    if (f) self.by(f);
    else self.set(1, 0, 0);
    e.preventDefault();
  });
}

Zoom.prototype.set = function (z, x, y, quiet) {
  var w = this.box.clientWidth, h = this.box.clientHeight;
  this.z = Math.max(1, Math.min(this.max, z));
  this.x = this.pans ? Math.min(0, Math.max(w - w * this.z, x)) : 0;
  this.y = this.pans ? Math.min(0, Math.max(h - h * this.z, y)) : 0;
  if (!quiet) this.onChange();
};

/* Zooms by f about the point at (clientX, clientY), else the centre. */
Zoom.prototype.by = function (f, at) {
  var r = this.box.getBoundingClientRect();
  var px = at ? at.clientX - r.left : r.width / 2, py = at ? at.clientY - r.top : r.height / 2;
  var z = Math.max(1, Math.min(this.max, this.z * f)), k = z / this.z;
  this.set(z, px - (px - this.x) * k, py - (py - this.y) * k);
};

Zoom.prototype.pan = function (dx, dy) {
  this.set(this.z, this.x + dx, this.y + dy);
};

/* Pans, without calling onChange, so that the point (px, py) of the
 * unzoomed drawing is at least m pixels inside the box (the current cell
 * stays in view). */
Zoom.prototype.follow = function (px, py, m) {
  if (this.z === 1) return;
  var w = this.box.clientWidth, h = this.box.clientHeight, sx = px * this.z + this.x, sy = py * this.z + this.y;
  var dx = sx < m ? m - sx : sx > w - m ? w - m - sx : 0, dy = sy < m ? m - sy : sy > h - m ? h - m - sy : 0;
  if (dx || dy) this.set(this.z, this.x + dx, this.y + dy, 1);
};
