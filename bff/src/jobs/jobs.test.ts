// The background jobs on a real pg-boss: the purge is scheduled, and a purge job run by the
// worker removes spaces deleted more than 7 days ago.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestContext, type TestContext } from '../../test/helper.js';
import { buildOrgWithAdmin, buildSpace } from '../../test/factories.js';
import { PURGE_DELETED_SPACES, PURGE_DELETED_SPACES_CRON, startJobs, type Jobs } from './index.js';

let ctx: TestContext;
let jobs: Jobs;
beforeAll(async () => {
  ctx = await buildTestContext();
  jobs = await startJobs({ databaseUrl: ctx.databaseUrl, db: ctx.db, log: ctx.app.log });
});
afterAll(async () => {
  await jobs.stop();
  await ctx.close();
});

describe('background jobs', () => {
  it('schedules the purge of deleted spaces in PostgreSQL', async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules).toEqual([
      expect.objectContaining({ name: PURGE_DELETED_SPACES, cron: PURGE_DELETED_SPACES_CRON }),
    ]);
    expect(await jobs.boss.getQueue(PURGE_DELETED_SPACES)).toMatchObject({
      name: PURGE_DELETED_SPACES,
      policy: 'stately',
      retryLimit: 5,
      retryBackoff: true,
    });
  });

  it('runs a purge job through the worker', async () => {
    const { org } = await buildOrgWithAdmin(ctx.db);
    const [expired, recent] = [await buildSpace(ctx.db, org.id), await buildSpace(ctx.db, org.id)];
    await ctx.db.space.update({
      where: { id: expired.id },
      data: { deletedAt: new Date(Date.now() - 8 * 86_400_000) },
    });
    await ctx.db.space.update({
      where: { id: recent.id },
      data: { deletedAt: new Date(Date.now() - 1 * 86_400_000) },
    });

    const jobId = await jobs.boss.send(PURGE_DELETED_SPACES, {});
    expect(jobId).toEqual(expect.any(String));
    let state: string | undefined;
    for (let i = 0; i < 60 && state !== 'completed' && state !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      state = (await jobs.boss.getJobById(PURGE_DELETED_SPACES, jobId as string))?.state;
    }
    expect(state).toBe('completed');
    expect(await ctx.db.space.count({ where: { id: expired.id } })).toBe(0);
    expect(await ctx.db.space.count({ where: { id: recent.id } })).toBe(1);
  });
});
