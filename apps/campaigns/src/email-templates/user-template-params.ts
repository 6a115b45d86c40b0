import {
  canonicalOf,
  CommandError,
  type ErrorItem,
  isPresent,
  TemplateContentTypes,
  TemplateImageEmbeddings,
  TemplateModes,
  textLength,
  USER_TEMPLATE_TEXT_BOUNDS,
} from '@mail/contracts';

import { textParam } from '../emails/email-params';
import type { UserTemplateFields } from './email-templates.repository';

/** The parameters of useremailtemplate.create (lower-cased names, as the DTO holds them). */
export interface UserTemplateParams {
  emailname?: unknown;
  subject?: unknown;
  preheadertext?: unknown;
  contenttype?: unknown;
  htmlcontent?: unknown;
  plaincontent?: unknown;
  extracontent1?: unknown;
  extracontent2?: unknown;
  mode?: unknown;
  imageembedding?: unknown;
}

/**
 * useremailtemplate.create's checks: every failing one of 1–5 answered together (the vendor's Errors array), then 6
 * (the first text over its bound). Answers the template's fields, defaults filled in.
 */
export function newTemplateFields(p: UserTemplateParams): UserTemplateFields {
  const errors: ErrorItem[] = [];
  if (!isPresent(textParam(p.emailname))) errors.push({ code: 1, message: 'Missing EmailName parameter' });
  if (!isPresent(textParam(p.subject))) errors.push({ code: 2, message: 'Missing Subject parameter' });
  const contentType = oneOf(TemplateContentTypes, p.contenttype, 'HTML');
  if (!contentType) errors.push({ code: 3, message: 'Invalid ContentType. Must be one of: HTML, Plain, Both' });
  const mode = oneOf(TemplateModes, p.mode, 'Editor');
  if (!mode) errors.push({ code: 4, message: 'Invalid Mode. Must be one of: Stripo, Editor' });
  const imageEmbedding = oneOf(TemplateImageEmbeddings, p.imageembedding, 'Disabled');
  if (!imageEmbedding) errors.push({ code: 5, message: 'Invalid ImageEmbedding. Must be one of: Enabled, Disabled' });
  if (errors.length > 0) throw CommandError.many(errors);
  const params = p as Record<string, unknown>;
  const over = USER_TEMPLATE_TEXT_BOUNDS.find(([name, max]) => textLength(params[name.toLowerCase()]) > max);
  if (over) throw new CommandError(6, `${over[0]} must be at most ${over[1]} characters`);
  const text = (value: unknown) => textParam(value) ?? '';
  return {
    name: text(p.emailname).trim(),
    subject: text(p.subject),
    preheader_text: text(p.preheadertext),
    content_type: contentType!,
    html_content: text(p.htmlcontent),
    plain_content: text(p.plaincontent),
    extra_content1: text(p.extracontent1),
    extra_content2: text(p.extracontent2),
    mode: mode!,
    image_embedding: imageEmbedding!,
  };
}

/** The value of the set (any case), the default when absent or blank, undefined when it is none of them. */
function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T | undefined {
  return isPresent(value) ? canonicalOf(values, value) : fallback;
}
