// vscode_fakes.js — owns the stand-ins for the `vscode` module and for
// `vscode-languageclient/node` that vscode_client.test.js loads the extension
// with. They are not kinder than the real ones: where the extension depends on
// how the real client or VS Code behaves, the stand-in copies it, and names the
// source it copies —
//   client.ts  = client/src/common/client.ts  } of microsoft/vscode-languageserver-node,
//   main.ts    = client/src/node/main.ts      } tag release/client/9.0.1
//   vscode.d.ts = the VS Code API's declarations (1.82).
// The world records what a user would see: the server processes alive, the
// message boxes shown, the most servers ever alive at once.
'use strict';

const Module = require('node:module');
const path = require('node:path');

const extensionDir = path.resolve(__dirname, '../../../editors/vscode');

/** Lets pending promise callbacks and immediates run. */
const settle = async (rounds = 10) => {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

// client.ts: `export enum State { Stopped = 1, Running = 2, Starting = 3, StartFailed = 4 }`,
// the public face of the internal ClientState (getPublicState()).
const State = { Stopped: 1, Running: 2, Starting: 3, StartFailed: 4 };
const PUBLIC_STATE = { initial: 1, starting: 3, startFailed: 4, running: 2, stopping: 1, stopped: 1 };

/**
 * `settings`: the `viewls` section. `plans`: per server command, how its start
 * goes — 'ok', 'hold' (the server is spawned but has not answered `initialize`
 * until `world.release(client)`), 'crash-on-start' (spawned, exits before
 * answering). `executables`: the commands findExecutable finds on this machine.
 */
function makeFakes(settings, { plans = {}, executables } = {}) {
  const world = {
    events: [],
    clients: [],
    toasts: [], // [who, message, buttons]
    logged: [],
    alive: new Set(), // clients whose server process runs
    mostAlive: 0,
    stopTimesOut: false, // the server's `shutdown` outlasts stop()'s 2000 ms
    toastAnswer: undefined, // what a toast resolves to; undefined: it is never dismissed
    serializers: {},
    commands: {},
  };
  const spawn = (client) => {
    world.alive.add(client);
    world.mostAlive = Math.max(world.mostAlive, world.alive.size);
    world.events.push(['spawn', client.serverOptions.command]);
  };
  const exit = (client) => {
    if (world.alive.delete(client)) world.events.push(['exit', client.serverOptions.command]);
  };
  world.release = (client) => client._release && client._release();

  class LanguageClient {
    constructor(id, name, serverOptions, clientOptions) {
      Object.assign(this, { id, name, serverOptions, clientOptions, sent: [], requests: [] });
      this._state = 'initial';
      this._stateListeners = [];
      world.clients.push(this);
    }
    get state() {
      return PUBLIC_STATE[this._state];
    }
    // client.ts `set $state`: onDidChangeState fires when the public state changes.
    _set(value) {
      const oldState = this.state;
      this._state = value;
      const newState = this.state;
      if (newState !== oldState) [...this._stateListeners].forEach((listener) => listener({ oldState, newState }));
    }
    onDidChangeState(listener) {
      this._stateListeners.push(listener);
      return { dispose: () => this._stateListeners.splice(this._stateListeners.indexOf(listener), 1) };
    }
    // client.ts isRunning(): `this.$state === ClientState.Running`.
    isRunning() {
      return this._state === 'running';
    }
    async start() {
      // client.ts start(): refuses while stopping; while starting or running,
      // returns the same promise (_onStart) instead of starting again.
      if (this._state === 'stopping') throw new Error('Client is currently stopping. Can only restart a full stopped client');
      if (this._onStart !== undefined) return this._onStart;
      this._onStart = this._run();
      return this._onStart;
    }
    async _run() {
      this._set('starting');
      await settle(1);
      const command = this.serverOptions.command;
      const fail = (reason) => {
        // client.ts start(), its catch: StartFailed, its own message box
        // (this.error(…, 'force')), then the promise rejects with the same reason.
        this._set('startFailed');
        world.toasts.push(['client', `${this.name} client: couldn't create connection to server.`, ['Go to output']]);
        throw reason;
      };
      if (executables && !executables.includes(command)) {
        // main.ts handleChildProcessStartError(): a spawn that fails rejects with a string, not an Error.
        fail(`Launching server using command ${command} failed. Error: spawn ${command} ENOENT`);
      }
      spawn(this);
      const plan = plans[command] || 'ok';
      if (plan === 'hold') await new Promise((resolve) => { this._release = resolve; });
      if (plan === 'crash-on-start') {
        exit(this);
        fail(new Error('Connection to server got closed. Server will not be restarted.'));
      }
      this._set('running');
      world.events.push(['start', command]);
    }
    async stop(timeout = 2000) {
      // client.ts shutdown(): nothing to do when stopped; the same promise while
      // stopping; an Error for a client that is not running — starting or start-failed.
      if (this._state === 'stopped' || this._state === 'initial') return undefined;
      if (this._state === 'stopping') return this._onStop;
      if (this._state !== 'running') {
        throw new Error(`Client is not running and can't be stopped. It's current state is: ${this._state}`);
      }
      this._set('stopping');
      this._onStop = (async () => {
        await settle(1);
        try {
          // client.ts: Promise.race of `shutdown`+`exit` with a `timeout` timer;
          // when the timer wins, it rejects with an Error.
          if (world.stopTimesOut) throw new Error('Stopping the server timed out');
          exit(this);
          world.events.push(['stop', this.serverOptions.command, timeout]);
        } finally {
          this._set('stopped');
          this._onStart = undefined;
          this._onStop = undefined;
          // main.ts shutdown().finally → checkProcessDied(): a process still alive
          // is terminated (2 s later); no client talks to it any more.
          exit(this);
        }
      })();
      return this._onStop;
    }
    // client.ts handleConnectionClosed() with the default error handler's
    // CloseAction.Restart (fewer than 5 crashes in 3 minutes): back to Initial,
    // then this.start() again, on its own.
    crash() {
      exit(this);
      this._set('initial');
      this._onStart = undefined;
      this.start().catch(() => undefined);
    }
    sendNotification(type, params) {
      this.sent.push([type.method, params]);
    }
    // The server's answer to `viewls/preview`: a drawing that names the server.
    async sendRequest(method, params) {
      // client.ts sendRequest(): a client that is not running rejects (ResponseError ConnectionInactive).
      if (this._state !== 'running') throw new Error('Client is not running');
      this.requests.push([method, params]);
      return { screen: 'Shelf', svg: `<svg id="server${world.clients.indexOf(this)}"/>`, elements: [] };
    }
  }

  let configurationListener;
  const event = (list) => (listener) => {
    list.push(listener);
    return { dispose: () => list.splice(list.indexOf(listener), 1) };
  };
  const uri = (text) => ({ path: text.replace(/^file:\/\//, ''), toString: () => text });
  const editorListeners = { active: [], change: [], selection: [] };
  const vscode = {
    ViewColumn: { One: 1, Two: 2, Beside: -2 },
    Uri: { parse: uri, joinPath: (base, ...parts) => uri('file://' + [base.path, ...parts].join('/')) },
    CancellationTokenSource: class {
      constructor() {
        this.token = { isCancellationRequested: false };
      }
      cancel() {
        this.token.isCancellationRequested = true;
      }
      dispose() {}
    },
    workspace: {
      getConfiguration(section) {
        if (section !== 'viewls') throw new Error(`unexpected section ${section}`);
        return { ...settings, get: (key) => settings[key] };
      },
      onDidChangeConfiguration(listener) {
        configurationListener = listener;
        return { dispose() {} };
      },
      onDidChangeTextDocument: event(editorListeners.change),
    },
    window: {
      activeTextEditor: undefined,
      visibleTextEditors: [],
      onDidChangeActiveTextEditor: event(editorListeners.active),
      onDidChangeTextEditorSelection: event(editorListeners.selection),
      createOutputChannel: (name) => ({ name, appendLine: (line) => world.logged.push(line), dispose() {} }),
      // vscode.d.ts showErrorMessage: a Thenable that resolves when the message
      // is dismissed or a button clicked — maybe never, while nobody looks.
      showErrorMessage(message, ...buttons) {
        world.toasts.push(['extension', message, buttons]);
        return world.toastAnswer === undefined ? new Promise(() => {}) : Promise.resolve(world.toastAnswer);
      },
      registerWebviewPanelSerializer(viewType, serializer) {
        world.serializers[viewType] = serializer;
        return { dispose: () => delete world.serializers[viewType] };
      },
    },
    commands: {
      registerCommand(name, handler) {
        world.commands[name] = handler;
        return { dispose() {} };
      },
      executeCommand: async (...args) => world.events.push(['command', ...args]),
    },
  };
  const languageclient = {
    LanguageClient,
    State,
    DidChangeConfigurationNotification: { type: { method: 'workspace/didChangeConfiguration' } },
  };
  const change = (...affected) =>
    configurationListener({ affectsConfiguration: (name) => affected.some((key) => key === name || key.startsWith(name + '.')) });
  const typeInto = (editor) => editorListeners.change.forEach((listener) =>
    listener({ document: editor.document, contentChanges: [{ text: 'x' }] }));
  return { vscode, languageclient, world, change, typeInto, uri, executables };
}

/**
 * A webview panel as VS Code restores it after a reload. vscode.d.ts
 * Webview.postMessage: "Messages are only delivered if the webview is live
 * (either visible or in the background with retainContextWhenHidden)" — a
 * hidden panel drops them; shown again, its page loads anew and so says
 * `ready` again.
 */
function makeRestoredPanel(viewType) {
  const received = [];
  const disposed = [];
  const panel = {
    viewType, title: 'viewls preview', visible: true, disposed: false,
    delivered: [], // what the page got
    webview: {
      cspSource: 'https://webview.fake',
      html: '',
      options: {},
      postMessage(message) {
        if (!panel.visible) return Promise.resolve(false);
        panel.delivered.push(message);
        return Promise.resolve(true);
      },
      asWebviewUri: (target) => ({ toString: () => 'https://webview.fake' + target.path }),
      onDidReceiveMessage(listener) {
        received.push(listener);
        return { dispose: () => received.splice(received.indexOf(listener), 1) };
      },
    },
    onDidDispose(listener) {
      disposed.push(listener);
      return { dispose() {} };
    },
    reveal() {},
    dispose() {
      panel.disposed = true;
      disposed.forEach((listener) => listener());
    },
    async say(message) {
      received.forEach((listener) => listener(message));
      await settle();
    },
    async hide() {
      panel.visible = false;
    },
    async show() {
      panel.visible = true;
      await panel.say({ type: 'ready' });
    },
  };
  return panel;
}

/** Loads editors/vscode/extension.js afresh, with the stand-ins in place of the two modules. */
function loadExtension(fakes) {
  const load = Module._load;
  Module._load = function (request, parent, isMain) {
    if (request === 'vscode') return fakes.vscode;
    if (request === 'vscode-languageclient/node') return fakes.languageclient;
    return load.call(this, request, parent, isMain);
  };
  try {
    for (const file of Object.keys(require.cache)) {
      if (file.startsWith(extensionDir + path.sep)) delete require.cache[file];
    }
    // Which commands exist on this machine: findExecutable looks them up (it is tested on its own).
    const settings = require(path.join(extensionDir, 'settings.js'));
    const exists = (command) => !fakes.executables || fakes.executables.includes(command);
    settings.findExecutable = (command) => (exists(command) ? `/fake/bin/${command}` : undefined);
    return require(path.join(extensionDir, 'extension.js'));
  } finally {
    Module._load = load;
  }
}

module.exports = { State, settle, makeFakes, makeRestoredPanel, loadExtension, extensionDir };
