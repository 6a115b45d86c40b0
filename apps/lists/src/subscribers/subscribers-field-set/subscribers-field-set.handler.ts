import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Events, Queries, type SubscribersFieldSetReply, type SubscribersFieldSetRequest } from '@mail/contracts';
import { ServiceDb, ServiceOutbox } from '@mail/kit';
import { nowText } from '@mail/values';

import { CustomFieldRepository } from '../../custom-fields/custom-field.repository';
import { FieldChecker } from '../field-checker';
import { SubscribersFieldSetRepository } from './subscribers-field-set.repository';

/**
 * journeys' batched UpdateCustomFieldValue: the field's validation as Subscriber.Update applies it, one write for the
 * whole batch, and the SubscriberUpdated event of every subscriber whose value changed, in the same transaction.
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
      if (written.changed.length)
        await this.outbox.add(
          m,
          Events.SubscriberUpdated,
          written.changed.map((s) => ({
            userId: r.userId,
            listId: r.listId,
            subscriberId: Number(s.id),
            emailAddress: s.email,
            status: s.status,
            changedFields: [`CustomField${r.fieldId}`],
            values: { [`CustomField${r.fieldId}`]: r.value },
            occurredAt,
          })),
        );
      return written;
    });
    this.outbox.kick();
    return { updated: result.matched };
  }
}
