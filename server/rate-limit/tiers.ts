/** The rate-limit tiers (docs/architecture.md §API, §Scale; decision 0012). A route opts in with
 * one line: `config: rateTier('login')`; any other /api call counts against
 * the general `api` tier. Tiers count per caller: an anonymous request per
 * client address, a signed-in customer's per account and address, a signed-in
 * seller's per seller account (`sellerMax`: a person at work). The tiers
 * before a sign-in (`byAddress`) count per address whoever asks. Generous
 * where one mobile-network address carries many customers, tight where
 * guessing or abuse pays. */
export const RATE_TIERS = {
  /** Every /api call without a tier of its own. */
  api: { max: 600, sellerMax: 3000, windowMs: 60_000 },
  /** Customer and seller logins together: credential stuffing across e-mails. */
  login: { max: 30, windowMs: 60_000, byAddress: true },
  register: { max: 20, windowMs: 60 * 60_000, byAddress: true },
  // many customers can share one mobile-carrier address at a peak; each order also needs a session
  order: { max: 60, windowMs: 60_000 },
  upload: { max: 60, sellerMax: 600, windowMs: 60_000 },
  /** The catalogue's import, confirmation and export (issue 24): each reads or writes the whole catalogue. */
  catalogIo: { max: 10, sellerMax: 30, windowMs: 60_000 },
  /** For the password-reset request (issue 11): each one sends a mail. */
  passwordReset: { max: 5, windowMs: 15 * 60_000, byAddress: true },
} as const satisfies Record<string, { max: number; sellerMax?: number; windowMs: number; byAddress?: true }>;

export type RateTier = keyof typeof RATE_TIERS;

declare module 'fastify' {
  interface FastifyContextConfig {
    rateTier?: RateTier;
  }
}

/** A route's opt-in: `app.post('/login', { config: rateTier('login'), ... })`. */
export const rateTier = (tier: RateTier): { rateTier: RateTier } => ({ rateTier: tier });

/** Failed logins per account and client address (see docs/decisions/0012). */
export const LOGIN_FAILURES = { max: 5, windowMs: 15 * 60_000 } as const;
