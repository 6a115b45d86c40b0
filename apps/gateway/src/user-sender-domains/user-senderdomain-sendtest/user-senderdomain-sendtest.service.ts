import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { CommandError, isPresent, type UserSenderdomainSendtestReply, type UserSenderdomainSendtestRequest } from '@mail/contracts';
import { dkimPrivateKey, escapeHtml, MAILER, type Mailer } from '@mail/mail';
import { isEmail } from '@mail/values';

import { positiveId } from '../../common/positive-id';
import { DomainSecrets } from '../../domains/domain-secrets';
import { DEFAULT_SUBDOMAIN, DEFAULT_TRACK_PREFIX, userDomainOptions } from '../user-sender-domain.view';
import { UserSenderDomainsRepository } from '../user-sender-domains.repository';

const log = logger('gateway.user-senderdomain-sendtest');

/**
 * user.senderdomain.sendtest: one real message from `test@<domain>`, DKIM-signed with the domain's key, through the
 * gateway's mailer, naming the from-address, return-path and tracking subdomains. 2 not the caller's, 3 `to`
 * missing, 8 not an address, 11 the mail server refused it.
 */
@Injectable()
export class UserSenderdomainSendtestService {
  constructor(
    private readonly repository: UserSenderDomainsRepository,
    private readonly secrets: DomainSecrets,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  async run(userId: number, input: UserSenderdomainSendtestRequest): Promise<UserSenderdomainSendtestReply> {
    const row = await this.repository.find(userId, positiveId(input.domainid)!);
    if (!row) throw new CommandError(2, 'Sender domain not found');
    if (!isPresent(input.to) || String(input.to).trim() === '') throw new CommandError(3, 'Missing to parameter');
    const to = String(input.to).trim();
    if (!isEmail(to)) throw new CommandError(8, 'The recipient address is not valid');
    const given = isPresent(input.subject) ? String(input.subject).trim() : '';
    const subject = (given || `Sender domain test from ${row.name}`).slice(0, 998);
    const o = userDomainOptions(row);
    const sub = o.CustomSubdomain || DEFAULT_SUBDOMAIN;
    const lines = [
      `From address: test@${row.name}`,
      `Return-path subdomain: ${sub}.${row.name}`,
      `Tracking subdomain: ${o.TrackPrefixDisabled ? '(none: tracking uses the default domain)' : `${o.CustomTrackPrefix || DEFAULT_TRACK_PREFIX}-${sub}.${row.name}`}`,
    ];
    const messageId = `<${randomUUID()}@${row.name}>`;
    try {
      await this.mailer.send({
        from: { address: `test@${row.name}` },
        to: { address: to },
        subject,
        text: `This is a test message from the sender domain ${row.name}.\n\n${lines.join('\n')}\n`,
        html: `<p>This is a test message from the sender domain <b>${escapeHtml(row.name)}</b>.</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
        messageId,
        dkim: { domainName: row.name, keySelector: row.dkim_selector, privateKey: dkimPrivateKey(this.secrets.dkim.open(row.dkim_private_key)) },
      });
    } catch (error) {
      log.warn({ err: error, domainId: row.id }, 'test message refused');
      throw new CommandError(11, 'The test message was rejected downstream');
    }
    return { Success: true, DomainID: row.id, SenderDomain: row.name, To: to, Subject: subject, MessageID: messageId };
  }
}
