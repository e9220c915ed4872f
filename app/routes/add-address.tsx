import { useState, type FormEvent } from 'react';
import { toast } from '../lib/toast';
import { redirect, useNavigate } from 'react-router';
import { MSG } from '../../domain/messages';
import { addressSchema } from '../../domain/schemas';
import { PAGE, pageTitle } from '../../domain/storefront-pages';
import { UI } from '../../domain/storefront-text';
import type { Address } from '../../domain/types';
import { Field, fieldErrors, focusFirstInvalid } from '../components/field';
import { Container, PageTitle } from '../components/page-heading';
import { RouteError } from '../components/route-error';
import { api } from '../lib/api';
import { LOGIN_FOR_ADDRESS_URL, SELECT_ADDRESS } from '../lib/notices';
import { seo } from '../lib/seo';
import type { Route } from './+types/add-address';

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: pageTitle(PAGE.addAddress.title), description: PAGE.addAddress.description, noindex: true });
}

export function loader({ context }: Route.LoaderArgs) {
  if (!context.user) throw redirect(LOGIN_FOR_ADDRESS_URL);
  return null;
}

type FieldName = keyof typeof UI.addressFields;
const FIELDS: { name: FieldName; type?: string; autoComplete: string; required?: boolean; wide?: boolean }[] = [
  { name: 'firstName', autoComplete: 'given-name', required: true },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'street', autoComplete: 'street-address', wide: true },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'zipCode', autoComplete: 'postal-code' },
  { name: 'country', autoComplete: 'country-name' },
];

export default function AddAddress() {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = addressSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return focusFirstInvalid(form);
    }
    setErrors({});
    setBusy(true);
    const result = await api<{ address: Address }>('/address/add', { json: { address: parsed.data } });
    setBusy(false);
    if (!result.success) return void toast.error(result.message);
    toast.dismiss(SELECT_ADDRESS);
    toast.success(result.message ?? MSG.addressAdded);
    navigate('/cart');
  }

  return (
    <Container className="max-w-2xl">
      <PageTitle>{UI.addressTitle}</PageTitle>
      <form onSubmit={submit} noValidate className="grid gap-4 rounded-2xl border border-slate-200 p-5 sm:grid-cols-2 sm:p-6">
        {FIELDS.map((f) => (
          <Field
            key={f.name}
            id={`address-${f.name}`}
            name={f.name}
            type={f.type ?? 'text'}
            label={UI.addressFields[f.name]}
            autoComplete={f.autoComplete}
            required={f.required}
            inputMode={f.name === 'phone' ? 'tel' : undefined}
            error={errors[f.name]}
            className={f.wide ? 'sm:col-span-2' : ''}
          />
        ))}
        <button type="submit" disabled={busy} className="h-12 rounded-full bg-primary font-semibold text-white hover:bg-primary-dull disabled:opacity-60 sm:col-span-2">
          {busy ? UI.sending : UI.saveAddress}
        </button>
      </form>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
