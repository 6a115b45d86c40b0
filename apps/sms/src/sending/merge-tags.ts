import { fillSubscriberTags } from '@mail/values';

/** The short link's merge tag in a campaign's message. */
export const LINK_TAG = '%Link%';

/**
 * A recipient's text: `%Subscriber:CustomField<ID>%` or `%Subscriber:<alias>%` (case-insensitive) take the member's
 * value ('' when none), `%Link%` the recipient's short link.
 */
export function personalise(message: string, fields: Record<string, string>, aliases: Record<string, string>, link: string): string {
  return fillSubscriberTags(message, { fields, aliases }).replace(/%Link%/gi, link);
}
