/** Settings stored in the `options` column (no column of their own): the two Email.Update switches. */
export interface EmailOptions {
  PlainContentAutoConvert?: boolean;
  SubjectSetToTitleElement?: boolean;
}

/** One row of "campaigns"."email"; timestamps are read as 'YYYY-MM-DD HH:MM:SS' text (UTC). */
export interface EmailRow {
  id: string;
  user_id: number;
  name: string;
  subject: string;
  from_name: string;
  from_email: string;
  reply_to_name: string;
  reply_to_email: string;
  sender_domain: string;
  content_type: string;
  mode: string;
  fetch_url: string;
  fetch_plain_url: string;
  html_content: string;
  plain_content: string;
  preheader_text: string;
  extra_content1: string;
  extra_content2: string;
  image_embedding: string;
  rel_template_id: number;
  validate_scope: string;
  options: EmailOptions;
  created_at: string;
  updated_at: string;
}

/** The columns Email.Update writes. */
export type EmailChanges = Partial<Omit<EmailRow, 'id' | 'user_id' | 'created_at' | 'updated_at'>>;

const TEXT_TIME = (column: string) => `to_char(e."${column}", 'YYYY-MM-DD HH24:MI:SS') AS "${column}"`;

export const EMAIL_COLUMNS = `e."id", e."user_id", e."name", e."subject", e."from_name", e."from_email", e."reply_to_name", e."reply_to_email",
  e."sender_domain", e."content_type", e."mode", e."fetch_url", e."fetch_plain_url", e."html_content", e."plain_content", e."preheader_text",
  e."extra_content1", e."extra_content2", e."image_embedding", e."rel_template_id", e."validate_scope", e."options",
  ${TEXT_TIME('created_at')}, ${TEXT_TIME('updated_at')}`;
