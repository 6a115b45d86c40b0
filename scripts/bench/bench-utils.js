'use strict';
// Helpers the bench scenarios share: COPY seeding and a process's CPU time and memory from /proc.
const { readFileSync } = require('node:fs');
const { Readable } = require('node:stream');
const { pipeline } = require('node:stream/promises');
const { from: copyFrom } = require('pg-copy-streams');

/** COPY `total` rows made by `line(i)` (undefined skips a row) in chunks of 10,000 */
async function copyRows(client, sql, total, line) {
  const stream = client.query(copyFrom(sql));
  const chunk = 10_000;
  let i = 0;
  const source = Readable.from(
    (function* () {
      while (i < total) {
        const end = Math.min(total, i + chunk);
        let text = '';
        for (; i < end; i++) {
          const row = line(i);
          if (row !== undefined) text += `${row}\n`;
        }
        yield text;
      }
    })(),
  );
  await pipeline(source, stream);
}

/** user+system CPU seconds of a process */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
}

module.exports = { copyRows, cpuSeconds, rssMb };
