/*
 * zoom.js — Zoom: zoom and pan for one drawing in its box (a heat map, a
 * table, a sequence's window; a graph can use it too).  It keeps a scale
 * z (1 .. max) and, when it pans, an offset (x, y) in CSS pixels of the
 * box, and calls onChange() after each change; the drawing applies them.
 * z = 1 is the stage's fit; a table or a graph zooms out to half of it.
 * Input: Ctrl+wheel and a pinch (browsers send a trackpad's or a touch
 * screen's pinch as Ctrl+wheel) zoom at the pointer; a drag or the wheel
 * pans once zoomed in; + and - zoom and 0 resets while the box has focus.
 * A drag is not a click: the click that ends one is swallowed.
 */
'use strict';

function Zoom(box, onChange, max, pans) {
  var self = this, at = null, moved = 0;
  this.box = box;
  this.onChange = onChange;
  this.max = max;
  this.pans = pans;
  this.min = pans ? 1 : 0.5; /* z = 1 is the fit; a drawing that pans (a heat map) is already whole there */
  this.z = 1;
  this.x = this.y = 0;
  box.tabIndex = 0;
  box.addEventListener('wheel', function (e) {
    if (e.ctrlKey || e.metaKey) self.by(Math.exp(-e.deltaY / 200), e);
    else if (self.z > 1 && pans) self.pan(-e.deltaX, -e.deltaY);
    else return;
    e.preventDefault();
  }, { passive: false });
  box.addEventListener('pointerdown', function (e) {
    at = e;
    moved = 0;
  });
  box.addEventListener('pointermove', function (e) {
    if (!at || e.pointerId !== at.pointerId) return;
    moved += Math.abs(e.clientX - at.clientX) + Math.abs(e.clientY - at.clientY);
    if (self.z > 1 && pans) self.pan(e.clientX - at.clientX, e.clientY - at.clientY);
    at = e;
  });
  box.addEventListener('pointerup', function () { at = null; });
  box.addEventListener('click', function (e) {
    if (moved > 6) e.stopPropagation();
    moved = 0;
  }, true);
  box.addEventListener('keydown', function (e) {
    var k = '-0+='.indexOf(e.key);
    if (k < 0 || e.ctrlKey || e.altKey || e.metaKey) return;
    if (k === 1) self.set(1, 0, 0); /* 0: back to the fit */
    else self.by(k > 1 ? 1.5 : 1 / 1.5);
    e.preventDefault();
  });
}

Zoom.prototype.set = function (z, x, y, quiet) {
  var w = this.box.clientWidth, h = this.box.clientHeight;
  this.z = Math.max(this.min, Math.min(this.max, z));
  this.x = this.pans ? Math.min(0, Math.max(w - w * this.z, x)) : 0;
  this.y = this.pans ? Math.min(0, Math.max(h - h * this.z, y)) : 0;
  if (!quiet) this.onChange();
};

/* Zooms by f about the point at (clientX, clientY), else about the point
 * the drawing's focus() gives (box pixels: its current cell), else the
 * centre. */
Zoom.prototype.by = function (f, at) {
  var r = this.box.getBoundingClientRect(), c = this.focus && this.focus();
  var px = at ? at.clientX - r.left : c ? c[0] : r.width / 2, py = at ? at.clientY - r.top : c ? c[1] : r.height / 2;
  var z = Math.max(this.min, Math.min(this.max, this.z * f)), k = z / this.z;
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
