// previewPage.js — owns what the preview panel is made of, without any VS Code
// API: the webview's HTML shell (toolbar, status line, stage) under a strict
// Content-Security-Policy, its English texts, the `viewls/preview` request's
// parameters and what an error answer tells the user. The webview's script
// and style are media/preview.js and media/preview.css.
'use strict';

const crypto = require('crypto');

/** The LSP request that draws a document (see docs/server.md). */
const PREVIEW_METHOD = 'viewls/preview';

/**
 * The options the toolbar switches, each with its values in toolbar order:
 * one variant or the matrix of every configured one (`view`), the device (a
 * family's default device or one of the catalogue's, docs/layout.md), the
 * Dynamic Type size, orientation and appearance.
 */
const OPTIONS = {
  view: ['one', 'matrix'],
  device: ['iphone', 'ipad', 'iPhone SE', 'iPhone 16', 'iPhone 16 Pro Max', 'iPad mini', 'iPad Air 11-inch', 'iPad Pro 13-inch'],
  textSize: ['xSmall', 'Small', 'Medium', 'Large', 'xLarge', 'xxLarge', 'xxxLarge', 'AX1', 'AX2', 'AX3', 'AX4', 'AX5'],
  orientation: ['portrait', 'landscape'],
  appearance: ['light', 'dark'],
};

/** Every text the panel shows. */
const TEXTS = {
  title: 'Preview',
  titleOf: (name) => `Preview ${name}`,
  toolbar: 'Preview options',
  view: 'View',
  one: 'One variant',
  matrix: 'Every variant',
  device: 'Device',
  textSize: 'Text size',
  orientation: 'Orientation',
  appearance: 'Appearance',
  iphone: 'iPhone',
  ipad: 'iPad',
  portrait: 'Portrait',
  landscape: 'Landscape',
  light: 'Light',
  dark: 'Dark',
  stage: 'The screen, drawn with its findings: click an element or a finding to go to its source.',
  noDocument: 'Open a .view file to preview it.',
  notRunning: 'The viewls language server is not running: check "viewls.path", or run "viewls: Restart the Language Server".',
  unsupported: 'This viewls cannot draw screens yet: it does not answer viewls/preview. Update viewls to a version with the preview.',
  failed: (message) => `viewls could not draw this screen: ${message}`,
  unreadable: 'The drawing viewls sent could not be read.',
};

/** JSON-RPC codes: the method is unknown; the request was cancelled or outdated. */
const METHOD_NOT_FOUND = -32601;
const QUIET_CODES = [-32800, -32801, -32802];

/** A fresh nonce for one page: 128 random bits, base64. */
function makeNonce() {
  return crypto.randomBytes(16).toString('base64');
}

/** Text for element content and double-quoted attributes. */
function escapeHtml(text) {
  return String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

/** The page's Content-Security-Policy: nothing but its own style and its nonce'd script; images only as data: URIs. */
function contentSecurityPolicy(cspSource, nonce) {
  return `default-src 'none'; img-src data:; style-src ${cspSource} 'nonce-${nonce}'; script-src 'nonce-${nonce}';`;
}

function switchGroup(option) {
  const buttons = OPTIONS[option]
    .map((value) => `<button type="button" data-option="${option}" data-value="${escapeHtml(value)}" aria-pressed="false">${escapeHtml(TEXTS[value] || value)}</button>`)
    .join('');
  return `<div class="switch" role="group" aria-label="${escapeHtml(TEXTS[option])}">${buttons}</div>`;
}

/**
 * The webview's HTML: `cspSource` is webview.cspSource, `scriptUri`,
 * `patchScriptUri` and `styleUri` the webview URIs of media/preview.js,
 * media/previewPatch.js and media/preview.css.
 */
function previewHtml({ cspSource, scriptUri, patchScriptUri, styleUri, nonce }) {
  const csp = contentSecurityPolicy(cspSource, nonce);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${escapeHtml(styleUri)}" nonce="${escapeHtml(nonce)}">
<title>${escapeHtml(TEXTS.title)}</title>
</head>
<body>
<header class="toolbar" role="toolbar" aria-label="${escapeHtml(TEXTS.toolbar)}">
${Object.keys(OPTIONS).map(switchGroup).join('\n')}
<span id="screen-name" class="screen-name"></span>
</header>
<div id="status" class="status" role="status" hidden></div>
<main id="stage" class="stage" tabindex="0" aria-label="${escapeHtml(TEXTS.stage)}" data-unreadable="${escapeHtml(TEXTS.unreadable)}"></main>
${patchScriptUri ? `<script nonce="${escapeHtml(nonce)}" src="${escapeHtml(patchScriptUri)}"></script>\n` : ''}<script nonce="${escapeHtml(nonce)}" src="${escapeHtml(scriptUri)}"></script>
</body>
</html>
`;
}

/**
 * The `viewls/preview` parameters: the document, and of the options only those
 * the user picked (known values); the server decides the rest (a screen's own
 * `device`, then the settings; portrait; light). The panel applies patches:
 * `patch.since` names the drawing it shows (`shown`, a token), if any. The
 * matrix (`view: 'matrix'`) is asked as `matrix: true`, whole (no patch).
 */
function previewParams(uri, options, shown) {
  if (options && options.view === 'matrix') {
    const params = { textDocument: { uri }, matrix: true };
    if (OPTIONS.appearance.includes(options.appearance)) params.appearance = options.appearance;
    return params;
  }
  const params = { textDocument: { uri }, patch: typeof shown === 'string' ? { since: shown } : {} };
  for (const [option, values] of Object.entries(OPTIONS)) {
    const value = options && options[option];
    if (option !== 'view' && values.includes(value)) params[option] = value;
  }
  return params;
}

/** The options a webview message carries, known values only. */
function pickOptions(message) {
  const options = {};
  for (const [option, values] of Object.entries(OPTIONS)) {
    if (message && values.includes(message[option])) options[option] = message[option];
  }
  return options;
}

/**
 * What an error answer to `viewls/preview` shows: null for a request that was
 * cancelled or outdated (a newer one follows), else the status message.
 */
function errorStatus(error) {
  const code = error && error.code;
  if (QUIET_CODES.includes(code)) return null;
  if (code === METHOD_NOT_FOUND) return { kind: 'unsupported', text: TEXTS.unsupported };
  const message = error && error.message ? String(error.message) : String(error);
  return { kind: 'error', text: TEXTS.failed(message) };
}

module.exports = {
  PREVIEW_METHOD,
  OPTIONS,
  TEXTS,
  METHOD_NOT_FOUND,
  makeNonce,
  contentSecurityPolicy,
  previewHtml,
  previewParams,
  pickOptions,
  errorStatus,
};
