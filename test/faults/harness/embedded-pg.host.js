// Runs the project's embedded PostgreSQL (libs/db, built) in a process of its own, so the fault suite can
// SIGKILL the postmaster and start it again on the same data directory. Prints "ready <url>" once it answers.
'use strict';
const { join } = require('node:path');

const [dataDir, port] = process.argv.slice(2);
const { startEmbeddedPostgres } = require(join(__dirname, '..', '..', '..', 'libs', 'db', 'dist'));

startEmbeddedPostgres({ dataDir, port: Number(port), database: 'mail' }).then(
  (url) => console.log(`ready ${url}`),
  (error) => {
    console.error(`embedded PostgreSQL did not start: ${error?.message ?? error}`);
    process.exit(1);
  },
);
