/*
 * help.js — Help: the keyboard shortcuts in a modal dialog.  "?" (or the
 * ? button) opens it; Esc or Close closes it and gives the focus back to
 * where it was.  While it is open the focus stays inside: Tab and
 * Shift+Tab go round its controls (the rest of the page is inert).
 */
'use strict';

function Help(dialog, i18n) {
  var self = this;
  this.dialog = dialog;
  this.i18n = i18n;
  this.opener = null;
  this.list = dialog.querySelector('#help-keys');
  dialog.querySelector('#help-close').addEventListener('click', function () { self.close(); });
  dialog.querySelector('#help-ok').addEventListener('click', function () { self.close(); });
  dialog.addEventListener('close', function () { self.restore(); });
  dialog.addEventListener('keydown', function (ev) { self.trap(ev); });
  /* A click on the backdrop (outside the box) closes it too. */
  dialog.addEventListener('click', function (ev) {
    if (ev.target !== dialog) return;
    var r = dialog.getBoundingClientRect();
    if (ev.clientX < r.left || ev.clientX > r.right || ev.clientY < r.top || ev.clientY > r.bottom) self.close();
  });
}

Help.prototype.open = function () {
  if (this.dialog.open) return;
  this.opener = document.activeElement;
  this.render();
  if (typeof this.dialog.showModal === 'function') this.dialog.showModal();
  else this.dialog.setAttribute('open', '');
  this.dialog.querySelector('#help-close').focus();
};

Help.prototype.close = function () {
  if (!this.dialog.open) return;
  if (typeof this.dialog.close === 'function') this.dialog.close();
  else {
    this.dialog.removeAttribute('open');
    this.restore();
  }
};

Help.prototype.restore = function () {
  var back = this.opener;
  this.opener = null;
  if (back && back.focus && document.contains(back)) back.focus();
};

Help.prototype.focusables = function () {
  return Array.prototype.filter.call(
    this.dialog.querySelectorAll('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])'),
    function (el) { return !el.disabled && el.getClientRects().length > 0; });
};

/* Tab and Shift+Tab stay inside; Esc closes. */
Help.prototype.trap = function (ev) {
  if (ev.key === 'Escape') {
    ev.preventDefault();
    this.close();
    return;
  }
  if (ev.key !== 'Tab') return;
  var items = this.focusables();
  if (!items.length) return;
  var i = items.indexOf(document.activeElement), n = items.length;
  ev.preventDefault();
  items[ev.shiftKey ? (i <= 0 ? n - 1 : i - 1) : (i < 0 || i >= n - 1 ? 0 : i + 1)].focus();
};

Help.prototype.render = function () {
  var t = this.i18n, list = this.list;
  list.textContent = '';
  Shortcuts.LIST.forEach(function (s) {
    var tr = list.appendChild(Dom.el('tr'));
    var keys = tr.appendChild(Dom.el('td'));
    s.keys.forEach(function (k, i) {
      if (i) keys.appendChild(document.createTextNode(' '));
      keys.appendChild(Dom.el('kbd', '', k));
    });
    tr.appendChild(Dom.el('td', '', t.t(s.what)));
  });
};

Help.prototype.relabel = function () {
  if (this.dialog.open) this.render();
};
