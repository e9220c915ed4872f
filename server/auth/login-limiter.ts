/** Repeated failed logins for one e-mail are refused for a while (DESIGN §4).
 * Keyed by e-mail, not by IP: customers often share an office or mobile
 * network address. Kept in memory: see docs/decisions/0003-login-limiter.md. */
const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;

type Entry = { failures: number; firstAt: number };

export class LoginLimiter {
  private entries = new Map<string, Entry>();

  constructor(
    private maxFailures = MAX_FAILURES,
    private windowMs = WINDOW_MS,
  ) {}

  isBlocked(key: string, now = Date.now()): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (now - entry.firstAt > this.windowMs) {
      this.entries.delete(key);
      return false;
    }
    return entry.failures >= this.maxFailures;
  }

  recordFailure(key: string, now = Date.now()): void {
    const entry = this.entries.get(key);
    if (!entry || now - entry.firstAt > this.windowMs) this.entries.set(key, { failures: 1, firstAt: now });
    else entry.failures += 1;
    if (this.entries.size > 100_000) this.entries.clear(); // a flood of distinct e-mails must not exhaust memory
  }

  recordSuccess(key: string): void {
    this.entries.delete(key);
  }
}
