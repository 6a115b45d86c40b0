/* eslint-disable jest/no-conditional-expect -- XML renders numbers as text and arrays as nodes: detailed shapes are asserted on the JSON pass only */
import { e2eEnv, unique } from '@mail/testing';

import { codes, FORMATS, listsUser, type ListsUser, succeeded } from './lists-helpers';

describe('suppression', () => {
  let u: ListsUser;
  beforeAll(async () => {
    u = await listsUser();
  });

  it.each(FORMATS)('Suppression.Import takes the JSON array and the newline bulk together (%s)', async (format) => {
    const a = `${unique('a')}@example.com`;
    const b = `${unique('b')}@example.com`;
    const c = `${unique('c')}@example.com`;
    const res = await u.call('Suppression.Import', { EmailAddresses: JSON.stringify([a, 'not-an-address']), EmailAddressesBulk: `${b}\n${c}\n` }, format);
    expect(succeeded(res)).toBe(true);
    expect(String(res.body.TotalImported)).toBe('3');
    expect(String(res.body.TotalFailed)).toBe('1');
    if (format === 'JSON') expect(res.body.FailedEmailAddresses).toEqual(['not-an-address']);
  });

  it.each(FORMATS)('Suppression.Import codes 1, 2 (%s)', async (format) => {
    expect(codes(await u.call('Suppression.Import', {}, format))).toEqual([1]);
    expect(codes(await u.call('Suppression.Import', { EmailAddresses: '{not json' }, format))).toEqual([2]);
  });

  it('Suppression.Import accepts the admin key', async () => {
    const { api, adminApiKey } = e2eEnv();
    const res = await api.legacy('Suppression.Import', { AdminAPIKey: adminApiKey, EmailAddressesBulk: `${unique('adm')}@example.com` });
    expect(succeeded(res)).toBe(true);
    expect(res.body.TotalImported).toBe(1);
  });

  it.each(FORMATS)('Suppression.Browse: wildcard, paging defaults (%s)', async (format) => {
    const prefix = unique('br');
    await u.ok('Suppression.Import', { EmailAddressesBulk: [1, 2, 3].map((i) => `${prefix}${i}@example.com`).join('\n') });
    const res = await u.call('Suppression.Browse', { SearchPattern: `${prefix}*`, RetrieveCount: 2 }, format);
    expect(succeeded(res)).toBe(true);
    expect(String(res.body.TotalRecords)).toBe('3');
    if (format === 'JSON') {
      expect(res.body.SuppressedEmails).toHaveLength(2);
      expect(res.body.SuppressedEmails[0]).toEqual(
        expect.objectContaining({ EmailAddress: expect.stringContaining(prefix), SuppressionSource: expect.any(String), DateAdded: expect.any(String) }),
      );
      const all = await u.ok('Suppression.Browse', {});
      expect(all.SuppressedEmails.length).toBeLessThanOrEqual(100);
    }
  });

  it.each(FORMATS)('Suppression.Delete removes an address; codes 1, 2 (%s)', async (format) => {
    const address = `${unique('del')}@example.com`;
    await u.ok('Suppression.Import', { EmailAddressesBulk: address });
    expect(succeeded(await u.call('Suppression.Delete', { EmailAddress: address }, format))).toBe(true);
    expect((await u.ok('Suppression.Browse', { SearchPattern: address })).TotalRecords).toBe(0);
    expect(codes(await u.call('Suppression.Delete', {}, format))).toEqual([1]);
    expect(codes(await u.call('Suppression.Delete', { EmailAddress: 'nope' }, format))).toEqual([2]);
    expect(codes(await u.call('Suppression.Delete', { EmailAddress: address }, format))).toEqual([2]);
  });

  it('suppressed subscribers are flagged and left out of Active', async () => {
    const listId = await u.list();
    const address = `${unique('flag')}@example.com`;
    await u.subscriber(listId, address);
    await u.ok('Suppression.Import', { EmailAddressesBulk: address });
    expect((await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: address })).Suppressed).toBe(true);
    expect((await u.ok('Subscribers.Get', { SubscriberListID: listId, SubscriberSegment: 'Active' })).TotalSubscribers).toBe(0);
    expect((await u.ok('Subscribers.Get', { SubscriberListID: listId, SubscriberSegment: 'Suppressed' })).TotalSubscribers).toBe(1);
  });
});
