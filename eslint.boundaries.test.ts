import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Probe files placed at several depths, linted with the project's own configuration: an import
 * across a boundary must fail lint wherever the importing file sits.
 */
const eslint = new ESLint({ cwd: import.meta.dirname });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

describe('web boundaries', () => {
  it.each([
    ['apps/web/src/features/calls/probe.ts', "import { useCreateAgent } from '../agents/api/create-agent';"],
    [
      'apps/web/src/features/calls/components/probe.tsx',
      "import { useCreateAgent } from '../../agents/api/create-agent';",
    ],
    [
      'apps/web/src/features/calls/components/deep/er/probe.tsx',
      "import { useCreateAgent } from '../../../../agents/api/create-agent';",
    ],
    ['apps/web/src/lib/agents/probe.ts', "import { useCreateAgent } from '../../features/agents/api/create-agent';"],
    ['apps/web/src/components/ui/probe.tsx', "import { router } from '../../app/router';"],
  ])('%s may not import another feature or the app', async (filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport const probe = 1;\n`)).toHaveLength(1);
  });

  it('lets a feature use its own files and the shared ones', async () => {
    const code = [
      "import { useCreateAgent } from '../../api/create-agent';",
      "import { useAgents } from '../../../../lib/agents/get-agents';",
      "import { PageError } from '../../../../components/ui/page-state';",
      "import { MAX_AGENTS } from '@portal/shared/agents/agent';",
      'export const probe = [useCreateAgent, useAgents, PageError, MAX_AGENTS];',
    ].join('\n');
    expect(await boundaryErrors('apps/web/src/features/agents/components/list/probe.tsx', code)).toEqual([]);
  });
});

describe('server boundaries', () => {
  it.each([
    ['apps/server/src/modules/calls/probe.routes.ts', "import { listCallRecords } from './call-records.repo.ts';"],
    [
      'apps/server/src/modules/calls/booking/probe.service.ts',
      "import { findAgent } from '../../agents/agents.repo.ts';",
    ],
    [
      'apps/server/src/modules/calls/probe.service.ts',
      "import { duplicateValues } from '../agents/agent-values.pure.ts';",
    ],
    ['apps/server/src/modules/calls/probe.repo.ts', "import { listCalls } from './calls.service.ts';"],
    ['apps/server/src/modules/calls/probe.service.ts', "import { callsRoutes } from './calls.routes.ts';"],
    ['apps/server/src/modules/calls/probe.pure.ts', "import { listCallRecords } from './call-records.repo.ts';"],
    ['apps/server/src/modules/calls/booking/probe.pure.ts', "import { openDatabase } from '../../../db/client.ts';"],
    ['apps/server/src/db/probe.ts', "import { findAgent } from '../modules/agents/agents.repo.ts';"],
    ['apps/server/src/lib/probe.ts', "import { listCalls } from '../modules/calls/calls.service.ts';"],
    ['apps/server/src/providers/email/probe.ts', "import { sandboxMail } from '../../db/schema/index.ts';"],
  ])('%s may not cross a layer', async (filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport const probe = 1;\n`)).toHaveLength(1);
  });

  it('lets a pure file use the types of any layer and the pure files beside it', async () => {
    const code = [
      "import type { CallRecordRow } from '../call-records.repo.ts';",
      "import { availableSlots } from './slots.pure.ts';",
      'export const probe = (record: CallRecordRow) => [record, availableSlots];',
    ].join('\n');
    expect(await boundaryErrors('apps/server/src/modules/calls/booking/probe.pure.ts', code)).toEqual([]);
  });

  it("lets a module use another module's service and its own repository", async () => {
    const code = [
      "import { findOwnedAgent } from '../agents/agents.service.ts';",
      "import { listCallRecords } from './call-records.repo.ts';",
      'export const probe = [findOwnedAgent, listCallRecords];',
    ].join('\n');
    expect(await boundaryErrors('apps/server/src/modules/calls/probe.service.ts', code)).toEqual([]);
  });
});

describe('module file names', () => {
  async function layerErrors(filePath: string) {
    const [result] = await eslint.lintText('export const probe = 1;\n', { filePath });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'layers/module-file-layer');
  }

  it('refuses a module file whose name says no layer', async () => {
    expect(await layerErrors('apps/server/src/modules/calls/probe.ts')).toHaveLength(1);
    expect(await layerErrors('apps/server/src/modules/calls/booking/probe-helpers.ts')).toHaveLength(1);
  });

  it.each(['probe.routes.ts', 'probe.service.ts', 'probe.repo.ts', 'probe.jobs.ts', 'probe.pure.ts', 'testing.ts'])(
    'accepts %s',
    async (name) => {
      expect(await layerErrors(`apps/server/src/modules/calls/${name}`)).toEqual([]);
    },
  );
});

describe('API read paths', () => {
  async function readPathErrors(code: string) {
    const [result] = await eslint.lintText(code, { filePath: 'apps/web/src/features/calls/api/probe.ts' });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax');
  }

  it.each([
    'api(`/agents/${agentId}/call-count`);',
    "api('/billing/plans');",
    'servedAnswer(`/calls?agentId=${agentId}`);',
  ])('refuses a read whose path is written by hand: %s', async (call) => {
    const code = `declare const api: (path: string) => unknown;\ndeclare const servedAnswer: (path: string) => unknown;\ndeclare const agentId: string;\n${call}\n`;
    expect(await readPathErrors(code)).toHaveLength(1);
  });

  it('accepts a read whose path comes from the shared builders, and a write with its own path', async () => {
    const code = [
      "import { agentPath } from '@portal/shared/api-reads/agents.plain';",
      'declare const api: (path: string, init?: RequestInit) => unknown;',
      "api(agentPath('agent-1'));",
      "api(`${agentPath('agent-1')}/duplicate`, { method: 'POST' });",
    ].join('\n');
    expect(await readPathErrors(code)).toEqual([]);
  });
});

describe('zod-free files', () => {
  it('refuses zod in a .plain.ts file of packages/shared, and accepts it in the schema file', async () => {
    const code = "import { z } from 'zod';\nexport const probe = z.string();\n";
    const errors = async (filePath: string) => {
      const [result] = await eslint.lintText(code, { filePath });
      return (result?.messages ?? []).filter((message) => message.ruleId?.endsWith('no-restricted-imports'));
    };
    expect(await errors('packages/shared/src/probe.plain.ts')).toHaveLength(1);
    expect(await errors('packages/shared/src/probe.ts')).toEqual([]);
  });
});
