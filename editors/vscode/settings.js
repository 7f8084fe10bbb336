// settings.js — owns what the extension makes of its settings, without any VS
// Code API: the command that starts the server (`viewls.path`) and the server's
// settings (the keys of .viewls.json) from the `viewls` configuration section.
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');

/** The keys the server reads; `viewls.path` and `viewls.trace.server` are the client's own. */
const SERVER_KEYS = ['device', 'devices', 'textSizes', 'locale', 'productNames', 'rules', 'docsBaseURL'];

/**
 * The server executable from `viewls.path`: `viewls` (found on PATH) when it
 * is not set or blank, `~` and `~/…` taken from the home folder, else as written.
 */
function serverCommand(configured, home = os.homedir()) {
  const value = typeof configured === 'string' ? configured.trim() : '';
  if (value === '') return 'viewls';
  if (value === '~') return home;
  if (value.startsWith('~/')) return path.join(home, value.slice(2));
  return value;
}

function isExecutableFile(file, platform) {
  try {
    if (!fs.statSync(file).isFile()) return false;
    if (platform !== 'win32') fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Where `command` is, as spawning it would find it, or undefined: a command with
 * a folder in it is taken as written; a bare name is looked up in the folders of
 * PATH, on Windows with each extension of PATHEXT (`viewls.exe`). Used to say
 * plainly that viewls is missing before the client tries (and fails) to start it.
 */
function findExecutable(command, { env = process.env, platform = process.platform, isExecutable = isExecutableFile } = {}) {
  const windows = platform === 'win32';
  const paths = windows ? path.win32 : path.posix;
  const extensions = windows ? ['', ...(env.PATHEXT || '.EXE;.CMD;.BAT;.COM').split(';').filter(Boolean)] : [''];
  const candidates = (file) => extensions.map((extension) => file + extension);
  if (command.includes('/') || (windows && command.includes('\\'))) {
    return candidates(command).find((file) => isExecutable(file, platform));
  }
  const folders = (env.PATH || env.Path || '').split(windows ? ';' : ':').filter(Boolean);
  for (const folder of folders) {
    const found = candidates(paths.join(folder, command)).find((file) => isExecutable(file, platform));
    if (found) return found;
  }
  return undefined;
}

/**
 * The server's settings from the `viewls` section (a plain object or a VS Code
 * WorkspaceConfiguration): only the server's keys, and only those that are set,
 * so that `.viewls.json` decides the rest. Not set: null, a blank string, an
 * empty list or an empty object (the defaults). Values are copied as plain JSON.
 */
function serverSettings(section) {
  const settings = {};
  if (section === null || typeof section !== 'object') return settings;
  for (const key of SERVER_KEYS) {
    const value = section[key];
    if (value === null || value === undefined) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) continue;
    settings[key] = JSON.parse(JSON.stringify(value));
  }
  return settings;
}

/** The answer to `workspace/configuration`: each `viewls` item mapped, others as VS Code gave them. */
function configurationAnswers(items, answers) {
  if (!Array.isArray(answers)) return answers;
  return items.map((item, index) => (item.section === 'viewls' ? serverSettings(answers[index]) : answers[index]));
}

module.exports = { SERVER_KEYS, serverCommand, findExecutable, serverSettings, configurationAnswers };
