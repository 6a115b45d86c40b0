import { isUnsafeKey, nestedObject, withoutNul } from './lower-case-keys';

/**
 * PHP-style bracket keys become nested structures: `Fields[CustomField5]=x` → { fields: { customfield5: 'x' } },
 * `a[]=1&a[]=2` → { a: ['1','2'] }, `a[0][b]=1` → { a: [{ b: '1' }] }. Keys are lower-cased on the way.
 * A repeated plain key keeps its last value (as PHP does). `__proto__`, `constructor` and `prototype` are dropped as
 * top-level names only: nested objects have no prototype, so below the top they are plain keys (see nestedObject).
 */
export type Pairs = Iterable<[string, string]>;
type Node = Record<string, unknown> | unknown[];

const MAX_DEPTH = 8;

export function pairsToObject(pairs: Pairs): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of pairs) assign(root, splitKey(rawKey), withoutNul(value));
  return root;
}

export function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0 || !key.endsWith(']')) return [key.toLowerCase()];
  const parts = [key.slice(0, open).toLowerCase()];
  const rest = key.slice(open);
  const re = /\[([^\]]*)\]/g;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = re.exec(rest)) && parts.length <= MAX_DEPTH) {
    if (match.index !== consumed) return [key.toLowerCase()];
    parts.push(match[1].toLowerCase());
    consumed = re.lastIndex;
  }
  return consumed === rest.length ? parts : [key.toLowerCase()];
}

function assign(root: Record<string, unknown>, path: string[], value: string): void {
  let node: Node = root;
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const last = i === path.length - 1;
    const nextIsList = !last && (path[i + 1] === '' || /^\d+$/.test(path[i + 1]));
    if (Array.isArray(node)) {
      const index = key === '' ? node.length : Number(key);
      if (!Number.isInteger(index) || index > 10_000) return;
      if (last) node[index] = value;
      else node = child(node, index, nextIsList);
    } else {
      if (node === root && isUnsafeKey(key)) return;
      if (last) node[key] = value;
      else node = child(node, key, nextIsList);
    }
  }
}

function child(parent: Node, key: string | number, asList: boolean): Node {
  const existing = (parent as Record<string | number, unknown>)[key];
  if (existing !== null && typeof existing === 'object') return existing as Node;
  const created: Node = asList ? [] : nestedObject();
  (parent as Record<string | number, unknown>)[key] = created;
  return created;
}
