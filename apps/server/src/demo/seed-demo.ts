import { and, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase, toNumber } from '../db/client.js';
import { EmbeddedDatabaseInUse } from '../db/embedded-lock.js';
import { migrate } from '../db/migrate.js';
import { shipments } from '../db/schema/index.js';
import { findUserByEmail } from '../modules/accounts/index.js';
import { listCouriers } from '../modules/couriers/index.js';
import { insertDemoShipments } from '../modules/shipments/index.js';
import { DEMO_SOURCE } from '../tracking/index.js';
import { demoShipments } from './demo-shipments.js';

/**
 * `npm run seed:demo -- --email merchant@example.com`: fills that merchant's account with about
 * 3,000 shipments of the last 13 months, on the database the product itself uses (DATABASE_URL,
 * or the embedded one in DATA_DIR). It refuses an account that already has demo shipments.
 */
const COUNT = 3000;

function emailArgument(argv: string[]): string | null {
  const index = argv.indexOf('--email');
  return index >= 0 ? (argv[index + 1]?.trim().toLowerCase() ?? null) : null;
}

async function main(): Promise<number> {
  const email = emailArgument(process.argv);
  if (!email) {
    console.error('Usage: npm run seed:demo -- --email <merchant e-mail>');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const db = database.db;
    const user = await findUserByEmail(db, email);
    if (!user || user.userType !== 'user') {
      console.error(`No merchant account uses ${email}: sign up first, then run this again.`);
      return 1;
    }
    const [existing] = await db
      .select({ n: sql<string>`count(*)` })
      .from(shipments)
      .where(and(eq(shipments.tenantId, user.tenantId), eq(shipments.source, DEMO_SOURCE)));
    if (toNumber(existing?.n) > 0) {
      console.log(`${email} already has demo shipments; nothing was added.`);
      return 0;
    }
    const rows = demoShipments({ count: COUNT, now: Date.now(), couriers: listCouriers().map((courier) => courier.slug) });
    await insertDemoShipments(db, user.tenantId, rows);
    console.log(`Added ${rows.length} demo shipments to ${email}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EmbeddedDatabaseInUse ? error.message : error);
    process.exit(1);
  },
);
