import { Controller, Inject } from '@nestjs/common';

import { BUS, type Bus, HandlesQuery } from '@mail/bus';
import { logger, publicBaseUrl } from '@mail/config';
import { Events, type JourneyEmailSendReply, type JourneyEmailSendRequest, oneSubscriberPage, Queries } from '@mail/contracts';
import { ServiceDb, ServiceOutbox } from '@mail/kit';
import { MAILER, type Mailer } from '@mail/mail';

import { EmailRepository } from '../emails/email.repository';
import { UserFieldsClient } from '../emails/user-fields.client';
import { BounceAddresses } from '../bounces/bounce-address';
import { CAMPAIGNS_CONFIG, type CampaignsConfig } from '../campaigns.config';
import { DELIVERY_CONFIG, type DeliveryConfig } from '../delivery/delivery.config';
import { recipientUrls } from '../delivery/recipient-urls';
import { type LimitedReservation, SendRateLimiter } from '../delivery/send-rate-limiter';
import { trackableUrls } from '../rendering/tracked-links';
import { JOURNEY_MAIL, TrackingTokens } from '../engagement/tracking-token';
import { journeyMessage } from './journey-message';
import { JourneyMailRepository } from './journey-mail.repository';
import { type SenderDomainKey, SenderDomainKeys } from './sender-domain-keys';

const log = logger('campaigns.journey-mail');

/**
 * journeys' SendEmail: the user's email for one Subscribed, unsuppressed subscriber (lists' audience page answers
 * their values, as for a campaign), sent through the mailer once per idempotency key and tracked like a campaign's
 * message (its journey_mail row is the tracking recipient, campaign 0 and run 0: opens, clicks, web views and the
 * bounces that come back to its VERP return path name the journey and the action). The delivery is published (EmailDelivered with journeyId/actionId) for the subscriber's activity.
 * The action's SenderDomainID (a gateway sender domain) signs it; a domain deleted since is logged and the message
 * goes out with the default signing.
 * The user's rules apply per message as for a campaign: the whitelist (the profile's addresses are never suppressed)
 * and the send limits (a message over MaxSendPerMinute/Hour/Day or the default sender domain's monthly limit is held
 * back: nothing is sent or recorded, the key is released and the caller is told when to ask again).
 */
@Controller()
export class JourneyMailHandler {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly emails: EmailRepository,
    private readonly users: UserFieldsClient,
    private readonly sends: JourneyMailRepository,
    private readonly tokens: TrackingTokens,
    private readonly verp: BounceAddresses,
    @Inject(DELIVERY_CONFIG) private readonly config: DeliveryConfig,
    @Inject(CAMPAIGNS_CONFIG) private readonly settings: CampaignsConfig,
    private readonly db: ServiceDb,
    private readonly outbox: ServiceOutbox,
    private readonly senderDomains: SenderDomainKeys,
    private readonly limiter: SendRateLimiter,
  ) {}

  @HandlesQuery(Queries.JourneyEmailSend)
  async send(r: JourneyEmailSendRequest): Promise<JourneyEmailSendReply> {
    const email = await this.emails.findOwned(r.userId, r.emailId);
    if (!email) return { sent: false, reason: 'email-not-found' };
    const senderDomain = await this.senderDomainOf(r);
    const mailId = await this.sends.claim(r);
    if (mailId === undefined) return { sent: false, duplicate: true };
    let reservation: LimitedReservation | undefined;
    try {
      const profile = await this.users.profileOf(r.userId);
      const page = await this.bus.query(Queries.AudiencePage, oneSubscriberPage(r.userId, r.listId, r.subscriberId, profile.whiteListedEmailAddresses), 10_000);
      const member = page.members[0];
      if (!member) {
        await this.sends.release(r.idempotencyKey);
        return { sent: false, reason: 'not-deliverable' };
      }
      const recipient = {
        id: mailId,
        subscriberId: member.subscriberId,
        listId: member.listId,
        emailAddress: member.emailAddress,
        fields: member.fields ?? {},
      };
      const personalisation = { userFields: profile.fields, mergeTagAliases: page.mergeTagAliases ?? {} };
      const baseUrl = publicBaseUrl();
      const links = await this.sends.linkIds(Number(email.id), trackableUrls(email.html_content, email.plain_content));
      // campaign 0, run 0: the journey_mail row is the recipient of the tracking URLs and of the VERP return path
      const urls = recipientUrls(this.tokens, this.verp, { baseUrl, bounceDomain: this.config.bounceDomain }, JOURNEY_MAIL.campaignId, JOURNEY_MAIL.run);
      const message = journeyMessage(email, r, recipient, personalisation, { urls, links, baseUrl }, this.settings.mailFrom, senderDomain);
      const granted = await this.limiter.reserve(r.userId, 1, domainOf(message.from.address));
      if (granted.granted === 0) {
        await this.sends.release(r.idempotencyKey);
        return { sent: false, reason: 'send-limit', retryAfterMs: granted.waitMs };
      }
      reservation = granted;
      const messageId = await this.mailer.send(message);
      reservation = undefined;
      const onDefaultSenderDomain = granted.onDefaultSenderDomain;
      await this.db.tx(async (m) => {
        await this.sends.sent(r.idempotencyKey, { messageId, emailAddress: member.emailAddress, fields: recipient.fields }, m);
        await this.outbox.add(m, Events.EmailDelivered, {
          userId: r.userId,
          listId: member.listId,
          subscriberId: member.subscriberId,
          emailAddress: member.emailAddress,
          emailId: r.emailId,
          ...(r.journeyId ? { journeyId: r.journeyId } : {}),
          ...(r.actionId ? { actionId: r.actionId } : {}),
          ...(r.autoResponderId ? { autoResponderId: r.autoResponderId, kind: 'autoresponder' as const } : {}),
          occurredAt: new Date().toISOString(),
        });
        // as a campaign's batch does: a message from the group's default sender domain counts toward its monthly quota
        if (onDefaultSenderDomain) await this.outbox.add(m, Events.UsageReported, { userId: r.userId, metric: 'default_sender_domain_sent', count: 1 });
      });
      this.outbox.kick();
      return { sent: true, messageId };
    } catch (error) {
      if (reservation) await this.limiter.release(reservation, 1);
      await this.sends.release(r.idempotencyKey);
      throw error;
    }
  }

  private async senderDomainOf(r: JourneyEmailSendRequest): Promise<SenderDomainKey | undefined> {
    if (!r.senderDomainId) return undefined;
    const domain = await this.senderDomains.of(r.userId, r.senderDomainId);
    if (!domain)
      log.warn(
        { userId: r.userId, senderDomainId: r.senderDomainId, journeyId: r.journeyId, actionId: r.actionId },
        'sender domain of the journey email is gone: sent with the default signing',
      );
    return domain;
  }
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();
