import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Events, Queries, type SubscribersFieldSetReply, type SubscribersFieldSetRequest, type SubscribersUpdatedPayload, inBatches } from '@mail/contracts';
import { ServiceDb, ServiceOutbox } from '@mail/kit';
import { nowText } from '@mail/values';

import { CustomFieldRepository } from '../../custom-fields/custom-field.repository';
import { FieldChecker } from '../field-checker';
import { SubscribersFieldSetRepository } from './subscribers-field-set.repository';

/**
 * journeys' batched UpdateCustomFieldValue: the field's validation as Subscriber.Update applies it, one write for the
 * whole batch, and SubscribersUpdated batch events naming every subscriber whose value changed, in the same transaction.
 */
@Controller()
export class SubscribersFieldSetHandler {
  constructor(
    private readonly db: ServiceDb,
    private readonly outbox: ServiceOutbox,
    private readonly fields: CustomFieldRepository,
    private readonly checker: FieldChecker,
    private readonly values: SubscribersFieldSetRepository,
  ) {}

  @HandlesQuery(Queries.SubscribersFieldSet)
  async set(r: SubscribersFieldSetRequest): Promise<SubscribersFieldSetReply> {
    const field = (await this.fields.forList(r.userId, r.listId)).find((f) => Number(f.id) === r.fieldId);
    if (!field) return { updated: 0, refused: 'unknown-field' };
    if (field.is_unique) return { updated: 0, refused: 'unique' };
    const options = { enforceRequired: true, enforceValidation: true, enforceUnique: false, listId: r.listId, userId: r.userId, isNew: false };
    const problem = await this.checker.check([field], new Map([[r.fieldId, r.value]]), options);
    if (problem) return { updated: 0, refused: 'invalid', reason: 'reason' in problem ? problem.reason : 'unknown field' };
    const result = await this.db.tx(async (m) => {
      const written = await this.values.set(m, r.listId, r.fieldId, r.value, r.subscriberIds);
      const occurredAt = nowText();
      const field = `CustomField${r.fieldId}`;
      // one event per EVENT_BATCH subscribers whose value changed, not one each
      const events: SubscribersUpdatedPayload[] = inBatches(written.changed).map((chunk) => ({
        userId: r.userId,
        listId: r.listId,
        changedFields: [field],
        values: { [field]: r.value },
        subscriberIds: chunk.map((s) => Number(s.id)),
        emailAddresses: chunk.map((s) => s.email),
        occurredAt,
      }));
      if (events.length) await this.outbox.add(m, Events.SubscribersUpdated, events);
      return written;
    });
    this.outbox.kick();
    return { updated: result.matched };
  }
}
