import type { Config } from '../config.ts';
import type { Billing } from './billing/billing.ts';
import { createStripeBilling } from './billing/stripe.ts';
import type { Llm } from './llm/llm.ts';
import { createOpenAiLlm } from './llm/openai.ts';
import type { SiteCrawler } from '../ingestion/crawl/crawl.ts';
import { createSiteCrawler } from '../ingestion/crawl/site-crawler.ts';
import type { PageFetcher } from '../ingestion/scrape/scrape.ts';
import { createWebScraper } from '../ingestion/scrape/web-scraper.ts';
import {
  createCalendarProvider,
  createMessagingProvider,
  createTelephonyProvider,
  type CalendarProvider,
  type Messaging,
  type Telephony,
} from './connect-providers.ts';
import { createVapiVoicePlatform } from './voice/vapi.ts';
import type { VoicePlatform } from './voice/voice.ts';
import { createVoiceSampler } from './voice-samples/create-voice-sampler.ts';
import { createOfflineSampler } from './voice-samples/offline-sampler.ts';
import { createOpenAiSpeech } from './voice-samples/openai-speech.ts';
import type { VoiceSampler } from './voice-samples/voice-samples.ts';

export type Providers = {
  voice: VoicePlatform;
  llm: Llm;
  scrape: PageFetcher;
  /** Reads a whole site (up to 25 pages) for the knowledge import; the same address guard as scrape. */
  crawler: SiteCrawler;
  telephony: Telephony;
  /** Texts from the owners' numbers, and the 10DLC registration they need. */
  messaging: Messaging;
  calendar: CalendarProvider;
  samples: VoiceSampler;
  billing: Billing;
};

const VAPI_API = 'https://api.vapi.ai';
export const OPENAI_API = 'https://api.openai.com/v1';
// Emulators accept any non-empty bearer token, as the vendors' mocks do.
const SANDBOX_KEY = 'sandbox-key';

/**
 * The real vendor clients. Without a vendor's key they point at that vendor's emulator, reached
 * over loopback HTTP like the real API, so the same client code runs in sandbox mode.
 */
export function createProviders(config: Config): Providers {
  return {
    voice: createVapiVoicePlatform({
      apiKey: config.vapi.apiKey ?? SANDBOX_KEY,
      baseUrl: config.vapi.apiKey ? VAPI_API : `${config.internalOrigin}/sandbox/vapi`,
    }),
    telephony: createTelephonyProvider(config),
    messaging: createMessagingProvider(config),
    calendar: createCalendarProvider(config),
    llm: createOpenAiLlm({
      apiKey: config.openai.apiKey ?? SANDBOX_KEY,
      baseURL: config.openai.apiKey ? OPENAI_API : `${config.internalOrigin}/sandbox/openai/v1`,
      model: config.openai.model,
    }),
    scrape: createWebScraper({ allowHosts: config.scrapeAllowHosts }),
    crawler: createSiteCrawler({ allowHosts: config.scrapeAllowHosts }),
    billing: createStripeBilling({
      // The emulator takes any test key; it refuses live ones.
      secretKey: config.stripe.secretKey ?? 'sk_test_sandbox',
      baseUrl: config.stripe.secretKey ? undefined : `${config.internalOrigin}/sandbox/stripe`,
      webhookSecret: config.stripe.webhookSecret,
    }),
    samples: createVoiceSampler({
      offline: createOfflineSampler(),
      // The emulator's speech is no closer to the real voice than the offline sampler's.
      openai: config.openai.apiKey
        ? createOpenAiSpeech({ apiKey: config.openai.apiKey, baseURL: OPENAI_API, approximate: false })
        : undefined,
    }),
  };
}
