import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus, QueryFailedError } from '@mail/bus';
import { CommandError, Queries } from '@mail/contracts';

import { EmailRepository } from '../emails/email.repository';

/**
 * Whether what an autoresponder refers to is the caller's: its lists (lists' ListOwnership), its email (campaigns'
 * own), its segment (lists' audience count of `list:segment`, which refuses a segment of another list or user).
 * Each answers the command's own code.
 */
@Injectable()
export class AutoresponderChecks {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly emails: EmailRepository,
  ) {}

  async lists(userId: number, listIds: number[], failure: CommandError): Promise<void> {
    const owned = await this.bus.query(Queries.ListOwnership, { userId, listIds: [...new Set(listIds)] }, 10_000);
    if (owned.missing.length) throw failure;
  }

  async email(userId: number, emailId: number, failure: CommandError): Promise<void> {
    if (!(await this.emails.findOwned(userId, emailId))) throw failure;
  }

  async segment(userId: number, listId: number, segmentId: number, failure: CommandError): Promise<void> {
    await this.bus.query(Queries.AudienceCount, { userId, recipientListsAndSegments: `${listId}:${segmentId}` }, 10_000).catch((error) => {
      if (error instanceof QueryFailedError) throw failure;
      throw error;
    });
  }
}

/** a segment parameter as stored: null for absent, blank, 0 or null (the whole list) */
export function segmentIdOf(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  const text = (typeof value === 'string' || typeof value === 'number' ? String(value) : '').trim().toLowerCase();
  return text === '' || text === '0' || text === 'null' ? null : Number(text);
}
