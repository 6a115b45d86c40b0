import type { ChildProcess } from 'node:child_process';
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

  rssMb(): number {
    return rssMb(this.pid);
  }

  /** an exit nobody asked for (the suite kills only with SIGKILL, and clears `child` when it does) */
  crashed(): boolean {
    return !!this.child && !this.running;
  }
}
