// preview.js — owns the "viewls: Open Preview to the Side" panel: a webview
// beside the editor that follows the active `view` editor, asks the server for
// `viewls/preview` (120 ms after the last keystroke, answers to superseded
// requests dropped and the requests cancelled), sends the drawing — or, once
// the webview holds one, the patch from it — and the cursor to the webview, and
// reveals the source of what is clicked there.
// The page itself is previewPage.js + media/; the messages are listed atop
// media/preview.js.
'use strict';

const vscode = require('vscode');
const page = require('./previewPage');

/** How long typing must pause before the screen is drawn again. */
const DEBOUNCE_MS = 120;

function isViewEditor(editor) {
  return Boolean(editor && editor.document && editor.document.languageId === 'view');
}

function fileName(uri) {
  const last = uri.split(/[/\\]/).pop() || uri;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

function isPosition(value) {
  return Boolean(value) && Number.isInteger(value.line) && Number.isInteger(value.character) && value.line >= 0 && value.character >= 0;
}

/**
 * The preview of one window. `extensionUri` is the extension's folder;
 * `getClient` resolves to the running language client (or nothing).
 */
function createPreview(extensionUri, getClient, { debounceMs = DEBOUNCE_MS } = {}) {
  let panel;
  let listeners = [];
  let documentUri; // the followed document, as a string
  let lastColumn; // the column its editor was last seen in
  let options = {}; // what the toolbar picked
  let sequence = 0;
  let pending; // the CancellationTokenSource of the request in flight
  let timer;
  // { uri, token } of the last drawing or patch posted to the webview: the next request's patch starts from
  // it (the webview takes messages in order, and posts 'resync' when a patch does not start from what it shows).
  let posted;
  const drawn = new Set(); // the documents the panel has drawn: the only ones it may reveal

  function post(message) {
    if (panel) panel.webview.postMessage(message);
  }

  function editorOf(uri) {
    const active = vscode.window.activeTextEditor;
    if (active && active.document.uri.toString() === uri) return active;
    return vscode.window.visibleTextEditors.find((editor) => editor.document.uri.toString() === uri);
  }

  function postCursor(editor) {
    if (!editor || !editor.selection) return;
    const { line, character } = editor.selection.active;
    post({ type: 'cursor', uri: editor.document.uri.toString(), position: { line, character } });
  }

  function follow(editor) {
    documentUri = editor.document.uri.toString();
    lastColumn = editor.viewColumn;
    if (panel) panel.title = page.TEXTS.titleOf(fileName(documentUri));
  }

  async function refresh() {
    clearTimeout(timer);
    timer = undefined;
    if (!panel) return;
    if (pending) pending.cancel();
    const mine = ++sequence;
    if (!documentUri) {
      posted = undefined;
      post({ type: 'status', kind: 'info', text: page.TEXTS.noDocument });
      return;
    }
    const uri = documentUri;
    const client = await getClient();
    if (mine !== sequence || !panel) return;
    if (!client || !client.isRunning()) {
      post({ type: 'status', kind: 'error', text: page.TEXTS.notRunning });
      return;
    }
    const source = new vscode.CancellationTokenSource();
    pending = source;
    try {
      const since = posted && posted.uri === uri ? posted.token : undefined;
      const result = await client.sendRequest(page.PREVIEW_METHOD, page.previewParams(uri, options, since), source.token);
      if (mine !== sequence || !panel) return;
      const token = result && typeof result.token === 'string' ? result.token : undefined;
      if (result && result.patch && typeof result.patch === 'object' && since !== undefined && result.patch.since === since) {
        posted = token && { uri, token };
        post(Object.assign({ type: 'patch', uri, screen: result.screen, patch: result.patch }, token && { token }, page.pickOptions(result)));
        postCursor(editorOf(uri));
        return;
      }
      if (!result || typeof result.svg !== 'string') {
        post({ type: 'status', kind: 'error', text: page.TEXTS.failed('no drawing in the answer') });
        return;
      }
      drawn.add(uri);
      posted = token && { uri, token };
      // A matrix's answer lists its variants; the toolbar shows which view was drawn.
      post(Object.assign({ type: 'preview', uri, screen: result.screen, svg: result.svg, elements: result.elements }, token && { token },
        page.pickOptions(Object.assign(Array.isArray(result.variants) ? { view: 'matrix' } : {}, result))));
      postCursor(editorOf(uri));
    } catch (error) {
      if (mine !== sequence || !panel) return;
      const status = page.errorStatus(error);
      if (status) post(Object.assign({ type: 'status' }, status));
    } finally {
      if (pending === source) pending = undefined;
      source.dispose();
    }
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(refresh, debounceMs);
  }

  async function reveal(uri, range) {
    if (!drawn.has(uri) || !range || !isPosition(range.start) || !isPosition(range.end)) return;
    const visible = editorOf(uri);
    const document = visible ? visible.document : await vscode.workspace.openTextDocument(vscode.Uri.parse(uri));
    const editor = await vscode.window.showTextDocument(document, {
      viewColumn: visible ? visible.viewColumn : lastColumn || vscode.ViewColumn.One,
      preserveFocus: false,
    });
    const start = new vscode.Position(range.start.line, range.start.character);
    const end = new vscode.Position(range.end.line, range.end.character);
    // The cursor goes to the start, nothing selected: a keystroke after a click
    // on the whole screen must not replace the file.
    editor.selection = new vscode.Selection(start, start);
    editor.revealRange(new vscode.Range(start, end), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }

  function onMessage(message) {
    if (!message || typeof message !== 'object') return undefined;
    switch (message.type) {
      case 'ready':
        posted = undefined; // a new page shows nothing yet
        options = page.pickOptions(message);
        return refresh();
      case 'options':
        options = page.pickOptions(message);
        return refresh();
      case 'resync':
        posted = undefined;
        return refresh();
      case 'reveal':
        return reveal(message.uri, message.range);
      default:
        return undefined;
    }
  }

  function onActiveEditor(editor) {
    if (!isViewEditor(editor)) return; // the panel itself, another kind of file: keep the last screen
    if (editor.document.uri.toString() === documentUri) {
      lastColumn = editor.viewColumn;
      return;
    }
    follow(editor);
    refresh();
  }

  function onChange(event) {
    if (event.document.uri.toString() === documentUri && event.contentChanges.length > 0) schedule();
  }

  function onSelection(event) {
    if (event.textEditor.document.uri.toString() !== documentUri) return;
    lastColumn = event.textEditor.viewColumn;
    postCursor(event.textEditor);
  }

  function onDisposed() {
    panel = undefined;
    posted = undefined;
    clearTimeout(timer);
    timer = undefined;
    if (pending) pending.cancel();
    for (const listener of listeners) listener.dispose();
    listeners = [];
  }

  /** The command: shows the panel beside the editor (made once), following the active `view` editor. */
  function open() {
    const editor = vscode.window.activeTextEditor;
    if (isViewEditor(editor)) follow(editor);
    if (panel) {
      panel.reveal(vscode.ViewColumn.Beside, true);
      return refresh();
    }
    const media = vscode.Uri.joinPath(extensionUri, 'media');
    panel = vscode.window.createWebviewPanel(
      'viewls.preview',
      documentUri ? page.TEXTS.titleOf(fileName(documentUri)) : page.TEXTS.title,
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      { enableScripts: true, localResourceRoots: [media] }
    );
    return attach(media);
  }

  /** Takes over the panel VS Code kept across a window reload (previewSerializer.js). */
  function restore(restored) {
    if (panel) panel.dispose();
    panel = restored;
    const editor = [vscode.window.activeTextEditor, ...vscode.window.visibleTextEditors].find(isViewEditor);
    if (editor) follow(editor);
    const media = vscode.Uri.joinPath(extensionUri, 'media');
    panel.webview.options = { enableScripts: true, localResourceRoots: [media] };
    return attach(media);
  }

  function attach(media) {
    const webview = panel.webview;
    listeners = [
      webview.onDidReceiveMessage(onMessage),
      panel.onDidDispose(onDisposed),
      vscode.window.onDidChangeActiveTextEditor(onActiveEditor),
      vscode.workspace.onDidChangeTextDocument(onChange),
      vscode.window.onDidChangeTextEditorSelection(onSelection),
    ];
    // The page asks for the first drawing itself (`ready`), with the options it kept.
    webview.html = page.previewHtml({
      cspSource: webview.cspSource,
      nonce: page.makeNonce(),
      scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(media, 'preview.js')).toString(),
      patchScriptUri: webview.asWebviewUri(vscode.Uri.joinPath(media, 'previewPatch.js')).toString(),
      styleUri: webview.asWebviewUri(vscode.Uri.joinPath(media, 'preview.css')).toString(),
    });
    return undefined;
  }

  function dispose() {
    if (panel) panel.dispose();
  }

  return { open, restore, refresh, dispose, get panel() { return panel; } };
}

module.exports = { DEBOUNCE_MS, createPreview };
