import pg from 'pg';

/**
 * PostgreSQL's LISTEN/NOTIFY, to tell every server of a deployment that something changed (a
 * session revoked, say). Notifications go to listeners on every connection of the database,
 * this server's included. A dropped listening connection is opened again; what was sent while
 * it was down is lost, so listeners must only ever clear caches, never carry data.
 */
export type Broadcast = {
  notify(channel: string, payload?: string): Promise<void>;
  /** Calls `handler` for each notification on `channel`; resolves once listening. */
  listen(channel: string, handler: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
};

const RECONNECT_MS = 1000;

export function postgresBroadcast(url: string, pool: pg.Pool): Broadcast {
  const handlers = new Map<string, ((payload: string) => void)[]>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;

  const connect = () =>
    (connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      const lost = () => {
        if (client === next) client = undefined;
        connecting = undefined;
        if (!closed && handlers.size) setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS).unref();
      };
      next.on('error', lost);
      next.on('end', lost);
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      client = next;
      return next;
    })());

  return {
    async notify(channel, payload = '') {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, handler) {
      const known = handlers.get(channel);
      handlers.set(channel, [...(known ?? []), handler]);
      const listening = client ?? (await connect());
      if (!known && listening === client) await listening.query(`listen ${pg.escapeIdentifier(channel)}`);
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/** The embedded database lives in this process: its own LISTEN/NOTIFY reaches every listener. */
export function pgliteBroadcast(client: {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
  query(sql: string, params?: unknown[]): Promise<unknown>;
}): Broadcast {
  return {
    async notify(channel, payload = '') {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, handler) {
      await client.listen(channel, handler);
    },
    async close() {},
  };
}
