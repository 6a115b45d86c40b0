import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { SETTINGS_COMMAND } from './settings.shared';

export class SettingsEmailsendingtestRequest {
  @Param('`SMTP`, `LocalMTA`, `PHPMail`, `PowerMTA` or `SaveToDisk`; the stored SendMethod when omitted')
  sendmethod?: string;
  @Param('SMTP host (SMTP); the stored one when omitted', 'cond')
  sendmethodsmtphost?: string;
  @Param('SMTP port (SMTP); the stored one when omitted', 'cond')
  sendmethodsmtpport?: string | number;
  @Param('`ssl`, `tls` or empty')
  sendmethodsmtpsecure?: string;
  @Param('`true`/`false`')
  sendmethodsmtpauth?: string | boolean;
  @Param('SMTP user (when auth is on)', 'cond')
  sendmethodsmtpusername?: string;
  @Param('SMTP password (when auth is on)', 'cond')
  sendmethodsmtppassword?: string;
  @Param('Connection timeout, seconds')
  sendmethodsmtptimeout?: string | number;
  @Param('Local MTA path (LocalMTA)', 'cond')
  sendmethodlocalmtapath?: string;
  @Param('PowerMTA pickup directory (PowerMTA)', 'cond')
  sendmethodpowermtadir?: string;
  @Param('Save-to-disk directory (SaveToDisk)', 'cond')
  sendmethodsavetodiskdir?: string;
  @Param('`phpmailer` or `swiftmailer`')
  mailengine?: string;
  @Param('Our addition: where the test message goes; the stored AlertRecipientEmail, else SystemEmailFromEmail, when omitted')
  emailaddress?: string;
}

export interface SettingsEmailsendingtestReply {
  /** what happened (the test message's id on success) */
  EmailSettingsErrorMessage: string;
}

export const SettingsEmailsendingtest = defineCommand({
  name: 'settings.emailsendingtest',
  ...SETTINGS_COMMAND,
  request: SettingsEmailsendingtestRequest,
  returns: reply<SettingsEmailsendingtestReply>(),
  reply: 'EmailSettingsErrorMessage',
  errors: {
    1: 'the test failed (the reason is in ErrorText; no recipient, connection, auth or send failure)',
    2: 'SendMethod, SendMethodSMTPSecure, SendMethodSMTPAuth or MailEngine has a value outside its set',
  },
  summary: 'Send a real test message with the outgoing-mail settings sent (over the stored ones), without saving them.',
  notes: 'Only SMTP sends here; LocalMTA, PHPMail, PowerMTA and SaveToDisk answer 1 (no such transport runs in this platform).',
});
