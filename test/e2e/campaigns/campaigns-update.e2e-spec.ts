import { campaignsUser, type CampaignsUser, codes, FORMATS, succeeded } from './campaigns-helpers';

const future = { ScheduleType: 'Future', SendDate: '2099-06-01', SendTime: '09:30', SendTimeZone: 'Europe/Berlin' };
const recursive = {
  ScheduleType: 'Recursive',
  ScheduleRecDaysOfWeek: '1,3',
  ScheduleRecMonths: '0',
  ScheduleRecHours: '9',
  ScheduleRecMinutes: '15',
  ScheduleRecSendMaxInstance: '3',
  SendTimeZone: 'America/New_York',
};

describe('Campaign.Update', () => {
  let u: CampaignsUser;
  let other: CampaignsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([campaignsUser(), campaignsUser()]);
  });

  it.each(FORMATS)('answers codes 1–15 in the spec’s order, then 26, 27 and 28 (%s)', async (format) => {
    const id = await u.campaign();
    const theirs = await other.campaign();
    const theirEmail = await other.email();
    const code = async (params: Record<string, unknown>) => codes(await u.call('Campaign.Update', params, format));
    expect(await code({ CampaignName: 'x' })).toEqual([1]);
    expect(await code({ CampaignID: 'abc' })).toEqual([2]);
    expect(await code({ CampaignID: theirs, CampaignName: 'x' })).toEqual([2]);
    expect(await code({ CampaignID: id, CampaignStatus: 'Flying' })).toEqual([3]);
    expect(await code({ CampaignID: id, RelEmailID: theirEmail })).toEqual([4]);
    expect(await code({ CampaignID: id, RelEmailID: 'x' })).toEqual([4]);
    expect(await code({ CampaignID: id, ScheduleType: 'Sometimes' })).toEqual([5]);
    expect(await code({ CampaignID: id, ScheduleType: 'Future', SendTime: '10:00', SendTimeZone: 'UTC' })).toEqual([6]);
    expect(await code({ CampaignID: id, ScheduleType: 'Future', SendDate: '2099-02-30', SendTime: '10:00', SendTimeZone: 'UTC' })).toEqual([6]);
    expect(await code({ CampaignID: id, ScheduleType: 'Future', SendDate: '2099-01-01', SendTimeZone: 'UTC' })).toEqual([7]);
    expect(await code({ CampaignID: id, ...recursive, ScheduleRecDaysOfWeek: '' })).toEqual([8]);
    expect(await code({ CampaignID: id, ...recursive, ScheduleRecMonths: '' })).toEqual([9]);
    expect(await code({ CampaignID: id, ...recursive, ScheduleRecHours: '24' })).toEqual([10]);
    expect(await code({ CampaignID: id, ...recursive, ScheduleRecMinutes: '' })).toEqual([11]);
    expect(await code({ CampaignID: id, ...recursive, ScheduleRecSendMaxInstance: '' })).toEqual([12]);
    expect(await code({ CampaignID: id, ...recursive, SendTimeZone: '' })).toEqual([13]);
    expect(await code({ CampaignID: id, ...future, SendTimeZone: 'Atlantis/Capital' })).toEqual([13]);
    expect(await code({ CampaignID: id, AutoResendEnabled: 'true', AutoResendSubject: 's' })).toEqual([14]);
    expect(await code({ CampaignID: id, AutoResendEnabled: 'true', AutoResendWaitDays: 3 })).toEqual([15]);
    expect(await code({ CampaignID: id, ...recursive, AutoResendEnabled: 'true', AutoResendWaitDays: 3, AutoResendSubject: 's' })).toEqual([26]);
    expect(await code({ CampaignID: id, ...future, SendDate: '2001-01-01' })).toEqual([27]);
    expect(await code({ CampaignID: id, RecipientListsAndSegments: 'nonsense' })).toEqual([28]);
    expect(await code({ CampaignID: id, RecipientListsAndSegments: `${await other.list()}:0` })).toEqual([28]);
    // nothing of the refused requests was written
    expect(await u.get(id)).toMatchObject({ Status: 'Draft', ScheduleType: 'Not Scheduled', RecipientListsAndSegments: '' });
  });

  it.each(FORMATS)('sets status, name, email and settings; lower-case keys and JSON bodies work (%s)', async (format) => {
    const id = await u.campaign('before');
    const emailId = await u.email();
    const res = await u.call(
      'Campaign.Update',
      {
        campaignid: id,
        campaignname: 'after',
        relemailid: emailId,
        publishonrss: 'enabled',
        s2senabled: 'yes',
        approvaluserexplanation: 'please',
        googleanalyticsdomains: 'example.com',
        autoresendenabled: 'true',
        autoresendwaitdays: '2',
        autoresendsubject: 'Again',
      },
      format,
      { encoding: 'json' },
    );
    expect(succeeded(res)).toBe(true);
    expect(await u.get(id)).toMatchObject({
      Name: 'after',
      RelEmailID: emailId,
      PublishOnRSS: 'Enabled',
      S2SEnabled: true,
      ApprovalUserExplanation: 'please',
      GoogleAnalyticsDomains: 'example.com',
      AutoResendEnabled: true,
      AutoResendWaitDays: 2,
      AutoResendSubject: 'Again',
    });
  });

  it('Future: next_send_at is the date and time in the schedule’s zone; Immediate is due now; Not Scheduled goes back to Draft', async () => {
    const id = await u.campaign();
    await u.ok('Campaign.Update', { CampaignID: id, ...future, CampaignStatus: 'Ready' });
    expect(await u.get(id)).toMatchObject({
      Status: 'Ready',
      ScheduleType: 'Future',
      SendDate: '2099-06-01',
      SendTime: '09:30',
      SendTimeZone: 'Europe/Berlin',
      NextSendDateTime: '2099-06-01 07:30:00',
    });
    // only the time changes: the stored date and zone complete it
    await u.ok('Campaign.Update', { CampaignID: id, SendTime: '23:00' });
    expect((await u.get(id)).NextSendDateTime).toBe('2099-06-01 21:00:00');
    await u.ok('Campaign.Update', { CampaignID: id, ScheduleType: 'Not Scheduled' });
    expect(await u.get(id)).toMatchObject({ Status: 'Draft', ScheduleType: 'Not Scheduled', NextSendDateTime: '' });
    const before = Date.now();
    await u.ok('Campaign.Update', { CampaignID: id, ScheduleType: 'Immediate', CampaignStatus: 'Ready' });
    const immediate = await u.get(id);
    // due now: still Ready with its due time, or already taken by the scheduler the update woke (no email: it then fails)
    const due = Date.parse(`${immediate.NextSendDateTime.replace(' ', 'T')}Z`);
    expect(immediate.Status === 'Ready' ? Math.abs(due - before) < 5000 : ['Sending', 'Failed'].includes(immediate.Status)).toBe(true);
  });

  it('Recursive: the next fire time in the zone, lists in any encoding; Ready without a schedule becomes Immediate', async () => {
    const id = await u.campaign();
    await u.ok('Campaign.Update', { CampaignID: id, ...recursive, ScheduleRecDaysOfWeek: ['1', '3'], ScheduleRecHours: '[9]' });
    const c = await u.get(id);
    expect(c).toMatchObject({
      ScheduleType: 'Recursive',
      ScheduleRecDaysOfWeek: '1,3',
      ScheduleRecHours: '9',
      ScheduleRecMinutes: '15',
      ScheduleRecSendMaxInstance: 3,
    });
    const next = new Date(`${c.NextSendDateTime.replace(' ', 'T')}Z`);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }).format(next);
    expect(local).toMatch(/^(Mon|Wed),? 09:15$/);
    const plain = await u.campaign();
    await u.ok('Campaign.Update', { CampaignID: plain, CampaignStatus: 'Ready' });
    const readied = await u.get(plain);
    expect(readied.ScheduleType).toBe('Immediate');
    // due at once: the scheduler, woken by the update, may have taken it already (it has no email, so it then fails)
    expect(['Ready', 'Sending', 'Failed']).toContain(readied.Status);
  });

  it('audience: lists and segments of the caller, exclusions, and RulesJsonBundle winning over the two', async () => {
    const id = await u.campaign();
    const listId = await u.list();
    const other2 = await u.list();
    const { SegmentID } = await u.ok('Segment.Create', { SubscriberListID: listId, SegmentName: 's', SegmentOperator: 'and' });
    const theirList = await other.list();
    const { SegmentID: theirSegment } = await other.ok('Segment.Create', { SubscriberListID: theirList, SegmentName: 's', SegmentOperator: 'and' });

    await u.ok('Campaign.Update', {
      CampaignID: id,
      RecipientListsAndSegments: `${listId}:${SegmentID}, ${other2}`,
      Exclude_RecipientListsAndSegments: [`${other2}:0`],
    });
    expect(await u.get(id)).toMatchObject({
      RecipientListsAndSegments: `${listId}:${SegmentID},${other2}:0`,
      Exclude_RecipientListsAndSegments: `${other2}:0`,
      RulesJsonBundle: '',
    });

    const code = async (params: Record<string, unknown>) => codes(await u.call('Campaign.Update', { CampaignID: id, ...params }));
    expect(await code({ RecipientListsAndSegments: `${listId}:${theirSegment}` })).toEqual([28]);
    expect(await code({ Exclude_RecipientListsAndSegments: `${theirList}:0` })).toEqual([28]);
    expect(await code({ RulesJsonBundle: JSON.stringify({ operator: 'and', criteria: [{ list_id: theirList, operator: 'and', rules: [] }] }) })).toEqual([28]);
    expect(await code({ RulesJsonBundle: '{"operator":"and"}' })).toEqual([28]);

    const bundle = { operator: 'or', criteria: [{ list_id: listId, operator: 'and', rules: [] }] };
    await u.ok('Campaign.Update', { CampaignID: id, RulesJsonBundle: JSON.stringify(bundle), RecipientListsAndSegments: `${theirList}:0` });
    expect(await u.get(id)).toMatchObject({ RulesJsonBundle: bundle, RecipientListsAndSegments: '' });
  });

  it('Tags (extension) replace the campaign’s tags, creating the user’s tags as needed', async () => {
    const id = await u.campaign('t', { Tags: 'one,two' });
    await u.ok('Campaign.Update', { CampaignID: id, Tags: 'Two,three' });
    expect((await u.get(id, { RetrieveTags: 'yes' })).Tags).toEqual(['three', 'two']);
    await u.ok('Campaign.Update', { CampaignID: id, CampaignName: 'untouched tags' });
    expect((await u.get(id, { RetrieveTags: 'yes' })).Tags).toEqual(['three', 'two']);
  });

  it.each(FORMATS)('an Untrusted user’s move to Ready becomes Pending Approval, and still succeeds (%s)', async (format) => {
    const untrusted = await campaignsUser({ ReputationLevel: 'Untrusted' });
    const id = await untrusted.campaign();
    const res = await untrusted.call('Campaign.Update', { CampaignID: id, CampaignStatus: 'Ready', ...future }, format);
    expect(succeeded(res)).toBe(true);
    expect((await untrusted.get(id)).Status).toBe('Pending Approval');
    await untrusted.ok('Campaign.Update', { CampaignID: id, CampaignStatus: 'Sending' });
    expect((await untrusted.get(id)).Status).toBe('Pending Approval');
  });
});
