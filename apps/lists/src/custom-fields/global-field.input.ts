import { CommandError, type GlobalCustomfieldCreateRequest, type GlobalCustomfieldUpdateRequest } from '@mail/contracts';
import { isGiven, paramText } from '@mail/values';

import { type FieldDefinition, readFieldDefinition } from './custom-field.input';

/** global merge tag aliases: letters, digits, spaces, dots, hyphens, underscores (the vendor's global rule) */
const GLOBAL_ALIAS = /^[A-Za-z0-9 ._-]+$/;
/** built-in subscriber fields a merge tag alias may not shadow (code 1002) */
const RESERVED_ALIASES = ['subscriberid', 'emailaddress', 'subscriptiondate', 'subscriptionip', 'optindate', 'subscriptionstatus', 'bouncetype'];

/**
 * A global field's definition: the list fields' reader (same types, methods, options and codes), with the
 * global alias rules (1001 characters, 1002 reserved), no preset and always global.
 */
export function readGlobalDefinition(
  p: GlobalCustomfieldCreateRequest | GlobalCustomfieldUpdateRequest,
  current: FieldDefinition | undefined,
  mode: 'create' | 'update',
): FieldDefinition | CommandError {
  const def = readFieldDefinition({ ...p, presetname: undefined, isglobal: undefined, mergetagalias: undefined }, current, mode);
  if (def instanceof CommandError) return def;
  if (isGiven(p.mergetagalias)) {
    const alias = paramText(p.mergetagalias);
    if (alias && !GLOBAL_ALIAS.test(alias)) return new CommandError(1001, 'Merge tag alias code includes invalid characters');
    if (RESERVED_ALIASES.includes(alias.toLowerCase())) return new CommandError(1002, 'Merge tag alias is a reserved subscriber field name');
    def.merge_tag_alias = alias;
  }
  def.is_global = true;
  def.preset_name = '';
  return def;
}
