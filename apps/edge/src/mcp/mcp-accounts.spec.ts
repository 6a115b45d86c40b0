import { stdioAccounts } from './mcp-accounts';

const flags = { readOnly: false, allowSends: true };

describe(stdioAccounts.name, () => {
  it('one account from OCTETH_BASE_URL and OCTETH_API_KEY, in use at once', () => {
    expect(stdioAccounts({ ...flags, baseUrl: 'https://mail.example.com/', apiKey: 'k' })).toEqual({
      accounts: [{ name: 'default', baseUrl: 'https://mail.example.com/', apiKey: 'k', readOnly: false, allowSends: true }],
      multi: false,
    });
  });

  it('named accounts from OCTETH_ACCOUNTS, their own flags over the global ones', () => {
    const accounts = JSON.stringify({
      prod: { baseUrl: 'https://p.example.com/', apiKey: 'a', readOnly: true },
      test: { baseUrl: 'http://t:8080', apiKey: 'b' },
    });
    expect(stdioAccounts({ ...flags, accounts, apiKey: 'ignored' })).toEqual({
      accounts: [
        { name: 'prod', baseUrl: 'https://p.example.com/', apiKey: 'a', readOnly: true, allowSends: true },
        { name: 'test', baseUrl: 'http://t:8080', apiKey: 'b', readOnly: false, allowSends: true },
      ],
      multi: true,
    });
  });

  it.each([
    [{ accounts: '{' }, /not valid JSON/],
    [{ accounts: '[]' }, /JSON object/],
    [{ accounts: '{"a":{"baseUrl":"ftp://x","apiKey":"k"}}' }, /OCTETH_ACCOUNTS.a/],
    [{ baseUrl: 'https://x' }, /OCTETH_API_KEY/],
    [{ apiKey: 'k', baseUrl: 'not a url' }, /OCTETH_BASE_URL/],
  ])('names what is wrong: %j', (settings, problem) => {
    expect(stdioAccounts({ ...flags, ...settings })).toEqual({ problem: expect.stringMatching(problem) });
  });
});
