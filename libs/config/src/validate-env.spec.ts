import { localBaseUrl, publicBaseUrl } from './env';
import { assertValidEnvironment, environmentProblems } from './validate-env';

describe(environmentProblems.name, () => {
  it('accepts an unset or well-formed environment', () => {
    expect(environmentProblems({})).toEqual([]);
    expect(
      environmentProblems({
        PORT: '8080',
        DB_STATEMENT_TIMEOUT_MS: '9000',
        DEMO_MODE: 'Yes',
        NATS_URL: 'nats://a:4222,nats://b:4222',
        PUBLIC_BASE_URL: 'https://mail.example.com',
        DATABASE_URL: 'postgres://u:p@db:5432/mail',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '10.0.0.0/8',
        CORS_ORIGINS: '*',
      }),
    ).toEqual([]);
  });

  it('names every variable that is set but unusable, and why', () => {
    const problems = environmentProblems({
      PORT: 'eighty',
      BUS_TIMEOUT_MS: '10s',
      DEMO_MODE: 'maybe',
      DATABASE_URL: 'localhost:5432',
      NATS_URL: 'nats://ok:4222,not a url',
      PUBLIC_BASE_URL: 'mail.example.com',
      LOG_LEVEL: 'loud',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^PORT="eighty" must be a whole number$/),
      expect.stringMatching(/^DATABASE_URL="localhost:5432" must be a URL/),
      expect.stringMatching(/^NATS_URL=.* must be a comma-separated list of URLs$/),
      expect.stringMatching(/^BUS_TIMEOUT_MS="10s" must be a whole number$/),
      expect.stringMatching(/^PUBLIC_BASE_URL="mail.example.com" must be a URL/),
      expect.stringMatching(/^DEMO_MODE="maybe" must be true or false/),
      expect.stringMatching(/^LOG_LEVEL="loud" must be one of/),
    ]);
  });

  it('requires PUBLIC_BASE_URL when distributed (NATS_URL set), never in one process', () => {
    expect(environmentProblems({ NATS_URL: 'nats://nats:4222' })).toEqual([
      expect.stringMatching(/^PUBLIC_BASE_URL is required when NATS_URL is set: links in mail/),
    ]);
    expect(environmentProblems({ NATS_URL: 'nats://nats:4222', PUBLIC_BASE_URL: '' })).toHaveLength(1);
    expect(environmentProblems({ NATS_URL: 'nats://nats:4222', PUBLIC_BASE_URL: 'https://mail.example.com' })).toEqual([]);
    expect(environmentProblems({ NATS_URL: '' })).toEqual([]);
    expect(environmentProblems({})).toEqual([]);
  });
});

describe(assertValidEnvironment.name, () => {
  it('stops the process at boot with the problem, before anything starts', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      assertValidEnvironment('lists', { NATS_URL: 'nats://nats:4222' });
      expect(exit).toHaveBeenCalledWith(1);
      expect(String(stderr.mock.calls[0][0])).toMatch(
        /^lists: not starting, the configuration is invalid:\n {2}- PUBLIC_BASE_URL is required when NATS_URL is set/,
      );
      exit.mockClear();
      assertValidEnvironment('lists', { NATS_URL: 'nats://nats:4222', PUBLIC_BASE_URL: 'https://mail.example.com' });
      expect(exit).not.toHaveBeenCalled();
    } finally {
      exit.mockRestore();
      stderr.mockRestore();
    }
  });
});

describe(publicBaseUrl.name, () => {
  afterEach(() => {
    for (const name of ['PUBLIC_BASE_URL', 'HOST', 'PORT']) delete process.env[name];
  });

  it('is PUBLIC_BASE_URL without a trailing slash, else the one process itself', () => {
    process.env.PUBLIC_BASE_URL = 'https://mail.example.com/';
    expect(publicBaseUrl()).toBe('https://mail.example.com');
    delete process.env.PUBLIC_BASE_URL;
    expect(publicBaseUrl()).toBe('http://127.0.0.1:8080');
    Object.assign(process.env, { HOST: '0.0.0.0', PORT: '9000' });
    expect(publicBaseUrl()).toBe('http://localhost:9000');
    expect(localBaseUrl('::1', 81)).toBe('http://[::1]:81');
  });
});
