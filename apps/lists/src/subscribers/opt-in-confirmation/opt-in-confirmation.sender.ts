import { Inject, Injectable } from '@nestjs/common';

import { env, logger, publicBaseUrl } from '@mail/config';
import { MAILER, type MailAddress, type Mailer } from '@mail/mail';
import type { Queryable } from '@mail/kit';
import { isEmail } from '@mail/values';

import { listSetting } from '../../lists/list.presenter';
import type { ListRow } from '../../lists/list.row';
import { ListRepository } from '../../lists/list.repository';
import { SubscriberRepository } from '../subscriber.repository';
import { optInConfirmationEmail } from './opt-in-confirmation.email';
import { optInLinks } from './opt-in-links';

const log = logger('lists.optin-mail');

/** What a subscribed event must carry for a confirmation email; anything else is not one. */
export interface OptInMailRequest {
  eventId: string;
  listId: number;
  subscriberId: number;
  confirmationCode: string;
}

export function readOptInMailRequest(eventId: string, payload: Record<string, unknown>): OptInMailRequest | undefined {
  const { listId, subscriberId, confirmationCode, status } = payload;
  if (status !== 'Opt-In Pending' || typeof confirmationCode !== 'string' || !confirmationCode) return undefined;
  if (!Number.isSafeInteger(Number(listId)) || !Number.isSafeInteger(Number(subscriberId))) return undefined;
  return { eventId, listId: Number(listId), subscriberId: Number(subscriberId), confirmationCode };
}

/**
 * Sends the opt-in confirmation email of one pending subscription (the list's built-in default). It re-reads
 * the list and the subscriber first: a subscription already confirmed, rejected or re-issued gets no mail.
 * Throws when the mail is not accepted, so the caller retries (today the event consumer, later a job).
 */
@Injectable()
export class OptInConfirmationSender {
  constructor(
    private readonly lists: ListRepository,
    private readonly subscribers: SubscriberRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  /** `q`: the caller's transaction when it holds one (reading through the pool meanwhile could wait on itself) */
  async send(request: OptInMailRequest, q?: Queryable): Promise<'sent' | 'not needed'> {
    const list = await this.lists.findAny(request.listId, q);
    if (!list || list.opt_in_mode !== 'Double') return 'not needed';
    const subscriber = await this.subscribers.byId(request.listId, request.subscriberId, q);
    if (subscriber?.status !== 'Opt-In Pending' || subscriber.confirmation_code !== request.confirmationCode) return 'not needed';
    // never the subscribing request's Host header: a client could point the links at a host of its choosing
    const links = optInLinks(publicBaseUrl(), request.listId, request.subscriberId, request.confirmationCode);
    const from = senderOf(list);
    const email = optInConfirmationEmail({ listName: list.name, sender: from, confirmUrl: links.confirm, rejectUrl: links.reject });
    const messageId = await this.mailer.send({
      from,
      to: { address: subscriber.email },
      ...email,
      messageId: `<optin.${request.eventId}@${from.address.split('@')[1] ?? 'localhost'}>`,
    });
    log.info({ listId: request.listId, subscriberId: request.subscriberId, messageId }, 'opt-in confirmation sent');
    return 'sent';
  }
}

function senderOf(list: ListRow): MailAddress {
  const text = (key: string) => {
    const value = listSetting(list, key);
    return typeof value === 'string' ? value.trim() : '';
  };
  const [address, name] = [text('SenderEmailAddress'), text('SenderName') || undefined];
  return isEmail(address) ? { name, address } : { name, address: env('MAIL_FROM')! };
}
