import { validateSync } from 'class-validator';

import { defineQuery, reply } from './define-query';
import { AudiencePageRequest } from './lists.queries';
import { Queries } from './queries';

class Request {}

describe(defineQuery.name, () => {
  it('takes subjects of the form <service>.q.<name> only', () => {
    expect(defineQuery('lists.q.audience.count', Request, reply<number>()).subject).toBe('lists.q.audience.count');
    expect(() => defineQuery('lists.cmd.list.get', Request, reply<number>())).toThrow('<service>.q.<name>');
    expect(() => defineQuery('evt.lists.x.v1', Request, reply<number>())).toThrow('<service>.q.<name>');
  });

  it('gives every query of the registry its own subject, owned by the service that answers it', () => {
    const subjects = Object.values(Queries).map((q) => q.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
    expect(Queries.UserLimits.subject).toBe('accounts.q.user.limits');
    expect(Queries.AudiencePage.subject).toBe('lists.q.audience.page');
  });

  it('validates requests with the decorators of their class, base classes included', () => {
    const check = (payload: object) => validateSync(Object.assign(new AudiencePageRequest(), payload)).map((e) => e.property);
    expect(check({ userId: 1, recipientListsAndSegments: '3:0', limit: 500 })).toEqual([]);
    expect(check({ userId: '1', limit: 0, afterSubscriberId: -1, recipientListsAndSegments: 3 })).toEqual([
      'afterSubscriberId',
      'limit',
      'userId',
      'recipientListsAndSegments',
    ]);
  });
});
