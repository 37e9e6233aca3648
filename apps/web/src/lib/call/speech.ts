import { MAX_SPOKEN_LINE_MS } from './constants';

/**
 * Speaks an agent line with the browser's speech synthesis. `onStart`/`onEnd` bracket it; the end
 * is forced after a while because some browsers (headless ones) never report it. Returns a
 * cancel function, or null when the browser cannot speak.
 */
export function speakLine(text: string, onStart: () => void, onEnd: () => void): (() => void) | null {
  const synthesis = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!synthesis || typeof SpeechSynthesisUtterance === 'undefined') return null;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    window.clearTimeout(guard);
    onEnd();
  };
  const guard = window.setTimeout(finish, Math.min(MAX_SPOKEN_LINE_MS, 1500 + text.length * 80));
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.onend = finish;
  utterance.onerror = finish;
  onStart();
  synthesis.speak(utterance);
  return () => {
    synthesis.cancel();
    finish();
  };
}

type RecognitionResult = { isFinal: boolean; 0: { transcript: string } };
type Recognition = {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: { resultIndex: number; results: ArrayLike<RecognitionResult> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
};
type RecognitionConstructor = new () => Recognition;

/**
 * Spoken caller turns where the browser offers speech recognition. It restarts itself while the
 * call lasts and gives up quietly on a permanent error (no permission, no service).
 */
export function createSpeechRecognizer(onText: (text: string, final: boolean) => void) {
  const scope = window as unknown as Record<string, RecognitionConstructor | undefined>;
  const Constructor = scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
  if (!Constructor) return null;
  const recognition = new Constructor();
  recognition.continuous = true;
  recognition.interimResults = true;
  recognition.lang = navigator.language || 'en-US';
  let running = false;
  recognition.onresult = (event) => {
    for (let index = event.resultIndex; index < event.results.length; index += 1) {
      const result = event.results[index];
      const text = result?.[0].transcript.trim();
      if (result && text) onText(text, result.isFinal);
    }
  };
  recognition.onerror = (event) => {
    if (event.error !== 'no-speech' && event.error !== 'aborted') running = false;
  };
  recognition.onend = () => {
    if (running) setTimeout(() => running && safeStart(), 250);
  };
  const safeStart = () => {
    try {
      recognition.start();
    } catch {
      running = false;
    }
  };
  return {
    start() {
      running = true;
      safeStart();
    },
    stop() {
      running = false;
      recognition.stop();
    },
  };
}
