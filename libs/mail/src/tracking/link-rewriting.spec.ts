import { rewriteHtmlLinks, rewriteTextLinks, trackableUrls, withOpenPixel } from './link-rewriting';

describe('link rewriting', () => {
  const html = `<a href="https://shop.example/a?x=1&amp;y=2">A</a> <a href="mailto:x@y.io">m</a> <a href="https://x.io/?e=%Subscriber:EmailAddress%">p</a>`;

  it('rewrites each trackable link to the replacement, escaped for the attribute, and leaves the rest', () => {
    const urls = trackableUrls(html, '');
    expect(urls).toEqual(['https://shop.example/a?x=1&y=2']);
    const out = rewriteHtmlLinks(html, (url) => `https://t.example/c/${urls.indexOf(url)}?a=1&b="2"`);
    expect(out).toContain('<a href="https://t.example/c/0?a=1&amp;b=&quot;2&quot;">A</a>');
    expect(out).toContain('href="mailto:x@y.io"');
    expect(out).toContain('href="https://x.io/?e=%Subscriber:EmailAddress%"');
    expect(rewriteTextLinks('see https://shop.example/b.', () => undefined)).toBe('see https://shop.example/b.');
    expect(rewriteTextLinks('see https://shop.example/b.', () => 'https://t.example/c/1')).toBe('see https://t.example/c/1.');
  });

  it('puts the pixel before the last </body>', () => {
    expect(withOpenPixel('<body>x</body>', 'https://t.example/o?a&b')).toMatch(/x<img src="https:\/\/t\.example\/o\?a&amp;b"[^>]*\/><\/body>$/);
  });
});
