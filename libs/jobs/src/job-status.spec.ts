import type PgBoss from 'pg-boss';

import { toJobStatus } from './job-status';

const base = {
  id: 'j1',
  name: 'lists.bulk-tag',
  data: {},
  retryCount: 1,
  createdOn: new Date(0),
  startedOn: new Date(1),
  completedOn: null,
} as unknown as PgBoss.JobWithMetadata<unknown>;

describe(toJobStatus.name, () => {
  it('shows progress while active', () => {
    expect(toJobStatus({ ...base, state: 'active', output: { progress: { done: 2, total: 9 } } })).toMatchObject({
      state: 'active',
      progress: { done: 2, total: 9 },
      retries: 1,
    });
  });

  it('shows the result and last progress once completed', () => {
    const status = toJobStatus({ ...base, state: 'completed', output: { progress: { done: 9, total: 9 }, result: { tagged: 9 } } });
    expect(status).toMatchObject({ progress: { done: 9, total: 9 }, result: { tagged: 9 } });
  });

  it('shows the error (not an error object as progress) after a failure', () => {
    const status = toJobStatus({ ...base, state: 'retry', output: { name: 'Error', message: 'boom', stack: '...' } });
    expect(status).toMatchObject({ state: 'retry', error: 'boom' });
    expect(status.progress).toBeUndefined();
    expect(status.result).toBeUndefined();
  });
});
