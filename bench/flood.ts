/**
 * A flood of one request, run as a child process (forked by bench/request-floods.ts) so the
 * senders have their own event loop instead of sharing the server's, as an outside client would.
 * It receives one job over IPC, says when its requests are sent, keeps `inFlight` requests in
 * flight for `seconds` (sender i always sends request i, round the list), then answers with how
 * they were answered, by status.
 */
export type FloodRequest = {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The body, base64 (IPC carries text). */
  bodyBase64: string;
};

export type FloodJob = { requests: FloodRequest[]; inFlight: number; seconds: number };

export type FloodMessage = { started: true } | { answers: Record<string, number> } | { error: string };

async function flood(job: FloodJob) {
  const requests = job.requests.map(({ url, method, headers, bodyBase64 }) => ({
    url,
    init: { method, headers, body: Buffer.from(bodyBase64, 'base64') },
  }));
  const answers: Record<string, number> = {};
  const until = performance.now() + job.seconds * 1000;
  const sender = async (index: number) => {
    const { url, init } = requests[index % requests.length]!;
    while (performance.now() < until) {
      const answer = await fetch(url, init).catch(() => undefined);
      await answer?.arrayBuffer().catch(() => undefined);
      const status = String(answer?.status ?? 'error');
      answers[status] = (answers[status] ?? 0) + 1;
    }
  };
  const senders = Array.from({ length: job.inFlight }, (_, index) => sender(index));
  process.send?.({ started: true } satisfies FloodMessage);
  await Promise.all(senders);
  return answers;
}

process.once('message', (job: FloodJob) => {
  flood(job).then(
    (answers) => process.send?.({ answers } satisfies FloodMessage, () => process.exit(0)),
    (error: unknown) => process.send?.({ error: String(error) } satisfies FloodMessage, () => process.exit(1)),
  );
});
