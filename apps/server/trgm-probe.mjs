import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create({ extensions: { pg_trgm } });
await db.exec('create extension if not exists pg_trgm');
console.log((await db.query("select similarity('abc','abd') s, 'ABC123' ilike '%c12%' x")).rows);
const dump = await db.dumpDataDir('gzip');
const db2 = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
console.log((await db2.query("select 'abc' % 'abd' x")).rows);
