import { Injectable } from '@nestjs/common';

import { ENV_VARS } from '@mail/config';
import { CommandError, SETTINGS_SECTIONS, type SystemGetsettingsReply, type SystemGetsettingsRequest } from '@mail/contracts';

import { str } from '../../shared/params/param-readers';
import { redacted, withoutUrlPassword } from '../settings-redaction';
import { SystemSettingsCache } from '../system-settings.cache';

type Section = (typeof SETTINGS_SECTIONS)[number];

/**
 * system.getsettings: the vendor's four sections mapped onto this platform: no config files (ConfigFiles is empty),
 * the documented environment variables under EnvSettings.octeth, the settings settings.update wrote as RuntimeOptions,
 * and the process's fixed facts as DefinedConstants. Secret-like names are redacted.
 */
@Injectable()
export class SystemGetsettingsService {
  constructor(private readonly settings: SystemSettingsCache) {}

  async run(input: SystemGetsettingsRequest): Promise<SystemGetsettingsReply> {
    const wanted = str(input.section)?.trim();
    const section = wanted ? SETTINGS_SECTIONS.find((s) => s.toLowerCase() === wanted.toLowerCase()) : undefined;
    if (wanted && !section) throw new CommandError(1, `Invalid section. Valid sections: ${SETTINGS_SECTIONS.join(', ')}`);
    const all: Record<Section, () => Promise<Record<string, unknown>>> = {
      ConfigFiles: async () => ({}),
      EnvSettings: async () => ({ octeth: environment() }),
      RuntimeOptions: async () => redacted(runtimeOptions(await this.settings.get())),
      DefinedConstants: async () => ({ NODE_VERSION: process.version, NODE_ENV: process.env.NODE_ENV ?? '', SERVICE: 'accounts' }),
    };
    const sections = section ? [section] : SETTINGS_SECTIONS;
    const Settings: SystemGetsettingsReply['Settings'] = {};
    for (const s of sections) Settings[s] = await all[s]();
    return { Settings };
  }
}

function environment(): Record<string, unknown> {
  const out: Record<string, string> = {};
  for (const v of ENV_VARS) {
    const value = process.env[v.name];
    if (value !== undefined) out[v.name] = withoutUrlPassword(value);
  }
  return redacted(out);
}

/** JSON arrays and objects stored as text are shown decoded, as the vendor does */
function runtimeOptions(values: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => {
      if (/^\s*[[{]/.test(v)) {
        try {
          return [k, JSON.parse(v)];
        } catch {
          return [k, v];
        }
      }
      return [k, v];
    }),
  );
}
