import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type SubscriberUpdateReply, type SubscriberUpdateRequest } from '@mail/contracts';
import { isEmail, isGiven, isIp, normalizeDateTime, paramBool, paramId, paramText } from '@mail/values';

import { SubscriberScope } from '../../subscriber-sessions/subscriber-scope';
import { FieldChecker } from '../field-checker';
import { readFieldInput } from '../subscriber-fields';
import { SubscriberRepository } from '../subscriber.repository';
import { parseBounceType, parseStatus } from '../subscriber.status';
import { SubscriberUpdater } from '../subscriber.updater';

/**
 * Subscriber.Update (reference notes §1.3): 1 SubscriberID (the request DTO), 2 SubscriberListID, 3 EmailAddress given empty,
 * 4 invalid email, 5 list not the caller's, 6 subscriber not in the list, 7 address taken, 8 required field
 * empty, 9 unique field taken, 10 invalid field value, 11 unknown field ids (ErrorCustomFieldIDs);
 * extensions: 12 invalid SubscriptionStatus, 13 invalid BounceType, 14 invalid UnsubscriptionDate/IP. A subscriber
 * session updates only its own subscriber (SubscriberScope: 99998 for another subscriber or list).
 */
@Injectable()
export class SubscriberUpdateService {
  constructor(
    private readonly subscribers: SubscriberRepository,
    private readonly checker: FieldChecker,
    private readonly updater: SubscriberUpdater,
    private readonly scope: SubscriberScope,
  ) {}

  async run(p: SubscriberUpdateRequest, caller: Caller): Promise<SubscriberUpdateReply> {
    if (!paramText(p.subscriberlistid) && !paramText(p.listid)) throw new CommandError(2, 'Missing SubscriberListID');
    const email = isGiven(p.emailaddress) ? paramText(p.emailaddress) : undefined;
    if (email === '') throw new CommandError(3, 'Missing EmailAddress');
    if (email !== undefined && !isEmail(email)) throw new CommandError(4, 'Invalid EmailAddress');
    const listId = paramId(p.subscriberlistid) ?? paramId(p.listid);
    const userId = await this.scope.userFor(caller, { listId, subscriberId: paramId(p.subscriberid) ?? 0 });
    const found = listId ? await this.subscribers.forUpdate(userId, listId, paramId(p.subscriberid) ?? 0) : undefined;
    if (!listId || !found) throw new CommandError(5, 'Invalid subscriber list');
    const { subscriber: current, fields } = found;
    if (!current) throw new CommandError(6, 'Subscriber not found');
    if (email && email.toLowerCase() !== current.email.toLowerCase()) {
      const other = await this.subscribers.byEmail(listId, email);
      if (other && other.id !== current.id) throw new CommandError(7, 'Duplicate EmailAddress');
    }
    const status = paramText(p.subscriptionstatus) || paramText(p.status);
    const parsedStatus = status ? parseStatus(status) : undefined;
    if (status && !parsedStatus) throw new CommandError(12, 'Invalid SubscriptionStatus');
    const bounce = paramText(p.bouncetype);
    const parsedBounce = bounce ? parseBounceType(bounce) : undefined;
    if (bounce && !parsedBounce) throw new CommandError(13, 'Invalid BounceType');
    const unsubDate = paramText(p.unsubscriptiondate);
    if (unsubDate && !normalizeDateTime(unsubDate)) throw new CommandError(14, 'Invalid UnsubscriptionDate');
    const unsubIp = paramText(p.unsubscriptionip);
    if (unsubIp && !isIp(unsubIp)) throw new CommandError(14, 'Invalid UnsubscriptionIP');
    const given = readFieldInput(p, ['fields', 'customfields'], false);
    if (given.badKeys.length) throw new CommandError(11, 'Invalid custom field ids', { extra: { ErrorCustomFieldIDs: given.badKeys } });
    const enforce = paramBool(p.enforcerequiredfields, false);
    const problem = await this.checker.check(fields, given.values, {
      enforceRequired: enforce,
      enforceValidation: true,
      enforceUnique: true,
      listId,
      userId,
      subscriberId: Number(current.id),
      isNew: false,
    });
    if (problem?.kind === 'unknown') throw new CommandError(11, 'Invalid custom field ids', { extra: { ErrorCustomFieldIDs: problem.ids } });
    if (problem) {
      const code = { required: 8, unique: 9, invalid: 10 }[problem.kind];
      throw new CommandError(code, `Custom field ${problem.field.name} ${problem.reason}`, {
        extra: {
          ErrorCustomFieldIDs: [Number(problem.field.id)],
          ErrorCustomFieldTitles: [problem.field.name],
          ErrorCustomFieldDescriptions: [problem.reason],
        },
      });
    }
    await this.updater.apply({
      userId,
      listId,
      current,
      status: parsedStatus,
      email,
      values: given.values,
      ip: unsubIp || null,
      emitEvents: paramBool(p.triggerevents, true),
      extra: { bounceType: parsedBounce, unsubscriptionDate: unsubDate ? normalizeDateTime(unsubDate) : undefined },
    });
    return {};
  }
}
