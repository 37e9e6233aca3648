import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';

export type Fault = { method?: string; pathPattern: string; status: number; body?: unknown; remaining: number };

const faultInput = z
  .object({
    method: z.string().toUpperCase().optional(),
    // A substring of the path below the emulator's mount point.
    path: z.string().min(1).max(200),
    status: z.number().int().min(400).max(599),
    body: z.unknown().optional(),
    times: z.number().int().min(1).max(1000).default(1),
  })
  .strict();

/**
 * Fault injection shared by every emulator: tests POST a fault to `<mount>/_admin/faults` and the
 * next matching requests answer with that status and the vendor's own error envelope.
 */
export class FaultInjector {
  private faults: Fault[] = [];

  constructor(private readonly errorBody: (status: number) => unknown) {}

  admin() {
    const app = new Hono();
    app.get('/', (c) => c.json(this.faults));
    app.post('/', async (c) => {
      const parsed = faultInput.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return c.json({ error: parsed.error.issues.map((issue) => issue.message) }, 400);
      const { path, times, ...rest } = parsed.data;
      this.faults.push({ ...rest, pathPattern: path, remaining: times });
      return c.json({ ok: true }, 201);
    });
    app.delete('/', (c) => {
      this.faults = [];
      return c.json({ ok: true });
    });
    return app;
  }

  private take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find((candidate) => {
      if (candidate.method && candidate.method !== method) return false;
      // A plain substring: a pattern language here would let a caller make the server spin.
      return path.includes(candidate.pathPattern);
    });
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return fault;
  }

  middleware(mountPath: string): MiddlewareHandler {
    return async (c, next) => {
      const path = c.req.path.slice(mountPath.length) || '/';
      if (path.startsWith('/_admin')) return next();
      const fault = this.take(c.req.method, path);
      if (!fault) return next();
      return c.json(fault.body ?? this.errorBody(fault.status), fault.status as 400);
    };
  }
}
