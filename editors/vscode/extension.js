// extension.js — owns the VS Code client of viewls: it starts `viewls serve`
// through vscode-languageclient for `view` documents, answers the server's
// `workspace/configuration` with the `viewls` settings, sends changed settings,
// restarts the server when `viewls.path` changes or on request, and offers
// the preview beside the editor (preview.js).
// Plain JavaScript, loaded as is: there is no build step.
'use strict';

const vscode = require('vscode');
const { LanguageClient, DidChangeConfigurationNotification } = require('vscode-languageclient/node');
const { serverCommand, serverSettings, configurationAnswers } = require('./settings');
const { createPreview } = require('./preview');

let client;
let starting; // settles when the last client.start() does
let output;
let preview;

function configuration() {
  return vscode.workspace.getConfiguration('viewls');
}

function createClient() {
  const command = serverCommand(configuration().get('path'));
  const serverOptions = { command, args: ['serve'] };
  const clientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'view' },
      { scheme: 'untitled', language: 'view' },
    ],
    initializationOptions: serverSettings(configuration()),
    outputChannel: output,
    middleware: {
      workspace: {
        configuration: async (params, token, next) => configurationAnswers(params.items, await next(params, token)),
      },
    },
  };
  return { command, client: new LanguageClient('viewls', 'viewls', serverOptions, clientOptions) };
}

async function start() {
  const created = createClient();
  client = created.client;
  const started = client.start();
  starting = started.then(() => undefined, () => undefined);
  try {
    await started;
  } catch (error) {
    const reason = error && error.message ? error.message : String(error);
    const choice = await vscode.window.showErrorMessage(
      `viewls: could not start "${created.command} serve" (${reason}). Install viewls or set "viewls.path".`,
      'Open Settings'
    );
    if (choice === 'Open Settings') {
      await vscode.commands.executeCommand('workbench.action.openSettings', 'viewls.path');
    }
  }
}

async function stop() {
  const running = client;
  client = undefined;
  if (running && running.isRunning()) {
    await running.stop();
  }
}

async function restart() {
  await stop();
  await start();
  if (preview) await preview.refresh();
}

/** The client once it has started (or failed to): what the preview asks. */
async function runningClient() {
  await starting;
  return client;
}

function onConfigurationChanged(event) {
  if (event.affectsConfiguration('viewls.path')) {
    return restart();
  }
  if (event.affectsConfiguration('viewls') && client && client.isRunning()) {
    return client.sendNotification(DidChangeConfigurationNotification.type, {
      settings: { viewls: serverSettings(configuration()) },
    });
  }
  return undefined;
}

function activate(context) {
  output = vscode.window.createOutputChannel('viewls');
  preview = createPreview(context.extensionUri, runningClient);
  context.subscriptions.push(
    output,
    vscode.commands.registerCommand('viewls.restartServer', restart),
    vscode.commands.registerCommand('viewls.openPreview', () => preview.open()),
    preview,
    vscode.workspace.onDidChangeConfiguration(onConfigurationChanged)
  );
  return start();
}

function deactivate() {
  return stop();
}

module.exports = { activate, deactivate };
