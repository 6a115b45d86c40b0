import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import * as svgCaptcha from 'svg-captcha';

import { CommandError, type CaptchaIssueReply } from '@mail/contracts';
import { toBool } from '@mail/values';

import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../accounts.config';
import { sameSecret, sha256Hex } from '../../shared/crypto/secret-hash';
import { str, trimmed } from '../../shared/params/param-readers';
import { CaptchaRepository } from './captcha.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Image captchas: the answer is stored hashed, compared case-insensitively, and usable once. */
@Injectable()
export class CaptchaService {
  constructor(
    private readonly repository: CaptchaRepository,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
  ) {}

  async issue(): Promise<CaptchaIssueReply> {
    const captcha = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0oO1iIlL' });
    const id = randomUUID();
    await this.repository.insert(id, answerHash(captcha.text), this.config.captchaTtlSeconds);
    return { CaptchaID: id, Image: captcha.data, ExpiresIn: this.config.captchaTtlSeconds };
  }

  /**
   * The captcha step of both logins: skipped with DisableCaptcha=true, unless the brute-force policy
   * requires it because the username has too many recent failures from other clients.
   */
  async verifyForLogin(params: { captcha?: unknown; captchaid?: unknown; disablecaptcha?: unknown }, required: boolean): Promise<void> {
    if (required) return this.verify(params, 'Captcha required: too many failed logins for this account; answer a Captcha.Issue challenge');
    if (!toBool(params.disablecaptcha)) return this.verify(params);
  }

  /**
   * Errors 4 (missing) and 5 (invalid) of both logins. Accepts `Captcha=<id>:<text>` or
   * `CaptchaID=<id>` + `Captcha=<text>`.
   */
  async verify(params: { captcha?: unknown; captchaid?: unknown }, missingMessage = 'Missing captcha'): Promise<void> {
    const raw = trimmed(params.captcha);
    if (!raw) throw new CommandError(4, missingMessage);
    let id = trimmed(params.captchaid);
    let text = raw;
    if (!id) {
      const separator = raw.indexOf(':');
      id = separator > 0 ? raw.slice(0, separator) : undefined;
      text = separator > 0 ? raw.slice(separator + 1) : raw;
    }
    if (!id || !UUID.test(id)) throw new CommandError(5, 'Invalid captcha');
    const stored = await this.repository.take(id);
    if (!stored || !sameSecret(stored, answerHash(str(text) ?? ''))) throw new CommandError(5, 'Invalid captcha');
  }
}

export function answerHash(text: string): string {
  return sha256Hex(text.trim().toLowerCase());
}
