import { linkTitles } from './link-titles';

describe('linkTitles', () => {
  it('takes the anchor text, else its title or an image alt, keyed by the decoded URL', () => {
    const html = `<p><a href="https://a.example/x?a=1&amp;b=2"> Spring <b>sale</b>\n now</a>
      <a title="Our logo" href='https://b.example/'><img src="x.png"></a>
      <a href=https://c.example/><img alt="Banner" src="y.png"></a>
      <a href="https://a.example/x?a=1&b=2">second</a></p>`;
    expect([...linkTitles(html)]).toEqual([
      ['https://a.example/x?a=1&b=2', 'Spring sale now'],
      ['https://b.example/', 'Our logo'],
      ['https://c.example/', 'Banner'],
    ]);
  });
});
