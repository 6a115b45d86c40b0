import { Injectable } from '@nestjs/common';
import { isEmail } from 'class-validator';

import { CommandError, EMAIL_SETTINGS, ENUM_SETTINGS, SYSTEM_SETTING_NAMES, type SettingsUpdateReply, type SettingsUpdateRequest } from '@mail/contracts';

import { str } from '../../shared/params/param-readers';
import { SystemSettingsCache } from '../system-settings.cache';
import { SystemSettingsRepository } from '../system-settings.repository';

/** the integer settings (ports, sizes, counts, ids): a non-negative integer or empty */
const INTEGER_SETTINGS = new Set([
  'LoadBalanceEmails',
  'LoadBalanceSleep',
  'UserSignupGroupID',
  'DefaultThemeID',
  'SendMethodSMTPPort',
  'SendMethodSMTPTimeout',
  'SendMethodSMTPMsgConn',
  'ImportMaxFilesize',
  'AttachmentMaxFilesize',
  'MediaMaxFilesize',
  'POP3BouncePort',
  'POP3FBLPort',
  'POP3RequestsPort',
  'RateLimitExceedNotificationInterval',
  'ThresholdSoftBounceDetection',
]);

/**
 * settings.update: only the settings sent are validated and written (in one statement), then every replica is told
 * to reload them (SystemSettingsCache), so the change applies without a restart.
 */
@Injectable()
export class SettingsUpdateService {
  constructor(
    private readonly repository: SystemSettingsRepository,
    private readonly cache: SystemSettingsCache,
  ) {}

  async run(input: SettingsUpdateRequest): Promise<SettingsUpdateReply> {
    const values: Record<string, string> = {};
    for (const name of SYSTEM_SETTING_NAMES) {
      const raw = input[name.toLowerCase()];
      if (raw === undefined || raw === null) continue;
      const value = typeof raw === 'object' ? JSON.stringify(raw) : (str(raw) ?? '');
      values[name] = value;
    }
    for (const name of EMAIL_SETTINGS) {
      const v = values[name]?.trim();
      if (v && !isEmail(v)) throw new CommandError(1, `Invalid email address: ${name}`);
    }
    for (const [name, allowed] of Object.entries(ENUM_SETTINGS)) {
      if (values[name] === undefined) continue;
      const match = allowed.find((a) => a.toLowerCase() === values[name].trim().toLowerCase());
      if (match === undefined) throw new CommandError(2, `Invalid value for ${name}: one of ${allowed.filter(Boolean).join(', ')}`);
      values[name] = match;
    }
    for (const name of INTEGER_SETTINGS) {
      const v = values[name]?.trim();
      if (v && !/^\d{1,10}$/.test(v)) throw new CommandError(4, `${name} must be a non-negative integer`);
    }
    if (values.PaymentTaxPercent?.trim() && !/^\d+(\.\d+)?$/.test(values.PaymentTaxPercent.trim()))
      throw new CommandError(4, 'PaymentTaxPercent must be a number');
    if (values.DefaultOptinEmailBody !== undefined && !values.DefaultOptinEmailBody.includes('%Link:Confirm%'))
      throw new CommandError(7, 'DefaultOptinEmailBody must contain %Link:Confirm%');
    await this.repository.write(values);
    await this.cache.changed();
    return {};
  }
}
