'use strict';
const { spawn, fork } = require('node:child_process');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');

/** Starts a node process of the platform with the given env (BENCH_NODE_ARGS: extra node flags, e.g. --cpu-prof). */
function startApp(script, env, name) {
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(root, script)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.name = name;
  return child;
}

function startBare(port) {
  return new Promise((resolve) => {
    const child = fork(join(__dirname, 'bare-fastify.js'), { env: { ...process.env, PORT: String(port) } });
    child.on('message', () => resolve(child));
  });
}

async function waitFor(check, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('timed out waiting for the stack');
}

function stopAll(children) {
  return Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
}

module.exports = { startApp, startBare, waitFor, stopAll };
