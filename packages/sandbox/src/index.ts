// The emulators the portal mounts at /sandbox/<vendor> for each vendor without a key. Each answers
// its vendor's official SDK over HTTP; the portal reaches them only as it reaches the vendors.
export { createGoogleEmulator, GOOGLE_SANDBOX_MOUNT } from './google/google-emulator.ts';
export { createOpenAiEmulator, OPENAI_SANDBOX_MOUNT } from './openai/openai-emulator.ts';
export { CATALOGUE_PRICE_IDS } from './stripe/catalogue.ts';
export { createStripeEmulator, STRIPE_SANDBOX_MOUNT } from './stripe/stripe-emulator.ts';
export { SANDBOX_PHONE_MOUNT } from './telnyx/sandbox-phone.ts';
export { createTelnyxEmulator, TELNYX_SANDBOX_MOUNT } from './telnyx/telnyx-emulator.ts';
export { createModelBrain } from './vapi/brain/model-brain.ts';
export { inboundCallSimulator } from './vapi/inbound-call-simulator.ts';
export { transferBehaviourAdmin } from './vapi/transfer-behaviour-admin.ts';
export { createVapiEmulator, VAPI_SANDBOX_MOUNT } from './vapi/vapi-emulator.ts';
