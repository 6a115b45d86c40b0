import { environmentProblems } from './validate-env';

describe(environmentProblems.name, () => {
  it('accepts an unset or well-formed environment', () => {
    expect(environmentProblems({})).toEqual([]);
    expect(
      environmentProblems({
        PORT: '8080',
        DB_STATEMENT_TIMEOUT_MS: '9000',
        DEMO_MODE: 'Yes',
        NATS_URL: 'nats://a:4222,nats://b:4222',
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
      LOG_LEVEL: 'loud',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^PORT="eighty" must be a whole number$/),
      expect.stringMatching(/^DATABASE_URL="localhost:5432" must be a URL/),
      expect.stringMatching(/^NATS_URL=.* must be a comma-separated list of URLs$/),
      expect.stringMatching(/^BUS_TIMEOUT_MS="10s" must be a whole number$/),
      expect.stringMatching(/^DEMO_MODE="maybe" must be true or false/),
      expect.stringMatching(/^LOG_LEVEL="loud" must be one of/),
    ]);
  });
});
