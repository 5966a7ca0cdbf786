/*
 * theme.js — Theme: light or dark, and projector mode (large type, high
 * contrast, thick lines), as attributes on <html> that style.css reads:
 * data-theme="light|dark", data-projector="on|off".  Loaded in <head> so
 * the stored choice applies before the first paint.  Canvases cannot use
 * CSS, so Theme.palette holds the colours they need, read from the CSS
 * custom properties of the current theme; listeners redraw on a change.
 */
'use strict';

var Theme = {
  theme: 'light',
  projector: false,
  palette: null,
  listeners: [],

  /* The stored theme, else the system's preference; projector from storage. */
  boot: function () {
    var dark = false;
    try {
      dark = !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
    } catch (e) {
      dark = false;
    }
    var theme = Settings.get('theme', dark ? 'dark' : 'light');
    Theme.apply(theme === 'dark' ? 'dark' : 'light', Settings.get('projector', 'off') === 'on');
  },

  apply: function (theme, projector) {
    Theme.theme = theme;
    Theme.projector = !!projector;
    var root = document.documentElement;
    root.setAttribute('data-theme', theme);
    root.setAttribute('data-projector', projector ? 'on' : 'off');
    Theme.palette = null;
  },

  /* Changes and remembers the theme and/or projector mode, then redraws. */
  set: function (theme, projector) {
    if (theme !== 'dark' && theme !== 'light') theme = Theme.theme;
    if (projector === undefined || projector === null) projector = Theme.projector;
    Theme.apply(theme, projector);
    Settings.set('theme', theme);
    Settings.set('projector', projector ? 'on' : 'off');
    Theme.listeners.forEach(function (fn) { fn(); });
  },

  onChange: function (fn) {
    Theme.listeners.push(fn);
  },

  /* The canvas colours of the current theme (CSS custom properties). */
  colours: function () {
    if (Theme.palette) return Theme.palette;
    var cs = getComputedStyle(document.documentElement);
    function v(name, fallback) { return cs.getPropertyValue(name).trim() || fallback; }
    var p = {
      ink: v('--ink', '#1f2933'), muted: v('--muted', '#52606d'), card: v('--card', '#fff'), line: v('--line', '#d3dae3'),
      cur: v('--cur', '#c2255c'), read: v('--read', '#5f3dc4'), L: v('--L', '#1c64f2'), R: v('--R', '#c2410c'),
      X: v('--X', '#2b7a3b'), accent: v('--accent', '#3b5bdb'), edge: v('--edge', '#b6bec9'),
      pending: v('--pending', '#e8ecf1'), blank: v('--void', '#fafbfc'), input: v('--input-bg', '#f1f3f8'),
      halo: v('--halo', '#fff'), winBg: v('--win-bg', '#d3f0da'), winInk: v('--win-ink', '#1e6b30'),
      loseBg: v('--lose-bg', '#fde0cf'), loseInk: v('--lose-ink', '#a33d00'), drawBg: v('--draw-bg', '#e9ecef'),
      drawInk: v('--draw-ink', '#495057'), noBg: v('--no-bg', '#fbd9d9'), noInk: v('--no-ink', '#a61e1e'),
      line2: Theme.projector ? 2 : 1
    };
    Theme.palette = p;
    return p;
  },

  /* "#rrggbb" (or "#rgb") as [r, g, b]. */
  rgb: function (hex) {
    var h = String(hex).replace('#', '');
    if (h.length === 3) h = h[0] + h[0] + h[1] + h[1] + h[2] + h[2];
    var n = parseInt(h, 16);
    return isNaN(n) ? [128, 128, 128] : [n >> 16 & 255, n >> 8 & 255, n & 255];
  }
};

Theme.boot();
