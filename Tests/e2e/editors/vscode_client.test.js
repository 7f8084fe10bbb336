// vscode_client.test.js — owns the tests of the VS Code client's JavaScript
// (editors/vscode/extension.js and settings.js) under Node's test runner. The
// `vscode` and `vscode-languageclient/node` modules exist only inside VS Code and
// npm, so small recording fakes of both stand in for them here.
// Run: node --test Tests/e2e/editors/vscode_client.test.js
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const Module = require('node:module');
const path = require('node:path');

const extensionDir = path.resolve(__dirname, '../../../editors/vscode');
const { serverCommand, serverSettings, configurationAnswers } = require(path.join(extensionDir, 'settings.js'));

test('serverCommand: default, home folder, as written', () => {
  const cases = [
    [undefined, 'viewls'],
    [null, 'viewls'],
    ['', 'viewls'],
    ['  ', 'viewls'],
    ['viewls', 'viewls'],
    ['~', '/home/анна'],
    ['~/bin/viewls', '/home/анна/bin/viewls'],
    ['/opt/viewls/bin/viewls', '/opt/viewls/bin/viewls'],
    ['  /opt/视图/viewls ', '/opt/视图/viewls'],
    ['C:\\Tools\\viewls.exe', 'C:\\Tools\\viewls.exe'],
  ];
  for (const [configured, expected] of cases) {
    assert.equal(serverCommand(configured, '/home/анна'), expected, JSON.stringify(configured));
  }
});

test('serverSettings: only the server keys that are set, as plain JSON', () => {
  const cases = [
    [undefined, {}],
    [null, {}],
    ['iphone', {}],
    [{ path: 'viewls', trace: { server: 'verbose' }, device: null, locale: null, productNames: [], rules: {} }, {}],
    [{ device: '', locale: '  ' }, {}],
    [
      { path: '/x', device: 'ipad', locale: 'zh-Hans', productNames: ['书架', 'Полка'], rules: { 'status-bar/hidden': 'off' } },
      { device: 'ipad', locale: 'zh-Hans', productNames: ['书架', 'Полка'], rules: { 'status-bar/hidden': 'off' } },
    ],
    // Values the server rejects are passed on: it reports them in its log.
    [{ device: 'ipod', rules: { nope: 'loud' } }, { device: 'ipod', rules: { nope: 'loud' } }],
  ];
  for (const [section, expected] of cases) {
    assert.deepEqual(serverSettings(section), expected, JSON.stringify(section));
  }
  const frozen = Object.freeze({ rules: Object.freeze({ 'tab-bar/too-many-tabs': 'error' }) });
  const settings = serverSettings(frozen);
  assert.notEqual(settings.rules, frozen.rules, 'a copy, not VS Code\'s own object');
  assert.equal(Object.isFrozen(settings.rules), false);
});

test('configurationAnswers maps only the viewls section', () => {
  const items = [{ section: 'viewls' }, { section: 'editor' }, { scopeUri: 'file:///w/A.view', section: 'viewls' }];
  const answers = [{ path: 'viewls', device: 'ipad' }, { tabSize: 4 }, { locale: 'ru' }];
  assert.deepEqual(configurationAnswers(items, answers), [{ device: 'ipad' }, { tabSize: 4 }, { locale: 'ru' }]);
  assert.equal(configurationAnswers(items, null), null);
});

// ---- the extension with fakes of VS Code and the language client ----

function makeFakes(settings) {
  const events = [];
  const clients = [];
  let configurationListener;
  const commands = {};
  class LanguageClient {
    constructor(id, name, serverOptions, clientOptions) {
      Object.assign(this, { id, name, serverOptions, clientOptions, running: false, sent: [] });
      clients.push(this);
    }
    async start() {
      if (this.serverOptions.command === 'missing-viewls') throw new Error('spawn missing-viewls ENOENT');
      this.running = true;
      events.push(['start', this.serverOptions.command]);
    }
    async stop() {
      this.running = false;
      events.push(['stop', this.serverOptions.command]);
    }
    isRunning() {
      return this.running;
    }
    sendNotification(type, params) {
      this.sent.push([type.method, params]);
    }
  }
  const vscode = {
    workspace: {
      getConfiguration(section) {
        assert.equal(section, 'viewls');
        return { ...settings, get: (key) => settings[key] };
      },
      onDidChangeConfiguration(listener) {
        configurationListener = listener;
        return { dispose() {} };
      },
    },
    window: {
      createOutputChannel: (name) => ({ name, dispose() {} }),
      showErrorMessage: async (message, ...choices) => {
        events.push(['error', message, choices]);
        return choices[0];
      },
    },
    commands: {
      registerCommand(name, handler) {
        commands[name] = handler;
        return { dispose() {} };
      },
      executeCommand: async (...args) => events.push(['command', ...args]),
    },
  };
  const languageclient = {
    LanguageClient,
    DidChangeConfigurationNotification: { type: { method: 'workspace/didChangeConfiguration' } },
  };
  const change = (...affected) =>
    configurationListener({ affectsConfiguration: (name) => affected.some((key) => key === name || key.startsWith(name + '.')) });
  return { vscode, languageclient, events, clients, commands, change };
}

function loadExtension(fakes) {
  const load = Module._load;
  Module._load = function (request, parent, isMain) {
    if (request === 'vscode') return fakes.vscode;
    if (request === 'vscode-languageclient/node') return fakes.languageclient;
    return load.call(this, request, parent, isMain);
  };
  try {
    const file = require.resolve(path.join(extensionDir, 'extension.js'));
    delete require.cache[file];
    return require(file);
  } finally {
    Module._load = load;
  }
}

test('activate starts `viewls serve` with the settings as initializationOptions', async () => {
  const settings = { path: '/opt/viewls', device: 'ipad', locale: null, productNames: ['Shelf'], rules: {} };
  const fakes = makeFakes(settings);
  const extension = loadExtension(fakes);
  const context = { subscriptions: [] };
  await extension.activate(context);

  assert.equal(fakes.clients.length, 1);
  const [client] = fakes.clients;
  assert.equal(client.id, 'viewls', 'the id that makes viewls.trace.server work');
  assert.deepEqual(client.serverOptions, { command: '/opt/viewls', args: ['serve'] });
  assert.deepEqual(client.clientOptions.documentSelector, [
    { scheme: 'file', language: 'view' },
    { scheme: 'untitled', language: 'view' },
  ]);
  assert.deepEqual(client.clientOptions.initializationOptions, { device: 'ipad', productNames: ['Shelf'] });
  assert.deepEqual(fakes.events, [['start', '/opt/viewls']]);
  assert.equal(context.subscriptions.length, 5);
  assert.equal(typeof fakes.commands['viewls.restartServer'], 'function');
  assert.equal(typeof fakes.commands['viewls.openPreview'], 'function');
  assert.equal(typeof context.subscriptions.find((s) => typeof s.open === 'function').dispose, 'function', 'the preview is disposed with the extension');

  // workspace/configuration goes through the middleware.
  const configure = client.clientOptions.middleware.workspace.configuration;
  const answer = await configure({ items: [{ section: 'viewls' }] }, null, async () => [{ path: '/opt/viewls', locale: 'ru-RU' }]);
  assert.deepEqual(answer, [{ locale: 'ru-RU' }]);

  // A changed setting is sent; a changed path restarts the server.
  settings.rules = { 'tab-bar/too-many-tabs': 'warning' };
  await fakes.change('viewls.rules');
  assert.deepEqual(client.sent, [
    ['workspace/didChangeConfiguration', { settings: { viewls: { device: 'ipad', productNames: ['Shelf'], rules: { 'tab-bar/too-many-tabs': 'warning' } } } }],
  ]);
  await fakes.change('editor.tabSize');
  assert.equal(client.sent.length, 1, 'other settings are not sent');
  settings.path = '~/bin/viewls';
  await fakes.change('viewls.path');
  assert.equal(fakes.clients.length, 2);
  assert.equal(fakes.events[1][0], 'stop');
  assert.deepEqual(fakes.events[2], ['start', path.join(require('node:os').homedir(), 'bin/viewls')]);

  await fakes.commands['viewls.restartServer']();
  assert.equal(fakes.clients.length, 3);
  await extension.deactivate();
  assert.equal(fakes.clients[2].isRunning(), false);
});

test('a server that cannot start gives one message that points at viewls.path', async () => {
  const fakes = makeFakes({ path: 'missing-viewls' });
  const extension = loadExtension(fakes);
  await extension.activate({ subscriptions: [] });
  const errors = fakes.events.filter((event) => event[0] === 'error');
  assert.equal(errors.length, 1);
  assert.match(errors[0][1], /could not start "missing-viewls serve" \(spawn missing-viewls ENOENT\)/);
  assert.match(errors[0][1], /viewls\.path/);
  assert.deepEqual(fakes.events.at(-1), ['command', 'workbench.action.openSettings', 'viewls.path']);
  await extension.deactivate();
});
