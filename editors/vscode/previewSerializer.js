// previewSerializer.js — owns bringing the preview back after a window reload:
// VS Code keeps a panel of type `viewls.preview` across the reload, activates
// the extension (activationEvents: onWebviewPanel:viewls.preview) and hands the
// panel to this WebviewPanelSerializer, which gives it to the preview to adopt.
// The page keeps its own options (vscode.setState) and asks for its drawing
// again when it loads.
'use strict';

/** The panel type, as createWebviewPanel and the manifest's activation event name it. */
const PREVIEW_VIEW_TYPE = 'viewls.preview';

/** Registers the serializer; returns its Disposable. */
function registerPreviewSerializer(vscode, viewType, preview) {
  return vscode.window.registerWebviewPanelSerializer(viewType, {
    async deserializeWebviewPanel(panel) {
      preview.restore(panel);
    },
  });
}

module.exports = { PREVIEW_VIEW_TYPE, registerPreviewSerializer };
