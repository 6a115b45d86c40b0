import { type CommandError } from '@mail/contracts';

import type { UserRow } from '../user.row';
import { adminOnlyParamsPresent, adminPatch, emailOrThrow, profilePatch, rateLimits } from './user-update.fields';

const current = { preferences: { CustomEmailHeaders: 'X-A: 1' } } as unknown as UserRow;

function codeOf(work: () => unknown): number | undefined {
  try {
    work();
    return undefined;
  } catch (error) {
    return (error as CommandError).failure.errors[0].code;
  }
}

describe('User.Update fields', () => {
  it('spots admin-only parameters', () => {
    expect(adminOnlyParamsPresent({ firstname: 'a', reputationlevel: 'Trusted', usersince: '2024-01-01' })).toEqual(['reputationlevel', 'usersince']);
    expect(adminOnlyParamsPresent({ firstname: 'a' })).toEqual([]);
  });

  it('maps profile fields, PhoneVerified 1/0 and preferences', () => {
    const patch = profilePatch(
      { firstname: ' Ann ', phoneverified: '1', timezone: 'Europe/Paris', whitelistedemailaddresses: 'a@x.io\nb@x.io', previewmyemailaccount: 'acc' },
      current,
    );
    expect(patch).toMatchObject({ first_name: 'Ann', phone_verified: true, time_zone: 'Europe/Paris' });
    expect(patch.preferences).toEqual({ CustomEmailHeaders: 'X-A: 1', WhiteListedEmailAddresses: 'a@x.io\nb@x.io', PreviewServiceAccount: 'acc' });
    expect(profilePatch({ phoneverified: '0' }, current).phone_verified).toBe(false);
  });

  it('validates dates (11) and allow-lists (8)', () => {
    expect(codeOf(() => profilePatch({ lastactivitydatetime: '31/12/2024' }, current))).toBe(11);
    expect(profilePatch({ lastactivitydatetime: '2024-12-31 10:00:00' }, current).last_activity_at?.toISOString()).toBe('2024-12-31T10:00:00.000Z');
    expect(codeOf(() => profilePatch({ allowedipaddresses: 'not-an-ip' }, current))).toBe(8);
    expect(profilePatch({ allowedipaddresses: '10.0.0.0/8 1.2.3.4' }, current).allowed_ip_addresses).toBe('10.0.0.0/8,1.2.3.4');
  });

  it('parses admin fields strictly', () => {
    expect(adminPatch({ reputationlevel: 'untrusted', availablecredits: '12', accountstatus: 'Disabled' })).toEqual({
      reputation_level: 'Untrusted',
      available_credits: 12,
      account_status: 'Disabled',
    });
    expect(codeOf(() => adminPatch({ reputationlevel: 'Meh' }))).toBe(8);
    expect(codeOf(() => adminPatch({ availablecredits: 'lots' }))).toBe(8);
    expect(codeOf(() => adminPatch({ usersince: 'yesterday' }))).toBe(11);
  });

  it('reads RateLimits from JSON or bracket objects', () => {
    expect(rateLimits('{"MaxSendPerMinute":10,"MaxSendPerDay":"500"}')).toEqual({ MaxSendPerMinute: 10, MaxSendPerDay: 500 });
    expect(rateLimits({ maxsendperhour: '7', maxsendperday: '' })).toEqual({ MaxSendPerHour: 7 });
    expect(codeOf(() => rateLimits('{bad json'))).toBe(8);
    expect(codeOf(() => rateLimits({ maxsendpercentury: 1 }))).toBe(8);
    expect([codeOf(() => rateLimits('{"constructor":1}')), codeOf(() => rateLimits('{"__proto__":1}')), codeOf(() => rateLimits({ toString: 1 }))]).toEqual([
      8, 8, 8,
    ]);
  });

  it('validates email addresses with 7', () => {
    expect(emailOrThrow(' a@b.co ')).toBe('a@b.co');
    expect(codeOf(() => emailOrThrow('nope'))).toBe(7);
  });
});
