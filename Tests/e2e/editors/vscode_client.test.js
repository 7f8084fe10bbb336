// vscode_client.test.js — owns the tests of the VS Code client's JavaScript
// (editors/vscode/extension.js, settings.js and previewSerializer.js) under
// Node's test runner. The `vscode` and `vscode-languageclient/node` modules
// exist only inside VS Code and npm, so stand-ins of both take their place
// (vscode_fakes.js): they copy the real client's states and failures, each
// behaviour with the place in the real source it comes from.
// Run: node --test Tests/e2e/editors/vscode_client.test.js
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const Module = require('node:module');
const path = require('node:path');

const extensionDir = path.resolve(__dirname, '../../../editors/vscode');
const { serverCommand, findExecutable, serverSettings, configurationAnswers } = require(path.join(extensionDir, 'settings.js'));
const { makeFakes, makeRestoredPanel, loadExtension, settle } = require('./vscode_fakes');

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


test('findExecutable: as spawn finds it, on PATH or as written', () => {
  const files = new Set(['/usr/local/bin/viewls', '/opt/视图/viewls', 'C:\\Tools\\viewls.EXE']);
  const isExecutable = (file) => files.has(file);
  const posix = { env: { PATH: '/usr/bin:/usr/local/bin' }, platform: 'linux', isExecutable };
  assert.equal(findExecutable('viewls', posix), '/usr/local/bin/viewls');
  assert.equal(findExecutable('viewls', { ...posix, env: { PATH: '/usr/bin' } }), undefined);
  assert.equal(findExecutable('viewls', { ...posix, env: {} }), undefined);
  assert.equal(findExecutable('/opt/视图/viewls', posix), '/opt/视图/viewls');
  assert.equal(findExecutable('/opt/viewls', posix), undefined);
  const windows = { env: { Path: 'C:\\Windows;C:\\Tools', PATHEXT: '.COM;.EXE' }, platform: 'win32', isExecutable };
  assert.equal(findExecutable('viewls', windows), 'C:\\Tools\\viewls.EXE');
  assert.equal(findExecutable('C:\\Tools\\viewls', windows), 'C:\\Tools\\viewls.EXE');
  // The real file system: node itself is found, a made-up name is not.
  assert.equal(findExecutable(process.execPath), process.execPath);
  assert.equal(findExecutable('viewls-surely-not-installed-4f1c'), undefined);
});

// ---- the extension, with stand-ins for VS Code and the language client ----

const aliveCommands = (world) => [...world.alive].map((client) => client.serverOptions.command);

test('activate starts `viewls serve` with the settings as initializationOptions', async () => {
  const settings = { path: '/opt/viewls', device: 'ipad', locale: null, productNames: ['Shelf'], rules: {} };
  const fakes = makeFakes(settings);
  const { world } = fakes;
  const extension = loadExtension(fakes);
  const context = { subscriptions: [], extensionUri: fakes.uri('file:///ext') };
  await extension.activate(context);

  assert.equal(world.clients.length, 1);
  const [client] = world.clients;
  assert.equal(client.id, 'viewls', 'the id that makes viewls.trace.server work');
  assert.deepEqual(client.serverOptions, { command: '/opt/viewls', args: ['serve'] });
  assert.deepEqual(client.clientOptions.documentSelector, [
    { scheme: 'file', language: 'view' },
    { scheme: 'untitled', language: 'view' },
  ]);
  assert.deepEqual(client.clientOptions.initializationOptions, { device: 'ipad', productNames: ['Shelf'] });
  assert.deepEqual(world.events, [['spawn', '/opt/viewls'], ['start', '/opt/viewls']]);
  assert.equal(typeof world.commands['viewls.restartServer'], 'function');
  assert.equal(typeof world.commands['viewls.openPreview'], 'function');
  assert.equal(typeof context.subscriptions.find((s) => s && typeof s.open === 'function').dispose, 'function', 'the preview is disposed with the extension');

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
  const home = path.join(require('node:os').homedir(), 'bin/viewls');
  assert.equal(world.clients.length, 2);
  assert.deepEqual(aliveCommands(world), [home]);

  await world.commands['viewls.restartServer']();
  assert.equal(world.clients.length, 3);
  assert.equal(world.mostAlive, 1, 'never two servers at once');
  await extension.deactivate();
  assert.equal(world.alive.size, 0);
});

test('a missing viewls: one message that points at viewls.path, and activation does not wait for it', async () => {
  const fakes = makeFakes({ path: 'missing-viewls' }, { executables: ['viewls'] });
  const { world } = fakes;
  const extension = loadExtension(fakes);
  // Nobody dismisses the message (the stand-in's toast never settles): activation must finish anyway.
  const activated = extension.activate({ subscriptions: [], extensionUri: fakes.uri('file:///ext') });
  const outcome = await Promise.race([activated.then(() => 'activated'), new Promise((resolve) => setTimeout(resolve, 500, 'still waiting'))]);
  assert.equal(outcome, 'activated');
  await settle();
  assert.equal(world.toasts.length, 1, `one message, not ${JSON.stringify(world.toasts)}`);
  const [[who, message, buttons]] = world.toasts;
  assert.equal(who, 'extension');
  assert.match(message, /"missing-viewls" was not found/);
  assert.match(message, /viewls\.path/);
  assert.deepEqual(buttons, ['Open Settings']);
  assert.equal(world.alive.size, 0);
  await extension.deactivate();
});

test('the message\'s button opens the viewls.path setting', async () => {
  const fakes = makeFakes({ path: 'missing-viewls' }, { executables: [] });
  fakes.world.toastAnswer = 'Open Settings';
  const extension = loadExtension(fakes);
  await extension.activate({ subscriptions: [], extensionUri: fakes.uri('file:///ext') });
  await settle();
  assert.deepEqual(fakes.world.events.at(-1), ['command', 'workbench.action.openSettings', 'viewls.path']);
  await extension.deactivate();
});

test('a server that fails to start: the client\'s own message only, and its string reason logged', async () => {
  const fakes = makeFakes({ path: 'viewls' }, { plans: { viewls: 'crash-on-start' } });
  const { world } = fakes;
  const extension = loadExtension(fakes);
  await extension.activate({ subscriptions: [], extensionUri: fakes.uri('file:///ext') });
  await settle();
  assert.deepEqual(world.toasts.map(([who]) => who), ['client']);
  assert.ok(world.logged.some((line) => line.includes('could not start "viewls serve"') && line.includes('Connection to server got closed')), world.logged.join('\n'));
  // Restarting a client whose start failed: its stop() throws, the restart goes on.
  await world.commands['viewls.restartServer']();
  assert.equal(world.clients.length, 2);
  await extension.deactivate();
});

test('a restart whose stop() times out still leaves one server', async () => {
  const fakes = makeFakes({ path: 'viewls' });
  const { world } = fakes;
  const extension = loadExtension(fakes);
  await extension.activate({ subscriptions: [], extensionUri: fakes.uri('file:///ext') });
  world.stopTimesOut = true; // `shutdown` waits for the initial read of a large workspace
  await world.commands['viewls.restartServer']();
  assert.equal(world.clients.length, 2);
  assert.equal(world.clients[1].isRunning(), true, 'the new client runs');
  assert.deepEqual(aliveCommands(world), ['viewls']);
  assert.ok(world.logged.some((line) => line.includes('Stopping the server timed out')), world.logged.join('\n'));
  world.stopTimesOut = false;
  await extension.deactivate();
  assert.equal(world.alive.size, 0);
});

test('a restart while the client restarts itself after a crash leaves one server', async () => {
  const fakes = makeFakes({ path: 'viewls' });
  const { world } = fakes;
  const extension = loadExtension(fakes);
  await extension.activate({ subscriptions: [], extensionUri: fakes.uri('file:///ext') });
  const [first] = world.clients;
  fakes.world.events.length = 0;
  // The server crashes; the client starts a new one on its own, which has not answered `initialize` yet.
  let held;
  const started = first._run.bind(first);
  first._run = async function () {
    this._set('starting');
    await new Promise((resolve) => { held = resolve; });
    return started();
  };
  first.crash();
  assert.equal(first.state, 3, 'starting');
  const restarted = world.commands['viewls.restartServer']();
  await settle();
  held();
  await restarted;
  await settle();
  assert.equal(world.alive.size, 1, `one server, not ${world.alive.size}`);
  assert.equal(world.clients.at(-1).isRunning(), true);
  assert.equal(world.mostAlive, 1);
  await extension.deactivate();
  assert.equal(world.alive.size, 0);
});

test('a restart during the first start waits for it: one server', async () => {
  const fakes = makeFakes({ path: 'viewls' }, { plans: { viewls: 'hold' } });
  const { world } = fakes;
  const extension = loadExtension(fakes);
  const activated = extension.activate({ subscriptions: [], extensionUri: fakes.uri('file:///ext') });
  await settle();
  const restarted = world.commands['viewls.restartServer']();
  await settle();
  world.release(world.clients[0]);
  await activated;
  await settle();
  for (const client of world.clients) world.release(client);
  await restarted;
  await settle();
  assert.equal(world.alive.size, 1);
  assert.equal(world.mostAlive, 1);
  await extension.deactivate();
});

test('restarts run one at a time; those asked for meanwhile join the one waiting', async () => {
  const settings = { path: 'viewls' };
  const fakes = makeFakes(settings);
  const { world } = fakes;
  const extension = loadExtension(fakes);
  await extension.activate({ subscriptions: [], extensionUri: fakes.uri('file:///ext') });
  // Typing a path into the settings: each debounced edit changes viewls.path.
  const runs = [];
  for (const typed of ['/opt/v', '/opt/vi', '/opt/viewls']) {
    settings.path = typed;
    runs.push(fakes.change('viewls.path'));
  }
  runs.push(world.commands['viewls.restartServer']());
  await Promise.all(runs);
  assert.equal(world.mostAlive, 1, 'never two servers at once');
  assert.deepEqual(aliveCommands(world), ['/opt/viewls']);
  assert.ok(world.clients.length <= 3, `${world.clients.length} clients for one start and two restarts at most`);
  await extension.deactivate();
  assert.equal(world.alive.size, 0);
});

test('deactivate during a restart leaves no server', async () => {
  const fakes = makeFakes({ path: 'viewls' });
  const { world } = fakes;
  const extension = loadExtension(fakes);
  await extension.activate({ subscriptions: [], extensionUri: fakes.uri('file:///ext') });
  const restarted = world.commands['viewls.restartServer']();
  await extension.deactivate();
  await restarted;
  await settle();
  assert.equal(world.alive.size, 0);
});

test('the preview comes back after a window reload, and a hidden one is drawn again when shown', async () => {
  const fakes = makeFakes({ path: 'viewls' });
  const { world, vscode } = fakes;
  const editor = { document: { uri: fakes.uri('file:///w/%D0%9F%D0%BE%D0%BB%D0%BA%D0%B0.view'), languageId: 'view' }, viewColumn: 1 };
  vscode.window.activeTextEditor = editor;
  vscode.window.visibleTextEditors = [editor];
  const extension = loadExtension(fakes);
  const context = { subscriptions: [], extensionUri: fakes.uri('file:///ext') };
  await extension.activate(context);
  let drawings = 0;
  world.clients[0].sendRequest = async (method, params) => {
    assert.equal(method, 'viewls/preview');
    assert.equal(params.textDocument.uri, editor.document.uri.toString());
    drawings += 1;
    return { screen: 'Полка', svg: `<svg id="d${drawings}"/>`, elements: [] };
  };
  const serializer = world.serializers['viewls.preview'];
  assert.ok(serializer, 'a WebviewPanelSerializer for viewls.preview');
  const panel = makeRestoredPanel('viewls.preview');
  await serializer.deserializeWebviewPanel(panel, { options: { device: 'ipad' } });
  assert.match(panel.webview.html, /Content-Security-Policy/);
  assert.equal(panel.webview.options.enableScripts, true);
  assert.equal(panel.title, 'Preview Полка.view');
  await panel.say({ type: 'ready' });
  assert.equal(panel.delivered.filter((m) => m.type === 'preview').at(-1).svg, '<svg id="d1"/>');
  // Hidden: what is posted is dropped; shown again, the page loads anew and asks again.
  await panel.hide();
  fakes.typeInto(editor);
  await new Promise((resolve) => setTimeout(resolve, 300)); // past the preview's 120 ms pause
  await settle();
  assert.equal(drawings, 2, 'drawn again after the edit');
  assert.ok(!panel.delivered.some((m) => m.svg === '<svg id="d2"/>'), 'a hidden page gets nothing');
  await panel.show();
  assert.equal(drawings, 3);
  assert.equal(panel.delivered.filter((m) => m.type === 'preview').at(-1).svg, '<svg id="d3"/>');
  assert.ok(context.subscriptions.some((s) => s && typeof s.dispose === 'function' && !s.open && !s.name), 'the serializer is disposed with the extension');
  await extension.deactivate();
});

test('a restart with the preview open redraws it from the new server', async () => {
  const fakes = makeFakes({ path: 'viewls' });
  const { world, vscode } = fakes;
  const editor = { document: { uri: fakes.uri('file:///w/Shelf.view'), languageId: 'view' }, viewColumn: 1 };
  vscode.window.activeTextEditor = editor;
  vscode.window.visibleTextEditors = [editor];
  const extension = loadExtension(fakes);
  await extension.activate({ subscriptions: [], extensionUri: fakes.uri('file:///ext') });
  const panel = makeRestoredPanel('viewls.preview');
  await world.serializers['viewls.preview'].deserializeWebviewPanel(panel, {});
  await panel.say({ type: 'ready' });
  const restarted = world.commands['viewls.restartServer']();
  const outcome = await Promise.race([restarted.then(() => 'restarted'), new Promise((resolve) => setTimeout(resolve, 1000, 'still waiting'))]);
  assert.equal(outcome, 'restarted');
  assert.deepEqual(world.clients.map((client) => client.requests.length), [1, 1], 'drawn by each server in turn');
  assert.equal(panel.delivered.filter((m) => m.type === 'preview').length, 2);
  await extension.deactivate();
});
