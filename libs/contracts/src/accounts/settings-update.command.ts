import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { SETTINGS_COMMAND, SYSTEM_SETTING_NAMES } from './settings.shared';

/** settings.update: every parameter optional; only what is sent is written. The parameters are SYSTEM_SETTING_NAMES. */
export class SettingsUpdateRequest {
  [name: string]: unknown;
}
// one documented, lower-cased parameter per setting name (the list lives once, in settings.shared.ts)
for (const name of SYSTEM_SETTING_NAMES) Param(`System setting ${name}`)(SettingsUpdateRequest.prototype, name.toLowerCase());

export type SettingsUpdateReply = Record<string, never>;

export const SettingsUpdate = defineCommand({
  name: 'settings.update',
  ...SETTINGS_COMMAND,
  request: SettingsUpdateRequest,
  returns: reply<SettingsUpdateReply>(),
  reply: '(envelope only)',
  errors: {
    1: 'an email-address setting is not an email address',
    2: 'an enumerated setting has a value outside its set',
    4: 'a numeric setting (ports, sizes, counts, ids) is not a non-negative integer',
    7: 'DefaultOptinEmailBody lacks %Link:Confirm%',
  },
  summary: 'Change system settings (only those sent); every replica applies them at once, without a restart.',
  notes:
    'Codes 3 (PreviewMyEmail unreachable) and 6 (POP3 mailbox unreachable) are not answered: no PreviewMyEmail or POP3 client runs here; ' +
    'the values are stored. Secret values (passwords, keys) are stored as sent and shown redacted by system.getsettings.',
});
