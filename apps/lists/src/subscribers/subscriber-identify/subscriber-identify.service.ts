import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { CommandError, type SubscriberIdentifyReply, type SubscriberIdentifyRequest } from '@mail/contracts';

import { CustomFieldRepository } from '../../custom-fields/custom-field.repository';
import { ListRepository } from '../../lists/list.repository';
import { SubscriberCreateService } from '../subscriber-create/subscriber-create.service';
import { identifyFieldParams } from './identify-fields';
import { SubscriberIdentifierRepository } from './subscriber-identifier.repository';

const log = logger('lists.identify');

/**
 * The subscriber of a website event (tracking asks: api-spec Event tracking, rules 3 and 5). An external id is
 * resolved through the list's unique custom fields (or the address's SHA-256). With `create`, the subscriber is
 * created or updated exactly as Subscriber.Create with UpdateIfExists would (quota, field rules, events), its
 * IdentifyProperties applied; without, only found. A refusal (a field value the list rejects, the quota) leaves
 * the event anonymous rather than failing it.
 */
@Injectable()
export class SubscriberIdentifyService {
  constructor(
    private readonly lists: ListRepository,
    private readonly fields: CustomFieldRepository,
    private readonly identifiers: SubscriberIdentifierRepository,
    private readonly creates: SubscriberCreateService,
  ) {}

  async run(r: SubscriberIdentifyRequest): Promise<SubscriberIdentifyReply> {
    if (!(await this.lists.findOwned(r.userId, r.listId))) return { listFound: false };
    const fields = await this.fields.forList(r.userId, r.listId);
    let email = r.emailAddress;
    if (!email && r.externalId) {
      const unique = fields.filter((f) => f.is_unique).map((f) => Number(f.id));
      email = (await this.identifiers.byExternalId(r.listId, unique, r.externalId))?.email;
    }
    if (!email) return { listFound: true };
    const { params, dropped } = identifyFieldParams(r.fields ?? {}, fields);
    if (!r.create && !Object.keys(params).length) {
      const found = await this.identifiers.byEmail(r.listId, email);
      return { listFound: true, ...(found ? { subscriberId: Number(found.id), emailAddress: found.email } : {}), droppedKeys: dropped };
    }
    if (!r.create && !(await this.identifiers.byEmail(r.listId, email))) return { listFound: true, droppedKeys: dropped };
    try {
      const created = await this.creates.run({
        command: 'Subscriber.Create',
        params: { listid: String(r.listId), emailaddress: email, updateifexists: 'true', ...params },
        auth: { kind: 'user', userId: r.userId, via: 'service', permissions: '*' },
        requestId: 'identify',
        meta: { ip: r.ip ?? '' },
      });
      return { listFound: true, subscriberId: Number(created.SubscriberID), emailAddress: email, droppedKeys: dropped };
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      log.info({ listId: r.listId, code: error.failure.errors[0]?.code }, 'identify refused by the list; the event stays anonymous');
      return { listFound: true, droppedKeys: dropped };
    }
  }
}
