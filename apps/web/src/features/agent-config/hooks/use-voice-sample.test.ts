import { VOICES, type VoiceOption } from '@portal/shared/agents/voices';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../testing/render';
import { useVoiceSample } from './use-voice-sample';

const luna: VoiceOption = { ...VOICES.find((voice) => voice.name === 'Luna')!, sampleUrl: '/samples/luna.mp3' };

/** A stand-in for HTMLAudioElement: `play` settles as told, `error` is set when loading failed. */
function stubAudio(play: () => Promise<void>, loadError = false) {
  class FakeAudio extends EventTarget {
    error = loadError ? { code: 4 } : null;
    pause = vi.fn();
    play = () => {
      if (loadError) this.dispatchEvent(new Event('error'));
      return play();
    };
  }
  vi.stubGlobal('Audio', FakeAudio);
}

describe('useVoiceSample', () => {
  it('says when a voice has no sample', () => {
    const { result } = renderHook(() => useVoiceSample());
    act(() => result.current.play(VOICES[0]!));
    expect(result.current.note).toEqual({ ok: false, text: 'No audio sample available for Regina.' });
  });

  it('says when the sample cannot be loaded', async () => {
    stubAudio(() => Promise.reject(new Error('NotSupportedError')), true);
    const { result } = renderHook(() => useVoiceSample());
    act(() => result.current.play(luna));
    await waitFor(() => expect(result.current.note?.text).toBe('Error loading audio sample for Luna.'));
  });

  it('says when the browser refuses to play it', async () => {
    stubAudio(() => Promise.reject(new Error('NotAllowedError')));
    const { result } = renderHook(() => useVoiceSample());
    act(() => result.current.play(luna));
    await waitFor(() => expect(result.current.note?.text).toBe('Could not play sample for Luna.'));
  });

  it('shows nothing while a sample plays', async () => {
    stubAudio(() => Promise.resolve());
    const { result } = renderHook(() => useVoiceSample());
    act(() => result.current.play(luna));
    await Promise.resolve();
    expect(result.current.note).toBeNull();
  });
});
