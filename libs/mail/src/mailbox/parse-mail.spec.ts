import { parseMail } from './parse-mail';

describe(parseMail.name, () => {
  it('keeps headers named __proto__ or constructor as the headers they are', async () => {
    const raw = Buffer.from('From: a@example.com\r\nTo: b@example.com\r\nSubject: hi\r\n__proto__: first\r\nconstructor: second\r\n\r\nbody\r\n');
    const mail = await parseMail('m1', raw, { from: 'a@example.com', to: ['b@example.com'] }, new Date(0));
    expect([Object.hasOwn(mail.headers, '__proto__'), mail.headers.constructor, Object.getPrototypeOf(mail.headers)]).toEqual([
      true,
      'second',
      Object.prototype,
    ]);
    expect(JSON.parse(JSON.stringify(mail.headers))).toMatchObject({ subject: 'hi', constructor: 'second' });
    expect(Object.entries(mail.headers)).toContainEqual(['__proto__', 'first']);
  });
});
