/*
 * settings.js — Settings: the reader's preferences (language, theme,
 * projector mode, the computer's strength) remembered between visits in
 * localStorage.  From file:// or in a private window storage may be
 * missing or may throw: every access is guarded, and the values live on in
 * memory for the visit.  Loaded in <head>, before anything is drawn.
 *
 * Settings are data, checked: each key of ALLOWED has a closed set of
 * values (a new setting belongs there).  A stored value outside it is dropped from storage and noted
 * in `ignored` (the page says so once it has started); a value outside it
 * is never stored.  No lookup on a plain object by a stored text: has().
 */
'use strict';

var Settings = {
  PREFIX: 'grundy.',
  memory: Object.create(null),
  ALLOWED: { lang: ['en', 'zh'], theme: ['light', 'dark'], projector: ['on', 'off'], strength: ['0', '1', '2'] },
  /* [{key, value, expected, stored}]: the stored values dropped this visit. */
  ignored: [],

  /* Whether o has key as its own property (never one inherited, like "constructor"). */
  has: function (o, key) {
    return Object.prototype.hasOwnProperty.call(o, key);
  },

  /* Whether value is one of key's allowed values (any, for a key with no closed set). */
  allowed: function (key, value) {
    return !Settings.has(Settings.ALLOWED, key) || Settings.ALLOWED[key].indexOf(String(value)) >= 0;
  },

  storage: function () {
    try {
      return window.localStorage || null;
    } catch (e) {
      return null;
    }
  },

  /* The stored string for key, else fallback; a value not allowed is dropped. */
  get: function (key, fallback) {
    var value = null, store = Settings.storage();
    try {
      if (store) value = store.getItem(Settings.PREFIX + key);
    } catch (e) {
      value = null;
    }
    if (value === null || value === undefined) value = Settings.memory[key];
    if (value === null || value === undefined) return fallback;
    if (Settings.allowed(key, value)) return value;
    Settings.ignored.push({ key: key, value: value, expected: Settings.ALLOWED[key].join(', '), stored: 1 });
    delete Settings.memory[key];
    try {
      if (store) store.removeItem(Settings.PREFIX + key);
    } catch (e) { /* the value is ignored all the same */ }
    return fallback;
  },

  /* Remembers key = value; false when only this visit will remember it
   * (or, for a value not allowed, not even that). */
  set: function (key, value) {
    if (!Settings.allowed(key, value)) return false;
    Settings.memory[key] = String(value);
    var store = Settings.storage();
    try {
      if (!store) return false;
      store.setItem(Settings.PREFIX + key, String(value));
      return true;
    } catch (e) {
      return false;
    }
  }
};
