/** A button that asks first, in an accessible modal (native <dialog>:
 * focus stays inside, Escape closes, the page behind is inert). */
import { useId, useRef, useState, type RefObject } from 'react';
import { Button } from '../shared/ui';
import { useText } from '../../lib/text';

type Props = {
  label: string;
  /** the accessible name when the visible label alone is ambiguous in a list */
  ariaLabel?: string;
  question: string;
  confirmLabel?: string;
  onConfirm: () => Promise<unknown>;
  className?: string;
};

export const dangerButton =
  'rounded-md border border-red-200 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50';

/** A modal question's state: the dialog, its title's id, and the confirm step that closes it however it ends. */
export function useConfirmDialog(onConfirm: () => Promise<unknown>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      dialog.current?.close();
    }
  }
  return { dialog, busy, titleId, confirm };
}

/** Cancel and confirm, the confirm locked while its action runs (and while `disabled`). */
export function DialogActions({
  dialog,
  busy,
  disabled = false,
  confirmLabel,
  onConfirm,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  busy: boolean;
  disabled?: boolean;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const { SELLER_TEXT } = useText();
  return (
    <div className="mt-6 flex justify-end gap-3">
      <button
        type="button"
        autoFocus
        className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50"
        onClick={() => dialog.current?.close()}
      >
        {SELLER_TEXT.cancel}
      </button>
      <Button type="button" disabled={disabled || busy} variant="panel-danger" onClick={onConfirm}>
        {busy ? SELLER_TEXT.loading : confirmLabel}
      </Button>
    </div>
  );
}

export function ConfirmButton({
  label,
  ariaLabel,
  question,
  confirmLabel,
  onConfirm,
  className = dangerButton,
}: Props) {
  const { SELLER_TEXT } = useText();
  const { dialog, busy, titleId, confirm } = useConfirmDialog(onConfirm);

  return (
    <>
      <button type="button" className={className} aria-label={ariaLabel} onClick={() => dialog.current?.showModal()}>
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-slate-800 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {question}
        </h2>
        <DialogActions
          dialog={dialog}
          busy={busy}
          confirmLabel={confirmLabel ?? SELLER_TEXT.delete}
          onConfirm={confirm}
        />
      </dialog>
    </>
  );
}
