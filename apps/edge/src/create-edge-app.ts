import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';

import { readEdgeConfig } from './edge.config';
import { edgeServerOptions } from './http/server-options';

/** A Nest app on Fastify with our own body parsing (Nest's parsers would hide invalid JSON). */
/** `shutdownHooks: false` when the caller orders the shutdown itself (the suite stops PostgreSQL after the app). */
export async function createEdgeApp(rootModule: Type | DynamicModule, options: { shutdownHooks?: boolean } = {}): Promise<NestFastifyApplication> {
  const config = readEdgeConfig();
  // no Nest middleware anywhere (every route is registered on Fastify itself): no @fastify/middie hook on every request
  const adapter = new FastifyAdapter({ ...edgeServerOptions(config), skipMiddie: true } as ConstructorParameters<typeof FastifyAdapter>[0]);
  const app = await NestFactory.create<NestFastifyApplication>(rootModule, adapter, { bodyParser: false, logger: false, abortOnError: false });
  if (options.shutdownHooks ?? true) app.enableShutdownHooks();
  return app;
}
