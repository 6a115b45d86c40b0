import { validateParams } from '@mail/bus';
import { CommandError, ListUpdateRequest } from '@mail/contracts';

import { hasChanges, readListChanges } from './list-settings';

const read = (params: Record<string, unknown>, current = {}) => readListChanges(validateParams(ListUpdateRequest, params), current);
const codeOf = (params: Record<string, unknown>, current = {}) => {
  const result = read(params, current);
  return result instanceof CommandError ? result.failure.errors[0].code : 0;
};

describe(readListChanges.name, () => {
  it('answers the spec codes for bad settings', () => {
    expect(codeOf({ OptInMode: 'Triple' })).toBe(3);
    expect(codeOf({ OptOutScope: 'Some lists' })).toBe(4);
    expect(codeOf({ SendServiceIntegrationFailedNotification: 'maybe' })).toBe(5);
    expect(codeOf({ HideInSubscriberArea: 'maybe' })).toBe(6);
    expect(codeOf({ SubscriptionConfirmedPageURL: 'not a url' })).toBe(6);
    expect(codeOf({ SyncStatus: 'Enabled' })).toBe(8);
    expect(codeOf({ SyncDBPort: 'abc' })).toBe(8);
    expect(codeOf({ ReqByEmailSearchToAddress: 'nope' })).toBe(9);
    expect(codeOf({ OptOutAddToSuppressionList: 'Maybe' })).toBe(10);
  });

  it('normalises good values and collects referenced lists', () => {
    const changes = read({
      OptInMode: 'double',
      OptOutScope: 'all lists',
      OptOutAddToGlobalSuppressionList: 'yes',
      HideInSubscriberArea: '1',
      OptOutUnsubscribeFrom: '4,5',
      SyncMySQLHost: 'db',
    });
    if (changes instanceof CommandError) throw changes;
    expect(changes.optInMode).toBe('Double');
    expect(changes.settings).toMatchObject({ OptOutScope: 'All lists', OptOutAddToGlobalSuppressionList: 'Yes', HideInSubscriberArea: true, SyncDBHost: 'db' });
    expect(changes.referencedListIds).toEqual([4, 5]);
    expect(hasChanges(changes)).toBe(true);
  });

  it('accepts an enabled sync once host, database and query are known', () => {
    expect(codeOf({ SyncStatus: 'Enabled' }, { SyncDBHost: 'h', SyncDBName: 'n', SyncDBQuery: 'q' })).toBe(0);
  });

  it('reports nothing to update', () => {
    const changes = read({ Unrelated: 'x' });
    expect(changes instanceof CommandError ? true : hasChanges(changes)).toBe(false);
  });
});
