/** An on/off switch that shows the server's real answer: it moves at once,
 * and moves back when `onChange` reports a failure. */
import { useState } from 'react';

type Props = { checked: boolean; label: string; onChange: (next: boolean) => Promise<boolean> };

export function ServerSwitch({ checked, label, onChange }: Props) {
  const [value, setValue] = useState(checked);
  const [busy, setBusy] = useState(false);
  // follow the server's value when the list reloads (React's "adjust state on prop change")
  const [lastChecked, setLastChecked] = useState(checked);
  if (checked !== lastChecked) {
    setLastChecked(checked);
    setValue(checked);
  }

  async function toggle() {
    const next = !value;
    setValue(next);
    setBusy(true);
    const ok = await onChange(next);
    setBusy(false);
    if (!ok) setValue(!next);
  }

  return (
    <label className="relative inline-flex cursor-pointer items-center">
      {/* the input lies over the track (transparent), so a click on the switch is a click on it */}
      <input
        type="checkbox"
        role="switch"
        className="peer absolute inset-0 z-10 m-0 cursor-pointer opacity-0 disabled:cursor-wait"
        checked={value}
        disabled={busy}
        aria-label={label}
        onChange={toggle}
      />
      <span className="h-6 w-11 rounded-full bg-slate-300 transition-colors peer-checked:bg-primary peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500 peer-disabled:opacity-60" />
      <span className="absolute left-0.5 top-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5" />
    </label>
  );
}
