import { webhookUrl, type Config } from '../../config.ts';
import { OPENAI_API } from '../../providers/create-providers.ts';
import { createModelBrain } from './brain/model-brain.ts';
import { createVapiEmulator } from './vapi-emulator.ts';

/**
 * The Vapi emulator as the portal runs it: state in DATA_DIR, server messages to the portal's own
 * webhook only, and calls answered by the real model the agent will use when an OpenAI key is set
 * (the rule-based stand-in otherwise).
 */
export const portalVapiEmulator = (config: Config, now?: () => Date) =>
  createVapiEmulator({
    dataDir: config.dataDir,
    webhookUrls: [webhookUrl(config)],
    ...(config.openai.apiKey ? { brain: createModelBrain({ apiKey: config.openai.apiKey, baseURL: OPENAI_API }) } : {}),
    ...(now ? { now } : {}),
  });
