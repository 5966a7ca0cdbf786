/*
 * values.js — Values: how a trace view's values are written on screen,
 * by the view's value_kind from C: "int" (the exact decimal of a BigInt),
 * "outcome" (0 lose, 1 win, 2 draw: the mover's result) or "bool" (0 no,
 * 1 yes).  Outcomes and booleans get a word, a letter for small cells and
 * a class for the colour, so that no value is told by colour alone.  This
 * is a fixed table of words, not a decision: the values come from C.
 */
'use strict';

var Values = {
  WORDS: {
    outcome: { en: ['lose', 'win', 'draw'], zh: ['负', '胜', '平'] },
    bool: { en: ['no', 'yes'], zh: ['否', '是'] },
    face: { en: ['tails up (D)', 'heads up (U)'], zh: ['反面朝上 (D)', '正面朝上 (U)'] }
  },
  LETTERS: {
    outcome: { en: ['L', 'W', 'D'], zh: ['负', '胜', '平'] },
    bool: { en: ['N', 'Y'], zh: ['否', '是'] },
    face: { en: ['D', 'U'], zh: ['D', 'U'] }
  },
  CLASSES: { outcome: ['v-lose', 'v-win', 'v-draw'], bool: ['v-no', 'v-yes'], face: ['v-no', 'v-yes'] },

  /* {text, short, cls} for a value (BigInt or number) of a view kind. */
  format: function (kind, value, lang) {
    var words = Values.WORDS[kind];
    var n = typeof value === 'bigint' ? value : BigInt(value);
    if (!words || n >= BigInt(words.en.length)) {
      var s = n.toString();
      return { text: s, short: s, cls: '' };
    }
    var i = Number(n), l = words[lang] ? lang : 'en';
    return { text: words[l][i], short: Values.LETTERS[kind][l][i], cls: Values.CLASSES[kind][i] };
  },

  /* Whether a view's values are categories (drawn with a legend of words). */
  categorical: function (kind) {
    return kind === 'outcome' || kind === 'bool';
  }
};
