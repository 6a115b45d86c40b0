import { abTestingOf, CommandError, isPresent, type CampaignUpdateRequest } from '@mail/contracts';

import type { CampaignPatch } from '../campaign.row';

/** the typed Campaign.Update input */
type Params = CampaignUpdateRequest;

/**
 * The A/B columns of a Campaign.Update. The DTO answered 17, 18 and 21–25 on receipt; this answers 19 when a
 * variation's email is not one of the caller's (`ownedEmails` returns those that are). Absent or blank ABTesting
 * keeps the stored test; `0`/`false`/`none` removes it.
 */
export async function abTestingPatch(params: Params, ownedEmails: (ids: number[]) => Promise<number[]>): Promise<CampaignPatch> {
  if (!isPresent(params.abtesting)) return {};
  const ab = abTestingOf(params.abtesting);
  if ('off' in ab) return { ab_variations: null };
  if ('problem' in ab) throw new CommandError(ab.problem, 'Invalid ABTesting parameter');
  const ids = [...new Set(ab.variations.map((v) => v.emailId))];
  const owned = new Set(await ownedEmails(ids));
  if (ids.some((id) => !owned.has(id))) throw new CommandError(19, "Email variation not found or doesn't belong to user");
  return { ab_variations: ab.variations };
}
