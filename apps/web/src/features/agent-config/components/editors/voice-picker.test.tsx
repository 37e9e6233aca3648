import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agentFixture } from '../../testing/agent-fixture';
import { deferred } from '../../../../testing/render';
import { json, mockApi } from '../../testing/render';
import { renderSection } from '../../testing/render-section';

const site = vi.hoisted(() => ({ siteConfig: { sandboxVoice: true } }));
vi.mock('../../../../lib/site-config', () => ({ siteConfig: site.siteConfig }));

/** A stand-in for HTMLAudioElement: `play` settles as told; `end()` plays it to the end. */
class FakeAudio extends EventTarget {
  static made: FakeAudio[] = [];
  static playResult: () => Promise<void> = () => Promise.resolve();
  paused = true;
  constructor(readonly src: string) {
    super();
    FakeAudio.made.push(this);
  }
  play = vi.fn(() => FakeAudio.playResult().then(() => void (this.paused = false)));
  pause = vi.fn(() => void (this.paused = true));
  end() {
    this.paused = true;
    this.dispatchEvent(new Event('ended'));
  }
}

const wav = (origin = 'approximation') =>
  new Response(new Uint8Array([82, 73, 70, 70]), {
    headers: { 'content-type': 'audio/wav', 'x-voice-sample': origin },
  });
const SAMPLES = '/api/agents/agent-1/voice-samples';

beforeEach(() => {
  FakeAudio.made = [];
  FakeAudio.playResult = () => Promise.resolve();
  site.siteConfig.sandboxVoice = true;
  vi.stubGlobal('Audio', FakeAudio);
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => `blob:sample-${next++}`, revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const openVoiceCard = async (agent = agentFixture()) => {
  renderSection('voice', agent);
  return screen.findByRole('button', { name: 'Play sample of Luna' });
};

describe('voice card samples', () => {
  it("plays a voice's sample, says it plays, and stops it", async () => {
    const fetchMock = mockApi({ [`GET ${SAMPLES}/luna`]: () => wav() });
    fireEvent.click(await openVoiceCard());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Playing the sample of Luna.'));
    expect(screen.getByRole('button', { name: 'Stop sample of Luna' })).toHaveTextContent('Stop');
    expect(fetchMock).toHaveBeenCalledWith(`${SAMPLES}/luna`, expect.anything());
    expect(FakeAudio.made[0]!.play).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Stop sample of Luna' }));
    expect(FakeAudio.made[0]!.pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play sample of Luna' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Stopped the sample of Luna.');
  });

  it('says a sample is loading, and stops it before it plays when asked', async () => {
    const answer = deferred<Response>();
    mockApi({ [`GET ${SAMPLES}/luna`]: () => answer.promise });
    fireEvent.click(await openVoiceCard());
    expect(await screen.findByText('Loading the sample of Luna...')).toBeInTheDocument();
    const stop = screen.getByRole('button', { name: 'Stop sample of Luna' });
    expect(stop).toHaveTextContent('Loading...');
    fireEvent.click(stop);
    await act(async () => answer.resolve(wav()));
    expect(FakeAudio.made).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Stopped the sample of Luna.');
  });

  it('plays one sample at a time', async () => {
    mockApi({ [`GET ${SAMPLES}/luna`]: () => wav(), [`GET ${SAMPLES}/merlin`]: () => wav() });
    fireEvent.click(await openVoiceCard());
    await screen.findByText('Playing the sample of Luna.');
    fireEvent.click(screen.getByRole('button', { name: 'Play sample of Merlin' }));
    await screen.findByText('Playing the sample of Merlin.');
    expect(FakeAudio.made[0]!.paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play sample of Luna' })).toBeInTheDocument();
  });

  it('returns to Play when the sample ends', async () => {
    mockApi({ [`GET ${SAMPLES}/luna`]: () => wav() });
    fireEvent.click(await openVoiceCard());
    await screen.findByText('Playing the sample of Luna.');
    act(() => FakeAudio.made[0]!.end());
    expect(screen.getByRole('button', { name: 'Play sample of Luna' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Finished the sample of Luna.');
  });

  it('plays the greeting in the chosen voice', async () => {
    const fetchMock = mockApi({ [`GET ${SAMPLES}/serena/greeting`]: () => wav() });
    await openVoiceCard(agentFixture({ voice: 'serena' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hear my greeting in this voice (Serena)' }));
    expect(await screen.findByText("Playing your greeting in Serena's voice.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop my greeting (Serena)' })).toHaveTextContent('Stop my greeting');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('radio', { name: /Mimi/ }));
    expect(screen.getByRole('button', { name: 'Hear my greeting in this voice (Mimi)' })).toBeInTheDocument();
  });

  it("says why a sample could not be loaded, with the server's next step", async () => {
    mockApi({
      [`GET ${SAMPLES}/luna`]: () =>
        json(
          {
            error: {
              code: 'RATE_LIMITED',
              message: 'Too many voice samples in the last minute. Please wait 20 seconds and try again.',
            },
          },
          429,
        ),
    });
    fireEvent.click(await openVoiceCard());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading audio sample for Luna. Too many voice samples in the last minute. Please wait 20 seconds and try again.',
    );
    expect(screen.getByRole('button', { name: 'Play sample of Luna' })).toBeInTheDocument();
  });

  it('says when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    fireEvent.click(await openVoiceCard());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading audio sample for Luna. Check your connection and try again.',
    );
  });

  it('says when the browser refuses to play the sample', async () => {
    FakeAudio.playResult = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    mockApi({ [`GET ${SAMPLES}/luna`]: () => wav() });
    fireEvent.click(await openVoiceCard());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Could not play sample for Luna\. Check that this device/,
    );
    expect(screen.getByRole('button', { name: 'Play sample of Luna' })).toBeInTheDocument();
  });

  it('says in sandbox mode that samples are approximations, and explains Realtime', async () => {
    await openVoiceCard();
    expect(
      screen.getByText(/^Sandbox: the voice platform is emulated, so these samples are approximations/),
    ).toBeVisible();
    expect(screen.getByText(/^Voices marked "Realtime" hear the caller and answer in one step/)).toBeVisible();
  });

  it('marks an approximated sample when the real platform is used', async () => {
    site.siteConfig.sandboxVoice = false;
    mockApi({ [`GET ${SAMPLES}/olly`]: () => wav('approximation'), [`GET ${SAMPLES}/luna`]: () => wav('vendor') });
    await openVoiceCard();
    expect(screen.queryByText(/^Sandbox:/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play sample of Olly' }));
    expect(await screen.findByText(/^This sample of Olly is an approximation/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play sample of Luna' }));
    await screen.findByText('Playing the sample of Luna.');
    await waitFor(() => expect(screen.queryByText(/is an approximation/)).not.toBeInTheDocument());
  });
});
