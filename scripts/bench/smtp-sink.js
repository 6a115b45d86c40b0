'use strict';
// An SMTP server that accepts and counts messages (nothing is kept), in its own process: the bench's local
// "inbox". Forked by campaigns-bench.js; answers { count } to a 'count' message, its port once listening.
const { SMTPServer } = require('smtp-server');

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  closeTimeout: 500,
  maxClients: 1000,
  onData(stream, _session, callback) {
    stream.on('end', () => {
      count++;
      callback(null, 'ok');
    });
    stream.resume();
  },
});
server.on('error', () => undefined);
server.listen(Number(process.env.SINK_PORT ?? 0), '127.0.0.1', () => process.send({ port: server.server.address().port }));
process.on('message', (message) => {
  if (message === 'count') process.send({ count });
  if (message === 'reset') count = 0;
});
process.on('disconnect', () => process.exit(0));
