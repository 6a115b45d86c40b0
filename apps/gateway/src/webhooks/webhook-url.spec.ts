import { type CommandError } from '@mail/contracts';

import { checkWebhookUrl } from './webhook-url';

const code = (url: string, allowed: string[] = []) => {
  try {
    checkWebhookUrl(url, allowed);
    return 0;
  } catch (error) {
    return (error as CommandError).failure.errors[0].code;
  }
};

describe(checkWebhookUrl.name, () => {
  it('accepts public http(s) URLs', () => {
    expect(code('https://hooks.example.com/gateway')).toBe(0);
    expect(code('http://93.184.216.34:8080/x')).toBe(0);
  });

  it('answers 6 for what is not an http(s) URL', () => {
    for (const url of ['not a url', 'ftp://example.com/', 'https://user:pw@example.com/']) expect(code(url)).toBe(6);
  });

  it('answers 7 for loopback, private, metadata and local names', () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://169.254.169.254/latest/meta-data',
      'http://10.1.2.3/',
      'http://[::1]/',
      'http://localhost:8080/',
      'http://printer.local/',
      'http://intranet/',
      'http://[::ffff:127.0.0.1]/',
    ])
      expect(code(url)).toBe(7);
  });

  it('lets an exact allowed address through (a test receiver), nothing else', () => {
    expect(code('http://127.0.0.1:9000/hook', ['127.0.0.1'])).toBe(0);
    expect(code('http://169.254.169.254/', ['127.0.0.1'])).toBe(7);
  });
});
