/* eslint-disable @typescript-eslint/no-explicit-any -- bodies are untyped */
import { FORMATS, type Format, journeysUser, type JourneysUser, legacyCode, succeeded, v1Code } from './journeys-helpers';

const unsub = { HTMLContent: '<html><body><a href="%Link:Unsubscribe%">Unsubscribe</a></body></html>', PlainContent: 'Unsubscribe: %Link:Unsubscribe%' };

describe('journey.sendemailactions', () => {
  let u: JourneysUser;
  let other: JourneysUser;
  let on: number;
  let off: number;
  let welcome: number;
  let gone: number;

  beforeAll(async () => {
    [u, other] = await Promise.all([journeysUser(), journeysUser()]);
    welcome = await u.email({ EmailName: 'Welcome mail', Subject: 'Hello there', ...unsub });
    gone = await u.email({ EmailName: 'Gone', Subject: 'Bye', ...unsub });
    on = await u.journey({ Name: 'On' });
    off = await u.journey({ Name: 'Off' });
    await u.actions(on, [
      { Action: 'SendEmail', ActionParameters: { EmailID: welcome } },
      { Action: 'Wait', ActionParameters: { WaitUnit: 'days', WaitAmount: 1 } },
      { Action: 'SendEmail', ActionParameters: { EmailID: gone }, Published: false },
    ]);
    await u.actions(off, [{ Action: 'SendEmail', ActionParameters: { EmailID: welcome } }]);
    await u.v1('GET', 'journey.enable', { JourneyID: on });
    await u.ok('Email.Delete', { EmailID: gone });
    await other.journey();
  });

  const journeysOf = (res: any) => (res.body.Actions as any[]).map((a) => [a.JourneyID, a.OrderNo, a.Published]);

  it('by default the published SendEmail actions of enabled journeys, with the email’s name and subject', async () => {
    const res = await u.v1('GET', 'journey.sendemailactions');
    expect(res.status).toBe(200);
    expect(res.body.Success).toBe(true);
    expect(res.body.Actions).toEqual([
      { ActionID: expect.any(Number), JourneyID: on, JourneyName: 'On', EmailName: 'Welcome mail', Subject: 'Hello there', OrderNo: 1, Published: true },
    ]);
  });

  it('IncludeDisabled and IncludeUnpublished widen it; an email gone answers empty names; JourneyID narrows it', async () => {
    const all = await u.legacy('journey.sendemailactions', { IncludeDisabled: 'yes', IncludeUnpublished: 'on' });
    expect(succeeded(all)).toBe(true);
    expect(journeysOf(all)).toEqual([
      [on, 1, true],
      [on, 3, false],
      [off, 1, true],
    ]);
    expect(all.body.Actions[1]).toMatchObject({ EmailName: '', Subject: '' });
    const notTruthy = await u.v1('GET', 'journey.sendemailactions', { IncludeDisabled: '2', IncludeUnpublished: 'foo' });
    expect(journeysOf(notTruthy)).toEqual([[on, 1, true]]);
    const one = await u.v1('GET', 'journey.sendemailactions', { JourneyID: off, IncludeDisabled: 1 });
    expect(journeysOf(one)).toEqual([[off, 1, true]]);
    // another user's journey: an empty list, not an error
    const foreign = await other.v1('GET', 'journey.sendemailactions', { JourneyID: on, IncludeDisabled: 1 });
    expect([foreign.status, foreign.body.Actions]).toEqual([200, []]);
  });

  it.each(FORMATS)('%s: 1 for a JourneyID that is not a positive integer (422)', async (format: Format) => {
    const res = await u.v1('GET', 'journey.sendemailactions', { JourneyID: 'abc' }, format);
    expect([res.status, v1Code(res)]).toEqual([422, 1]);
    expect(legacyCode(await u.legacy('journey.sendemailactions', { JourneyID: '-1' }, format))).toBe(1);
  });
});
