import type { Database } from './client';

/** A database for apps that never reach it (tests, the OpenAPI document); any query fails loudly. */
export function unusedDatabase(): Database {
  const fail = () => Promise.reject(new Error('This app was not given a database'));
  return {
    db: new Proxy({} as Database['db'], {
      get: () => {
        throw new Error('This app was not given a database');
      },
    }),
    driver: 'pglite',
    migrate: fail,
    ping: fail,
    alone: fail,
    // Apps that never read the catalogue still start their cache's listener.
    listen: () => Promise.resolve(() => Promise.resolve()),
    queueConnection: null,
    close: () => Promise.resolve(),
  };
}
