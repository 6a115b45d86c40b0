import { ConfigError, readConfig } from './read-config';

describe(readConfig.name, () => {
  const read = (source: NodeJS.ProcessEnv) =>
    readConfig(
      'accounts',
      (vars) => ({ days: vars.int('SESSION_LIFETIME_DAYS', { fallback: 30 }), port: vars.int('PORT', { max: 65_535 }), demo: vars.bool('DEMO_MODE') }),
      source,
    );

  it('reads documented defaults and fallbacks, and freezes the result', () => {
    const config = read({});
    expect(config).toEqual({ days: 30, port: 8080, demo: false });
    expect(Object.isFrozen(config)).toBe(true);
    expect(read({ SESSION_LIFETIME_DAYS: '7', PORT: '0', DEMO_MODE: 'Yes' })).toEqual({ days: 7, port: 0, demo: true });
  });

  it.each([
    [{ SESSION_LIFETIME_DAYS: 'abc' }, 'SESSION_LIFETIME_DAYS="abc"'],
    [{ SESSION_LIFETIME_DAYS: '12days' }, 'SESSION_LIFETIME_DAYS="12days"'],
    [{ PORT: '-1' }, 'PORT="-1"'],
    [{ PORT: '70000' }, 'PORT="70000"'],
    [{ DEMO_MODE: 'maybe' }, 'DEMO_MODE="maybe"'],
  ])('stops on %j naming the variable and its value', (source, named) => {
    expect(() => read(source)).toThrow(ConfigError);
    expect(() => read(source)).toThrow(named);
  });

  it('names every bad variable at once', () => {
    const error = (() => {
      try {
        read({ SESSION_LIFETIME_DAYS: 'abc', PORT: '-5' });
      } catch (e) {
        return e as ConfigError;
      }
    })();
    expect(error?.problems).toEqual([expect.stringContaining('SESSION_LIFETIME_DAYS="abc"'), expect.stringContaining('PORT="-5"')]);
    expect(error?.message).toMatch(/^accounts: the configuration is invalid/);
  });
});
