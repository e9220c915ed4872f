/** Address choice, payment method and the place-order button (docs/architecture.md §Pages, §Validation).
 * Out-of-stock lines block the order, and the panel says which ones. */
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { Form, useNavigation } from 'react-router';
import { AppLink } from '../shared/app-link';
import type { Address } from '../../../domain/shared/types';
import { addressLine } from '../../lib/address';
import { SELECT_ADDRESS } from '../../lib/notices';
import { useShop } from '../shared/shop-context';
import { useShopSettings } from '../shared/shop-settings';
import { DeliverySummary } from './delivery-summary';
import { missingForMinimum, type Delivery } from '../../../domain/delivery/delivery';
import { toManat, toQepik } from '../../../domain/shared/money';
import { formatMoneyIn } from '../../../domain/shared/format';
import { formatPhone } from '../../../domain/shared/phone';
import { Banner } from '../shared/ui';
import { prescriptionProblemFields } from '../../../domain/vet/rx-fields';
import { PrescriptionFields } from '../vet/prescription-fields';
import { useInLang, useLang, useText } from '../../lib/text';
import { PaymentChoice, type BuyerCredit } from '../payments/payment-choice';

type Props = {
  addresses: Address[];
  total: number;
  /** Names of the lines that are out of stock: the server refuses the order while they are in it. */
  outOfStock: string[];
  /** Some lines have no price ("Qiymət sorğu ilə"): they count 0 in the total. */
  hasUnpriced: boolean;
  /** The cart action's refusal of the order. */
  failure?: string;
  /** What the refused form held, typed back into it. */
  values?: Record<string, string>;
  delivery: Delivery;
  /** Names of the prescription-only lines (decision 0053). */
  rxNames: string[];
  /** The form's own token: posted twice, it places one order (decision 0079). */
  orderToken?: string | null;
  /** Each address's zone as the server read it (decision 0078). */
  addressZones: Record<string, string | null>;
  /** The buyer's payment terms and what is left of the limit (issue 34); null without terms. */
  credit: BuyerCredit;
};

export function CheckoutPanel({
  addresses,
  total,
  outOfStock,
  hasUnpriced,
  failure,
  values,
  delivery,
  rxNames,
  orderToken,
  addressZones,
  credit,
}: Props) {
  const { CART_UI, DELIVERY_UI, PAGE_MSG, RX_MESSAGES, UI } = useText();
  const lang = useLang();
  const inLang = useInLang();
  const { user, openAuth } = useShop();
  const busy = useNavigation().formData?.get('intent') === 'order';
  const shop = useShopSettings();
  const missing = missingForMinimum(toQepik(total), delivery.minOrder);
  const rxAsk = rxNames.length > 0 && shop.rxMode === 'ask';
  const blocked = outOfStock.length > 0 || rxAsk;
  const addAddressLink = useRef<HTMLAnchorElement>(null);
  const [chosenId, setAddressId] = useState('');
  // the list arrives again after login: fall back to the default (listed first)
  const addressId = addresses.some((a) => a._id === chosenId) ? chosenId : (addresses[0]?._id ?? '');
  // a refusal about the prescription stands beside its fields, not under the button
  const rxFields = prescriptionProblemFields(failure, RX_MESSAGES);
  const rxError =
    failure && rxFields.length && rxNames.length && !rxAsk ? { message: failure, fields: rxFields } : undefined;

  /** Once hydrated, what the page already knows is said at once; the action checks the rest. */
  function check(event: FormEvent<HTMLFormElement>) {
    if (!user) {
      event.preventDefault();
      return openAuth();
    }
    if (!addressId) {
      event.preventDefault();
      toast.error(PAGE_MSG.selectAddress, { id: SELECT_ADDRESS });
      addAddressLink.current?.focus();
    }
  }

  return (
    // the cart's action places the order from the cart the server holds (a visitor is sent to /login first)
    <Form
      method="post"
      action={inLang('/cart')}
      // a prescription photo travels in the same post (decision 0053)
      encType={rxNames.length ? 'multipart/form-data' : undefined}
      onSubmit={check}
      aria-labelledby="checkout-title"
      className="h-fit rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24"
    >
      <input type="hidden" name="intent" value="order" />
      {orderToken && <input type="hidden" name="orderToken" value={orderToken} />}
      <h2 id="checkout-title" className="text-lg font-bold text-slate-900">
        {CART_UI.orderSummary}
      </h2>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-800">{CART_UI.deliveryAddress}</legend>
        {user && addresses.length > 0 ? (
          <>
            <label htmlFor="address-select" className="sr-only">
              {CART_UI.chooseAddress}
            </label>
            <select
              id="address-select"
              name="address"
              value={addressId}
              onChange={(e) => setAddressId(e.target.value)}
              className="mt-2 h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm"
            >
              {addresses.map((a) => (
                <option key={a._id} value={a._id}>
                  {addressLine(a)}
                </option>
              ))}
            </select>
          </>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{user ? CART_UI.noAddress : CART_UI.loginToOrder}</p>
        )}
        <AppLink
          ref={addAddressLink}
          to="/add-address"
          className="mt-2 inline-block text-sm font-semibold text-primary hover:underline"
        >
          {CART_UI.addAddress}
        </AppLink>
      </fieldset>
      <DeliverySummary
        delivery={delivery}
        address={addresses.find((a) => a._id === addressId)}
        ownZoneId={addressZones[addressId] ?? null}
        goodsQepik={toQepik(total)}
        payment={(zone, totalQepik) => (
          <PaymentChoice zone={zone} totalQepik={totalQepik} credit={credit} label={DELIVERY_UI.payment} />
        )}
      />
      {hasUnpriced && (
        <p className="mt-2 text-sm text-slate-600">
          {CART_UI.unpricedNote(formatPhone(shop.phones[0] ?? '').replaceAll(' ', '\u00a0'))}
        </p>
      )}
      {outOfStock.length > 0 && (
        <p id="checkout-blocked" className="banner-error mt-4" data-testid="checkout-blocked">
          {CART_UI.outOfStockBlocks(outOfStock.join(', '))}
        </p>
      )}
      {rxNames.length > 0 && !rxAsk && <PrescriptionFields names={rxNames} values={values} error={rxError} />}
      {rxAsk && (
        <p
          id="checkout-rx-ask"
          className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="checkout-rx-ask"
        >
          {RX_MESSAGES.askUs(rxNames.join(', '))}
        </p>
      )}
      {failure && !rxError && <Banner className="mt-4">{failure}</Banner>}
      <button
        type="submit"
        disabled={busy || blocked || missing > 0}
        aria-describedby={outOfStock.length > 0 ? 'checkout-blocked' : rxAsk ? 'checkout-rx-ask' : undefined}
        className="mt-5 h-12 w-full rounded-full bg-primary font-semibold text-white hover:bg-primary-dull disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy
          ? UI.sending
          : missing > 0
            ? DELIVERY_UI.missingButton(formatMoneyIn(lang, toManat(missing)))
            : CART_UI.placeOrder}
      </button>
    </Form>
  );
}
