/** The seller's view of an order's prescription (decision 0053): the vet and clinic the
 * customer named, the photo (private: read through the API with the seller's session),
 * and the "Resept yoxlanıldı" tick, which records who and when in the order's history. */
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { formatDate, formatDateTime } from '../../../../domain/shared/format';
import type { Prescription, RxLicence } from '../../../../domain/vet/rx';
import { api } from '../../../lib/api';
import { notify } from '../notify';
import { useText } from '../../../lib/text';

/** A licensed clinic's or pharmacy's order: the licence as it stood when ordered, nothing to tick. */
function LicenceBox({ licence }: { licence: RxLicence }) {
  const { RX_SELLER_TEXT } = useText();
  return (
    <section
      aria-labelledby="prescription-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 md:p-5"
      data-testid="seller-prescription-licence"
    >
      <h2 id="prescription-title" className="mb-2 text-sm font-semibold uppercase tracking-wide text-amber-900">
        {RX_SELLER_TEXT.licenceTitle}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-700">{RX_SELLER_TEXT.licenceNumber}</dt>
        <dd className="break-words">{licence.number}</dd>
        <dt className="font-medium text-slate-700">{RX_SELLER_TEXT.licenceExpires}</dt>
        <dd>{licence.expires ? formatDate(licence.expires) : '—'}</dd>
        <dt className="font-medium text-slate-700">{RX_SELLER_TEXT.licenceCompany}</dt>
        <dd className="break-words">{licence.company || '—'}</dd>
      </dl>
    </section>
  );
}

export function PrescriptionBox({
  orderId,
  orderNumber,
  prescription,
}: {
  orderId: string;
  orderNumber: number;
  prescription: Prescription;
}) {
  const { RX_SELLER_TEXT } = useText();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  if (prescription.licence) return <LicenceBox licence={prescription.licence} />;
  const checked = Boolean(prescription.checkedAt);

  async function tick() {
    setBusy(true);
    const result = await api(`/order/seller/${orderId}/prescription/checked`, { method: 'POST' });
    setBusy(false);
    if (notify(result, RX_SELLER_TEXT.checkedSaved)) await revalidator.revalidate();
  }

  return (
    <section
      aria-labelledby="prescription-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 md:p-5"
      data-testid="seller-prescription"
    >
      <h2 id="prescription-title" className="mb-2 text-sm font-semibold uppercase tracking-wide text-amber-900">
        {RX_SELLER_TEXT.sellerTitle}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-700">{RX_SELLER_TEXT.sellerVet}</dt>
        <dd className="break-words">{prescription.vetName || '—'}</dd>
        <dt className="font-medium text-slate-700">{RX_SELLER_TEXT.sellerClinic}</dt>
        <dd className="break-words">{prescription.clinic || '—'}</dd>
        <dt className="font-medium text-slate-700">{RX_SELLER_TEXT.sellerPhoto}</dt>
        <dd>
          {prescription.hasPhoto ? (
            <a href={`/api/order/seller/${orderId}/prescription/photo`} target="_blank" rel="noreferrer">
              <img
                src={`/api/order/seller/${orderId}/prescription/photo`}
                alt={RX_SELLER_TEXT.sellerPhotoAlt(orderNumber)}
                className="max-h-64 rounded border border-slate-300 bg-white"
              />
            </a>
          ) : (
            RX_SELLER_TEXT.noPhoto
          )}
        </dd>
      </dl>
      {/* once recorded the box stays ticked as ticked looks (a disabled box looked greyed out, as
          if not done); a click does not take the check back, the line under it says who and when */}
      <label className="mt-4 flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          checked={checked}
          disabled={busy}
          onClick={(e) => checked && e.preventDefault()}
          onChange={() => !checked && tick()}
          aria-describedby={checked ? 'rx-checked-by' : undefined}
          className="h-5 w-5 accent-teal-700"
        />
        {RX_SELLER_TEXT.checkedBox}
      </label>
      {checked && (
        <p id="rx-checked-by" className="mt-1 text-sm text-slate-700" data-testid="rx-checked-by">
          {RX_SELLER_TEXT.checkedBy(prescription.checkedBy ?? '—', formatDateTime(prescription.checkedAt!))}
        </p>
      )}
    </section>
  );
}
