/** npm run create-seller -- <email> [password] [--role owner|manager|warehouse|accountant|editor]
 * Adds a staff member, an owner unless --role names another role (issue 35), or resets the
 * password (and sets the role, when given) of one with that e-mail. Without a password, a random
 * one is generated and printed once. */
import { randomBytes } from 'node:crypto';
import { email as emailSchema } from '../domain/shared/schemas.ts';
import { isRole, ROLES } from '../domain/staff/permissions.ts';
import { openShopDatabase } from './lib/shop-database.ts';
import { upsertSeller } from '../server/services/accounts/accounts.ts';
import { staffPasswordProblem } from '../server/services/staff/password-policy.ts';

const args = process.argv.slice(2);
const roleAt = args.indexOf('--role');
const role = roleAt >= 0 ? args[roleAt + 1] : undefined;
if (roleAt >= 0) args.splice(roleAt, 2);
const [rawEmail, givenPassword] = args;
const parsed = emailSchema.safeParse(rawEmail ?? '');
if (!parsed.success || (role !== undefined && !isRole(role))) {
  console.error(`İstifadə: npm run create-seller -- <e-poçt> [şifrə] [--role ${ROLES.join('|')}]`);
  process.exit(1);
}
// the same rule as an invitation's (issue 40 item 4): long, not common, not a repeated or sequential run
const problem = givenPassword === undefined ? null : staffPasswordProblem(givenPassword);
if (problem) {
  console.error(problem);
  process.exit(1);
}
const database = await openShopDatabase();
const password = givenPassword ?? randomBytes(9).toString('base64url');
await upsertSeller(database.db, parsed.data, password, isRole(role) ? role : undefined);
await database.close();
console.log(`Satıcı hazırdır: ${parsed.data}${role ? ` (${role})` : ''}`);
if (!givenPassword) console.log(`Şifrə (yalnız bir dəfə göstərilir): ${password}`);
