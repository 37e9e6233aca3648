import { loadOnce } from '../load-once';
import { leftCallWaiting } from './left-call';

/**
 * The call's actions for what loads with a page (Talk, Play and Stop, the try prompts): each loads
 * the call's engine first, so a page carries it only once a call starts. A failed load (a dropped
 * connection) is tried again at the next click.
 */
const engine = loadOnce(() => import('./active-call-store'));

type Engine = Awaited<ReturnType<typeof engine.load>>;

const run =
  <A extends unknown[], R>(action: (module: Engine) => (...args: A) => Promise<R>) =>
  async (...args: A) =>
    action(await engine.load())(...args);

export const startCall = run((module) => module.startCall);
export const stopCall = run((module) => module.stopCall);
export const sendCallText = run((module) => module.sendCallText);

/** Pointing at or focusing a button that starts a call: the engine is on its way before the click. */
export const preloadCallEngine = () => void engine.load().catch(() => undefined);

/** On a page's load: reports a call an earlier page of this tab left, loading the engine only then. */
export function reportLeftCall() {
  if (leftCallWaiting()) void engine.load().then((module) => module.resumeLeftCall());
}
