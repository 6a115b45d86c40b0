/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import type { ApiResponse } from '@mail/testing';
import { unique } from '@mail/testing';

import { type Format, trackingUser, type TrackingUser } from '../tracking/tracking-helpers';

export { FORMATS, type Format, email, legacyCode, succeeded, v1Code, waitFor } from '../tracking/tracking-helpers';

export interface JourneysUser extends TrackingUser {
  /** a new journey's id */
  journey(params?: Record<string, unknown>): Promise<number>;
  /** replaces the journey's actions (Published unless said otherwise) and answers the reply */
  actions(journeyId: number, actions: Record<string, unknown>[]): Promise<ApiResponse>;
  get(journeyId: number, format?: Format): Promise<ApiResponse>;
  /** a new email of the user's (Campaign scope, from the shop unless `fields` say otherwise): its EmailID */
  email(fields: Record<string, unknown>): Promise<number>;
}

export async function journeysUser(): Promise<JourneysUser> {
  const u = await trackingUser();
  return {
    ...u,
    journey: async (params = {}) => {
      const res = await u.v1('POST', 'journey', { Name: unique('journey'), ...params });
      if (res.status !== 200) throw new Error(`journey.create failed: ${res.status} ${res.text}`);
      return Number(res.body.JourneyID);
    },
    actions: (journeyId, actions) => u.v1('PATCH', 'journey.actions', { JourneyID: journeyId, Actions: published(actions) }),
    get: (journeyId, format) => u.v1('GET', 'journey', { JourneyID: journeyId }, format),
    email: async (fields) => {
      const { EmailID } = await u.ok('Email.Create');
      await u.ok('Email.Update', { EmailID, ValidateScope: 'Campaign', FromName: 'Shop', FromEmail: 'shop@example.com', ...fields });
      return Number(EmailID);
    },
  };
}

/** Action objects with Published true unless given, their Decision branches too. */
function published(actions: Record<string, any>[]): Record<string, any>[] {
  return actions.map((a) => {
    const params = a.ActionParameters as Record<string, any> | undefined;
    const branches = params?.Actions as Record<string, Record<string, any>[]> | undefined;
    const nested = branches
      ? { ActionParameters: { ...params, Actions: Object.fromEntries(Object.entries(branches).map(([k, v]) => [k, published(v)])) } }
      : {};
    return { Published: true, ...a, ...nested };
  });
}

/** A journey field as either format renders it (XML: text). */
export const text = (value: any) => (value === undefined || value === null ? value : String(value));
