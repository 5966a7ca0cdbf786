/*
 * dom.js — Dom: the few helpers every drawing file uses to make HTML and
 * SVG elements.  No state, no game knowledge.
 */
'use strict';

var Dom = {
  SVG: 'http://www.w3.org/2000/svg',

  /* An HTML element with a class and a text. */
  el: function (tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  },

  /* An SVG element with attributes (numbers are rounded to 0.1 px). */
  svg: function (tag, attrs, text) {
    var e = document.createElementNS(Dom.SVG, tag);
    Object.keys(attrs || {}).forEach(function (k) {
      var v = attrs[k];
      if (v === undefined || v === null) return;
      e.setAttribute(k, typeof v === 'number' ? String(Math.round(v * 10) / 10) : v);
    });
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  },

  /* An <svg> root of a natural size that scales down to its box. */
  svgRoot: function (width, height, label) {
    var s = Dom.svg('svg', {
      viewBox: '0 0 ' + Math.ceil(width) + ' ' + Math.ceil(height),
      width: Math.ceil(width), height: Math.ceil(height), role: 'group'
    });
    if (label) s.setAttribute('aria-label', label);
    return s;
  },

  /* A long text cut in the middle ("1 2 3 … 8 9"). */
  shorten: function (text, max) {
    text = String(text);
    if (text.length <= max) return text;
    var half = Math.floor((max - 3) / 2);
    return text.slice(0, half) + ' … ' + text.slice(-half);
  }
};
