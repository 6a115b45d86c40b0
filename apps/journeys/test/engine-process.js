/**
 * The journeys service alone as an OS process of its own (its module on an in-process bus, against DATABASE_URL), so
 * that engine-restart.int-spec.ts can SIGKILL it as test/faults kills services. Built code (the e2e setup builds):
 * with ENROL_JOURNEY_ID it enrols subscriber 41 of list 3 into that journey once it serves; it prints `ready` then.
 */
require('reflect-metadata');
const { bootService } = require('@mail/testing');
const { JourneysModule } = require('@mail/journeys');
const { Enroller } = require('@mail/journeys/dist/engine/enroller');
const { JourneyRepository } = require('@mail/journeys/dist/journeys/journey.repository');

(async () => {
  const harness = await bootService(JourneysModule, { service: 'journeys' });
  const journeyId = Number(process.env.ENROL_JOURNEY_ID ?? 0);
  if (journeyId) {
    const journey = await harness.get(JourneyRepository).findOwned(Number(process.env.ENROL_USER_ID), journeyId);
    await harness.get(Enroller).enrol(journey, [{ subscriberId: 41, listId: 3, email: 'a@example.com' }]);
  }
  process.stdout.write('ready\n');
})().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
