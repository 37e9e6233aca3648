import type { VoiceOption } from '@portal/shared/agents/voices';
import { useEffect, useRef, useState } from 'react';
import type { Note } from '../lib/note';

/** Plays a voice's sample; three alerts say what went wrong (voices without a sample included). */
export function useVoiceSample() {
  const player = useRef<HTMLAudioElement | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  useEffect(() => () => player.current?.pause(), []);

  const play = (voice: VoiceOption) => {
    player.current?.pause();
    if (!voice.sampleUrl) return setNote({ ok: false, text: `No audio sample available for ${voice.name}.` });
    setNote(null);
    const audio = new Audio(voice.sampleUrl);
    player.current = audio;
    const loadFailed = () => setNote({ ok: false, text: `Error loading audio sample for ${voice.name}.` });
    audio.addEventListener('error', loadFailed, { once: true });
    // A source that cannot load also rejects play(): that one is a loading error, not a playback one.
    audio
      .play()
      .catch(() =>
        audio.error ? loadFailed() : setNote({ ok: false, text: `Could not play sample for ${voice.name}.` }),
      );
  };

  return { play, note };
}
