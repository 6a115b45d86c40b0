import { type MailAddress, escapeHtml } from '@mail/mail';

export interface OptInEmailInput {
  listName: string;
  sender: MailAddress;
  confirmUrl: string;
  rejectUrl: string;
}

/**
 * The built-in opt-in confirmation email, used until campaigns can supply the list's OptInConfirmationEmailID.
 * Plain wording, both links in the text and the HTML part.
 */
export function optInConfirmationEmail(input: OptInEmailInput): { subject: string; text: string; html: string } {
  const list = input.listName.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim() || 'our mailing list';
  const by = input.sender.name || input.sender.address;
  const subject = `Please confirm your subscription to ${list}`;
  const text = [
    `You (or someone using your address) asked to subscribe to ${list}.`,
    '',
    'Confirm your subscription:',
    input.confirmUrl,
    '',
    'Not you, or changed your mind? Reject it and you will not hear from us again:',
    input.rejectUrl,
    '',
    `— ${by}`,
  ].join('\n');
  const html =
    `<p>You (or someone using your address) asked to subscribe to <strong>${escapeHtml(list)}</strong>.</p>` +
    `<p><a href="${escapeHtml(input.confirmUrl)}">Confirm your subscription</a></p>` +
    `<p>Not you, or changed your mind? <a href="${escapeHtml(input.rejectUrl)}">Reject it</a> and you will not hear from us again.</p>` +
    `<p>— ${escapeHtml(by)}</p>`;
  return { subject, text, html };
}
