/** The saved addresses on /account: edit, make default, delete; each a plain
 * form posting to the route's action, so it works without JavaScript. */
import { Form } from 'react-router';
import { AppLink } from '../shared/app-link';
import type { Address } from '../../../domain/shared/types';
import { addressLine } from '../../lib/address';
import { useText } from '../../lib/text';

export function AccountAddresses({ addresses }: { addresses: Address[] }) {
  const { ACCOUNT, CART_UI } = useText();
  return (
    <>
      {addresses.length ? (
        <ul className="space-y-3">
          {addresses.map((a) => (
            <AddressRow key={a._id} address={a} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{ACCOUNT.noAddresses}</p>
      )}
      <AppLink to="/add-address" className="mt-4 inline-block text-sm font-semibold text-primary hover:underline">
        {CART_UI.addAddress}
      </AppLink>
    </>
  );
}

function AddressRow({ address }: { address: Address }) {
  const { ACCOUNT } = useText();
  const line = addressLine(address);
  const small = 'h-9 rounded-lg px-3 text-sm font-semibold';
  return (
    <li className="rounded-xl border border-slate-200 p-3" data-testid="account-address">
      <p className="text-sm text-slate-800">{line}</p>
      {address.isDefault && (
        <p className="mt-1 inline-block rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900">
          {ACCOUNT.defaultAddress}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <AppLink
          to={`/account/address/${address._id}`}
          aria-label={ACCOUNT.editOf(line)}
          className={`${small} inline-flex items-center border border-slate-300 text-slate-800 hover:bg-slate-100`}
        >
          {ACCOUNT.edit}
        </AppLink>
        {!address.isDefault && (
          <Form method="post">
            <input type="hidden" name="intent" value="default-address" />
            <input type="hidden" name="id" value={address._id} />
            <button
              type="submit"
              aria-label={ACCOUNT.makeDefaultOf(line)}
              className={`${small} border border-slate-300 text-slate-800 hover:bg-slate-100`}
            >
              {ACCOUNT.makeDefault}
            </button>
          </Form>
        )}
        <Form
          method="post"
          onSubmit={(e) => {
            if (!window.confirm(ACCOUNT.confirmDeleteAddress)) e.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="delete-address" />
          <input type="hidden" name="id" value={address._id} />
          <button
            type="submit"
            aria-label={ACCOUNT.deleteAddressOf(line)}
            className={`${small} text-red-700 hover:bg-red-50`}
          >
            {ACCOUNT.deleteAddress}
          </button>
        </Form>
      </div>
    </li>
  );
}
