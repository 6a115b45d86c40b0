import { e2eEnv, seedUser, unique } from '@mail/testing';

import { errorCodes, succeeded } from './accounts-helpers';

const { api, adminApiKey } = e2eEnv();

const REQUIRED = {
  SubscriberAreaLogoutURL: 'https://example.com/bye',
  LimitSubscribers: '1000',
  LimitLists: '1',
  LimitCampaignSendPerPeriod: '-1',
  LimitEmailSendPerPeriod: '5000',
  LimitEmailSendPerDay: '200',
  RelThemeID: '0',
  ForceUnsubscriptionLink: 'Enabled',
  ForceRejectOptLink: 'Disabled',
};

async function createGroup(extra: Record<string, unknown> = {}): Promise<number> {
  const res = await api.legacy('usergroup.create', { AdminAPIKey: adminApiKey, GroupName: unique('group'), ...REQUIRED, ...extra });
  if (!succeeded(res)) throw new Error(`usergroup.create failed: ${res.text}`);
  return Number(res.body.UserGroupID);
}

describe('user groups (usergroup.create/get/duplicate/delete, usergroups.get)', () => {
  it('creates a group and reads it back with its limits and settings (JSON and XML)', async () => {
    const name = unique('gold');
    const res = await api.legacy('usergroup.create', {
      AdminAPIKey: adminApiKey,
      GroupName: name,
      ...REQUIRED,
      SubscriptionPlan: 'gold-plan',
      DefaultRateLimits: JSON.stringify({ SMS: { Day: 50 } }),
      CustomEmailHeaders: JSON.stringify({ Add: { 'X-Plan': 'gold' }, Remove: [] }),
      Options: JSON.stringify({ TargetDeliveryServerID_Marketing: 3 }),
    });
    expect(res.body).toMatchObject({ Success: true, ErrorCode: 0, UserGroupID: expect.any(Number) });
    const got = await api.legacy('usergroup.get', { AdminAPIKey: adminApiKey, UserGroupID: res.body.UserGroupID });
    expect(got.body.UserGroup).toMatchObject({
      UserGroupID: res.body.UserGroupID,
      GroupName: name,
      SubscriptionPlan: 'gold-plan',
      IsDefault: false,
      LimitSubscribers: 1000,
      LimitLists: 1,
      LimitCampaignSendPerPeriod: -1,
      LimitEmailSendPerPeriod: 5000,
      LimitEmailSendPerDay: 200,
      LimitEmailSendLifetime: -1,
      SubscriberAreaLogoutURL: 'https://example.com/bye',
      RelThemeID: 0,
      ForceUnsubscriptionLink: 'Enabled',
      ForceRejectOptLink: 'Disabled',
      CustomEmailHeaders: { Add: { 'X-Plan': 'gold' }, Remove: [] },
    });
    expect(got.body.UserGroup.DefaultRateLimits).toEqual({
      SMS: { Minute: -1, Hour: -1, Day: 50, Week: -1, Month: -1, Year: -1 },
      EmailGateway: { Minute: -1, Hour: -1, Day: -1, Week: -1, Month: -1, Year: -1 },
    });
    const xml = await api.legacy('usergroup.get', { AdminAPIKey: adminApiKey, UserGroupID: res.body.UserGroupID, ResponseFormat: 'XML' });
    expect(xml.isXml).toBe(true);
    expect(xml.text).toContain(`<GroupName>${name}</GroupName>`);

    const all = await api.legacy('usergroups.get', { AdminAPIKey: adminApiKey });
    expect(all.body.Success).toBe(true);
    const row = all.body.UserGroups.find((g: { UserGroupID: number }) => g.UserGroupID === res.body.UserGroupID);
    expect(row.DeliveryServerAssignments).toEqual({
      Marketing: { DeliveryServerID: 3, DeliveryServerName: '' },
      Transactional: { DeliveryServerID: 0, DeliveryServerName: '' },
      AutoResponder: { DeliveryServerID: 0, DeliveryServerName: '' },
    });
    expect(all.body.UserGroups.some((g: { IsDefault: boolean }) => g.IsDefault)).toBe(true);
  });

  it('answers the documented codes of usergroup.create in order', async () => {
    const create = (params: Record<string, unknown>) => api.legacy('usergroup.create', { AdminAPIKey: adminApiKey, ...params });
    expect(errorCodes(await create({}))).toEqual([1]);
    const without = (field: string) => Object.fromEntries(Object.entries({ GroupName: 'x', ...REQUIRED }).filter(([k]) => k !== field));
    expect(errorCodes(await create(without('SubscriberAreaLogoutURL')))).toEqual([2]);
    expect(errorCodes(await create(without('LimitSubscribers')))).toEqual([5]);
    expect(errorCodes(await create(without('LimitLists')))).toEqual([6]);
    expect(errorCodes(await create(without('LimitCampaignSendPerPeriod')))).toEqual([7]);
    expect(errorCodes(await create(without('RelThemeID')))).toEqual([8]);
    expect(errorCodes(await create(without('ForceUnsubscriptionLink')))).toEqual([17]);
    expect(errorCodes(await create(without('ForceRejectOptLink')))).toEqual([18]);
    expect(errorCodes(await create(without('LimitEmailSendPerPeriod')))).toEqual([20]);
    expect(errorCodes(await create({ GroupName: 'x', ...REQUIRED, RelThemeID: 'abc' }))).toEqual([19]);
    expect(errorCodes(await create({ GroupName: 'x', ...REQUIRED, LimitLists: '1.5' }))).toEqual([6]);
    expect(errorCodes(await create({ GroupName: 'x', ...REQUIRED, ForceRejectOptLink: 'Maybe' }))).toEqual([18]);
    expect(errorCodes(await create({ GroupName: 'x', ...REQUIRED, Options: '[1]' }))).toEqual([28]);
    expect(errorCodes(await create({ GroupName: 'x', ...REQUIRED, DefaultRateLimits: '{oops' }))).toEqual([29]);
  });

  it('usergroup.get and usergroup.duplicate: 1 without an id, 2 for an unknown one', async () => {
    for (const command of ['usergroup.get', 'usergroup.duplicate']) {
      expect(errorCodes(await api.legacy(command, { AdminAPIKey: adminApiKey }))).toEqual([1]);
      expect(errorCodes(await api.legacy(command, { AdminAPIKey: adminApiKey, UserGroupID: 99999999 }))).toEqual([2]);
    }
  });

  it('duplicates a group with its limits and settings under a new id', async () => {
    const id = await createGroup({ SubscriptionPlan: 'silver' });
    const res = await api.legacy('usergroup.duplicate', { AdminAPIKey: adminApiKey, UserGroupID: id });
    expect(res.body).toMatchObject({ Success: true, UserGroupID: expect.any(Number) });
    expect(res.body.UserGroupID).not.toBe(id);
    const [original, copy] = await Promise.all(
      [id, res.body.UserGroupID].map(async (gid) => (await api.legacy('usergroup.get', { AdminAPIKey: adminApiKey, UserGroupID: gid })).body.UserGroup),
    );
    expect(copy.GroupName).toBe(`${original.GroupName} (copy)`);
    const strip = ({ UserGroupID: _id, GroupName: _name, ...rest }: Record<string, unknown>) => rest;
    expect(strip(copy)).toEqual(strip(original));
  });

  it("a group's limits apply to its users; deleting it moves them to the default group at once", async () => {
    const id = await createGroup({ LimitLists: '1' });
    const user = await seedUser(api, adminApiKey, { RelUserGroupID: id });
    expect(succeeded(await api.legacy('List.Create', { APIKey: user.apiKey, SubscriberListName: 'first' }))).toBe(true);
    expect(errorCodes(await api.legacy('List.Create', { APIKey: user.apiKey, SubscriberListName: 'second' }))).toEqual([3]);

    expect((await api.legacy('usergroup.delete', { AdminAPIKey: adminApiKey, UserGroupID: `${id},99999999` })).body).toMatchObject({ Success: true });
    expect(errorCodes(await api.legacy('usergroup.get', { AdminAPIKey: adminApiKey, UserGroupID: id }))).toEqual([2]);
    const me = await api.legacy('User.Get', { AdminAPIKey: adminApiKey, UserID: user.userId });
    expect(me.body.UserInformation.GroupInformation).toMatchObject({ GroupName: 'Default' });
    // the default group has no list limit: the lists service no longer holds the deleted group's limit
    expect(succeeded(await api.legacy('List.Create', { APIKey: user.apiKey, SubscriberListName: 'second' }))).toBe(true);
  });

  it('usergroup.delete: 1 without ids; the last group cannot go (4)', async () => {
    expect(errorCodes(await api.legacy('usergroup.delete', { AdminAPIKey: adminApiKey }))).toEqual([1]);
    expect(errorCodes(await api.legacy('usergroup.delete', { AdminAPIKey: adminApiKey, UserGroupID: 'abc' }))).toEqual([1]);
    const all = await api.legacy('usergroups.get', { AdminAPIKey: adminApiKey });
    const ids = all.body.UserGroups.map((g: { UserGroupID: number }) => g.UserGroupID).join(',');
    expect(errorCodes(await api.legacy('usergroup.delete', { AdminAPIKey: adminApiKey, UserGroupID: ids }))).toEqual([4]);
    expect((await api.legacy('usergroups.get', { AdminAPIKey: adminApiKey })).body.UserGroups).toHaveLength(all.body.UserGroups.length);
  });

  it('are for administrators only', async () => {
    const user = await seedUser(api, adminApiKey);
    for (const command of ['usergroups.get', 'usergroup.get', 'usergroup.create', 'usergroup.delete', 'usergroup.duplicate']) {
      const res = await api.legacy(command, { APIKey: user.apiKey, UserGroupID: 1 });
      expect(res.body.Success).toBe(false);
      expect(errorCodes(res)[0]).toBeGreaterThanOrEqual(99998);
    }
  });
});

describe('usergroup.patch', () => {
  const patch = (params: Record<string, unknown>, options = {}) => api.legacy('usergroup.patch', { AdminAPIKey: adminApiKey, ...params }, options);
  const get = async (id: number) => (await api.legacy('usergroup.get', { AdminAPIKey: adminApiKey, UserGroupID: id })).body.UserGroup;

  it('writes only the fields given and names them; alone, UserGroupID is a no-op', async () => {
    const id = await createGroup({ SubscriptionPlan: 'keep me' });
    const before = await get(id);
    const noop = await patch({ UserGroupID: id });
    expect(noop.body).toMatchObject({ Success: true, ErrorCode: 0, UserGroupID: String(id), UpdatedFields: [] });
    expect(await get(id)).toEqual(before);

    const res = await patch({
      userGroupId: id,
      groupname: 'Renamed',
      LimitSubscribers: '-1',
      ForceOptInList: 'Enabled',
      TrialGroup: 'Enabled',
      Permissions: 'Campaigns.Get, Lists.Get',
    });
    expect(res.body.UpdatedFields.sort()).toEqual(['ForceOptInList', 'GroupName', 'LimitSubscribers', 'Permissions', 'TrialGroup']);
    expect(await get(id)).toMatchObject({
      ...before,
      GroupName: 'Renamed',
      LimitSubscribers: -1,
      ForceOptInList: 'Enabled',
      TrialGroup: 'Yes',
      Permissions: ['Campaigns.Get', 'Lists.Get'],
      SubscriptionPlan: 'keep me',
    });
  });

  it('merges DefaultRateLimits over what the group has; never shows the SMTP password', async () => {
    const id = await createGroup({ DefaultRateLimits: JSON.stringify({ SMS: { Day: 5 } }) });
    await patch({ UserGroupID: id, DefaultRateLimits: JSON.stringify({ SMS: { Hour: 2 } }), SendMethod: 'SMTP', SendMethodSMTPPassword: 's3cret-pw' });
    const group = await get(id);
    expect(group.DefaultRateLimits.SMS).toEqual({ Minute: -1, Hour: 2, Day: 5, Week: -1, Month: -1, Year: -1 });
    expect(group.SendMethod).toBe('SMTP');
    expect(JSON.stringify(await api.legacy('usergroups.get', { AdminAPIKey: adminApiKey }))).not.toContain('s3cret-pw');
    expect(JSON.stringify(group)).not.toContain('s3cret-pw');
  });

  it("a new limit reaches the services at once: the group's users get it on their next request", async () => {
    const id = await createGroup({ LimitLists: '1' });
    const user = await seedUser(api, adminApiKey, { RelUserGroupID: id });
    expect(succeeded(await api.legacy('List.Create', { APIKey: user.apiKey, SubscriberListName: 'one' }))).toBe(true);
    expect(errorCodes(await api.legacy('List.Create', { APIKey: user.apiKey, SubscriberListName: 'two' }))).toEqual([3]);
    expect((await patch({ UserGroupID: id, LimitLists: '2' })).body.UpdatedFields).toEqual(['LimitLists']);
    expect(succeeded(await api.legacy('List.Create', { APIKey: user.apiKey, SubscriberListName: 'two' }))).toBe(true);
    expect(errorCodes(await api.legacy('List.Create', { APIKey: user.apiKey, SubscriberListName: 'three' }))).toEqual([3]);
  });

  it('answers every documented code', async () => {
    const id = await createGroup();
    const before = await get(id);
    expect((await patch({})).body.ErrorCode).toEqual([20]);
    expect((await patch({ UserGroupID: 99999999 })).body.ErrorCode).toBe(21);
    const code = async (params: Record<string, unknown>) => {
      const res = await patch({ UserGroupID: id, ...params });
      return [res.body.ErrorCode, res.body.ErrorField];
    };
    expect(await code({ RelThemeID: '-2' })).toEqual([19, undefined]);
    expect(await code({ SendMethod: 'Pigeon' })).toEqual([22, undefined]);
    expect(await code({ SendMethodSMTPSecure: 'starttls' })).toEqual([23, undefined]);
    expect(await code({ SendMethodSMTPAuth: 'yes' })).toEqual([24, undefined]);
    expect(await code({ PaymentSystem: 'On' })).toEqual([26, 'PaymentSystem']);
    expect(await code({ TrialGroup: 'Maybe' })).toEqual([27, undefined]);
    expect(await code({ Options: '"text"' })).toEqual([28, undefined]);
    expect(await code({ DefaultRateLimits: '[1,2]' })).toEqual([29, undefined]);
    for (const bad of ['1.5', '1e3', '0x10', '', '99999999999']) expect(await code({ LimitLists: bad })).toEqual([32, 'LimitLists']);
    const json = { encoding: 'json' as const };
    expect((await patch({ UserGroupID: id, GroupName: ['a', 'b'] }, json)).body).toMatchObject({ ErrorCode: 31, ErrorField: 'GroupName' });
    expect((await patch({ UserGroupID: id, Permissions: [1, 2] }, json)).body.ErrorCode).toBe(30);
    expect(await get(id)).toEqual(before); // a refused patch writes nothing
  });
});

describe('usergroup.update', () => {
  it('rewrites the group as a whole, keeps the omitted JSON settings, and the new limits apply at once', async () => {
    const id = await createGroup({ LimitLists: '1', SubscriptionPlan: 'bronze', Options: JSON.stringify({ Keep: 'me' }) });
    const user = await seedUser(api, adminApiKey, { RelUserGroupID: id });
    expect(succeeded(await api.legacy('List.Create', { APIKey: user.apiKey, SubscriberListName: 'one' }))).toBe(true);
    expect(errorCodes(await api.legacy('List.Create', { APIKey: user.apiKey, SubscriberListName: 'two' }))).toEqual([3]);
    const res = await api.legacy('usergroup.update', {
      AdminAPIKey: adminApiKey,
      UserGroupID: id,
      GroupName: 'Rewritten',
      ...REQUIRED,
      LimitLists: '5',
      LimitEmailSendPerDay: undefined,
    });
    expect(res.body).toMatchObject({ Success: true, ErrorCode: 0 });
    const group = (await api.legacy('usergroup.get', { AdminAPIKey: adminApiKey, UserGroupID: id })).body.UserGroup;
    expect(group).toMatchObject({ GroupName: 'Rewritten', LimitLists: 5, LimitEmailSendPerDay: -1, SubscriptionPlan: 'bronze', Options: { Keep: 'me' } });
    expect(succeeded(await api.legacy('List.Create', { APIKey: user.apiKey, SubscriberListName: 'two' }))).toBe(true);
  });

  it("answers 20 without UserGroupID, 21 for an unknown group, and create's codes for the fields", async () => {
    const update = (params: Record<string, unknown>) => api.legacy('usergroup.update', { AdminAPIKey: adminApiKey, GroupName: 'x', ...REQUIRED, ...params });
    expect(errorCodes(await update({}))).toEqual([20]);
    expect(errorCodes(await update({ UserGroupID: 99999999 }))).toEqual([21]);
    const id = await createGroup();
    expect(errorCodes(await update({ UserGroupID: id, GroupName: '' }))).toEqual([1]);
    expect(errorCodes(await update({ UserGroupID: id, LimitLists: 'many' }))).toEqual([6]);
    expect(errorCodes(await update({ UserGroupID: id, ForceUnsubscriptionLink: 'Yes' }))).toEqual([17]);
    expect(errorCodes(await update({ UserGroupID: id, RelThemeID: 'x' }))).toEqual([19]);
  });
});
