import { parseDocument, type ParseTask } from './parse-document.ts';

/** Runs in a worker thread (parse-pool.ts): a hostile document must never block requests. */
export default function parseInWorker(task: ParseTask) {
  return parseDocument(task);
}
