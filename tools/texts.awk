# tools/texts.awk — writes a message table's C from its data file: from
# src/games/text/nim.texts the header nim_text.h (the enum of keys, the
# table's and the lesson's declarations) or the source nim_text.c (one
# array of texts per language, the gr_texts, the lesson's stops).
#
#   awk -v out=h -v langs="en zh" -f tools/texts.awk DIR/X.texts > X_text.h
#   awk -v out=c -v langs="en zh" -f tools/texts.awk DIR/X.texts > X_text.c
#
# langs: the languages of the build, in gr_lang order ("en" is GR_EN); every
# key must have a text in each, and a line in another language is an error.
# The format of the data file is in docs/ADDING-A-GAME.md ("Texts and
# languages"); in short, a line is
#   # comment              (a whole line; before a key, it lands in the enum)
#   table NAME             the gr_texts the .c defines (extern in the .h)
#   domain ID              its name in reports ("nim")
#   shared                 instead of table/domain: a file of keys that other
#                          tables start with (X_text.h only: the enum and the
#                          macros X_TEXTS_EN, X_TEXTS_ZH ...)
#   use X                  this table starts with X.texts's shared keys
#   prefix P               every key of the enum starts with P_
#   count NAME             the enum's last name: the number of keys
#   lesson NAME            the lesson's array (gr_lesson_stop NAME[N])
#   stop TITLE TEXT POSITION STEP [explore]   one stop: two keys, "position"
#                          or none, a step; `explore` opens the game graph
#                          (gr_lesson_stop.view) instead of the game's trace
#   declare C              a declaration copied into the header
#   KEY [= VALUE]          a key of the enum (VALUE: a fixed value)
#   fill KEY               texts for a key that a `use`d file declares
#     LANG "text" ["more"] a key's text in LANG, as a C string literal (the
#                          escapes of C: \n \" \\); literals on one line, or on
#                          the next indented lines, are joined
#     "more"               more of the text above
#     each-table           (shared files) a key that each table gives a text
#
# POSIX awk (mawk, gawk, busybox): the build runs it with $(AWK).  On a
# malformed line, a key twice, a text missing in a language, the message is
# FILE:LINE: what, and the exit status 1 (the rule's output is then deleted).

function report(line, msg) {
  printf "%s:%d: %s\n", FILENAME, line, msg | "cat 1>&2"
  nerrors++
}
function fail(line, msg) {
  report(line, msg)
  close("cat 1>&2")
  failed = 1
  exit 1
}
function ident(s) { return s ~ /^[A-Za-z_][A-Za-z0-9_]*$/ }
function ccomment(s) { gsub(/\*\//, "* /", s); return s }
# The C literals at the start of s (checked), with the spaces between them
# folded; "" when s is not one or more string literals.
function literals(s,    r, lit) {
  r = ""
  while (s != "") {
    if (!match(s, /^"([^"\\]|\\.)*"/)) return ""
    lit = substr(s, 1, RLENGTH)
    s = substr(s, RLENGTH + 1)
    sub(/^[ \t]+/, "", s)
    r = (r == "" ? lit : r " " lit)
  }
  return r
}
function langid(l) { gsub(/[^A-Za-z0-9_]/, "_", l); return l }
# A compile-time check that key k has the value v: the blobs hold the texts
# in the enum's order.
function in_order(k, v) {
  print "_Static_assert((int)" k " == (int)(" v "), \"" base ".texts: " k " is out of the enum's order (tools/texts.awk)\");"
}
# The count name of the shared file X.texts beside this one.
function used_count(x,    f, line, r) {
  f = FILENAME
  if (f ~ /\//) sub(/[^\/]*$/, "", f)
  else f = ""
  f = f x ".texts"
  r = ""
  while ((getline line < f) > 0) if (line ~ /^count[ \t]/) { r = line; sub(/^count[ \t]+/, "", r); sub(/[ \t\r]+$/, "", r) }
  close(f)
  if (r == "") fail(0, "no count line in " f)
  return r
}
function add_key(name, kind, value) {
  if (!ident(name)) fail(FNR, "'" name "' is not a key name (letters, digits, _)")
  if (name in keyat) fail(FNR, name " twice (first at line " keyline[keyat[name]] ")")
  if (name == count) fail(FNR, name " is the count, not a key")
  nkeys++
  key[nkeys] = name
  kind_of[nkeys] = kind
  val[nkeys] = value
  keyline[nkeys] = FNR
  keycmt[nkeys] = pend
  keyat[name] = nkeys
  pend = ""
  cur = nkeys
  lastlang = ""
}

BEGIN {
  if (out != "h" && out != "c") {
    print "texts.awk: -v out=h or -v out=c" | "cat 1>&2"
    failed = 1
    exit 2
  }
  if (langs == "") langs = "en zh"
  nlangs = split(langs, lang, " ")
  for (i = 1; i <= nlangs; i++) islang[lang[i]] = i
}

FNR == 1 {
  base = FILENAME
  sub(/^.*\//, "", base)
  if (base !~ /\.texts$/) fail(0, "a data file's name ends in .texts")
  sub(/\.texts$/, "", base)
}

{ sub(/\r$/, "") }

/^[ \t]*$/ { next }

/^[ \t]*#/ {
  c = $0
  sub(/^[ \t]*# ?/, "", c)
  pend = pend (pend == "" ? "" : "\n") c
  next
}

# a key's text, or more of it
/^[ \t]/ {
  line = $0
  sub(/^[ \t]+/, "", line)
  sub(/[ \t]+$/, "", line)
  if (cur == 0) fail(FNR, "an indented line before any key: \"" line "\"")
  if (line == "each-table") {
    if (!shared) fail(FNR, "each-table is for shared files (a table gives its keys' texts)")
    if (kind_of[cur] != "key") fail(FNR, "each-table under " key[cur] ", which is not a key of the enum")
    kind_of[cur] = "slot"
    next
  }
  if (line ~ /^"/) {
    if (lastlang == "") fail(FNR, "a continued text (\"...\") without a LANG \"text\" line above it")
    l = literals(line)
    if (l == "") fail(FNR, "not a C string literal (a \" inside a text is written \\\"): " line)
    txt[cur, lastlang] = txt[cur, lastlang] " " l
    next
  }
  code = line
  sub(/[ \t].*$/, "", code)
  rest = substr(line, length(code) + 1)
  sub(/^[ \t]+/, "", rest)
  if (!(code in islang)) {
    if (code ~ /^[a-z][a-z0-9_-]*$/) fail(FNR, "'" code "' is not a language of this build (" langs "): add it to TEXTS_LANGS in Makefile.am and to gr_lang in src/grundy.h")
    fail(FNR, "expected LANG \"text\" under the key " key[cur] ", not: " line)
  }
  if ((cur, code) in txt) fail(FNR, key[cur] " has two " code " texts (first at line " txtline[cur, code] ")")
  l = literals(rest)
  if (l == "") fail(FNR, "the " code " text of " key[cur] " is not a C string literal (\"...\"; a \" inside is written \\\"): " rest)
  txt[cur, code] = l
  txtline[cur, code] = FNR
  lastlang = code
  next
}

# a key of the enum
/^[A-Z_]/ {
  name = $1
  value = ""
  if (NF >= 2) {
    if ($2 != "=" || NF < 3) fail(FNR, "expected KEY or KEY = VALUE, not: " $0)
    value = $0
    sub(/^[^=]*=[ \t]*/, "", value)
    if (value !~ /^[A-Za-z0-9_][A-Za-z0-9_ +-]*$/) fail(FNR, "the value of " name " is not a constant: " value)
  }
  if (prefix != "" && index(name, prefix "_") != 1) fail(FNR, name " does not start with the prefix " prefix "_")
  add_key(name, "key", value)
  next
}

# directives
{
  d = $1
  arg = $0
  sub(/^[a-z-]+[ \t]*/, "", arg)
  sub(/[ \t]+$/, "", arg)
  if (!started && pend != "") { filecmt = pend; pend = "" }
  started = 1
  if (d == "table" || d == "domain" || d == "prefix" || d == "count" || d == "lesson") {
    if (d in seen) fail(FNR, d " twice (first at line " seen[d] ")")
    seen[d] = FNR
  }
  if (d == "table") {
    if (!ident(arg)) fail(FNR, "table takes the C name of the gr_texts: table nim_texts")
    table = arg
  } else if (d == "domain") {
    if (arg !~ /^[A-Za-z0-9_.-]+$/) fail(FNR, "domain takes a name (letters, digits, - _ .): domain nim")
    domain = arg
  } else if (d == "shared") {
    if (arg != "") fail(FNR, "shared takes nothing: its keys' macros are " toupper(base) "_TEXTS_EN ...")
    shared = 1
  } else if (d == "use") {
    if (arg !~ /^[a-z0-9_]+$/) fail(FNR, "use takes the name of a shared data file (use coins: coins.texts)")
    nuse++
    use[nuse] = arg
  } else if (d == "prefix") {
    if (!ident(arg)) fail(FNR, "prefix takes what the keys start with: prefix NIM")
    if (nkeys) fail(FNR, "prefix comes before the keys")
    prefix = arg
  } else if (d == "count") {
    if (!ident(arg)) fail(FNR, "count takes the name of the number of keys: count NIM_COUNT")
    if (arg in keyat) fail(FNR, arg " is a key, not the count")
    count = arg
  } else if (d == "lesson") {
    if (!ident(arg)) fail(FNR, "lesson takes the C name of the lesson's array: lesson nim_lesson")
    lesson = arg
  } else if (d == "declare") {
    if (arg !~ /;$/) fail(FNR, "declare takes a C declaration ending in ';'")
    ndecl++
    decl[ndecl] = arg
    declcmt[ndecl] = pend
    pend = ""
  } else if (d == "fill") {
    if (nuse == 0) fail(FNR, "fill " arg ": fill gives the texts of a key of a used file (use X first)")
    add_key(arg, "fill", "")
  } else if (d == "stop") {
    # stop TITLE TEXT POSITION STEP [explore], POSITION a literal (spaces allowed) or none
    s = arg
    view = ""
    if (s ~ /[ \t]explore$/) { view = "GR_LESSON_EXPLORE"; sub(/[ \t]+explore$/, "", s) }
    t1 = s; sub(/[ \t].*$/, "", t1); s = substr(s, length(t1) + 1); sub(/^[ \t]+/, "", s)
    t2 = s; sub(/[ \t].*$/, "", t2); s = substr(s, length(t2) + 1); sub(/^[ \t]+/, "", s)
    st = s; sub(/^.*[ \t]/, "", st); p = substr(s, 1, length(s) - length(st)); sub(/[ \t]+$/, "", p)
    if (!ident(t1) || !ident(t2) || st !~ /^-?[0-9]+$/ || p == "")
      fail(FNR, "expected stop TITLE_KEY TEXT_KEY \"position\" STEP (or none for no position), not: " $0)
    if (p != "none") {
      if (p !~ /^"/ || literals(p) == "") fail(FNR, "the stop's position is not a C string literal or none: " p)
      p = literals(p)
    } else p = "NULL"
    nstops++
    stop_title[nstops] = t1
    stop_text[nstops] = t2
    stop_pos[nstops] = p
    stop_step[nstops] = st
    stop_view[nstops] = view
    stop_line[nstops] = FNR
  } else fail(FNR, "unknown line (a directive table, domain, shared, use, prefix, count, lesson, stop, declare, fill; a KEY; or an indented LANG \"text\"): " $0)
  next
}

END {
  if (failed) exit 1
  L = FNR
  if (shared && (table != "" || domain != "" || lesson != "")) fail(L, "a shared file has no table, domain or lesson")
  if (!shared && (table == "" || domain == "")) fail(L, "no table NAME or domain ID line (or shared, for a file of shared keys)")
  if (count == "") fail(L, "no count NAME line")
  if (nkeys == 0) fail(L, "no keys")
  if (nstops && lesson == "") fail(stop_line[1], "stop lines without a lesson NAME line")
  if (lesson != "" && !nstops) fail(seen["lesson"], "lesson " lesson " without stop lines")
  if (shared && out == "c") fail(L, "a shared file has no .c: it is in the tables that use it")
  for (i = 1; i <= nkeys; i++) {
    for (j = 1; j <= nlangs; j++) {
      if (kind_of[i] == "slot" && (i, lang[j]) in txt) report(txtline[i, lang[j]], key[i] " is each-table: its texts are in the tables that use this file")
      if (kind_of[i] != "slot" && !((i, lang[j]) in txt)) report(keyline[i], key[i] " has no " lang[j] " text")
      if ((i, lang[j]) in txt && txt[i, lang[j]] ~ /(^|[^\\])(\\\\)*\\0/) report(txtline[i, lang[j]], key[i] ": a text cannot hold \\0 (the texts are stored one after another, each ended by one)")
    }
  }
  if (nerrors) fail(L, nerrors " key" (nerrors == 1 ? "" : "s") " without all their texts (languages: " langs ")")
  for (s = 1; s <= nstops; s++) {
    if (!(stop_title[s] in keyat)) fail(stop_line[s], "the stop's title " stop_title[s] " is not a key of this file")
    if (!(stop_text[s] in keyat)) fail(stop_line[s], "the stop's text " stop_text[s] " is not a key of this file")
  }

  guard = "GR_" toupper(base) "_TEXT_H"
  gsub(/[^A-Z0-9_]/, "_", guard)
  if (out == "h") {
    printf "/*\n * %s_text.h — generated by tools/texts.awk from %s: edit that file, not this one.\n", base, FILENAME
    if (filecmt != "") {
      n = split(filecmt, cl, "\n")
      print " *"
      for (i = 1; i <= n; i++) print (cl[i] == "" ? " *" : " * " ccomment(cl[i]))
    }
    print " */"
    print "#ifndef " guard
    print "#define " guard
    print ""
    print "#include \"grundy.h\""
    for (u = 1; u <= nuse; u++) print "#include \"" use[u] "_text.h\""
    print ""
    print "enum {"
    for (i = 1; i <= nkeys; i++) {
      if (kind_of[i] == "fill") continue
      if (keycmt[i] != "") {
        n = split(keycmt[i], cl, "\n")
        if (n == 1) print "  /* " ccomment(cl[1]) " */"
        else {
          print "  /*"
          for (k = 1; k <= n; k++) print (cl[k] == "" ? "   *" : "   * " ccomment(cl[k]))
          print "   */"
        }
      }
      print "  " key[i] (val[i] == "" ? "" : " = " val[i]) ","
    }
    print "  " count
    print "};"
    if (!shared) {
      print ""
      print "extern const gr_texts " table ";"
    }
    if (lesson != "") print "extern const gr_lesson_stop " lesson "[" nstops "];"
    for (i = 1; i <= ndecl; i++) {
      print ""
      if (declcmt[i] != "") {
        n = split(declcmt[i], cl, "\n")
        printf "/*"
        for (k = 1; k <= n; k++) printf "%s%s", (k > 1 ? "\n * " : " "), ccomment(cl[k])
        print " */"
      }
      print decl[i]
    }
    if (shared) {
      # The keys' texts in the enum's order (checked here), for the blobs of
      # the tables that use this file; an each-table key's text is the
      # table's KEY_TEXT_LANG.
      m = toupper(base)
      gsub(/[^A-Z0-9_]/, "_", m)
      print ""
      print "#define " m "_TEXTS_FIRST " key[1]
      print "#define " m "_TEXTS_END " count
      for (j = 1; j <= nlangs; j++) {
        print ""
        printf "#define %s_TEXTS_%s", m, toupper(langid(lang[j]))
        for (i = 1; i <= nkeys; i++)
          printf " \\\n  %s \"\\0\"", (kind_of[i] == "slot" ? key[i] "_TEXT_" toupper(langid(lang[j])) : txt[i, lang[j]])
        print ""
      }
      print ""
      for (i = 2; i <= nkeys; i++) in_order(key[i], key[i - 1] " + 1")
      in_order(count, key[nkeys] " + 1")
    }
    print ""
    print "#endif"
  } else {
    printf "/* %s_text.c — generated by tools/texts.awk from %s: edit that file, not this one. */\n", base, FILENAME
    print "#include \"" base "_text.h\""
    # One blob per language: the texts one after another, each ended by its
    # '\0', in the enum's order (checked at compile time), and an index that
    # gr_text fills from it at the first use (zeros: no bytes in the
    # binary).  A table of pointers instead cost the page's WebAssembly
    # ~9 KB after compression.  A used file's keys (item 0) come where its
    # first key is in the enum: before this file's key whose value is the
    # used file's count, or at the end.
    if (nuse > 1) fail(L, "a table uses one shared file at most")
    nitems = 0
    if (nuse) {
      m = toupper(use[1])
      gsub(/[^A-Z0-9_]/, "_", m)
      ucount = used_count(use[1])
    }
    placed = !nuse
    for (i = 1; i <= nkeys; i++) {
      if (!placed && kind_of[i] == "key" && val[i] == ucount) { item[++nitems] = 0; placed = 1 }
      if (kind_of[i] == "key") item[++nitems] = i
    }
    if (!placed) item[++nitems] = 0
    for (j = 1; j <= nlangs; j++) {
      arr[j] = langid(lang[j])
      print ""
      for (i = 1; i <= nkeys; i++)
        if (kind_of[i] == "fill") print "#define " key[i] "_TEXT_" toupper(arr[j]) " " txt[i, lang[j]]
      # In the WebAssembly, all tables' texts of one language in one place
      # (a data segment of their own): 1.1 KB less after LZMA than the two
      # languages taking turns, table after table.
      print "#ifdef __EMSCRIPTEN__"
      print "__attribute__((section(\"texts_" arr[j] "\")))"
      print "#endif"
      print "static const char " arr[j] "[] ="
      for (k = 1; k <= nitems; k++)
        print "    " (item[k] ? txt[item[k], lang[j]] " \"\\0\"" : m "_TEXTS_" toupper(arr[j]))
      print "    ;"
      print "static const char *" arr[j] "_at[" count "];"
    }
    print ""
    want = "0"
    for (k = 1; k <= nitems; k++) {
      if (item[k]) { in_order(key[item[k]], want); want = key[item[k]] " + 1" }
      else { in_order(m "_TEXTS_FIRST", want); want = m "_TEXTS_END" }
    }
    in_order(count, want)
    print ""
    printf "const gr_texts %s = {\"%s\", %s, {", table, domain, count
    for (j = 1; j <= nlangs; j++) printf "%s[GR_%s] = %s", (j > 1 ? ", " : ""), toupper(arr[j]), arr[j]
    printf "}, {"
    for (j = 1; j <= nlangs; j++) printf "%s[GR_%s] = %s_at", (j > 1 ? ", " : ""), toupper(arr[j]), arr[j]
    print "}};"
    if (lesson != "") {
      print ""
      print "const gr_lesson_stop " lesson "[" nstops "] = {"
      for (s = 1; s <= nstops; s++)
        printf "    {.title_key = %s, .text_key = %s, .position = %s, .step = %s%s},\n", stop_title[s], stop_text[s], stop_pos[s], stop_step[s], \
          (stop_view[s] != "" ? ", .view = " stop_view[s] : "")
      print "};"
    }
  }
}
