import { normalisePhone } from './phone';

describe(normalisePhone.name, () => {
  it('writes valid numbers in E.164, national ones in the default country', () => {
    expect(normalisePhone('+1 415-555-2671', 'US')).toEqual({ ok: true, e164: '+14155552671', country: 'US' });
    expect(normalisePhone('(415) 555-2671', 'US')).toEqual({ ok: true, e164: '+14155552671', country: 'US' });
    expect(normalisePhone('07400 123456', 'GB')).toEqual({ ok: true, e164: '+447400123456', country: 'GB' });
  });

  it('names why a number cannot be sent to', () => {
    expect(normalisePhone('  ', 'US')).toEqual({ ok: false, reason: 'missing_number' });
    expect(normalisePhone('12', 'US')).toEqual({ ok: false, reason: 'invalid_number' });
    expect(normalisePhone('not a number', 'US')).toEqual({ ok: false, reason: 'invalid_number' });
  });
});
