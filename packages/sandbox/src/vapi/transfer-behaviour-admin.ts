import { Hono } from 'hono';
import type { TransferBehaviour } from './transfer-destinations.ts';
import { VAPI_SANDBOX_MOUNT } from './vapi-emulator.ts';

/**
 * The emulator's setting of how each transfer destination takes a call, read and written through
 * its admin routes in this process (like the inbound-call simulator), so the portal can offer it
 * to the owner without the loopback-only mount.
 */
export function transferBehaviourAdmin(emulator: Hono) {
  const mounted = new Hono().route(VAPI_SANDBOX_MOUNT, emulator);
  const admin = `${VAPI_SANDBOX_MOUNT}/_admin/transfer-destinations`;
  return {
    /** Each number's setting; a number the emulator does not list answers. */
    async behaviours(numbers: readonly string[]): Promise<Record<string, TransferBehaviour>> {
      const listed = (await (await mounted.request(admin)).json()) as {
        number: string;
        behaviour: TransferBehaviour;
      }[];
      const set = new Map(listed.map((entry) => [entry.number, entry.behaviour]));
      return Object.fromEntries(numbers.map((number) => [number, set.get(number) ?? 'answers']));
    },
    async set(number: string, behaviour: TransferBehaviour) {
      const response = await mounted.request(`${admin}/${encodeURIComponent(number)}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ behaviour }),
      });
      if (!response.ok) throw new Error(`The emulator refused the setting (${response.status}).`);
    },
  };
}
