/** npm run create-seller -- <email> [password]
 * Adds a seller (or resets the password of one with that e-mail). Without a
 * password, a random one is generated and printed once. */
import { randomBytes } from 'node:crypto';
import { email as emailSchema } from '../domain/schemas.ts';
import { openShopDatabase } from './lib/shop-database.ts';
import { upsertSeller } from '../server/services/accounts.ts';

const [rawEmail, givenPassword] = process.argv.slice(2);
const parsed = emailSchema.safeParse(rawEmail ?? '');
if (!parsed.success) {
  console.error('İstifadə: npm run create-seller -- <e-poçt> [şifrə]');
  process.exit(1);
}
if (givenPassword !== undefined && givenPassword.length < 8) {
  console.error('Şifrə ən azı 8 simvol olmalıdır.');
  process.exit(1);
}
const database = await openShopDatabase();
const password = givenPassword ?? randomBytes(9).toString('base64url');
await upsertSeller(database.db, parsed.data, password);
await database.close();
console.log(`Satıcı hazırdır: ${parsed.data}`);
if (!givenPassword) console.log(`Şifrə (yalnız bir dəfə göstərilir): ${password}`);
