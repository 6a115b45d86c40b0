import { Injectable } from '@nestjs/common';

import type { ListsOverviewReply, ListsOverviewRequest } from '@mail/contracts';
import { paramBool, paramText } from '@mail/values';

import { OPTION_TYPES } from '../../custom-fields/custom-field.catalog';
import type { CustomFieldRow } from '../../custom-fields/custom-field.row';
import { archiveFilter } from '../archive-filter';
import { ListLifecycleRepository } from '../list-lifecycle.repository';

/** a field as the overview shows it: light, with parsed options and its SQL type for choice fields */
function overviewField(f: CustomFieldRow, listId: number): Record<string, unknown> {
  const options = (f.options ?? []).map((o) => ({ label: o.label, value: o.value, is_selected: o.selected ? 'true' : 'false' }));
  const choice = OPTION_TYPES.has(f.field_type);
  return {
    CustomFieldID: Number(f.id),
    RelListID: f.is_global ? 0 : listId,
    FieldName: f.name,
    FieldType: f.field_type,
    ValidationMethod: f.validation_method,
    MergeTagAlias: f.merge_tag_alias,
    Options: options,
    SQLDataType: choice ? (f.field_type === 'Checkboxes' ? 'set' : 'enum') : null,
    SQLDataTypeValues: choice ? options.map((o) => o.value) : null,
  };
}

/** Lists.Overview: the caller's lists with, on request, their fields, segments and tags: four queries whatever the list count. */
@Injectable()
export class ListsOverviewService {
  constructor(private readonly lifecycle: ListLifecycleRepository) {}

  async run(userId: number, p: ListsOverviewRequest): Promise<ListsOverviewReply> {
    const lists = await this.lifecycle.overviewLists(userId, archiveFilter(p.archived), paramText(p.search), {
      field: paramText(p.orderfield),
      type: paramText(p.ordertype),
    });
    const ids = lists.map((l) => Number(l.id));
    const [fields, segments, tags] = await Promise.all([
      paramBool(p.includecustomfields, false) && ids.length ? this.lifecycle.fieldsOf(userId, ids) : undefined,
      paramBool(p.includesegments, false) && ids.length ? this.lifecycle.segmentsOf(ids) : undefined,
      paramBool(p.includesubscribertags, false) && ids.length ? this.lifecycle.tagsOf(ids) : undefined,
    ]);
    const flags = {
      fields: paramBool(p.includecustomfields, false),
      segments: paramBool(p.includesegments, false),
      tags: paramBool(p.includesubscribertags, false),
    };
    const Lists = lists.map((l) => {
      const id = Number(l.id);
      const row: Record<string, unknown> = { ListID: id, Name: l.name };
      if (flags.fields) row.CustomFields = (fields ?? []).filter((f) => f.is_global || Number(f.list_id) === id).map((f) => overviewField(f, id));
      if (flags.segments)
        row.Segments = (segments ?? [])
          .filter((g) => Number(g.list_id) === id)
          .map((g) => ({ SegmentID: Number(g.id), RelListID: id, SegmentName: g.name, SegmentOperator: g.operator }));
      if (flags.tags) row.SubscriberTags = (tags ?? []).filter((t) => Number(t.list_id) === id).map((t) => ({ TagID: Number(t.id), Tag: t.name }));
      return row;
    });
    return { TotalListCount: Lists.length, Lists };
  }
}
