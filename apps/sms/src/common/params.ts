import { CommandError } from '@mail/contracts';
import { isGiven, paramText } from '@mail/values';

/** a refused parameter: the contract's error entry gives its HTTP status (422) */
export function invalid(code: number, message: string): CommandError {
  return new CommandError(code, message);
}

/** SMSCampaignID: 1 missing, 2 not an integer. */
export function campaignIdOf(value: unknown): number {
  const text = paramText(value);
  if (!text) throw invalid(1, 'Missing SMSCampaignID');
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) throw invalid(2, 'SMSCampaignID must be an integer');
  return Number(text);
}

/** Limit: 1 to 500, default 50; anything else is the given code. */
export function limitOf(value: unknown, code: number): number {
  if (!isGiven(value) || paramText(value) === '') return 50;
  const text = paramText(value);
  const n = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  if (!(n >= 1 && n <= 500)) throw invalid(code, 'Limit must be an integer from 1 to 500');
  return n;
}

/** An integer cursor (the previous NextCursor), 0 when absent. */
export function intCursorOf(value: unknown, code: number): number {
  const text = paramText(value);
  if (!text) return 0;
  if (!/^\d{1,15}$/.test(text)) throw invalid(code, 'Cursor must be the previous NextCursor');
  return Number(text);
}

/** IncludeBots=1 (any true spelling) counts bot clicks. */
export function includeBotsOf(value: unknown): boolean {
  return /^(1|true|yes|on)$/i.test(paramText(value));
}
