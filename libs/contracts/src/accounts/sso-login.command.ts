import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';

/**
 * sso.login: a signed single-sign-on link of an SSO source. Signature = hex HMAC-SHA256, keyed with the source's
 * SSOSecret (sso.create), over `<SourceCode>|<Email>|<Timestamp>`.
 */
export class SsoLoginRequest {
  @IsNotEmpty(code(1, 'Missing sourcecode'))
  @Param('Code of the SSO source that signed the link', true)
  sourcecode!: string;

  @IsNotEmpty(code(2, 'Missing email'))
  @Param('Email address of the user to log in', true)
  email!: string;

  @IsNotEmpty(code(3, 'Missing timestamp'))
  @Param('When the link was signed, Unix seconds', true)
  timestamp!: string | number;

  @IsNotEmpty(code(4, 'Missing signature'))
  @Param('Hex HMAC-SHA256 of `<SourceCode>|<Email>|<Timestamp>` keyed with the source secret', true)
  signature!: string;

  @Param('First name of a user created by the link (CreateNewUserIfNotExists)')
  firstname?: string;

  @Param('Last name of a user created by the link')
  lastname?: string;

  @Param('Username of a user created by the link (default: the email address)')
  username?: string;
}

export interface SsoLoginReply {
  UserID: number;
  /** true when the link created the user (CreateNewUserIfNotExists) */
  UserCreated: boolean;
  /** a user session, when the source's PerformLogin is Enabled */
  SessionID?: string;
  /** the user's profile, when the source's ReturnUserData is Enabled */
  UserInfo?: Record<string, unknown>;
}

export const SsoLogin = defineCommand({
  name: 'sso.login',
  service: 'accounts',
  auth: 'none',
  v1: { methods: ['GET', 'POST'], path: 'sso.login' },
  request: SsoLoginRequest,
  returns: reply<SsoLoginReply>(),
  reply: 'UserID, UserCreated, SessionID?, UserInfo?',
  errorStyle: 'array',
  rateLimit: { requests: 60, windowSeconds: 60 },
  errors: {
    1: 'SourceCode missing',
    2: 'Email missing',
    3: 'Timestamp missing',
    4: 'Signature missing',
    5: { meaning: 'no such SSO source, or the source expired (ExpiresAt passed)', httpStatus: 401 },
    6: { meaning: 'the signature does not match', httpStatus: 401 },
    7: { meaning: 'the link expired (older than the source’s ValidForSeconds) or is dated in the future', httpStatus: 401 },
    8: { meaning: 'the link was used already (links are single-use)', httpStatus: 401 },
    9: { meaning: 'no user has this email address and the source does not create users', httpStatus: 404 },
    10: { meaning: 'the user account is disabled', httpStatus: 403 },
    11: { meaning: 'the email address is not valid (a user cannot be created with it)', httpStatus: 422 },
  },
  summary: 'Follow a signed, expiring single-sign-on link: log the user in (a session), creating the user when the source says so.',
  notes:
    'Our own command: the vendor documents the SSO sources but not the link. A link is valid ValidForSeconds after its Timestamp ' +
    '(60 s of clock skew allowed) and only once; a source past its ExpiresAt signs nothing (docs/decisions.md, Admin configuration).',
});
