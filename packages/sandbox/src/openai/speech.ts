import type { Context } from 'hono';
import { Invalid, invalidValue, isObject, missing, openAiError, wrongType } from './openai-error.ts';

/**
 * POST /v1/audio/speech (docs/vendors.md#openai-speech), checked as OpenAI checks it and spoken by
 * the offline synthesiser in a style per OpenAI voice. It writes WAV only: the product asks for
 * nothing else, and MP3 or Opus would need an encoder the sandbox does not carry.
 */

const KNOWN_ARGUMENTS = new Set([
  'model',
  'input',
  'voice',
  'instructions',
  'response_format',
  'speed',
  'stream_format',
]);
const SPEECH_MODELS = ['tts-1', 'tts-1-hd', 'gpt-4o-mini-tts', 'gpt-4o-mini-tts-2025-12-15'];
const VOICES = [
  'alloy',
  'ash',
  'ballad',
  'coral',
  'echo',
  'fable',
  'onyx',
  'nova',
  'sage',
  'shimmer',
  'verse',
  'marin',
  'cedar',
];
const FORMATS = ['mp3', 'opus', 'aac', 'flac', 'wav', 'pcm'];
const INPUT_MAX = 4096;

type SpeechRequest = { input: string; voice: string; speed: number };

function validateSpeechRequest(body: unknown): SpeechRequest {
  if (!isObject(body)) throw wrongType('body', 'an object', body);
  const unknown = Object.keys(body).find((key) => !KNOWN_ARGUMENTS.has(key));
  if (unknown) {
    throw new Invalid({ message: `Unrecognized request argument supplied: ${unknown}`, param: null, code: null });
  }
  const { model, input, voice, response_format: format = 'mp3', speed = 1 } = body;
  if (model === undefined) throw missing('model');
  if (typeof model !== 'string') throw wrongType('model', 'a string', model);
  if (!SPEECH_MODELS.includes(model)) {
    const message = `The model \`${model}\` does not exist or you do not have access to it.`;
    throw new Invalid({ message, param: null, code: 'model_not_found' }, 404);
  }
  if (input === undefined) throw missing('input');
  if (typeof input !== 'string') throw wrongType('input', 'a string', input);
  if (input.length > INPUT_MAX) {
    const message = `Invalid 'input': string too long. Expected a string with maximum length ${INPUT_MAX}, but got a string with length ${input.length} instead.`;
    throw new Invalid({ message, param: 'input', code: 'string_above_max_length' });
  }
  if (voice === undefined) throw missing('voice');
  if (typeof voice !== 'string') throw wrongType('voice', 'a string', voice);
  if (!VOICES.includes(voice)) throw invalidValue('voice', voice, VOICES);
  if (typeof format !== 'string' || !FORMATS.includes(format)) throw invalidValue('response_format', format, FORMATS);
  if (format !== 'wav') {
    throw new Invalid({
      message: `The sandbox writes 'wav' audio only, not '${format}'.`,
      param: 'response_format',
      code: null,
    });
  }
  if (typeof speed !== 'number' || speed < 0.25 || speed > 4) {
    throw new Invalid({ message: "Invalid 'speed': expected a number from 0.25 to 4.0.", param: 'speed', code: null });
  }
  return { input, voice, speed };
}

/** Audio of `text` in one of OpenAI's voices; the portal speaks it offline. */
export type Speak = (text: string, voice: string, speed: number) => Promise<Uint8Array<ArrayBuffer>>;

export const speechRoute = (speak: Speak) => async (c: Context) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  let request: SpeechRequest;
  try {
    request = validateSpeechRequest(body);
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    return c.json(openAiError(error.detail), error.status);
  }
  try {
    const audio = await speak(request.input, request.voice, request.speed);
    return c.body(audio, 200, { 'content-type': 'audio/wav' });
  } catch {
    const message = 'The server had an error while processing your request. Sorry about that!';
    return c.json(openAiError({ message, param: null, code: null, type: 'server_error' }), 500);
  }
};
