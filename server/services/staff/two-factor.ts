/** A staff member's two-factor sign-in (issue 35 item 4, decision 0101): set-up with a new secret,
 * confirmed by a code (then ten recovery codes, shown once), the check of a code at sign-in (a
 * TOTP code is taken once: the step accepted is kept), switching it off, and the owner's policy. */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { isTotpCode, normalizeCode, twoFactorDue, twoFactorRequired } from '../../../domain/staff/two-factor.ts';
import type { Db } from '../../db/client.ts';
import { sellers, staffPolicy, staffRecoveryCodes } from '../../db/schema.ts';
import { badRequest, conflict } from '../shared/errors.ts';
import { newRecoveryCodes, recoveryCodesLeft, storeRecoveryCodes, useRecoveryCode } from './recovery-codes.ts';
import { newTotpSecret, totpEnrolment, totpStep } from './totp.ts';

const { TWO_FACTOR_TEXT } = textsIn('az');

const newKey = () => randomBytes(32).toString('base64url');

async function memberRow(db: Db, id: string) {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, id));
  return row;
}

export async function getPolicy(db: Db): Promise<{ forAllSince: Date | null }> {
  const [row] = await db.select().from(staffPolicy).limit(1);
  return { forAllSince: row?.twoFactorForAll ? row.since : null };
}

/** The owner's "required for all staff"; answers whether it changed. */
export async function setPolicy(db: Db, forAll: boolean): Promise<boolean> {
  const before = (await getPolicy(db)).forAllSince != null;
  if (before === forAll) return false;
  await db
    .insert(staffPolicy)
    .values({ id: 1, twoFactorForAll: forAll, since: new Date() })
    .onConflictDoUpdate({ target: staffPolicy.id, set: { twoFactorForAll: forAll, since: new Date() } });
  return true;
}

export type TwoFactorStatus = { enabled: boolean; required: boolean; dueAt: string | null; recoveryLeft: number };

export async function twoFactorStatus(db: Db, id: string): Promise<TwoFactorStatus> {
  const [row, policy] = await Promise.all([memberRow(db, id), getPolicy(db)]);
  const state = { role: row.role, enrolled: Boolean(row.totpEnabledAt), createdAt: row.createdAt, ...policy };
  return {
    enabled: state.enrolled,
    required: twoFactorRequired(state),
    dueAt: twoFactorDue(state)?.toISOString() ?? null,
    recoveryLeft: state.enrolled ? await recoveryCodesLeft(db, id) : 0,
  };
}

/** A new secret for the member to scan; it is used only once a code of it is confirmed. */
export async function startSetup(db: Db, id: string) {
  const row = await memberRow(db, id);
  if (row.totpEnabledAt) throw conflict(TWO_FACTOR_TEXT.alreadyEnabled);
  const secret = newTotpSecret();
  await db.update(sellers).set({ totpSecret: secret, totpLastStep: null }).where(eq(sellers.id, id));
  return { secret, ...(await totpEnrolment(secret, row.email)) };
}

/** Confirms the set-up with a code of the new secret; answers the recovery codes (null: wrong code). */
export async function enableTwoFactor(db: Db, id: string, code: string): Promise<string[] | null> {
  const row = await memberRow(db, id);
  if (row.totpEnabledAt) throw conflict(TWO_FACTOR_TEXT.alreadyEnabled);
  if (!row.totpSecret) throw badRequest(TWO_FACTOR_TEXT.noSetup);
  const step = isTotpCode(normalizeCode(code)) ? totpStep(row.totpSecret, normalizeCode(code), null) : null;
  if (step == null) return null;
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx
      .update(sellers)
      .set({ totpEnabledAt: new Date(), totpLastStep: step, rememberKey: newKey() })
      .where(eq(sellers.id, id));
    await storeRecoveryCodes(tx, id, codes);
  });
  return codes;
}

/** Checks a sign-in's code: a TOTP code not used before, or an unused recovery code (used up). */
export async function checkCode(db: Db, id: string, typed: string): Promise<'totp' | 'recovery' | null> {
  const code = normalizeCode(typed ?? '');
  if (!isTotpCode(code)) return (await useRecoveryCode(db, id, code)) ? 'recovery' : null;
  const row = await memberRow(db, id);
  if (!row?.totpEnabledAt || !row.totpSecret) return null;
  const step = totpStep(row.totpSecret, code, row.totpLastStep);
  if (step == null) return null;
  // taken once: a second request with the same code finds the step already kept
  const taken = await db
    .update(sellers)
    .set({ totpLastStep: step })
    .where(and(eq(sellers.id, id), or(isNull(sellers.totpLastStep), lt(sellers.totpLastStep, step))))
    .returning({ id: sellers.id });
  return taken.length ? 'totp' : null;
}

/** What the sign-in needs to know: whether a code is asked, and the key of remembered devices. */
export async function signInFactors(db: Db, id: string): Promise<{ enabled: boolean; rememberKey: string | null }> {
  const row = await memberRow(db, id);
  return { enabled: Boolean(row?.totpEnabledAt), rememberKey: row?.rememberKey ?? null };
}

/** Switches two-factor off (after the caller checked a code): secret, recovery codes and
 * remembered devices go. */
export async function disableTwoFactor(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(sellers)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, rememberKey: null })
      .where(eq(sellers.id, id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.sellerId, id));
  });
}

/** Every device that remembers the member forgets them (their sessions were ended). */
export async function forgetDevices(db: Pick<Db, 'update'>, id: string): Promise<void> {
  await db.update(sellers).set({ rememberKey: newKey() }).where(eq(sellers.id, id));
}
