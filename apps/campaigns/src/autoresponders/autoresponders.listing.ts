import { Injectable } from '@nestjs/common';

import { AUTORESPONDER_ORDER_FIELDS, type AutorespondersFilterRequest, type AutoresponderView, canonicalOf, statusOf, triggerOf } from '@mail/contracts';

import { intParam } from './autoresponder.fields';
import { autoresponderView } from './autoresponder.presenter';
import { AutorespondersRepository } from './autoresponders.repository';

/** sort column → the listing query's column (not tracked counters sort as the id) */
const ORDER: Record<(typeof AUTORESPONDER_ORDER_FIELDS)[number], string> = {
  AutoResponderName: 'lower("name")',
  AutoResponderID: '"id"',
  TotalSent: '"sent"',
  TotalOpens: '"opens"',
  TotalClicks: '"clicks"',
  TotalDelivered: '"sent"',
  TotalFailed: '"failed"',
  UniqueOpens: '"unique_opens"',
  UniqueClicks: '"unique_clicks"',
  TotalConversions: '"id"',
  UniqueConversions: '"id"',
  TotalForwards: '"id"',
  UniqueForwards: '"id"',
  TotalViewsOnBrowser: '"id"',
  UniqueViewsOnBrowser: '"id"',
  TotalUnsubscriptions: '"unsubscriptions"',
  TotalHardBounces: '"hard_bounces"',
  TotalSoftBounces: '"soft_bounces"',
  TotalRevenue: '"id"',
  Status: '"status"',
  RelListID: '"list_id"',
};

/**
 * autoresponders.get and autoresponders.acrosslists.get: the caller's autoresponders (of one list or all), filtered,
 * sorted and paged, each with its lifetime counters; TotalResponderCount counts the matches before paging.
 */
@Injectable()
export class AutorespondersListing {
  constructor(private readonly repository: AutorespondersRepository) {}

  async list(userId: number, listId: number | undefined, f: AutorespondersFilterRequest, withListOrder: boolean) {
    const field = canonicalOf(AUTORESPONDER_ORDER_FIELDS, f.orderfield);
    const orderBy = field && (withListOrder || field !== 'RelListID') ? ORDER[field] : ORDER.AutoResponderName;
    const keyword = String(f.searchkeyword ?? '').trim();
    const { total, rows } = await this.repository.page(userId, {
      listId,
      keyword: keyword || undefined,
      triggerType: triggerOf(f.triggertype) ?? (String(f.triggertype ?? '').trim() ? String(f.triggertype).trim() : undefined),
      triggerValue: f.triggervalue !== undefined && String(f.triggervalue).trim() !== '' ? String(f.triggervalue).trim() : undefined,
      status: statusOf(f.status) ?? (String(f.status ?? '').trim() ? String(f.status).trim() : undefined),
      orderBy,
      desc:
        String(f.ordertype ?? '')
          .trim()
          .toUpperCase() === 'DESC',
      limit: intParam(f.recordsperrequest, 0, { min: 0, max: 100_000 }),
      offset: intParam(f.recordsfrom, 0, { min: 0, max: 1_000_000_000 }),
    });
    return { TotalResponderCount: total, AutoResponders: rows.map((row): AutoresponderView => autoresponderView(row, row)) };
  }
}
