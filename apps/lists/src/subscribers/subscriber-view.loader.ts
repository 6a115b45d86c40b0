import { Injectable } from '@nestjs/common';

import type { SubscriberJourneyProgress } from '@mail/contracts';

import { SubscriberJourneyProgressClient } from '../activity/subscriber-journey-progress';
import { compileRules } from '../rules/rule-compiler';
import type { FieldKind } from '../rules/rule-context';
import { RuleError } from '../rules/rule.types';
import { SqlParams } from '../rules/sql-params';
import { SubscriberWebsiteEvents } from '../website-events/subscriber-website-events';
import { SubscriberViewRepository, type SubscriberViewRow } from './subscriber-view.repository';
import { presentSubscriber } from './subscriber.row';

export type SubscriberView = { kind: 'list-missing' } | { kind: 'subscriber-missing' } | { kind: 'found'; body: Record<string, unknown> };

/**
 * Subscriber.Get in two statements: (1) the list (ownership), the subscriber and all six blocks plus what
 * segment rules may reference; (2) when the list has segments, every segment's compiled rule evaluated for
 * this one subscriber.
 */
@Injectable()
export class SubscriberViewLoader {
  constructor(
    private readonly views: SubscriberViewRepository,
    private readonly websiteEvents: SubscriberWebsiteEvents,
    private readonly journeyProgress: SubscriberJourneyProgressClient,
  ) {}

  async load(userId: number, listId: number, by: { email?: string; id?: number }): Promise<SubscriberView> {
    const row = await this.views.load(userId, listId, by);
    if (!row) return { kind: 'list-missing' };
    if (!row.id) return { kind: 'subscriber-missing' };
    const inProgress = (row.journeys ?? []).filter((j) => j.status === 'InProgress').map((j) => Number(j.entry.JourneyID));
    const [segments, website, progress] = await Promise.all([
      this.segmentsOf(row, userId),
      this.websiteEvents.of(userId, listId, Number(row.id)),
      this.journeyProgress.of(userId, Number(row.id), inProgress),
    ]);
    return { kind: 'found', body: this.present(row, segments, website, progress) };
  }

  private async segmentsOf(row: SubscriberViewRow, userId: number): Promise<{ SegmentID: number; SegmentName: string }[]> {
    const defs = row.segment_defs ?? [];
    if (!defs.length) return [];
    const params = new SqlParams();
    const ctx = {
      params,
      alias: 's',
      userId,
      fields: new Map<number, FieldKind>((row.field_defs ?? []).map((f) => [Number(f.id), f.type === 'Date field' ? 'date' : 'text'])),
      tagIds: new Set((row.tag_ids ?? []).map(Number)),
      segments: new Map(defs.map((d) => [Number(d.id), d.rules])),
    };
    const checks: string[] = [];
    const kept: typeof defs = [];
    for (const def of defs) {
      try {
        checks.push(compileRules(def.rules, ctx));
        kept.push(def);
      } catch (error) {
        if (!(error instanceof RuleError)) throw error; // a segment whose rules no longer compile matches nobody
      }
    }
    if (!kept.length) return [];
    const flags = await this.views.segmentFlags(Number(row.id), checks, params);
    return kept.filter((_, i) => flags[i]).map((d) => ({ SegmentID: Number(d.id), SegmentName: d.name }));
  }

  private present(
    row: SubscriberViewRow,
    segments: { SegmentID: number; SegmentName: string }[],
    website: Record<string, unknown[]>,
    progress: Map<number, SubscriberJourneyProgress>,
  ): Record<string, unknown> {
    const fieldIds = (row.field_defs ?? []).map((f) => Number(f.id));
    const info = presentSubscriber(row, fieldIds, row.field_values ?? {});
    info.Suppressed = !!row.suppressed;
    if (row.status === 'Opt-In Pending' && row.confirmation_code) info.OptInConfirmationCode = row.confirmation_code;
    const journeys: Record<string, Record<string, unknown>[]> = {};
    for (const j of row.journeys ?? []) {
      const at = j.status === 'InProgress' ? progress.get(Number(j.entry.JourneyID)) : undefined;
      const entry = at
        ? { ...j.entry, RelActionID: at.actionId ?? j.entry.RelActionID, SnoozedUntil: at.snoozedUntil, CurrentStep: at.currentStep, TotalSteps: at.totalSteps }
        : j.entry;
      (journeys[j.status] ??= []).push(entry);
    }
    return {
      SubscriberInformation: info,
      Suppressed: !!row.suppressed,
      SubscriberTags: row.tags ?? [],
      SubscriberSegments: segments,
      SubscriberJourneys: Object.keys(journeys).length ? journeys : [],
      SubscriberActivity: row.activity ?? [],
      SubscriberWebsiteEvents: Object.keys(website).length ? website : [],
      TotalRevenue: Number(row.revenue ?? 0),
    };
  }
}
