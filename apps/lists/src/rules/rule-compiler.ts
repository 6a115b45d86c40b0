import { normalizeDateTime } from '@mail/values';

import { escapeLike } from '../common/sql';
import { COMPARE_SQL, type FieldOp, fieldOp } from './field-operators';
import type { FieldKind, RuleContext } from './rule-context';
import { isExpr, MAX_SEGMENT_DEPTH, type Rule, RuleError, type RuleExpr } from './rule.types';

/**
 * THE rule compiler: RuleExpr → one parameterised SQL boolean over the subscriber alias. Every rule becomes a
 * column predicate or an EXISTS over an indexed table, so a whole segment is one query (no N+1, nothing
 * loaded into memory). Identifiers come from whitelists; user values only ever become parameters.
 */
export function compileRules(expr: RuleExpr, ctx: RuleContext, depth = 0): string {
  if (!expr.items.length) return 'TRUE';
  const parts = expr.items.map((item) => (isExpr(item) ? compileRules(item, ctx, depth) : compileRule(item, ctx, depth)));
  return parts.length === 1 ? parts[0] : `(${parts.join(expr.op === 'and' ? ' AND ' : ' OR ')})`;
}

function compileRule(rule: Rule, ctx: RuleContext, depth: number): string {
  switch (rule.type) {
    case 'fields':
    case 'field':
      return fieldRule(rule, ctx);
    case 'tags':
    case 'tag':
      return tagRule(rule, ctx);
    case 'segments':
    case 'segment':
      return segmentRule(rule, ctx, depth);
    case 'suppressions':
    case 'suppression':
      return suppressionRule(rule, ctx);
    case 'journeys':
    case 'journey':
      return journeyRule(rule, ctx);
    case 'campaign-events':
      return campaignRule(rule, ctx);
    case 'website-events':
      return websiteRule(rule, ctx);
    default:
      throw new RuleError('invalid', `Unknown rule type '${rule.type}'`);
  }
}

/** Subscriber columns a `fields` rule may name (field_id), with their comparison kind (a Map: field_id is the client's text). */
const COLUMNS = new Map<string, { column: string; kind: FieldKind }>(
  Object.entries({
    email: { column: 'email', kind: 'text' },
    emailaddress: { column: 'email', kind: 'text' },
    subscriberid: { column: 'id', kind: 'number' },
    id: { column: 'id', kind: 'number' },
    subscriptionstatus: { column: 'status', kind: 'text' },
    status: { column: 'status', kind: 'text' },
    bouncetype: { column: 'bounce_type', kind: 'text' },
    subscriptiondate: { column: 'subscription_date', kind: 'date' },
    subscriptionip: { column: 'subscription_ip', kind: 'text' },
    unsubscriptiondate: { column: 'unsubscription_date', kind: 'date' },
    unsubscriptionip: { column: 'unsubscription_ip', kind: 'text' },
    optindate: { column: 'optin_date', kind: 'date' },
    source: { column: 'source', kind: 'text' },
  } satisfies Record<string, { column: string; kind: FieldKind }>),
);

function fieldRule(rule: Rule, ctx: RuleContext): string {
  const op = fieldOp(rule.operator);
  const id = String(rule.field_id ?? '').trim();
  const value = rule.value === undefined || rule.value === null ? '' : String(rule.value);
  const column = COLUMNS.get(id.toLowerCase().replace(/[^a-z]/g, ''));
  if (column && !/\d/.test(id)) return columnPredicate(`${ctx.alias}."${column.column}"`, column.kind, op, value, ctx);
  const match = /^(?:customfield)?(\d+)$/i.exec(id);
  const fieldId = match ? Number(match[1]) : NaN;
  if (!ctx.fields.has(fieldId)) throw new RuleError('invalid', `Unknown custom field '${id}'`);
  return customFieldPredicate(fieldId, op, value, ctx);
}

function columnPredicate(col: string, kind: FieldKind, op: FieldOp, value: string, ctx: RuleContext): string {
  const p = ctx.params;
  switch (op) {
    case 'eq':
    case 'neq': {
      const sql = kind === 'text' ? `lower(${col}) = lower(${p.add(value)})` : `${col} = ${typed(kind, value, ctx)}`;
      return op === 'eq' ? sql : `NOT coalesce(${sql}, false)`;
    }
    case 'contains':
    case 'ncontains':
    case 'begins':
    case 'ends': {
      const sql = `lower(coalesce(${col}::text, '')) LIKE ${p.add(likePattern(op, value))}`;
      return op === 'ncontains' ? `NOT (${sql})` : sql;
    }
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      return `${col} ${COMPARE_SQL[op]} ${kind === 'text' ? p.add(value) : typed(kind, value, ctx)}`;
    case 'set':
      return `coalesce(${col}::text, '') <> ''`;
    case 'notset':
      return `coalesce(${col}::text, '') = ''`;
  }
}

function typed(kind: FieldKind, value: string, ctx: RuleContext): string {
  if (kind === 'number') {
    if (!/^-?\d+(\.\d+)?$/.test(value.trim())) throw new RuleError('invalid', `'${value}' is not a number`);
    return `${ctx.params.add(value.trim())}::numeric`;
  }
  const date = normalizeDateTime(value);
  if (!date) throw new RuleError('invalid', `'${value}' is not a date (YYYY-MM-DD)`);
  return `${ctx.params.add(date)}::timestamp`;
}

function likePattern(op: FieldOp, value: string): string {
  const v = escapeLike(value.toLowerCase());
  return op === 'begins' ? `${v}%` : op === 'ends' ? `%${v}` : `%${v}%`;
}

function customFieldPredicate(fieldId: number, op: FieldOp, value: string, ctx: RuleContext): string {
  const p = ctx.params;
  const field = p.add(fieldId);
  const exists = (condition: string) =>
    `EXISTS (SELECT 1 FROM "lists"."custom_field_value" v WHERE v."subscriber_id" = ${ctx.alias}."id" AND v."field_id" = ${field} AND ${condition})`;
  switch (op) {
    case 'eq':
      return exists(`lower(v."value_text") = lower(${p.add(value)})`);
    case 'neq':
      return `NOT ${exists(`lower(v."value_text") = lower(${p.add(value)})`)}`;
    case 'contains':
    case 'begins':
    case 'ends':
      return exists(`lower(v."value_text") LIKE ${p.add(likePattern(op, value))}`);
    case 'ncontains':
      return `NOT ${exists(`lower(v."value_text") LIKE ${p.add(likePattern('contains', value))}`)}`;
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte': {
      const cmp = COMPARE_SQL[op];
      const text = value.trim();
      if (/^-?\d+(\.\d+)?$/.test(text)) return exists(`v."value_num" ${cmp} ${p.add(text)}::numeric`);
      const date = normalizeDateTime(text);
      if (date) return exists(`v."value_date" ${cmp} ${p.add(date)}::timestamp`);
      return exists(`lower(v."value_text") ${cmp} lower(${p.add(value)})`);
    }
    case 'set':
      return exists(`v."value_text" <> ''`);
    case 'notset':
      return `NOT ${exists(`v."value_text" <> ''`)}`;
  }
}

function tagIdsOf(rule: Rule, ctx: RuleContext): number[] {
  const raw = Array.isArray(rule.value) ? rule.value : String(rule.value ?? '').split(',');
  const ids = raw
    .map((v) => String(v).trim())
    .filter(Boolean)
    .map((v) => (/^\d+$/.test(v) ? Number(v) : NaN));
  if (!ids.length) throw new RuleError('invalid', 'A tag rule needs tag ids');
  for (const id of ids) if (!ctx.tagIds.has(id)) throw new RuleError('invalid', `Unknown tag '${id}'`);
  return ids;
}

function tagRule(rule: Rule, ctx: RuleContext): string {
  const hasTag = (condition: string) => `EXISTS (SELECT 1 FROM "lists"."subscriber_tag" t WHERE t."subscriber_id" = ${ctx.alias}."id"${condition})`;
  switch (rule.operator) {
    case 'has this tag':
    case 'has tag':
    case 'is tagged':
      return hasTag(` AND t."tag_id" = ${ctx.params.add(tagIdsOf(rule, ctx)[0])}`);
    case 'does not have this tag':
    case 'does not have tag':
      return `NOT ${hasTag(` AND t."tag_id" = ${ctx.params.add(tagIdsOf(rule, ctx)[0])}`)}`;
    case 'has any of these tags':
      return hasTag(` AND t."tag_id" = ANY(${ctx.params.add(tagIdsOf(rule, ctx))}::bigint[])`);
    case 'does not have any of these tags':
      return `NOT ${hasTag(` AND t."tag_id" = ANY(${ctx.params.add(tagIdsOf(rule, ctx))}::bigint[])`)}`;
    case 'has all of these tags': {
      const ids = tagIdsOf(rule, ctx);
      return `(${ids.map((id) => hasTag(` AND t."tag_id" = ${ctx.params.add(id)}`)).join(' AND ')})`;
    }
    case 'has no tags':
      return `NOT ${hasTag('')}`;
    case 'has any tag':
    case 'has tags':
      return hasTag('');
    default:
      throw new RuleError('invalid', `Unknown tag operator '${rule.operator}'`);
  }
}

function segmentRule(rule: Rule, ctx: RuleContext, depth: number): string {
  const id = Number.parseInt(String(rule.value ?? ''), 10);
  const segment = ctx.segments.get(id);
  if (!segment) throw new RuleError('invalid', `Unknown segment '${String(rule.value ?? '')}'`);
  if (depth + 1 > MAX_SEGMENT_DEPTH) throw new RuleError('recursion', `Segments nest deeper than ${MAX_SEGMENT_DEPTH} levels`);
  const inner = compileRules(segment, ctx, depth + 1);
  switch (rule.operator) {
    case 'belongs to':
    case 'is in':
    case 'in':
      return `(${inner})`;
    case 'does not belong to':
    case 'is not in':
    case 'not in':
      return `NOT coalesce((${inner}), false)`;
    default:
      throw new RuleError('invalid', `Unknown segment operator '${rule.operator}'`);
  }
}

/** Suppressed = the address is on the owner's user-wide list, this list's list, or the system list (user 0). */
export function suppressedSql(alias: string, userParam: string): string {
  return `EXISTS (SELECT 1 FROM "lists"."suppression" x WHERE lower(x."email") = lower(${alias}."email") AND x."user_id" IN (${userParam}, 0) AND (x."list_id" IS NULL OR x."list_id" = ${alias}."list_id"))`;
}

function suppressionRule(rule: Rule, ctx: RuleContext): string {
  const sql = suppressedSql(ctx.alias, ctx.params.add(ctx.userId));
  if (['exist', 'exists', 'is suppressed', 'suppressed'].includes(rule.operator)) return sql;
  if (['not exist', 'not exists', 'does not exist', 'is not suppressed', 'not suppressed'].includes(rule.operator)) return `NOT ${sql}`;
  throw new RuleError('invalid', `Unknown suppression operator '${rule.operator}'`);
}

function positiveInt(value: unknown, what: string): number {
  const text = String(value ?? '').trim();
  if (!/^\d{1,15}$/.test(text)) throw new RuleError('invalid', `${what} must be a positive integer`);
  return Number(text);
}

function journeyRule(rule: Rule, ctx: RuleContext): string {
  const journey = ctx.params.add(positiveInt(rule.value, 'Journey id'));
  const inJourney = (status: string) =>
    `EXISTS (SELECT 1 FROM "lists"."subscriber_journey" j WHERE j."subscriber_id" = ${ctx.alias}."id" AND j."journey_id" = ${journey} AND j."status" = '${status}')`;
  switch (rule.operator) {
    case 'in journey':
      return inJourney('InProgress');
    case 'completed journey':
      return inJourney('Completed');
    case 'exited journey':
      return inJourney('Exited');
    case 'not in journey':
      return `NOT ${inJourney('InProgress')}`;
    default:
      throw new RuleError('invalid', `Unknown journey operator '${rule.operator}'`);
  }
}

/** campaign event operators → the activity type recorded from the campaigns service's events */
const CAMPAIGN_ACTIVITY = new Map<string, string>([
  ['opened', 'email open'],
  ['clicked', 'email link click'],
  ['bounced', 'hard bounce'],
  ['delivered', 'email campaign delivery'],
  ['queued-recipients', 'email campaign delivery'],
  ['queued recipients', 'email campaign delivery'],
  ['unsubscribed', 'unsubscription'],
]);

function campaignRule(rule: Rule, ctx: RuleContext): string {
  const negated = rule.operator.startsWith('not ');
  const base = negated ? rule.operator.slice(4) : rule.operator;
  if (base === 'complained') return negated ? 'TRUE' : 'FALSE'; // complaints are not recorded per subscriber
  const type = CAMPAIGN_ACTIVITY.get(base);
  if (!type) throw new RuleError('invalid', `Unknown campaign event operator '${rule.operator}'`);
  const campaign = ctx.params.add(String(positiveInt(rule.value, 'Campaign id')));
  const sql = `EXISTS (SELECT 1 FROM "lists"."activity" a WHERE a."subscriber_id" = ${ctx.alias}."id" AND a."activity_type" = ${ctx.params.add(type)} AND a."parameters"->>'CampaignID' = ${campaign})`;
  return negated ? `NOT ${sql}` : sql;
}

function websiteRule(rule: Rule, ctx: RuleContext): string {
  const p = ctx.params;
  const event = String(rule.event ?? '').trim();
  if (!event) throw new RuleError('invalid', 'A website event rule needs an event');
  const key = String(rule.event_parameter ?? '').trim();
  const value = rule.value === undefined || rule.value === null ? '' : String(rule.value);
  const exists = (condition = '') =>
    `EXISTS (SELECT 1 FROM "lists"."website_event" w WHERE w."subscriber_id" = ${ctx.alias}."id" AND w."event" = ${p.add(event)}${condition})`;
  const prop = () => {
    if (!key) throw new RuleError('invalid', `Operator '${rule.operator}' needs an event_parameter`);
    return `(w."parameters"->>${p.add(key)})`;
  };
  const numeric = (sql: string) => `(CASE WHEN ${sql} ~ '^-?[0-9]+(\\.[0-9]+)?$' THEN (${sql})::numeric END)`;
  switch (rule.operator) {
    case 'happened':
    case 'did happen':
      return exists();
    case 'did not happen':
      return `NOT ${exists()}`;
    case 'happened in the last x days':
      return exists(` AND w."created_at" >= (now() at time zone 'utc') - make_interval(days => ${p.add(positiveInt(value, 'Days'))}::int)`);
    case 'did not happen in the last x days':
      return `NOT ${exists(` AND w."created_at" >= (now() at time zone 'utc') - make_interval(days => ${p.add(positiveInt(value, 'Days'))}::int)`)}`;
    case 'equals':
      return exists(` AND ${prop()} = ${p.add(value)}`);
    case 'does not equal':
      return `NOT ${exists(` AND ${prop()} = ${p.add(value)}`)}`;
    case 'contains':
      return exists(` AND lower(${prop()}) LIKE ${p.add(likePattern('contains', value))}`);
    case 'does not contain':
      return `NOT ${exists(` AND lower(${prop()}) LIKE ${p.add(likePattern('contains', value))}`)}`;
    case 'matches regex':
    case 'does not match regex': {
      try {
        new RegExp(value);
      } catch {
        throw new RuleError('invalid', 'Invalid regular expression');
      }
      const sql = exists(` AND ${prop()} ~ ${p.add(value)}`);
      return rule.operator === 'matches regex' ? sql : `NOT ${sql}`;
    }
    case 'greater than':
    case 'less than': {
      if (!/^-?\d+(\.\d+)?$/.test(value.trim())) throw new RuleError('invalid', `'${value}' is not a number`);
      return exists(` AND ${numeric(prop())} ${rule.operator === 'greater than' ? '>' : '<'} ${p.add(value.trim())}::numeric`);
    }
    case 'is set':
      return exists(` AND coalesce(${prop()}, '') <> ''`);
    case 'is not set':
      return `NOT ${exists(` AND coalesce(${prop()}, '') <> ''`)}`;
    default:
      throw new RuleError('invalid', `Unknown website event operator '${rule.operator}'`);
  }
}
