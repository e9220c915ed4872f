/** Seeds the demo data in a child process of the shop: drawing and encoding
 * the demo pictures leaves ~250 MiB of native memory (sharp, fonts) behind,
 * which the server itself need not carry for the rest of its life. Prints the
 * counts as JSON on stdout. */
import { connect } from './client.ts';
import { seedDemo } from './seed.ts';

const { db, pool } = await connect(
  process.env.SEED_DATABASE_URL!,
  { info: () => {}, error: (m) => process.stderr.write(`${m}\n`) },
  2,
);
const counts = await seedDemo(db);
await pool.end();
process.stdout.write(JSON.stringify(counts));
