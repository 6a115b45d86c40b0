import { Injectable } from '@nestjs/common';

import { CommandError, isPositiveId, LIST_NOT_FOUND, LIST_NOT_FOUND_TEXT } from '@mail/contracts';
import { nowText } from '@mail/values';

import { ListRepository } from '../lists/list.repository';

/** a whole number window: non-numeric, 0 or less → the default; above `max` → `max` */
export function clampDays(value: unknown, fallback: number, max: number): number {
  const text = typeof value === 'string' ? value.trim() : '';
  const n = typeof value === 'number' ? value : /^-?\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(n) || n <= 0) return fallback;
  return Math.min(Math.floor(n), max);
}

/** a cutoff kept only inside [min, max]; anything else (non-numeric or out of range) → its default */
export function rangedOrDefault(value: unknown, fallback: number, max: number): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return fallback;
  const n = Number(text);
  return n >= 1 && n <= max ? n : fallback;
}

/** 'YYYY-MM-DD' of a UTC day `offset` days from today */
export function utcDay(offset: number, from = new Date()): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + offset));
  return d.toISOString().slice(0, 10);
}

/** x × 100 / total with 2 decimals; null without a total */
export function pct(count: number, total: number): number | null {
  return total > 0 ? Math.round((count * 10000) / total) / 100 : null;
}

/** the time a report was computed, as every analytics reply shows it */
export function asOf(): string {
  return nowText();
}

/** The analytics' one ownership rule: a missing, invalid or another user's list is 99997. */
@Injectable()
export class AnalyticsListGuard {
  constructor(private readonly lists: ListRepository) {}

  async owned(userId: number, listId: unknown): Promise<number> {
    if (!isPositiveId(listId)) throw new CommandError(LIST_NOT_FOUND, LIST_NOT_FOUND_TEXT);
    const id = Number(String(listId).trim());
    if (!(await this.lists.findOwned(userId, id))) throw new CommandError(LIST_NOT_FOUND, LIST_NOT_FOUND_TEXT);
    return id;
  }
}
