export interface CustomFieldOption {
  label: string;
  value: string;
  selected: boolean;
}

export interface CustomFieldRow {
  id: string;
  user_id: number;
  list_id: string | null;
  name: string;
  field_type: string;
  default_value: string;
  validation_method: string;
  validation_rule: string;
  merge_tag_alias: string;
  preset_name: string;
  years: string;
  options: CustomFieldOption[];
  visibility: string;
  is_required: boolean;
  is_unique: boolean;
  is_global: boolean;
}

export const FIELD_COLUMNS = `f."id", f."user_id", f."list_id", f."name", f."field_type", f."default_value", f."validation_method", f."validation_rule",
  f."merge_tag_alias", f."preset_name", f."years", f."options", f."visibility", f."is_required", f."is_unique", f."is_global"`;

/** the custom fields visible on the list aliased `l` (its own and its owner's global ones) as one JSON array: part of a bigger statement */
export const LIST_FIELDS_JSON_SQL = `(SELECT json_agg(row_to_json(f) ORDER BY f."id") FROM "lists"."custom_field" f
  WHERE (f."list_id" = l."id" AND f."user_id" = l."user_id") OR (f."is_global" AND f."user_id" IN (l."user_id", 0)))`;

/** LIST_FIELDS_JSON_SQL's rows as FIELD_COLUMNS reads them (bigint ids as strings) */
export function fieldRowsOfJson(fields: CustomFieldRow[] | null): CustomFieldRow[] {
  return (fields ?? []).map((f) => ({ ...f, id: String(f.id), list_id: f.list_id === null ? null : String(f.list_id) }));
}
