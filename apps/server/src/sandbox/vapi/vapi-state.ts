import { randomUUID } from 'node:crypto';
import { SandboxState } from '../state.ts';
import type { AssistantBody } from './assistant-schema.ts';
import type { PhoneNumberBody, PhoneNumberPatch } from './phone-call-schema.ts';

type Stamped = { id: string; orgId: string; createdAt: string; updatedAt: string };
export type StoredAssistant = AssistantBody & Stamped;
export type StoredPhoneNumber = PhoneNumberBody & Stamped & { status: 'active' | 'activating' | 'blocked' };
export type StoredCall = Stamped & {
  type: 'webCall';
  status: 'queued';
  assistantId?: string;
  assistant?: AssistantBody;
  assistantOverrides?: Record<string, unknown>;
  webCallUrl: string;
  transport: { provider: 'daily'; assistantVideoEnabled: boolean };
  artifactPlan: { videoRecordingEnabled: boolean };
};

type VapiData = {
  orgId: string;
  assistants: Record<string, StoredAssistant>;
  phoneNumbers: Record<string, StoredPhoneNumber>;
  calls: Record<string, StoredCall>;
};

/** Vapi lists newest first; `limit` defaults to 100 as on the real API. */
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
  updateAssistant(id: string, patch: AssistantBody): StoredAssistant | undefined {
    const existing = this.data.assistants[id];
    if (!existing) return undefined;
    const updated = { ...existing, ...patch, updatedAt: new Date().toISOString() };
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
      if (phoneNumber.assistantId === id) phoneNumber.assistantId = null;
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

  updatePhoneNumber(id: string, patch: PhoneNumberPatch): StoredPhoneNumber | undefined {
    const existing = this.data.phoneNumbers[id];
    if (!existing) return undefined;
    const updated = { ...existing, ...patch, updatedAt: new Date().toISOString() };
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

  createWebCall(input: Pick<StoredCall, 'assistantId' | 'assistant' | 'assistantOverrides'>, baseUrl: string) {
    const stamp = this.stamp();
    const call: StoredCall = {
      id: stamp.id,
      orgId: stamp.orgId,
      type: 'webCall',
      status: 'queued',
      ...input,
      webCallUrl: `${baseUrl}/web-call/${stamp.id}`,
      transport: { provider: 'daily', assistantVideoEnabled: false },
      createdAt: stamp.createdAt,
      updatedAt: stamp.updatedAt,
      artifactPlan: { videoRecordingEnabled: false },
    };
    this.data.calls[call.id] = call;
    this.state.save();
    return call;
  }
}
