/*
 * export.js — Exporter: what is on screen, as files, made in the page and
 * handed over as a Blob through <a download> (no network):
 *   - svg(...)  the views at the current step as one SVG drawing: small
 *               tables and answer cells as vector cells with their values
 *               and the marks of the step; heat maps, sequence bars and
 *               graphs as the pictures the page drew (embedded PNG);
 *   - png(svg)  the same drawing rasterised (twice the size);
 *   - csv(...)  one table of the trace with exact values: the BigInts of
 *               C's arrays as decimal text; cells no step writes are empty;
 *   - text      the game record (Play.record), in C's words.
 * Colours follow the theme on screen.  Nothing here computes a value.
 */
'use strict';

var Exporter = {
  /* Hands a file to the browser's downloads. */
  download: function (name, blob) {
    var url = URL.createObjectURL(blob), a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.rel = 'noopener';
    a.hidden = true;
    document.body.appendChild(a);
    a.click();
    document.body.removeChild(a);
    setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
  },

  /* A file name part from any text. */
  slug: function (text) {
    return String(text).replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'grundy';
  },

  xml: function (text) {
    return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  },

  /* ---- CSV -------------------------------------------------------------- */

  /* View v of trace as CSV: a header row of column numbers, then one row per
   * table row led by its number (1-row views: "index" and "value" rows). */
  csv: function (trace, v) {
    var view = trace.views[v], a = trace.arrays().views[v], o = view.index_origin;
    var input = trace.isInput(v), lines = [], r, c;
    function cell(i) {
      return input || a.writtenAt[i] !== Core.NONE ? a.values[i].toString() : '';
    }
    var head = [view.rows === 1 ? 'index' : view.name];
    for (c = 0; c < view.cols; c++) head.push(String(c + o));
    lines.push(head.join(','));
    for (r = 0; r < view.rows; r++) {
      var row = [view.rows === 1 ? 'value' : String(r + o)];
      for (c = 0; c < view.cols; c++) row.push(cell(r * view.cols + c));
      lines.push(row.join(','));
    }
    return lines.join('\r\n') + '\r\n';
  },

  /* ---- SVG -------------------------------------------------------------- */

  /* The views as shown: {title, position, stepText, views (Views), i18n}. */
  svg: function (o) {
    var pal = Theme.colours(), views = o.views, trace = views.trace, t = o.i18n, X = Exporter.xml;
    var W = 960, pad = 24, y = pad, parts = [];
    var font = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, Noto Sans, Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif"';
    function text(x, yy, s, attrs) {
      parts.push('<text x="' + x + '" y="' + yy + '" ' + (attrs || '') + '>' + X(s) + '</text>');
    }
    function wrap(s, max) {
      var out = [], line = '', chars = Array.from(String(s));
      chars.forEach(function (ch) {
        line += ch;
        if (line.length >= max && /[\s,，。;；]/.test(ch)) {
          out.push(line.trim());
          line = '';
        }
      });
      if (line.trim()) out.push(line.trim());
      return out;
    }
    text(pad, y + 18, o.title, 'font-size="20" font-weight="700" fill="' + pal.ink + '"');
    y += 30;
    wrap(t.t('positionIs', { pos: Dom.shorten(o.position, 300) }), 110).forEach(function (line) {
      text(pad, y + 14, line, 'font-size="13" fill="' + pal.muted + '"');
      y += 18;
    });
    wrap(o.stepText, 110).forEach(function (line) {
      text(pad, y + 15, line, 'font-size="14" fill="' + pal.ink + '"');
      y += 20;
    });
    y += 8;
    if (trace) {
      var step = views.step === null ? -1 : views.step;
      var upto = views.conceal ? step - 1 : step, marks = step >= 0 ? views.marks(step) : [];
      if (views.conceal) marks.forEach(function (m) { if (!m.role) m.asked = true; });
      /* The views in rows: as many side by side as fit the width. */
      var x = pad, rowH = 0, gap = 24, maxW = W - 2 * pad, lastOne = null;
      views.panels.forEach(function (panel, v) {
        var view = trace.views[v], mine = marks.filter(function (m) { return m.view === v; });
        var box = Exporter.panelBox(panel, trace, v, view, upto, mine, maxW, pal, t);
        var w = Math.max(box.w, Math.min(maxW, 7.5 * Array.from(views.caption(v)).length));
        /* Rows keep strips (one-row views) and tables apart. */
        var one = view.rows === 1, apart = lastOne !== null && lastOne !== one;
        lastOne = one;
        if (x > pad && (apart || x + w > W - pad)) {
          y += rowH + 18;
          x = pad;
          rowH = 0;
        }
        text(x, y + 14, views.caption(v), 'font-size="14" font-weight="600" fill="' + pal.ink + '"');
        box.emit(parts, x, y + 22);
        x += w + gap;
        rowH = Math.max(rowH, box.h + 22);
      });
      y += rowH + 8;
    } else if (o.notice) {
      wrap(o.notice, 110).forEach(function (line) {
        text(pad, y + 14, line, 'font-size="13" fill="' + pal.muted + '"');
        y += 18;
      });
    }
    var H = Math.ceil(y + pad);
    return '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="' + W + '" height="' + H +
      '" viewBox="0 0 ' + W + ' ' + H + '" ' + font + '>\n<title>' + X(o.title) + '</title>\n<rect width="100%" height="100%" fill="' +
      pal.card + '"/>\n' + parts.join('\n') + '\n</svg>\n';
  },

  /* One view as a box {w, h, emit(parts, x, y)}, at most maxW wide. */
  panelBox: function (panel, trace, v, view, upto, marks, maxW, pal, t) {
    var cells = view.rows * view.cols;
    if (panel.table || panel instanceof AnswerView) return Exporter.gridBox(trace, v, view, 0, cells, upto, marks, maxW, pal, t);
    if (panel instanceof SequenceView) {
      var grid = Exporter.gridBox(trace, v, view, panel.start, Math.min(panel.width, panel.n), upto, marks, maxW, pal, t);
      return {
        w: maxW, h: 26 + grid.h,
        emit: function (parts, x, y) {
          Exporter.image(parts, panel.bar, x, y, maxW, 18, true);
          grid.emit(parts, x, y + 26);
        }
      };
    }
    if (panel instanceof GraphView) {
      var gw = panel.cssW || panel.canvas.width, gh = panel.cssH || panel.canvas.height, k = Math.min(1, maxW / gw);
      return { w: gw * k, h: gh * k, emit: function (parts, x, y) { Exporter.image(parts, panel.canvas, x, y, gw * k, gh * k); } };
    }
    /* a heat map and its marks */
    var strip = view.rows === 1, side = Math.min(maxW, 440);
    var w = strip ? maxW : side, h = strip ? 22 : side * view.rows / view.cols;
    return {
      w: w, h: h,
      emit: function (parts, x, y) {
        Exporter.image(parts, panel.canvas, x, y, w, h, true);
        if (panel.overlay && panel.overlay.width) Exporter.image(parts, panel.overlay, x, y, w, h);
        parts.push('<rect x="' + x + '" y="' + y + '" width="' + w + '" height="' + h + '" fill="none" stroke="' + pal.line + '"/>');
      }
    };
  },

  image: function (parts, canvas, x, y, w, h, pixelated) {
    var url;
    try {
      url = canvas.toDataURL('image/png');
    } catch (e) {
      return;
    }
    parts.push('<image x="' + x.toFixed(1) + '" y="' + y.toFixed(1) + '" width="' + w.toFixed(1) + '" height="' + h.toFixed(1) +
      '" preserveAspectRatio="none"' + (pixelated ? ' style="image-rendering:pixelated"' : '') + ' href="' + url + '" xlink:href="' + url + '"/>');
  },

  /* Cells first .. first + count of view v as a grid of boxes with values
   * (a long row wraps into several); a box {w, h, emit}. */
  gridBox: function (trace, v, view, first, count, upto, marks, maxW, pal, t) {
    var a = trace.arrays().views[v], X = Exporter.xml, o = view.index_origin, input = trace.isInput(v);
    var one = view.rows === 1, lab = one ? 0 : 30;
    var size = Math.max(16, Math.min(36, Math.floor((maxW - lab) / Math.max(1, one ? count : view.cols))));
    var longest = 1;
    for (var i0 = first; i0 < first + (one ? count : view.rows * view.cols); i0++) {
      longest = Math.max(longest, Values.format(view.value_kind, a.values[i0], t.lang).short.length);
    }
    if (one) size = Math.max(size, Math.min(120, 8 * longest + 10));
    var perRow = one ? Math.max(1, Math.floor(maxW / size)) : view.cols;
    var bands = one ? Math.ceil(count / perRow) : 1, rows = one ? 1 : view.rows, cols = one ? Math.min(count, perRow) : view.cols;
    var bandH = 16 + rows * size + (one ? 6 : 0);
    var bg = { 'v-win': pal.winBg, 'v-lose': pal.loseBg, 'v-draw': pal.drawBg, 'v-yes': pal.winBg, 'v-no': pal.noBg };
    var ink = { 'v-win': pal.winInk, 'v-lose': pal.loseInk, 'v-draw': pal.drawInk, 'v-yes': pal.winInk, 'v-no': pal.noInk };
    var byIndex = {};
    marks.forEach(function (m) { if (!(m.index in byIndex) || !m.role) byIndex[m.index] = m; });
    var fs = size < 24 ? 10 : 12;
    function emit(parts, x0, y0) {
      for (var band = 0; band < bands; band++) {
        var y = y0 + band * bandH, n = one ? Math.min(perRow, count - band * perRow) : cols, r, c;
        for (c = 0; c < n; c++) {
          var index = one ? first + band * perRow + c : c;
          parts.push('<text x="' + (x0 + lab + c * size + size / 2) + '" y="' + (y + 12) + '" text-anchor="middle" font-size="10" fill="' +
            pal.muted + '">' + (index + o) + '</text>');
        }
        y += 16;
        for (r = 0; r < rows; r++) {
          if (!one) {
            parts.push('<text x="' + (x0 + lab - 6) + '" y="' + (y + r * size + size / 2 + 4) + '" text-anchor="end" font-size="10" fill="' +
              pal.muted + '">' + (r + o) + '</text>');
          }
          for (c = 0; c < n; c++) {
            var i = one ? first + band * perRow + c : r * view.cols + c, w = a.writtenAt[i], m = byIndex[i];
            var known = input || (w !== Core.NONE && w <= upto), none = !input && w === Core.NONE;
            var f = Values.format(view.value_kind, a.values[i], t.lang);
            var fill = none ? pal.blank : !known ? pal.pending : input ? pal.input : bg[f.cls] || pal.card;
            var x = x0 + lab + c * size, yy = y + r * size;
            parts.push('<rect x="' + x + '" y="' + yy + '" width="' + size + '" height="' + size + '" fill="' + fill + '" stroke="' + pal.line +
              '" stroke-width="' + pal.line2 + '"/>');
            var label = m && m.asked ? '?' : known ? f.short : '';
            if (label) {
              parts.push('<text x="' + (x + size / 2) + '" y="' + (yy + size / 2 + fs / 2 - 1) + '" text-anchor="middle" font-size="' +
                (label.length * 7 > size ? fs - 2 : fs) + '" font-weight="' + (m ? 700 : 400) + '" fill="' + (m && !m.role ? pal.cur : ink[f.cls] || pal.ink) + '">' +
                X(label.length * 6 > size + 12 ? label.slice(0, Math.max(1, Math.floor(size / 6) - 1)) + '…' : label) + '</text>');
            }
            if (m) {
              var colour = Views.roleColour(m.role), sw = 2.5 * pal.line2;
              parts.push('<rect x="' + (x + sw / 2) + '" y="' + (yy + sw / 2) + '" width="' + (size - sw) + '" height="' + (size - sw) +
                '" fill="none" stroke="' + colour + '" stroke-width="' + sw + '"/>');
              if (m.role && m.named && m.role.length <= 2) {
                parts.push('<text x="' + (x + size - 3) + '" y="' + (yy + 9) + '" text-anchor="end" font-size="8" font-weight="700" fill="' + colour + '">' + X(m.role) + '</text>');
              }
            }
          }
        }
      }
    }
    return { w: lab + cols * size, h: bands * bandH, emit: emit };
  },

  /* ---- PNG -------------------------------------------------------------- */

  /* Resolves with a PNG Blob of the SVG text, drawn at `scale`. */
  png: function (svgText, scale) {
    scale = scale || 2;
    return new Promise(function (resolve, reject) {
      var img = new Image(), url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
      img.onload = function () {
        var c = document.createElement('canvas');
        c.width = Math.ceil(img.naturalWidth * scale);
        c.height = Math.ceil(img.naturalHeight * scale);
        var ctx = c.getContext('2d');
        ctx.setTransform(scale, 0, 0, scale, 0, 0);
        ctx.drawImage(img, 0, 0);
        URL.revokeObjectURL(url);
        c.toBlob(function (blob) {
          if (blob) resolve(blob);
          else reject(new Error('the picture could not be made'));
        }, 'image/png');
      };
      img.onerror = function () {
        URL.revokeObjectURL(url);
        reject(new Error('the picture could not be made'));
      };
      img.src = url;
    });
  }
};
