import { CommandError } from '@mail/contracts';

import type { CampaignContent, MessageRecipient, RecipientUrls } from '../../rendering/campaign-content';
import { compileCampaignContent } from '../../rendering/campaign-message.compiler';
import type { HeaderFooter } from '../../rendering/header-footer';
import { parseMergeTags, type Segment } from '../../rendering/merge-tag.parser';
import type { UserTemplateRecord } from '../email-templates.repository';

/** The sample subscriber a preview renders for when SampleData leaves a field out (docs/decisions.md, "Email templates"). */
export const SAMPLE_SUBSCRIBER: Readonly<Record<string, string>> = Object.freeze({
  EmailAddress: 'subscriber@example.com',
  SubscriberID: '0',
  FirstName: 'John',
  LastName: 'Doe',
  SubscriptionStatus: 'Subscribed',
  SubscriptionIP: '127.0.0.1',
});

export interface TemplatePreview {
  subject: string;
  html: string;
  plain: string;
}

/** 4: SampleData is an object (or a JSON-encoded one, as a form field carries it); 5: its values are scalars or null. */
export function sampleDataOf(value: unknown): Record<string, string> {
  if (value === undefined || value === null || value === '') return {};
  let data = value;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      throw new CommandError(4, 'Invalid SampleData. Must be an object.');
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new CommandError(4, 'Invalid SampleData. Must be an object.');
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(data)) {
    if (item !== null && !['string', 'number', 'boolean'].includes(typeof item)) {
      throw new CommandError(5, 'Invalid SampleData values. All values must be scalar (string, number, boolean) or null.');
    }
    out[key] = item === null ? '' : String(item);
  }
  return out;
}

/** 6: IncludeBranding is a boolean (true/false, 1/0, as JSON or text); absent: true. */
export function includeBrandingOf(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value === 'boolean') return value;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : '';
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new CommandError(6, 'Invalid IncludeBranding. Must be a boolean value.');
}

/**
 * The subscriber fields a preview renders with: the sample subscriber, then the sample data. A key matches, case-
 * insensitively and in this order, a field of the sample subscriber, a `CustomField<ID>`, then a Subscriber tag of the
 * template; it is written under the field's real spelling and also kept under the name as sent (an unmatched key is
 * kept as sent).
 */
export function previewFields(sample: Record<string, string>, templateTags: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = { ...SAMPLE_SUBSCRIBER };
  const known = new Map<string, string>();
  for (const name of [...Object.keys(SAMPLE_SUBSCRIBER), ...templateTags]) if (!known.has(name.toLowerCase())) known.set(name.toLowerCase(), name);
  for (const [key, value] of Object.entries(sample)) {
    const custom = /^customfield(\d+)$/i.exec(key);
    const real = custom ? `CustomField${custom[1]}` : known.get(key.toLowerCase());
    fields[key] = value;
    if (real) fields[real] = value;
  }
  return fields;
}

/** The names of the Subscriber tags (and conditions) in these texts, as written. */
export function subscriberTagsIn(...texts: string[]): string[] {
  const names = new Set<string>();
  const walk = (segments: Segment[]) => {
    for (const s of segments) {
      if (s.kind === 'tag' && s.scope === 'Subscriber') names.add(s.name);
      else if (s.kind === 'if') {
        if (s.condition.scope === 'Subscriber') names.add(s.condition.name);
        walk(s.then);
        walk(s.otherwise);
      } else if (s.kind === 'spin') s.variants.forEach(walk);
    }
  };
  for (const text of texts) walk(parseMergeTags(text));
  return [...names];
}

/**
 * The template as a subscriber would get it, rendered by the compiler campaign messages use: merge tags filled from
 * `fields` (the subscriber) and `userFields`, links to the installation marked `#preview-…` (a preview has no
 * subscriber to unsubscribe), the plain part derived from the HTML when the template has none.
 */
export function renderTemplatePreview(
  template: UserTemplateRecord,
  fields: Record<string, string>,
  userFields: Record<string, string>,
  baseUrl: string,
  now = new Date(),
  headerFooter?: HeaderFooter,
): TemplatePreview {
  const marker = (name: string) => `${baseUrl.replace(/\/+$/, '')}/#preview-${name.toLowerCase()}`;
  const urls: RecipientUrls = {
    open: () => marker('open'),
    click: () => marker('click'),
    unsubscribe: () => marker('unsubscribe'),
    view: () => marker('webbrowser'),
    returnPath: () => '',
  };
  const content: CampaignContent = {
    campaignId: 0,
    run: 0,
    userId: template.user_id,
    campaignName: '',
    email: {
      id: template.id,
      subject: template.subject,
      fromName: '',
      fromEmail: '',
      replyToName: '',
      replyToEmail: '',
      contentType: template.content_type,
      html: template.html_content,
      plain: template.plain_content,
      preheader: template.preheader_text,
    },
    links: {},
    user: userFields,
    mergeTagAliases: {},
    customHeaders: [],
    headerFooter,
  };
  const recipient: MessageRecipient = {
    id: 0,
    subscriberId: Number(fields.SubscriberID) || 0,
    listId: 0,
    emailAddress: fields.EmailAddress ?? '',
    fields,
  };
  const page = compileCampaignContent(content, urls, { otherLink: marker })(recipient, now);
  return { subject: page.subject, html: page.html ?? '', plain: page.text ?? '' };
}
