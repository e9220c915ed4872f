/** The seller's controls as they look and answer in the browser: a switch
 * moves at once, is locked while the server answers and moves back when it
 * refuses; the order's Accepted/Completed boxes are enabled only where the
 * status machine (domain/orders/order-status.ts) allows a step, and locked while a
 * change is on its way. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { allText } from '../helpers/page-text';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderStatusControls } from '../../app/components/seller/orders/order-status-controls';
import { ServerSwitch } from '../../app/components/seller/server-switch';
import { api } from '../../app/lib/api';
import { ORDER_STATUS, type OrderStatus } from '../../domain/orders/order-status';
import type { Order } from '../../domain/shared/types';

/** fetch answers when the test says so, to look at the page in between. */
function pendingFetch() {
  let answer!: (response: Response) => void;
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    return new Promise<Response>((resolve) => (answer = resolve));
  });
  return { calls, answer: (response: Response) => act(async () => answer(response)) };
}

const refused = () => Response.json({ success: false, message: 'Xəta baş verdi!' }, { status: 500 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderInRouter(element: React.ReactNode) {
  // the seller layout's loader sends the panel's words (decision 0153)
  const Stub = createRoutesStub([{ id: 'page', path: '/', Component: () => element, loader: () => allText('az') }]);
  render(<Stub initialEntries={['/']} hydrationData={{ loaderData: { page: allText('az') } }} />);
}

describe('the stock switch', () => {
  it('moves at once, is locked while saving, and moves back when the server refuses', async () => {
    const server = pendingFetch();
    const setStock = async (inStock: boolean) => (await api('/product/stock', { json: { id: 'p1', inStock } })).success;
    renderInRouter(<ServerSwitch checked label="Stokda: Vitamin" onChange={setStock} />);
    const toggle = screen.getByRole('switch', { name: 'Stokda: Vitamin' });

    await act(async () => void fireEvent.click(toggle));
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(server.calls).toEqual([{ url: '/api/product/stock', body: { id: 'p1', inStock: false } }]);

    await server.answer(refused());
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect((toggle as HTMLInputElement).disabled).toBe(false);
  });
});

const order = (status: OrderStatus) => ({ _id: 'o1', number: 10001, status, isPaid: false }) as Order;
const boxes = () => ({
  accepted: screen.getByRole('checkbox', { name: 'Qəbul edildi' }) as HTMLInputElement,
  completed: screen.getByRole('checkbox', { name: 'Tamamlandı' }) as HTMLInputElement,
});
const state = (box: HTMLInputElement) =>
  `${box.checked ? 'checked' : 'unchecked'}, ${box.disabled ? 'disabled' : 'enabled'}`;

describe('the order status boxes', () => {
  it.each([
    [ORDER_STATUS.sent, 'unchecked, enabled', 'unchecked, disabled'],
    [ORDER_STATUS.accepted, 'checked, enabled', 'unchecked, enabled'],
    [ORDER_STATUS.completed, 'checked, enabled', 'checked, enabled'],
    [ORDER_STATUS.cancelled, 'unchecked, disabled', 'unchecked, disabled'],
  ])('for an order "%s": Accepted %s, Completed %s', (status, accepted, completed) => {
    renderInRouter(<OrderStatusControls order={order(status)} />);
    expect(state(boxes().accepted)).toBe(accepted);
    expect(state(boxes().completed)).toBe(completed);
  });

  it('says why a box is disabled', () => {
    renderInRouter(<OrderStatusControls order={order(ORDER_STATUS.sent)} />);
    expect(boxes().completed.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(boxes().completed.getAttribute('aria-describedby')!)?.textContent).not.toBe('');
  });

  it('locks both boxes while a change is on its way, and unlocks them when it fails', async () => {
    const server = pendingFetch();
    renderInRouter(<OrderStatusControls order={order(ORDER_STATUS.sent)} />);
    await act(async () => void fireEvent.click(boxes().accepted));
    expect(server.calls).toEqual([{ url: '/api/order/seller/o1/status', body: { status: ORDER_STATUS.accepted } }]);
    expect([boxes().accepted.disabled, boxes().completed.disabled]).toEqual([true, true]);
    await server.answer(refused());
    expect(state(boxes().accepted)).toBe('unchecked, enabled');
    expect(state(boxes().completed)).toBe('unchecked, disabled');
  });
});
