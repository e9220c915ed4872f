/** One-time recovery codes (decision 0101): ten random codes of 50 bits each, shown once; only
 * their SHA-256 (salted with the member's id) is kept. A code is used by marking its row, in one
 * statement that succeeds once: the second use finds no unused row. */
import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { isRecoveryCode, RECOVERY_CODE_COUNT } from '../../../domain/staff/two-factor.ts';
import type { Db } from '../../db/client.ts';
import { staffRecoveryCodes } from '../../db/schema.ts';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford's base 32: no I, L, O, U
const hashCode = (sellerId: string, code: string) => createHash('sha256').update(`${sellerId}:${code}`).digest('hex');

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
}

/** Replaces the member's codes with `codes` (inside the caller's transaction). */
export async function storeRecoveryCodes(db: Pick<Db, 'delete' | 'insert'>, sellerId: string, codes: string[]) {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.sellerId, sellerId));
  await db.insert(staffRecoveryCodes).values(codes.map((c) => ({ sellerId, codeHash: hashCode(sellerId, c) })));
}

/** Uses `code` if it is one of the member's unused codes: true once, false ever after. */
export async function useRecoveryCode(db: Db, sellerId: string, code: string): Promise<boolean> {
  if (!isRecoveryCode(code)) return false;
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.sellerId, sellerId),
        eq(staffRecoveryCodes.codeHash, hashCode(sellerId, code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: staffRecoveryCodes.codeHash });
  return used.length === 1;
}

export async function recoveryCodesLeft(db: Db, sellerId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.sellerId, sellerId), isNull(staffRecoveryCodes.usedAt)));
  return n;
}
