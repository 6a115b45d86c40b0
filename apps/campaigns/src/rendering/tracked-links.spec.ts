import { trackHtmlLinks, trackTextLinks, trackableUrls, withOpenPixel, withPreheader } from './tracked-links';

describe('tracked links', () => {
  const html = `<a href="https://shop.example/a?x=1&amp;y=2">A</a> <A class=c HREF='https://shop.example/b'>B</A>
    <a href="mailto:x@y.io">m</a> <a href="#top">t</a> <a href="%Link:Unsubscribe%">u</a>
    <a href="https://x.io/?e=%Subscriber:EmailAddress%">p</a> <area href=https://shop.example/c>`;

  it('finds each http(s) link once, decoded, without personalised or non-web ones', () => {
    expect(trackableUrls(html, 'see https://shop.example/b and https://plain.example/d.')).toEqual([
      'https://shop.example/a?x=1&y=2',
      'https://shop.example/b',
      'https://shop.example/c',
      'https://plain.example/d',
    ]);
  });

  it('rewrites tracked hrefs to their click tag and leaves the rest as written', () => {
    const ids: Record<string, number> = { 'https://shop.example/a?x=1&y=2': 1, 'https://shop.example/b': 2, 'https://shop.example/c': 3 };
    const out = trackHtmlLinks(html, (url) => ids[url]);
    expect(out).toContain('<a href="%Track:Click:1%">A</a>');
    expect(out).toContain(`<A class=c HREF="%Track:Click:2%">B</A>`);
    expect(out).toContain('<area href="%Track:Click:3%">');
    expect(out).toContain('href="mailto:x@y.io"');
    expect(out).toContain('href="%Link:Unsubscribe%"');
    expect(out).toContain('href="https://x.io/?e=%Subscriber:EmailAddress%"');
    expect(trackTextLinks('go to https://shop.example/b.', (url) => ids[url])).toBe('go to %Track:Click:2%.');
  });

  it('puts the pixel before the last </body>, the preheader after <body>', () => {
    expect(withOpenPixel('<html><body>x</body></html>')).toMatch(/x<img src="%Track:Open%"[^>]*\/><\/body><\/html>$/);
    expect(withOpenPixel('<p>x</p>')).toMatch(/^<p>x<\/p><img /);
    expect(withPreheader('<body class="a">x</body>', 'Soon <b>')).toBe(
      '<body class="a"><div style="display:none;max-height:0;overflow:hidden;mso-hide:all">Soon &lt;b></div>x</body>',
    );
  });
});
