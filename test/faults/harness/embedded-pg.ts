import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { exited, isAlive, signal, sleep, spawnLogged, waitFor } from './os-process';

/**
 * The project's embedded PostgreSQL (libs/db startEmbeddedPostgres) in a host process of its own, on a
 * data directory of its own. `kill()` SIGKILLs the postmaster found in postmaster.pid; `start()` again
 * reuses the same data directory (crash recovery).
 */
export class EmbeddedPg {
  private host?: ChildProcess;
  url = '';

  constructor(
    private readonly dataDir: string,
    private readonly port: number,
    private readonly logFile: string,
  ) {}

  /** Retries while the killed cluster's backends still hold its shared memory. */
  async start(timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        this.url = await this.startOnce();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await sleep(200);
      }
    }
  }

  /** The database server URL for `database`. */
  database(name: string): string {
    return this.url.replace(/\/[^/]*$/, `/${name}`);
  }

  postmasterPid(): number | undefined {
    try {
      return Number(readFileSync(join(this.dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined;
    } catch {
      return undefined;
    }
  }

  /** SIGKILL the postmaster (its backends notice and exit), then let the host go. */
  async kill(): Promise<void> {
    const pid = this.postmasterPid();
    signal(pid, 'SIGKILL');
    if (pid) await waitFor(() => !isAlive(pid), 5_000);
    await this.stopHost();
  }

  /** Fast shutdown (SIGINT), for the end of a run. */
  async stop(): Promise<void> {
    const pid = this.postmasterPid();
    signal(pid, 'SIGINT');
    if (pid && (await waitFor(() => !isAlive(pid), 10_000)) === undefined) signal(pid, 'SIGKILL');
    await this.stopHost();
  }

  private async stopHost(): Promise<void> {
    const host = this.host;
    this.host = undefined;
    if (!host) return;
    signal(host.pid, 'SIGKILL');
    await exited(host);
  }

  private startOnce(): Promise<string> {
    const host = spawnLogged(process.execPath, [join(__dirname, 'embedded-pg.host.js'), this.dataDir, String(this.port)], {
      logFile: this.logFile,
      env: { ...process.env, LOG_LEVEL: 'warn' },
    });
    this.host = host;
    return new Promise((resolve, reject) => {
      let output = '';
      host.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const ready = /ready (\S+)/.exec(output);
        if (ready) resolve(ready[1]);
      });
      // why it failed, in the failure message (the log file goes with the tmp directory)
      host.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      host.once('exit', (code) => {
        this.host = undefined;
        reject(new Error(`embedded PostgreSQL host exited (${code}): ${output.slice(-300)}`));
      });
    });
  }
}
