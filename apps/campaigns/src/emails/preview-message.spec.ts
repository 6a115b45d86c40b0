import { previewMessage, type PreviewSource } from './preview-message';

describe(previewMessage.name, () => {
  const source: PreviewSource = {
    subject: 'Hi {{ Subscriber:Nick|"you" }} from %User:CompanyName%',
    html: '<p>%Subscriber:EmailAddress% [IF:%Subscriber:Tier%=gold]Gold[ELSE]Basic[ENDIF] %User:FirstName%</p><a href="%Link:Unsubscribe%">u</a> <a href="%Link:Confirm%">c</a>',
    plain: '',
    preheader: 'Peek',
    fromName: 'News',
    fromEmail: 'news@example.com',
    replyToName: '',
    replyToEmail: '',
  };
  const audience = {
    userId: 3,
    userFields: { CompanyName: 'Shop & Co', FirstName: 'Una' },
    listId: 9,
    listFields: [
      { id: 4, name: 'Nickname', mergeTagAlias: 'Nick', defaultValue: 'Friend' },
      { id: 5, name: 'Tier', mergeTagAlias: 'Tier', defaultValue: 'gold' },
    ],
  };

  it("fills the user's fields and the list's custom-field defaults, conditional blocks included", () => {
    const message = previewMessage(source, 'to@example.com', audience, 'https://mail.example/');
    expect(message.subject).toBe('Hi Friend from Shop & Co');
    expect(message.html).toContain('to@example.com Gold Una');
    expect(message.html).toContain('Peek');
    expect(message.text).toMatch(/to@example.com Gold\s+Una/);
  });

  it('points link tags at the installation with a preview marker', () => {
    const message = previewMessage(source, 'to@example.com', { ...audience, listFields: [] }, 'https://mail.example/');
    expect(message.subject).toBe('Hi you from Shop & Co');
    expect(message.html).toContain('href="https://mail.example/#preview-unsubscribe"');
    expect(message.html).toContain('href="https://mail.example/#preview-confirm"');
    expect(message.html).toContain('Basic');
  });
});
