/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { e2eEnv, unique } from '@mail/testing';

import { FORMATS, journeysUser, type JourneysUser, legacyCode, succeeded, v1Code } from './journeys-helpers';

/** XML turns arrays into node_0… objects: this reads both shapes */
const arr = (v: any): any[] => (Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : []);

/**
 * journey.copytouser (vendor-api.md section 15, administrators): the journey and its actions copied into another
 * user's account; SendEmail emails copied once each; the source account's lists, tags, custom fields, SMS phone
 * fields and journeys zeroed (named in ResourcesReset); trigger Manual, Disabled. JSON and XML, v1 and api.php.
 */
describe('journey.copytouser', () => {
  const { api, adminApiKey } = e2eEnv();
  let u: JourneysUser;
  let t: JourneysUser;
  let source: number;
  let emailId: number;
  let listId: number;
  const copyV1 = (params: Record<string, unknown>, format?: 'JSON' | 'XML') =>
    api.v1('POST', 'journey.copytouser', { AdminAPIKey: adminApiKey, ...params }, format ? { format } : {});
  const copyLegacy = (params: Record<string, unknown>, format?: 'JSON' | 'XML') =>
    api.legacy('journey.copytouser', { AdminAPIKey: adminApiKey, ...params }, format ? { format } : {});

  beforeAll(async () => {
    [u, t] = await Promise.all([journeysUser(), journeysUser()]);
    listId = await u.list();
    const tagId = Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: unique('t') })).TagID);
    const fieldId = await u.field(listId);
    emailId = await u.email({
      Subject: 'Welcome aboard',
      HTMLContent: '<html><body><p>Hi</p><a href="%Link:Unsubscribe%">Unsubscribe</a></body></html>',
      PlainContent: 'Hi. Unsubscribe: %Link:Unsubscribe%',
    });
    const other = await u.journey();
    source = await u.journey({ Name: 'Welcome Series', Notes: 'onboarding', Trigger: 'ListSubscription', Trigger_ListID: listId });
    const res = await u.actions(source, [
      { Action: 'SendEmail', ActionParameters: { EmailID: emailId } },
      { Action: 'Subscribe', ActionParameters: { TargetListID: listId } },
      {
        Action: 'Decision',
        ActionParameters: {
          Criteria: [[{ type: 'fields', field_id: 'EmailAddress', operator: 'contains', value: 'gold' }]],
          Actions: {
            True: [
              { Action: 'AddTag', ActionParameters: { TargetTagID: tagId } },
              { Action: 'SendEmail', ActionParameters: { EmailID: emailId } },
            ],
            False: [{ Action: 'UpdateCustomFieldValue', ActionParameters: { TargetCustomFieldID: fieldId, NewCustomFieldValue: 'x' } }],
          },
        },
      },
      { Action: 'SendSMS', ActionParameters: { message: 'Hi', sender_id: 'Shop', phone_field_id: fieldId } },
      { Action: 'StartJourney', ActionParameters: { TargetJourneyID: other } },
      { Action: 'Wait', ActionParameters: { WaitUnit: 'hours', WaitAmount: 2 } },
    ]);
    if (res.status !== 200) throw new Error(`journey.actions: ${res.status} ${res.text}`);
    await u.v1('GET', 'journey.enable', { JourneyID: source });
  }, 60_000);

  it("copies the journey into the target account: emails once each, the source's resources zeroed, Manual and Disabled", async () => {
    const res = await copyV1({ JourneyID: source, SourceUserID: u.user.userId, TargetUserID: t.user.userId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Success: true, JourneyID: expect.any(Number) });
    expect(res.body.EmailsCopied).toEqual([{ SourceEmailID: emailId, NewEmailID: expect.any(Number) }]);
    const newEmail = res.body.EmailsCopied[0].NewEmailID as number;
    expect(newEmail).not.toBe(emailId);
    expect([...res.body.ResourcesReset].sort()).toEqual(['TargetCustomFieldID', 'TargetJourneyID', 'TargetListID', 'TargetTagID', 'phone_field_id']);

    const copy = (await t.get(res.body.JourneyID)).body;
    expect(copy.Journey).toMatchObject({ JourneyName: 'Copy of Welcome Series', Trigger: 'Manual', Status: 'Disabled', Notes: 'onboarding' });
    const [sendEmail, subscribe, decision, sms, start, wait] = copy.Actions;
    expect([sendEmail, subscribe, decision, sms, start, wait].map((a: any) => a.Action)).toEqual([
      'SendEmail',
      'Subscribe',
      'Decision',
      'SendSMS',
      'StartJourney',
      'Wait',
    ]);
    expect(Number(sendEmail.ActionParameters.EmailID)).toBe(newEmail);
    expect(Number(subscribe.ActionParameters.TargetListID)).toBe(0);
    expect(Number(decision.ActionParameters.Actions.True[0].ActionParameters.TargetTagID)).toBe(0);
    expect(Number(decision.ActionParameters.Actions.True[1].ActionParameters.EmailID)).toBe(newEmail);
    expect(Number(decision.ActionParameters.Actions.False[0].ActionParameters.TargetCustomFieldID)).toBe(0);
    expect(Number(sms.ActionParameters.phone_field_id)).toBe(0);
    expect(sms.ActionParameters.message).toBe('Hi');
    expect(Number(start.ActionParameters.TargetJourneyID)).toBe(0);
    expect(wait.ActionParameters).toMatchObject({ WaitUnit: 'hours' });

    // the email is the target user's now, with the same content; the source keeps its own
    expect((await t.ok('Email.Get', { EmailID: newEmail })).EmailInformation).toMatchObject({ Subject: 'Welcome aboard' });
    expect(succeeded(await u.legacy('Email.Get', { EmailID: newEmail }))).toBe(false);
    expect(succeeded(await u.legacy('Email.Get', { EmailID: emailId }))).toBe(true);

    // the source is untouched and each user sees only their own
    const original = (await u.get(source)).body;
    expect(original.Journey).toMatchObject({ Trigger: 'ListSubscription', Status: 'Enabled' });
    expect(Number(original.Actions[1].ActionParameters.TargetListID)).toBe(listId);
    expect((await u.get(res.body.JourneyID)).status).toBe(404);
    expect((await t.get(source)).status).toBe(404);
  }, 60_000);

  it('NewJourneyName names the copy; api.php and XML answer the same', async () => {
    const legacy = await copyLegacy({ JourneyID: source, SourceUserID: u.user.userId, TargetUserID: t.user.userId, NewJourneyName: 'For T' });
    expect(succeeded(legacy)).toBe(true);
    expect((await t.get(Number(legacy.body.JourneyID))).body.Journey.JourneyName).toBe('For T');
    const xml = await copyV1({ JourneyID: source, SourceUserID: u.user.userId, TargetUserID: t.user.userId }, 'XML');
    expect(xml.status).toBe(200);
    expect(Number(xml.body.JourneyID)).toBeGreaterThan(0);
    expect(arr(xml.body.EmailsCopied).map((e: any) => Number(e.SourceEmailID))).toEqual([emailId]);
    // a copy into the source user's own account works too (a second copy of the email)
    const own = await copyV1({ JourneyID: source, SourceUserID: u.user.userId, TargetUserID: u.user.userId });
    expect(own.status).toBe(200);
    expect(own.body.EmailsCopied[0].NewEmailID).not.toBe(emailId);
  }, 60_000);

  describe.each(FORMATS)('codes (%s)', (format) => {
    it('1–10, v1 (status) and api.php; a user key is refused', async () => {
      const ids = () => ({ JourneyID: source, SourceUserID: u.user.userId, TargetUserID: t.user.userId });
      const cases: [Record<string, unknown>, number, number][] = [
        [{ ...ids(), JourneyID: undefined }, 422, 1],
        [{ ...ids(), SourceUserID: '' }, 422, 2],
        [{ ...ids(), TargetUserID: undefined }, 422, 3],
        [{ JourneyID: 'abc' }, 422, 2],
        [{ ...ids(), JourneyID: 'abc' }, 422, 4],
        [{ ...ids(), SourceUserID: '1x' }, 422, 5],
        [{ ...ids(), TargetUserID: '-3' }, 422, 6],
        [{ ...ids(), SourceUserID: 999_999_999 }, 404, 7],
        [{ ...ids(), TargetUserID: 999_999_999 }, 404, 8],
        [{ ...ids(), SourceUserID: t.user.userId }, 404, 9],
        [{ ...ids(), JourneyID: 999_999_999 }, 404, 9],
        [{ ...ids(), NewJourneyName: 'x'.repeat(300) }, 422, 10],
      ];
      for (const [params, status, code] of cases) {
        const v1 = await copyV1(params, format);
        expect([params, v1.status, v1Code(v1)]).toEqual([params, status, code]);
        const legacy = await copyLegacy(params, format);
        expect([params, succeeded(legacy), legacyCode(legacy)]).toEqual([params, false, code]);
      }
      // a user's key is no administrator's: refused, nothing copied
      const asUser = await u.legacy('journey.copytouser', ids(), format);
      expect([succeeded(asUser), legacyCode(asUser)]).toEqual([false, 99998]);
    }, 60_000);
  });
});
