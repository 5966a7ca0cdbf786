/*
 * actions.js — ActionForms: one small form per move the board offers
 * (board.actions from C: [{verb, args, labels}]): the verb as a button and
 * one input per argument, labelled with C's words for it in the page's
 * language (labels: {en: [...], zh: [...]}, else the argument's name).  Submitting sends
 * "VERB ARG1 ARG2" to onSubmit (which asks C, gw_play); C's message for an
 * illegal move is shown under the form.  A click on a board element
 * fills an argument (fill) and moves the focus to the next input, or to
 * the verb button after the last one; Enter in any input submits.
 */
'use strict';

function ActionForms(root, i18n, onSubmit, onInput) {
  var self = this;
  this.root = root;
  this.i18n = i18n;
  this.onSubmit = onSubmit;
  this.onInput = onInput || function () {};
  this.forms = [];
  this.signature = '';
  this.active = null;   /* the form last used: a click fills it */
  this.next = null;     /* {form, slot}: the argument a further click may fill */
  this.enabled = false;
  root.addEventListener('submit', function (ev) {
    ev.preventDefault();
    var form = self.formOf(ev.target);
    if (form) self.submit(form);
  });
  root.addEventListener('focusin', function (ev) {
    var form = self.formOf(ev.target);
    if (form) self.active = form;
  });
  root.addEventListener('input', function (ev) {
    var form = self.formOf(ev.target);
    if (!form) return;
    self.active = form;
    self.next = null;
    ev.target.removeAttribute('aria-invalid');
    self.onInput();
  });
}

/* Argument names that may take the same kind of board element as a click
 * ("vertex" for a node).  A click fills the first argument; right after
 * it, a click on another element of a kind a next argument names (flip
 * COIN COIN2) fills that one. */
ActionForms.SAME = { node: ['node', 'vertex', 'v'], edge: ['edge', 'e'], pile: ['pile', 'heap'], coin: ['coin'],
  step: ['step', 'stair'], cell: ['cell', 'index', 'i', 'pos'] };

ActionForms.prototype.formOf = function (el) {
  var f = el && el.closest ? el.closest('form.action') : null;
  return f ? this.forms.filter(function (x) { return x.el === f; })[0] || null : null;
};

/* Shows the forms for C's actions; rebuilt only when the actions change. */
ActionForms.prototype.set = function (actions, enabled) {
  actions = actions || [];
  var signature = JSON.stringify(actions);
  this.enabled = enabled;
  if (signature !== this.signature) {
    this.signature = signature;
    this.build(actions);
  }
  this.next = null;
  this.forms.forEach(function (f) {
    f.inputs.forEach(function (inp) {
      inp.value = '';
      inp.disabled = !enabled;
      inp.removeAttribute('aria-invalid');
    });
    f.button.disabled = !enabled;
    f.error.hidden = true;
    f.error.textContent = '';
  });
  this.relabel();
};

/* The words C gives every argument name (gw_catalogue's arg_labels:
 * {name: {en, zh}}), set once at start-up. */
ActionForms.words = {};
/* C's words beside each verb of the move language (gw_catalogue's verb_labels:
 * {take: {en, zh}}); the verb itself stays as typed. */
ActionForms.verbWords = {};

/* C's label of argument i of form f in the page's language, else its name. */
ActionForms.prototype.label = function (f, i) {
  var words = f.labels ? f.labels[this.i18n.lang] || f.labels.en : null;
  if (words && words[i]) return String(words[i]);
  /* A numbered name ("multiple 2") takes the words of its stem and keeps its number. */
  var name = f.args[i], m = /^(.*\S) (\d+)$/.exec(name), stem = m ? m[1] : name;
  var own = Object.prototype.hasOwnProperty, words = ActionForms.words;
  var known = own.call(words, name) ? words[name] : own.call(words, stem) ? words[stem] : null;
  if (!known) return name;
  return String(known[this.i18n.lang] || known.en) + (known === words[stem] && m ? ' ' + m[2] : '');
};

/* The verb's words in the page's language, or '' when they are the verb itself. */
ActionForms.prototype.verbLabel = function (verb) {
  var words = ActionForms.verbWords;
  var known = Object.prototype.hasOwnProperty.call(words, verb) ? words[verb] : null;
  var text = known ? String(known[this.i18n.lang] || known.en) : '';
  return text === verb ? '' : text;
};

/* The argument labels (and the verbs' words) in the page's language. */
ActionForms.prototype.relabel = function () {
  var self = this;
  this.forms.forEach(function (f) {
    f.names.forEach(function (span, i) { span.textContent = self.label(f, i); });
    f.verbName.textContent = self.verbLabel(f.verb);
  });
};

ActionForms.prototype.build = function (actions) {
  var self = this;
  this.root.textContent = '';
  this.active = null;
  this.forms = actions.map(function (a, k) {
    var verb = String(a.verb), args = (a.args || []).map(String);
    var el = Dom.el('form', 'action');
    el.noValidate = true;
    el.dataset.verb = verb;
    var row = el.appendChild(Dom.el('div', 'action-row'));
    var button = row.appendChild(Dom.el('button', 'primary verb', verb));
    button.type = 'submit';
    var verbName = row.appendChild(Dom.el('span', 'verb-name', self.verbLabel(verb)));
    var names = [];
    var inputs = args.map(function (name, i) {
      var label = row.appendChild(Dom.el('label', 'arg'));
      names.push(label.appendChild(Dom.el('span', 'arg-name', name)));
      var inp = label.appendChild(Dom.el('input'));
      inp.type = 'text';
      inp.id = 'act-' + k + '-' + (i + 1);
      inp.name = name;
      inp.dataset.arg = name;
      inp.autocomplete = 'off';
      inp.spellcheck = false;
      inp.size = 7;
      inp.setAttribute('aria-describedby', 'act-' + k + '-error');
      return inp;
    });
    var error = el.appendChild(Dom.el('p', 'error'));
    error.id = 'act-' + k + '-error';
    error.setAttribute('role', 'alert');
    error.hidden = true;
    self.root.appendChild(el);
    return { el: el, verb: verb, args: args, labels: a.labels || null, names: names, verbName: verbName, inputs: inputs, button: button, error: error };
  });
};

/* "VERB ARG1 ARG2" as typed (C checks everything). */
ActionForms.prototype.text = function (form) {
  return [form.verb].concat(form.inputs.map(function (inp) { return inp.value.trim(); })).join(' ').trim();
};

ActionForms.prototype.submit = function (form) {
  if (!this.enabled) return;
  this.active = form;
  this.next = null;
  this.onSubmit(this.text(form), form);
};

/* C's message under the form that made the move. */
ActionForms.prototype.showError = function (form, message) {
  form.error.textContent = message;
  form.error.hidden = !message;
  form.inputs.forEach(function (inp) {
    if (message) inp.setAttribute('aria-invalid', 'true');
    else inp.removeAttribute('aria-invalid');
  });
};

/* The form a click of this kind of element goes to: one whose first
 * argument names that kind; none when the forms' first arguments name
 * other kinds of elements (a vertex click for "cut EDGE"); else, when the
 * names say nothing, the form in use or the first. */
ActionForms.prototype.target = function (kind) {
  var named = this.forms.filter(function (f) { return f.args.length && ActionForms.names(f.args[0], kind); });
  if (this.active && named.indexOf(this.active) >= 0) return this.active;
  if (named.length) return named[0];
  var other = this.forms.some(function (f) {
    return f.args.length && Object.keys(ActionForms.SAME).some(function (k) { return ActionForms.names(f.args[0], k); });
  });
  return other ? null : this.active || this.forms[0] || null;
};

/* Whether a click on this kind of element fills anything. */
ActionForms.prototype.accepts = function (kind) {
  var f = this.target(kind);
  return !!f && f.inputs.length > 0;
};

/* Whether an argument name stands for this kind of element. */
ActionForms.names = function (name, kind) {
  return (ActionForms.SAME[kind] || [kind]).indexOf(String(name).toLowerCase().replace(/\d+$/, '')) >= 0;
};

/* A click on a board element: puts its value into an argument and moves on. */
ActionForms.prototype.fill = function (value, kind) {
  var form = this.target(kind);
  if (!form || !this.enabled || !form.inputs.length) return null;
  /* The first argument named exactly after this kind (a cell's column
   * after its piece's row: move ROW COLUMN), else the first (a dag's node
   * click fills its token). */
  var slot = Math.max(0, form.args.indexOf(kind)), n = this.next;
  if (n && n.form === form && form.inputs[n.slot].value === '' && ActionForms.names(form.args[n.slot], kind)) slot = n.slot;
  form.inputs[slot].value = String(value);
  form.inputs[slot].removeAttribute('aria-invalid');
  form.error.hidden = true;
  this.active = form;
  this.next = form.inputs[slot + 1] ? { form: form, slot: slot + 1 } : null;
  var next = form.inputs[slot + 1] || form.button;
  next.focus();
  if (next.select) next.select();
  return form;
};

/* The values typed into the form in use for arguments of the first
 * argument's kind (pile; coin, coin2), drawn as selected on the board. */
ActionForms.prototype.selected = function () {
  var f = this.active || this.forms[0];
  if (!f || !f.inputs.length) return [];
  var first = f.args[0].toLowerCase().replace(/\d+$/, '');
  return f.inputs.filter(function (inp, i) {
    return inp.value.trim() !== '' && f.args[i].toLowerCase().replace(/\d+$/, '') === first;
  }).map(function (inp) { return inp.value.trim(); });
};

/* Fills the form of `text`'s verb from the text ("take 1 2") and submits it;
 * a verb no form has goes to C as it is.  For window.grundy.playAction. */
ActionForms.prototype.play = function (text) {
  var words = String(text).trim().split(/\s+/), verb = words[0] || '';
  var form = this.forms.filter(function (f) { return f.verb === verb; })[0];
  if (!form) {
    this.onSubmit(String(text).trim(), null);
    return;
  }
  var args = words.slice(1);
  form.inputs.forEach(function (inp, i) {
    inp.value = i === form.inputs.length - 1 ? args.slice(i).join(' ') : args[i] || '';
  });
  this.submit(form);
};

ActionForms.prototype.focusFirst = function () {
  var f = this.active || this.forms[0];
  if (f) (f.inputs[0] || f.button).focus();
};
