import { VOICES, type VoiceOption } from '@portal/shared/agents/voices';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../testing/render';
import { useVoiceSample } from './use-voice-sample';

const luna: VoiceOption = { ...VOICES.find((voice) => voice.name === 'Luna')!, sampleUrl: '/samples/luna.mp3' };

/** A stand-in for HTMLAudioElement: `play` settles as told, `error` is set when loading failed. */
function stubAudio(play: () => Promise<void>, loadError = false) {
  const created: { src: string; pause: ReturnType<typeof vi.fn> }[] = [];
  class FakeAudio extends EventTarget {
    error = loadError ? { code: 4 } : null;
    pause = vi.fn();
    constructor(readonly src: string) {
      super();
      created.push(this);
    }
    play = () => {
      if (loadError) this.dispatchEvent(new Event('error'));
      return play();
    };
  }
  vi.stubGlobal('Audio', FakeAudio);
  return created;
}

afterEach(() => vi.unstubAllGlobals());

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

  it('plays the sample and clears an earlier alert while it plays', async () => {
    const players = stubAudio(() => Promise.resolve());
    const { result } = renderHook(() => useVoiceSample());
    act(() => result.current.play(VOICES[0]!));
    expect(result.current.note?.ok).toBe(false);
    await act(async () => result.current.play(luna));
    expect(players.map((player) => player.src)).toEqual(['/samples/luna.mp3']);
    expect(result.current.note).toBeNull();
  });

  it('stops the previous sample when another one starts', async () => {
    const players = stubAudio(() => Promise.resolve());
    const { result } = renderHook(() => useVoiceSample());
    await act(async () => result.current.play(luna));
    await act(async () => result.current.play(luna));
    expect(players).toHaveLength(2);
    expect(players[0]!.pause).toHaveBeenCalled();
    expect(players[1]!.pause).not.toHaveBeenCalled();
  });
});
