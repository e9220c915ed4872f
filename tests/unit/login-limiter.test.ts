/** server/auth/login-limiter.ts: failed logins per e-mail (DESIGN §4). */
import { describe, expect, it } from 'vitest';
import { LoginLimiter } from '../../server/auth/login-limiter.ts';

const WINDOW = 15 * 60 * 1000;

describe('LoginLimiter', () => {
  it('blocks a key after 5 failures, not before', () => {
    const limiter = new LoginLimiter();
    for (let i = 0; i < 4; i++) limiter.recordFailure('user:a@test.az', 1000);
    expect(limiter.isBlocked('user:a@test.az', 1000)).toBe(false);
    limiter.recordFailure('user:a@test.az', 1000);
    expect(limiter.isBlocked('user:a@test.az', 1000)).toBe(true);
  });

  it('keeps other keys free', () => {
    const limiter = new LoginLimiter(2, WINDOW);
    limiter.recordFailure('user:a@test.az', 0);
    limiter.recordFailure('user:a@test.az', 0);
    expect(limiter.isBlocked('user:b@test.az', 0)).toBe(false);
    expect(limiter.isBlocked('seller:a@test.az', 0)).toBe(false);
  });

  it('unblocks once the window has passed, and counts afresh', () => {
    const limiter = new LoginLimiter(2, WINDOW);
    limiter.recordFailure('k', 0);
    limiter.recordFailure('k', 10);
    expect(limiter.isBlocked('k', WINDOW)).toBe(true);
    expect(limiter.isBlocked('k', WINDOW + 1)).toBe(false);
    limiter.recordFailure('k', WINDOW + 2);
    expect(limiter.isBlocked('k', WINDOW + 3)).toBe(false);
  });

  it('forgets the failures after a success', () => {
    const limiter = new LoginLimiter(2, WINDOW);
    limiter.recordFailure('k', 0);
    limiter.recordSuccess('k');
    limiter.recordFailure('k', 1);
    expect(limiter.isBlocked('k', 2)).toBe(false);
  });

  it('a flood of distinct keys does not grow without bound', () => {
    const limiter = new LoginLimiter(1, WINDOW);
    for (let i = 0; i <= 100_001; i++) limiter.recordFailure(`k${i}`, 0);
    expect(limiter.isBlocked('k0', 0)).toBe(false);
  });
});
