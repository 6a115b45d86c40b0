import { type GalleryTemplate, USER_TEMPLATE_COLUMNS, type UserEmailTemplateRow } from '@mail/contracts';

import type { GalleryTemplateRecord, UserTemplateRecord } from './email-templates.repository';

export function galleryTemplateOf(row: GalleryTemplateRecord): GalleryTemplate {
  return {
    TemplateID: Number(row.id),
    TemplateName: row.name,
    TemplateDescription: row.description,
    TemplateSubject: row.subject,
    TemplateHTMLContent: row.html_content,
    TemplatePlainContent: row.plain_content,
    RelOwnerUserID: Number(row.owner_user_id),
  };
}

/** A user template as the vendor's email row: ids as text, the columns a template never sets empty. */
export function userTemplateOf(row: UserTemplateRecord): UserEmailTemplateRow {
  return {
    EmailID: String(row.id),
    RelUserID: String(row.user_id),
    EmailName: row.name,
    FromName: '',
    FromEmail: '',
    ReplyToName: '',
    ReplyToEmail: '',
    ContentType: row.content_type,
    Mode: row.mode,
    FetchURL: '',
    FetchPlainURL: '',
    Subject: row.subject,
    PlainContent: row.plain_content,
    HTMLContent: row.html_content,
    ExtraContent1: row.extra_content1,
    ExtraContent2: row.extra_content2,
    ImageEmbedding: row.image_embedding,
    RelTemplateID: '0',
    PreHeaderText: row.preheader_text,
    Options: '',
    IsEmailTemplate: '1',
    CreatedAt: row.created_at,
    UpdatedAt: row.updated_at,
    DeletedAt: null,
  };
}

/** The row trimmed to the columns `fields` names (case-insensitively; unknown names dropped), EmailID always. */
export function pickColumns(row: UserEmailTemplateRow, fields: string | undefined): Partial<UserEmailTemplateRow> {
  if (fields === undefined || fields.trim() === '') return row;
  const wanted = new Set(
    fields
      .split(',')
      .map((f) => f.trim().toLowerCase())
      .filter(Boolean),
  );
  const picked: Partial<UserEmailTemplateRow> = {};
  for (const column of USER_TEMPLATE_COLUMNS) {
    if (column === 'EmailID' || wanted.has(column.toLowerCase())) (picked as Record<string, unknown>)[column] = row[column];
  }
  return picked;
}
