// Deletes the JetStream stream of a throwaway BUS_NAMESPACE (a CI run) so runs never accumulate state.
'use strict';
const { NatsBus } = require('@mail/bus');

NatsBus.connect(process.env.NATS_URL, 'ci-cleanup')
  .then(async (bus) => {
    await bus.deleteStream();
    await bus.close();
  })
  .catch((error) => console.error(`stream cleanup skipped: ${error.message}`));
