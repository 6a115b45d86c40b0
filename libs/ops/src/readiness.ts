import { readinessCheck } from './metrics';

/** One readiness check: resolves when the part is usable, rejects (or outlives the timeout) when it is not. */
export type Check = () => Promise<unknown>;
export type CheckState = 'OK' | 'FAILED';

export interface ServiceReadiness {
  service: string;
  ready: boolean;
  /** each check by name (database, bus, workers) */
  checks: Record<string, CheckState>;
}

export interface ReadinessReport {
  ready: boolean;
  /** starting until the host finished booting, stopping once it began shutting down */
  status: 'ready' | 'not ready' | 'starting' | 'stopping';
  /** `<service>.<check>` of every failing check */
  failing: string[];
  services: Record<string, Record<string, CheckState>>;
}

function bounded(check: Check, timeoutMs: number): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckState>((resolve) => (timer = setTimeout(() => resolve('FAILED'), timeoutMs)));
  const run = Promise.resolve()
    .then(check)
    .then(
      (): CheckState => 'OK',
      (): CheckState => 'FAILED',
    );
  return Promise.race([run, timeout]).finally(() => clearTimeout(timer));
}

/** Runs a service's checks side by side, each bounded by `timeoutMs`, and records them in mail_readiness_check. */
export async function runChecks(service: string, checks: Record<string, Check>, timeoutMs: number): Promise<ServiceReadiness> {
  const names = Object.keys(checks);
  const states = await Promise.all(names.map((name) => bounded(checks[name], timeoutMs)));
  const result: Record<string, CheckState> = {};
  names.forEach((name, i) => {
    result[name] = states[i];
    readinessCheck.labels(service, name).set(states[i] === 'OK' ? 1 : 0);
  });
  return { service, ready: states.every((s) => s === 'OK'), checks: result };
}

interface Registered {
  checks: Record<string, Check>;
  stopping: boolean;
}

/**
 * The readiness of this process: every service it hosts registers its checks (ServiceKitModule does), the edge
 * its own. `/readyz` and each service's health query read it. Not ready while the host is still starting and
 * once a service began shutting down, so that a load balancer or Kubernetes stops sending before it goes.
 */
export class ProcessReadiness {
  /** per service, its registered instances: the latest answers (two instances of one service share a process only in tests) */
  private readonly services = new Map<string, Registered[]>();
  private phase: 'starting' | 'running' | 'stopping' = 'starting';

  /** The service's checks; the handle marks it stopping (shutdown began) or removes it. */
  register(service: string, checks: Record<string, Check>): { stopping(): void; remove(): void } {
    const entry: Registered = { checks, stopping: false };
    this.services.set(service, [...(this.services.get(service) ?? []), entry]);
    return {
      stopping: () => void (entry.stopping = true),
      remove: () => {
        const left = (this.services.get(service) ?? []).filter((e) => e !== entry);
        if (left.length) this.services.set(service, left);
        else this.services.delete(service);
      },
    };
  }

  /** The host booted (every module initialised, listeners open). */
  markRunning(): void {
    if (this.phase === 'starting') this.phase = 'running';
  }

  markStopping(): void {
    this.phase = 'stopping';
  }

  has(service: string): boolean {
    return this.services.has(service);
  }

  /** One service's checks (its health query answers with this). */
  async service(service: string, timeoutMs: number): Promise<ServiceReadiness> {
    const entry = this.services.get(service)?.at(-1);
    if (!entry) return { service, ready: false, checks: {} };
    const result = await runChecks(service, entry.checks, timeoutMs);
    if (entry.stopping) return { ...result, ready: false, checks: { ...result.checks, stopping: 'FAILED' } };
    return result;
  }

  async evaluate(timeoutMs: number): Promise<ReadinessReport> {
    const results = await Promise.all([...this.services.keys()].map((name) => this.service(name, timeoutMs)));
    const services: ReadinessReport['services'] = {};
    const failing: string[] = [];
    for (const result of results) {
      services[result.service] = result.checks;
      for (const [check, state] of Object.entries(result.checks)) if (state !== 'OK') failing.push(`${result.service}.${check}`);
    }
    if (this.phase !== 'running') failing.unshift(`process.${this.phase}`);
    const ready = failing.length === 0;
    const status = this.phase === 'running' ? (ready ? 'ready' : 'not ready') : this.phase;
    return { ready, status, failing, services };
  }
}

/** The process's readiness: one per process, whatever number of services it hosts. */
export const processReadiness = new ProcessReadiness();
