import type { PublicRequest } from '@mail/contracts';

import { readInboundContact } from './inbound-body';

const req = (over: Partial<PublicRequest>): PublicRequest => ({
  method: 'POST',
  params: {},
  query: {},
  body: '',
  contentType: '',
  ip: '1.2.3.4',
  userAgent: '',
  headers: {},
  requestId: 'r',
  ...over,
});

describe(readInboundContact.name, () => {
  it('reads the query string, a form and a JSON body, names in any case', () => {
    expect(readInboundContact(req({ method: 'GET', query: { EmailAddress: 'A@x.org', CustomField3: 'x' } }))).toEqual({
      email: 'a@x.org',
      values: new Map([['customfield3', 'x']]),
    });
    expect(readInboundContact(req({ body: 'email=b%40x.org&FirstName=Bo', contentType: 'application/x-www-form-urlencoded' })).email).toBe('b@x.org');
    const json = readInboundContact(req({ body: '{"Email":"c@x.org","firstname":"Cy"}', contentType: 'application/json' }));
    expect(json).toEqual({ email: 'c@x.org', values: new Map([['firstname', 'Cy']]) });
  });

  it('is empty for a body it cannot read', () => {
    expect(readInboundContact(req({ body: '{oops', contentType: 'application/json' })).email).toBe('');
  });
});
