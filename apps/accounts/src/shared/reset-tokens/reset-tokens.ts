import { Injectable } from '@nestjs/common';

import { randomToken, sha256Hex } from '../crypto/secret-hash';
import { ResetTokenRepository } from './reset-token.repository';

/** who a reset token is for: users, administrators and clients (sub-accounts) each have their own scope */
export type ResetScope = 'user' | 'admin' | 'client';

/** how long a reset link works: one hour (docs/decisions.md, "Accounts: password resets") */
export const RESET_TOKEN_TTL_SECONDS = 3600;

/**
 * Password-reset tokens for any kind of principal, keyed by (scope, principal id): 256 random bits, URL-safe,
 * only their sha256 stored; one live token per principal (a new one voids the earlier link); used once
 * (deleted when presented, even when it had expired); refused after RESET_TOKEN_TTL_SECONDS.
 */
@Injectable()
export class ResetTokens {
  constructor(private readonly repository: ResetTokenRepository) {}

  /** a new token for the principal; the caller mails it and never stores it */
  async issue(scope: ResetScope, principalId: number, ttlSeconds = RESET_TOKEN_TTL_SECONDS): Promise<string> {
    const token = randomToken();
    await this.repository.put(scope, principalId, sha256Hex(token), ttlSeconds);
    return token;
  }

  /** the principal a live token was issued for, consuming it; undefined for an unknown, used or expired token */
  async consume(scope: ResetScope, token: string): Promise<number | undefined> {
    const trimmed = token.trim();
    if (!trimmed || trimmed.length > 200) return undefined;
    return this.repository.take(scope, sha256Hex(trimmed));
  }

  async revokeAll(scope: ResetScope, principalId: number): Promise<void> {
    await this.repository.drop(scope, principalId);
  }
}

/**
 * The link a reset mail carries. `customLink` is the caller's base64-encoded template (CustomResetLink): its
 * `%s` is replaced by the token (every occurrence), or the token is appended when it has none. Without a usable
 * template, `fallback(token)` is the link. A template that does not decode to an http(s) URL is ignored.
 */
export function resetLink(customLink: string | undefined, token: string, fallback: (token: string) => string): string {
  const template = decodeTemplate(customLink);
  if (!template) return fallback(token);
  const encoded = encodeURIComponent(token);
  return template.includes('%s') ? template.split('%s').join(encoded) : `${template}${encoded}`;
}

function decodeTemplate(raw: string | undefined): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  const decoded = /^https?:\/\//i.test(text) ? text : Buffer.from(text, 'base64').toString('utf8').trim();
  return /^https?:\/\/[^\s]+$/i.test(decoded) ? decoded : undefined;
}
