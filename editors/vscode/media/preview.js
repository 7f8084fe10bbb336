// media/preview.js — owns the behaviour of the preview webview (the page that
// previewPage.js builds): it draws the SVG the extension sends, safely (parsed
// as image/svg+xml, stripped of anything active, imported into the page), posts
// `reveal` for a click on an element or a finding, lights up the innermost
// element under the editor's cursor, and keeps the toolbar's device /
// orientation / appearance in the webview's state, posting them when they change.
//
// A patch (the answer to a request that named the drawing shown) is applied
// by media/previewPatch.js, each piece parsed and sanitized as a whole drawing
// is; a patch that does not fit posts `resync`, and the whole drawing follows.
//
// Messages in:  { type: 'preview', uri, screen, svg, elements, token?, device?, orientation?, appearance? }
//               { type: 'patch', uri, screen, patch, token, device?, orientation?, appearance? }
//               { type: 'cursor', uri?, position: { line, character } }
//               { type: 'status', kind: 'info' | 'unsupported' | 'error', text }
// Messages out: { type: 'ready', device?, orientation?, appearance? }   (once, at load)
//               { type: 'options', device?, orientation?, appearance? } (a switch changed)
//               { type: 'reveal', uri, range: { start: { line, character }, end: { line, character } } }
//               { type: 'resync' }   (a patch that does not start from the drawing shown, or does not fit it:
//                                     send the whole drawing)
(function () {
  'use strict';

  const SVG_NS = 'http://www.w3.org/2000/svg';
  const XLINK_NS = 'http://www.w3.org/1999/xlink';
  /** Elements that can run, load or animate something: never inserted. */
  const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'object', 'embed', 'audio', 'video',
    'canvas', 'animate', 'set', 'animatemotion', 'animatetransform', 'handler', 'listener', 'discard']);
  /** A url() or @import that leaves the drawing (anything but #fragment and data:). */
  const OUTSIDE_REFERENCE = /@import|url\(\s*['"]?\s*(?!#|data:)/i;

  const vscode = acquireVsCodeApi();
  const nonce = (document.currentScript && document.currentScript.nonce) || '';
  const stage = document.getElementById('stage');
  const status = document.getElementById('status');
  const screenName = document.getElementById('screen-name');
  const buttons = Array.from(document.querySelectorAll('button[data-option]'));

  /** option → the values its buttons offer. */
  const known = {};
  for (const button of buttons) {
    (known[button.dataset.option] = known[button.dataset.option] || []).push(button.dataset.value);
  }

  /** The known options of an object: { device: 'ipad', … }, others dropped. */
  function pickOptions(source) {
    const options = {};
    for (const [option, values] of Object.entries(known)) {
      if (source && values.includes(source[option])) options[option] = source[option];
    }
    return options;
  }

  const saved = vscode.getState();
  /** What the user picked, kept in the webview's state across reloads. */
  const chosen = pickOptions(saved && saved.options);
  /** The document drawn and the options the server says it drew with. */
  let drawn = { uri: null, options: {} };
  /** The token of the drawing on the stage (what a patch must start from), or null. */
  let token = null;
  /** The editor's cursor, { line, character }, or null. */
  let cursor = null;

  function renderToolbar() {
    for (const button of buttons) {
      const option = button.dataset.option;
      // One variant unless the matrix was asked for.
      const current = chosen[option] || drawn.options[option] || (option === 'view' ? 'one' : undefined);
      button.setAttribute('aria-pressed', String(current === button.dataset.value));
    }
  }

  function choose(option, value) {
    if (chosen[option] === value) return;
    chosen[option] = value;
    vscode.setState({ options: chosen });
    renderToolbar();
    vscode.postMessage(Object.assign({ type: 'options' }, chosen));
  }

  function showStatus(kind, text) {
    status.hidden = !text;
    status.textContent = text || '';
    status.dataset.kind = kind || '';
  }

  // ---- ranges ----

  /** "line:character-line:character" → an LSP range, or null. */
  function parseRange(text) {
    const match = /^(\d+):(\d+)-(\d+):(\d+)$/.exec(text || '');
    if (!match) return null;
    const [line, character, endLine, endCharacter] = match.slice(1).map(Number);
    return { start: { line, character }, end: { line: endLine, character: endCharacter } };
  }
  function compare(a, b) {
    return a.line - b.line || a.character - b.character;
  }
  function contains(range, position) {
    return compare(range.start, position) <= 0 && compare(position, range.end) <= 0;
  }
  function within(inner, outer) {
    return compare(outer.start, inner.start) <= 0 && compare(inner.end, outer.end) <= 0;
  }

  // ---- drawing ----

  /** Removes from a parsed SVG whatever could run script, load a resource or navigate. */
  function sanitize(root) {
    const styled = [];
    for (const element of [root, ...root.querySelectorAll('*')]) {
      if (ACTIVE_ELEMENTS.has(element.localName.toLowerCase()) || element.namespaceURI !== SVG_NS) {
        element.remove();
        continue;
      }
      if (element.localName === 'style' && OUTSIDE_REFERENCE.test(element.textContent)) {
        element.remove();
        continue;
      }
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value.trim();
        const isLink = attribute.localName === 'href' && (attribute.namespaceURI === null || attribute.namespaceURI === XLINK_NS);
        if (name.startsWith('on')
            || (isLink && !(value.startsWith('#') || (element.localName === 'image' && /^data:image\//i.test(value))))
            || OUTSIDE_REFERENCE.test(value)) {
          element.removeAttributeNode(attribute);
        } else if (name === 'data-viewls-style' || name === 'style') {
          // A style attribute breaks the CSP; the CSSOM does not: applied after import.
          styled.push(value);
          element.removeAttributeNode(attribute);
          element.setAttribute('data-viewls-style', String(styled.length - 1));
        }
      }
      if (element.localName === 'style') element.setAttribute('nonce', nonce);
    }
    return styled;
  }

  /**
   * The SVG text with every `style` attribute renamed to data-viewls-style and
   * every `on…` attribute dropped, so that parsing sets no inline style and no
   * handler (which the CSP would refuse, loudly); a leading XML declaration and
   * doctype are dropped too (a fragment may not have them).
   */
  function prepare(text) {
    const tag = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<[?!][^>]*>|<([A-Za-z_][^\s/>]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)(\s*\/?>)/g;
    const attribute = /(\s+)([^\s=/>]+)(\s*=\s*(?:"[^"]*"|'[^']*'))/g;
    return text
      .replace(/^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!DOCTYPE[^[>]*>\s*)?/, '')
      .replace(tag, (all, name, attributes, end) => (name === undefined ? all
        : '<' + name + attributes.replace(attribute, (one, space, key, value) => {
          if (/^on/i.test(key)) return '';
          return key === 'style' ? space + 'data-viewls-style' + value : one;
        }) + end));
  }

  /**
   * Parses `text` (an SVG element's markup) into an element of the page, or
   * null when it is not one element named `name`. It is parsed into an
   * element of an XML document of its own that is not in that document's
   * tree, so nothing in it is styled, run or loaded until it is sanitized.
   */
  function parsePiece(text, name) {
    if (typeof text !== 'string') return null;
    const holder = document.implementation.createDocument(SVG_NS, 'svg', null).createElementNS(SVG_NS, 'svg');
    try {
      holder.innerHTML = prepare(text);
    } catch {
      return null;
    }
    const root = holder.firstElementChild;
    if (holder.childElementCount !== 1 || (name && root.localName !== name) || root.namespaceURI !== SVG_NS) return null;
    const styled = sanitize(root);
    if (root.localName === 'svg' && !root.hasAttribute('viewBox')) {
      const width = parseFloat(root.getAttribute('width'));
      const height = parseFloat(root.getAttribute('height'));
      if (width > 0 && height > 0) root.setAttribute('viewBox', `0 0 ${width} ${height}`);
    }
    const node = document.importNode(root, true);
    for (const element of [node, ...node.querySelectorAll('[data-viewls-style]')]) {
      if (!element.hasAttribute('data-viewls-style')) continue;
      element.style.cssText = styled[Number(element.getAttribute('data-viewls-style'))] || '';
      element.removeAttribute('data-viewls-style');
    }
    for (const style of node.querySelectorAll('style')) style.nonce = nonce;
    for (const finding of [node, ...node.querySelectorAll('g.finding[data-range]')]) {
      if (!finding.matches('g.finding[data-range]')) continue;
      finding.setAttribute('tabindex', '0');
      finding.setAttribute('role', 'button');
    }
    if (node.localName === 'svg') node.classList.add('drawing');
    return node;
  }

  /** Puts the SVG `text` on the stage; false when it is not one SVG element. */
  function draw(text) {
    const svg = parsePiece(text, 'svg');
    if (!svg) return false;
    stage.replaceChildren(svg);
    return true;
  }

  /** Applies a patch to the drawing on the stage; false when it does not fit (the stage then needs the whole drawing). */
  function patch(changes) {
    const shown = stage.querySelector(':scope > svg');
    if (!shown || typeof viewlsApplyPatch !== 'function') return false;
    try {
      return Boolean(viewlsApplyPatch(shown, changes, (markup, key) => parsePiece(markup, key === 'svg' ? 'svg' : 'g')));
    } catch {
      return false;
    }
  }

  /** A rectangle around `group`: its data-frame when it sets no transform of its own, else its bounding box. */
  function outline(group) {
    let box = null;
    const frame = (group.getAttribute('data-frame') || '').trim().split(/\s+/).map(Number);
    if (!group.hasAttribute('transform') && frame.length === 4 && frame.every(Number.isFinite)) {
      box = { x: frame[0], y: frame[1], width: frame[2], height: frame[3] };
    } else if (typeof group.getBBox === 'function') {
      box = group.getBBox();
    }
    if (!box) return;
    const rect = document.createElementNS(SVG_NS, 'rect');
    rect.setAttribute('class', 'viewls-highlight');
    rect.setAttribute('x', String(box.x));
    rect.setAttribute('y', String(box.y));
    rect.setAttribute('width', String(Math.max(box.width, 0)));
    rect.setAttribute('height', String(Math.max(box.height, 0)));
    group.appendChild(rect);
  }

  /** Lights up the innermost element whose range holds the cursor. */
  function applyCursor(scroll) {
    for (const old of stage.querySelectorAll('.viewls-highlight')) old.remove();
    for (const old of stage.querySelectorAll('.viewls-current')) old.classList.remove('viewls-current');
    if (!cursor) return;
    let best = null;
    let bestRange = null;
    for (const group of stage.querySelectorAll('g[data-range]:not(.finding)')) {
      const range = parseRange(group.getAttribute('data-range'));
      if (range && contains(range, cursor) && (!bestRange || within(range, bestRange))) {
        best = group;
        bestRange = range;
      }
    }
    if (!best) return;
    best.classList.add('viewls-current');
    outline(best);
    if (scroll && typeof best.scrollIntoView === 'function') best.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  // ---- events ----

  function reveal(target) {
    const hit = target instanceof Element ? target.closest('g.finding[data-range]') || target.closest('g[data-range]') : null;
    const range = hit && stage.contains(hit) ? parseRange(hit.getAttribute('data-range')) : null;
    if (!range) return false;
    vscode.postMessage({ type: 'reveal', uri: drawn.uri, range });
    return true;
  }

  stage.addEventListener('click', (event) => {
    if (reveal(event.target)) event.preventDefault();
  });
  stage.addEventListener('keydown', (event) => {
    if ((event.key === 'Enter' || event.key === ' ') && reveal(event.target)) event.preventDefault();
  });
  for (const button of buttons) {
    button.addEventListener('click', () => choose(button.dataset.option, button.dataset.value));
  }

  window.addEventListener('message', (event) => {
    const message = event.data;
    if (!message || typeof message !== 'object') return;
    switch (message.type) {
      case 'preview':
      case 'patch':
        if (message.type === 'patch'
          ? !(token !== null && message.patch && message.patch.since === token && patch(message.patch))
          : !draw(message.svg)) {
          token = null;
          if (message.type === 'patch') {
            vscode.postMessage({ type: 'resync' });
            return;
          }
          stage.classList.add('stale');
          showStatus('error', stage.dataset.unreadable);
          return;
        }
        token = typeof message.token === 'string' ? message.token : null;
        drawn = { uri: typeof message.uri === 'string' ? message.uri : null, options: pickOptions(message) };
        screenName.textContent = typeof message.screen === 'string' ? message.screen : '';
        stage.classList.remove('stale');
        showStatus('', '');
        renderToolbar();
        applyCursor(false);
        break;
      case 'cursor': {
        const position = message.position;
        cursor = position && Number.isInteger(position.line) && Number.isInteger(position.character)
          ? { line: position.line, character: position.character } : null;
        applyCursor(true);
        break;
      }
      case 'status':
        showStatus(message.kind, typeof message.text === 'string' ? message.text : '');
        if (message.kind === 'error') {
          stage.classList.add('stale');
        } else {
          token = null;
          stage.replaceChildren();
          screenName.textContent = '';
        }
        break;
      default:
        break;
    }
  });

  renderToolbar();
  vscode.postMessage(Object.assign({ type: 'ready' }, chosen));
}());
