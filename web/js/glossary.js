/*
 * glossary.js — Glossary: the course's terms in both languages with their
 * meaning in the page's language, as C writes them (the course's
 * "glossary": [{term {en, zh}, def {en, zh}}]), in a panel the course opens.
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
  ['glossaryTerm', 'glossaryZh', 'glossaryMeaning'].forEach(function (k) { head.appendChild(Dom.el('th', '', t.t(k))); });
  var body = table.appendChild(Dom.el('tbody'));
  this.list.forEach(function (g) {
    var tr = body.appendChild(Dom.el('tr'));
    tr.appendChild(Dom.el('td', '', g.term.en)).lang = 'en';
    tr.appendChild(Dom.el('td', '', g.term.zh)).lang = 'zh-CN';
    tr.appendChild(Dom.el('td', '', t.pick(g.def)));
  });
};
