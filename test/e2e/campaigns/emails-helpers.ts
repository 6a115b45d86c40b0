/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { type ListsUser, listsUser } from '../lists/lists-helpers';

export { codes, FORMATS, type Format, keyed, succeeded } from '../lists/lists-helpers';

export interface EmailsUser extends ListsUser {
  /** a new email of this user, updated with `params` (a valid Campaign-scope email unless overridden) */
  email(params?: Record<string, unknown>): Promise<number>;
}

/** A valid Campaign-scope email: sender, subject and both parts with the unsubscribe link. */
export const validEmail = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  ValidateScope: 'Campaign',
  EmailName: 'Newsletter',
  FromName: 'News',
  FromEmail: 'news@example.com',
  Subject: 'Hello %Subscriber:EmailAddress%',
  HTMLContent: '<html><body><p>Hi</p><a href="%Link:Unsubscribe%">Unsubscribe</a></body></html>',
  PlainContent: 'Hi. Unsubscribe: %Link:Unsubscribe%',
  ...overrides,
});

export async function emailsUser(): Promise<EmailsUser> {
  const user = await listsUser();
  return {
    ...user,
    email: async (params = validEmail()) => {
      const { EmailID } = await user.ok('Email.Create');
      await user.ok('Email.Update', { EmailID, ...params });
      return Number(EmailID);
    },
  };
}

export function emailOf(body: Record<string, any>): Record<string, any> {
  return body.EmailInformation as Record<string, any>;
}
