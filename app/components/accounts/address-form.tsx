/** The delivery-address form of /add-address and /account/address/{id}. It
 * posts to its route's action (so it works without JavaScript); once hydrated
 * it checks the fields first and says which are missing and which are wrong. */
import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { Form, useNavigation } from 'react-router';
import { addressSchema } from '../../../domain/shared/schemas';
import type { AddressFields } from '../../../domain/shared/types';
import { SELECT_ADDRESS } from '../../lib/notices';
import { Field, focusFirstInvalid } from '../shared/storefront-field';
import { useFieldErrors } from '../../lib/form-messages';
import { PlaceFields } from '../delivery/place-fields';
import { Container, PageTitle } from '../shared/page-heading';
import { Banner, Button } from '../shared/ui';
import { useText } from '../../lib/text';
import type { Texts } from '../../../domain/i18n/catalogues';

type FieldName = keyof Texts['CART_UI']['addressFields'];
const FIELDS: { name: FieldName; type?: string; autoComplete: string; required?: boolean; wide?: boolean }[] = [
  { name: 'firstName', autoComplete: 'given-name', required: true },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'street', autoComplete: 'address-line1', wide: true }, // street-address is for a textarea only (Nu Html Checker)
  { name: 'zipCode', autoComplete: 'postal-code' },
  { name: 'country', autoComplete: 'country-name' },
];

type Props = {
  defaults: Partial<AddressFields>;
  /** From the action, when the form was posted without JavaScript (or the server refused it). */
  serverErrors?: Record<string, string>;
  serverMessage?: string;
  submitLabel: string;
};

export function AddressForm({ defaults, serverErrors, serverMessage, submitLabel }: Props) {
  const { ACCOUNT, CART_UI, UI } = useText();
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors ?? {});
  const fieldErrors = useFieldErrors();
  const busy = useNavigation().state === 'submitting';

  function check(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const parsed = addressSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      event.preventDefault();
      setErrors(fieldErrors(parsed.error.issues));
      return focusFirstInvalid(form);
    }
    setErrors({});
    toast.dismiss(SELECT_ADDRESS);
  }

  const shown = { ...serverErrors, ...errors };
  return (
    <Form
      method="post"
      onSubmit={check}
      noValidate
      className="grid gap-4 rounded-2xl border border-slate-200 p-5 sm:grid-cols-2 sm:p-6"
    >
      <p className="text-sm text-slate-600 sm:col-span-2">{ACCOUNT.requiredNote}</p>
      {FIELDS.map((f) => [
        f.name === 'zipCode' && (
          <PlaceFields key="place" city={defaults.city} district={defaults.state} errors={shown} />
        ),
        <Field
          key={f.name}
          id={`address-${f.name}`}
          name={f.name}
          type={f.type ?? 'text'}
          label={CART_UI.addressFields[f.name]}
          autoComplete={f.autoComplete}
          required={f.required}
          inputMode={f.name === 'phone' ? 'tel' : undefined}
          defaultValue={defaults[f.name]}
          error={shown[f.name]}
          className={f.wide ? 'sm:col-span-2' : ''}
        />,
      ])}
      {serverMessage && <Banner className="sm:col-span-2">{serverMessage}</Banner>}
      <Button type="submit" disabled={busy} variant="primary" className="h-12 sm:col-span-2">
        {busy ? UI.sending : submitLabel}
      </Button>
    </Form>
  );
}

/** A new address starts with the customer's name and e-mail, in Azərbaycan (named in the page's language). */
export function newAddressDefaults(user: { name: string; email: string }, country: string): Partial<AddressFields> {
  const [firstName = '', ...rest] = user.name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' '), email: user.email, country };
}

/** The add and edit address pages: the form, filled again with what was sent when the action refused it. */
export function AddressFormPage({
  title,
  defaults,
  actionData,
}: {
  title: string;
  defaults: Partial<AddressFields>;
  actionData?: { ok: boolean };
}) {
  const { CART_UI } = useText();
  const failed =
    actionData && !actionData.ok
      ? (actionData as { message?: string; errors?: Record<string, string>; values?: Record<string, string> })
      : undefined;
  return (
    <Container className="max-w-2xl">
      <PageTitle>{title}</PageTitle>
      <AddressForm
        key={JSON.stringify(failed ?? {})}
        defaults={failed?.values ?? defaults}
        serverErrors={failed?.errors}
        serverMessage={failed?.message}
        submitLabel={CART_UI.saveAddress}
      />
    </Container>
  );
}
