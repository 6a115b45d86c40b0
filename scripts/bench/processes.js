'use strict';
const { spawn, fork } = require('node:child_process');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');

/** extra node flags for the started apps, e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=.data/prof" to profile them */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** Starts a node process of the platform with the given env (and node flags before BENCH_NODE_ARGS). */
function startApp(script, env, name, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, ...NODE_ARGS, join(root, script)], {
    cwd: root,
    // several processes on one machine: each its own ops port (/livez, /readyz, /metrics) on any free port
    env: { ...process.env, LOG_LEVEL: 'error', OPS_PORT: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.name = name;
  // a process that ends before the bench stops it says so (the bench's own errors would only show its absence)
  child.once('exit', (code, signal) => {
    if (!child.stopping) console.error(`${name} (${script}) exited early: code ${code}, signal ${signal}`);
  });
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
          child.stopping = true;
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
}

module.exports = { startApp, startBare, waitFor, stopAll };
