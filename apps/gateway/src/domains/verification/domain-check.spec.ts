import { dkimFinding, spfFinding, statusOf, verificationOf } from './domain-check';

describe(spfFinding.name, () => {
  it('matches the one SPF record that includes ours, whatever else is published', () => {
    expect(spfFinding([['google-site-verification=x'], ['v=spf1 mx include:_spf.mail.test ~all']], '_spf.mail.test')).toBe('match');
    expect(spfFinding([['v=spf1 mx ', 'include:_SPF.mail.test -all']], '_spf.mail.test')).toBe('match');
  });

  it('is a mismatch without our include or with two SPF records, missing with none', () => {
    expect(spfFinding([['v=spf1 include:other.test ~all']], '_spf.mail.test')).toBe('mismatch');
    expect(spfFinding([['v=spf1 include:_spf.mail.test ~all'], ['v=spf1 -all']], '_spf.mail.test')).toBe('mismatch');
    expect(spfFinding([['something else']], '_spf.mail.test')).toBe('missing');
  });
});

describe(dkimFinding.name, () => {
  it('compares the p= tag (split strings and spaces ignored)', () => {
    expect(dkimFinding([['v=DKIM1; k=rsa; p=MIIB', 'AQAB']], 'MIIBAQAB')).toBe('match');
    expect(dkimFinding([['v=DKIM1; k=rsa; p=OTHER']], 'MIIBAQAB')).toBe('mismatch');
    expect(dkimFinding([], 'MIIBAQAB')).toBe('missing');
  });
});

describe(statusOf.name, () => {
  const created = new Date('2030-01-01T00:00:00Z');
  it('stays Pending while records are missing for three days, then Failed', () => {
    expect(statusOf('missing', created, new Date('2030-01-02T00:00:00Z'))).toBe('Pending');
    expect(statusOf('missing', created, new Date('2030-01-05T00:00:00Z'))).toBe('Failed');
    expect(statusOf('match', created, new Date('2030-01-05T00:00:00Z'))).toBe('Verified');
    expect(statusOf('mismatch', created, created)).toBe('Failed');
  });

  it('verifies a domain only when both records are verified', () => {
    expect(verificationOf('Verified', 'Verified')).toBe('Verified');
    expect(verificationOf('Verified', 'Pending')).toBe('Pending');
    expect(verificationOf('Failed', 'Pending')).toBe('Failed');
  });
});
