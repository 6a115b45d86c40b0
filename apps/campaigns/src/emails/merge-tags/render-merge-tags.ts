/**
 * Replaces `%Scope:Name%` merge tags with their values (keys matched case-insensitively). A tag of a known scope
 * without a value renders empty, so no raw tag reaches a recipient; other `%…%` text (CSS percentages) is left alone.
 */
const MERGE_TAG = /%(Subscriber|Link|User|List):([A-Za-z0-9_-]+)%/gi;

export type MergeValues = ReadonlyMap<string, string>;

export function mergeKey(tag: string): string {
  return tag.replace(/^%|%$/g, '').toLowerCase();
}

export function renderMergeTags(text: string, values: MergeValues): string {
  return text.replace(MERGE_TAG, (_whole, scope: string, name: string) => values.get(`${scope}:${name}`.toLowerCase()) ?? '');
}

/** Whether `content` uses the tag (any spelling case), e.g. the unsubscribe link ValidateScope asks for. */
export function usesTag(content: string, tag: string): boolean {
  return content.toLowerCase().includes(tag.toLowerCase());
}
