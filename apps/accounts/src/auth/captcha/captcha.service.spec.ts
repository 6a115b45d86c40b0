import { type CommandError } from '@mail/contracts';

import { readAccountsConfig } from '../../accounts.config';
import type { CaptchaRepository } from './captcha.repository';
import { answerHash, CaptchaService } from './captcha.service';

class MemoryCaptchas {
  rows = new Map<string, string>();
  async insert(id: string, hash: string): Promise<void> {
    this.rows.set(id, hash);
  }
  async take(id: string): Promise<string | undefined> {
    const hash = this.rows.get(id);
    this.rows.delete(id);
    return hash;
  }
}

async function codeOf(work: Promise<unknown>): Promise<number | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    return (error as CommandError).failure.errors[0].code;
  }
}

describe(CaptchaService.name, () => {
  const repository = new MemoryCaptchas();
  const service = new CaptchaService(repository as unknown as CaptchaRepository, readAccountsConfig());

  it('issues an SVG challenge with an id', async () => {
    const reply = await service.issue();
    expect(reply.CaptchaID).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.Image).toContain('<svg');
    expect(repository.rows.has(reply.CaptchaID)).toBe(true);
  });

  it('accepts id:text and id + text, case-insensitively, once', async () => {
    repository.rows.set('11111111-1111-4111-8111-111111111111', answerHash('AbCdE'));
    await expect(service.verify({ captcha: '11111111-1111-4111-8111-111111111111:abcde' })).resolves.toBeUndefined();
    expect(await codeOf(service.verify({ captcha: '11111111-1111-4111-8111-111111111111:abcde' }))).toBe(5);
    repository.rows.set('22222222-2222-4222-8222-222222222222', answerHash('xyz'));
    await expect(service.verify({ captcha: 'XYZ', captchaid: '22222222-2222-4222-8222-222222222222' })).resolves.toBeUndefined();
  });

  it('answers 4 when missing and 5 when wrong or malformed', async () => {
    expect(await codeOf(service.verify({}))).toBe(4);
    expect(await codeOf(service.verify({ captcha: '  ' }))).toBe(4);
    expect(await codeOf(service.verify({ captcha: 'abcde' }))).toBe(5);
    repository.rows.set('33333333-3333-4333-8333-333333333333', answerHash('right'));
    expect(await codeOf(service.verify({ captcha: '33333333-3333-4333-8333-333333333333:wrong' }))).toBe(5);
    expect(repository.rows.has('33333333-3333-4333-8333-333333333333')).toBe(false);
  });
});
