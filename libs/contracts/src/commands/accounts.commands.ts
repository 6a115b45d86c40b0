import {
  AdminLoginRequest,
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
  summary: 'Log a user in; returns SessionID and UserInfo.',
});
export const AdminLogin = defineCommand({
  name: 'Admin.Login',
  service,
  auth: 'none',
  request: AdminLoginRequest,
  summary: 'Log an administrator in; returns SessionID and AdminInfo.',
});
export const AdminUpdate = defineCommand({
  name: 'Admin.Update',
  service,
  auth: 'admin',
  request: AdminUpdateRequest,
  summary: "Update an administrator's account.",
});
export const UserCreate = defineCommand({
  name: 'User.Create',
  service,
  auth: 'admin',
  request: UserCreateRequest,
  summary: 'Create a user (extension; admin only). Returns UserID.',
});
export const UserCurrent = defineCommand({ name: 'User.Current', service, auth: 'user', summary: 'The calling user with usage and send-rate limits.' });
export const UserGet = defineCommand({
  name: 'User.Get',
  service,
  auth: 'user',
  request: UserGetRequest,
  summary: 'Look a user up by UserID or EmailAddress.',
});
export const UserUpdate = defineCommand({
  name: 'User.Update',
  service,
  auth: 'user',
  request: UserUpdateRequest,
  permission: 'User.Update',
  summary: "Update a user's account; some parameters are admin-only.",
});
export const UsersDelete = defineCommand({
  name: 'Users.Delete',
  service,
  auth: 'user',
  request: UsersDeleteRequest,
  summary: 'Delete users by comma-separated ids.',
});
export const UsersGet = defineCommand({ name: 'Users.Get', service, auth: 'user', request: UsersGetRequest, summary: 'Browse users.' });
export const UserApiKeyCreate = defineCommand({
  name: 'user.apikey',
  service,
  auth: 'user',
  v1: { methods: ['POST'], path: 'user.apikey' },
  request: UserApiKeyCreateRequest,
  summary: 'Create a user API key (Note, optional BoundIpAddress).',
});

export const CaptchaIssue = defineCommand({
  name: 'Captcha.Issue',
  service,
  auth: 'none',
  v1: { methods: ['GET', 'POST'], path: 'captcha' },
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
