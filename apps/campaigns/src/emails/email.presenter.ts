import type { EmailRow } from './email.row';

/** The email resource of reference notes 1.6 (Email.Get's EmailInformation), typed values. */
export function emailInformation(row: EmailRow): Record<string, unknown> {
  return {
    EmailID: Number(row.id),
    RelUserID: row.user_id,
    EmailName: row.name,
    FromName: row.from_name,
    FromEmail: row.from_email,
    ReplyToName: row.reply_to_name,
    ReplyToEmail: row.reply_to_email,
    SenderDomain: row.sender_domain,
    ContentType: row.content_type,
    Mode: row.mode,
    FetchURL: row.fetch_url,
    FetchPlainURL: row.fetch_plain_url,
    Subject: row.subject,
    PlainContent: row.plain_content,
    HTMLContent: row.html_content,
    ExtraContent1: row.extra_content1,
    ExtraContent2: row.extra_content2,
    ImageEmbedding: row.image_embedding,
    RelTemplateID: row.rel_template_id,
    PreHeaderText: row.preheader_text,
    ValidateScope: row.validate_scope,
    Options: row.options ?? {},
    IsEmailTemplate: false,
    CreatedAt: row.created_at,
    UpdatedAt: row.updated_at,
    DeletedAt: null,
    Attachments: [],
  };
}

/** Emails.Get's legacy "raw database row": every value as text, Options as a JSON string (reference notes 1.6). */
export function rawEmailRow(row: EmailRow): Record<string, string | null> {
  const raw: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(emailInformation(row))) if (key !== 'Attachments') raw[key] = rawText(value);
  return raw;
}

function rawText(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
