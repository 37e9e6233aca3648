import { randomUUID } from 'node:crypto';
import { SandboxState } from '../state.ts';
import type { AssistantBody, ToolBody } from './vapi-types.ts';

type Stamped = { id: string; orgId: string; createdAt: string; updatedAt: string };

/** A file as Vapi's `File` describes it; its text is kept apart, for the knowledge base to search. */
export type StoredFile = Stamped & {
  object: 'file';
  status: 'done';
  name: string;
  originalName: string;
  bytes: number;
  mimetype: string;
  purpose?: string;
  parsedTextBytes: number;
};
export type StoredTool = ToolBody & Stamped;

/** A file a query tool names, as the brain searches it. */
export type KnowledgeText = { name: string; text: string };

type KnowledgeData = {
  files: Record<string, StoredFile>;
  texts: Record<string, string>;
  tools: Record<string, StoredTool>;
};

// Vapi's `File.name` is at most 40 characters; the upload's own name stays in `originalName`.
const NAME_LIMIT = 40;

const newestFirst = <T extends { createdAt: string }>(records: Record<string, T>, limit = 100) =>
  Object.values(records)
    .reverse()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit);

type QueryToolBody = { knowledgeBases?: { fileIds?: string[] }[] };

/** The emulated organisation's uploaded files and the tools kept apart from assistants. */
export class VapiKnowledgeStore {
  private readonly state: SandboxState<KnowledgeData>;

  constructor(
    dataDir: string | undefined,
    private readonly orgId: () => string,
  ) {
    this.state = new SandboxState<KnowledgeData>('vapi-knowledge', dataDir, () => ({
      files: {},
      texts: {},
      tools: {},
    }));
  }

  private stamp(): Stamped {
    const now = new Date().toISOString();
    return { id: randomUUID(), orgId: this.orgId(), createdAt: now, updatedAt: now };
  }

  counts() {
    return { files: Object.keys(this.state.data.files).length, tools: Object.keys(this.state.data.tools).length };
  }

  /** Text files are kept as their text; other types are stored but have nothing to search. */
  createFile(upload: { name: string; mimetype: string; bytes: Uint8Array; purpose?: string }): StoredFile {
    const text = /^text\/|json|xml|yaml|csv/.test(upload.mimetype) ? new TextDecoder().decode(upload.bytes) : '';
    const file: StoredFile = {
      ...this.stamp(),
      object: 'file',
      status: 'done',
      name: upload.name.slice(0, NAME_LIMIT),
      originalName: upload.name,
      bytes: upload.bytes.byteLength,
      mimetype: upload.mimetype,
      ...(upload.purpose ? { purpose: upload.purpose } : {}),
      parsedTextBytes: Buffer.byteLength(text),
    };
    this.state.data.files[file.id] = file;
    this.state.data.texts[file.id] = text;
    this.state.save();
    return file;
  }

  listFiles = () => newestFirst(this.state.data.files, Infinity);
  getFile = (id: string): StoredFile | undefined => this.state.data.files[id];

  deleteFile(id: string): StoredFile | undefined {
    const existing = this.state.data.files[id];
    if (!existing) return undefined;
    delete this.state.data.files[id];
    delete this.state.data.texts[id];
    this.state.save();
    return existing;
  }

  createTool(body: ToolBody): StoredTool {
    const { id, orgId, createdAt, updatedAt } = this.stamp();
    const tool = { id, orgId, ...body, createdAt, updatedAt };
    this.state.data.tools[id] = tool;
    this.state.save();
    return tool;
  }

  listTools = (limit?: number) => newestFirst(this.state.data.tools, limit);
  getTool = (id: string): StoredTool | undefined => this.state.data.tools[id];

  deleteTool(id: string): StoredTool | undefined {
    const existing = this.state.data.tools[id];
    if (!existing) return undefined;
    delete this.state.data.tools[id];
    this.state.save();
    return existing;
  }

  /**
   * The files the assistant's query tools search, those attached by id and those given inline;
   * a file deleted since is simply not there, as on Vapi.
   */
  knowledgeOf(assistant: AssistantBody): KnowledgeText[] {
    const toolIds = Array.isArray(assistant.model?.toolIds) ? (assistant.model.toolIds as string[]) : [];
    const tools = [...toolIds.map((id) => this.state.data.tools[id]), ...(assistant.model?.tools ?? [])];
    const fileIds = tools
      .filter((tool): tool is ToolBody => tool?.type === 'query')
      .flatMap((tool) => (tool as QueryToolBody).knowledgeBases ?? [])
      .flatMap((base) => base.fileIds ?? []);
    return [...new Set(fileIds)].flatMap((id) => {
      const file = this.state.data.files[id];
      const text = this.state.data.texts[id];
      return file && text ? [{ name: file.originalName, text }] : [];
    });
  }
}
