import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries } from '@mail/contracts';
import { JobHandler, JobQueue } from '@mail/jobs';

import { Enroller } from '../../engine/enroller';
import { JourneyRepository } from '../../journeys/journey.repository';
import { BulkEnrolJob, type BulkEnrolPayload } from './bulk-enrol.job';

const PAGE = 5000;

/** The audience of a Tag bulk trigger (lists' rule compiler: Subscribed members of the list with all the tags). */
export function tagAudience(listId: number, tagIds: number[]) {
  return { operator: 'and', criteria: [{ list_id: listId, operator: 'and', rules: [[{ type: 'tags', operator: 'has all of these tags', value: tagIds }]] }] };
}

/** Enrols a bulk trigger's audience page by page: inline for a small audience, as a chain of jobs for a large one. */
@Injectable()
export class BulkEnrolment {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly journeys: JourneyRepository,
    private readonly enroller: Enroller,
    private readonly jobs: JobQueue,
  ) {}

  /** one page: journey id → enrolled, and the cursor of the next page (null when the audience is done) */
  async page(p: BulkEnrolPayload): Promise<{ enrolled: Map<number, number>; next: number | null }> {
    const reply = await this.bus.query(
      Queries.AudiencePage,
      { userId: p.userId, rulesJsonBundle: tagAudience(p.listId, p.tagIds), afterSubscriberId: p.afterSubscriberId, limit: PAGE },
      30_000,
    );
    const entrants = reply.members.map((m) => ({ subscriberId: m.subscriberId, listId: m.listId, email: m.emailAddress }));
    const enrolled = new Map<number, number>();
    for (const id of p.journeyIds) {
      const journey = await this.journeys.findOwned(p.userId, id);
      enrolled.set(id, journey ? await this.enroller.enrol(journey, entrants) : 0);
    }
    return { enrolled, next: reply.members.length === PAGE ? reply.nextAfterSubscriberId : null };
  }

  queue(p: BulkEnrolPayload): Promise<string | null> {
    return this.jobs.send(BulkEnrolJob, p);
  }

  @JobHandler(BulkEnrolJob)
  async run(p: BulkEnrolPayload): Promise<{ enrolled: number }> {
    const { enrolled, next } = await this.page(p);
    if (next !== null) await this.queue({ ...p, afterSubscriberId: next });
    return { enrolled: [...enrolled.values()].reduce((a, b) => a + b, 0) };
  }

  static readonly PAGE = PAGE;
}
