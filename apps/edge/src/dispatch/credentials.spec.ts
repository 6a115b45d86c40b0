import { DnsAuthorize, JourneyBulkTrigger } from '@mail/contracts';

import { bearerToken, credentialsFrom, hasAny } from './credentials';

describe('credentialsFrom', () => {
  it('reads every credential parameter and the bearer header', () => {
    expect(credentialsFrom({ apikey: ' k ', sessionid: 's', adminapikey: 'a' }, { authorization: 'Bearer  b ' })).toEqual({
      apiKey: 'k',
      sessionId: 's',
      adminApiKey: 'a',
      bearer: 'b',
    });
  });

  it('accepts api_key, ignores blanks and non-strings', () => {
    expect(credentialsFrom({ api_key: 'k2' }, {}).apiKey).toBe('k2');
    const none = credentialsFrom({ apikey: '  ', sessionid: ['x'] }, { authorization: 'Basic abc' });
    expect(hasAny(none)).toBe(false);
  });

  it("leaves api_key to a command that declares it (a DNS provider's key)", () => {
    expect(credentialsFrom({ api_key: 'provider-key' }, {}, DnsAuthorize).apiKey).toBeUndefined();
    expect(credentialsFrom({ api_key: 'k2' }, {}, JourneyBulkTrigger).apiKey).toBe('k2');
  });

  it('parses the bearer scheme case-insensitively', () => {
    expect(bearerToken({ authorization: 'bearer tok' })).toBe('tok');
    expect(bearerToken({})).toBeUndefined();
  });
});
