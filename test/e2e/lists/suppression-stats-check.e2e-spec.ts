/* eslint-disable jest/no-conditional-expect -- XML renders numbers as text and maps as nodes: detailed shapes are asserted on the JSON pass only */
import { e2eEnv, unique } from '@mail/testing';

import { codes, FORMATS, listsUser, type ListsUser, succeeded } from './lists-helpers';

const SOURCES = ['Administrator', 'User', 'SPAM complaint', 'Hard Bounced', 'Unsubscribe'];

describe('suppression.stats and suppression.check', () => {
  let u: ListsUser;
  let other: ListsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([listsUser(), listsUser()]);
  });

  it.each(FORMATS)('suppression.stats counts one scope per source, filtered by pattern and source (%s)', async (format) => {
    const prefix = unique('st');
    const listId = await u.list();
    await u.ok('Suppression.Import', { EmailAddressesBulk: [1, 2].map((i) => `${prefix}${i}@example.com`).join('\n') });
    await u.ok('Suppression.Import', { ListID: listId, EmailAddressesBulk: `${prefix}l@example.com` });
    // an unsubscription that suppresses user-wide (Subscriber.Unsubscribe with AddToGlobalSuppression)
    const s = `${prefix}u@example.com`;
    await u.subscriber(listId, s);
    await u.ok('Subscriber.Unsubscribe', { ListID: listId, EmailAddress: s, IPAddress: '203.0.113.9', AddToGlobalSuppression: 'true' });

    const all = await u.call('suppression.stats', { SearchPattern: `${prefix}*` }, format);
    expect(succeeded(all)).toBe(true);
    if (format === 'JSON') {
      expect(Object.keys(all.body.BySource).sort()).toEqual([...SOURCES].sort());
      expect(all.body.BySource).toEqual({ Administrator: 0, User: 2, 'SPAM complaint': 0, 'Hard Bounced': 0, Unsubscribe: 1 });
      expect(all.body.Total).toBe(3);
    } else expect(String(all.body.Total)).toBe('3');

    const onlyUser = await u.ok('suppression.stats', { SearchPattern: `${prefix}*`, SuppressionSource: 'User' });
    expect(onlyUser).toEqual(expect.objectContaining({ Total: 2, BySource: expect.objectContaining({ User: 2, Unsubscribe: 0 }) }));
    const perList = await u.ok('suppression.stats', { SearchPattern: `${prefix}*`, ListID: listId });
    expect(perList.BySource.User).toBe(1);
    expect(perList.Total).toBe(perList.BySource.User + perList.BySource.Unsubscribe);
  });

  it.each(FORMATS)('suppression.stats codes 1 and 4 (%s)', async (format) => {
    expect(codes(await u.call('suppression.stats', { SuppressionSource: 'User,Nope' }, format))).toEqual([1]);
    expect(codes(await u.call('suppression.stats', { ListID: 99999999 }, format))).toEqual([4]);
    expect(codes(await u.call('suppression.stats', { ListID: await other.list() }, format))).toEqual([4]);
  });

  it.each(FORMATS)('suppression.check reports each address by scope, narrowest first (%s)', async (format) => {
    const prefix = unique('ck');
    const listId = await u.list();
    const both = `${prefix}Both@Example.com`;
    const account = `${prefix}acc@example.com`;
    const system = `${prefix}sys@example.com`;
    const clean = `${prefix}clean@example.com`;
    await u.ok('Suppression.Import', { EmailAddressesBulk: `${both}\n${account}` });
    await u.ok('Suppression.Import', { ListID: listId, EmailAddressesBulk: both.toLowerCase() });
    const { api, adminApiKey } = e2eEnv();
    expect(succeeded(await api.legacy('Suppression.Import', { AdminAPIKey: adminApiKey, EmailAddressesBulk: system }))).toBe(true);

    const res = await u.call(
      'suppression.check',
      { EmailAddresses: JSON.stringify([both, account, 'not-an-address']), EmailAddressesBulk: `${system}\n${clean}\n${both}`, ListID: listId },
      format,
    );
    expect(succeeded(res)).toBe(true);
    if (format !== 'JSON') return expect(String(res.body.TotalChecked)).toBe('4');
    expect(res.body).toEqual(
      expect.objectContaining({ ListID: listId, TotalChecked: 4, TotalFailed: 1, FailedEmailAddresses: ['not-an-address'], SuppressionCheckDisabled: false }),
    );
    expect(res.body.Results[both]).toEqual({
      IsSuppressed: true,
      MatchedScopes: [
        { Scope: 'PerList', SuppressionSource: 'User', Reason: 'Imported' },
        { Scope: 'AccountWide', SuppressionSource: 'User', Reason: 'Imported' },
      ],
      IsPatternSuppressed: false,
    });
    expect(res.body.Results[account].MatchedScopes).toEqual([{ Scope: 'AccountWide', SuppressionSource: 'User', Reason: 'Imported' }]);
    expect(res.body.Results[system].MatchedScopes).toEqual([{ Scope: 'SystemWide', SuppressionSource: 'Administrator', Reason: 'Imported' }]);
    expect(res.body.Results[clean]).toEqual({ IsSuppressed: false, MatchedScopes: [], IsPatternSuppressed: false });

    // without ListID the list's entries are not considered; another user sees none of this user's entries
    const noList = await u.ok('suppression.check', { EmailAddresses: [both] });
    expect(noList.ListID).toBe(0);
    expect(noList.Results[both].MatchedScopes.map((m: { Scope: string }) => m.Scope)).toEqual(['AccountWide']);
    const theirs = await other.ok('suppression.check', { EmailAddressesBulk: `${both}\n${system}` });
    expect(theirs.Results[both].IsSuppressed).toBe(false);
    expect(theirs.Results[system].IsSuppressed).toBe(true);
  });

  it.each(FORMATS)('suppression.check codes 1, 2, 4, 5 (%s)', async (format) => {
    expect(codes(await u.call('suppression.check', {}, format))).toEqual([1]);
    expect(codes(await u.call('suppression.check', { EmailAddresses: '{bad' }, format))).toEqual([2]);
    const none = await u.call('suppression.check', { EmailAddressesBulk: 'nope\nalso-nope' }, format);
    expect(codes(none)).toEqual([2]);
    if (format === 'JSON') expect(none.body).toEqual(expect.objectContaining({ TotalFailed: 2, FailedEmailAddresses: ['nope', 'also-nope'] }));
    expect(codes(await u.call('suppression.check', { EmailAddressesBulk: 'a@example.com', ListID: await other.list() }, format))).toEqual([4]);
    const many = Array.from({ length: 501 }, (_, i) => `m${i}@example.com`).join('\n');
    const over = await u.call('suppression.check', { EmailAddressesBulk: many }, format);
    expect(codes(over)).toEqual([5]);
    if (format === 'JSON') expect(over.body).toEqual(expect.objectContaining({ MaxEmailAddresses: 500, TotalSubmitted: 501 }));
    // an empty JSON array beside bulk addresses is fine; case-variants are distinct inputs
    const ok = await u.ok('suppression.check', { EmailAddresses: '[]', EmailAddressesBulk: 'A@example.com\na@example.com' });
    expect(ok.TotalChecked).toBe(2);
  });
});
