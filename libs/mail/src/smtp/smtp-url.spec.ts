import { describeSmtpUrl, smtpPoolOptions } from './smtp-url';

describe(smtpPoolOptions.name, () => {
  it('pools smtp:// and smtps:// URLs, credentials included', () => {
    expect(smtpPoolOptions('smtp://user:pa%40ss@mail.example:587')).toEqual({ url: 'smtp://user:pa%40ss@mail.example:587', pool: true, maxConnections: 5 });
    expect(smtpPoolOptions('smtps://relay.example', 2)).toMatchObject({ pool: true, maxConnections: 2 });
  });

  it('refuses what is not an SMTP URL with a message that says why', () => {
    expect(() => smtpPoolOptions('mail.example:25')).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => smtpPoolOptions('http://mail.example')).toThrow('SMTP_URL must use smtp:// or smtps://, not http://');
    expect(() => smtpPoolOptions('not a url')).toThrow('SMTP_URL is not a URL');
  });
});

describe(describeSmtpUrl.name, () => {
  it('never shows the password', () => {
    expect(describeSmtpUrl('smtp://user:secret@mail.example:587')).toBe('smtp://user:***@mail.example:587');
    expect(describeSmtpUrl('smtp://127.0.0.1:2525')).toBe('smtp://127.0.0.1:2525');
    expect(describeSmtpUrl('::bad::secret')).not.toContain('secret');
  });
});
