import type { MessageRecipient, RecipientUrls } from './campaign-content';
import type { TemplateContext } from './template.compiler';

/**
 * What the compiled template renders one recipient from. Signed URLs are made on first use and reused
 * (the unsubscribe URL appears in a header and in both bodies). The seed is the recipient of the run, so the
 * web view of a message draws the same random values as the message.
 */
export class RecipientContext implements TemplateContext {
  private unsubscribeUrl?: string;
  private viewUrl?: string;
  private openUrl?: string;
  private readonly clicks = new Map<number, string>();

  constructor(
    readonly recipient: MessageRecipient,
    private readonly urls: RecipientUrls,
    readonly now: Date,
    readonly seed: string,
  ) {}

  get unsubscribe(): string {
    return (this.unsubscribeUrl ??= this.urls.unsubscribe(this.recipient));
  }

  get view(): string {
    return (this.viewUrl ??= this.urls.view(this.recipient));
  }

  get open(): string {
    return (this.openUrl ??= this.urls.open(this.recipient));
  }

  click(linkId: number): string {
    let url = this.clicks.get(linkId);
    if (url === undefined) {
      url = this.urls.click(this.recipient, linkId);
      this.clicks.set(linkId, url);
    }
    return url;
  }
}
