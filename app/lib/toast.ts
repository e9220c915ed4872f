/** react-hot-toast, fetched after hydration instead of in every page's
 * first-load JavaScript (decision 0020): a toast only follows something the
 * visitor did, and by then the library is there. A toast raised before that
 * waits in the library's store and shows once the <ToastHost> has mounted. */
import { NOTICE_MS, SUCCESS_NOTICE_MS } from '../../domain/shared/limits';

type Toast = typeof import('react-hot-toast').default;

/** Durations by kind (docs/architecture.md §Constants); loading has none, so it stays until dismissed. */
export const NOTICE_OPTIONS = {
  blank: { duration: NOTICE_MS },
  error: { duration: NOTICE_MS },
  custom: { duration: NOTICE_MS },
  success: { duration: SUCCESS_NOTICE_MS },
} as const;

let loading: Promise<Toast> | null = null;
export const loadToast = (): Promise<Toast> => (loading ??= import('react-hot-toast').then((m) => m.default));

export const toast = {
  success: (...args: Parameters<Toast['success']>) => void loadToast().then((t) => t.success(...args)),
  error: (...args: Parameters<Toast['error']>) => void loadToast().then((t) => t.error(...args)),
  dismiss: (...args: Parameters<Toast['dismiss']>) => void loadToast().then((t) => t.dismiss(...args)),
};
