import type { MailMessage } from '@mail/mail';

/** a principal a reset mail goes to */
export interface ResetRecipient {
  email: string;
  name: string;
}

/** `%Link%` (and `%s`) in an administrator's custom body stand for the reset link; a body without either gets it appended */
function withLink(content: string, link: string): string {
  if (/%link%/i.test(content)) return content.replace(/%link%/gi, link);
  if (content.includes('%s')) return content.split('%s').join(link);
  return `${content}\n\n${link}\n`;
}

export function reminderMail(
  from: string,
  to: ResetRecipient,
  link: string,
  ttlMinutes: number,
  custom: { subject?: string; content?: string } = {},
): MailMessage {
  const text =
    custom.content !== undefined && custom.content.trim() !== ''
      ? withLink(custom.content, link)
      : `Hello ${to.name},\n\nSomeone asked to reset the password of your account. To choose a new one, open this link within ${ttlMinutes} minutes:\n\n${link}\n\nThe link works once. If you did not ask for it, ignore this message: your password stays as it is.\n`;
  return { from: { address: from }, to: { address: to.email, name: to.name || undefined }, subject: custom.subject?.trim() || 'Reset your password', text };
}

export function newPasswordMail(from: string, to: ResetRecipient, password: string | undefined): MailMessage {
  const body = password
    ? `Hello ${to.name},\n\nYour password has been reset. Your new password is:\n\n${password}\n\nLog in with it and change it.\n`
    : `Hello ${to.name},\n\nYour password has been reset. If you did not ask for it, contact your administrator.\n`;
  return { from: { address: from }, to: { address: to.email, name: to.name || undefined }, subject: 'Your password has been reset', text: body };
}
