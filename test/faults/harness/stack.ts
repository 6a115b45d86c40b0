import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ApiClient, seedUser, type SeededUser } from '@mail/testing';

import { EmbeddedPg } from './embedded-pg';
import { NatsServer } from './nats-server';
import { signal, tail, waitFor } from './os-process';
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
    const up = async () => (await waitFor(() => this.allAnswer(), 60_000, 250)) !== undefined;
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
