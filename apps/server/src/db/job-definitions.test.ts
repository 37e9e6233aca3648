import { describe, expect, it } from 'vitest';
import { recordJob, scheduledJob } from './job-queue.ts';

const ID = '0b9a4c1e-5d7f-4a55-9a59-0e3f7d1c2b6a';

describe('job definitions', () => {
  it('runs a record job with the id its data names, one at a time per record', async () => {
    const seen: string[] = [];
    const job = recordJob('deliver', 'deliveryId', async (id) => seen.push(id), {
      retryLimit: 8,
      retryDelaySeconds: 30,
    });
    await job.handler({ deliveryId: ID });
    expect(seen).toEqual([ID]);
    expect(job).toMatchObject({ name: 'deliver', retryLimit: 8, retryDelaySeconds: 30, oneAtATimeByKey: true });
  });

  it('drops a record job whose data names no valid id, without running it or failing', async () => {
    const seen: string[] = [];
    const job = recordJob('deliver', 'deliveryId', async (id) => seen.push(id), { retryLimit: 0 });
    await job.handler({ deliveryId: 'not-an-id' });
    await job.handler({ other: ID });
    expect(seen).toEqual([]);
  });

  it('runs a scheduled job on its cron with no retries of its own', async () => {
    let runs = 0;
    const job = scheduledJob('sweep', '* * * * *', async () => {
      runs += 1;
    });
    await job.handler({});
    expect(runs).toBe(1);
    expect(job).toMatchObject({ name: 'sweep', cron: '* * * * *', retryLimit: 0 });
  });
});
