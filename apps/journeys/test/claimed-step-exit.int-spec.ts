import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { ServiceDb } from '@mail/kit';
import { bootService, type ServiceHarness } from '@mail/testing';

import { JourneysModule } from '../src';
import { EnrolmentRepository } from '../src/engine/enrolment.repository';

const USER = 43;

/**
 * Issue 31, item 6: a subscriber removed or exited mid-journey gets nothing more, even from a step a worker has
 * already claimed (the lease taken, the step running): the step's once-only effect (a webhook call queued) is
 * claimed only while the enrolment is still Active at that step, and a removal committing meanwhile is waited for.
 */
describe('a step claimed by a worker, then the subscriber removed (real PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let h: ServiceHarness;
  let db: ServiceDb;
  let enrolments: EnrolmentRepository;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'claimed-step-exit');
    saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(JourneysModule, { service: 'journeys' });
    db = h.get(ServiceDb);
    enrolments = h.get(EnrolmentRepository);
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    process.env.DATABASE_URL = saved;
    await dropScratchDatabase(scratch);
  }, 60_000);

  const enrol = async (subscriberId: number): Promise<{ id: string; stepNo: number }> => {
    const [journey] = await db.query<{ id: string }>(
      `INSERT INTO "journeys"."journey" ("user_id", "name", "notes", "trigger", "trigger_params", "status") VALUES ($1, 'j', '', 'Manual', '{}', 'Disabled') RETURNING "id"`,
      [USER],
    );
    const [row] = await db.query<{ id: string; step_no: number }>(
      `INSERT INTO "journeys"."enrolment" ("user_id", "journey_id", "subscriber_id", "list_id", "email") VALUES ($1, $2, $3, 1, 'a@example.com') RETURNING "id", "step_no"`,
      [USER, journey.id, subscriberId],
    );
    return { id: String(row.id), stepNo: Number(row.step_no) };
  };

  it('claims the effect of an Active enrolment once', async () => {
    const e = await enrol(1);
    expect(await db.tx((m) => enrolments.claimEffect(m, e.id, e.stepNo))).toBe(true);
    expect(await db.tx((m) => enrolments.claimEffect(m, e.id, e.stepNo))).toBe(false);
  });

  it('never claims the effect of an enrolment exited after the worker claimed its step', async () => {
    const e = await enrol(2);
    const [claimed] = await enrolments.withoutEffect([{ id: e.id, step_no: e.stepNo }]);
    expect(claimed).toBeDefined();
    await db.query(`UPDATE "journeys"."enrolment" SET "status" = 'Exited', "ended_at" = now() WHERE "id" = $1`, [e.id]);
    expect(await db.tx((m) => enrolments.claimEffect(m, e.id, e.stepNo))).toBe(false);
  });

  it('waits for a removal committing meanwhile, then claims nothing', async () => {
    const e = await enrol(3);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let updated!: () => void;
    const locked = new Promise<void>((resolve) => (updated = resolve));
    // the removal: the row updated, not committed yet
    const removal = db.tx(async (m) => {
      await m.query(`UPDATE "journeys"."enrolment" SET "status" = 'Exited', "ended_at" = now() WHERE "id" = $1`, [e.id]);
      updated();
      await held;
    });
    await locked;
    let settled = false;
    const claim = db.tx((m) => enrolments.claimEffect(m, e.id, e.stepNo)).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    release();
    await removal;
    expect(await claim).toBe(false);
  });
});
