import type { HeaderFooter } from './header-footer';

/**
 * Everything a send run renders from, frozen when the run starts (stored with the run): the email as it was,
 * the campaign's link ids, the user's fields and headers, and the merge-tag aliases of the user's custom fields.
 * Workers of any replica compile the same message from it, and never ask another service while sending.
 */
export interface CampaignContent {
  campaignId: number;
  run: number;
  userId: number;
  campaignName: string;
  email: {
    id: number;
    subject: string;
    fromName: string;
    fromEmail: string;
    replyToName: string;
    replyToEmail: string;
    /** Both, HTML or Plain */
    contentType: string;
    html: string;
    plain: string;
    preheader: string;
  };
  /** an A/B test's emails (recipient.variation indexes them); absent without a test, `email` is then the one sent */
  variations?: { emailId: number; weight: number; email: CampaignContent['email'] }[];
  /** original URL → link id */
  links: Record<string, number>;
  /** `%User:<Name>%` values */
  user: Record<string, string>;
  /** merge-tag alias → `CustomField<id>` */
  mergeTagAliases: Record<string, string>;
  /** the user's CustomEmailHeaders, parsed */
  customHeaders: [string, string][];
  /** the user's header and footer blocks (user.emailcontent), frozen with the run; absent in runs started before they existed */
  headerFooter?: HeaderFooter;
}

/** One recipient of a run, as the queue holds it. */
export interface MessageRecipient {
  id: number;
  subscriberId: number;
  listId: number;
  emailAddress: string;
  /** SubscriptionDate, SubscriptionIP, OptInDate and `CustomField<id>` values */
  fields: Record<string, string>;
  /** the A/B variation the snapshot assigned (index into CampaignContent.variations); null without a test */
  variation?: number | null;
}

/** The recipient's public URLs and VERP return path (signed per recipient). */
export interface RecipientUrls {
  open(r: MessageRecipient): string;
  click(r: MessageRecipient, linkId: number): string;
  unsubscribe(r: MessageRecipient): string;
  view(r: MessageRecipient): string;
  returnPath(r: MessageRecipient): string;
}

export interface RenderedMessage {
  raw: string;
  messageId: string;
  envelopeFrom: string;
}
