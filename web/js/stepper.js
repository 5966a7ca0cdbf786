/*
 * stepper.js — Stepper: the trace's step controls and their keys.
 *
 * Start / back / play-pause / forward / end buttons, a timeline slider (a
 * real scrubber: drag it, or focus it and use the arrow keys, Page Up/Down
 * and Home/End; its aria-valuetext says "step k of n"), a step number
 * field and a speed menu.  Playing advances `speed` steps per second from
 * animation frames.  Keys (when focus is not in a text field): Space
 * play/pause, ArrowLeft/ArrowRight one step, Shift+arrows ten steps,
 * Home/End first/last step.  It only moves an index; onStep(step, playing,
 * how) does the drawing, how being "forward" (one step on, by button or
 * key), "play" (playback) or "jump" (anything else), so that the quiz can
 * ask before a step it reaches going forward.  Step -1 is "before the first
 * step" (setSteps(n, -1)): nothing computed yet; moving on from it goes to 0.
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
  this.labelTime = 0;
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
  e.forward.addEventListener('click', function () { self.forward(); });
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
  this.syncLabel();
};

/* A new trace with `steps` steps, shown at `step` (-1: before the first
 * step; 0 steps: disabled). */
Stepper.prototype.setSteps = function (steps, step) {
  this.stop();
  this.steps = steps;
  var off = steps === 0, e = this.els;
  this.root.classList.toggle('disabled', off);
  ['start', 'back', 'play', 'forward', 'end', 'slider', 'number', 'speed'].forEach(function (k) {
    e[k].disabled = off;
  });
  e.slider.max = String(Math.max(0, steps - 1));
  e.slider.step = '1';
  e.number.max = String(Math.max(0, steps - 1));
  /* Wide enough for the last step's digits (40200, not "4020"), and room
   * for the padding and the spin buttons. */
  e.number.style.width = 'calc(' + Math.max(3, String(e.number.max).length) + 'ch + 2.8em)';
  e.total.textContent = off ? '' : '/ ' + (steps - 1);
  this.step = -1;
  if (off) {
    this.syncLabel();
  } else if (step === -1) {
    this.blank();
  } else {
    this.go(step);
  }
};

/* Before the first step: nothing shown as computed. */
Stepper.prototype.blank = function () {
  if (this.steps === 0) return;
  this.stop();
  this.step = -1;
  this.els.slider.value = '0';
  this.els.number.value = '';
  this.syncLabel();
  this.onStep(-1, false, 'jump');
};

/* Moves to a step (clamped) and reports it. */
Stepper.prototype.go = function (step, how) {
  if (this.steps === 0) return this.step;
  step = Math.max(0, Math.min(this.steps - 1, Math.floor(Number(step) || 0)));
  this.step = step;
  /* While playing, the slider and the number follow 20 times a second: a
   * range input's thumb is placed by layout, too dear for every frame. */
  var now = performance.now();
  if (!this.playing || !(now - this.controlsTime < 50) || step === this.steps - 1) {
    this.controlsTime = now;
    this.els.slider.value = String(step);
    this.els.number.value = String(step);
  }
  this.syncLabel();
  this.onStep(step, this.playing, how || 'jump');
  return step;
};

/* One step on (the forward button, ArrowRight). */
Stepper.prototype.forward = function () {
  this.stop();
  return this.go(this.step + 1, 'forward');
};

/* The slider's spoken value; while playing at most a few times a second. */
Stepper.prototype.syncLabel = function () {
  var now = performance.now();
  if (this.playing && now - this.labelTime < 250) return;
  this.labelTime = now;
  var s = this.els.slider, t = this.i18n;
  if (this.steps === 0) s.setAttribute('aria-valuetext', t.t('noSteps'));
  else if (this.step < 0) s.setAttribute('aria-valuetext', t.t('beforeFirst', { n: this.steps - 1 }));
  else s.setAttribute('aria-valuetext', t.t('stepOf', { k: this.step, n: this.steps - 1 }));
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
  this.syncLabel();
  this.onStep(this.step, false, 'jump');
};

/* Stops playing without a report (a move to another step follows). */
Stepper.prototype.stop = function () {
  var was = this.playing;
  this.playing = false;
  this.syncPlay();
  if (was && this.step >= 0) {
    this.els.slider.value = String(this.step);
    this.els.number.value = String(this.step);
  }
};

Stepper.prototype.toggle = function () {
  if (this.playing) this.pause();
  else this.play();
};

Stepper.prototype.syncPlay = function () {
  var b = this.els.play, label = this.i18n.t(this.playing ? 'pause' : 'playTrace');
  var text = (this.playing ? '❚❚ ' : '▶ ') + label;
  if (b.textContent !== text) b.textContent = text;
  b.setAttribute('aria-keyshortcuts', 'Space');
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
    this.go(target, 'play');
  }
  if (this.playing) requestAnimationFrame(this.frame);
};

/* Space, arrows (with Shift: ten steps), Home and End, unless typing, on
 * the slider (it has its own keys) or a modifier is held. */
Stepper.prototype.onKey = function (ev) {
  if (this.steps === 0 || ev.altKey || ev.ctrlKey || ev.metaKey || ev.defaultPrevented) return;
  var t = ev.target, tag = t && t.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (t && t.isContentEditable)) return;
  if (t && t.closest && t.closest('dialog')) return;
  var key = ev.key, far = ev.shiftKey ? 10 : 1;
  if (key === ' ' || key === 'Spacebar') {
    if (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY') return; /* Space presses those */
    this.toggle();
  } else if (key === 'ArrowRight') {
    if (far === 1) {
      this.forward();
    } else {
      this.stop();
      this.go(this.step + far);
    }
  } else if (key === 'ArrowLeft') {
    this.stop();
    this.go(Math.max(0, this.step - far));
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
