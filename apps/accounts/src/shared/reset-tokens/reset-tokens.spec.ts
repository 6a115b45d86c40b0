import { resetLink } from './reset-tokens';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const fallback = (token: string) => `https://default.example/r/${token}`;

describe('resetLink', () => {
  it('puts the token where the base64 template says %s, every time it says so', () => {
    expect(resetLink(b64('https://app.example/reset?t=%s&again=%s'), 'tok', fallback)).toBe('https://app.example/reset?t=tok&again=tok');
  });

  it('appends the token to a template without %s', () => {
    expect(resetLink(b64('https://app.example/reset/'), 'tok', fallback)).toBe('https://app.example/reset/tok');
  });

  it('accepts a plain URL as well as base64', () => {
    expect(resetLink('https://app.example/?t=%s', 'tok', fallback)).toBe('https://app.example/?t=tok');
  });

  it('encodes the token for the URL', () => {
    expect(resetLink(b64('https://app.example/?t=%s'), 'a b', fallback)).toBe('https://app.example/?t=a%20b');
  });

  it('falls back for nothing, garbage, or a template that is no http(s) URL', () => {
    for (const raw of [undefined, '', '   ', '!!!', b64('javascript:alert(1)//%s'), b64('ftp://x/%s')]) {
      expect(resetLink(raw, 'tok', fallback)).toBe('https://default.example/r/tok');
    }
  });
});
