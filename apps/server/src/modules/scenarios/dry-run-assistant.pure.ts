import { DRY_RUN_HEADER } from '../../lib/dry-run.ts';
import type { AssistantSpec } from '../../providers/voice/voice.ts';

/** The assistant with the dry-run header on every server it reports to. */
export function asDryRun(spec: AssistantSpec, token: string): AssistantSpec {
  const mark = <T extends { headers?: Record<string, string> }>(server: T): T => ({
    ...server,
    headers: { ...server.headers, [DRY_RUN_HEADER]: token },
  });
  return {
    ...spec,
    server: mark(spec.server),
    model: {
      ...spec.model,
      tools: spec.model.tools?.map((tool) =>
        tool.type === 'function' && tool.server ? { ...tool, server: mark(tool.server) } : tool,
      ),
    },
  };
}
