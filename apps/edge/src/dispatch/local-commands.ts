import type { IncomingHttpHeaders } from 'node:http';

import { Injectable } from '@nestjs/common';

import { type BusRequest, type CommandSpec, PrometheusMetrics, SystemHealthCheck } from '@mail/contracts';
import { collectScrapeSources, metricsRegistry } from '@mail/ops';

import { HealthService } from '../health/health.service';
import type { Outcome } from '../render/render';

/** Commands the edge owns itself (registry service 'edge'). */
@Injectable()
export class LocalCommands {
  constructor(private readonly health: HealthService) {}

  has(command: CommandSpec): boolean {
    return command.service === 'edge';
  }

  async run(command: CommandSpec, request: BusRequest, headers: IncomingHttpHeaders): Promise<Outcome> {
    if (command.name === SystemHealthCheck.name) return this.health.systemHealthCheck(request, headers);
    if (command.name === PrometheusMetrics.name) return prometheusMetrics();
    return { type: 'hard', code: 100002 };
  }
}

/** the process's own registry, as its ops port's /metrics serves it */
async function prometheusMetrics(): Promise<Outcome> {
  await collectScrapeSources();
  return { type: 'raw', response: { status: 200, contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() } };
}
