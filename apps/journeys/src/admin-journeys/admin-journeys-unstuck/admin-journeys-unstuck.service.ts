import { Injectable } from '@nestjs/common';

import { type AdminJourneysUnstuckReply, type AdminJourneysUnstuckRequest, CommandError } from '@mail/contracts';

import { EngineWake } from '../../engine/engine-wake';
import { optionalId } from '../admin-journeys.metrics';
import { AdminJourneysRepository } from '../admin-journeys.repository';

/** admin.journeys.unstuck: stuck entries become due now and their journeys' advance job is sent at once. */
@Injectable()
export class AdminJourneysUnstuckService {
  constructor(
    private readonly repository: AdminJourneysRepository,
    private readonly wake: EngineWake,
  ) {}

  async run(input: AdminJourneysUnstuckRequest): Promise<AdminJourneysUnstuckReply> {
    const journeyId = optionalId(input.journeyid);
    if (journeyId !== undefined && !(await this.repository.journeyExists(journeyId))) throw new CommandError(1, 'Journey not found');
    let reset: { journey_id: string }[];
    try {
      reset = await this.repository.resetStuck(journeyId);
    } catch (error) {
      throw new CommandError(3, `Database error during unstuck operation: ${(error as Error).message}`);
    }
    if (!reset.length) throw new CommandError(2, 'No stuck entries found');
    const journeys = [...new Set(reset.map((r) => Number(r.journey_id)))];
    for (const id of journeys) await this.wake.now(id);
    return {
      Success: true,
      ErrorCode: 0,
      ErrorText: '',
      EntriesReset: reset.length,
      Message: `${reset.length} stuck entries of ${journeys.length} journeys made due now; the engine was woken for them.`,
    };
  }
}
