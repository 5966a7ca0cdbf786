/*
 * runner.js — Runner: drives resumable C jobs (Core.Job) from animation
 * frames so the page never blocks.
 *
 * Each animation frame advances the running job in slices (gw_job_run
 * with a budget of units) for about frameMs; the slice size adapts so that
 * one call takes about sliceMs.  Many short calls keep frames short and let
 * V8 tier the WASM code up (one long call stays in the baseline tier).  A job
 * given to an idle runner starts at once, so a short one needs no frame at all.
 * Jobs queue one after another;
 * cancel() frees them all and rejects their promises with an AbortError.
 * In a hidden tab, where animation frames stop, it falls back to timers.
 */
'use strict';

function Runner(onProgress) {
  this.onProgress = onProgress || function () {};
  this.queue = [];
  this.task = null;
  this.firstSlice = 2000;    /* units in a job's first call: a unit's cost differs
                              * from job to job (a trace step of 1000 piles is
                              * ~1 us before V8 tiers up), so each job starts small */
  this.slice = this.firstSlice; /* units per call, adapted to take about sliceMs */
  this.minSlice = 500;
  this.maxSlice = 5000000;
  this.sliceMs = 2;
  this.frameMs = 10;         /* work per animation frame, at most about this long */
  this.firstMs = 4;          /* work at once when a job starts on an idle runner */
  this.frameUnits = Infinity; /* optional cap on units per frame (setMaxBudget) */
  this.scheduled = false;
}

/* Resolves with the finished job (the caller then owns and frees it);
 * `later`: from the next frame even on an idle runner (a long position's
 * reading has just taken the current task). */
Runner.prototype.run = function (job, label, later) {
  var self = this;
  return new Promise(function (resolve, reject) {
    self.queue.push({ job: job, label: label, resolve: resolve, reject: reject });
    if (!self.task) self.onProgress({ label: label, fraction: job.progress() });
    if (!self.task && !self.scheduled && !later) {
      /* Idle: the first slices at once (a short job is done before the
       * next frame), the rest from animation frames. */
      self.scheduled = true;
      Promise.resolve().then(function () { self.tick(self.firstMs); });
    } else {
      self.schedule();
    }
  });
};

Runner.prototype.busy = function () {
  return this.task !== null || this.queue.length > 0;
};

/* Stops and frees every job; their promises reject with an AbortError. */
Runner.prototype.cancel = function () {
  var tasks = (this.task ? [this.task] : []).concat(this.queue);
  this.task = null;
  this.queue = [];
  tasks.forEach(function (t) {
    t.job.free();
    var e = new Error('cancelled');
    e.name = 'AbortError';
    t.reject(e);
  });
  this.onProgress(null);
};

/* Caps the units run per frame (tests use a small cap to watch a long job);
 * 0 or Infinity removes the cap. */
Runner.prototype.setMaxBudget = function (units) {
  units = Number(units);
  this.frameUnits = units > 0 && isFinite(units) ? Math.max(this.minSlice, Math.floor(units)) : Infinity;
};

/* Resolves at the next animation frame (a timer in a hidden tab). */
Runner.nextFrame = function () {
  return new Promise(function (resolve) {
    if (document.hidden) setTimeout(resolve, 0);
    else requestAnimationFrame(function () { resolve(); });
  });
};

Runner.prototype.schedule = function () {
  if (this.scheduled) return;
  this.scheduled = true;
  var self = this, tick = function () { self.tick(); }; /* not the frame's timestamp as a limit */
  if (document.hidden) setTimeout(tick, 0);
  else requestAnimationFrame(tick);
};

/* One frame: slices of the running job until frameMs (or ms) or frameUnits is used up. */
Runner.prototype.tick = function (ms) {
  var limit = typeof ms === 'number' ? ms : this.frameMs;
  this.scheduled = false;
  if (!this.task) {
    this.task = this.queue.shift() || null;
    this.slice = this.firstSlice;
  }
  var task = this.task;
  if (!task) {
    this.onProgress(null);
    return;
  }
  var start = performance.now(), units = 0, finished = false;
  try {
    while (!finished && units < this.frameUnits && performance.now() - start < limit) {
      var budget = Math.min(this.slice, this.frameUnits - units), t0 = performance.now();
      finished = task.job.run(budget);
      units += budget;
      var ms = performance.now() - t0;
      if (ms > 2 * this.sliceMs) this.slice = Math.max(this.minSlice, Math.floor(this.slice / 2));
      /* Grow only on a call that used its whole budget: a job that simply
       * ended early says nothing about how fast a slice is. */
      else if (!finished && ms < this.sliceMs / 2 && budget === this.slice) this.slice = Math.min(this.maxSlice, this.slice * 2);
    }
  } catch (e) {
    this.task = null;
    task.job.free();
    task.reject(e);
    this.afterTask();
    return;
  }
  if (finished) {
    this.task = null;
    task.resolve(task.job);
    this.afterTask();
    return;
  }
  this.onProgress({ label: task.label, fraction: task.job.progress() });
  this.schedule();
};

Runner.prototype.afterTask = function () {
  if (this.queue.length) {
    this.schedule();
  } else {
    this.onProgress(null);
  }
};
