import { parseMergeTags, type Segment } from './merge-tag.parser';

/** Whether the content has the link tag `Link:<name>` in any syntax (`%Link:Unsubscribe%`, `{{ Link:Unsubscribe }}`), blocks included. */
export function usesLinkTag(content: string, name: string): boolean {
  const found = (segments: Segment[]): boolean =>
    segments.some((s) => {
      if (s.kind === 'tag') return s.scope === 'Link' && s.name === name;
      if (s.kind === 'if') return found(s.then) || found(s.otherwise);
      if (s.kind === 'spin') return s.variants.some(found);
      return false;
    });
  return found(parseMergeTags(content));
}
