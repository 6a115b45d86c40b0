import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { delimiter, join } from 'node:path';

import { exited, signal, spawnLogged, waitFor } from './os-process';

function natsServerBinary(): string {
  const candidates = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/bin'].map((dir) => join(dir, 'nats-server'));
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error('nats-server not found on PATH or in /usr/sbin: the fault suite needs its own NATS (apt-get install nats-server)');
  return found;
}

export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** A NATS server with JetStream of the suite's own, on loopback, that can be SIGKILLed and started again on the same store. */
export class NatsServer {
  private child?: ChildProcess;
  readonly url: string;

  constructor(
    private readonly port: number,
    private readonly storeDir: string,
    private readonly logFile: string,
  ) {
    this.url = `nats://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    this.child = spawnLogged(natsServerBinary(), ['-a', '127.0.0.1', '-p', String(this.port), '-js', '-sd', this.storeDir], { logFile: this.logFile });
    if ((await waitFor(() => portAnswers(this.port), 10_000)) === undefined) throw new Error(`nats-server did not listen on ${this.port}`);
  }

  async kill(sig: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child) return;
    signal(child.pid, sig);
    await exited(child);
  }
}
