import { randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { CommandError, type ListintegrationTesturlReply, type ListintegrationTesturlRequest } from '@mail/contracts';
import { nowText, paramText } from '@mail/values';

import { postIntegration } from '../integration-post';
import { ListIntegrationsRepository } from '../list-integrations.repository';

/**
 * listintegration.testurl: one signed POST of a `test` event (no subscriber) through the SSRF-guarded fetcher, once,
 * no retry. Signed with the key of the caller's integration of that URL when there is one (so the receiver can
 * check it), else with a throw-away key. 2 (extension): the call failed, ErrorText says how.
 */
@Injectable()
export class ListintegrationTesturlService {
  constructor(private readonly integrations: ListIntegrationsRepository) {}

  async run(userId: number, p: ListintegrationTesturlRequest): Promise<ListintegrationTesturlReply> {
    const url = paramText(p.url);
    const key = (await this.integrations.keyForUrl(userId, url)) ?? randomBytes(24).toString('hex');
    const body = {
      Event: 'test' as const,
      WebServiceIntegrationID: 0,
      ListID: 0,
      SubscriberID: 0,
      EmailAddress: 'test@example.com',
      SubscriptionStatus: 'Subscribed',
      Source: 'Test',
      OccurredAt: nowText(),
    };
    const result = await postIntegration(url, key, body, 1);
    if (result.error) throw new CommandError(2, `The URL could not be called: ${result.error}`);
    return { StatusCode: result.statusCode ?? 0 };
  }
}
