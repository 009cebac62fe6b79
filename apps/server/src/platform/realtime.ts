import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';

/** The Postgres channel that carries every user's realtime messages. */
export const REALTIME_CHANNEL = 'trailpost_realtime';

/** What travels on the channel: the user it is for and what to hand them. */
export interface RealtimeMessage {
  user_id: string;
  event: string;
  data: unknown;
}

type Listener = (message: RealtimeMessage) => void;

/**
 * Fans realtime messages out to this process's open streams. Messages are raised with
 * pg_notify inside the transaction of the change (so they leave only if it commits) and
 * every API process LISTENs, so a stream gets its messages whichever process raised them.
 * On PostgreSQL one dedicated connection listens and reconnects after a failure; on the
 * embedded database PGlite's own listen is used.
 */
export function createRealtimeHub(database: Database, log: FastifyBaseLogger) {
  const listeners = new Map<string, Set<Listener>>();
  /** Open streams, so shutting down can end them instead of waiting on them. */
  const streams = new Set<() => void>();
  let started: Promise<void> | null = null;
  let stop: (() => Promise<void>) | null = null;
  let closed = false;

  function deliver(payload: string | undefined) {
    if (!payload) return;
    let message: RealtimeMessage;
    try {
      message = JSON.parse(payload) as RealtimeMessage;
    } catch {
      return;
    }
    for (const listener of listeners.get(message.user_id) ?? []) listener(message);
  }

  async function listenOnPostgres(pool: pg.Pool): Promise<void> {
    const client = new pg.Client(pool.options);
    client.on('notification', (notice) => deliver(notice.payload));
    client.on('error', (error) => {
      log.warn({ err: error }, 'realtime connection lost; reconnecting');
      started = null;
      setTimeout(() => {
        if (!closed && listeners.size) void ensureStarted();
      }, 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${REALTIME_CHANNEL}`);
    stop = async () => {
      await client.end().catch(() => undefined);
    };
  }

  function ensureStarted(): Promise<void> {
    if (started) return started;
    started = (async () => {
      if (database.pool) await listenOnPostgres(database.pool);
      else if (database.pglite) {
        const unlisten = await database.pglite.listen(REALTIME_CHANNEL, deliver);
        stop = unlisten;
      }
    })().catch((error: unknown) => {
      started = null;
      throw error;
    });
    return started;
  }

  return {
    /** Starts listening if needed; the returned function ends this subscription. */
    async subscribe(userId: string, listener: Listener): Promise<() => void> {
      await ensureStarted();
      const set = listeners.get(userId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(userId);
      };
    },
    /** Registers an open stream's end; returns the function that forgets it. */
    track(end: () => void): () => void {
      streams.add(end);
      return () => streams.delete(end);
    },
    /** Ends every open stream (before the server closes, which would otherwise wait for them). */
    endStreams(): void {
      for (const end of [...streams]) end();
    },
    async close(): Promise<void> {
      closed = true;
      listeners.clear();
      await stop?.();
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
