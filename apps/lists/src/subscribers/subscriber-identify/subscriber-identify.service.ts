import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { CommandError, SubscriberCreateRequest, type SubscriberIdentifyReply, type SubscriberIdentifyRequest } from '@mail/contracts';
import { Caller } from '@mail/kit';

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
 * IdentifyProperties applied; without, only found. An address already on the list with nothing to write is answered
 * as it is (whatever its status). A refusal (a field value the list rejects, the quota, an unsubscribed contact's
 * properties) leaves the event with the subscriber found, or anonymous, rather than failing it.
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
    // an address already on the list is the event's subscriber as it is: nothing to write leaves it untouched (an
    // unsubscribed contact's page view or conversion must not resubscribe them, nor lose its subscriber)
    const found = await this.identifiers.byEmail(r.listId, email);
    const subscriber = found ? { subscriberId: Number(found.id), emailAddress: found.email } : {};
    if (found && !Object.keys(params).length) return { listFound: true, ...subscriber, droppedKeys: dropped };
    if (!found && !r.create) return { listFound: true, droppedKeys: dropped };
    try {
      const created = await this.creates.run(
        Object.assign(new SubscriberCreateRequest(), { listid: String(r.listId), emailaddress: email, updateifexists: 'true', ...params }),
        Caller.of({ auth: { kind: 'user', userId: r.userId, via: 'service', permissions: '*' }, requestId: 'identify', meta: { ip: r.ip ?? '' } }),
      );
      return { listFound: true, subscriberId: Number(created.SubscriberID), emailAddress: email, droppedKeys: dropped };
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      log.info({ listId: r.listId, code: error.failure.errors[0]?.code }, 'identify refused by the list: its properties are not applied');
      return { listFound: true, ...subscriber, droppedKeys: dropped };
    }
  }
}
