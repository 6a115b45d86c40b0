import { Injectable } from '@nestjs/common';

import type { ThirdPartyList } from '@mail/contracts';
import { outboundRequest } from '@mail/outbound-http';

import { requestFetchTimeoutMs } from '../request-fetch-timeout';

/** a third-party call that failed, with the command's code for the step that failed */
export class ThirdPartyError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- third-party JSON

const MAX_LISTS = 100;

/**
 * Reads what a Mailchimp, ActiveCampaign or Drip account offers for an import, through the outbound HTTP client
 * (public addresses only, bounded size and time). Each failed step throws the command's code for it.
 */
@Injectable()
export class ThirdPartySourcesClient {
  async mailchimp(apiKey: string, server: string): Promise<ThirdPartyList[]> {
    const base = `https://${server}.api.mailchimp.com/3.0`;
    const headers = { authorization: `Basic ${Buffer.from(`anystring:${apiKey}`).toString('base64')}` };
    const get = (path: string, code: number) => getJson(`${base}${path}`, headers, code, 'Mailchimp');
    const { lists = [] } = await get(`/lists?count=${MAX_LISTS}`, 11);
    const out: ThirdPartyList[] = [];
    for (const l of lists as Json[]) {
      const id = encodeURIComponent(String(l.id));
      const { merge_fields = [] } = await get(`/lists/${id}/merge-fields?count=1000`, 12);
      const { segments = [] } = await get(`/lists/${id}/segments?type=static&count=1000`, 13);
      const { categories = [] } = await get(`/lists/${id}/interest-categories?count=1000`, 14);
      const groups = [];
      for (const c of categories as Json[]) {
        const { interests = [] } = await get(`/lists/${id}/interest-categories/${encodeURIComponent(String(c.id))}/interests?count=1000`, 15);
        groups.push({
          ID: String(c.id),
          Name: String(c.title ?? ''),
          Interests: (interests as Json[]).map((i) => ({ ID: String(i.id), Name: String(i.name ?? '') })),
        });
      }
      out.push({
        ID: String(l.id),
        Name: String(l.name ?? ''),
        ActiveSubscribersCount: Number(l.stats?.member_count ?? 0),
        SubscribersCount: Number(l.stats?.member_count ?? 0) + Number(l.stats?.unsubscribe_count ?? 0) + Number(l.stats?.cleaned_count ?? 0),
        MergeFields: (merge_fields as Json[]).map((f) => ({ ID: String(f.tag), Name: String(f.name ?? ''), Type: String(f.type ?? '') })),
        Tags: (segments as Json[]).map((s) => ({ ID: Number(s.id), Name: String(s.name ?? '') })),
        Groups: groups,
      });
    }
    return out;
  }

  async activeCampaign(apiKey: string, account: string): Promise<ThirdPartyList[]> {
    const { lists = [] } = await getJson(`https://${account}.api-us1.com/api/3/lists?limit=${MAX_LISTS}`, { 'api-token': apiKey }, 5, 'ActiveCampaign');
    return (lists as Json[]).map((l) => ({
      ID: String(l.id),
      Name: String(l.name ?? ''),
      ActiveSubscribersCount: Number(l.subscriber_count ?? 0),
      SubscribersCount: Number(l.subscriber_count ?? 0),
      MergeFields: [],
      Tags: [],
      Groups: [],
    }));
  }

  async drip(apiKey: string): Promise<ThirdPartyList[]> {
    const headers = { authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}` };
    const { accounts = [] } = await getJson('https://api.getdrip.com/v2/accounts', headers, 9, 'Drip');
    return (accounts as Json[]).map((a) => ({
      ID: String(a.id),
      Name: String(a.name ?? ''),
      ActiveSubscribersCount: 0,
      SubscribersCount: 0,
      MergeFields: [],
      Tags: [],
      Groups: [],
    }));
  }
}

async function getJson(url: string, headers: Record<string, string>, code: number, service: string): Promise<Json> {
  try {
    const res = await outboundRequest(url, {
      headers: { accept: 'application/json', ...headers },
      timeoutMs: requestFetchTimeoutMs(),
      maxBytes: 5 * 1024 * 1024,
      maxRedirects: 0,
    });
    if (res.status < 200 || res.status >= 300) throw new ThirdPartyError(code, `${service} answered HTTP ${res.status}`);
    const body = JSON.parse(res.body.toString('utf8')) as unknown;
    if (!body || typeof body !== 'object') throw new ThirdPartyError(code, `${service} answered no JSON object`);
    return body;
  } catch (error) {
    if (error instanceof ThirdPartyError) throw error;
    throw new ThirdPartyError(code, `${service} could not be reached`);
  }
}
