import {
  activeContent,
  brokenHtml,
  emptySubject,
  hiddenText,
  imageOnlyBody,
  linkHeavy,
  linksOf,
  missingPlainPart,
  noUnsubscribeLink,
  numericIpLinks,
  shortenedLinks,
  shoutySubject,
  spamPhrases,
  visibleImages,
  visibleText,
} from './spam-rules';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('spam rules', () => {
  it('visibleText drops tags, comments, style and entities', () => {
    expect(visibleText('<style>p{color:red}</style><p>Hello&nbsp;<b>you</b></p><!-- hidden -->')).toBe('Hello you');
  });

  it('linksOf finds hrefs in any quoting and bare URLs of both parts', () => {
    const links = linksOf({
      subject: '',
      html: `<a href="https://a.example/x">a</a><a href='https://b.example'>b</a><a href=https://c.example>c</a>`,
      text: 'see http://d.example/p.',
    });
    expect(links).toEqual(['https://a.example/x', 'https://b.example', 'https://c.example', 'http://d.example/p.']);
  });

  it('noUnsubscribeLink: fires without one; a rendered %Link:Unsubscribe%, a link saying so or a plain-text URL line clears it', () => {
    expect(noUnsubscribeLink({ subject: '', html: '<p>Hi</p><a href="https://shop.example">shop</a>', text: 'Hi' })).toBe(true);
    expect(noUnsubscribeLink({ subject: '', html: '<a href="https://x.example/#preview-unsubscribe">leave</a>' })).toBe(false);
    expect(noUnsubscribeLink({ subject: '', html: '<a href="https://x.example/u/1">Unsubscribe</a>' })).toBe(false);
    expect(noUnsubscribeLink({ subject: '', text: 'To opt out: https://x.example/u/1' })).toBe(false);
    // the word alone, with nothing to click, is no way out
    expect(noUnsubscribeLink({ subject: '', html: '<p>reply to unsubscribe</p>', text: 'reply to unsubscribe' })).toBe(true);
  });

  it('imageOnlyBody: images and under 25 words; a tracking pixel is no image', () => {
    expect(imageOnlyBody({ subject: '', html: '<img src="https://x.example/a.png" width="600"><p>Buy</p>' })).toBe(true);
    expect(imageOnlyBody({ subject: '', html: `<img src="https://x.example/a.png"><p>${words(40)}</p>` })).toBe(false);
    expect(imageOnlyBody({ subject: '', html: '<p>Short note</p><img src="https://t.example/o" width="1" height="1" />' })).toBe(false);
    expect(visibleImages('<img src="a" width="1" height="1"><img src="b" width="100">')).toEqual(['<img src="b" width="100">']);
  });

  it('shoutySubject: capitals and repeated punctuation each add; merge tags do not count', () => {
    expect(shoutySubject('Our autumn newsletter')).toBe(0);
    expect(shoutySubject('HUGE SALE TODAY ONLY')).toBe(1.5);
    expect(shoutySubject('Huge sale!!!')).toBe(1);
    expect(shoutySubject('FREE MONEY NOW!!!')).toBe(2.5);
    expect(shoutySubject('News for %Subscriber:EmailAddress%')).toBe(0);
    expect(shoutySubject('NEW')).toBe(0);
  });

  it('linkHeavy: at least 3 links and fewer than 12 words per link', () => {
    const links = (n: number) => Array.from({ length: n }, (_, i) => `<a href="https://x.example/${i}">x</a>`).join(' ');
    expect(linkHeavy({ subject: '', html: `${links(4)} ${words(10)}` })).toBe(true);
    expect(linkHeavy({ subject: '', html: `${links(4)} ${words(80)}` })).toBe(false);
    expect(linkHeavy({ subject: '', html: `${links(2)}` })).toBe(false);
  });

  it('shortenedLinks and numericIpLinks name the offending links', () => {
    const message = {
      subject: '',
      html: '<a href="https://bit.ly/abc">a</a><a href="https://www.shop.example">b</a><a href="http://203.0.113.9/x">c</a>',
      text: 'https://tinyurl.com/z',
    };
    expect(shortenedLinks(message)).toEqual(['https://bit.ly/abc', 'https://tinyurl.com/z']);
    expect(numericIpLinks(message)).toEqual(['http://203.0.113.9/x']);
    expect(numericIpLinks({ ...message, ownOrigin: 'http://203.0.113.9' })).toEqual([]);
    // a host that only ends in a shortener's letters is not one
    expect(shortenedLinks({ subject: '', html: '<a href="https://habit.ly.example/x">a</a><a href="https://microsoft.co">m</a>' })).toEqual([]);
  });

  it('missingPlainPart: HTML with no or an empty plain part', () => {
    expect(missingPlainPart({ subject: '', html: '<p>x</p>' })).toBe(true);
    expect(missingPlainPart({ subject: '', html: '<p>x</p>', text: '  \n' })).toBe(true);
    expect(missingPlainPart({ subject: '', html: '<p>x</p>', text: 'x' })).toBe(false);
    expect(missingPlainPart({ subject: '', text: 'x' })).toBe(false);
  });

  it('brokenHtml: a tag left open, closed twice or cut off; optional closes and void elements are fine', () => {
    expect(brokenHtml('<html><body><p>one<p>two<br><img src="x"></body></html>')).toBe(false);
    expect(brokenHtml('<table><tr><td>x</table><div>open')).toBe(true);
    expect(brokenHtml('<b>x</b></b>')).toBe(true);
    expect(brokenHtml('<p>x</p><a href="y"')).toBe(true);
    expect(brokenHtml('<!-- <div> --><style>div{}</style><p>x</p>')).toBe(false);
  });

  it('activeContent, hiddenText, emptySubject', () => {
    expect(activeContent('<form action="x"><input></form>')).toBe(true);
    expect(activeContent('<p>formal</p>')).toBe(false);
    expect(hiddenText('<span style="font-size:0px;">cheap pills</span>')).toBe(true);
    expect(hiddenText('<div style="display:none;max-height:0">preheader</div>')).toBe(false);
    expect(emptySubject('  ')).toBe(true);
    expect(emptySubject('Hi')).toBe(false);
  });

  it('spamPhrases: each phrase once, any case, across subject and body', () => {
    expect(spamPhrases({ subject: 'ACT NOW', html: '<p>Click   here for a 100% FREE gift</p>', text: 'click here' })).toEqual([
      'act now',
      'click here',
      '100% free',
      'free gift',
    ]);
    expect(spamPhrases({ subject: 'Our autumn newsletter', text: 'We opened a new workshop.' })).toEqual([]);
  });
});
