/*
 * permalink.js — Permalink: the view's address in the URL hash,
 *   #game=lr&pos=3,1,9,4&step=12&lang=zh&lesson=2
 * read on load and on every hashchange (onChange), written back with
 * history.replaceState so that writing never triggers a reload.  The
 * position is the canonical text from C with its spaces written as bare
 * commas (so lr links stay readable); a comma that belongs to the position
 * (dag's start=0,3, every's 3,5) is written %2C and survives the round trip.
 */
'use strict';

function Permalink(onChange) {
  var self = this;
  this.onChange = onChange;
  window.addEventListener('hashchange', function () { self.onChange(self.read()); });
}

/* {game, pos, step, lang, lesson}; absent parts are undefined, step and lesson are numbers. */
Permalink.prototype.read = function () {
  var out = {};
  location.hash.replace(/^#/, '').split('&').forEach(function (part) {
    var eq = part.indexOf('=');
    if (eq <= 0) return;
    var key = part.slice(0, eq), raw = part.slice(eq + 1), value;
    /* In pos, a bare comma stands for a space; a comma of the position itself is %2C. */
    if (key === 'pos') raw = raw.replace(/,/g, ' ');
    try {
      value = decodeURIComponent(raw.replace(/\+/g, ' '));
    } catch (e) {
      return;
    }
    if (key === 'game' || key === 'lang') out[key] = value;
    else if (key === 'pos') out.pos = value;
    else if (key === 'step' && /^\d+$/.test(value)) out.step = Number(value);
    else if (key === 'lesson' && /^[1-9]\d*$/.test(value)) out.lesson = Number(value);
  });
  return out;
};

/* The hash for a state ({game, position, step, lang, lesson}; step and lesson may be null). */
Permalink.prototype.format = function (s) {
  function enc(v) { return encodeURIComponent(v); }
  /* Spaces become bare commas (readable lr links: pos=3,1,9,4); real commas stay %2C. */
  var parts = ['game=' + enc(s.game), 'pos=' + enc(s.position).replace(/%20/g, ',')];
  if (s.step !== null && s.step !== undefined) parts.push('step=' + s.step);
  parts.push('lang=' + enc(s.lang));
  if (s.lesson) parts.push('lesson=' + s.lesson);
  return '#' + parts.join('&');
};

Permalink.prototype.write = function (s) {
  var hash = this.format(s);
  if (hash !== location.hash) history.replaceState(null, '', hash);
  return hash;
};
