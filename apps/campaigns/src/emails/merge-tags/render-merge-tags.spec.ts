import { mergeKey, renderMergeTags, usesTag } from './render-merge-tags';

describe('renderMergeTags', () => {
  const values = new Map([
    [mergeKey('%Subscriber:EmailAddress%'), 'a@example.com'],
    [mergeKey('%Link:Unsubscribe%'), 'https://x/u'],
  ]);

  it('replaces known tags in any case and empties unknown ones of known scopes', () => {
    expect(renderMergeTags('Hi %subscriber:emailaddress% <a href="%Link:Unsubscribe%">u</a> %User:FirstName%', values)).toBe(
      'Hi a@example.com <a href="https://x/u">u</a> ',
    );
  });

  it('leaves other percent text alone', () => {
    expect(renderMergeTags('width:100%;height:50% %Other:Thing%', values)).toBe('width:100%;height:50% %Other:Thing%');
  });

  it('finds a tag whatever its case', () => {
    expect(usesTag('click %LINK:UNSUBSCRIBE%', '%Link:Unsubscribe%')).toBe(true);
    expect(usesTag('click', '%Link:Unsubscribe%')).toBe(false);
  });
});
