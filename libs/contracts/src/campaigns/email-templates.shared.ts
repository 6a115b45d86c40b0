import { isPositiveId } from '../request-params';
import { TextBounds } from '../text-bounds';

/** useremailtemplate.*: the values ContentType, Mode and ImageEmbedding take (matched case-insensitively). */
export const TemplateContentTypes = ['HTML', 'Plain', 'Both'] as const;
export const TemplateModes = ['Editor', 'Stripo'] as const;
export const TemplateImageEmbeddings = ['Enabled', 'Disabled'] as const;

/** The rate limit the vendor gives every useremailtemplate.* command. */
export const USER_EMAIL_TEMPLATE_RATE = { requests: 100, windowSeconds: 60 } as const;

/** The gallery's texts and their bounds (docs/decisions.md, "Stored text bounds"). */
export const GALLERY_TEXT_BOUNDS = [
  ['TemplateName', TextBounds.name],
  ['TemplateDescription', TextBounds.text],
  ['TemplateSubject', TextBounds.line],
  ['TemplateHTMLContent', TextBounds.body],
  ['TemplatePlainContent', TextBounds.body],
  ['TemplateThumbnailPath', TextBounds.url],
  ['AccessType', TextBounds.name],
] as const;

/** A user template's texts and their bounds. */
export const USER_TEMPLATE_TEXT_BOUNDS = [
  ['EmailName', TextBounds.name],
  ['Subject', TextBounds.line],
  ['PreHeaderText', TextBounds.line],
  ['HTMLContent', TextBounds.body],
  ['PlainContent', TextBounds.body],
  ['ExtraContent1', TextBounds.body],
  ['ExtraContent2', TextBounds.body],
] as const;

/** One gallery template as email.template.get answers it. */
export interface GalleryTemplate {
  TemplateID: number;
  TemplateName: string;
  TemplateDescription: string;
  TemplateSubject: string;
  TemplateHTMLContent: string;
  TemplatePlainContent: string;
  /** 0: a global template (an administrator's, readable by every user) */
  RelOwnerUserID: number;
}

/**
 * One user template with every column, as the vendor's email row spells it (ids and flags as text, as the
 * vendor's example shows). The columns a template never sets (sender, fetch URLs, RelTemplateID, Options) are empty.
 */
export interface UserEmailTemplateRow {
  EmailID: string;
  RelUserID: string;
  EmailName: string;
  FromName: string;
  FromEmail: string;
  ReplyToName: string;
  ReplyToEmail: string;
  ContentType: string;
  Mode: string;
  FetchURL: string;
  FetchPlainURL: string;
  Subject: string;
  PlainContent: string;
  HTMLContent: string;
  ExtraContent1: string;
  ExtraContent2: string;
  ImageEmbedding: string;
  RelTemplateID: string;
  PreHeaderText: string;
  Options: string;
  IsEmailTemplate: string;
  CreatedAt: string;
  UpdatedAt: string;
  DeletedAt: null;
}

/** The columns `fields` may name, in the row's order. */
export const USER_TEMPLATE_COLUMNS: readonly (keyof UserEmailTemplateRow)[] = [
  'EmailID',
  'RelUserID',
  'EmailName',
  'FromName',
  'FromEmail',
  'ReplyToName',
  'ReplyToEmail',
  'ContentType',
  'Mode',
  'FetchURL',
  'FetchPlainURL',
  'Subject',
  'PlainContent',
  'HTMLContent',
  'ExtraContent1',
  'ExtraContent2',
  'ImageEmbedding',
  'RelTemplateID',
  'PreHeaderText',
  'Options',
  'IsEmailTemplate',
  'CreatedAt',
  'UpdatedAt',
  'DeletedAt',
];

/** RelOwnerUserID: a user id, or 0 for a global template. */
export const isOwnerParam = (value: unknown): boolean => isPositiveId(value) || String(value).trim() === '0';

/** An id as the vendor's "must be a numeric value" checks it: digits only (0 is numeric, and names no template). */
export const isNumericId = (value: unknown): boolean =>
  typeof value === 'number' ? Number.isSafeInteger(value) && value >= 0 : /^\s*\d{1,15}\s*$/.test(String(value));
