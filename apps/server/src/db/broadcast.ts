import pg from 'pg';

/**
 * PostgreSQL's LISTEN/NOTIFY, to tell every server of a deployment that something changed (a
 * session revoked, say). Notifications go to listeners on every connection of the database,
 * this server's included. A dropped listening connection is opened again; what was sent while
 * it was down is lost, so listeners must only ever clear caches, never carry data.
 *
 * A server hears of its own changes before it goes on: each of its pool's connections listens
 * too, and PostgreSQL sends a session the notifications of its own transaction as that
 * transaction commits, before the commit's answer; the listening connection hears every other.
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
  const hear = (message: pg.Notification) => {
    for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
  };

  // Each pool connection, the first time it is taken, listens on every channel before its
  // user's first query (a client runs its queries in order); one that joined later ones too. It
  // passes on only its own transactions' notifications, and the listening connection every
  // other one, so each is heard once.
  const listeningPooled = new Map<number, Set<string>>();
  pool.on('acquire', (pooled) => {
    const pid = (pooled as pg.PoolClient & { processID: number }).processID;
    let channels = listeningPooled.get(pid);
    if (!channels) {
      channels = new Set();
      listeningPooled.set(pid, channels);
      pooled.on('notification', (message) => {
        if (message.processId === pid) hear(message);
      });
      pooled.once('end', () => listeningPooled.delete(pid));
    }
    for (const channel of handlers.keys()) {
      if (channels.has(channel)) continue;
      channels.add(channel);
      pooled.query(`listen ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    }
  });
  const fromElsewhere = (message: pg.Notification) => {
    if (!listeningPooled.get(message.processId)?.has(message.channel)) hear(message);
  };

  const connect = () =>
    (connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', fromElsewhere);
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
