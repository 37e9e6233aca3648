import { expect, type APIRequestContext } from '@playwright/test';
import { createAgent, templateId } from '../agents-helpers.ts';
import { simulateInboundCall } from '../calls-helpers.ts';
import { createVerifiedUser, uniqueEmail } from './users.ts';

/**
 * An owner an hour into the portal, seeded through the real API: a named account, a dental
 * clinic's receptionist on a bought number, a second agent still being set up, and three calls
 * (an urgent one, a question the agent could not answer, a booking request). The page sweeps and
 * the design screenshots look at what such an owner sees.
 */
export type SeededOwner = {
  email: string;
  agentId: string;
  agentName: string;
  secondAgentId: string;
  callId: string;
  phoneNumber: string;
};

const vapiAdmin = { Authorization: 'Bearer sandbox-admin' };

/**
 * Area codes no other spec buys from. Each worker of the page sweep seeds an owner (again after
 * each failed test), so it must not empty the pool another spec searches (512 and 737 are the
 * phone-number specs'); when one area runs dry, the next is used.
 */
const SEEDING_AREA_CODES = ['214', '210', '212', '415', '213', '619', '312'];

async function buyNumber(request: APIRequestContext, agentId: string) {
  for (const areaCode of SEEDING_AREA_CODES) {
    // Parallel workers search the same area: each takes a number at random, and another if that
    // one was bought in the meantime (409).
    for (let attempt = 1; attempt <= 3; attempt++) {
      const search = await request.get(`/api/phone-numbers/search?areaCode=${areaCode}`);
      expect(search.status(), await search.text()).toBe(200);
      const found = (await search.json()) as { phoneNumber: string }[];
      if (found.length === 0) break;
      const choice = found[Math.floor(Math.random() * found.length)]!.phoneNumber;
      const bought = await request.post('/api/phone-numbers', { data: { phoneNumber: choice, agentId } });
      if (bought.status() === 409 && attempt < 3) continue;
      expect(bought.status(), await bought.text()).toBe(201);
      return choice;
    }
  }
  throw new Error(`The sandbox has no number left in ${SEEDING_AREA_CODES.join(', ')}`);
}

/** The voice platform's id of a number the portal imported (the emulator's list). */
async function vapiNumberId(request: APIRequestContext, number: string) {
  const response = await request.get('/sandbox/vapi/phone-number', { headers: vapiAdmin });
  expect(response.status()).toBe(200);
  const numbers = (await response.json()) as { id: string; number: string }[];
  const found = numbers.find((entry) => entry.number === number);
  if (!found) throw new Error(`${number} was not imported into the voice platform`);
  return found.id;
}

export async function seedOwner(request: APIRequestContext, baseURL: string): Promise<SeededOwner> {
  const { email } = await createVerifiedUser(request, baseURL, uniqueEmail('owner'), 'Maria Lopez');
  const agentName = 'Bright Smile Front Desk';
  const agent = await createAgent(request, { agentName, templateId: await templateId(request, 'dental_clinic') });
  const second = await createAgent(request, { agentName: 'After Hours' });
  const phoneNumber = await buyNumber(request, agent.id);
  const numberId = await vapiNumberId(request, phoneNumber);
  await simulateInboundCall(request, numberId, '+15125550142', [
    { caller: 'Hi, I cracked a tooth and it really hurts, is this an emergency?' },
    { caller: 'My number is 512-555-0142' },
    { caller: "That's all, thank you." },
  ]);
  await simulateInboundCall(request, numberId, '+14155550199', [
    { caller: 'Do you take Medicaid?' },
    { caller: 'Okay, bye.' },
  ]);
  await simulateInboundCall(request, numberId, '+17375550118', [
    { caller: 'Hi, can I book a cleaning next week?' },
    { caller: 'Thanks, bye.' },
  ]);
  const calls = await request.get('/api/calls?limit=1');
  expect(calls.status()).toBe(200);
  const callId = ((await calls.json()) as { calls: { id: string }[] }).calls[0]!.id;
  return { email, agentId: agent.id, agentName, secondAgentId: second.id, callId, phoneNumber };
}
