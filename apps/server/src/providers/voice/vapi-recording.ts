import { VoicePlatformError, type RecordingSource } from './voice.ts';
import type { VapiHttpOptions } from './vapi-http.ts';

/**
 * Vapi stores recordings privately: `GET /call/{id}/mono-recording` with the private key answers
 * 302 to a signed address that expires soon, so it is asked afresh on every play and the address
 * is never stored. A 200 carries the audio itself.
 */
export async function openVapiRecording(options: VapiHttpOptions, callId: string): Promise<RecordingSource | null> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/call/${encodeURIComponent(callId)}/mono-recording`;
  const label = `Vapi GET /call/${callId}/mono-recording`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${options.apiKey}` },
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    throw new VoicePlatformError(`${label}: Vapi is unreachable (${(error as Error).message})`, 0);
  }
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) {
    await response.body?.cancel();
    return { redirectTo: new URL(location, url).toString() };
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new VoicePlatformError(`${label} failed with ${response.status}`, response.status);
  }
  return { body: response.body, contentType: response.headers.get('content-type') ?? 'audio/mpeg' };
}
