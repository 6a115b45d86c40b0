import { createHash } from 'node:crypto';

import type { CommandSpec } from '@mail/contracts';
import type { TokenSigner } from '@mail/secrets';

/**
 * The vendor's safety model for assistants: a read changes nothing; a write can be undone (edit it back); an
 * irreversible action (a send, a deletion, enabling or triggering a journey) needs the server's `allowSends` and
 * a second call carrying the one-time confirmation token the first call answered with its preview.
 */
export type ToolEffect = 'read' | 'write' | 'irreversible';

/** Final name parts (lower-cased) of commands that change nothing. */
const READ_VERBS = new Set([
  'get',
  'getapis',
  'getdomain',
  'getdomains',
  'getevents',
  'getlist',
  'getsmtps',
  'gettags',
  'geturl',
  'getwebhooks',
  'list',
  'browse',
  'stats',
  'counts',
  'current',
  'accountstats',
  'domainstats',
  'dailyseries',
  'recipientdomainstats',
  'listrecipientdomains',
  'aggrevents',
  'activity',
  'assets',
  'benchmark',
  'breakdown',
  'byaction',
  'byisp',
  'details',
  'emailpreview',
  'html2text',
  'linkclicks',
  'personalizationtags',
  'preview',
  'properties',
  'provider',
  'render',
  'retrieve',
  'search',
  'status',
  'timeseries',
  'subscribers',
  'sendemailactions',
  'spamtest',
  'exportevents',
  'overview',
  'exists',
  'check',
  'getlists',
]);

/** Commands that send, or start what sends, besides every deletion. */
const IRREVERSIBLE = new Set([
  'smscampaign.send',
  'smscampaign.resume',
  'Campaign.Resume',
  'Campaign.Approve',
  'journey.enable',
  'journeys.enable',
  'subscriber.journey.trigger',
  'journey.bulk_trigger',
]);

/** Campaign.Create and Campaign.Update send when they make a campaign ready or scheduled. */
const SENDING_STATUS = /^\s*(ready|scheduled|sending)\s*$/i;

export function staticEffectOf(command: CommandSpec): ToolEffect {
  if (/delete/i.test(command.name) || IRREVERSIBLE.has(command.name)) return 'irreversible';
  const verb = command.name.split('.').pop()!.toLowerCase();
  return READ_VERBS.has(verb) ? 'read' : 'write';
}

export function effectOf(command: CommandSpec, args: Record<string, unknown>): ToolEffect {
  const effect = staticEffectOf(command);
  if (effect !== 'write' || !['Campaign.Create', 'Campaign.Update'].includes(command.name)) return effect;
  const status = Object.entries(args).find(([key]) => key.toLowerCase() === 'campaignstatus')?.[1];
  return typeof status === 'string' && SENDING_STATUS.test(status) ? 'irreversible' : effect;
}

export const CONFIRMATION_ARG = 'ConfirmationToken';
const CONFIRMATION_TTL_MS = 5 * 60_000;

/** The arguments without the confirmation token, keys sorted at every level: what a token stands for. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([key]) => key.toLowerCase() !== CONFIRMATION_ARG.toLowerCase())
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, v]) => `${JSON.stringify(key)}:${canonical(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const digest = (tool: string, args: Record<string, unknown>) =>
  createHash('sha256')
    .update(`${tool}\n${canonical(args)}`)
    .digest('base64url');

/**
 * One-time confirmation tokens: signed (so any replica sharing SECRETS_KEYS accepts them), bound to the tool and
 * its exact arguments, valid five minutes, and refused once used on this process.
 */
export class Confirmations {
  private readonly used = new Map<string, number>();

  constructor(
    private readonly signer: TokenSigner,
    private readonly now: () => number = Date.now,
  ) {}

  issue(tool: string, args: Record<string, unknown>): string {
    return this.signer.sign(`${(this.now() + CONFIRMATION_TTL_MS).toString(36)}.${digest(tool, args)}`);
  }

  /** true once for a genuine, unexpired token of exactly this call */
  redeem(token: string, tool: string, args: Record<string, unknown>): boolean {
    const payload = this.signer.verify(token);
    if (!payload) return false;
    const [expires, bound] = payload.split('.');
    const expiresAt = parseInt(expires, 36);
    const now = this.now();
    for (const [seen, until] of this.used) if (until < now) this.used.delete(seen);
    if (!(expiresAt >= now) || bound !== digest(tool, args) || this.used.has(token)) return false;
    this.used.set(token, expiresAt);
    return true;
  }
}

export interface McpSafety {
  /** every write refused */
  readOnly: boolean;
  /** irreversible actions allowed (each still confirmed) */
  allowSends: boolean;
  confirmations: Confirmations;
}
