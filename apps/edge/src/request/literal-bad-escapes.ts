/** a run of `%XX` escapes (decoded together: one UTF-8 character may span several), or a `%` that starts none */
const ESCAPES = /(?:%[0-9a-f]{2})+|%/gi;

/**
 * The URL with every percent-escape of its path that does not decode (`%ff`, an overlong `%c0%af`, a bare `%`)
 * made literal text (`%25ff`), so the router reads such a path as the text it shows instead of refusing it before
 * any route: `/api.php/%ff` names an unknown command, `/t/o/%c0%af` an unknown token, each answered as usual.
 * The query string is left alone (its readers already keep undecodable text as written).
 */
export function literalBadEscapes(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.includes('%')) return url;
  const fixed = path.replace(ESCAPES, (run) => (run === '%' || !decodes(run) ? run.replace(/%/g, '%25') : run));
  return query === -1 ? fixed : fixed + url.slice(query);
}

function decodes(run: string): boolean {
  try {
    decodeURIComponent(run);
    return true;
  } catch {
    return false;
  }
}
