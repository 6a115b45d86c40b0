import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import {
  type AudienceMember,
  type AutoresponderSendtestReply,
  type AutoresponderSendtestRequest,
  CommandError,
  isPositiveId,
  listOf,
  oneSubscriberPage,
  Queries,
} from '@mail/contracts';
import { type Caller } from '@mail/kit';
import { MAILER, type Mailer } from '@mail/mail';
import { isEmail } from '@mail/values';

import { CAMPAIGNS_CONFIG, type CampaignsConfig } from '../../campaigns.config';
import { EmailRepository } from '../../emails/email.repository';
import { ListFieldsClient } from '../../emails/list-fields.client';
import { emailSource, linkBaseUrl, previewMessage } from '../../emails/preview-message';
import { UserFieldsClient } from '../../emails/user-fields.client';
import { AutorespondersRepository } from '../autoresponders.repository';

const MAX_RECIPIENTS = 5;

/**
 * autoresponder.sendtest: the autoresponder's email, rendered by the campaigns compiler for one subscriber of its
 * list (the one named, else the list's first, else the list's field defaults), sent at once to up to five addresses
 * (not queued, not tracked, not logged as a delivery). A recipient the mailer refuses is listed in RecipientFailures;
 * all of them refused is 11, with the same body.
 */
@Injectable()
export class AutoresponderSendtestService {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CAMPAIGNS_CONFIG) private readonly config: CampaignsConfig,
    private readonly repository: AutorespondersRepository,
    private readonly emails: EmailRepository,
    private readonly lists: ListFieldsClient,
    private readonly users: UserFieldsClient,
  ) {}

  async run(input: AutoresponderSendtestRequest, caller: Caller): Promise<AutoresponderSendtestReply> {
    const userId = caller.userId;
    const autoresponder = await this.repository.find(userId, Number(input.autoresponderid));
    if (!autoresponder) throw new CommandError(3, 'Autoresponder not found');
    if (!autoresponder.email_id) throw new CommandError(4, 'The autoresponder has no email');
    const email = await this.emails.findOwned(userId, autoresponder.email_id);
    if (!email) throw new CommandError(5, 'Email not found');
    const list = await this.lists.fieldsOf(userId, autoresponder.list_id);
    if (!list?.found) throw new CommandError(6, 'List not found');
    const recipients = listOf(input.recipients);
    if (!recipients.length) throw new CommandError(9, 'The recipient list is empty');
    if (recipients.length > MAX_RECIPIENTS) throw new CommandError(10, `At most ${MAX_RECIPIENTS} recipients`);
    const invalid = recipients.find((address) => !isEmail(address));
    if (invalid) throw new CommandError(8, `Invalid recipient address: ${invalid}`);
    const member = await this.subscriber(userId, autoresponder.list_id, input.subscriberid);
    const listFields = list.fields.map((field) => ({ ...field, defaultValue: member?.fields?.[`CustomField${field.id}`] ?? field.defaultValue }));
    const audience = { userId, userFields: await this.users.fieldsOf(userId), listId: autoresponder.list_id, listFields };
    const source = emailSource(email);
    const failures: AutoresponderSendtestReply['RecipientFailures'] = [];
    for (const to of recipients) {
      const message = previewMessage({ ...source, fromEmail: source.fromEmail || this.config.mailFrom }, to, audience, linkBaseUrl(caller.request.baseUrl));
      await this.mailer.send(message).catch((error: Error) => failures.push({ Recipient: to, Error: error.message || 'refused' }));
    }
    const reply = { RecipientsAttempted: recipients.length, RecipientsAccepted: recipients.length - failures.length, RecipientFailures: failures };
    if (failures.length === recipients.length) throw new CommandError(11, 'Every recipient failed', { extra: reply });
    return reply;
  }

  /** the subscriber to personalise for: the one named (7 when not on the list), else the list's first */
  private async subscriber(userId: number, listId: number, subscriberId: unknown): Promise<AudienceMember | undefined> {
    if (isPositiveId(subscriberId)) {
      const page = await this.bus.query(Queries.AudiencePage, oneSubscriberPage(userId, listId, Number(subscriberId)), 10_000);
      if (!page.members[0]) throw new CommandError(7, 'The subscriber is not on the autoresponder’s list');
      return page.members[0];
    }
    const page = await this.bus.query(Queries.AudiencePage, { userId, recipientListsAndSegments: `${listId}:0`, limit: 1, withFields: true }, 10_000);
    return page.members[0];
  }
}
