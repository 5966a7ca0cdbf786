/*
 * permalink.js — Permalink: the view's address in the URL hash,
 *   #game=lr&pos=3,1,9,4&step=12&lang=zh&lesson=2
 * or, while the course is open, its place: #course=3.2&lang=zh (chapter 3,
 * stop 2; #course=3 is the chapter's first stop),
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

/* {game, pos, step, lang, lesson, course, ignored}; absent parts are
 * undefined, step and lesson are numbers, course {chapter, stop} (1-based;
 * whether they exist is the caller's check, App.checkLink).  Every field is checked here against its closed
 * set (the game against the menu by the caller): a part that fails, a bad
 * percent-encoding or an unknown field is left out and listed in ignored
 * ([{key, value, expected}]: expected an I18n key, or the allowed values). */
Permalink.FIELDS = ['game', 'pos', 'step', 'lang', 'lesson', 'course'];
Permalink.prototype.read = function () {
  var out = { ignored: [] };
  location.hash.replace(/^#/, '').split('&').forEach(function (part) {
    if (!part) return;
    var eq = part.indexOf('='), key = eq < 0 ? part : part.slice(0, eq), raw = eq < 0 ? '' : part.slice(eq + 1), value;
    function ignore(expected) { out.ignored.push({ key: key, value: raw, expected: expected }); }
    if (Permalink.FIELDS.indexOf(key) < 0 || eq < 0) return ignore(Permalink.FIELDS.join(', '));
    /* In pos, a bare comma stands for a space; a comma of the position itself is %2C. */
    try {
      value = decodeURIComponent((key === 'pos' ? raw.replace(/,/g, ' ') : raw).replace(/\+/g, ' '));
    } catch (e) {
      return ignore('badEncoding');
    }
    if (key === 'pos') out.pos = value;
    else if (key === 'game') out.game = value;
    else if (key === 'lang') {
      if (Settings.allowed('lang', value)) out.lang = value;
      else ignore(Settings.ALLOWED.lang.join(', '));
    } else if (key === 'step') {
      if (/^\d{1,9}$/.test(value)) out.step = Number(value);
      else ignore('aCount');
    } else if (key === 'course') {
      var place = /^([1-9]\d{0,5})(?:\.([1-9]\d{0,5}))?$/.exec(value);
      if (place) out.course = { chapter: Number(place[1]), stop: place[2] ? Number(place[2]) : 1 };
      else ignore('coursePlace');
    } else if (/^[1-9]\d{0,5}$/.test(value)) out.lesson = Number(value);
    else ignore('1, 2, 3 …');
  });
  return out;
};

/* The hash for a state ({game, position, step, lang, lesson}; step and
 * lesson may be null; or {course: "3.2", lang}: the course's place, which
 * names its game, position and step). */
Permalink.prototype.format = function (s) {
  function enc(v) { return encodeURIComponent(v); }
  if (s.course) return '#course=' + s.course + '&lang=' + enc(s.lang);
  /* Spaces become bare commas (readable lr links: pos=3,1,9,4); real commas stay %2C. */
  /* A position past 65,536 characters stays out of the link (the
   * game's example comes back on reload): such a URL is no link to share,
   * and writing 400 KB into the address took 100 ms of a frozen page. */
  var parts = ['game=' + enc(s.game)];
  if (s.position.length <= 65536) parts.push('pos=' + enc(s.position).replace(/%20/g, ','));
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
