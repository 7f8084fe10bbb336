// extension.js — owns the VS Code client of viewls: it starts `viewls serve`
// through vscode-languageclient for `view` documents, answers the server's
// `workspace/configuration` with the `viewls` settings, sends changed settings,
// restarts the server when `viewls.path` changes or on request, offers the
// preview beside the editor (preview.js) and restores it after a window reload.
// Starts, stops and restarts run one at a time, in order, so that there is
// never more than one server, and never none after a restart that could start
// one. No message box is ever awaited: commands stay usable while one is shown.
// Plain JavaScript, loaded as is: there is no build step.
'use strict';

const vscode = require('vscode');
const { LanguageClient, State, DidChangeConfigurationNotification } = require('vscode-languageclient/node');
const { serverCommand, findExecutable, serverSettings, configurationAnswers } = require('./settings');
const { createPreview } = require('./preview');
const { PREVIEW_VIEW_TYPE, registerPreviewSerializer } = require('./previewSerializer');

/** How long a stop waits for a client that is still starting before it lets it finish on its own. */
const STARTING_WAIT_MS = 30000;

let client; // the current client, or undefined
let lifecycle = Promise.resolve(); // settles when the last queued start, stop or restart has
let queuedRestart; // a restart waiting its turn: later requests join it
let deactivated = false;
let output;
let preview;

function configuration() {
  return vscode.workspace.getConfiguration('viewls');
}

function reasonOf(error) {
  // The client rejects a failed spawn with a plain string (node/main.ts,
  // handleChildProcessStartError), other failures with an Error.
  return error && error.message ? error.message : String(error);
}

/** Runs `task` after every task queued before it, whatever became of them. */
function serialized(task) {
  const run = lifecycle.then(task);
  lifecycle = run.catch(() => undefined);
  return run;
}

/** Shows an error with an "Open Settings" button; never waits for it to be dismissed. */
function showMissing(command) {
  const message = `viewls: "${command}" was not found, so the language server cannot start. Install viewls and put it on PATH, or set "viewls.path" to where it is.`;
  output.appendLine(message);
  Promise.resolve(vscode.window.showErrorMessage(message, 'Open Settings')).then((choice) => {
    if (choice === 'Open Settings') return vscode.commands.executeCommand('workbench.action.openSettings', 'viewls.path');
    return undefined;
  }).catch(() => undefined);
}

function createClient(command) {
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
  return new LanguageClient('viewls', 'viewls', serverOptions, clientOptions);
}

async function startClient() {
  if (deactivated) return;
  const command = serverCommand(configuration().get('path'));
  if (!findExecutable(command)) {
    // One plain message, and no client: a client would add its own, vaguer
    // "couldn't create connection to server" message for the same cause.
    showMissing(command);
    return;
  }
  const created = createClient(command);
  client = created;
  try {
    await created.start();
  } catch (error) {
    // The client has already shown its message (client.ts start(): this.error(…, 'force'))
    // and logged the details: a second message box would say the same thing.
    output.appendLine(`viewls: could not start "${command} serve": ${reasonOf(error)}`);
  }
}

/** Resolves when `running` is no longer starting, or after `ms` when given. */
function leftStarting(running, ms) {
  return new Promise((resolve) => {
    const timer = ms === undefined ? undefined : setTimeout(done, ms);
    const listener = running.onDidChangeState((event) => {
      if (event.newState !== State.Starting) done();
    });
    function done() {
      clearTimeout(timer);
      listener.dispose();
      resolve();
    }
  });
}

async function stopQuietly(running) {
  try {
    // Resolves at once when stopped; rejects when not running (a failed start)
    // or when the server does not shut down in time, and then the client ends
    // its process itself (node/main.ts shutdown() → checkProcessDied).
    await running.stop();
  } catch (error) {
    output.appendLine(`viewls: stopping the server: ${reasonOf(error)}`);
  }
}

async function stopClient() {
  const running = client;
  client = undefined;
  if (!running) return;
  // A client still starting (its first start, or its own restart after the
  // server crashed) cannot be stopped: the real stop() throws. Wait for it.
  if (running.state === State.Starting) await leftStarting(running, STARTING_WAIT_MS);
  if (running.state === State.Starting) {
    // Still starting: stop it as soon as it has, so that it never runs beside the next one.
    leftStarting(running).then(() => stopQuietly(running));
    return;
  }
  await stopQuietly(running);
}

/** Stops the server and starts it again; requests made while one waits its turn join it. */
function restart() {
  if (queuedRestart) return queuedRestart;
  const run = serialized(async () => {
    queuedRestart = undefined;
    await stopClient();
    await startClient();
  }).then(() => {
    // Outside the queue: the preview asks runningClient(), which waits for the queue.
    if (preview) return preview.refresh();
    return undefined;
  });
  queuedRestart = run;
  return run;
}

/** The client once the queued starts and stops have run (or nothing): what the preview asks. */
async function runningClient() {
  await lifecycle;
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
  deactivated = false;
  output = vscode.window.createOutputChannel('viewls');
  preview = createPreview(context.extensionUri, runningClient);
  context.subscriptions.push(
    output,
    vscode.commands.registerCommand('viewls.restartServer', restart),
    vscode.commands.registerCommand('viewls.openPreview', () => preview.open()),
    preview,
    vscode.workspace.onDidChangeConfiguration(onConfigurationChanged),
    registerPreviewSerializer(vscode, PREVIEW_VIEW_TYPE, preview)
  );
  return serialized(startClient);
}

function deactivate() {
  deactivated = true;
  return serialized(stopClient);
}

module.exports = { activate, deactivate };
