import { contentType, missingScopeLink, withTitle } from './content-rules';

describe('email content rules', () => {
  it('asks Campaign scope for the unsubscribe link in each part that has content', () => {
    expect(missingScopeLink('Campaign', { html: '<p>hi</p>', plain: '' })?.code).toBe(11);
    expect(missingScopeLink('Campaign', { html: '<a href="%Link:Unsubscribe%">u</a>', plain: 'hi' })?.code).toBe(12);
    expect(missingScopeLink('Campaign', { html: '{{ Link:Unsubscribe }}', plain: '%Link:Unsubscribe%' })).toBeUndefined();
    expect(missingScopeLink('Campaign', { html: '[IF:%Subscriber:A%<>]{{{ Link:Unsubscribe }}}[ENDIF]', plain: '%Link:Unsubscribe%' })).toBeUndefined();
    // only what renders counts: the tag's spelling is case-sensitive
    expect(missingScopeLink('Campaign', { html: '%link:unsubscribe%', plain: '%Link:Unsubscribe%' })?.code).toBe(11);
  });

  it('asks OptIn scope for confirm then reject links, HTML before plain', () => {
    expect(missingScopeLink('OptIn', { html: 'x', plain: 'y' })?.code).toBe(13);
    expect(missingScopeLink('OptIn', { html: '%Link:Confirm%', plain: 'y' })?.code).toBe(14);
    expect(missingScopeLink('OptIn', { html: '%Link:Confirm%', plain: '%Link:Confirm%' })?.code).toBe(15);
    expect(missingScopeLink('OptIn', { html: '%Link:Confirm% %Link:Reject%', plain: '%Link:Confirm%' })?.code).toBe(16);
    expect(missingScopeLink('AutoResponder', { html: 'x', plain: 'y' })).toBeUndefined();
  });

  it('sets the title element', () => {
    expect(withTitle('<html><head><title>old</title></head></html>', 'A & B')).toBe('<html><head><title>A &#38; B</title></head></html>');
    expect(withTitle('<html><body>x</body></html>', 'S')).toBe('<html><head><title>S</title></head><body>x</body></html>');
    expect(withTitle('<p>x</p>', 'S')).toBe('<title>S</title><p>x</p>');
  });

  it('names the content type', () => {
    expect(contentType({ html: 'h', plain: '' })).toBe('HTML');
    expect(contentType({ html: ' ', plain: 'p' })).toBe('Plain');
    expect(contentType({ html: 'h', plain: 'p' })).toBe('Both');
  });
});
