import { knownPermissions, parsePermissions } from './permissions';

const catalogue = ['Campaigns.Get', 'SMSCampaigns.Get', 'Subscribers.Get', 'User.Update'];

describe('permissions', () => {
  it('lists the permission names the registry uses', () => {
    expect(knownPermissions()).toEqual(expect.arrayContaining(['User.Update', 'Subscribers.Get']));
  });

  it('gives all of the creator’s permissions when none or * is asked for', () => {
    expect(parsePermissions([], '*', catalogue)).toEqual({ ok: true, permissions: '*' });
    expect(parsePermissions(['*'], ['User.Update'], catalogue)).toEqual({ ok: true, permissions: ['User.Update'] });
  });

  it('matches names case-insensitively and dedupes', () => {
    expect(parsePermissions(['campaigns.get', 'Campaigns.Get', 'user.update'], '*', catalogue)).toEqual({
      ok: true,
      permissions: ['Campaigns.Get', 'User.Update'],
    });
  });

  it('refuses unknown names', () => {
    expect(parsePermissions(['Campaigns.Get', 'Root.Everything'], '*', catalogue)).toEqual({ ok: false, unknown: ['Root.Everything'] });
  });

  it('never widens a limited creator', () => {
    expect(parsePermissions(['Campaigns.Get', 'User.Update'], ['User.Update'], catalogue)).toEqual({ ok: true, permissions: ['User.Update'] });
  });
});
