/** The parts of the eSpeak NG WebAssembly build (@echogarden/espeak-ng-emscripten) we call. */
declare module '@echogarden/espeak-ng-emscripten' {
  export type EspeakWorker = {
    set_voice(name: string): void;
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    set_range(range: number): void;
    /** Speaks SSML-aware text, handing each chunk of 22,050 Hz 16-bit samples to `onChunk`. */
    synthesize(text: string, onChunk: (samples: Int16Array | null, events: unknown[]) => void): void;
  };
  type EspeakModule = { eSpeakNGWorker: new () => EspeakWorker };
  const initialize: () => Promise<EspeakModule>;
  export default initialize;
}
