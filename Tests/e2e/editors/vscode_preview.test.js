// vscode_preview.test.js — owns the Node tests of the VS Code preview's
// extension side (editors/vscode/preview.js and previewPage.js): the panel,
// its page and CSP, the `viewls/preview` requests (debounced, stale answers
// dropped, errors shown), following the active editor, the cursor and reveal.
// A small recording fake of the `vscode` module and of the language client
// stands in for VS Code. The webview's own script is tested in Chromium
// (test_vscode_webview.py).
// Run: node --test Tests/e2e/editors/vscode_preview.test.js
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const Module = require('node:module');
const path = require('node:path');

const extensionDir = path.resolve(__dirname, '../../../editors/vscode');
const page = require(path.join(extensionDir, 'previewPage.js'));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};
const URI_A = 'file:///w/screens/%D0%90%D0%BA%D0%BA%D0%B0%D1%83%D0%BD%D1%82.view'; // Аккаунт.view
const URI_B = 'file:///w/Library.view';

// ---- the fake VS Code ----

function makeVscode() {
  const listeners = { active: [], change: [], selection: [] };
  const panels = [];
  const shown = [];
  const event = (list) => (listener) => {
    list.push(listener);
    return { dispose: () => list.splice(list.indexOf(listener), 1) };
  };
  class Position {
    constructor(line, character) {
      Object.assign(this, { line, character });
    }
  }
  class Range {
    constructor(start, end) {
      Object.assign(this, { start, end });
    }
  }
  class Selection extends Range {
    constructor(anchor, active) {
      super(anchor, active);
      Object.assign(this, { anchor, active });
    }
  }
  class CancellationTokenSource {
    constructor() {
      this.token = { isCancellationRequested: false };
    }
    cancel() {
      this.token.isCancellationRequested = true;
    }
    dispose() {}
  }
  const uri = (text) => ({ path: text.replace(/^file:\/\//, ''), toString: () => text });
  function makePanel(viewType, title, showOptions, options) {
    const received = [];
    const disposed = [];
    const panel = {
      viewType, title, showOptions, options, revealed: [], disposed: false,
      webview: {
        cspSource: 'https://webview.fake',
        html: '',
        posted: [],
        postMessage(message) {
          this.posted.push(message);
          return Promise.resolve(true);
        },
        asWebviewUri: (target) => ({ toString: () => 'https://webview.fake' + target.path }),
        onDidReceiveMessage: event(received),
      },
      reveal(column, preserveFocus) {
        this.revealed.push([column, preserveFocus]);
      },
      onDidDispose: event(disposed),
      dispose() {
        this.disposed = true;
        for (const listener of [...disposed]) listener();
      },
      // Delivers a message from the page; waits for what it starts only up to a request to the server.
      async receive(message) {
        received.forEach((listener) => listener(message));
        await settle();
      },
    };
    panels.push(panel);
    return panel;
  }
  const window = {
    activeTextEditor: undefined,
    visibleTextEditors: [],
    createWebviewPanel: makePanel,
    onDidChangeActiveTextEditor: event(listeners.active),
    onDidChangeTextEditorSelection: event(listeners.selection),
    async showTextDocument(document, options) {
      shown.push([document.uri.toString(), options]);
      return window.visibleTextEditors.find((shownEditor) => shownEditor.document === document)
        || editor(document.uri.toString(), document.languageId, options.viewColumn);
    },
  };
  const vscode = {
    Position, Range, Selection, CancellationTokenSource,
    ViewColumn: { One: 1, Two: 2, Beside: -2 },
    TextEditorRevealType: { InCenterIfOutsideViewport: 2 },
    Uri: {
      parse: uri,
      joinPath: (base, ...parts) => uri('file://' + [base.path, ...parts].join('/')),
    },
    window,
    workspace: {
      onDidChangeTextDocument: event(listeners.change),
      openTextDocument: async (target) => ({ uri: target, languageId: 'view' }),
    },
  };
  function editor(text, languageId = 'view', column = 1) {
    const made = {
      document: { uri: uri(text), languageId },
      viewColumn: column,
      selection: new Selection(new Position(0, 0), new Position(0, 0)),
      revealed: [],
      revealRange(range, type) {
        this.revealed.push([range, type]);
      },
    };
    window.visibleTextEditors.push(made);
    return made;
  }
  const fire = {
    active: (target) => {
      window.activeTextEditor = target;
      listeners.active.forEach((listener) => listener(target));
    },
    change: (target, changes = 1) => listeners.change.forEach((listener) =>
      listener({ document: target.document, contentChanges: Array(changes).fill({ text: 'x' }) })),
    selection: (target, line, character) => {
      target.selection = new Selection(new Position(line, character), new Position(line, character));
      listeners.selection.forEach((listener) => listener({ textEditor: target, selections: [target.selection] }));
    },
  };
  return { vscode, listeners, panels, shown, editor, fire };
}

function makeClient() {
  return {
    running: true,
    requests: [],
    isRunning() {
      return this.running;
    },
    sendRequest(method, params, token) {
      return new Promise((resolve, reject) => this.requests.push({ method, params, token, resolve, reject, at: Date.now() }));
    },
  };
}

function loadPreview(fakes) {
  const load = Module._load;
  Module._load = function (request, parent, isMain) {
    if (request === 'vscode') return fakes.vscode;
    return load.call(this, request, parent, isMain);
  };
  try {
    const file = require.resolve(path.join(extensionDir, 'preview.js'));
    delete require.cache[file];
    return require(file);
  } finally {
    Module._load = load;
  }
}

/** A preview with a view editor on URI_A active, its panel open and ready. */
async function opened({ ready = {}, client = makeClient() } = {}) {
  const fakes = makeVscode();
  const { createPreview } = loadPreview(fakes);
  const editor = fakes.editor(URI_A);
  fakes.vscode.window.activeTextEditor = editor;
  const preview = createPreview(fakes.vscode.Uri.parse('file:///ext'), async () => client);
  preview.open();
  const [panel] = fakes.panels;
  if (ready) await panel.receive({ type: 'ready', ...ready });
  return { fakes, preview, editor, panel, client };
}

const answer = (screen) => ({ screen, svg: `<svg xmlns="http://www.w3.org/2000/svg"><title>${screen}</title></svg>`, elements: [] });
const flush = settle;

// ---- the page ----

test('previewHtml: the strict CSP, the nonce on script and style, media URIs, the toolbar', () => {
  const html = page.previewHtml({
    cspSource: 'https://x.vscode-cdn.net', nonce: 'n0+/=', scriptUri: 'https://x/media/preview.js', styleUri: 'https://x/media/preview.css?a=1&b=2',
  });
  const csp = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/);
  assert.ok(csp, 'a CSP meta');
  assert.equal(csp[1], "default-src 'none'; img-src data:; style-src https://x.vscode-cdn.net 'nonce-n0+/='; script-src 'nonce-n0+/=';");
  assert.match(html, /<script nonce="n0\+\/=" src="https:\/\/x\/media\/preview.js"><\/script>/);
  assert.match(html, /<link rel="stylesheet" href="https:\/\/x\/media\/preview.css\?a=1&amp;b=2" nonce="n0\+\/=">/);
  assert.equal((html.match(/<script/g) || []).length, 1, 'one script, no inline code');
  assert.doesNotMatch(html, /\son[a-z]+=|style="/i, 'no inline handlers or styles');
  assert.doesNotMatch(html, /https?:\/\/(?!x\/|x\.vscode)/, 'nothing from elsewhere');
  for (const [option, values] of Object.entries(page.OPTIONS)) {
    for (const value of values) assert.ok(html.includes(`data-option="${option}" data-value="${value}"`), `${option} ${value}`);
  }
});

test('makeNonce: 128 random bits, fresh each time', () => {
  const nonces = new Set(Array.from({ length: 50 }, page.makeNonce));
  assert.equal(nonces.size, 50);
  for (const nonce of nonces) assert.match(nonce, /^[A-Za-z0-9+/]{22}==$/);
});

test('previewParams and pickOptions keep only known option values', () => {
  assert.deepEqual(page.previewParams(URI_A, {}), { textDocument: { uri: URI_A }, patch: {} });
  assert.deepEqual(page.previewParams(URI_A, { device: 'ipad', orientation: 'landscape', appearance: 'dark', locale: 'ru' }, 'T1'),
    { textDocument: { uri: URI_A }, patch: { since: 'T1' }, device: 'ipad', orientation: 'landscape', appearance: 'dark' });
  assert.deepEqual(page.previewParams(URI_A, { device: 'ipod', orientation: null, appearance: 'Dark' }), { textDocument: { uri: URI_A }, patch: {} });
  assert.deepEqual(page.pickOptions({ type: 'options', device: 'iphone', extra: 1 }), { device: 'iphone' });
  assert.deepEqual(page.pickOptions(undefined), {});
});

test('errorStatus: unknown method, failure, and silence for cancelled or outdated requests', () => {
  assert.deepEqual(page.errorStatus({ code: -32601, message: 'unknown method viewls/preview' }), { kind: 'unsupported', text: page.TEXTS.unsupported });
  assert.deepEqual(page.errorStatus({ code: -32603, message: 'layout <failed>' }), { kind: 'error', text: 'viewls could not draw this screen: layout <failed>' });
  assert.deepEqual(page.errorStatus(new Error('Client is not running')), { kind: 'error', text: 'viewls could not draw this screen: Client is not running' });
  for (const code of [-32800, -32801, -32802]) assert.equal(page.errorStatus({ code, message: 'x' }), null, String(code));
});

// ---- the panel ----

test('open: a panel beside the editor, focus kept, scripts from media/ only, the page asks first', async () => {
  const { panel, client } = await opened({ ready: null });
  assert.equal(panel.viewType, 'viewls.preview');
  assert.equal(panel.title, 'Preview Аккаунт.view');
  assert.deepEqual(panel.showOptions, { viewColumn: -2, preserveFocus: true });
  assert.equal(panel.options.enableScripts, true);
  assert.deepEqual(panel.options.localResourceRoots.map(String), ['file:///ext/media']);
  const nonce = panel.webview.html.match(/script-src 'nonce-([^']+)'/)[1];
  assert.ok(panel.webview.html.includes(`<script nonce="${nonce}" src="https://webview.fake/ext/media/preview.js">`));
  assert.ok(panel.webview.html.includes("style-src https://webview.fake 'nonce-"));
  assert.equal(client.requests.length, 0, 'nothing asked before the page is ready');
});

test('ready: asks viewls/preview with the kept options, sends the drawing, then the cursor', async () => {
  const { fakes, panel, client, editor } = await opened({ ready: { device: 'ipad', appearance: 'dark', orientation: 'sideways' } });
  assert.equal(client.requests.length, 1);
  const [request] = client.requests;
  assert.equal(request.method, 'viewls/preview');
  assert.deepEqual(request.params, { textDocument: { uri: URI_A }, patch: {}, device: 'ipad', appearance: 'dark' });
  editor.selection = new fakes.vscode.Selection({ line: 9, character: 3 }, { line: 9, character: 20 });
  request.resolve({ ...answer('Account'), elements: [{ kind: 'Cell' }], device: 'ipad', orientation: 'portrait', scale: 2 });
  await flush();
  assert.deepEqual(panel.webview.posted, [
    { type: 'preview', uri: URI_A, screen: 'Account', svg: answer('Account').svg, elements: [{ kind: 'Cell' }], device: 'ipad', orientation: 'portrait' },
    { type: 'cursor', uri: URI_A, position: { line: 9, character: 20 } },
  ]);
});

test('patches: a request names the drawing posted last, a patch answer is posted as a patch, resync asks for the whole drawing', async () => {
  const { client, panel } = await opened();
  client.requests[0].resolve({ ...answer('Account'), token: 'T1' });
  await flush();
  assert.deepEqual(panel.webview.posted[0], { type: 'preview', uri: URI_A, screen: 'Account', svg: answer('Account').svg, elements: [], token: 'T1' });
  await panel.receive({ type: 'options', appearance: 'dark' });
  assert.deepEqual(client.requests[1].params, { textDocument: { uri: URI_A }, patch: { since: 'T1' }, appearance: 'dark' });
  const changes = { since: 'T1', replaced: [{ key: '0.1', svg: '<g data-key="0.1"/>' }], attributes: [] };
  client.requests[1].resolve({ screen: 'Account', token: 'T2', patch: changes, appearance: 'dark' });
  await flush();
  assert.deepEqual(panel.webview.posted.filter((m) => m.type === 'patch'),
    [{ type: 'patch', uri: URI_A, screen: 'Account', patch: changes, token: 'T2', appearance: 'dark' }]);
  // The webview could not apply it: the next request names no drawing.
  await panel.receive({ type: 'resync' });
  assert.deepEqual(client.requests[2].params, { textDocument: { uri: URI_A }, patch: {}, appearance: 'dark' });
  // A patch from a drawing other than the one named is not posted as a patch.
  client.requests[2].resolve({ screen: 'Account', token: 'T3', patch: { ...changes, since: 'T0' } });
  await flush();
  assert.equal(panel.webview.posted.filter((m) => m.type === 'patch').length, 1);
});

test('typing: one request 120 ms after the last keystroke, answered within 200 ms', async () => {
  const { fakes, client, editor, panel } = await opened();
  client.requests[0].resolve(answer('Account'));
  const typed = [];
  for (let i = 0; i < 6; i += 1) {
    fakes.fire.change(editor);
    typed.push(Date.now());
    await sleep(30);
  }
  fakes.fire.change(editor, 0); // a change without content changes (e.g. dirty state) is not an edit
  await sleep(250);
  assert.equal(client.requests.length, 2, 'one request for six keystrokes');
  const waited = client.requests[1].at - typed.at(-1);
  assert.ok(waited >= 110 && waited <= 200, `asked ${waited} ms after the last keystroke`);
  client.requests[1].resolve(answer('Account 2'));
  await flush();
  assert.equal(panel.webview.posted.filter((m) => m.type === 'preview').at(-1).screen, 'Account 2');
  // Another document's edits draw nothing.
  fakes.fire.change(fakes.editor(URI_B));
  await sleep(200);
  assert.equal(client.requests.length, 2);
});

test('an answer to a superseded request is dropped, and that request cancelled', async () => {
  const { client, panel } = await opened();
  await panel.receive({ type: 'options', device: 'ipad' });
  const [first, second] = client.requests;
  assert.equal(first.token.isCancellationRequested, true);
  assert.equal(second.token.isCancellationRequested, false);
  assert.deepEqual(second.params, { textDocument: { uri: URI_A }, patch: {}, device: 'ipad' });
  second.resolve(answer('New'));
  first.resolve(answer('Old'));
  await flush();
  assert.deepEqual(panel.webview.posted.filter((m) => m.type === 'preview').map((m) => m.screen), ['New']);
});

test('errors become a status: an old server, a failure, a stopped server; a cancelled request says nothing', async () => {
  const cases = [
    [{ code: -32601, message: 'unknown method viewls/preview' }, { type: 'status', kind: 'unsupported', text: page.TEXTS.unsupported }],
    [{ code: -32603, message: 'boom' }, { type: 'status', kind: 'error', text: 'viewls could not draw this screen: boom' }],
    [{ code: -32800, message: 'cancelled' }, undefined],
  ];
  for (const [error, expected] of cases) {
    const { client, panel } = await opened();
    client.requests[0].reject(error);
    await flush();
    assert.deepEqual(panel.webview.posted.at(-1), expected, JSON.stringify(error));
  }
  const stopped = makeClient();
  stopped.running = false;
  const { panel } = await opened({ client: stopped });
  assert.deepEqual(panel.webview.posted, [{ type: 'status', kind: 'error', text: page.TEXTS.notRunning }]);
  const none = await opened({ client: null });
  assert.equal(none.panel.webview.posted[0].text, page.TEXTS.notRunning);
});

test('without a .view editor the panel says how to start', async () => {
  const fakes = makeVscode();
  const { createPreview } = loadPreview(fakes);
  fakes.vscode.window.activeTextEditor = fakes.editor('file:///w/notes.md', 'markdown');
  const client = makeClient();
  const preview = createPreview(fakes.vscode.Uri.parse('file:///ext'), async () => client);
  preview.open();
  const [panel] = fakes.panels;
  assert.equal(panel.title, 'Preview');
  await panel.receive({ type: 'ready' });
  assert.deepEqual(panel.webview.posted, [{ type: 'status', kind: 'info', text: page.TEXTS.noDocument }]);
  assert.equal(client.requests.length, 0);
  // A .view editor becoming active is followed.
  fakes.fire.active(fakes.editor(URI_B));
  await flush();
  assert.equal(client.requests[0].params.textDocument.uri, URI_B);
  assert.equal(panel.title, 'Preview Library.view');
});

test('follows the active .view editor; other editors and the panel itself keep the last screen', async () => {
  const { fakes, client, panel } = await opened();
  fakes.fire.active(undefined);
  fakes.fire.active(fakes.editor('file:///w/a.json', 'json'));
  assert.equal(client.requests.length, 1);
  const library = fakes.editor(URI_B, 'view', 2);
  fakes.fire.active(library);
  await flush();
  assert.equal(client.requests.length, 2);
  assert.equal(client.requests[1].params.textDocument.uri, URI_B);
  assert.equal(panel.title, 'Preview Library.view');
});

test('cursor moves in the followed editor reach the webview; others do not', async () => {
  const { fakes, editor, panel } = await opened();
  fakes.fire.selection(fakes.editor(URI_B), 1, 1);
  fakes.fire.selection(editor, 10, 49);
  assert.deepEqual(panel.webview.posted, [{ type: 'cursor', uri: URI_A, position: { line: 10, character: 49 } }]);
});

test('reveal: the range is shown in the editor that holds the document, the cursor at its start', async () => {
  const { fakes, editor, panel, client } = await opened();
  const range = { start: { line: 10, character: 49 }, end: { line: 10, character: 68 } };
  await panel.receive({ type: 'reveal', uri: URI_A, range });
  assert.deepEqual(fakes.shown, [], 'nothing drawn yet: nothing to reveal');
  client.requests[0].resolve(answer('Account'));
  await flush();
  await panel.receive({ type: 'reveal', uri: URI_A, range });
  assert.deepEqual(fakes.shown, [[URI_A, { viewColumn: 1, preserveFocus: false }]]);
  assert.deepEqual(JSON.parse(JSON.stringify(editor.selection)), {
    start: { line: 10, character: 49 }, end: { line: 10, character: 49 }, anchor: { line: 10, character: 49 }, active: { line: 10, character: 49 },
  });
  assert.deepEqual(editor.revealed.map(([r, type]) => [{ start: { ...r.start }, end: { ...r.end } }, type]), [[range, 2]]);
  // Malformed ranges, and documents the panel did not draw, are ignored.
  for (const bad of [null, { start: { line: -1, character: 0 }, end: { line: 0, character: 0 } }, { start: { line: 1 } }]) {
    await panel.receive({ type: 'reveal', uri: URI_A, range: bad });
  }
  await panel.receive({ type: 'reveal', uri: 'file:///etc/passwd', range });
  await panel.receive({ type: 'reveal', uri: 42, range });
  assert.equal(fakes.shown.length, 1);
  // A document that is no longer visible is opened again, in the column it was last seen in.
  fakes.vscode.window.visibleTextEditors.length = 0;
  await panel.receive({ type: 'reveal', uri: URI_A, range });
  assert.deepEqual(fakes.shown[1], [URI_A, { viewColumn: 1, preserveFocus: false }]);
  const [reopened] = fakes.vscode.window.visibleTextEditors;
  assert.deepEqual(JSON.parse(JSON.stringify(reopened.selection.active)), { line: 10, character: 49 });
  assert.equal(reopened.revealed.length, 1);
});

test('closing the panel stops listening; the command opens a new one, and reuses an open one', async () => {
  const { fakes, preview, panel, client, editor } = await opened();
  preview.open();
  await settle();
  assert.equal(fakes.panels.length, 1, 'the open panel is reused');
  assert.deepEqual(panel.revealed, [[-2, true]]);
  assert.equal(client.requests.length, 2, 'and redrawn');
  preview.dispose();
  assert.equal(panel.disposed, true);
  assert.deepEqual([fakes.listeners.active.length, fakes.listeners.change.length, fakes.listeners.selection.length], [0, 0, 0]);
  assert.equal(client.requests[1].token.isCancellationRequested, true);
  fakes.fire.change(editor);
  await sleep(180);
  assert.equal(client.requests.length, 2);
  preview.open();
  assert.equal(fakes.panels.length, 2);
});

test('previewParams: a catalogue device and a text size as picked; the matrix asked whole, with the appearance alone', () => {
  assert.deepEqual(page.previewParams(URI_A, { view: 'one', device: 'iPhone SE', textSize: 'xxxLarge', orientation: 'landscape' }, 'T2'),
    { textDocument: { uri: URI_A }, patch: { since: 'T2' }, device: 'iPhone SE', textSize: 'xxxLarge', orientation: 'landscape' });
  assert.deepEqual(page.previewParams(URI_A, { view: 'matrix', device: 'iPad mini', textSize: 'AX1', appearance: 'dark' }, 'T3'),
    { textDocument: { uri: URI_A }, matrix: true, appearance: 'dark' });
  assert.deepEqual(page.previewParams(URI_A, { textSize: 'huge', device: 'iPhone 99' }), { textDocument: { uri: URI_A }, patch: {} });
  const html = page.previewHtml({ cspSource: 'c', nonce: 'n', scriptUri: 's', styleUri: 't' });
  assert.ok(html.includes('data-option="device" data-value="iPhone SE" aria-pressed="false">iPhone SE</button>'));
  assert.ok(html.includes('data-option="view" data-value="matrix" aria-pressed="false">Every variant</button>'));
});
