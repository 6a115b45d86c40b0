import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';

import { exited, rssMb, signal, spawnLogged } from './os-process';
import { REPO_ROOT, type ServiceEntry } from './services';

/** One service of services.json as its own `node apps/<svc>/dist/main.js` process. */
export class ServiceProcess {
  private child?: ChildProcess;
  startedAt = 0;

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
