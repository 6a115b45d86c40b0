/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { apiUser, type ApiUser, e2eEnv, e2eSql, type SeededUser, seedUser, succeeded, unique } from '@mail/testing';

export { codes, FORMATS, keyed, succeeded, type Format } from '../lists/lists-helpers';

export interface CampaignsUser extends ApiUser {
  user: SeededUser;
  campaign(name?: string, extra?: Record<string, unknown>): Promise<number>;
  get(campaignId: number, extra?: Record<string, unknown>): Promise<Record<string, any>>;
  email(): Promise<number>;
  list(): Promise<number>;
}

export async function campaignsUser(overrides: Record<string, unknown> = {}): Promise<CampaignsUser> {
  const { api, adminApiKey } = e2eEnv();
  const user = await seedUser(api, adminApiKey, overrides);
  const { call, ok } = apiUser(api, user.apiKey);
  return {
    user,
    call,
    ok,
    campaign: async (name = unique('campaign'), extra = {}) => Number((await ok('Campaign.Create', { CampaignName: name, ...extra })).CampaignID),
    get: async (campaignId, extra = {}) => (await ok('Campaign.Get', { CampaignID: campaignId, ...extra })).Campaign,
    email: () => emailOf(call, user.userId),
    list: async () => Number((await ok('List.Create', { SubscriberListName: unique('list') })).ListID),
  };
}

/** An email of the user: through Email.Create once that command is served, else written as its row would be. */
async function emailOf(call: CampaignsUser['call'], userId: number): Promise<number> {
  const res = await call('Email.Create', {});
  if (succeeded(res) && Number(res.body.EmailID) > 0) return Number(res.body.EmailID);
  const rows = await sql<{ id: string }>(`INSERT INTO "campaigns"."email" ("user_id", "name", "subject") VALUES ($1, 'e2e', 'Subject') RETURNING "id"`, [
    userId,
  ]);
  return Number(rows[0].id);
}

export const sql = e2eSql;
