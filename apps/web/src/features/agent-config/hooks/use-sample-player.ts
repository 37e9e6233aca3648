import type { VoiceSampleKind } from '@portal/shared/agents/voice-samples';
import type { VoiceOption } from '@portal/shared/agents/voices.plain';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { fetchVoiceSample } from '../api/voice-sample';
import { sampleLabel, VOICE_SAMPLE_TEXTS as TEXTS } from '../lib/voice-sample-texts';
import type { Note } from '../lib/note';

export type SampleRequest = { voice: Pick<VoiceOption, 'dataId' | 'name'>; kind: VoiceSampleKind };
type Current = { key: string; status: 'loading' | 'playing' };

export const sampleKey = ({ voice, kind }: SampleRequest) => `${kind}:${voice.dataId}`;

const CONNECTION = 'Check your connection and try again.';

/**
 * The voice card's one player: a new sample stops the one playing, so only one plays at a time.
 * Every outcome is said in words (`announcement` for screen readers, `note` for failures), and the
 * audio is let go when it stops or the card closes.
 */
export function useSamplePlayer(agentId: string) {
  const [current, setCurrent] = useState<Current | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const [approximated, setApproximated] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const audio = useRef<{ element: HTMLAudioElement; url: string } | null>(null);
  // Each play has a number: an answer that arrives after another play began is dropped.
  const generation = useRef(0);

  const release = () => {
    audio.current?.element.pause();
    if (audio.current) URL.revokeObjectURL(audio.current.url);
    audio.current = null;
  };
  useEffect(() => () => release(), []);

  const stop = (said?: string) => {
    generation.current += 1;
    release();
    setCurrent(null);
    if (said) setAnnouncement(said);
  };

  async function play(request: SampleRequest) {
    const { voice, kind } = request;
    const key = sampleKey(request);
    const label = sampleLabel(voice.name, kind);
    stop();
    const mine = generation.current;
    setNote(null);
    setCurrent({ key, status: 'loading' });
    setAnnouncement(TEXTS.loading(label));
    let sample;
    try {
      sample = await fetchVoiceSample(agentId, voice.dataId, kind);
    } catch (error) {
      if (mine !== generation.current) return;
      const reason = error instanceof ApiError && error.status !== 0 ? error.message : CONNECTION;
      setCurrent(null);
      setNote({ ok: false, text: TEXTS.loadFailed(voice.name, reason) });
      return;
    }
    if (mine !== generation.current) return;
    const url = URL.createObjectURL(sample.audio);
    const element = new Audio(url);
    audio.current = { element, url };
    const failed = () => {
      if (mine !== generation.current) return;
      stop();
      setNote({ ok: false, text: TEXTS.playFailed(voice.name) });
    };
    element.addEventListener('ended', () => mine === generation.current && stop(TEXTS.finished(label)));
    element.addEventListener('error', failed);
    try {
      await element.play();
    } catch {
      return failed();
    }
    if (mine !== generation.current) return;
    setCurrent({ key, status: 'playing' });
    setApproximated(sample.approximate ? voice.name : null);
    setAnnouncement(TEXTS.playing(label));
  }

  const toggle = (request: SampleRequest) => {
    if (current?.key === sampleKey(request)) return stop(TEXTS.stopped(sampleLabel(request.voice.name, request.kind)));
    void play(request);
  };

  const stateOf = (request: SampleRequest) => (current?.key === sampleKey(request) ? current.status : 'idle');

  return { toggle, stateOf, note, approximated, announcement };
}
