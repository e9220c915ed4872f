/** One's own two-factor sign-in on /seller/account (issue 35 item 4, decision 0101): whether it is
 * on and required, the set-up (the QR code and the secret as text, confirmed by a code), the ten
 * recovery codes shown once, and switching it off with a code. */
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { formatDateTime } from '../../../../domain/shared/format';
import { useText } from '../../../lib/text';
import { RECOVERY_CODE_COUNT, showRecoveryCode } from '../../../../domain/staff/two-factor';
import { api } from '../../../lib/api';
import { notify } from '../notify';
import { TextInput } from '../seller-fields';
import { Button } from '../../shared/ui';

export type TwoFactorView = { enabled: boolean; required: boolean; dueAt: string | null; recoveryLeft: number };
type Setup = { secret: string; qr: string };

function CodeForm({
  label,
  submit,
  onDone,
}: {
  label: string;
  submit: string;
  onDone: (code: string) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    await onDone(String(new FormData(event.currentTarget).get('code') ?? ''));
    setBusy(false);
  }
  return (
    <form onSubmit={send} className="flex flex-wrap items-end gap-3">
      <div className="w-56">
        <TextInput label={label} name="code" inputMode="text" autoComplete="one-time-code" required maxLength={20} />
      </div>
      <Button type="submit" variant="panel" disabled={busy}>
        {submit}
      </Button>
    </form>
  );
}

function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { TWO_FACTOR_TEXT: T } = useText();
  return (
    <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 className="font-semibold">{T.recoveryTitle}</h3>
      <p className="text-sm text-slate-700">{T.recoveryHint(RECOVERY_CODE_COUNT)}</p>
      <ol aria-label={T.recoveryTitle} className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
        {codes.map((c) => (
          <li key={c} className="rounded bg-white px-2 py-1 text-center">
            {showRecoveryCode(c)}
          </li>
        ))}
      </ol>
      <Button type="button" variant="panel" onClick={onSaved}>
        {T.recoverySaved}
      </Button>
    </div>
  );
}

export function TwoFactorSetup({ state }: { state: TwoFactorView }) {
  const { TWO_FACTOR_TEXT: T } = useText();
  const revalidator = useRevalidator();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  async function start() {
    const result = await api<Setup>('/staff/two-factor/setup', { method: 'POST' });
    if (result.success) setSetup({ secret: result.secret, qr: result.qr });
    else notify(result, '');
  }
  async function confirm(code: string) {
    const result = await api<{ recoveryCodes: string[] }>('/staff/two-factor/enable', { json: { code } });
    if (!notify(result, T.enabled)) return;
    setSetup(null);
    setCodes(result.recoveryCodes);
  }
  async function disable(code: string) {
    if (notify(await api('/staff/two-factor/disable', { json: { code } }), T.disabled)) await revalidator.revalidate();
  }

  return (
    <section aria-labelledby="two-factor-title" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="two-factor-title" className="text-lg font-semibold">
        {T.title}
      </h2>
      <p className="text-sm">{state.enabled || codes ? T.isOn : T.isOff}</p>
      {!state.enabled && state.required && !codes && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {T.required} {state.dueAt && T.graceUntil(formatDateTime(state.dueAt))}
        </p>
      )}
      {codes && (
        <RecoveryCodes codes={codes} onSaved={() => void revalidator.revalidate().then(() => setCodes(null))} />
      )}
      {state.enabled && !codes && (
        <>
          <p className="text-sm text-slate-600">{T.recoveryLeft(state.recoveryLeft)}</p>
          <h3 className="font-semibold">{T.disableTitle}</h3>
          <p className="text-sm text-slate-600">{T.disableHint}</p>
          <CodeForm label={T.codeOrRecovery} submit={T.disable} onDone={disable} />
        </>
      )}
      {!state.enabled && !codes && !setup && (
        <Button type="button" variant="panel" onClick={start}>
          {T.start}
        </Button>
      )}
      {setup && (
        <div className="grid gap-4 md:grid-cols-[auto_1fr] md:items-start">
          <img src={setup.qr} alt={T.qrAlt} width={192} height={192} className="rounded border border-slate-200" />
          <div className="min-w-0 space-y-3">
            <p className="text-sm text-slate-700">{T.scan}</p>
            <p className="text-sm font-medium">{T.secret}</p>
            <code className="block rounded bg-slate-100 p-2 font-mono text-sm [overflow-wrap:anywhere]">
              {setup.secret}
            </code>
            <CodeForm label={T.code} submit={T.confirm} onDone={confirm} />
          </div>
        </div>
      )}
    </section>
  );
}
