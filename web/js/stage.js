/*
 * stage.js — Stage: the solver's card laid out like a slide.  The views of
 * a trace (the panels Views builds) are placed in rows on the stage box
 * at one common scale: the largest at which every row fits the box's width
 * and all the rows its height.  Which views share a row is chosen by
 * trying every split of the views' order into consecutive rows (a trace
 * has a handful of views, so at most a few hundred splits).
 *
 * A panel says its natural size (natural(): {w, h, grow, max}): its size
 * at scale 1, where its numbers are readable (18 px in projector mode,
 * Stage.font()); `grow` says whether it may take more room than its scale
 * gives ("x": wider, "xy": wider and taller, as a heat map or a graph
 * overview does), `max` the largest scale worth giving it, `fixed` that
 * it keeps its size whatever the scale (a sequence: it shows fewer cells);
 * `chrome` a height that does not scale (a table's caption, below its
 * `minW`), `minW` and `minH` the least room it needs whatever the scale
 * (an overview's lens keeps its readable size); natural(true) is the size its overview would have.  When the views
 * do not fit at scale 1, the largest view that has an overview (a heat map
 * with a lens for a table, the whole graph with a lens for a graph, a bar
 * and a window for a long row) goes to it and the split is tried again.
 * Then each panel is given its box (fitTo(w, h, s)) and positioned.
 *
 * The step's explanation sits beside the views or above them (the class
 * stage-side on the card), whichever leaves the views the larger scale.
 * Nothing here knows a game: only sizes.
 */
'use strict';

var Stage = {};

Stage.GAP = 8;       /* px between views */
Stage.STACKS = 8;    /* up to this many views, stacks of views are tried too (3^(n-1) layouts) */
Stage.MAX = 1.6;     /* no view is drawn larger than this (a 2 x 2 table would fill a wall) */

/* The font size (CSS px) of the numbers in the views at scale 1: 18 px
 * in projector mode (readable from the back row), 13 px otherwise. */
Stage.font = function () {
  return document.documentElement.dataset.projector === 'on' ? 18 : 13;
};

/* A layout: rows of columns of items (indexes, in the views' order), a
 * column's items stacked.  Layout number code (base 3, one digit for
 * each item after the first) says what comes between item i - 1 and i:
 * 0 the same column, 1 a new column, 2 a new row.  With base 2 (many
 * views: 3^n layouts would take too long) only new columns and rows. */
Stage.layout = function (n, code, base) {
  var rows = [[[0]]];
  for (var i = 1; i < n; i++, code = Math.floor(code / base)) {
    var d = code % base + 3 - base, row = rows[rows.length - 1];
    if (d === 2) rows.push([[i]]);
    else if (d === 1) row.push([i]);
    else row[row.length - 1].push(i);
  }
  return rows;
};

/* The boxes of a layout's items at scale s ({x, y, w, h, s} by item, and
 * the whole's width and height): a scalable item takes s times its
 * natural size (at most item.max times), a fixed one (item.fixed: a
 * sequence, whose cells keep their size) its natural size; a column is as
 * wide as its widest item, a row as tall as its tallest column. */
Stage.place = function (items, rows, s, gap) {
  var out = [], y = 0, width = 0;
  rows.forEach(function (row, r) {
    var x = 0, tall = 0;
    row.forEach(function (col) {
      var cw = 0, cy = y;
      col.forEach(function (k) {
        var it = items[k], sk = Stage.scaleOf(it, s), w = Math.max(it.w * sk, it.minW || 0), h = Math.max(it.h * sk + (it.chrome || 0), it.minH || 0);
        out[k] = { x: x, y: cy, w: w, h: h, s: sk };
        cw = Math.max(cw, w);
        cy += h + gap;
      });
      col.forEach(function (k) { out[k].colW = cw; });
      tall = Math.max(tall, cy - gap - y);
      x += cw + gap;
    });
    width = Math.max(width, x - gap);
    row.forEach(function (col) { col.forEach(function (k) { out[k].rowH = tall; out[k].row = r; }); });
    y += tall + (r < rows.length - 1 ? gap : 0);
  });
  out.width = width;
  out.height = y;
  return out;
};

/* Whether a layout's items at scale s fit in W x H: Stage.place's width
 * and height without its boxes (the arrangement asks this for thousands
 * of layouts in one fitting, so it allocates nothing). */
Stage.fitsIn = function (items, rows, s, gap, W, H) {
  var y = 0;
  for (var r = 0; r < rows.length; r++) {
    var row = rows[r], x = 0, tall = 0;
    for (var c = 0; c < row.length; c++) {
      var col = row[c], cw = 0, ch = 0;
      for (var i = 0; i < col.length; i++) {
        var it = items[col[i]], sk = Stage.scaleOf(it, s);
        cw = Math.max(cw, it.w * sk, it.minW || 0);
        ch += Math.max(it.h * sk + (it.chrome || 0), it.minH || 0) + (i ? gap : 0);
      }
      x += cw + (c ? gap : 0);
      tall = Math.max(tall, ch);
    }
    y += tall + (r ? gap : 0);
    if (x > W || y > H) return false;
  }
  return true;
};

/* The best layout of items ({w, h, max, fixed, grow}) within W x H:
 * {s, rows}, s the largest common scale at which it fits (by bisection,
 * to 1/256), fewer rows and columns winning a tie; s is 0 when nothing
 * fits even at the smallest (then the layout that overflows least). */
Stage.arrange = function (items, W, H, gap) {
  var n = items.length, best = { s: -1, rows: null, parts: Infinity };
  if (!n) return { s: 1, rows: [] };
  var fits = function (rows, s) {
    return Stage.fitsIn(items, rows, s, gap, W + 0.5, H + 0.5);
  };
  var base = n <= Stage.STACKS ? 3 : 2, least = null;
  for (var code = 0, all = Math.pow(base, Math.min(n, 15) - 1); code < all; code++) {
    var rows = Stage.layout(n, code, base), lo = 0, hi = Stage.MAX;
    /* A layout that does not fit at the best scale found so far cannot
     * beat it (its size grows with s): one placing instead of a bisection's
     * nine, for most of the 3^(n-1) layouts; a layout that does bisects
     * from there. */
    if (best.rows) {
      if (!fits(rows, best.s)) continue;
      lo = best.s; /* and the bisection starts there */
    } else if (!fits(rows, 0)) {
      /* Too much even at the least: remember the layout that overflows least. */
      var b0 = Stage.place(items, rows, 0, gap), over = Math.max(b0.width / W, b0.height / H);
      if (!least || over < least.over) least = { over: over, rows: rows };
      continue;
    }
    if (fits(rows, hi)) lo = hi;
    else while (hi - lo > 1 / 256) {
      var mid = (lo + hi) / 2;
      if (fits(rows, mid)) lo = mid;
      else hi = mid;
    }
    var parts = rows.reduce(function (a, row) { return a + row.length; }, 0) + rows.length;
    if (lo > best.s + 1e-9 || Math.abs(lo - best.s) <= 1e-9 && parts < best.parts) best = { s: lo, rows: rows, parts: parts };
  }
  if (!best.rows) best = { s: 0, rows: least.rows };
  return best;
};

/* The better of two orders: the views' own (the position first) and
 * the largest first (two graphs side by side, the small tables under
 * them); the views' own unless the other gives a scale 2% larger. */
Stage.best = function (items, W, H, gap) {
  var own = Stage.arrange(items, W, H, gap), area = function (k) { return items[k].w * items[k].h; };
  var perm = items.map(function (it, k) { return k; }).sort(function (x, y) { return area(y) - area(x) || x - y; });
  if (perm.every(function (k, i) { return k === i; })) return own;
  var big = Stage.arrange(perm.map(function (k) { return items[k]; }), W, H, gap);
  if (!(big.s > own.s * 1.02)) return own;
  big.rows = big.rows.map(function (row) { return row.map(function (col) { return col.map(function (j) { return perm[j]; }); }); });
  return big;
};

/* The scale item it is drawn at when the stage's is s. */
Stage.scaleOf = function (it, s) {
  return it.fixed ? 1 : Math.min(s, it.max || Stage.MAX);
};

/* Boxes for the items of an arrangement within W x H, the whole centred;
 * the room left over goes to the items that grow (x: to their column's
 * width and, when alone in their row, the row's; xy: to the height left
 * too). */
Stage.boxes = function (items, arr, W, H, gap) {
  var b = Stage.place(items, arr.rows, arr.s, gap), extraH = Math.max(0, H - b.height);
  var growRows = arr.rows.filter(function (row) {
    return row.some(function (col) { return col.some(function (k) { return items[k].grow === 'xy'; }); });
  }).length;
  var dy = 0, offY = growRows ? 0 : extraH / 2;
  arr.rows.forEach(function (row) {
    var grows = row.some(function (col) { return col.some(function (k) { return items[k].grow === 'xy'; }); });
    var add = grows ? extraH / growRows : 0, growCols = row.filter(function (col) {
      return col.some(function (k) { return items[k].grow; });
    }).length;
    var rowW = row.reduce(function (a, col) { return a + b[col[0]].colW + gap; }, -gap);
    var spare = growCols ? Math.max(0, W - rowW) : 0, dx = 0, rowOff = growCols ? 0 : Math.max(0, (W - rowW) / 2);
    row.forEach(function (col) {
      var colGrows = col.some(function (k) { return items[k].grow; }), wAdd = colGrows ? spare / growCols : 0;
      col.forEach(function (k) {
        var it = items[k], box = b[k];
        box.x += dx + rowOff;
        box.y += dy + offY;
        if (it.grow) box.w = box.colW + wAdd;
        if (it.grow === 'xy') box.h += add / col.filter(function (j) { return items[j].grow === 'xy'; }).length;
      });
      dx += wAdd;
    });
    /* items after a grown one in the same column move down */
    row.forEach(function (col) {
      var shift = 0;
      col.forEach(function (k) {
        b[k].y += shift;
        if (items[k].grow === 'xy') shift += add / col.filter(function (j) { return items[j].grow === 'xy'; }).length;
      });
    });
    dy += add;
  });
  return b;
};

/* Lays views (a Views: its panels, in the order views.order) out in its box: natural sizes, overviews where a
 * view does not fit readable, then every panel fitted and placed.
 * Returns the scale used. */
Stage.fit = function (views) {
  var box = views.box, W = box.clientWidth - 2, H = box.clientHeight - 2, gap = Stage.GAP; /* 2 px for rounding */
  if (W < 40 || H < 40 || !views.panels.length) return 1; /* not laid out yet: a later refit */
  var order = views.order, panels, items, arr;
  /* Natural sizes are measured unshrunk: a shrink left from the last
   * layout would otherwise shrink them too, and the next layout with them. */
  views.inner.style.transform = '';
  for (var tries = 0; tries <= order.length; tries++) {
    panels = order.map(function (k) { return views.panels[k]; });
    items = order.map(function (k) { return views.natural(k); });
    arr = Stage.best(items, W, H, gap);
    if (arr.s >= 1) break;
    /* A tall table's caption and notes on longer lines first (the table
     * keeps its size), where that gives a larger scale. */
    arr = Stage.widen(views, order, items, arr, W, H, gap);
    if (arr.s >= 1) break;
    /* The largest view that has an overview goes to it (its lens stays
     * readable), so that the others may be. */
    var big = -1;
    items.forEach(function (it, k) {
      if (!it.grow && !it.fixed && panels[k].overview && (big < 0 || it.w * it.h > items[big].w * items[big].h)) big = k;
    });
    /* None left: a view with a narrower shape takes it (a sum's boards in
     * two rows instead of one), or the stage is shrunk after all. */
    if (big < 0 && !panels.some(function (p) { return p.narrower && p.narrower(); })) break;
    if (big >= 0 && !views.toOverview(order[big])) break;
  }
  var shrink = Stage.settle(panels, items, arr, W, H, gap, views.inner);
  if (shrink < 1) {
    views.inner.style.transform = ''; /* measured as drawn, unshrunk */
    /* A view came out larger than planned (a caption wrapped once more):
     * laid out once more with what it took as drawn, which does not scale
     * (its extra height, its drawn width as the least), rather than the
     * whole stage shrunk below readable. */
    items = items.map(function (it, k) {
      var d = Stage.drawn(panels[k].figure), b = arr.boxes[k], fixed = {};
      for (var key in it) fixed[key] = it[key];
      if (d.h > b.h + 1) fixed.chrome = (it.chrome || 0) + d.h - b.h;
      if (d.w > b.w + 1) fixed.minW = Math.max(it.minW || 0, d.w);
      return fixed;
    });
    arr = Stage.best(items, W, H, gap);
    shrink = Stage.settle(panels, items, arr, W, H, gap, views.inner);
  }
  views.shrink = shrink;
  return arr.s;
};

/* Tries each table whose caption and notes take more than Stage.TALL px
 * (tallest first) with them as wide as the stage (panel.wider): kept
 * where the views get a larger scale, else undone.  Items is updated in
 * place; returns the arrangement. */
Stage.TALL = 60;
Stage.widen = function (views, order, items, arr, W, H, gap) {
  var ks = order.map(function (k, i) { return i; }).filter(function (i) {
    return views.panels[order[i]].wider && (items[i].chrome || 0) > Stage.TALL;
  }).sort(function (a, b) { return items[b].h + items[b].chrome - items[a].h - items[a].chrome; });
  ks.forEach(function (i) {
    var p = views.panels[order[i]], old = items[i];
    if (!p.wider(W)) return;
    if (views.naturals) views.naturals[order[i]] = null;
    items[i] = views.natural(order[i]);
    var next = Stage.best(items, W, H, gap);
    if (next.s > arr.s + 1e-6) {
      arr = next;
      return;
    }
    p.unwiden();
    if (views.naturals) views.naturals[order[i]] = null;
    items[i] = old;
  });
  return arr;
};

/* Every panel fitted to its box of arrangement arr and placed, pushed
 * apart as drawn (unclash); then, past what even the least sizes allow (a
 * small window, the side panel open beside a big trace) or where a view
 * still came out larger than its box, the whole layer shrunk to the box,
 * measured as drawn, so that nothing is cut off.  Returns the shrink. */
Stage.settle = function (panels, items, arr, W, H, gap, layer) {
  var boxes = arr.boxes = Stage.boxes(items, arr, W, H, gap);
  layer.style.transform = '';
  panels.forEach(function (p, k) {
    var b = boxes[k];
    p.fitTo(Math.ceil(b.w), Math.floor(b.h), b.s);
    Stage.moveTo(p, b.x, b.y);
  });
  var planned = boxes.map(function (b) { return { x: b.x, y: b.y, w: b.w, h: b.h }; });
  Stage.unclash(panels, boxes, arr.rows, gap);
  arr.boxes = planned.map(function (p, k) { return { x: boxes[k].x, y: boxes[k].y, w: p.w, h: p.h }; });
  var at = layer.getBoundingClientRect(), right = 0, bottom = 0;
  panels.forEach(function (p) {
    var r = p.figure.getBoundingClientRect(), d = Stage.drawn(p.figure);
    right = Math.max(right, r.left + d.w - at.left);
    bottom = Math.max(bottom, r.top + d.h - at.top);
  });
  var shrink = Math.min(1, (W + 2) / (right || 1), (H + 2) / (bottom || 1));
  layer.style.transform = shrink < 1 ? 'scale(' + shrink + ')' : '';
  return shrink;
};

/* The boxes were planned from natural sizes; a view may come out of
 * fitTo larger than its box (a caption wrapped once more, a lens drawn
 * taller than estimated, a window row filled in).  So each figure is
 * measured as drawn and pushed right and down, within the layout's rows
 * and columns, until no two overlap; nothing moves that did not need to.
 * Whatever then overflows the box is shrunk as a whole by Stage.fit. */
Stage.unclash = function (panels, boxes, rows, gap) {
  var drawn = panels.map(function (p) { return Stage.drawn(p.figure); });
  var rowTop = 0;
  rows.forEach(function (row) {
    var planned = Infinity;
    row.forEach(function (col) { col.forEach(function (k) { planned = Math.min(planned, boxes[k].y); }); });
    var dy = Math.max(0, rowTop - planned), colLeft = 0, bottom = rowTop;
    row.forEach(function (col) {
      var left = Infinity, right = 0, y = -Infinity;
      col.forEach(function (k) { left = Math.min(left, boxes[k].x); });
      var dx = Math.max(0, colLeft - left);
      col.forEach(function (k) {
        var b = boxes[k], top = Math.max(b.y + dy, y);
        if (dx || top !== b.y) Stage.moveTo(panels[k], b.x + dx, top);
        b.x += dx;
        b.y = top;
        y = top + drawn[k].h + gap;
        right = Math.max(right, b.x + drawn[k].w);
        bottom = Math.max(bottom, top + drawn[k].h);
      });
      colLeft = right + gap;
    });
    rowTop = bottom + gap;
  });
};

/* A figure's size as drawn, with what overflows it: a zoomed table
 * wider than the figure's box shows past it (CSS px). */
Stage.drawn = function (figure) {
  var r = figure.getBoundingClientRect(), right = r.right, bottom = r.bottom;
  for (var c = figure.firstElementChild; c; c = c.nextElementSibling) {
    var e = c.getBoundingClientRect(), inner = c.firstElementChild && c.firstElementChild.getBoundingClientRect();
    right = Math.max(right, e.right, inner ? inner.right : 0);
    bottom = Math.max(bottom, e.bottom, inner ? inner.bottom : 0);
  }
  return { w: right - r.left, h: bottom - r.top };
};

/* A panel's figure placed at (x, y) in the layer (CSS px; a zoomed
 * figure's own left and top are zoomed with it). */
Stage.moveTo = function (p, x, y) {
  var f = p.figure.style, z = parseFloat(f.zoom) || 1;
  f.left = Math.round(x) / z + 'px';
  f.top = Math.round(y) / z + 'px';
};

/* The scale the views would get in a box of W x H (for choosing where the
 * explanation goes), without changing anything. */
Stage.scaleIn = function (views, W, H) {
  if (!views.panels.length) return 1;
  views.inner.style.transform = ''; /* measured unshrunk (Stage.fit) */
  var items = views.order.map(function (k) { return views.natural(k); });
  return Stage.best(items, W, H, Stage.GAP).s;
};

/* a with b's members added (b wins). */
Stage.extend = function (a, b) {
  for (var k in b) a[k] = b[k];
  return a;
};

/* Measures an element's natural size (CSS px at zoom 1, as wide as its
 * content wants, or w px wide). */
Stage.measure = function (el, w) {
  var st = el.style, zoom = st.zoom, width = st.width, height = st.height;
  st.zoom = '';
  st.width = w ? w + 'px' : 'max-content';
  st.height = '';
  /* Rounded up, and a pixel over: a caption given its width rounded down wraps. */
  var r = el.getBoundingClientRect(), size = { w: Math.ceil(r.width) + 1, h: Math.ceil(r.height) };
  st.zoom = zoom;
  st.width = width;
  st.height = height;
  return size;
};
