import type { Db } from './client.js';

/**
 * One value per database handle, made on first use: a process holds one, tests hold many (a
 * database per file), and a value must never leak from one to another.
 */
export function perDatabase<T>(create: () => T): (db: Db) => T {
  const values = new WeakMap<Db, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = create();
      values.set(db, value);
    }
    return value;
  };
}
