import { Injectable } from '@nestjs/common';
import { isEmail } from 'class-validator';

import { CommandError, ENUM_SETTINGS, type SettingsEmailsendingtestReply, type SettingsEmailsendingtestRequest } from '@mail/contracts';

import { sendThroughSmtp } from '../../delivery-servers/smtp-connection';
import { str } from '../../shared/params/param-readers';
import { SystemSettingsCache } from '../system-settings.cache';

const pick = (allowed: readonly string[], value: string | undefined) =>
  value === undefined ? undefined : allowed.find((a) => a.toLowerCase() === value.trim().toLowerCase());

/**
 * settings.emailsendingtest: the outgoing-mail settings sent, over the stored ones, are used to send one real message
 * (nothing is saved). Only SMTP is a transport here; the other methods answer 1.
 */
@Injectable()
export class SettingsEmailsendingtestService {
  constructor(private readonly settings: SystemSettingsCache) {}

  async run(input: SettingsEmailsendingtestRequest): Promise<SettingsEmailsendingtestReply> {
    const stored = await this.settings.get();
    const value = (param: keyof SettingsEmailsendingtestRequest, name: string) => str(input[param]) ?? stored[name];
    const method = pick(ENUM_SETTINGS.SendMethod, value('sendmethod', 'SendMethod') ?? 'SMTP');
    const secure = pick(ENUM_SETTINGS.SendMethodSMTPSecure, value('sendmethodsmtpsecure', 'SendMethodSMTPSecure') ?? '');
    const authText = value('sendmethodsmtpauth', 'SendMethodSMTPAuth') ?? 'false';
    const auth = pick(ENUM_SETTINGS.SendMethodSMTPAuth, authText);
    const engine = str(input.mailengine);
    if (!method || secure === undefined || !auth || (engine && !pick(ENUM_SETTINGS.MailEngine, engine)))
      throw new CommandError(2, 'Invalid SendMethod, SendMethodSMTPSecure, SendMethodSMTPAuth or MailEngine value');
    const fail = (message: string): never => {
      throw new CommandError(1, message, { extra: { EmailSettingsErrorMessage: message } });
    };
    if (method !== 'SMTP') fail(`${method} is not a transport of this platform: only SMTP can be tested`);
    const host = value('sendmethodsmtphost', 'SendMethodSMTPHost')?.trim();
    const port = Number(value('sendmethodsmtpport', 'SendMethodSMTPPort'));
    if (!host || !Number.isInteger(port) || port < 1 || port > 65535) fail('SendMethodSMTPHost and SendMethodSMTPPort are required for SMTP');
    const username = value('sendmethodsmtpusername', 'SendMethodSMTPUsername') ?? '';
    const password = value('sendmethodsmtppassword', 'SendMethodSMTPPassword') ?? '';
    if (auth === 'true' && (!username || !password)) fail('SendMethodSMTPUsername and SendMethodSMTPPassword are required when SMTP auth is on');
    const to = [str(input.emailaddress), stored.AlertRecipientEmail, stored.SystemEmailFromEmail].map((v) => v?.trim()).find((v) => v && isEmail(v));
    if (!to) fail('No recipient: send EmailAddress, or set AlertRecipientEmail or SystemEmailFromEmail');
    const from = stored.SystemEmailFromEmail && isEmail(stored.SystemEmailFromEmail) ? stored.SystemEmailFromEmail : to!;
    const outcome = await sendThroughSmtp(
      {
        host,
        port,
        secure,
        timeoutSeconds: Number(value('sendmethodsmtptimeout', 'SendMethodSMTPTimeout')) || 30,
        auth: auth === 'true',
        username,
        password,
      },
      {
        from: stored.SystemEmailFromName ? `"${stored.SystemEmailFromName.replace(/"/g, '')}" <${from}>` : from,
        to: to!,
        subject: 'Email sending test',
        text: `This message tests the outgoing-mail settings (SMTP ${host}:${port}). It was sent by settings.emailsendingtest.`,
      },
    );
    if (!outcome.ok) fail(outcome.message);
    return { EmailSettingsErrorMessage: '' };
  }
}
