import { type HeaderFooter, withHtmlHeaderFooter, withPlainHeaderFooter } from './header-footer';

const blocks: HeaderFooter = { plainHeader: 'PH\n', plainFooter: '\nPF', htmlHeader: '<div id="h">H</div>', htmlFooter: '<div id="f">F</div>' };

describe('header-footer', () => {
  it('puts the HTML header after <body …> and the footer before the last </body>', () => {
    expect(withHtmlHeaderFooter('<html><body class="x"><p>Hi</p></body></html>', blocks)).toBe(
      '<html><body class="x"><div id="h">H</div><p>Hi</p><div id="f">F</div></body></html>',
    );
    expect(withHtmlHeaderFooter('<BODY><p>a</p></BODY><!-- </body> --></Body >', blocks)).toBe(
      '<BODY><div id="h">H</div><p>a</p></BODY><!-- </body> --><div id="f">F</div></Body >',
    );
  });

  it('wraps HTML without body tags', () => {
    expect(withHtmlHeaderFooter('<p>Hi</p>', blocks)).toBe('<div id="h">H</div><p>Hi</p><div id="f">F</div>');
  });

  it('changes nothing without blocks or with empty ones', () => {
    expect(withHtmlHeaderFooter('<p>Hi</p>', undefined)).toBe('<p>Hi</p>');
    expect(withHtmlHeaderFooter('<p>Hi</p>', { ...blocks, htmlHeader: '', htmlFooter: '' })).toBe('<p>Hi</p>');
    expect(withPlainHeaderFooter('text', undefined)).toBe('text');
  });

  it('wraps the plain text as written', () => {
    expect(withPlainHeaderFooter('text', blocks)).toBe('PH\ntext\nPF');
  });
});
