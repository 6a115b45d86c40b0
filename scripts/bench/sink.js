'use strict';
// The bench's local SMTP "inbox" (smtp-sink.js in a process of its own) as the benches use it.
const { fork } = require('node:child_process');
const { join } = require('node:path');

/** forks the counting SMTP sink; resolves once it listens, with its URL */
function startSink() {
  const child = fork(join(__dirname, 'smtp-sink.js'), [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve) => child.once('message', ({ port }) => resolve({ child, port, url: `smtp://127.0.0.1:${port}` })));
}

/** messages the sink has accepted so far */
function sinkCount(sink) {
  return new Promise((resolve) => {
    sink.child.once('message', ({ count }) => resolve(count));
    sink.child.send('count');
  });
}

module.exports = { startSink, sinkCount };
