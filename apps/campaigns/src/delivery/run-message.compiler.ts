import type { CampaignContent, RecipientUrls } from '../rendering/campaign-content';
import { type CampaignMessageRenderer, compileCampaignMessage } from '../rendering/campaign-message.compiler';

/**
 * A run's renderer: the campaign's email, or with an A/B test one compiled renderer per variation, each recipient
 * rendered with the variation the snapshot assigned it (recipient.variation).
 */
export function compileRunMessage(content: CampaignContent, urls: RecipientUrls): CampaignMessageRenderer {
  if (!content.variations?.length) return compileCampaignMessage(content, urls);
  const renderers = content.variations.map((v) => compileCampaignMessage({ ...content, email: v.email }, urls));
  return (recipient, now) => (renderers[recipient.variation ?? 0] ?? renderers[0])(recipient, now);
}
