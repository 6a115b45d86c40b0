import type { ApiClient } from './api-client';
import { unique } from './e2e-env';

export interface SeededUser {
  userId: number;
  username: string;
  password: string;
  email: string;
  apiKey: string;
  sessionId: string;
}

/** Creates a user through the public API (admin User.Create, User.Login, user.apikey). */
export async function seedUser(api: ApiClient, adminApiKey: string, overrides: Record<string, unknown> = {}): Promise<SeededUser> {
  const username = unique('user');
  const password = `Pw-${unique()}`;
  const email = `${username}@example.com`;
  const created = await api.legacy('User.Create', {
    AdminAPIKey: adminApiKey,
    Username: username,
    Password: password,
    EmailAddress: email,
    FirstName: 'Test',
    LastName: 'User',
    ...overrides,
  });
  if (!created.body?.Success) throw new Error(`User.Create failed: ${created.text}`);
  const login = await api.legacy('User.Login', { Username: username, Password: password, DisableCaptcha: 'true' });
  if (!login.body?.Success) throw new Error(`User.Login failed: ${login.text}`);
  const key = await api.v1('POST', 'user.apikey', { SessionID: login.body.SessionID, Note: 'e2e' });
  const apiKey = key.body?.APIKey?.Key;
  if (!apiKey) throw new Error(`user.apikey failed: ${key.text}`);
  return { userId: Number(created.body.UserID), username, password, email, apiKey, sessionId: login.body.SessionID };
}
