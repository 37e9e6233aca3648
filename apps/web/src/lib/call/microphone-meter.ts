import { CALL_LEVEL } from './constants';
import { rmsLevel } from './level-meter';

export type MicrophoneMeter = { setMuted(muted: boolean): void; close(): void };

/**
 * Opens the microphone and reads its level every observer tick with a Web Audio AnalyserNode.
 * Rejects when the browser has no microphone or the user refuses it.
 */
export async function openMicrophoneMeter(onLevel: (level: number) => void): Promise<MicrophoneMeter> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('This browser cannot use a microphone here.');
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  let muted = false;
  const timer = window.setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    onLevel(muted ? 0 : rmsLevel(samples));
  }, CALL_LEVEL.OBSERVER_INTERVAL_MS);
  return {
    setMuted(value) {
      muted = value;
      for (const track of stream.getAudioTracks()) track.enabled = !value;
    },
    close() {
      window.clearInterval(timer);
      for (const track of stream.getTracks()) track.stop();
      void context.close().catch(() => undefined);
    },
  };
}
