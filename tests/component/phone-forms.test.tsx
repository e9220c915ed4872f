/** Forms a clinic buyer and the owner meet on a phone (issue 32 item 11): the checkout's
 * prescription step marks the fields a refusal is about and offers the photo as the alternative
 * with a picker in Azerbaijani; the seller's recorded "Resept yoxlanıldı" tick looks ticked,
 * not disabled. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PrescriptionFields } from '../../app/components/vet/prescription-fields';
import { PrescriptionBox } from '../../app/components/seller/vet/prescription-box';

import { textsIn } from '../../domain/i18n/texts-in';
import { prescriptionProblemFields } from '../../domain/vet/rx-fields';

const { RX_MESSAGES, RX_TEXT, RX_SELLER_TEXT } = textsIn('az');
import { allText } from '../helpers/page-text';

afterEach(cleanup);

function renderInRouter(element: React.ReactNode) {
  // the page's words, as its loader sends them (decision 0100)
  const Stub = createRoutesStub([{ path: '/', Component: () => element, loader: () => allText('az') }]);
  render(<Stub initialEntries={['/']} />);
}

describe("the checkout's prescription step", () => {
  it('marks the vet, the clinic and the photo when none was given, with the refusal beside them', async () => {
    const message = RX_MESSAGES.needPrescription;
    renderInRouter(
      <PrescriptionFields names={['Amoksisillin']} error={{ message, fields: prescriptionProblemFields(message) }} />,
    );
    for (const label of [RX_TEXT.vetName, RX_TEXT.clinic, RX_TEXT.photo]) {
      const field = await screen.findByLabelText(new RegExp(`^${label}`));
      expect(field.getAttribute('aria-invalid'), label).toBe('true');
      expect(field.getAttribute('aria-describedby')?.split(' '), label).toContain('rx-error');
    }
    expect(document.getElementById('rx-error')?.textContent).toBe(message);
  });

  it('marks only the clinic when only the clinic is missing', async () => {
    const message = RX_MESSAGES.needClinic;
    renderInRouter(
      <PrescriptionFields names={['Amoksisillin']} error={{ message, fields: prescriptionProblemFields(message) }} />,
    );
    expect((await screen.findByLabelText(RX_TEXT.clinic)).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(RX_TEXT.vetName).getAttribute('aria-invalid')).toBeNull();
  });

  it('offers the photo as the alternative, not as optional, through a picker that names the chosen file', async () => {
    renderInRouter(<PrescriptionFields names={['Amoksisillin']} />);
    const photo = (await screen.findByLabelText(new RegExp(`^${RX_TEXT.photo}`))) as HTMLInputElement;
    expect(document.body.textContent).not.toContain('istəyə görə');
    expect(screen.getByText(RX_TEXT.choosePhoto).closest('label')?.htmlFor).toBe(photo.id);
    expect(screen.getByText(RX_TEXT.noPhotoChosen)).toBeTruthy();
    const file = new File([new Uint8Array([1])], 'resept.jpg', { type: 'image/jpeg' });
    fireEvent.change(photo, { target: { files: [file] } });
    expect(await screen.findByText('resept.jpg')).toBeTruthy();
  });
});

describe("the seller's prescription tick", () => {
  it('once recorded, is ticked and says by whom, without looking disabled', async () => {
    renderInRouter(
      <PrescriptionBox
        orderId="o1"
        orderNumber={10001}
        prescription={{
          vetName: 'Dr. Rəşad',
          clinic: 'Vet-Mərkəz',
          hasPhoto: false,
          checkedAt: '2026-11-25T10:00:00.000Z',
          checkedBy: 'satici@test.az',
        }}
      />,
    );
    const tick = (await screen.findByRole('checkbox', { name: RX_SELLER_TEXT.checkedBox })) as HTMLInputElement;
    expect(tick.checked).toBe(true);
    expect(tick.disabled).toBe(false);
    expect(tick.getAttribute('aria-describedby')).toBe('rx-checked-by');
    fireEvent.click(tick); // a recorded check is not taken back by a click
    expect(tick.checked).toBe(true);
  });
});

describe("the import's preview", () => {
  it('names the product of each changed row and each change as old → new', async () => {
    const { ImportPreview } = await import('../../app/components/seller/catalog/import-preview');
    const { SHEET_HEADERS: H } = textsIn('az');
    renderInRouter(
      <ImportPreview
        summary={{
          rows: 1,
          added: 0,
          changed: 1,
          unchanged: 0,
          refusedCount: 0,
          headers: [H.sku, H.price, H.description],
          refused: [],
          additions: [],
          changes: [
            {
              line: 2,
              sku: 'ALB-1L',
              name: 'Albendazol 10% 1 l',
              fields: [H.price, H.description],
              diffs: [
                { field: H.price, from: '21,00', to: '30,00' },
                { field: H.description, from: '', to: 'Yeni təsvir' },
              ],
            },
          ],
        }}
      />,
    );
    const row = (await screen.findByText('ALB-1L')).closest('[data-testid="import-change"]')!;
    expect(row.textContent).toContain('Albendazol 10% 1 l');
    const changes = [...row.querySelectorAll('ul li')].map((li) => li.textContent);
    expect(changes).toEqual([`${H.price}: 21,00 → 30,00`, `${H.description}: (boş) → Yeni təsvir`]);
  });
});
