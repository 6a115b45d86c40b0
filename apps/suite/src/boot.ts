import { join } from 'node:path';

import { type DynamicModule, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import { AdminBootstrapService } from '@mail/accounts';
import { BUS, type Bus, BusModule, BusServerStrategy } from '@mail/bus';
import { env, envInt, localBaseUrl } from '@mail/config';
import { resolveDatabaseUrl, stopEmbeddedPostgres } from '@mail/db';
import { EdgeModule, createEdgeApp } from '@mail/edge';
import { type DevMailServer, describeSmtpUrl, startDevMailServer } from '@mail/mail';
import { openOpsPort, type OpsServer, processReadiness } from '@mail/ops';

import { selectedServiceModules } from './service-modules';

export interface BootOptions {
  port?: number;
  host?: string;
  services?: string;
}

export interface RunningSuite {
  app: NestFastifyApplication;
  url: string;
  databaseUrl: string;
  /** true when the suite started the embedded PostgreSQL (no DATABASE_URL) */
  embeddedDatabase: boolean;
  busKind: Bus['kind'];
  /** where outbound mail goes: SMTP_URL, or the dev SMTP server the suite started (with its web inbox) */
  mail: { smtp: string; inboxUrl?: string; dir?: string };
  admin: ReturnType<AdminBootstrapService['result']>;
  /** the process's one ops server (OPS_PORT) for the edge and every service: /livez, /readyz, /metrics */
  ops?: OpsServer;
  close(): Promise<void>;
}

function once(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= work());
}

const DEV_MAIL = Symbol('DEV_MAIL');

/** Stops the dev mail server when the application closes (after the services' last sends). */
@Injectable()
class DevMailShutdown implements OnApplicationShutdown {
  constructor(@Inject(DEV_MAIL) private readonly devMail: DevMailServer | null) {}

  async onApplicationShutdown(): Promise<void> {
    if (!this.devMail) return;
    await this.devMail.close();
    if (process.env.SMTP_URL === this.devMail.smtpUrl) delete process.env.SMTP_URL;
  }
}

function suiteModule(services: string | undefined, devMail: DevMailServer | undefined): DynamicModule {
  @Module({})
  class SuiteModule {}
  return {
    module: SuiteModule,
    imports: [BusModule, EdgeModule, ...selectedServiceModules(services)],
    // null, not undefined: Nest reads a value provider with an undefined value as a class provider
    providers: [{ provide: DEV_MAIL, useValue: devMail ?? null }, DevMailShutdown],
  };
}

/** Without SMTP_URL: a real local SMTP server with a web inbox, and every service in this process sends to it. */
async function startDevMailIfNeeded(): Promise<DevMailServer | undefined> {
  if (env('SMTP_URL')) return undefined;
  const devMail = await startDevMailServer({ dir: join(env('DATA_DIR')!, 'mail'), smtpPort: envInt('DEV_SMTP_PORT'), inboxPort: envInt('MAIL_INBOX_PORT') });
  process.env.SMTP_URL = devMail.smtpUrl;
  return devMail;
}

/**
 * The edge and every service in one process. The services' handlers are served on the shared bus
 * (in-process unless NATS_URL is set), with each service's name as its queue group.
 */
export async function bootSuite(options: BootOptions = {}): Promise<RunningSuite> {
  const embeddedDatabase = !env('DATABASE_URL');
  const databaseUrl = await resolveDatabaseUrl();
  process.env.DATABASE_URL ??= databaseUrl;
  const devMail = await startDevMailIfNeeded();
  // open before the services boot, so that liveness answers while migrations run
  const ops = await openOpsPort();
  const app = await createEdgeApp(suiteModule(options.services, devMail), { shutdownHooks: false }).catch(async (error: unknown) => {
    await ops?.close();
    await devMail?.close();
    throw error;
  });
  const bus = app.get<Bus>(BUS);
  const strategy = new BusServerStrategy(bus, (subject) => subject.split('.')[0]).serveDirectly(app);
  app.connectMicroservice({ strategy }, { inheritAppConfig: true });
  await app.startAllMicroservices();
  const port = options.port ?? envInt('PORT');
  const host = options.host ?? env('HOST')!;
  await app.listen(port, host);
  const address = app.getHttpServer().address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`;
  processReadiness.markRunning();
  // One process: links in mail lead back to this suite (its bound port, when PORT was 0) unless PUBLIC_BASE_URL says otherwise.
  const ownLinks = !env('PUBLIC_BASE_URL');
  if (ownLinks) process.env.PUBLIC_BASE_URL = localBaseUrl(host, boundPort);
  return {
    app,
    url,
    databaseUrl,
    embeddedDatabase,
    busKind: bus.kind,
    mail: devMail ? { smtp: devMail.smtpUrl, inboxUrl: devMail.inboxUrl, dir: devMail.dir } : { smtp: describeSmtpUrl(env('SMTP_URL')!) },
    admin: app.get(AdminBootstrapService).result(),
    ops,
    close: once(async () => {
      processReadiness.markStopping();
      await app.close();
      await ops?.close();
      if (ownLinks) delete process.env.PUBLIC_BASE_URL;
      await stopEmbeddedPostgres();
    }),
  };
}
