import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { bootService, type ServiceHarness } from '@mail/testing';

import { CampaignsModule } from '../src';

const USER = 41;
const OTHER = 42;

/** user.emailcontent.update / get on the in-process bus against a scratch database of its own. */
describe('user.emailcontent.update (campaigns on the in-process bus, real PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let h: ServiceHarness;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'user-emailcontent-update');
    saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(CampaignsModule, { service: 'campaigns' });
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    process.env.DATABASE_URL = saved;
    await dropScratchDatabase(scratch);
  }, 60_000);

  const content = async (userId: number) => {
    const reply = await h.call('user.emailcontent.get', {}, userId);
    return reply.ok ? (reply.body as { EmailContent: Record<string, string> }).EmailContent : undefined;
  };

  it('concurrent partial updates of different blocks all land; another user is untouched', async () => {
    await Promise.all([
      h.call('user.emailcontent.update', { PlainEmailHeader: 'ph' }, USER),
      h.call('user.emailcontent.update', { PlainEmailFooter: 'pf' }, USER),
      h.call('user.emailcontent.update', { HTMLEmailHeader: '<i>hh</i>' }, USER),
      h.call('user.emailcontent.update', { HTMLEmailFooter: '<i>hf</i>' }, USER),
    ]);
    expect(await content(USER)).toEqual({ PlainEmailHeader: 'ph', PlainEmailFooter: 'pf', HTMLEmailHeader: '<i>hh</i>', HTMLEmailFooter: '<i>hf</i>' });
    expect(await content(OTHER)).toEqual({ PlainEmailHeader: '', PlainEmailFooter: '', HTMLEmailHeader: '', HTMLEmailFooter: '' });
  });

  it('a number is stored as its text, null clears, an object answers 1', async () => {
    await h.call('user.emailcontent.update', { PlainEmailHeader: 42, HTMLEmailFooter: null }, USER);
    expect(await content(USER)).toEqual(expect.objectContaining({ PlainEmailHeader: '42', HTMLEmailFooter: '', HTMLEmailHeader: '<i>hh</i>' }));
    expect(await h.call('user.emailcontent.update', { HTMLEmailHeader: { a: 1 } }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 1 })] }),
    });
  });
});
