#!/usr/bin/env node
// tools/texts-from-c.js — turns a message table written in C (a *_text.h
// with the enum of keys, a *_text.c with one `static const char *const
// LANG[COUNT] = {[KEY] = "...", ...}` per language and the gr_texts) into
// the data file that tools/texts.awk generates them from (the format:
// docs/ADDING-A-GAME.md, "Texts and languages").  A dev tool, run by hand
// once per table; the build never calls it.
//
//   node tools/texts-from-c.js X_text.h [X_text.c] [--lesson GAME.c] > X.texts
//
// - X_text.c: left out for a header of shared keys (coins_text.h: an enum and
//   the macros PREFIX_TEXTS_EN, PREFIX_TEXTS_ZH ..., no table).
// - --lesson GAME.c: also moves the game's lesson, `static const
//   gr_lesson_stop NAME[] = {{.title_key = ..., .text_key = ..., .position =
//   "...", .step = N}, ...}`, into the data file (as `lesson` and `stop`
//   lines); the array is then named after the table (nim_texts: nim_lesson)
//   and must be deleted from GAME.c by hand (KIT_LESSON(nim_lesson) or
//   `.lesson = nim_lesson, .lesson_len = sizeof nim_lesson / sizeof
//   nim_lesson[0]` keep working: the generated header declares its size).
//   A lesson array in X_text.c itself (a generated file) is read too.
//
// It reads the C of before the data files (pointer arrays); tools/texts.awk
// now writes each language's texts as one blob instead, which it does not read.
//
// Idempotent and lossless: keys keep their order and values, texts their
// bytes (a text written as several literals is joined into one), the
// comments of the enum become `#` lines before their keys, other
// declarations of the header become `declare` lines.  Run on the C that
// tools/texts.awk generated then, it gave back the data file.  What it cannot
// carry (code in X_text.c, such as a function) is reported on stderr, and
// the exit status is then 1: move that code to a C file of its own.
// (The data file is written all the same.  core_text.c's gr_core_noun() is
// such code: it lives in src/core/core_noun.c now, so that warning is expected.)
//
// At a merge, for a branch that changed a table still written in C:
//   git show BRANCH:src/cli/cli_text.h > /tmp/t.h
//   git show BRANCH:src/cli/cli_text.c > /tmp/t.c
//   node tools/texts-from-c.js /tmp/t.h /tmp/t.c > src/cli/cli.texts
//   git rm -q --cached src/cli/cli_text.h src/cli/cli_text.c; rm -f src/cli/cli_text.[ch]
// and for a new table (src/x/y_text.{h,c}): the same, then add src/x/y.texts
// to TEXTS_TABLES in Makefile.am.
'use strict';
const fs = require('fs');
const path = require('path');

let problems = 0;
function warn(msg) {
  process.stderr.write(`texts-from-c: ${msg}\n`);
  problems++;
}
function die(msg) {
  process.stderr.write(`texts-from-c: ${msg}\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
let lessonFile = null;
const files = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--lesson') lessonFile = args[++i];
  else if (args[i] === '-h' || args[i] === '--help') {
    process.stdout.write('usage: node tools/texts-from-c.js X_text.h [X_text.c] [--lesson GAME.c] > X.texts\n');
    process.exit(0);
  } else files.push(args[i]);
}
if (files.length < 1 || files.length > 2 || (args.includes('--lesson') && !lessonFile))
  die('usage: node tools/texts-from-c.js X_text.h [X_text.c] [--lesson GAME.c] > X.texts');
const hText = fs.readFileSync(files[0], 'utf8');
const cText = files[1] ? fs.readFileSync(files[1], 'utf8') : null;

// ---- a small C tokenizer: comments, strings, identifiers, numbers, punctuation
function tokenize(src) {
  const toks = [];
  let i = 0, line = 1;
  while (i < src.length) {
    const c = src[i];
    if (c === '\n') { line++; i++; continue; }
    if (c === ' ' || c === '\t' || c === '\r' || c === '\\' && src[i + 1] === '\n') { i += c === '\\' ? 1 : 1; continue; }
    if (src.startsWith('/*', i)) {
      const end = src.indexOf('*/', i + 2);
      if (end < 0) die(`unterminated comment at line ${line}`);
      const body = src.slice(i + 2, end);
      toks.push({ t: 'comment', v: body, line, own: /(^|\n)[ \t]*$/.test(src.slice(0, i)) });
      line += (body.match(/\n/g) || []).length;
      i = end + 2;
      continue;
    }
    if (src.startsWith('//', i)) {
      const end = src.indexOf('\n', i);
      toks.push({ t: 'comment', v: src.slice(i + 2, end < 0 ? src.length : end), line, own: /(^|\n)[ \t]*$/.test(src.slice(0, i)) });
      i = end < 0 ? src.length : end;
      continue;
    }
    if (c === '#') { // a preprocessor line, with its continuations
      let j = i;
      while (j < src.length && !(src[j] === '\n' && src[j - 1] !== '\\')) j++;
      toks.push({ t: 'pp', v: src.slice(i, j), line });
      line += (src.slice(i, j).match(/\n/g) || []).length;
      i = j;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      while (j < src.length && src[j] !== '"') {
        if (src[j] === '\\') j++;
        if (src[j] === '\n') die(`newline in a string at line ${line}`);
        j++;
      }
      toks.push({ t: 'str', v: '\u0000string', s: src.slice(i + 1, j), line }); // v: never punctuation
      i = j + 1;
      continue;
    }
    const m = /^[A-Za-z_][A-Za-z0-9_]*|^-?[0-9]+/.exec(src.slice(i, i + 200));
    if (m) {
      toks.push({ t: /^-?[0-9]/.test(m[0]) ? 'num' : 'id', v: m[0], line });
      i += m[0].length;
      continue;
    }
    toks.push({ t: 'punct', v: c, line });
    i++;
  }
  return toks;
}

// A comment's text as `#` lines (the decoration of block comments dropped).
function commentLines(body) {
  const lines = body.split('\n').map((l) => l.replace(/^[ \t]*\*?[ \t]?/, '').replace(/[ \t]+$/, ''));
  while (lines.length && lines[0] === '') lines.shift();
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines.map((l) => (l === '' ? '#' : `# ${l}`));
}

// ---- the header: its top comment, the enum, the declarations, the shared macros
const htoks = tokenize(hText);
const out = [];
let topComment = [];
{
  const first = htoks[0];
  if (first && first.t === 'comment') {
    topComment = commentLines(first.v).filter((l) => !/generated by tools\/texts\.awk from /.test(l));
    while (topComment.length && topComment[0] === '#') topComment.shift();
    if (topComment.length) topComment[0] = topComment[0].replace(/^# ([A-Za-z0-9_]+)_text\.h — /, '# $1.texts — ');
    // "the keys of Nim's messages (tables in nim_text.c)" said of the header: of the data file,
    // "Nim's messages, each key with its text in every language"
    const joined = topComment.join('\n').replace(/^(# \S+\.texts — )the keys of ([\s\S]*?) \(tables(?:\s|\n#)+in(?:\s|\n#)+\w+_text\.c\)/,
      '$1$2, each key with its text in every language');
    topComment = joined.split('\n');
  }
}
const keys = []; // {name, value, comments:[], kind:'key'|'slot'|'fill'}
const keyByName = new Map();
let countName = null;
let includes = [];
const declares = [];
const sharedMacros = new Map(); // lang -> macro name
{
  let i = htoks[0] && htoks[0].t === 'comment' ? 1 : 0;
  let pending = [];
  while (i < htoks.length) {
    const t = htoks[i];
    if (t.t === 'pp') {
      const inc = /^#\s*include\s+"([^"]+)"/.exec(t.v);
      const def = /^#\s*define\s+([A-Z0-9_]+)_TEXTS_([A-Z]+)\b/.exec(t.v);
      if (inc && inc[1] !== 'grundy.h') includes.push(inc[1]);
      if (def) sharedMacros.set(def[2].toLowerCase(), { macro: def[1] + '_TEXTS', body: t.v });
      i++;
      pending = [];
      continue;
    }
    if (t.t === 'comment') { pending.push(t); i++; continue; }
    if (t.t === 'id' && t.v === 'enum' && htoks[i + 1] && htoks[i + 1].v === '{') {
      i += 2;
      let lineFirst = new Map(); // line -> first key declared on it
      const entries = [];
      const comments = pending.filter(() => false);
      let keyComments = [];
      while (i < htoks.length && htoks[i].v !== '}') {
        const u = htoks[i];
        if (u.t === 'comment') {
          if (u.own) keyComments.push(...commentLines(u.v));
          else {
            // a trailing comment: before the first key of its line
            const k = lineFirst.get(u.line) || entries[entries.length - 1];
            if (k) k.comments.push(...commentLines(u.v));
          }
          i++;
          continue;
        }
        if (u.t === 'id') {
          const e = { name: u.v, value: null, comments: keyComments, kind: 'key', line: u.line };
          keyComments = [];
          i++;
          if (htoks[i] && htoks[i].v === '=') {
            i++;
            const val = [];
            while (i < htoks.length && htoks[i].v !== ',' && htoks[i].v !== '}' && htoks[i].t !== 'comment') val.push(htoks[i++].v);
            e.value = val.join(' ');
          }
          if (!lineFirst.has(u.line)) lineFirst.set(u.line, e);
          entries.push(e);
          continue;
        }
        if (u.v === ',') { i++; continue; }
        die(`${files[0]}:${u.line}: unexpected '${u.v}' in the enum`);
      }
      i++;
      if (htoks[i] && htoks[i].v === ';') i++;
      const last = entries.pop();
      if (!last) die(`${files[0]}: an empty enum`);
      if (last.comments.length) warn(`${files[0]}:${last.line}: a comment on ${last.name} left out`);
      countName = last.name;
      for (const e of entries) { keys.push(e); keyByName.set(e.name, e); }
      pending = [];
      continue;
    }
    // any other declaration, up to its ';': `extern const gr_texts x;` is the table's,
    // `extern const gr_lesson_stop x[N];` the lesson's; the rest is kept as `declare`
    let j = i;
    const parts = [];
    while (j < htoks.length && htoks[j].v !== ';') {
      if (htoks[j].t !== 'comment') parts.push(htoks[j]);
      j++;
    }
    const decl = parts.map((p) => (p.t === 'str' ? `"${p.s}"` : p.v)).join(' ')
      .replace(/ ([,;)\]]) ?/g, '$1 ').replace(/([(\[]) /g, '$1').replace(/ \(/g, '(').replace(/\* /g, '*')
      .replace(/ +/g, ' ').trim() + ';';
    if (/^extern const gr_texts /.test(decl) || /^extern const gr_lesson_stop /.test(decl)) {
      // generated from the data file's table and lesson lines
    } else if (parts.length) {
      for (const c of pending) declares.push(...commentLines(c.v));
      declares.push(`declare ${decl.replace(/ ;$/, ';').replace(/\( /g, '(').replace(/ \)/g, ')')}`);
    }
    pending = [];
    i = j + 1;
  }
}
if (!countName) die(`${files[0]}: no enum of keys`);

// ---- the tables: per language, key -> text (raw, escapes as written)
const langs = [];
const texts = new Map(); // lang -> Map(key -> raw)
let table = null, domain = null;
const uses = []; // shared macros the tables start with
const lessonStops = [];
let lessonName = null;

function parseTable(toks, i, lang, file) {
  // toks[i] is '{'
  const map = new Map();
  i++;
  while (i < toks.length && toks[i].v !== '}') {
    const t = toks[i];
    if (t.t === 'comment' || t.v === ',') { i++; continue; }
    if (t.v === '[') {
      const key = toks[i + 1].v;
      if (toks[i + 2].v !== ']' || toks[i + 3].v !== '=') die(`${file}:${t.line}: expected [KEY] = "text"`);
      i += 4;
      let raw = '';
      let n = 0;
      while (i < toks.length && toks[i].v !== ',' && toks[i].v !== '}') {
        const u = toks[i];
        if (u.t === 'str') { raw += u.s; n++; } else if (u.v !== '(' && u.v !== ')' && u.t !== 'comment')
          die(`${file}:${u.line}: the text of ${key} is not a string literal ('${u.v}')`);
        i++;
      }
      if (!n) die(`${file}:${t.line}: ${key} has no text`);
      if (/\\(x[0-9a-fA-F]*|[0-7]{1,2})$/.test(raw)) warn(`${file}:${t.line}: ${key} joins literals after a numeric escape: check it`);
      if (map.has(key)) die(`${file}:${t.line}: ${key} twice in the ${lang} table`);
      map.set(key, raw);
      continue;
    }
    if (t.t === 'id' && /_TEXTS_[A-Z]+$/.test(t.v)) {
      const macro = t.v.replace(/_[A-Z]+$/, '');
      if (!uses.includes(macro)) uses.push(macro);
      i++;
      continue;
    }
    die(`${file}:${t.line}: unexpected '${t.v}' in the ${lang} table`);
  }
  return [map, i + 1];
}

function parseLesson(toks, i, file) {
  // toks[i] is '{' of the array
  const stops = [];
  i++;
  while (i < toks.length && toks[i].v !== '}') {
    if (toks[i].t === 'comment' || toks[i].v === ',') { i++; continue; }
    if (toks[i].v !== '{') die(`${file}:${toks[i].line}: expected a lesson stop {...}`);
    const stop = { position: null, step: null };
    i++;
    while (toks[i].v !== '}') {
      if (toks[i].v === ',' || toks[i].t === 'comment') { i++; continue; }
      if (toks[i].v !== '.') die(`${file}:${toks[i].line}: expected .field = value in a lesson stop`);
      const field = toks[i + 1].v;
      i += 3;
      const val = [];
      while (toks[i].v !== ',' && toks[i].v !== '}') {
        if (toks[i].t !== 'comment') val.push(toks[i]);
        i++;
      }
      if (field === 'position') {
        stop.position = val.length === 1 && val[0].v === 'NULL' ? 'none' : '"' + val.filter((v) => v.t === 'str').map((v) => v.s).join('') + '"';
      } else if (field === 'step') stop.step = val.map((v) => v.v).join('');
      else if (field === 'view') stop.view = val.map((v) => v.v).join('') === 'GR_LESSON_EXPLORE' ? ' explore' : '';
      else if (field === 'title_key' || field === 'text_key') stop[field] = val.map((v) => v.v).join('');
      else die(`${file}:${toks[i].line}: unknown field .${field} in a lesson stop`);
    }
    if (!stop.title_key || !stop.text_key || stop.step === null) die(`${file}: a lesson stop without .title_key, .text_key or .step`);
    if (stop.position === null) stop.position = 'none';
    stops.push(stop);
    i++;
  }
  return [stops, i + 1];
}

function scanC(src, file, wantTables) {
  const toks = tokenize(src);
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    // static const char *const en[COUNT] = {
    if (wantTables && t.v === 'char' && toks[i + 1].v === '*' && toks[i + 2].v === 'const' && toks[i + 3].t === 'id' &&
        toks[i + 4].v === '[') {
      const lang = toks[i + 3].v;
      let j = i + 5;
      while (toks[j].v !== '{') j++;
      const [map, next] = parseTable(toks, j, lang, file);
      langs.push(lang);
      texts.set(lang, map);
      i = next - 1;
      continue;
    }
    // const gr_texts nim_texts = {"nim", NIM_COUNT, {...}};
    if (wantTables && t.v === 'gr_texts' && toks[i + 1].t === 'id' && toks[i + 2].v === '=') {
      table = toks[i + 1].v;
      domain = toks[i + 4].s;
      let j = i;
      while (toks[j].v !== ';') j++;
      i = j;
      continue;
    }
    // [static] const gr_lesson_stop name[] = {
    if (t.v === 'gr_lesson_stop' && toks[i + 1].t === 'id' && toks[i + 2].v === '[') {
      let j = i + 3;
      while (toks[j].v !== '=' && toks[j].v !== ';') j++;
      if (toks[j].v === ';') { i = j; continue; }
      if (lessonStops.length) die(`${file}: a second lesson array (${toks[i + 1].v})`);
      lessonName = toks[i + 1].v;
      const [stops, next] = parseLesson(toks, j + 1, file);
      lessonStops.push(...stops);
      i = next - 1;
      continue;
    }
    if (wantTables && t.t === 'id' && toks[i + 1] && toks[i + 1].v === '(' && i > 0 && toks[i - 1].t === 'id' &&
        !['sizeof', 'if', 'for', 'while', 'return'].includes(t.v)) {
      // a function: code, which a data file does not hold
      let depth = 0, j = i;
      while (j < toks.length && toks[j].v !== '{' && toks[j].v !== ';') j++;
      if (toks[j] && toks[j].v === '{') {
        warn(`${file}:${t.line}: the function ${t.v}() is code, not a text: left out (move it to a C file of its own)`);
        for (; j < toks.length; j++) {
          if (toks[j].v === '{') depth++;
          if (toks[j].v === '}' && --depth === 0) break;
        }
        i = j;
      }
    }
  }
}

if (cText) scanC(cText, files[1], true);
if (lessonFile) scanC(fs.readFileSync(lessonFile, 'utf8'), lessonFile, false);

// shared keys (a header with PREFIX_TEXTS_LANG macros and no table)
let sharedName = null;
if (!cText) {
  if (!sharedMacros.size) die(`${files[0]}: no X_text.c given and no shared PREFIX_TEXTS_LANG macros in the header`);
  for (const [lang, { macro, body }] of sharedMacros) {
    sharedName = macro;
    const toks = tokenize(body.replace(/^#\s*define\s+\S+/, '{').replace(/\\\n/g, '\n') + '\n}');
    const [map] = parseTable(toks, 0, lang, files[0]);
    langs.push(lang);
    texts.set(lang, map);
  }
}

// keys given texts here but declared in a shared header (coins_text.h): `fill`
const own = new Set(keys.map((k) => k.name));
const fills = [];
for (const lang of langs)
  for (const k of texts.get(lang).keys())
    if (!own.has(k) && !fills.includes(k)) fills.push(k);

// the prefix: what every own key starts with, up to an underscore
function commonPrefix(names) {
  if (!names.length) return '';
  let p = names[0];
  for (const n of names) while (!n.startsWith(p)) p = p.slice(0, -1);
  const cut = p.lastIndexOf('_');
  return cut > 0 ? p.slice(0, cut) : '';
}
const prefix = commonPrefix(keys.map((k) => k.name).concat([countName]));

// ---- the data file
const rel = (f) => path.basename(f);
out.push(...(topComment.length ? topComment : [`# ${rel(files[0]).replace(/_text\.h$/, '.texts')}`]));
out.push('');
if (table) {
  out.push(`table ${table}`);
  out.push(`domain ${domain}`);
} else out.push('shared');
if (prefix) out.push(`prefix ${prefix}`);
out.push(`count ${countName}`);
for (const inc of includes) {
  const u = uses.find((m) => inc === m.toLowerCase().replace(/_texts$/, '_text.h'));
  if (u) out.push(`use ${inc.replace(/_text\.h$/, '')}`);
  else warn(`${files[0]}: #include "${inc}" left out`);
}
for (const m of uses)
  if (!includes.includes(m.toLowerCase().replace(/_texts$/, '_text.h'))) warn(`${files[1]}: ${m}_* used without its header`);
if (lessonStops.length) {
  const want = table ? table.replace(/_texts$/, '_lesson').replace(/^gr_/, '') : lessonName;
  out.push(`lesson ${want}`);
}
if (declares.length) out.push(...declares);

const stopsByTitle = new Map(lessonStops.map((s) => [s.title_key, s]));
function emitTexts(name) {
  for (const lang of langs) {
    const raw = texts.get(lang).get(name);
    if (raw !== undefined) out.push(`  ${lang} "${raw}"`);
  }
}
for (const k of keys) {
  out.push('');
  out.push(...k.comments);
  const s = stopsByTitle.get(k.name);
  if (s) { out.push(`stop ${s.title_key} ${s.text_key} ${s.position} ${s.step}${s.view || ''}`); stopsByTitle.delete(k.name); }
  out.push(k.value === null ? k.name : `${k.name} = ${k.value}`);
  const has = langs.filter((l) => texts.get(l).has(k.name));
  if (!has.length) {
    if (!table) out.push('  each-table');
    else warn(`${k.name}: no text in any language`);
  } else emitTexts(k.name);
  for (const l of langs) if (has.length && !texts.get(l).has(k.name)) warn(`${k.name}: no ${l} text`);
}
for (const f of fills) {
  out.push('');
  out.push(`fill ${f}`);
  emitTexts(f);
}
for (const s of stopsByTitle.values()) warn(`the lesson stop of ${s.title_key}: its title is no key of this table`);
process.stdout.write(out.join('\n') + '\n');
process.exit(problems ? 1 : 0);
