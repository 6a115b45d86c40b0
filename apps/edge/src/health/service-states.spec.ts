import type { ServiceHealthReply } from '@mail/contracts';

import { serviceStates } from './service-states';

const ready = (service: string): ServiceHealthReply => ({ service, ready: true, checks: { database: 'OK', bus: 'OK', workers: 'OK' } });

describe(serviceStates.name, () => {
  it('is OK for every service that answered ready', () => {
    expect(serviceStates(['accounts', 'lists'], [ready('accounts'), ready('lists')])).toEqual({
      states: { accounts: 'OK', lists: 'OK' },
      silent: [],
      notReady: [],
      databasesOk: true,
    });
  });

  it('lists the services that did not answer (code 11) apart from those that answered not ready (code 12)', () => {
    const lists: ServiceHealthReply = { service: 'lists', ready: false, checks: { database: 'FAILED', bus: 'OK', workers: 'FAILED' } };
    const campaigns: ServiceHealthReply = { service: 'campaigns', ready: false, checks: { database: 'OK', stopping: 'FAILED' } };
    expect(serviceStates(['accounts', 'lists', 'sms', 'campaigns', 'journeys'], [ready('accounts'), lists, undefined, campaigns, undefined])).toEqual({
      states: { accounts: 'OK', lists: 'FAILED', sms: 'FAILED', campaigns: 'FAILED', journeys: 'FAILED' },
      silent: ['sms', 'journeys'],
      notReady: ['lists (database, workers)', 'campaigns (stopping)'],
      databasesOk: false,
    });
  });
});
