import { IsNotEmpty } from 'class-validator';

import { Param } from '../request-params';
import { code } from '../validation';

/** What the SSO source commands share: the admin-only legacy command shape. */
export const SSO_COMMAND = { service: 'accounts', auth: 'admin', errorStyle: 'array' } as const;

/** sso.create and sso.update: one SSO source. `Options` arrives as an object, JSON text, `Options[Key]` or `Options.Key`. */
export class SsoSourceFieldsRequest {
  @IsNotEmpty(code(1, 'Missing sourcename'))
  @Param('Name of the SSO source', true)
  sourcename!: string;

  @IsNotEmpty(code(2, 'Missing sourcecode'))
  @Param('Unique code of the source: letters, digits, `_` and `-`', true)
  sourcecode!: string;

  @Param('Description of the source (update: omitted keeps it)')
  sourcedescription?: string;

  @Param('When the source stops accepting links, `YYYY-MM-DD HH:MM:SS` UTC (update: omitted keeps it, empty clears it)')
  expiresat?: string;

  @IsNotEmpty(code(7, 'Missing validforseconds'))
  @Param('How long a signed link stays valid after its timestamp, seconds (>= 1)', true)
  validforseconds!: string | number;

  @Param('Object (or JSON text): CreateNewUserIfNotExists, PerformLogin, ReturnUserData, each `Enabled` or `Disabled`')
  options?: string | Record<string, unknown>;

  @Param('`Enabled`/`Disabled` (flat spelling of Options.CreateNewUserIfNotExists)')
  'options.createnewuserifnotexists'?: string;

  @Param('`Enabled`/`Disabled` (flat spelling of Options.PerformLogin)')
  'options.performlogin'?: string;

  @Param('`Enabled`/`Disabled` (flat spelling of Options.ReturnUserData)')
  'options.returnuserdata'?: string;
}

export const SSO_FIELD_ERRORS = {
  1: 'SourceName missing',
  2: 'SourceCode missing',
  4: 'SourceCode has characters other than letters, digits, _ and -',
  5: 'ExpiresAt is not YYYY-MM-DD HH:MM:SS',
  6: 'another source has this SourceCode',
  7: 'ValidForSeconds missing',
  8: 'ValidForSeconds is not an integer >= 1',
} as const;
