import type { IncomingHttpHeaders } from 'node:http';

import { Injectable } from '@nestjs/common';

import { type BusRequest, type CommandSpec, SystemHealthCheck } from '@mail/contracts';

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
    return { type: 'hard', code: 100002 };
  }
}
