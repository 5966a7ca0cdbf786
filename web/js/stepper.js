/*
 * stepper.js — Stepper: the trace's step controls and their keys.
 *
 * Start / back / play-pause / forward / end buttons, a slider, a step
 * number field and a speed menu.  Playing advances `speed` steps per second
 * from animation frames.  Keys (when focus is not in a text field):
 * Space play/pause, ArrowLeft/ArrowRight one step, Home/End first/last step.
 * It only moves an index; onStep(step, playing) does the drawing.
 */
'use strict';

function Stepper(root, i18n, onStep) {
  var self = this;
  this.root = root;
  this.i18n = i18n;
  this.onStep = onStep;
  this.steps = 0;
  this.step = 0;
  this.playing = false;
  this.last = 0;
  this.carry = 0;
  function $(name) { return root.querySelector('[data-step-control="' + name + '"]'); }
  this.els = {
    start: $('start'), back: $('back'), play: $('play'), forward: $('forward'), end: $('end'),
    slider: $('slider'), number: $('number'), total: $('total'), speed: $('speed')
  };
  var e = this.els;
  Stepper.SPEEDS.forEach(function (s) {
    var opt = document.createElement('option');
    opt.value = String(s);
    e.speed.appendChild(opt);
  });
  e.speed.value = '5';
  e.start.addEventListener('click', function () { self.stop(); self.go(0); });
  e.back.addEventListener('click', function () { self.stop(); self.go(self.step - 1); });
  e.forward.addEventListener('click', function () { self.stop(); self.go(self.step + 1); });
  e.end.addEventListener('click', function () { self.stop(); self.go(self.steps - 1); });
  e.play.addEventListener('click', function () { self.toggle(); });
  e.slider.addEventListener('input', function () { self.stop(); self.go(Number(e.slider.value)); });
  e.number.addEventListener('change', function () { self.stop(); self.go(Number(e.number.value)); });
  document.addEventListener('keydown', function (ev) { self.onKey(ev); });
  this.frame = this.frame.bind(this);
  this.setSteps(0, 0);
  this.relabel();
}

Stepper.SPEEDS = [1, 2, 5, 10, 30, 100, 1000, 10000, 100000];

Stepper.prototype.relabel = function () {
  var t = this.i18n;
  Array.prototype.forEach.call(this.els.speed.options, function (opt) {
    opt.textContent = t.t('perSecond', { n: Number(opt.value).toLocaleString('en') });
  });
  this.syncPlay();
};

/* A new trace with `steps` steps, shown at `step` (0 steps: disabled). */
Stepper.prototype.setSteps = function (steps, step) {
  this.stop();
  this.steps = steps;
  var off = steps === 0, e = this.els;
  this.root.classList.toggle('disabled', off);
  ['start', 'back', 'play', 'forward', 'end', 'slider', 'number', 'speed'].forEach(function (k) {
    e[k].disabled = off;
  });
  e.slider.max = String(Math.max(0, steps - 1));
  e.number.max = String(Math.max(0, steps - 1));
  e.total.textContent = off ? '' : '/ ' + (steps - 1);
  this.step = -1;
  if (!off) this.go(step);
};

/* Moves to a step (clamped) and reports it. */
Stepper.prototype.go = function (step) {
  if (this.steps === 0) return this.step;
  step = Math.max(0, Math.min(this.steps - 1, Math.floor(Number(step) || 0)));
  this.step = step;
  this.els.slider.value = String(step);
  this.els.number.value = String(step);
  this.onStep(step, this.playing);
  return step;
};

Stepper.prototype.play = function () {
  if (this.playing || this.steps === 0) return;
  if (this.step >= this.steps - 1) this.go(0);
  this.playing = true;
  this.carry = 0;
  this.last = performance.now();
  this.syncPlay();
  requestAnimationFrame(this.frame);
};

/* Stops playing and reports the step once more, as a resting one. */
Stepper.prototype.pause = function () {
  if (!this.playing) return;
  this.stop();
  this.onStep(this.step, false);
};

/* Stops playing without a report (a move to another step follows). */
Stepper.prototype.stop = function () {
  this.playing = false;
  this.syncPlay();
};

Stepper.prototype.toggle = function () {
  if (this.playing) this.pause();
  else this.play();
};

Stepper.prototype.syncPlay = function () {
  var b = this.els.play, label = this.i18n.t(this.playing ? 'pause' : 'playTrace');
  b.textContent = (this.playing ? '❚❚ ' : '▶ ') + label;
};

Stepper.prototype.frame = function (now) {
  if (!this.playing) return;
  var speed = Number(this.els.speed.value) || 5;
  this.carry += Math.min(250, now - this.last) / 1000 * speed;
  this.last = now;
  var n = Math.floor(this.carry);
  if (n > 0) {
    this.carry -= n;
    var target = Math.min(this.steps - 1, this.step + n);
    if (target >= this.steps - 1) {
      this.playing = false;
      this.syncPlay();
    }
    this.go(target);
  }
  if (this.playing) requestAnimationFrame(this.frame);
};

/* Space, arrows, Home and End, unless typing or a modifier is held. */
Stepper.prototype.onKey = function (ev) {
  if (this.steps === 0 || ev.altKey || ev.ctrlKey || ev.metaKey || ev.defaultPrevented) return;
  var t = ev.target, tag = t && t.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (t && t.isContentEditable)) return;
  var key = ev.key;
  if (key === ' ' || key === 'Spacebar') {
    if (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY') return; /* Space presses those */
    this.toggle();
  } else if (key === 'ArrowRight') {
    this.stop();
    this.go(this.step + 1);
  } else if (key === 'ArrowLeft') {
    this.stop();
    this.go(this.step - 1);
  } else if (key === 'Home') {
    this.stop();
    this.go(0);
  } else if (key === 'End') {
    this.stop();
    this.go(this.steps - 1);
  } else {
    return;
  }
  ev.preventDefault();
};
