import { type DynamicModule, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import { AdminBootstrapService } from '@mail/accounts';
import { BUS, type Bus, BusModule, BusServerStrategy } from '@mail/bus';
import { env, envInt } from '@mail/config';
import { resolveDatabaseUrl, stopEmbeddedPostgres } from '@mail/db';
import { EdgeModule, createEdgeApp } from '@mail/edge';

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
  admin: ReturnType<AdminBootstrapService['result']>;
  close(): Promise<void>;
}

function once(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= work());
}

function suiteModule(services?: string): DynamicModule {
  @Module({})
  class SuiteModule {}
  return { module: SuiteModule, imports: [BusModule, EdgeModule, ...selectedServiceModules(services)] };
}

/**
 * The edge and every service in one process. The services' handlers are served on the shared bus
 * (in-process unless NATS_URL is set), with each service's name as its queue group.
 */
export async function bootSuite(options: BootOptions = {}): Promise<RunningSuite> {
  const embeddedDatabase = !env('DATABASE_URL');
  const databaseUrl = await resolveDatabaseUrl();
  process.env.DATABASE_URL ??= databaseUrl;
  const app = await createEdgeApp(suiteModule(options.services), { shutdownHooks: false });
  const bus = app.get<Bus>(BUS);
  app.connectMicroservice({ strategy: new BusServerStrategy(bus, (subject) => subject.split('.')[0]) }, { inheritAppConfig: true });
  await app.startAllMicroservices();
  const port = options.port ?? envInt('PORT');
  const host = options.host ?? env('HOST')!;
  await app.listen(port, host);
  const address = app.getHttpServer().address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`;
  return {
    app,
    url,
    databaseUrl,
    embeddedDatabase,
    busKind: bus.kind,
    admin: app.get(AdminBootstrapService).result(),
    close: once(async () => {
      await app.close();
      await stopEmbeddedPostgres();
    }),
  };
}
