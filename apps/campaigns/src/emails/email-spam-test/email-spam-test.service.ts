import { Inject, Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { CommandError, type EmailSpamTestRequest, type EmailSpamTestReply } from '@mail/contracts';
import { type Caller } from '@mail/kit';
import { composeRaw, type MailMessage } from '@mail/mail';

import { CAMPAIGNS_CONFIG, type CampaignsConfig } from '../../campaigns.config';
import { idParam } from '../email-params';
import { EmailRepository } from '../email.repository';
import { emailSource, linkBaseUrl, previewMessage } from '../preview-message';
import { UserFieldsClient } from '../user-fields.client';
import { builtinSpamReport } from './builtin-spam-scorer';
import { spamdAddress, spamdReport, type SpamdReport } from './spamd.client';

const log = logger('campaigns.spam-test');
const SAMPLE_RECIPIENT = 'recipient@example.org';

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** Failures answer 3 with the message in ErrorMessage too (old clients read it instead of ErrorText). */
const processingError = (message: string) => new CommandError(3, message, { extra: { ErrorMessage: message } });

/**
 * Email.SpamTest: the email rendered as a preview would be (a sample recipient), scored by SpamAssassin's spamd at
 * SPAMD_URL, or, without SPAMD_URL, by the built-in rules (spam-rules.ts). Both answer the same TestResults; Details
 * lists the rules that fired, one `points NAME description` line each.
 */
@Injectable()
export class EmailSpamTestService {
  constructor(
    private readonly emails: EmailRepository,
    private readonly users: UserFieldsClient,
    @Inject(CAMPAIGNS_CONFIG) private readonly config: Pick<CampaignsConfig, 'spamdUrl' | 'mailFrom'>,
  ) {}

  async run(input: EmailSpamTestRequest, caller: Caller): Promise<EmailSpamTestReply> {
    const userId = caller.userId;
    const row = await this.emails.findOwned(userId, idParam(input.emailid));
    if (!row) throw new CommandError(2, 'Email not found.', { extra: { ErrorMessage: 'Email not found.' } });
    const source = emailSource(row);
    const baseUrl = linkBaseUrl(caller.request.baseUrl);
    const message = previewMessage(
      { ...source, fromEmail: source.fromEmail || this.config.mailFrom },
      SAMPLE_RECIPIENT,
      { userId, userFields: await this.users.fieldsOf(userId), listFields: [] },
      baseUrl,
    );
    const url = this.config.spamdUrl;
    const result = url ? await this.spamd(url, message) : builtinSpamReport({ ...message, ownOrigin: originOf(baseUrl) });
    return { TestResults: { SpamStatus: result.isSpam ? 'Yes' : 'No', Score: result.score, Threshold: result.threshold, Details: result.report } };
  }

  private async spamd(url: string, message: MailMessage): Promise<SpamdReport> {
    try {
      return await spamdReport(spamdAddress(url), await composeRaw(message));
    } catch (error) {
      log.warn({ err: error }, 'spam test failed');
      throw processingError('The spam test could not be completed: SpamAssassin (spamd) did not answer. Try again later.');
    }
  }
}
