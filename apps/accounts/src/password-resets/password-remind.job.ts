import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { defineJob } from '@mail/jobs';

/** what a reminder needs to find its principal and write its mail; never a token (issued by the job) */
export class PasswordRemindPayload {
  @IsIn(['user', 'admin', 'client']) scope!: 'user' | 'admin' | 'client';
  @IsString() @MaxLength(320) email!: string;
  /** CustomResetLink as sent (base64 template) */
  @IsOptional() @IsString() @MaxLength(4000) customLink?: string;
  /** the public base URL of the request, for the default link */
  @IsOptional() @IsString() @MaxLength(2000) baseUrl?: string;
  /** an administrator's custom subject and body (user.passwordremind with an admin key) */
  @IsOptional() @IsString() @MaxLength(1000) subject?: string;
  @IsOptional() @IsString() @MaxLength(100_000) content?: string;
}

/**
 * Sends one password reminder: finds the principal by address, issues its reset token and mails the link. Run
 * as a job so that the request answers at once and the same way whether or not the address exists.
 */
export const PasswordRemind = defineJob({
  service: 'accounts',
  name: 'password-remind',
  payload: PasswordRemindPayload,
  retryLimit: 3,
  retryDelay: 15,
  expireInSeconds: 120,
});
