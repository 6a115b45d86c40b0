import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

import { assertValidEnvironment, logger } from '@mail/config';
import { openOpsPort, processReadiness } from '@mail/ops';

import { sharedBus } from '../create-bus';
import { BusServerStrategy } from './bus-server.strategy';
import { BusModule } from './bus.module';

/**
 * Runs one service module as its own process (distributed mode): its handlers are served on the
 * bus with the service name as queue group, so replicas share the load. Its ops port (OPS_PORT: /livez,
 * /readyz, /metrics) opens first, so liveness answers during migrations; readiness follows the boot.
 */
export async function runServiceProcess(serviceModule: Type | DynamicModule, serviceName: string): Promise<void> {
  process.env.SERVICE_NAME ??= serviceName;
  assertValidEnvironment(serviceName);
  const ops = await openOpsPort();
  @Module({ imports: [BusModule, serviceModule] })
  class ServiceProcessModule {}

  const bus = await sharedBus(serviceName);
  const strategy = new BusServerStrategy(bus, () => serviceName);
  const app = await NestFactory.createMicroservice(ServiceProcessModule, { strategy, bufferLogs: true, logger: false });
  strategy.serveDirectly(app);
  app.enableShutdownHooks();
  await app.listen();
  processReadiness.markRunning();
  logger(serviceName).info({ bus: bus.kind, ops: ops?.url }, `${serviceName} service ready`);
}
