/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON */
import { Client } from 'pg';

import type { ApiClient } from '@mail/testing';

import { validEmail } from '../../e2e/campaigns/emails-helpers';
import { waitFor } from './os-process';

/** Calls a user-scope command and throws unless it succeeded. */
async function ok(api: ApiClient, apiKey: string, command: string, params: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const res = await api.legacy(command, { APIKey: apiKey, ...params });
  if (res.body?.Success !== true) throw new Error(`${command} failed: ${res.status} ${res.text.slice(0, 300)}`);
  return res.body as Record<string, any>;
}

/**
 * A campaign to `addresses`, made Ready and due through the public API the way a user does it: a list filled by
 * Subscribers.Import, a valid Campaign-scope email, Campaign.Update (Immediate) and Campaign.Approve.
 */
export async function approvedCampaign(api: ApiClient, apiKey: string, addresses: string[]): Promise<{ campaignId: number; listId: number }> {
  const listId = Number((await ok(api, apiKey, 'List.Create', { SubscriberListName: `send ${Date.now()}` })).ListID);
  const { ImportID } = await ok(api, apiKey, 'Subscribers.Import', { ListID: listId, CSV: `Email\n${addresses.join('\n')}\n` });
  let imported: Record<string, any> = {};
  const done = await waitFor(
    async () => ['Completed', 'Failed'].includes((imported = (await ok(api, apiKey, 'Subscribers.Import.Status', { ImportID })).Import).Status),
    30_000,
    200,
  );
  if (done === undefined || imported.TotalImported !== addresses.length) throw new Error(`Subscribers.Import: ${JSON.stringify(imported)}`);
  const { EmailID } = await ok(api, apiKey, 'Email.Create');
  await ok(api, apiKey, 'Email.Update', { EmailID, ...validEmail() });
  const campaignId = Number((await ok(api, apiKey, 'Campaign.Create', { CampaignName: `send ${Date.now()}` })).CampaignID);
  await ok(api, apiKey, 'Campaign.Update', {
    CampaignID: campaignId,
    RelEmailID: EmailID,
    RecipientListsAndSegments: `${listId}:0`,
    ScheduleType: 'Immediate',
  });
  await ok(api, apiKey, 'Campaign.Approve', { CampaignID: campaignId });
  return { campaignId, listId };
}

export async function campaignOf(api: ApiClient, apiKey: string, campaignId: number): Promise<Record<string, any>> {
  return (await ok(api, apiKey, 'Campaign.Get', { CampaignID: campaignId })).Campaign as Record<string, any>;
}

export interface RecipientLedger {
  /** recipient rows of the campaign by delivery state (sent, failed, unknown, queued, sending, cancelled) */
  addressesByState: Record<string, string[]>;
  /** the campaign's own counter of unknown outcomes (Campaign.Get does not show it) */
  totalUnknown: number;
}

/** What the campaigns schema recorded for each recipient of the campaign (every run). */
export async function recipientLedger(databaseUrl: string, campaignId: number): Promise<RecipientLedger> {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ state: string; email_address: string }>(
      `SELECT "state", "email_address" FROM "campaigns"."recipient" WHERE "campaign_id" = $1 ORDER BY "id"`,
      [campaignId],
    );
    const [campaign] = (await client.query<{ total_unknown: number }>(`SELECT "total_unknown" FROM "campaigns"."campaign" WHERE "id" = $1`, [campaignId])).rows;
    const addressesByState: Record<string, string[]> = {};
    for (const row of rows) (addressesByState[row.state] ??= []).push(row.email_address.toLowerCase());
    return { addressesByState, totalUnknown: Number(campaign?.total_unknown ?? 0) };
  } finally {
    await client.end().catch(() => undefined);
  }
}
