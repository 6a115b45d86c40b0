import { Module } from '@nestjs/common';

import { BusModule } from '@mail/bus';
import { assertValidEnvironment, logger } from '@mail/config';
import { openOpsPort, processReadiness } from '@mail/ops';

import { createEdgeApp } from './create-edge-app';
import { EDGE_CONFIG, type EdgeConfig } from './edge.config';
import { EdgeModule } from './edge.module';

/** The edge as its own process (distributed mode): HTTP in, NATS to the services. */
@Module({ imports: [BusModule, EdgeModule] })
class EdgeProcessModule {}

async function main(): Promise<void> {
  process.env.SERVICE_NAME ??= 'edge';
  assertValidEnvironment('edge');
  const ops = await openOpsPort();
  const app = await createEdgeApp(EdgeProcessModule);
  const { host, port } = app.get<EdgeConfig>(EDGE_CONFIG);
  await app.listen(port, host);
  processReadiness.markRunning();
  logger('edge').info({ url: `http://${host}:${port}`, ops: ops?.url }, 'edge listening');
}

void main();
