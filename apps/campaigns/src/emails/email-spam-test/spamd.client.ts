import { connect } from 'node:net';

export interface SpamdReport {
  isSpam: boolean;
  score: number;
  threshold: number;
  /** spamd's REPORT text: one line per rule that fired, with its points */
  report: string;
}

export interface SpamdAddress {
  host: string;
  port: number;
}

/** SPAMD_URL: `tcp://host:port`, `spamd://host:port` or `host:port`; spamd's port is 783 unless given. */
export function spamdAddress(url: string): SpamdAddress {
  const parsed = new URL(/^[a-z]+:\/\//i.test(url) ? url : `tcp://${url}`);
  return { host: parsed.hostname.replace(/^\[|\]$/g, ''), port: parsed.port ? Number(parsed.port) : 783 };
}

/**
 * One spamd exchange in the SPAMC/1.5 protocol: `REPORT`, the message, then the answer's `Spam: True ; 7.4 / 5.0`
 * header and the report body. Rejects when spamd cannot be reached in time or answers an error status.
 */
export function spamdReport(address: SpamdAddress, message: Buffer, timeoutMs = 15_000): Promise<SpamdReport> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(address.port, address.host);
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`spamd at ${address.host}:${address.port} did not answer within ${timeoutMs} ms`)));
    socket.on('connect', () => {
      socket.write(`REPORT SPAMC/1.5\r\nContent-length: ${message.length}\r\n\r\n`);
      socket.end(message);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(parseSpamdReply(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

export function parseSpamdReply(reply: string): SpamdReport {
  const split = reply.indexOf('\r\n\r\n');
  const head = (split < 0 ? reply : reply.slice(0, split)).split('\r\n');
  const status = /^SPAMD\/[\d.]+\s+(\d+)\s+(.*)$/.exec(head[0] ?? '');
  if (!status) throw new Error('spamd answered outside the SPAMD protocol');
  if (status[1] !== '0') throw new Error(`spamd answered ${status[1]} ${status[2]}`);
  const spam = head.map((line) => /^Spam:\s*(\w+)\s*;\s*(-?[\d.]+)\s*\/\s*(-?[\d.]+)/i.exec(line)).find(Boolean);
  if (!spam) throw new Error('spamd answered without a Spam header');
  return {
    isSpam: /^(true|yes)$/i.test(spam[1]),
    score: Number(spam[2]),
    threshold: Number(spam[3]),
    report: split < 0 ? '' : reply.slice(split + 4).trim(),
  };
}
