import { Injectable } from '@nestjs/common';

import { CommandError, htmlPage, NO_CACHE_HEADERS, paragraph, type PublicRequest, type PublicResponse } from '@mail/contracts';
import { Caller } from '@mail/kit';
import { escapeHtml } from '@mail/mail';

import { ListRepository } from '../../lists/list.repository';
import { SubscriberUnsubscribeService } from '../../subscribers/subscriber-unsubscribe/subscriber-unsubscribe.service';
import { UnsubscribeFormLinks } from './unsubscribe-form-links';

const page = (status: number, title: string, text: string): PublicResponse => htmlPage(status, title, paragraph(text), NO_CACHE_HEADERS);

/**
 * The public unsubscription form of a list: GET shows it, POST unsubscribes `FormValue_EmailAddress` (also
 * `EmailAddress`) through Subscriber.Unsubscribe acting for the list's owner (same rules, events and suppression
 * as the API), then redirects to the list's UnsubscriptionConfirmedPageURL when it has one.
 */
@Injectable()
export class UnsubscribeFormPages {
  constructor(
    private readonly links: UnsubscribeFormLinks,
    private readonly lists: ListRepository,
    private readonly unsubscribe: SubscriberUnsubscribeService,
  ) {}

  async answer(req: PublicRequest): Promise<PublicResponse> {
    const listId = this.links.listOf(req.params.token ?? '');
    const list = listId ? await this.lists.findAny(listId) : undefined;
    if (!list || !listId) return page(404, 'Form not found', 'This unsubscription form does not exist or is no longer available.');
    if (req.method !== 'POST') return this.form(listId);
    const email = readEmail(req);
    if (!email) return page(400, 'Email address missing', 'Please enter the email address to unsubscribe.');
    const caller = Caller.of({
      auth: { kind: 'user', userId: list.user_id, via: 'service', permissions: '*' },
      requestId: req.requestId,
      meta: { ip: req.ip },
    });
    try {
      const { RedirectURL } = await this.unsubscribe.run(
        { listid: String(listId), emailaddress: email, ipaddress: req.ip || '0.0.0.0', channel: 'Form' },
        caller,
      );
      if (RedirectURL) return { status: 302, contentType: 'text/plain; charset=utf-8', body: '', headers: { ...NO_CACHE_HEADERS, location: RedirectURL } };
      return page(200, 'Unsubscribed', 'You have been unsubscribed from this list.');
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      const code = error.failure.errors[0]?.code;
      if (code === 9) return page(200, 'Unsubscribed', 'This address is already unsubscribed from this list.');
      if (code === 6) return page(400, 'Invalid email address', 'Please enter a valid email address.');
      return page(404, 'Not subscribed', 'This address is not subscribed to this list.');
    }
  }

  private form(listId: number): PublicResponse {
    const action = escapeHtml(this.links.url(listId));
    const body = `<form action="${action}" method="post"><label for="e">Email address</label> <input type="email" name="FormValue_EmailAddress" id="e" required> <input type="submit" value="Unsubscribe"></form>`;
    return htmlPage(200, 'Unsubscribe', body, NO_CACHE_HEADERS);
  }
}

/** the address a form post carries (urlencoded, or multipart the edge turned into urlencoded; JSON also read) */
function readEmail(req: PublicRequest): string {
  const names = ['formvalue_emailaddress', 'emailaddress'];
  if (/json/i.test(req.contentType)) {
    try {
      const parsed = JSON.parse(req.body) as Record<string, unknown>;
      for (const [key, value] of Object.entries(parsed)) if (names.includes(key.toLowerCase()) && typeof value === 'string') return value.trim();
    } catch {
      return '';
    }
    return '';
  }
  const form = new URLSearchParams(req.body);
  for (const [key, value] of form) if (names.includes(key.toLowerCase()) && value.trim()) return value.trim();
  return '';
}
