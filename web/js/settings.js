/*
 * settings.js — Settings: the reader's preferences (language, theme,
 * projector mode, the computer's strength) remembered between visits in
 * localStorage.  From file:// or in a private window storage may be
 * missing or may throw: every access is guarded, and the values live on in
 * memory for the visit.  Loaded in <head>, before anything is drawn.
 */
'use strict';

var Settings = {
  PREFIX: 'grundy.',
  memory: {},

  storage: function () {
    try {
      return window.localStorage || null;
    } catch (e) {
      return null;
    }
  },

  /* The stored string for key, else fallback. */
  get: function (key, fallback) {
    var value = null, store = Settings.storage();
    try {
      if (store) value = store.getItem(Settings.PREFIX + key);
    } catch (e) {
      value = null;
    }
    if (value === null || value === undefined) value = Settings.memory[key];
    return value === null || value === undefined ? fallback : value;
  },

  /* Remembers key = value; false when only this visit will remember it. */
  set: function (key, value) {
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
