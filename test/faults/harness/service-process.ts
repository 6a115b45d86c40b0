import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { exited, rssMb, signal, spawnLogged } from './os-process';
import { REPO_ROOT, type ServiceEntry } from './services';

/** What every process logs once it serves: `<service> service ready` (run-service.ts) or `edge listening` (edge main.ts). */
const READY_LINE = /"msg":"(\w+ service ready|edge listening)"/;

/** One service of services.json as its own `node apps/<svc>/dist/main.js` process. */
export class ServiceProcess {
  private child?: ChildProcess;
  startedAt = 0;
  /** when the process said it serves (its "ready" log line), for the current start */
  private readyAt?: Promise<number>;

  constructor(
    readonly entry: ServiceEntry,
    private readonly env: NodeJS.ProcessEnv,
    readonly logFile: string,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  start(): void {
    // the edge gets the heap limit of its Kubernetes manifest (k8s/configmap.yaml NODE_OPTIONS)
    const args = [...(this.entry.edge ? ['--max-old-space-size=384'] : []), join(REPO_ROOT, this.entry.main)];
    this.child = spawnLogged(process.execPath, args, { env: this.env, logFile: this.logFile, cwd: REPO_ROOT });
    this.startedAt = Date.now();
    const child = this.child;
    this.readyAt = new Promise((resolve) => {
      let seen = '';
      const watch = (chunk: Buffer) => {
        seen = (seen + chunk.toString()).slice(-4096);
        if (!READY_LINE.test(seen)) return;
        child.stdout?.off('data', watch);
        resolve(Date.now());
      };
      child.stdout?.on('data', watch);
    });
  }

  /** Resolves with the time the current start logged that it serves (never, if it does not). */
  ready(): Promise<number> {
    return this.readyAt ?? new Promise(() => undefined);
  }

  async kill(sig: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child) return;
    signal(child.pid, sig);
    await exited(child);
    this.child = undefined;
  }

  /** The current process's ops port (/livez, /readyz), from its "ops server listening" log line. */
  opsUrl(): string | undefined {
    let text = '';
    try {
      text = readFileSync(this.logFile, 'utf8');
    } catch {
      return undefined;
    }
    const line = text
      .split('\n')
      .reverse()
      .find((l) => l.includes('"ops server listening') && l.includes(`"pid":${this.pid},`));
    const port = line && /"port":(\d+)/.exec(line)?.[1];
    return port ? `http://127.0.0.1:${port}` : undefined;
  }

  /** GET /readyz of the current process: true when it answers 200. */
  async ready200(): Promise<boolean> {
    const url = this.opsUrl();
    if (!url) return false;
    const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3_000) }).catch(() => undefined);
    return res?.status === 200;
  }

  rssMb(): number {
    return rssMb(this.pid);
  }

  /** an exit nobody asked for (the suite kills only with SIGKILL, and clears `child` when it does) */
  crashed(): boolean {
    return !!this.child && !this.running;
  }
}
