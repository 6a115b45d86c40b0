import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ApiClient, seedUser, type SeededUser } from '@mail/testing';

import { EmbeddedPg } from './embedded-pg';
import { NatsServer } from './nats-server';
import { killProcessesNaming, signal, tail, waitFor } from './os-process';
import { ServiceProcess } from './service-process';
import { builtCommands, listedServices } from './services';

/** Loopback ports: FAULTS_PORT_BASE + 1 NATS, + 2 PostgreSQL, + 3 edge. */
// below the ephemeral range (32768+): an outgoing connection elsewhere on the machine can never be holding one of these
const PORT_BASE = Number(process.env.FAULTS_PORT_BASE ?? 25400);

/** Every pid the suite started, SIGKILLed if the test process exits without its clean-up. */
const started = new Set<() => number | undefined>();
const killStarted = () => {
  for (const pid of started) signal(pid(), 'SIGKILL');
};
process.once('exit', killStarted);
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.once(sig, () => {
    killStarted();
    process.exit(130);
  });

/**
 * Names the tmp directory of the stack on these ports. A stack a spec file could not stop (its hook timed out, the
 * test process was killed) keeps the ports: the next stack kills its processes first, found by that directory.
 */
const CURRENT_STACK_FILE = join(tmpdir(), `mail-faults-stack-on-${PORT_BASE}`);
function takeOverPorts(tmp: string): void {
  let previous = '';
  try {
    previous = readFileSync(CURRENT_STACK_FILE, 'utf8').trim();
  } catch {
    /* no stack before */
  }
  if (previous.includes('mail-faults-') && previous !== tmp) {
    const killed = killProcessesNaming(previous);
    if (killed.length > 0) console.log(`[fault suite] killed ${killed.length} processes a previous stack left running (${previous})`);
  }
  writeFileSync(CURRENT_STACK_FILE, tmp);
}

export class FaultStack {
  readonly tmp = mkdtempSync(join(tmpdir(), 'mail-faults-'));
  readonly adminApiKey = `faults-admin-${randomBytes(12).toString('hex')}`;
  readonly namespace = `faults_${Date.now()}_${process.pid}`;
  readonly baseUrl = `http://127.0.0.1:${PORT_BASE + 3}`;
  readonly api = new ApiClient(this.baseUrl);
  readonly nats: NatsServer;
  readonly pg: EmbeddedPg;
  readonly services = new Map<string, ServiceProcess>();
  databaseUrl = '';
  /** a user whose key reaches user-scope commands of every service (seeded once accounts answers) */
  probeUser?: SeededUser;

  /** `env`: settings every service process gets on top of the stack's own (a spec's SMTP server, delivery tuning) */
  constructor(private readonly extraEnv: NodeJS.ProcessEnv = {}) {
    // the embedded PostgreSQL drops root for a user of its own, which must reach its data directory
    chmodSync(this.tmp, 0o755);
    mkdirSync(join(this.tmp, 'logs'));
    this.nats = new NatsServer(PORT_BASE + 1, join(this.tmp, 'nats'), this.log('nats'));
    this.pg = new EmbeddedPg(this.tmp, PORT_BASE + 2, this.log('postgres'));
  }

  log(name: string): string {
    return join(this.tmp, 'logs', `${name}.log`);
  }

  get edge(): ServiceProcess {
    return [...this.services.values()].find((s) => s.entry.edge)!;
  }

  workers(): ServiceProcess[] {
    return [...this.services.values()].filter((s) => !s.entry.edge);
  }

  async start(): Promise<void> {
    takeOverPorts(this.tmp);
    await this.nats.start();
    started.add(() => this.pg.postmasterPid());
    await this.pg.start();
    this.databaseUrl = this.pg.database('mail');
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NATS_URL: this.nats.url,
      PUBLIC_BASE_URL: this.baseUrl,
      DATABASE_URL: this.databaseUrl,
      BUS_NAMESPACE: this.namespace,
      ADMIN_API_KEY: this.adminApiKey,
      ADMIN_PASSWORD: `faults-${randomBytes(8).toString('hex')}`,
      LOG_LEVEL: 'info',
      DATA_DIR: join(this.tmp, 'data'),
      HOST: '127.0.0.1',
      PORT: String(PORT_BASE + 3),
      // nothing sends delivery reports here: campaigns' inbound SMTP endpoint takes any free port
      // every process opens its own ops port (/livez, /readyz, /metrics) on any free port
      OPS_PORT: '0',
      BOUNCE_SMTP_PORT: '0',
      GATEWAY_SMTP_PORT: '0',
      GATEWAY_BOUNCE_SMTP_PORT: '0',
      ...this.extraEnv,
    };
    for (const entry of listedServices()) {
      const service = new ServiceProcess(entry, env, this.log(entry.name));
      this.services.set(entry.name, service);
      started.add(() => service.pid);
    }
    for (const service of this.workers()) service.start();
    this.edge.start();
    // booting is CPU-bound: eight processes at once on a busy two-core machine may take minutes
    const up = async () => (await waitFor(() => this.allAnswer(), 240_000, 250)) !== undefined;
    if (!(await up())) throw new Error(`the stack did not come up:\n${this.logs()}`);
    this.probeUser = await seedUser(this.api, this.adminApiKey);
    if (!(await up())) throw new Error(`the stack did not come up:\n${this.logs()}`);
  }

  /** A command of `service`, sent with the admin key: it answers (even with a handler error) only if that service runs. */
  async answers(service: string): Promise<boolean> {
    if (this.services.get(service)?.entry.edge) {
      const res = await this.api.v1('GET', 'system-health-check', {}, { bearer: this.adminApiKey });
      return res.status < 500 && res.body !== undefined;
    }
    const probe = probeCommand(service);
    const res = await this.api.legacy(probe, { AdminAPIKey: this.adminApiKey, APIKey: this.probeUser?.apiKey });
    // before the probe user exists, the edge's "needs a user key" (99998) is all a user-scope service can earn
    return res.status < 500 && res.body !== undefined && (!this.probeUser || res.body.ErrorCode !== 99998);
  }

  async allAnswer(): Promise<boolean> {
    const answers = await Promise.all([...this.services.keys()].map((name) => this.answers(name).catch(() => false)));
    return answers.every(Boolean);
  }

  logs(lines = 25): string {
    return ['nats', 'postgres', ...this.services.keys()].map((name) => `--- ${name}\n${tail(this.log(name), lines)}`).join('\n');
  }

  /** Each process's last error and fatal log lines, for a check that failed (its figures alone rarely say why). */
  errorLogs(lines = 12): string {
    return [...this.services.keys()]
      .map((name) => {
        const errors = tail(this.log(name), 100_000)
          .split('\n')
          .filter((line) => /"level":(50|60)/.test(line));
        return `--- ${name}: ${errors.length} error lines\n${errors.slice(-lines).join('\n')}`;
      })
      .join('\n');
  }

  /** Runs a test's assertions; when one fails, prints every process's error logs before failing. */
  explainFailure(assertions: () => void): void {
    try {
      assertions();
    } catch (failure) {
      console.log(`[fault suite] error logs of each process\n${this.errorLogs()}`);
      throw failure;
    }
  }

  async stop(): Promise<void> {
    await Promise.all([...this.services.values()].map((s) => s.kill('SIGKILL')));
    await this.nats.kill('SIGKILL');
    await this.pg.stop();
    if (!process.env.FAULTS_KEEP_TMP) rmSync(this.tmp, { recursive: true, force: true });
  }
}

/** A read of the service, preferring a `.Get` command that any admin credential reaches. */
function probeCommand(service: string): string {
  const candidates = builtCommands().filter((c) => c.service === service && c.legacy && ['user', 'admin', 'user-or-admin'].includes(c.auth));
  const read = candidates.find((c) => /\.Get$/.test(c.name)) ?? candidates[0];
  if (!read) throw new Error(`no command of ${service} to probe it with`);
  return read.name;
}

/**
 * A spec's beforeAll timeout for startStack: longer than start()'s own waits (two of 240 s at most), so that a slow
 * boot fails inside startStack, which stops what it started; a hook that timed out first would leave the processes
 * holding the suite's ports, and every later spec's stack would answer with the old one's keys.
 */
export const STACK_START_TIMEOUT_MS = 600_000;

/** Starts a stack for one spec file; clean-up is registered by the caller in afterAll. */
export async function startStack(env: NodeJS.ProcessEnv = {}): Promise<FaultStack> {
  const stack = new FaultStack(env);
  try {
    await stack.start();
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}
