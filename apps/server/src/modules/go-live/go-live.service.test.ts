import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { agentLiveStates, agents, profiles, users } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { cockpit } from './go-live.service.ts';

const NOW = new Date('2026-05-01T16:00:00.000Z');
const log = createLogger('silent');

let database: DatabaseHandle;
const statements: string[] = [];

beforeAll(async () => {
  database = await openDatabase({ onQuery: (query) => void statements.push(query) });
});
afterAll(() => database.close());

async function owner(agentCount: number) {
  const id = randomUUID();
  await database.db.insert(users).values({ id, name: 'Dana Reyes', email: `${id}@example.com` });
  await database.db.insert(profiles).values({ id });
  for (let index = 0; index < agentCount; index++) {
    await database.db.insert(agents).values({ userId: id, agentName: `Receptionist ${index + 1}` });
  }
  return id;
}

/** The statements one read of Home makes. */
async function readHome(userId: string) {
  statements.length = 0;
  const home = await cockpit(database.db, userId, log, NOW);
  return { home, statements: [...statements] };
}

describe('reading Home', () => {
  it('makes the same few queries for one agent as for six', async () => {
    const one = await owner(1);
    const six = await owner(6);
    await readHome(one);
    await readHome(six);
    const again = [await readHome(one), await readHome(six)];
    expect(again.map(({ home }) => home.cockpit.agents.length)).toEqual([1, 6]);
    expect(again[0]!.statements.length).toBe(again[1]!.statements.length);
    expect(again[0]!.statements.length).toBeLessThanOrEqual(3);
  });

  it("records each agent's live state the first time, and writes nothing while it stays the same", async () => {
    const userId = await owner(2);
    const first = await readHome(userId);
    expect(first.statements.filter((query) => query.startsWith('insert into "agent_live_states"'))).toHaveLength(1);
    const recorded = await database.db.select().from(agentLiveStates);
    expect(recorded.filter((row) => row.userId === userId).map((row) => row.live)).toEqual([false, false]);
    const second = await readHome(userId);
    expect(second.statements.filter((query) => !query.startsWith('select'))).toEqual([]);
    expect(second.home).toEqual(first.home);
  });
});
