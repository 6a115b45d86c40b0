import { Injectable } from '@nestjs/common';

import { CommandError, type SubscribersImportPrepareReply, type SubscribersImportPrepareRequest, type ThirdPartyList } from '@mail/contracts';
import { paramMap, paramText } from '@mail/values';

import { ThirdPartyError, ThirdPartySourcesClient } from './third-party-sources.client';

/** a nested parameter by its name in any case */
function child(value: unknown, name: string): unknown {
  const map = paramMap(value);
  const key = map && Object.keys(map).find((k) => k.toLowerCase() === name.toLowerCase());
  return map && key !== undefined ? map[key] : undefined;
}

/**
 * subscribers.import.prepare: checks the one source's credentials in the vendor's code order, then reads the account.
 * The server and account name become host names, so only their plain forms are accepted (no other host reachable).
 */
@Injectable()
export class SubscribersImportPrepareService {
  constructor(private readonly sources: ThirdPartySourcesClient) {}

  async run(input: SubscribersImportPrepareRequest): Promise<SubscribersImportPrepareReply> {
    const from = paramMap(input.importfrom);
    if (!from || !Object.keys(from).length) throw new CommandError(1, 'ImportFrom source must be provided');
    try {
      return { Lists: await this.read(from) };
    } catch (error) {
      if (error instanceof ThirdPartyError) throw new CommandError(error.code, error.message);
      throw error;
    }
  }

  private read(from: Record<string, unknown>): Promise<ThirdPartyList[]> {
    const mailchimp = child(from, 'Mailchimp');
    const activeCampaign = child(from, 'ActiveCampaign');
    const drip = child(from, 'Drip');
    if (activeCampaign !== undefined) {
      const key = paramText(child(activeCampaign, 'APIKey'));
      if (!key) throw new CommandError(3, 'ActiveCampaign API key is missing');
      const account = paramText(child(activeCampaign, 'AccountName'));
      if (!/^[a-z0-9][a-z0-9-]{0,62}$/i.test(account)) throw new CommandError(4, 'ActiveCampaign account name is missing');
      return this.sources.activeCampaign(key, account);
    }
    if (mailchimp !== undefined) {
      const key = paramText(child(mailchimp, 'APIKey'));
      if (!key) throw new CommandError(7, 'Mailchimp API key is missing');
      const server = paramText(child(mailchimp, 'Server'));
      if (!/^[a-z]{2,4}\d{1,3}$/i.test(server)) throw new CommandError(8, 'Mailchimp server is missing');
      return this.sources.mailchimp(key, server.toLowerCase());
    }
    if (drip !== undefined) {
      const key = paramText(child(drip, 'APIKey'));
      if (!key) throw new CommandError(7, 'Drip API key is missing');
      return this.sources.drip(key);
    }
    throw new CommandError(2, 'Invalid ImportFrom source');
  }
}
