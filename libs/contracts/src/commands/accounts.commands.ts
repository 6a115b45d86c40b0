import {
  AdminLoginRequest,
  NoParamsRequest,
  AdminUpdateRequest,
  UserApiKeyCreateRequest,
  UserCreateRequest,
  UserGetRequest,
  UserLoginRequest,
  UserUpdateRequest,
  UsersDeleteRequest,
  UsersGetRequest,
} from '../accounts';
import { defineCommand } from '../define-command';

/** Request DTOs, reply types and the captcha subject are part of the accounts contract. */
export * from '../accounts';

const service = 'accounts' as const;

export const UserLogin = defineCommand({
  name: 'User.Login',
  service,
  auth: 'none',
  request: UserLoginRequest,
  reply: 'SessionID, UserInfo',
  errorStyle: 'array',
  errors: {
    1: 'missing username',
    2: 'missing password',
    3: 'invalid credentials',
    4: 'missing captcha',
    5: 'invalid captcha',
    6: 'invalid 2FA code',
    101: '2FA required',
  },
  summary: 'Log a user in; returns SessionID and UserInfo.',
});
export const AdminLogin = defineCommand({
  name: 'Admin.Login',
  service,
  auth: 'none',
  request: AdminLoginRequest,
  reply: 'SessionID, AdminInfo',
  errorStyle: 'array',
  errors: {
    1: 'missing username',
    2: 'missing password',
    3: 'invalid username or password',
    4: 'missing captcha',
    5: 'invalid captcha',
    101: 'invalid two-factor code',
  },
  summary: 'Log an administrator in; returns SessionID and AdminInfo.',
});
export const AdminUpdate = defineCommand({
  name: 'Admin.Update',
  service,
  auth: 'admin',
  request: AdminUpdateRequest,
  errorStyle: 'array',
  errors: {
    1: 'missing name',
    2: 'missing username',
    4: 'missing email',
    6: 'invalid admin id',
    7: 'invalid email format',
    8: 'admin account not owned by the logged-in admin',
  },
  summary: "Update an administrator's account.",
});
export const UserCreate = defineCommand({
  name: 'User.Create',
  service,
  auth: 'admin',
  request: UserCreateRequest,
  reply: 'UserID',
  errorStyle: 'array',
  errors: {
    1: 'missing username',
    2: 'missing password',
    3: 'missing email address',
    4: 'invalid RelUserGroupID',
    5: 'invalid ReputationLevel',
    6: 'email or username already exists',
    7: 'invalid email address',
  },
  summary: 'Create a user (extension; admin only). Returns UserID.',
});
export const UserCurrent = defineCommand({
  name: 'User.Current',
  service,
  auth: 'user',
  userAdministration: true,
  request: NoParamsRequest,
  reply: 'UserInfo, Usage, SendRateLimits',
  errorStyle: 'scalar',
  errors: { 1: 'invalid session or key', 2: 'user not found', 3: 'access denied', 4: 'required parameter missing', 5: 'internal error' },
  summary: 'The calling user with usage and send-rate limits.',
});
export const UserGet = defineCommand({
  name: 'User.Get',
  service,
  auth: 'user',
  userAdministration: true,
  request: UserGetRequest,
  reply: 'UserInformation',
  errorStyle: 'array',
  errors: { 1: 'EmailAddress required when UserID absent', 2: 'UserID required when EmailAddress absent', 3: 'user not found' },
  summary: 'Look a user up by UserID or EmailAddress.',
});
export const UserUpdate = defineCommand({
  name: 'User.Update',
  service,
  auth: 'user',
  userAdministration: true,
  request: UserUpdateRequest,
  permission: 'User.Update',
  errorStyle: 'scalar',
  errors: {
    1: 'missing required field(s)',
    2: 'user id mismatch or unauthorized (admin-only parameter)',
    3: 'connection error with the third-party preview service',
    4: 'two-factor code verification failed',
    5: 'user information retrieval failed',
    6: 'email or username already exists',
    7: 'invalid email address',
    8: 'invalid value',
    11: 'invalid date format (use YYYY-MM-DD)',
  },
  summary: "Update a user's account; some parameters are admin-only.",
});
export const UsersDelete = defineCommand({
  name: 'Users.Delete',
  service,
  auth: 'user',
  userAdministration: true,
  request: UsersDeleteRequest,
  errorStyle: 'keyed',
  errors: { 1: "users missing (keyed `users`; demo mode answers `{ users: 'NOT AVAILABLE IN DEMO MODE' }`)" },
  summary: 'Delete users by comma-separated ids.',
});
export const UsersGet = defineCommand({
  name: 'Users.Get',
  service,
  auth: 'user',
  userAdministration: true,
  request: UsersGetRequest,
  reply: 'Users, TotalUsers',
  errorStyle: 'scalar',
  errors: { 1: 'retrieval failed' },
  summary: 'Browse users.',
});
export const UserApiKeyCreate = defineCommand({
  name: 'user.apikey',
  service,
  auth: 'user',
  userAdministration: true,
  v1: { methods: ['POST'], path: 'user.apikey' },
  request: UserApiKeyCreateRequest,
  reply: 'APIKeyID, APIKey { Key, Note, BoundIPAddress }',
  errorStyle: 'scalar',
  errors: {
    1: 'missing administrative note',
    2: 'invalid BoundIPAddress',
    3: 'unknown permission, or one the calling credential does not hold',
    4: 'admin caller without an existing UserID',
  },
  summary: 'Create a user API key (Note, optional BoundIpAddress).',
});

export const CaptchaIssue = defineCommand({
  name: 'Captcha.Issue',
  service,
  auth: 'none',
  v1: { methods: ['GET', 'POST'], path: 'captcha' },
  request: NoParamsRequest,
  reply: 'CaptchaID, Image, ExpiresIn',
  errors: {},
  summary: 'Issue a captcha challenge (extension): CaptchaID, SVG Image, ExpiresIn. Answer with Captcha=<CaptchaID>:<text> on User.Login / Admin.Login.',
});

export const ACCOUNTS_COMMANDS = [
  UserLogin,
  AdminLogin,
  AdminUpdate,
  UserCreate,
  UserCurrent,
  UserGet,
  UserUpdate,
  UsersDelete,
  UsersGet,
  UserApiKeyCreate,
  CaptchaIssue,
];
