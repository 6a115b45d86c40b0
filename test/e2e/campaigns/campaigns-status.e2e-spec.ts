import { e2eEnv } from '@mail/testing';

import { campaignsUser, type CampaignsUser, codes, FORMATS, sql, succeeded } from './campaigns-helpers';

const later = { ScheduleType: 'Future', SendDate: '2099-06-01', SendTime: '09:30', SendTimeZone: 'UTC' };

describe('campaign status: Approve, Pause, Resume, Cancel', () => {
  let u: CampaignsUser;
  let other: CampaignsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([campaignsUser(), campaignsUser()]);
  });
  const status = async (id: number, who: CampaignsUser = u) => (await who.get(id)).Status as string;

  it.each(FORMATS)('Campaign.Approve moves Draft or Pending Approval to Ready, due at its schedule; codes 1, 2 (%s)', async (format) => {
    const id = await u.campaign();
    await u.ok('Campaign.Update', { CampaignID: id, ...later });
    expect(succeeded(await u.call('Campaign.Approve', { CampaignID: id }, format))).toBe(true);
    expect(await u.get(id)).toMatchObject({ Status: 'Ready', NextSendDateTime: '2099-06-01 09:30:00' });
    expect(codes(await u.call('Campaign.Approve', {}, format))).toEqual([1]);
    expect(codes(await u.call('Campaign.Approve', { CampaignID: 'x' }, format))).toEqual([2]);
    expect(codes(await u.call('Campaign.Approve', { CampaignID: await other.campaign() }, format))).toEqual([2]);
  });

  it('an Untrusted user cannot approve their own campaign until an administrator trusts them', async () => {
    const { api, adminApiKey } = e2eEnv();
    const untrusted = await campaignsUser({ ReputationLevel: 'Untrusted' });
    const id = await untrusted.campaign();
    await untrusted.ok('Campaign.Update', { CampaignID: id, ...later, CampaignStatus: 'Ready' });
    await untrusted.ok('Campaign.Approve', { CampaignID: id });
    expect(await status(id, untrusted)).toBe('Pending Approval');
    const trusted = await api.legacy('User.Update', { AdminAPIKey: adminApiKey, UserID: untrusted.user.userId, ReputationLevel: 'Trusted' });
    expect(succeeded(trusted)).toBe(true);
    await untrusted.ok('Campaign.Approve', { CampaignID: id });
    expect(await status(id, untrusted)).toBe('Ready');
  });

  it.each(FORMATS)("an administrator approves an Untrusted user's Pending Approval campaign by naming the user (%s)", async (format) => {
    const { api, adminApiKey } = e2eEnv();
    const untrusted = await campaignsUser({ ReputationLevel: 'Untrusted' });
    const id = await untrusted.campaign();
    await untrusted.ok('Campaign.Update', { CampaignID: id, ...later, CampaignStatus: 'Ready' });
    expect(await status(id, untrusted)).toBe('Pending Approval');
    const admin = (params: Record<string, unknown>) => api.legacy('Campaign.Approve', { AdminAPIKey: adminApiKey, CampaignID: id, ...params }, { format });
    // the owner must be named, and be the campaign's
    const unnamed = await admin({});
    expect([codes(unnamed), String(unnamed.body.ErrorText)]).toEqual([[99998], expect.stringContaining('userid')]);
    expect(codes(await admin({ UserID: u.user.userId }))).toEqual([2]);
    expect(await status(id, untrusted)).toBe('Pending Approval');
    expect(succeeded(await admin({ UserID: untrusted.user.userId }))).toBe(true);
    expect(await untrusted.get(id)).toMatchObject({ Status: 'Ready', NextSendDateTime: '2099-06-01 09:30:00' });
    // administrators act for a user only where the contract says so
    expect(codes(await api.legacy('Campaign.Pause', { AdminAPIKey: adminApiKey, CampaignID: id, UserID: untrusted.user.userId }, { format }))).toEqual([99998]);
    // the user's own credential ignores UserID: an Untrusted user still cannot approve, whoever they name
    const again = await untrusted.campaign();
    await untrusted.ok('Campaign.Update', { CampaignID: again, ...later, CampaignStatus: 'Ready' });
    await untrusted.ok('Campaign.Approve', { CampaignID: again, UserID: u.user.userId });
    expect(await status(again, untrusted)).toBe('Pending Approval');
  });

  it.each(FORMATS)('Campaign.Pause from Sending or Ready, Resume back to Ready; code 3 otherwise (%s)', async (format) => {
    const id = await u.campaign();
    expect(codes(await u.call('Campaign.Pause', { CampaignID: id }, format))).toEqual([3]);
    expect(codes(await u.call('Campaign.Resume', { CampaignID: id }, format))).toEqual([3]);
    // scheduled far ahead, so the dispatcher Resume wakes does not start it before the status is read
    await u.ok('Campaign.Update', { CampaignID: id, ...later, CampaignStatus: 'Sending' });
    expect(succeeded(await u.call('Campaign.Pause', { CampaignID: id }, format))).toBe(true);
    expect(await status(id)).toBe('Paused');
    expect(succeeded(await u.call('Campaign.Resume', { CampaignID: id }, format))).toBe(true);
    expect(await status(id)).toBe('Ready');
    expect(succeeded(await u.call('Campaign.Pause', { CampaignID: id }, format))).toBe(true);
    expect(await status(id)).toBe('Paused');
    for (const command of ['Campaign.Pause', 'Campaign.Resume']) {
      expect(codes(await u.call(command, {}, format))).toEqual([1]);
      expect(codes(await u.call(command, { CampaignID: await other.campaign() }, format))).toEqual([2]);
    }
  });

  it('Resume makes a campaign paused mid-send due at once; a scheduled one keeps its time', async () => {
    const running = await u.campaign();
    await u.ok('Campaign.Update', { CampaignID: running, ...later, CampaignStatus: 'Ready' });
    await sql(`UPDATE "campaigns"."campaign" SET "status" = 'Sending', "send_started_at" = now() WHERE "id" = $1`, [running]);
    await u.ok('Campaign.Pause', { CampaignID: running });
    await u.ok('Campaign.Resume', { CampaignID: running });
    // due at once: Ready with the time of the Resume, or already started again by a dispatcher (several replicas poll)
    const resumed = await u.get(running);
    expect(['Ready', 'Sending']).toContain(resumed.Status);
    const due = resumed.Status === 'Sending' ? Date.now() : Date.parse(`${resumed.NextSendDateTime.replace(' ', 'T')}Z`);
    expect(Math.abs(due - Date.now())).toBeLessThan(5000);

    const scheduled = await u.campaign();
    await u.ok('Campaign.Update', { CampaignID: scheduled, ...later, CampaignStatus: 'Ready' });
    await u.ok('Campaign.Pause', { CampaignID: scheduled });
    await u.ok('Campaign.Resume', { CampaignID: scheduled });
    expect(await u.get(scheduled)).toMatchObject({ Status: 'Ready', NextSendDateTime: '2099-06-01 09:30:00' });
  });

  it.each(FORMATS)('Campaign.Cancel stops a campaign for good; Sent stays Sent; codes 1, 2 (%s)', async (format) => {
    const id = await u.campaign();
    await u.ok('Campaign.Update', { CampaignID: id, ...later, CampaignStatus: 'Ready' });
    expect(succeeded(await u.call('Campaign.Cancel', { CampaignID: id }, format))).toBe(true);
    expect(await u.get(id)).toMatchObject({ Status: 'Cancelled', NextSendDateTime: '' });
    expect(codes(await u.call('Campaign.Resume', { CampaignID: id }, format))).toEqual([3]);
    const sent = await u.campaign();
    await u.ok('Campaign.Update', { CampaignID: sent, CampaignStatus: 'Sent' });
    expect(succeeded(await u.call('Campaign.Cancel', { CampaignID: sent }, format))).toBe(true);
    expect(await status(sent)).toBe('Sent');
    expect(codes(await u.call('Campaign.Cancel', {}, format))).toEqual([1]);
    expect(codes(await u.call('Campaign.Cancel', { CampaignID: await other.campaign() }, format))).toEqual([2]);
  });

  it('a user never sees or changes another user’s campaigns', async () => {
    const theirs = await other.campaign('theirs', { Tags: 'private' });
    await other.ok('Campaign.Update', { CampaignID: theirs, CampaignStatus: 'Sending' });
    expect((await u.ok('Campaign.Get', { CampaignID: theirs })).Campaign).toEqual([]);
    expect((await u.ok('Campaigns.Get', { SearchKeyword: 'theirs' })).TotalCampaigns).toBe(0);
    expect((await u.ok('Campaigns.Get', { Tags: 'private' })).TotalCampaigns).toBe(0);
    for (const command of ['Campaign.Pause', 'Campaign.Cancel', 'Campaign.Approve', 'Campaign.Resume']) {
      expect(codes(await u.call(command, { CampaignID: theirs }))).toEqual([2]);
    }
    expect(codes(await u.call('Campaign.Update', { CampaignID: theirs, CampaignName: 'mine' }))).toEqual([2]);
    expect(codes(await u.call('Campaign.Copy', { CampaignID: theirs }))).toEqual([1]);
    await u.ok('Campaigns.Delete', { Campaigns: String(theirs) });
    expect(await other.get(theirs)).toMatchObject({ Name: 'theirs', Status: 'Sending' });
  });
});
