import { e2eEnv, seedUser, type SeededUser, unique } from '@mail/testing';

import { errorCodes, succeeded } from './accounts-helpers';

const { api, adminApiKey } = e2eEnv();

describe('Users.Get', () => {
  const tag = unique('grp');
  let users: SeededUser[];
  beforeAll(async () => {
    users = [];
    for (const last of ['Cole', 'Adams', 'Baker']) users.push(await seedUser(api, adminApiKey, { LastName: `${last}${tag}` }));
  });

  it('lets an administrator search, order and page (JSON)', async () => {
    const res = await api.legacy('Users.Get', {
      AdminAPIKey: adminApiKey,
      SearchField: 'LastName',
      SearchKeyword: tag,
      OrderField: 'LastName',
      OrderType: 'ASC',
    });
    expect(succeeded(res)).toBe(true);
    expect(res.body.TotalUsers).toBe(3);
    expect(res.body.Users.map((u: { LastName: string }) => u.LastName)).toEqual([`Adams${tag}`, `Baker${tag}`, `Cole${tag}`]);
    expect(res.body.Users[0]).toMatchObject({ UserID: users[1].userId, FirstName: 'Test', Email: users[1].email });
    const page = await api.legacy('Users.Get', {
      AdminAPIKey: adminApiKey,
      SearchKeyword: tag,
      OrderField: 'LastName',
      OrderType: 'DESC',
      RecordsPerRequest: 1,
      RecordsFrom: 1,
    });
    expect(page.body.TotalUsers).toBe(3);
    expect(page.body.Users.map((u: { LastName: string }) => u.LastName)).toEqual([`Baker${tag}`]);
  });

  it('filters by RelUserGroupID and renders XML', async () => {
    const res = await api.legacy('Users.Get', { AdminAPIKey: adminApiKey, SearchKeyword: tag, RelUserGroupID: '999999' }, { format: 'XML' });
    expect(res.body).toMatchObject({ Success: 'true', TotalUsers: '0' });
    const inDefault = await api.legacy('Users.Get', { AdminAPIKey: adminApiKey, SearchKeyword: tag, RelUserGroupID: '1' }, { format: 'XML' });
    expect(inDefault.body.TotalUsers).toBe('3');
    expect(inDefault.body.Users.node_0.UserID).toMatch(/^\d+$/);
  });

  it('shows a user caller only their own record', async () => {
    const res = await api.legacy('Users.Get', { APIKey: users[0].apiKey, RecordsPerRequest: 100 });
    expect(res.body.TotalUsers).toBe(1);
    expect(res.body.Users).toEqual([expect.objectContaining({ UserID: users[0].userId })]);
  });

  it('takes field names like Object.prototype members (constructor, __proto__, toString) as unknown fields: the defaults', async () => {
    for (const name of ['constructor', '__proto__', 'toString']) {
      const res = await api.legacy('Users.Get', { AdminAPIKey: adminApiKey, SearchField: name, SearchKeyword: tag, OrderField: name, OrderType: 'DESC' });
      expect(succeeded(res)).toBe(true);
      expect(res.body.Users.map((u: { UserID: number }) => u.UserID)).toEqual(users.map((u) => u.userId).reverse());
    }
  });

  it('needs credentials (99998)', async () => {
    expect(errorCodes(await api.legacy('Users.Get', {}))).toEqual([99998]);
  });
});
