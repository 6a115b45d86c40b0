import { Controller, Inject } from '@nestjs/common';

import { BUS, type Bus, HandlesQuery } from '@mail/bus';
import { env } from '@mail/config';
import { type JourneyEmailSendReply, type JourneyEmailSendRequest, Queries } from '@mail/contracts';
import { MAILER, type Mailer } from '@mail/mail';

import { EmailRepository } from '../emails/email.repository';
import { linkBaseUrl } from '../emails/preview-message';
import { UserFieldsClient } from '../emails/user-fields.client';
import { journeyMessage } from './journey-message';
import { JourneyMailRepository } from './journey-mail.repository';

/**
 * journeys' SendEmail: the user's email for one Subscribed, unsuppressed subscriber (lists' audience page answers
 * their values, as for a campaign), sent through the mailer once per idempotency key.
 */
@Controller()
export class JourneyMailHandler {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly emails: EmailRepository,
    private readonly users: UserFieldsClient,
    private readonly sends: JourneyMailRepository,
  ) {}

  @HandlesQuery(Queries.JourneyEmailSend)
  async send(r: JourneyEmailSendRequest): Promise<JourneyEmailSendReply> {
    const email = await this.emails.findOwned(r.userId, r.emailId);
    if (!email) return { sent: false, reason: 'email-not-found' };
    if (!(await this.sends.claim(r))) return { sent: false, duplicate: true };
    try {
      const rules = [[{ type: 'fields', field_id: 'SubscriberID', operator: 'is', value: r.subscriberId }]];
      const page = await this.bus.query(
        Queries.AudiencePage,
        { userId: r.userId, rulesJsonBundle: { operator: 'or', criteria: [{ list_id: r.listId, operator: 'and', rules }] }, limit: 1, withFields: true },
        10_000,
      );
      const member = page.members[0];
      if (!member) return { sent: false, reason: 'not-deliverable' };
      const recipient = { id: 0, subscriberId: member.subscriberId, listId: member.listId, emailAddress: member.emailAddress, fields: member.fields ?? {} };
      const personalisation = { userFields: await this.users.fieldsOf(r.userId), mergeTagAliases: page.mergeTagAliases ?? {} };
      const message = journeyMessage(email, r, recipient, personalisation, linkBaseUrl(undefined), env('MAIL_FROM')!);
      const messageId = await this.mailer.send(message);
      await this.sends.sent(r.idempotencyKey, messageId);
      return { sent: true, messageId };
    } catch (error) {
      await this.sends.release(r.idempotencyKey);
      throw error;
    }
  }
}
