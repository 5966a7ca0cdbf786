/*
 * glossary.js — Glossary: the course's terms with their meaning, as C
 * writes them (the course's "glossary": [{term {en, zh}, def {en, zh}}]), in
 * a panel the course opens.  Only the page's language shows: in 中文 the
 * Chinese term (its notation included) and meaning, in English the English
 * ones; an English column in 中文 mode would be English prose a class
 * cannot use.
 */
'use strict';

function Glossary(root, i18n) {
  var self = this;
  this.root = root;
  this.i18n = i18n;
  this.list = [];
  this.open = false;
  root.querySelector('[data-glossary=close]').addEventListener('click', function () { self.setOpen(false); });
}

Glossary.prototype.setData = function (list) {
  this.list = list || [];
  this.render();
};

Glossary.prototype.setOpen = function (open) {
  this.open = !!open;
  this.root.hidden = !this.open;
  if (this.open) this.root.scrollIntoView({ block: 'nearest' });
};

Glossary.prototype.toggle = function () {
  this.setOpen(!this.open);
};

Glossary.prototype.render = function () {
  var t = this.i18n, table = this.root.querySelector('table');
  table.textContent = '';
  var head = table.appendChild(Dom.el('thead')).appendChild(Dom.el('tr'));
  ['glossaryTerm', 'glossaryMeaning'].forEach(function (k) { head.appendChild(Dom.el('th', '', t.t(k))); });
  var body = table.appendChild(Dom.el('tbody'));
  this.list.forEach(function (g) {
    var tr = body.appendChild(Dom.el('tr'));
    tr.appendChild(Dom.el('td', '', t.pick(g.term)));
    tr.appendChild(Dom.el('td', '', t.pick(g.def)));
  });
};
