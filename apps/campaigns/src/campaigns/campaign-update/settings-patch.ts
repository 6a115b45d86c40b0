import {
  audienceOf,
  canonicalOf,
  CommandError,
  countOf,
  isPresent,
  isTrueParam,
  PublishOnRssValues,
  rulesBundleOf,
  type CampaignUpdateRequest,
} from '@mail/contracts';

import { type CampaignAudience, audienceText } from '../campaign-audience.checker';
import type { CampaignPatch, CampaignRow } from '../campaign.row';

/** the typed Campaign.Update input */
type Params = CampaignUpdateRequest;

const text = (value: unknown): string | undefined => (isPresent(value) ? String(value).trim() : undefined);

/** The plain settings of a Campaign.Update: only the parameters given (an absent or blank one keeps its value). */
export function settingsPatch(params: Params): CampaignPatch {
  return {
    name: text(params.campaignname),
    status_reason: text(params.campaignstatusreason),
    approval_user_explanation: text(params.approvaluserexplanation),
    google_analytics_domains: text(params.googleanalyticsdomains),
    publish_on_rss: isPresent(params.publishonrss) ? (canonicalOf(PublishOnRssValues, params.publishonrss) ?? 'Disabled') : undefined,
    s2s_enabled: isPresent(params.s2senabled) ? isTrueParam(params.s2senabled) : undefined,
  };
}

/**
 * Auto-resend (reference notes 1.5): with AutoResendEnabled in effect (this request's, else the stored one) the
 * wait days (14) and the subject (15) are required, from the request or as stored; never with a Recursive
 * schedule (26). The resend itself is the delivery pipeline's.
 */
export function autoResendPatch(params: Params, row: CampaignRow, recursive: boolean): CampaignPatch {
  const enabled = isPresent(params.autoresendenabled) ? isTrueParam(params.autoresendenabled) : row.auto_resend_enabled;
  const days = isPresent(params.autoresendwaitdays) ? countOf(params.autoresendwaitdays) : row.auto_resend_wait_days;
  const subject = text(params.autoresendsubject) ?? row.auto_resend_subject;
  if (enabled) {
    if (!days || days > 365) throw new CommandError(14, 'Missing or invalid AutoResendWaitDays when AutoResendEnabled=true');
    if (!subject) throw new CommandError(15, 'Missing AutoResendSubject when AutoResendEnabled=true');
    if (recursive) throw new CommandError(26, 'Auto-resend is not available for recursive campaigns');
  }
  return {
    auto_resend_enabled: isPresent(params.autoresendenabled) ? enabled : undefined,
    auto_resend_wait_days: isPresent(params.autoresendwaitdays) ? days : undefined,
    auto_resend_subject: text(params.autoresendsubject),
    auto_resend_preheader_text: text(params.autoresendpreheadertext),
  };
}

/**
 * OriginalCampaignID (v5.9.4): the campaign this one resends, another campaign of the caller's (29 otherwise);
 * `0` clears the link. Absent keeps it.
 */
export async function parentPatch(params: Params, campaignId: number, owned: (id: number) => Promise<boolean>): Promise<CampaignPatch> {
  if (!isPresent(params.originalcampaignid)) return {};
  const parent = Number(params.originalcampaignid);
  if (parent === 0) return { parent_campaign_id: null };
  if (parent === campaignId || !(await owned(parent))) throw new CommandError(29, 'OriginalCampaignID is not another campaign of the user');
  return { parent_campaign_id: parent };
}

/**
 * The audience this request sets, if any: RulesJsonBundle wins over the two recipient parameters (which are then
 * ignored, as the spec says); exclusions apply to either. Undefined when the request names no audience.
 */
export function requestedAudience(params: Params): CampaignAudience | undefined {
  const bundle = isPresent(params.rulesjsonbundle) ? rulesBundleOf(params.rulesjsonbundle) : undefined;
  const include = bundle ? [] : (audienceOf(params.recipientlistsandsegments) ?? []);
  const exclude = audienceOf(params.exclude_recipientlistsandsegments) ?? [];
  if (!bundle && !include.length && !exclude.length) return undefined;
  return { bundle, include, exclude };
}

export function audiencePatch(params: Params, audience: CampaignAudience): CampaignPatch {
  return {
    rules_json_bundle: audience.bundle ? audience.bundle : isPresent(params.recipientlistsandsegments) ? null : undefined,
    recipient_lists_and_segments: audience.bundle ? '' : isPresent(params.recipientlistsandsegments) ? audienceText(audience.include) : undefined,
    exclude_lists_and_segments: isPresent(params.exclude_recipientlistsandsegments) ? audienceText(audience.exclude) : undefined,
  };
}
