/*
 * shortcuts.js — Shortcuts: the page's keyboard shortcuts in one list
 * (the help dialog shows it) and the handler for the single-key ones.
 * The step keys (Space, arrows, Home, End) live in Stepper; they are
 * listed here too.  A key does nothing while the focus is in a text field
 * or a dialog, or with Ctrl, Alt or Meta held.
 */
'use strict';

var Shortcuts = {
  /* keys as shown, and the i18n key of what they do */
  LIST: [
    { keys: ['Space'], what: 'kPlay' },
    { keys: ['←', '→'], what: 'kStep' },
    { keys: ['Shift ←', 'Shift →'], what: 'kStep10' },
    { keys: ['Home', 'End'], what: 'kEnds' },
    { keys: ['?'], what: 'kHelp' },
    { keys: ['Esc'], what: 'kClose' },
    { keys: ['L'], what: 'kLesson' },
    { keys: ['[', ']'], what: 'kLessonStops' },
    { keys: ['Q'], what: 'kQuiz' },
    { keys: ['C'], what: 'kTwin' },
    { keys: ['D'], what: 'kDark' },
    { keys: ['P'], what: 'kProjector' },
    { keys: ['+', '-', '0'], what: 'kZoom' },
    { keys: ['G'], what: 'kGame' },
    { keys: ['E'], what: 'kEditor' },
    { keys: ['B'], what: 'kBoard' },
    { keys: ['S'], what: 'kSide' },
    { keys: ['F'], what: 'kFull' },
    { keys: ['H'], what: 'kHint' },
    { keys: ['U', 'Y'], what: 'kUndoRedo' },
    { keys: ['Tab', 'Shift Tab'], what: 'kTab' }
  ],

  TEXT: { text: 1, number: 1, search: 1, email: 1, url: 1, tel: 1, password: 1 },

  /* Whether keys typed at el are text (so no shortcut applies). */
  typing: function (el) {
    if (!el || !el.tagName) return false;
    var tag = el.tagName;
    if (tag === 'TEXTAREA' || tag === 'SELECT' || el.isContentEditable) return true;
    return tag === 'INPUT' && !!Shortcuts.TEXT[(el.type || 'text').toLowerCase()];
  },

  /* actions: {key: fn} with keys as KeyboardEvent.key, letters in lower case. */
  bind: function (actions) {
    document.addEventListener('keydown', function (ev) {
      if (ev.ctrlKey || ev.altKey || ev.metaKey || ev.defaultPrevented) return;
      if (Shortcuts.typing(ev.target)) return;
      if (document.querySelector('dialog[open]')) return;
      var key = ev.key.length === 1 ? ev.key.toLowerCase() : ev.key;
      var fn = actions[key];
      if (!fn) return;
      ev.preventDefault();
      fn(ev);
    });
  }
};
