import { Module } from '@nestjs/common';

import { BusModule } from '@mail/bus';
import { assertValidEnvironment, env, envInt, logger } from '@mail/config';

import { createEdgeApp } from './create-edge-app';
import { EdgeModule } from './edge.module';

/** The edge as its own process (distributed mode): HTTP in, NATS to the services. */
@Module({ imports: [BusModule, EdgeModule] })
class EdgeProcessModule {}

async function main(): Promise<void> {
  process.env.SERVICE_NAME ??= 'edge';
  assertValidEnvironment('edge');
  const app = await createEdgeApp(EdgeProcessModule);
  const host = env('HOST')!;
  const port = envInt('PORT');
  await app.listen(port, host);
  logger('edge').info({ url: `http://${host}:${port}` }, 'edge listening');
}

void main();
