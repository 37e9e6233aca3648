import { randomUUID } from 'node:crypto';
import { SandboxState } from '../state.ts';
import type { TransferBehaviour } from './transfer-destinations.ts';
import type { AssistantBody, PhoneNumberBody } from './vapi-types.ts';

type Stamped = { id: string; orgId: string; createdAt: string; updatedAt: string };
export type StoredAssistant = AssistantBody & Stamped;
export type StoredPhoneNumber = PhoneNumberBody & Stamped & { status: 'active' | 'activating' | 'blocked' };
/**
 * A call as `GET /call/{id}` reports it: queued until it starts, in progress, then ended with its
 * reason. A web call's `transport.callUrl` is the room the caller joins (a Daily room on the real
 * platform); an inbound phone call names its number and caller.
 */
export type StoredCall = Stamped & {
  type: 'webCall' | 'inboundPhoneCall';
  status: 'queued' | 'in-progress' | 'ended';
  assistantId?: string;
  assistant?: AssistantBody;
  assistantOverrides?: Record<string, unknown>;
  transport?: { provider: 'daily'; callUrl: string; roomDeleteOnUserLeaveEnabled?: boolean };
  artifactPlan?: { videoRecordingEnabled: boolean };
  phoneNumberId?: string;
  customer?: { number: string };
  startedAt?: string;
  endedAt?: string;
  endedReason?: string;
};

/**
 * An inbound phone call as it starts ringing; the conversation that plays it has chosen its id. A
 * call routed by assistant-request keeps the overrides the server answered with.
 */
export type InboundCall = Required<Pick<StoredCall, 'id' | 'phoneNumberId' | 'startedAt'>> &
  Pick<StoredCall, 'assistantId' | 'assistantOverrides' | 'customer'>;

type VapiData = {
  orgId: string;
  assistants: Record<string, StoredAssistant>;
  phoneNumbers: Record<string, StoredPhoneNumber>;
  calls: Record<string, StoredCall>;
  /** Transfer destinations set not to answer, by E.164 number; any other number answers. */
  transferBehaviours: Record<string, Exclude<TransferBehaviour, 'answers'>>;
};

/** Vapi lists newest first; `limit` defaults to 100 as on the real API. */
/** The record with `patch` applied: the fields it carries replace the stored ones whole, `cleared` ones go. */
function patched<T extends Stamped>(existing: T, patch: object, cleared: readonly string[]): T {
  const updated: Record<string, unknown> = { ...existing, ...patch, updatedAt: new Date().toISOString() };
  for (const key of cleared) delete updated[key];
  return updated as T;
}

function newestFirst<T extends { createdAt: string }>(records: Record<string, T>, limit = 100): T[] {
  return Object.values(records)
    .reverse()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit);
}

/** The emulated organisation: its assistants, imported numbers and web calls. */
export class VapiSandboxStore {
  private readonly state: SandboxState<VapiData>;

  constructor(dataDir: string | undefined) {
    this.state = new SandboxState<VapiData>('vapi', dataDir, () => ({
      orgId: randomUUID(),
      assistants: {},
      phoneNumbers: {},
      calls: {},
      transferBehaviours: {},
    }));
  }

  private get data() {
    return this.state.data;
  }

  private stamp(): Stamped {
    const now = new Date().toISOString();
    return { id: randomUUID(), orgId: this.data.orgId, createdAt: now, updatedAt: now };
  }

  get orgId() {
    return this.data.orgId;
  }

  counts() {
    return {
      assistants: Object.keys(this.data.assistants).length,
      phoneNumbers: Object.keys(this.data.phoneNumbers).length,
      calls: Object.keys(this.data.calls).length,
    };
  }

  listAssistants(limit?: number) {
    return newestFirst(this.data.assistants, limit);
  }

  getAssistant(id: string): StoredAssistant | undefined {
    return this.data.assistants[id];
  }

  createAssistant(body: AssistantBody): StoredAssistant {
    const { id, orgId, createdAt, updatedAt } = this.stamp();
    const assistant = { id, orgId, ...body, createdAt, updatedAt };
    this.data.assistants[id] = assistant;
    this.state.save();
    return assistant;
  }

  /** Top-level fields given replace the stored ones whole (nested objects are not deep-merged). */
  updateAssistant(id: string, patch: AssistantBody, cleared: readonly string[] = []): StoredAssistant | undefined {
    const existing = this.data.assistants[id];
    if (!existing) return undefined;
    const updated = patched(existing, patch, cleared);
    this.data.assistants[id] = updated;
    this.state.save();
    return updated;
  }

  /** Numbers that answered with the deleted assistant are left without one. */
  deleteAssistant(id: string): StoredAssistant | undefined {
    const existing = this.data.assistants[id];
    if (!existing) return undefined;
    delete this.data.assistants[id];
    for (const phoneNumber of Object.values(this.data.phoneNumbers)) {
      if (phoneNumber.assistantId === id) delete phoneNumber.assistantId;
    }
    this.state.save();
    return existing;
  }

  listPhoneNumbers(limit?: number) {
    return newestFirst(this.data.phoneNumbers, limit);
  }

  getPhoneNumber(id: string): StoredPhoneNumber | undefined {
    return this.data.phoneNumbers[id];
  }

  findPhoneNumberByNumber(number: string): StoredPhoneNumber | undefined {
    return Object.values(this.data.phoneNumbers).find((candidate) => candidate.number === number);
  }

  createPhoneNumber(body: PhoneNumberBody): StoredPhoneNumber {
    const { id, orgId, createdAt, updatedAt } = this.stamp();
    const phoneNumber = { id, orgId, ...body, status: 'active' as const, createdAt, updatedAt };
    this.data.phoneNumbers[id] = phoneNumber;
    this.state.save();
    return phoneNumber;
  }

  updatePhoneNumber(
    id: string,
    patch: Partial<PhoneNumberBody>,
    cleared: readonly string[] = [],
  ): StoredPhoneNumber | undefined {
    const existing = this.data.phoneNumbers[id];
    if (!existing) return undefined;
    const updated = patched(existing, patch, cleared);
    this.data.phoneNumbers[id] = updated;
    this.state.save();
    return updated;
  }

  deletePhoneNumber(id: string): StoredPhoneNumber | undefined {
    const existing = this.data.phoneNumbers[id];
    if (!existing) return undefined;
    delete this.data.phoneNumbers[id];
    this.state.save();
    return existing;
  }

  listCalls(limit?: number) {
    return newestFirst(this.data.calls, limit);
  }

  getCall(id: string): StoredCall | undefined {
    return this.data.calls[id];
  }

  /** Deletes a call and everything of it (its recording and transcript go with it). */
  deleteCall(id: string): StoredCall | undefined {
    const existing = this.data.calls[id];
    if (!existing) return undefined;
    delete this.data.calls[id];
    this.state.save();
    return existing;
  }

  createWebCall(
    input: Pick<StoredCall, 'assistantId' | 'assistant' | 'assistantOverrides'> & {
      roomDeleteOnUserLeaveEnabled?: boolean;
    },
    baseUrl: string,
  ) {
    const { roomDeleteOnUserLeaveEnabled, ...chosen } = input;
    const stamp = this.stamp();
    const call = {
      id: stamp.id,
      orgId: stamp.orgId,
      type: 'webCall',
      status: 'queued',
      ...chosen,
      transport: {
        provider: 'daily',
        callUrl: `${baseUrl}/web-call/${stamp.id}`,
        ...(roomDeleteOnUserLeaveEnabled === undefined ? {} : { roomDeleteOnUserLeaveEnabled }),
      },
      createdAt: stamp.createdAt,
      updatedAt: stamp.updatedAt,
      artifactPlan: { videoRecordingEnabled: false },
    } satisfies StoredCall;
    this.data.calls[call.id] = call;
    this.state.save();
    return call;
  }

  recordInboundCall(input: InboundCall) {
    const { orgId } = this.stamp();
    const call: StoredCall = {
      ...input,
      orgId,
      type: 'inboundPhoneCall',
      status: 'in-progress',
      createdAt: input.startedAt,
      updatedAt: input.startedAt,
    };
    this.data.calls[call.id] = call;
    this.state.save();
    return call;
  }

  /** The caller joined a queued call; a call that has started or ended keeps its state. */
  callStarted(id: string, at: string) {
    const call = this.data.calls[id];
    if (!call || call.status !== 'queued') return;
    this.data.calls[id] = { ...call, status: 'in-progress', startedAt: at, updatedAt: at };
    this.state.save();
  }

  /** What a transfer to `number` meets: someone answers unless the number was set otherwise. */
  transferBehaviour(number: string): TransferBehaviour {
    return this.data.transferBehaviours[number] ?? 'answers';
  }

  /** The numbers set not to answer, with how; a number set back to `answers` leaves the list. */
  listTransferBehaviours() {
    return Object.entries(this.data.transferBehaviours).map(([number, behaviour]) => ({ number, behaviour }));
  }

  setTransferBehaviour(number: string, behaviour: TransferBehaviour) {
    if (behaviour === 'answers') delete this.data.transferBehaviours[number];
    else this.data.transferBehaviours[number] = behaviour;
    this.state.save();
  }

  /** A call ends once: its first reason stays. */
  callEnded(id: string, endedReason: string, at: string) {
    const call = this.data.calls[id];
    if (!call || call.status === 'ended') return;
    this.data.calls[id] = { ...call, status: 'ended', endedReason, endedAt: at, updatedAt: at };
    this.state.save();
  }
}
