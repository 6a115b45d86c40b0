import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { SETTINGS_COMMAND } from './settings.shared';

export class SystemGetsettingsRequest {
  @Param('Only this section: `ConfigFiles`, `EnvSettings`, `RuntimeOptions` or `DefinedConstants`; all four when omitted')
  section?: string;
}

export interface SystemGetsettingsReply {
  Settings: Partial<Record<'ConfigFiles' | 'EnvSettings' | 'RuntimeOptions' | 'DefinedConstants', Record<string, unknown>>>;
}

export const SystemGetsettings = defineCommand({
  name: 'system.getsettings',
  ...SETTINGS_COMMAND,
  v1: { methods: ['GET'], path: 'system-settings' },
  request: SystemGetsettingsRequest,
  returns: reply<SystemGetsettingsReply>(),
  reply: 'Settings { ConfigFiles, EnvSettings { octeth }, RuntimeOptions, DefinedConstants }',
  errors: { 1: { meaning: 'Section is not one of the four names', httpStatus: 422 } },
  summary: 'Read a redacted snapshot of the running configuration: the environment and the settings settings.update wrote.',
  notes:
    'EnvSettings.octeth holds the documented environment variables the process sees; RuntimeOptions the system settings (as every replica ' +
    'applies them now); a name with a secret-like fragment answers ***REDACTED*** (empty values stay empty).',
});
