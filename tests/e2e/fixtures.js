// tests/e2e/fixtures.js — synthetic data for the page's drawing code, for
// the board kinds and trace views that no registered game may use yet
// (docs/GAMES.md lists them all).  Injected into the page as a script:
// defines window.Fixtures with
//   boards:            one board of every kind, shaped like C's gw_board
//   trace(spec):       a Trace over typed arrays built here, shaped like
//                      the WASM arrays (Core.Job.arrays), for Views
//   traces:            a few such specs (sequence, outcome strip, graph
//                      with and without a layout, answer cells)
// Nothing here is compared with C: the data-driven tests in games.js do
// that for every real game.  These only check that every kind draws,
// picks and highlights.
'use strict';

(function () {
  const BIG = '18446744073709551615';
  const boards = {
    piles: { kind: 'piles', piles: ['3', BIG, '1', '7'], playable: [true, true, false, true],
      actions: [{ verb: 'take', args: ['pile', 'count'] }] },
    stairs: { kind: 'stairs', steps: ['0', '3', '1', '12', BIG], actions: [{ verb: 'move', args: ['step', 'count'] }] },
    coins: { kind: 'coins', coins: 'UDDUUDUD', labels: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
      actions: [{ verb: 'flip', args: ['coin', 'coin2'] }] },
    circle: { kind: 'circle', coins: [true, true, false, true, true, true, false, true, true, true, true, false],
      mirror: [[0, 6], [1, 7], [3, 9]], actions: [{ verb: 'take', args: ['coin', 'count'] }] },
    ring: { kind: 'ring', edges: ['3', '0', '5', '2', BIG, '1'], coin: 2, actions: [{ verb: 'move', args: ['edge', 'count'] }] },
    graph: { kind: 'graph', directed: false, ground: 3,
      nodes: [{ id: 0, label: 'g', x: 2, y: 3 }, { id: 1, label: 'a', x: 1, y: 2 }, { id: 2, label: 'b', x: 3, y: 2 },
        { id: 3, label: 'c', x: 1, y: 1 }, { id: 4, label: 'd', x: 3, y: 1 }, { id: 5, label: 'e', x: 2, y: 0 }],
      edges: [{ id: 1, from: 0, to: 1 }, { id: 2, from: 0, to: 2 }, { id: 3, from: 1, to: 3 }, { id: 4, from: 2, to: 4 },
        { id: 5, from: 3, to: 5 }, { id: 6, from: 4, to: 5 }, { id: 7, from: 3, to: 5 }, { id: 8, from: 0, to: 0 }],
      actions: [{ verb: 'cut', args: ['edge'] }] },
    digraph: { kind: 'graph', directed: true,
      nodes: [{ id: 'a', label: 'A', x: 0, y: 0, token: true }, { id: 'b', label: 'B', x: 1, y: 0 }, { id: 'c', label: 'C', x: 1, y: 1 },
        { id: 'd', label: 'D', x: 2, y: 0 }, { id: 'e', label: 'E', x: 2, y: 1, token: 'you' }],
      edges: [{ id: 1, from: 'a', to: 'b' }, { id: 2, from: 'a', to: 'c' }, { id: 3, from: 'b', to: 'd' }, { id: 4, from: 'c', to: 'd' },
        { id: 5, from: 'c', to: 'e' }, { id: 6, from: 'd', to: 'b', label: 'back' }],
      actions: [{ verb: 'move', args: ['vertex'] }], note: { en: 'The token moves along an arrow.', zh: '棋子沿箭头移动。' } },
    sequence: { kind: 'sequence', values: [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5], current: 4, actions: [{ verb: 'jump', args: ['cell'] }] }
  };

  // A trace: views [{name, kind, value_kind, rows, cols, index_origin,
  // values (final), layout?: {x, y, from, to}}] and steps [{view, index,
  // value, rule, reads: [[view, index] ...]}] (cells no step writes are input).
  function trace(spec) {
    let base = 0;
    const views = spec.views.map((v) => {
      const meta = { name: v.name, kind: v.kind, label: { en: v.name, zh: v.name + '(中)' }, rows: v.rows || 1, cols: v.cols,
        base, index_origin: v.index_origin === undefined ? 0 : v.index_origin, value_kind: v.value_kind || 'int',
        edges: v.layout ? v.layout.from.length : 0, has_layout: !!v.layout };
      base += meta.rows * meta.cols;
      return meta;
    });
    const nreads = spec.steps.reduce((n, s) => n + s.reads.length, 0);
    const meta = { steps: spec.steps.length, reads: nreads, views, rules: spec.rules };
    const arrays = {
      cells: new Uint32Array(spec.steps.length), rules: new Uint8Array(spec.steps.length),
      readStart: new Uint32Array(spec.steps.length + 1), reads: new Uint32Array(nreads),
      views: spec.views.map((v, i) => {
        const n = views[i].rows * views[i].cols, values = new BigUint64Array(n);
        for (let k = 0; k < n; k++) values[k] = BigInt(v.values[k] || 0);
        const out = { values, words: new Uint32Array(values.buffer), writtenAt: new Uint32Array(n).fill(0xFFFFFFFF) };
        if (v.layout) {
          out.nodeX = Int32Array.from(v.layout.x);
          out.nodeY = Int32Array.from(v.layout.y);
          out.edgeFrom = Uint32Array.from(v.layout.from);
          out.edgeTo = Uint32Array.from(v.layout.to);
        }
        return out;
      }),
    };
    let r = 0;
    spec.steps.forEach((s, k) => {
      arrays.cells[k] = views[s.view].base + s.index;
      arrays.rules[k] = s.rule || 0;
      arrays.views[s.view].writtenAt[s.index] = k;
      arrays.readStart[k] = r;
      s.reads.forEach((x) => { arrays.reads[r++] = views[x[0]].base + x[1]; });
    });
    arrays.readStart[spec.steps.length] = r;
    const job = {
      traceMeta: () => meta, arrays: () => arrays, free() {},
      explain: (k, lang) => (lang === 'zh' ? '第 ' + k + ' 步' : 'step ' + k + ' of a synthetic trace'),
    };
    return new window.Trace(job);
  }

  const rules = [
    { name: { en: 'mex', zh: 'mex' }, summary: { en: 'g(n) = mex of the options', zh: 'g(n) = 各选项的 mex' }, reads: [null, null, null] },
    { name: { en: 'Answer', zh: '答案' }, summary: { en: 'wins iff g != 0', zh: 'g ≠ 0 时必胜' }, reads: ['g', null, null] },
  ];

  // Subtraction game {1, 2, 3}: g(n) = n mod 4, n = 0 .. N-1, then the answer.
  function subtraction(N, kind) {
    const values = [], steps = [];
    for (let n = 0; n < N; n++) {
      values.push(kind === 'outcome' ? (n % 4 ? 1 : 0) : n % 4);
      const reads = [];
      for (let d = 1; d <= 3 && d <= n; d++) reads.push([0, n - d]);
      steps.push({ view: 0, index: n, rule: 0, reads });
    }
    steps.push({ view: 1, index: 0, rule: 1, reads: [[0, N - 1]] });
    return {
      views: [{ name: 'g', kind: 'sequence', value_kind: kind, cols: N, values },
        { name: 'first_player_wins', kind: 'board', value_kind: 'bool', cols: 1, values: [values[N - 1] ? 1 : 0] }],
      steps, rules,
    };
  }

  // The positions of subtraction {1, 2} from heap H as a DAG: node n is heap
  // n; edges n -> n-1, n-2; layer = n (longest path to 0), one place each;
  // plus a second column of a few nodes so that places differ.
  function dag(H, withLayout, kind) {
    const from = [], to = [], values = [], steps = [];
    for (let n = 0; n <= H; n++) {
      values.push(kind === 'outcome' ? (n % 3 ? 1 : 0) : n % 3);
      if (n >= 1) { from.push(n); to.push(n - 1); }
      if (n >= 2) { from.push(n); to.push(n - 2); }
    }
    for (let n = 0; n <= H; n++) {
      const reads = [];
      if (n >= 1) reads.push([0, n - 1]);
      if (n >= 2) reads.push([0, n - 2]);
      steps.push({ view: 0, index: n, rule: 0, reads });
    }
    const x = [], y = [];
    for (let n = 0; n <= H; n++) { x.push(n); y.push(n % 2); }
    return {
      views: [{ name: 'sg', kind: 'graph', value_kind: kind, cols: H + 1, values, layout: withLayout ? { x, y, from, to } : null }],
      steps, rules,
    };
  }

  window.Fixtures = { boards, trace, subtraction, dag, BIG };
})();
