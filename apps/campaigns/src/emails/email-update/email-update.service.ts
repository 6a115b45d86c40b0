import { Injectable } from '@nestjs/common';

import {
  canonicalOf,
  CommandError,
  EmailModes,
  type EmailUpdateRequest,
  ImageEmbeddingValues,
  isPositiveId,
  type ValidateScope,
  ValidateScopes,
  type EmailUpdateReply,
} from '@mail/contracts';
import { type Caller } from '@mail/kit';
import { checkStorableUrl } from '@mail/outbound-http';
import { isEmail, toBool } from '@mail/values';

import { GalleryTemplateContent } from '../../email-templates/gallery-template-content';
import { plainTextOf } from '../../rendering/plain-text';
import { idParam, textParam } from '../email-params';
import type { EmailChanges, EmailRow } from '../email.row';
import { EmailRepository } from '../email.repository';
import { isLocalPart, senderDomainUnknown } from '../sender-address';
import { ContentFetcher } from './content-fetcher';
import { contentType, type EmailContent, missingScopeLink, withTitle } from './content-rules';

/**
 * Email.Update. The DTO answered 1, 2, 4, 5, 9 and 10; this answers the rest in the spec's order: 3 existence,
 * 6/7 addresses, 8 content (an Import fetch that fails answers 8 with the reason), 11–16 the scope's links,
 * 17 sender domain, 21 a domainless FromEmail in Campaign scope. Parameters not sent keep their stored value.
 */
@Injectable()
export class EmailUpdateService {
  constructor(
    private readonly emails: EmailRepository,
    private readonly fetcher: ContentFetcher,
    private readonly templates: GalleryTemplateContent,
  ) {}

  async run(input: EmailUpdateRequest, caller: Caller): Promise<EmailUpdateReply> {
    const userId = caller.userId;
    const emailId = idParam(input.emailid);
    const row = await this.emails.findOwned(userId, emailId);
    if (!row) throw new CommandError(3, 'Email does not exist');
    const p = input;
    const scope = canonicalOf(ValidateScopes, p.validatescope) as ValidateScope;
    checkFetchUrls(p);
    const next = applyParams(row, p);
    checkAddresses(next, scope);
    // Import fetches when asked to (Mode=Import in this call), not on every later update of an imported email
    if (canonicalOf(EmailModes, p.mode) === 'Import') await this.importContent(next);
    if (canonicalOf(EmailModes, p.mode) === 'Template') await this.templateContent(userId, next, p);
    const content = finishContent(next);
    if (!contentType(content)) throw new CommandError(8, 'Email content is empty: give HTMLContent or PlainContent');
    const missing = missingScopeLink(scope, content);
    if (missing) throw new CommandError(missing.code, missing.message);
    checkSenderDomain(next, scope);
    await this.emails.update(userId, emailId, { ...next, html_content: content.html, plain_content: content.plain, content_type: contentType(content) });
    return {};
  }

  /**
   * Mode=Template in this call: the gallery template's subject (when it has one) and bodies become the email's; a
   * Subject, HTMLContent or PlainContent sent in the same call wins. 5: not a template the user may use.
   */
  private async templateContent(userId: number, next: EmailChanges, p: EmailUpdateRequest): Promise<void> {
    const template = await this.templates.usableBy(userId, next.rel_template_id ?? 0);
    if (!template) throw new CommandError(5, 'Template not found');
    if (textParam(p.subject) === undefined && template.subject) next.subject = template.subject;
    if (textParam(p.htmlcontent) === undefined) next.html_content = template.html;
    if (textParam(p.plaincontent) === undefined) next.plain_content = template.plain;
  }

  private async importContent(next: EmailChanges): Promise<void> {
    for (const [url, part] of [
      [next.fetch_url, 'html_content'],
      [next.fetch_plain_url, 'plain_content'],
    ] as const) {
      if (!url) continue;
      const fetched = await this.fetcher.fetch(url);
      if (!fetched.ok) throw new CommandError(8, `Email content could not be fetched from ${url}: ${fetched.reason}`);
      next[part] = fetched.text;
    }
  }
}

/** The stored email with this request's parameters laid over it. */
function applyParams(row: EmailRow, p: EmailUpdateRequest): EmailChanges {
  const text = (value: unknown, current: string) => textParam(value)?.trim() ?? current;
  const mode = canonicalOf(EmailModes, p.mode) ?? row.mode;
  return {
    name: text(p.emailname, row.name),
    subject: textParam(p.subject) ?? row.subject,
    from_name: text(p.fromname, row.from_name),
    from_email: text(p.fromemail, row.from_email),
    reply_to_name: text(p.replytoname, row.reply_to_name),
    reply_to_email: text(p.replytoemail, row.reply_to_email),
    sender_domain: text(p.senderdomain, row.sender_domain),
    mode,
    rel_template_id: isPositiveId(p.reltemplateid) ? idParam(p.reltemplateid) : row.rel_template_id,
    fetch_url: text(p.fetchurl, row.fetch_url),
    fetch_plain_url: text(p.fetchplainurl, row.fetch_plain_url),
    html_content: textParam(p.htmlcontent) ?? row.html_content,
    plain_content: textParam(p.plaincontent) ?? row.plain_content,
    preheader_text: textParam(p.preheadertext) ?? row.preheader_text,
    extra_content1: textParam(p.extracontent1) ?? row.extra_content1,
    extra_content2: textParam(p.extracontent2) ?? row.extra_content2,
    image_embedding: canonicalOf(ImageEmbeddingValues, p.imageembedding) ?? row.image_embedding,
    validate_scope: canonicalOf(ValidateScopes, p.validatescope),
    options: { PlainContentAutoConvert: toBool(p.plaincontentautoconvert), SubjectSetToTitleElement: toBool(p.subjectsettotitleelement) },
  };
}

/** 8: a FetchURL or FetchPlainURL given in this call must pass the one storable-URL check (public http(s)) */
function checkFetchUrls(p: EmailUpdateRequest): void {
  for (const [name, value] of [
    ['FetchURL', textParam(p.fetchurl)?.trim()],
    ['FetchPlainURL', textParam(p.fetchplainurl)?.trim()],
  ] as const) {
    if (!value) continue;
    const checked = checkStorableUrl(value);
    if (!checked.ok) throw new CommandError(8, `${name} is refused: ${checked.message}`);
  }
}

/** 6: a full address, or a local part that a sender domain (or, in Campaign scope, check 21) completes; 7: reply-to. */
function checkAddresses(next: EmailChanges, scope: ValidateScope): void {
  const from = next.from_email ?? '';
  const completable = isLocalPart(from) && (Boolean(next.sender_domain) || scope === 'Campaign');
  if (from && !isEmail(from) && !completable) throw new CommandError(6, 'Invalid FromEmail address');
  if (next.reply_to_email && !isEmail(next.reply_to_email)) throw new CommandError(7, 'Invalid ReplyToEmail address');
}

function finishContent(next: EmailChanges): EmailContent {
  let html = next.html_content ?? '';
  if (next.options?.SubjectSetToTitleElement && html.trim()) html = withTitle(html, next.subject ?? '');
  const plain = next.options?.PlainContentAutoConvert && html.trim() ? plainTextOf(html) : (next.plain_content ?? '');
  return { html, plain };
}

function checkSenderDomain(next: EmailChanges, scope: ValidateScope): void {
  const from = next.from_email ?? '';
  if (senderDomainUnknown(from, next.sender_domain ?? '')) throw new CommandError(17, 'Sender domain does not exist');
  if (scope === 'Campaign' && from && !from.includes('@') && !next.sender_domain) {
    throw new CommandError(21, 'FromEmail has no domain and no sender domain is set');
  }
}
