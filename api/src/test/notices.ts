import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

const MARKER_CHANNEL = 'test_marker';

/**
 * Resolves once every listener on `connection` has been handed each notice committed before the
 * call. On PostgreSQL a notice reaches a listening connection some time after its commit (on a busy
 * machine, hundreds of milliseconds), so no fixed wait is enough. Notices reach a connection in
 * commit order, so once a marker sent now comes back on it, the notices before it have been handled.
 */
export async function heardUpToNow(connection: Database): Promise<void> {
  const marker = randomUUID();
  let heard = () => {};
  const markerHeard = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const stop = await connection.listen(
    MARKER_CHANNEL,
    (payload) => payload === marker && heard(),
    () => {},
  );
  try {
    await connection.db.execute(sql`select pg_notify(${MARKER_CHANNEL}, ${marker})`);
    await markerHeard;
  } finally {
    await stop();
  }
}
