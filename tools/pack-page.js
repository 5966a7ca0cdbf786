// pack-page.js — makes the shipped page from the page's sources (web/).
//
// web/ is written for people: one object per file, comments, the scripts in
// the order index.html loads them.  The page users open is built from it, so
// that its transfer stays small (the classroom issue's budget: the whole
// page under 250 KB gzipped, with the WebAssembly core inside):
//
//   OUT/index.html      web/index.html without comments or indentation, each
//                       run of consecutive page scripts replaced by one tag:
//                       the ones in <head> by grundy-head.js (they must run
//                       before the first paint), the ones in <body> by
//                       grundy-page.js; other tags (grundy-core.js) stay;
//   OUT/grundy-head.js  those scripts, concatenated in order and minified by
//   OUT/grundy-page.js  terser (dead code dropped, local names shortened;
//                       the global names the scripts share are kept, as the
//                       scripts are classic scripts sharing one scope);
//   OUT/style.css       web/style.css without comments and spare whitespace
//                       (strings kept as they are).
//
// Nothing else is rewritten, and a script or stylesheet named by index.html
// but missing stops the build.  grundy-core.js is built into OUT by make.
//
// usage: node pack-page.js WEB_DIR OUT_DIR   (terser found through NODE_PATH)
'use strict';
const fs = require('fs');
const path = require('path');

function die(message) {
  console.error('pack-page: ' + message);
  process.exit(1);
}

const [webDir, outDir] = process.argv.slice(2);
if (!outDir) {
  console.error('usage: node pack-page.js WEB_DIR OUT_DIR');
  process.exit(2);
}
let terser;
try {
  terser = require('terser');
} catch (e) {
  die('terser is missing (run ./bootstrap, which runs npm ci, or set NODE_PATH to the node_modules holding it)');
}

// The files built elsewhere that index.html names: left as they are.
const BUILT = new Set(['grundy-core.js']);

// ---- index.html: the script groups -------------------------------------

const SCRIPT = /<script src="([^"]+)"><\/script>/g;

// Runs of consecutive page scripts (only whitespace between them), in order.
function scriptGroups(html) {
  const groups = [];
  let last = null;
  for (const m of html.matchAll(SCRIPT)) {
    const src = m[1];
    const start = m.index, end = m.index + m[0].length;
    if (BUILT.has(src)) {
      last = null;
      continue;
    }
    if (last && /^\s*$/.test(html.slice(last.end, start))) {
      last.sources.push(src);
      last.end = end;
    } else {
      last = { start, end, sources: [src] };
      groups.push(last);
    }
  }
  return groups;
}

function groupName(html, group) {
  const body = html.indexOf('<body');
  if (body < 0) die('index.html has no <body>');
  return group.start < body ? 'grundy-head.js' : 'grundy-page.js';
}

// ---- minifiers -----------------------------------------------------------

async function minifyScripts(sources) {
  const code = sources.map((src) => {
    const file = path.join(webDir, src);
    if (!fs.existsSync(file)) die(`index.html names ${src}, which is missing`);
    return `/* ${src} */\n` + fs.readFileSync(file, 'utf8');
  }).join('\n;\n');
  const result = await terser.minify(code, {
    ecma: 2017,
    // unsafe_arrows, unsafe_methods: function expressions that use neither
    // `this` nor `arguments` become arrows, object literals' functions
    // methods (neither can then be called with `new`: the page's
    // constructors are declarations, or use `this`); 190 bytes gzipped.
    compress: { passes: 3, unsafe_arrows: true, unsafe_methods: true, keep_fargs: false },
    mangle: true, // local names only: top-level names are the scripts' shared globals
    format: { comments: false },
  });
  if (result.error) throw result.error;
  return result.code + '\n';
}

// CSS: comments out, whitespace collapsed, none around { } ; , > nor after
// ':' (a space before it is kept: "a :hover" and "a:hover" differ); strings
// untouched.
function minifyCss(css) {
  const TIGHT = '{};,>';
  let out = '';
  const space = () => { // one space, unless next to a tight character (decided again at the next one)
    if (out !== '' && !out.endsWith(' ') && !(TIGHT + ':').includes(out[out.length - 1])) out += ' ';
  };
  for (let i = 0; i < css.length;) {
    const c = css[i];
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      if (end < 0) die('style.css: a comment is not closed');
      i = end + 2;
      space();
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
      if (j >= css.length) die('style.css: a string is not closed');
      out += css.slice(i, j + 1);
      i = j + 1;
    } else if (/\s/.test(c)) {
      while (i < css.length && /\s/.test(css[i])) i++;
      space();
    } else {
      if (TIGHT.includes(c) && out.endsWith(' ')) out = out.slice(0, -1);
      if (c === '}' && out.endsWith(';')) out = out.slice(0, -1);
      out += c;
      i++;
    }
  }
  return out.trim() + '\n';
}

// HTML: comments out, lines unindented (the page has no <pre>, and no
// <textarea> with text in it, where that would show; checked).
function minifyHtml(html) {
  if (/<(pre|textarea)\b[^>]*>(?!<\/\1>)/i.test(html)) die('index.html has <pre> or a <textarea> with text: unindenting would change them');
  return html.replace(/<!--[\s\S]*?-->\n?/g, '').replace(/^[ \t]+/gm, '');
}

// ---- main ----------------------------------------------------------------

async function main() {
  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const groups = scriptGroups(html);
  if (groups.length === 0) die('index.html loads no page script');
  fs.mkdirSync(outDir, { recursive: true });
  let packed = '', at = 0;
  const written = new Set();
  for (const g of groups) {
    const name = groupName(html, g);
    if (written.has(name)) die(`index.html has two separate runs of scripts in ${name === 'grundy-head.js' ? '<head>' : '<body>'}`);
    written.add(name);
    fs.writeFileSync(path.join(outDir, name), await minifyScripts(g.sources));
    packed += html.slice(at, g.start) + `<script src="${name}"></script>`;
    at = g.end;
  }
  packed += html.slice(at);
  for (const m of packed.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)) {
    const file = path.join(webDir, m[1]);
    if (!fs.existsSync(file)) die(`index.html names ${m[1]}, which is missing`);
    fs.mkdirSync(path.dirname(path.join(outDir, m[1])), { recursive: true });
    fs.writeFileSync(path.join(outDir, m[1]), minifyCss(fs.readFileSync(file, 'utf8')));
  }
  fs.writeFileSync(path.join(outDir, 'index.html'), minifyHtml(packed));
}

main().catch((e) => die(e && e.stack ? e.stack : String(e)));
