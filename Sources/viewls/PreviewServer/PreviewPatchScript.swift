/// The one script that applies a preview patch (`PreviewPatch`) to a drawing
/// shown in a page: the served screen pages use it (`LiveReloadScript`), and
/// the VS Code webview loads the same text from
/// `editors/vscode/media/previewPatch.js` (`PreviewPatchScriptTests` keeps the
/// two equal). `viewlsApplyPatch(svg, patch, parse)` takes the `<svg>` shown,
/// the patch (`replaced`: pieces with their markup, children as stubs
/// `<g data-key="KEY"/>`; `attributes`: new values for pieces kept) and a
/// function that turns one piece's markup into an element of the page (the
/// page's own parsing and sanitizing); it replaces each piece by key, fills
/// the stubs with the pieces sent or the ones shown, sets the values, and
/// answers the `<svg>` now shown — or null when the patch does not fit the
/// drawing (a piece or stub it names is not there): the page then asks for
/// the whole drawing.
enum PreviewPatchScript {
    static let source = """
        // previewPatch.js — applies a viewls preview patch to the drawing a page shows.
        // Generated from Sources/viewls/PreviewServer/PreviewPatchScript.swift: edit it there.
        function viewlsApplyPatch(svg, patch, parse) {
          'use strict';
          if (!svg || !patch || !Array.isArray(patch.replaced) || !Array.isArray(patch.attributes)) return null;
          var live = { svg: svg };
          var keyed = svg.querySelectorAll('[data-key]');
          for (var i = 0; i < keyed.length; i++) live[keyed[i].getAttribute('data-key')] = keyed[i];
          var fresh = {};
          var stubs = {};
          var order = [];
          for (var r = 0; r < patch.replaced.length; r++) {
            var piece = patch.replaced[r];
            if (!piece || typeof piece.key !== 'string' || typeof piece.svg !== 'string') return null;
            var node = parse(piece.svg, piece.key);
            if (!node) return null;
            fresh[piece.key] = node;
            stubs[piece.key] = Array.prototype.slice.call(node.querySelectorAll('[data-key]'));
            order.push(piece.key);
          }
          for (var a = 0; a < patch.attributes.length; a++) {
            var change = patch.attributes[a];
            var target = change && live[change.key];
            if (!target || !Array.isArray(change.values)) return null;
            for (var v = 0; v < change.values.length; v++) target.setAttribute(change.values[v][0], change.values[v][1]);
          }
          var placed = {};
          for (var o = 0; o < order.length; o++) {
            var list = stubs[order[o]];
            for (var s = 0; s < list.length; s++) {
              var key = list[s].getAttribute('data-key');
              var child = Object.prototype.hasOwnProperty.call(fresh, key) ? fresh[key] : live[key];
              if (!child || !list[s].parentNode) return null;
              if (child === fresh[key]) placed[key] = true;
              list[s].parentNode.replaceChild(child, list[s]);
            }
          }
          var shown = svg;
          for (var p = 0; p < order.length; p++) {
            var replaced = order[p];
            if (placed[replaced]) continue;
            var old = live[replaced];
            if (!old || !old.parentNode) return null;
            old.parentNode.replaceChild(fresh[replaced], old);
            if (replaced === 'svg') shown = fresh[replaced];
          }
          return shown;
        }

        """
}
