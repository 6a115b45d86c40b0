import { Inject, Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { CommandError, type EmailSpamTestRequest, type EmailSpamTestReply } from '@mail/contracts';
import { type Caller } from '@mail/kit';
import { composeRaw } from '@mail/mail';

import { CAMPAIGNS_CONFIG, type CampaignsConfig } from '../../campaigns.config';
import { idParam } from '../email-params';
import { EmailRepository } from '../email.repository';
import { emailSource, linkBaseUrl, previewMessage } from '../preview-message';
import { UserFieldsClient } from '../user-fields.client';
import { spamdAddress, spamdReport } from './spamd.client';

const log = logger('campaigns.spam-test');
const SAMPLE_RECIPIENT = 'recipient@example.org';

/** Failures answer 3 with the message in ErrorMessage too (old clients read it instead of ErrorText). */
const processingError = (message: string) => new CommandError(3, message, { extra: { ErrorMessage: message } });

/**
 * Email.SpamTest: the email rendered as a preview would be (a sample recipient), scored by SpamAssassin's spamd at
 * SPAMD_URL. Without SPAMD_URL the answer is 3 saying how to enable it; a score is only ever spamd's.
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
    const url = this.config.spamdUrl;
    if (!url) throw processingError('Spam testing is not configured: set SPAMD_URL to a SpamAssassin spamd (for example tcp://127.0.0.1:783) to enable it.');
    const source = emailSource(row);
    const message = previewMessage(
      { ...source, fromEmail: source.fromEmail || this.config.mailFrom },
      SAMPLE_RECIPIENT,
      { userId, userFields: await this.users.fieldsOf(userId), listFields: [] },
      linkBaseUrl(caller.request.baseUrl),
    );
    try {
      const result = await spamdReport(spamdAddress(url), await composeRaw(message));
      return { TestResults: { SpamStatus: result.isSpam ? 'Yes' : 'No', Score: result.score, Threshold: result.threshold, Details: result.report } };
    } catch (error) {
      log.warn({ err: error }, 'spam test failed');
      throw processingError('The spam test could not be completed: SpamAssassin (spamd) did not answer. Try again later.');
    }
  }
}
