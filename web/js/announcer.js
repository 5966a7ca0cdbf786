/*
 * announcer.js — Announcer: the page's one ARIA live region (#announce,
 * role=status, polite).  Verdicts, step explanations (when stepping, not
 * while playing), lesson stops, quiz results and the computer's moves are
 * said here, once each, so that a screen reader hears what a sighted
 * reader sees change.  last holds the latest text (tests read it).
 */
'use strict';

function Announcer(el) {
  this.el = el;
  this.last = '';
}

Announcer.prototype.say = function (text) {
  text = String(text || '').replace(/\s+/g, ' ').trim();
  if (!text) return;
  this.last = text;
  /* Replacing the text node re-announces even an identical text. */
  this.el.textContent = '';
  this.el.appendChild(document.createTextNode(text));
};
