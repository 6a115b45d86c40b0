import { escapeHtml } from '../escape-html';
import type { StoredMail, StoredMailSummary } from '../mailbox/stored-mail';

/* The inbox's two HTML pages. Everything from a message is escaped; its HTML body is only ever shown sandboxed. */

const STYLE = `body{font:14px system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse;width:100%}
td,th{padding:.4rem .6rem;border-bottom:1px solid #ddd;text-align:left}a{color:#0645ad}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}
iframe{width:100%;height:60vh;border:1px solid #ddd}`;

function page(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function inboxPage(mails: StoredMailSummary[], dir: string): string {
  const rows = mails
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.receivedAt.replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(m.from)}</td>` +
        `<td>${escapeHtml(m.envelopeTo.join(', '))}</td><td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  return page(
    'Dev mailbox',
    `<h1>Dev mailbox</h1><p>Every message sent while SMTP_URL is unset lands here (kept in ${escapeHtml(dir)}). Nothing is relayed.</p>` +
      `<table><tr><th>Received</th><th>From</th><th>To</th><th>Subject</th></tr>${rows || '<tr><td colspan="4">No messages yet.</td></tr>'}</table>`,
  );
}

export function messagePage(mail: StoredMail): string {
  const meta = [
    ['From', mail.from],
    ['To', mail.to.join(', ')],
    ['Envelope', `${mail.envelopeFrom} → ${mail.envelopeTo.join(', ')}`],
    ['Subject', mail.subject],
    ['Received', mail.receivedAt],
  ]
    .map(([k, v]) => `<tr><th>${k}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  const html = mail.html === null ? '' : `<h2>HTML</h2><iframe sandbox src="/messages/${mail.id}/html"></iframe>`;
  return page(
    mail.subject || 'Message',
    `<p><a href="/">← inbox</a> · <a href="/messages/${mail.id}.eml">raw</a></p><table>${meta}</table>${html}<h2>Text</h2><pre>${escapeHtml(mail.text)}</pre>`,
  );
}
