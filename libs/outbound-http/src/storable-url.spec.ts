import { resetGuardedAgents } from './guarded-agents';
import { checkStorableUrl } from './storable-url';

const reason = (url: string) => {
  const checked = checkStorableUrl(url);
  return checked.ok ? 'ok' : checked.reason;
};

describe(checkStorableUrl.name, () => {
  const saved = process.env.OUTBOUND_HTTP_ALLOW_IPS;
  afterEach(() => {
    if (saved === undefined) delete process.env.OUTBOUND_HTTP_ALLOW_IPS;
    else process.env.OUTBOUND_HTTP_ALLOW_IPS = saved;
    resetGuardedAgents();
  });
  beforeEach(() => {
    delete process.env.OUTBOUND_HTTP_ALLOW_IPS;
    resetGuardedAgents();
  });

  it('accepts public http(s) URLs, normalised', () => {
    expect(checkStorableUrl(' https://Hooks.Example.com/gateway ')).toEqual({ ok: true, url: 'https://hooks.example.com/gateway' });
    expect(reason('http://93.184.216.34:8080/x')).toBe('ok');
    expect(reason('http://[2606:4700::1111]/x')).toBe('ok');
  });

  it.each(['not a url', 'ftp://example.com/', 'https://user:pw@example.com/', 'javascript:alert(1)'])('refuses %s as invalid-url', (url) => {
    expect(reason(url)).toBe('invalid-url');
  });

  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f.1/',
    'http://127.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://10.1.2.3/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::127.0.0.1]/',
    'http://[::7f00:1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[64:ff9b::127.0.0.1]/',
    'http://[2002:7f00:1::]/',
    'http://[fd00::1]/',
    'http://localhost:8080/',
    'http://printer.local/',
    'http://intranet/',
  ])('refuses %s as blocked-address', (url) => {
    expect(reason(url)).toBe('blocked-address');
  });

  it('lets an exact allowed address through (a test receiver), nothing else', () => {
    process.env.OUTBOUND_HTTP_ALLOW_IPS = ' 127.0.0.1, ::1 ,';
    resetGuardedAgents();
    expect(reason('http://127.0.0.1:9000/hook')).toBe('ok');
    expect(reason('http://[::1]:9000/hook')).toBe('ok');
    expect(reason('http://[::127.0.0.1]/')).toBe('blocked-address');
    expect(reason('http://169.254.169.254/')).toBe('blocked-address');
  });
});
