/** The notices of docs/architecture.md §Constants, as react-hot-toast resolves them with the shop's options
 * (app/lib/toast.ts): durations by kind, loading until dismissed, at most 20. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import toast, { useToaster, type Toast } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTICE_OPTIONS } from '../../../app/lib/toast.ts';
import { MAX_NOTICES, NOTICE_MS, SUCCESS_NOTICE_MS } from '../../../domain/shared/limits.ts';

/** The toasts as the shop's <Toaster> would show them now. */
function shown(): Toast[] {
  let toasts: Toast[] = [];
  function Probe() {
    toasts = useToaster(NOTICE_OPTIONS).toasts;
    return null;
  }
  renderToString(createElement(Probe));
  return toasts;
}

afterEach(() => toast.remove());

describe('notices', () => {
  it('last 4000 ms for blank, error and custom, 2000 ms for success; loading stays until dismissed', () => {
    toast('blank');
    toast.error('error');
    toast.custom('custom');
    toast.success('success');
    toast.loading('loading');
    const duration = Object.fromEntries(shown().map((t) => [t.message, t.duration]));
    expect(duration).toEqual({
      blank: NOTICE_MS,
      error: NOTICE_MS,
      custom: NOTICE_MS,
      success: SUCCESS_NOTICE_MS,
      loading: Infinity,
    });
    expect([NOTICE_MS, SUCCESS_NOTICE_MS]).toEqual([4000, 2000]);
  });

  it('show at most 20 at once, the newest first', () => {
    for (let i = 1; i <= 25; i++) toast(`notice ${i}`);
    const toasts = shown();
    expect(MAX_NOTICES).toBe(20);
    expect(toasts).toHaveLength(MAX_NOTICES);
    expect(toasts[0].message).toBe('notice 25');
  });
});
