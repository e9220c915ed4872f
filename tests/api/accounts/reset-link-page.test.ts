/** The reset page's loader (route level, decision 0034): the page checks the link on its first
 * view, so a used, expired or unknown token shows the refusal before any password is typed.
 * The whole page in a browser, with its cache headers: tests/e2e/storefront/password-reset.spec.ts. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loader } from '../../../app/routes/reset-password.tsx';
import { passwordResetTokens } from '../../../server/db/schema.ts';
import { isPublicPage } from '../../../server/page-cache.ts';
import { createServices } from '../../../server/services/index.ts';
import { createPasswordReset, resetPassword } from '../../../server/services/accounts/password-reset.ts';
import { useTestApp } from '../../helpers/app.ts';

const t = useTestApp();

async function open(token: string) {
  const url = `https://vetaqro.test/reset-password?token=${token}`;
  const context = { services: createServices(t.db) } as never;
  const data = await loader({ request: new Request(url), context, params: {} } as never);
  return { showsForm: data.token !== '', public: isPublicPage(new URL(url).pathname + new URL(url).search) };
}

describe('a reset link opened again', () => {
  it('shows the form while the link is valid and the refusal once it has been used; never a public page', async () => {
    const customer = await t.registerCustomer();
    const link = (await createPasswordReset(t.db, customer.email))!;
    expect(await open(link.token)).toEqual({ showsForm: true, public: false });
    expect(await open(link.token)).toEqual({ showsForm: true, public: false }); // looking twice uses nothing
    await resetPassword(t.db, link.token, 'Yeni-parol-456');
    expect(await open(link.token)).toEqual({ showsForm: false, public: false });
  });

  it('shows the refusal for an expired or unknown token', async () => {
    const customer = await t.registerCustomer();
    const link = (await createPasswordReset(t.db, customer.email))!;
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, customer.user._id));
    expect((await open(link.token)).showsForm).toBe(false);
    expect((await open('x'.repeat(43))).showsForm).toBe(false);
    expect((await open('qisa')).showsForm).toBe(false);
  });
});
