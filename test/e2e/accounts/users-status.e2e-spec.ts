import { e2eEnv, seedUser, unique } from '@mail/testing';

import { errorCodes } from './accounts-helpers';

const { api, adminApiKey } = e2eEnv();

interface StatusRow {
  UserID: number;
  Status: string;
  LastActivity: string;
}

describe('GET /api/v1/users.status', () => {
  let activeId: number;
  let idleId: number;
  beforeAll(async () => {
    activeId = (await seedUser(api, adminApiKey)).userId; // signed in
    const username = unique('idle');
    const created = await api.legacy('User.Create', {
      AdminAPIKey: adminApiKey,
      Username: username,
      Password: 'Pw-idle-123',
      EmailAddress: `${username}@example.com`,
    });
    idleId = Number(created.body.UserID); // never signed in
  });

  it('marks users who signed in within the period active, the others idle, and counts them', async () => {
    const res = await api.v1('GET', 'users.status', { AdminAPIKey: adminApiKey, Duration: 7 });
    expect(res.status).toBe(200);
    expect(res.body.Success).toBe(true);
    const users: StatusRow[] = res.body.Users;
    expect(users.find((u) => u.UserID === activeId)).toEqual({
      UserID: activeId,
      Status: 'active',
      LastActivity: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(users.find((u) => u.UserID === idleId)).toEqual({ UserID: idleId, Status: 'idle', LastActivity: '' });
    expect(res.body.Summary).toEqual({
      ActiveUsers: users.filter((u) => u.Status === 'active').length,
      IdleUsers: users.filter((u) => u.Status === 'idle').length,
    });
  });

  it('answers on api.php in JSON and XML, 30 days by default', async () => {
    const json = await api.legacy('users.status', { AdminAPIKey: adminApiKey });
    expect(json.body).toMatchObject({ Success: true, ErrorCode: 0 });
    expect(json.body.Users.some((u: StatusRow) => u.UserID === activeId && u.Status === 'active')).toBe(true);
    const xml = await api.legacy('users.status', { AdminAPIKey: adminApiKey, ResponseFormat: 'XML' });
    expect(xml.isXml).toBe(true);
    expect(xml.text).toContain(`<UserID>${idleId}</UserID>`);
  });

  it('answers 2 for a Duration outside 1–90', async () => {
    for (const duration of ['0', '91', 'abc', '1.5'])
      expect(errorCodes(await api.legacy('users.status', { AdminAPIKey: adminApiKey, Duration: duration }))).toEqual([2]);
    expect((await api.v1('GET', 'users.status', { AdminAPIKey: adminApiKey, Duration: 91 })).body.Errors[0].Code).toBe(2);
  });

  it('is for administrators only', async () => {
    const user = await seedUser(api, adminApiKey);
    expect(errorCodes(await api.legacy('users.status', { APIKey: user.apiKey }))[0]).toBeGreaterThanOrEqual(99998);
  });
});
