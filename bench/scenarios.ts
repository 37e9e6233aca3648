import type { AppServer } from './server.ts';

export type ScenarioRun = { scenarios: number; passed: number; totalMs: number; slowestMs: number };

type Json = Record<string, unknown>;

/**
 * "Run all" on the test scenarios page, as the page does it: the scenarios proposed for a new
 * dental-template agent, run one after another through the API. Each run compiles the assistant,
 * plays the caller's turns as a chat with the Vapi emulator's rule-based engine and checks the
 * expectations. No calendar is connected, so the booking scenario fails: the time is what counts.
 */
export async function measureScenarioRuns(server: AppServer, cookie: string): Promise<ScenarioRun> {
  const headers = { cookie, origin: server.baseUrl, 'content-type': 'application/json' };
  const call = async (path: string, method = 'GET', body?: unknown) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
    return (await response.json()) as Json;
  };
  const templates = (await call('/api/agents/templates')) as unknown as { id: string; industry: string }[];
  const dental = templates.find((template) => template.industry === 'dental_clinic');
  if (!dental) throw new Error('no dental template');
  const { agent } = (await call('/api/agents', 'POST', { agentName: 'Bench Scenarios', templateId: dental.id })) as {
    agent: { id: string };
  };
  const { scenarios } = (await call(`/api/agents/${agent.id}/scenarios`)) as { scenarios: { id: string }[] };
  let passed = 0;
  let slowestMs = 0;
  const started = performance.now();
  for (const scenario of scenarios) {
    const before = performance.now();
    const ran = (await call(`/api/agents/${agent.id}/scenarios/${scenario.id}/run`, 'POST')) as {
      lastResult: { passed: boolean };
    };
    slowestMs = Math.max(slowestMs, performance.now() - before);
    if (ran.lastResult.passed) passed++;
  }
  return { scenarios: scenarios.length, passed, totalMs: performance.now() - started, slowestMs };
}
