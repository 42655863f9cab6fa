import { configureApiClient } from '@shop/shared/api-client';
import type { ApiFailure, RateProductReply } from '@shop/shared/contracts';
import { sendJson, startTestServer, type TestServer } from '@shop/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RatingDialog } from './rating-dialog';

const RATE = '/api/v1/product/p1/ratings';
const ORDER = '4f6a7a36-3c0e-4c8e-9f6c-0a4c1f1d2b3c';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  configureApiClient({ getApiBaseUrl: () => server.origin });
});
afterEach(async () => {
  await server.close();
});

const rated = (stars: number): { success: true; message: string; data: RateProductReply } => ({
  success: true,
  message: 'Thank you for rating this product.',
  data: {
    rating: { _id: 'r1', productId: 'p1', orderId: ORDER, stars, text: null, createdAt: '2026-11-27T10:00:00.000Z' },
    product: { avgRating: stars, ratingCount: 1 },
  },
});

function openDialog() {
  const onRated = vi.fn();
  const onClose = vi.fn();
  render(<RatingDialog orderId={ORDER} productId="p1" productName="Neem soap" onClose={onClose} onRated={onRated} />);
  const dialog = screen.getByRole('dialog', { name: 'Rate Neem soap' });
  return { dialog, onRated, onClose, text: () => within(dialog).getByLabelText(/What did you think/) as HTMLTextAreaElement };
}

describe('the rating dialog', () => {
  it('asks for the stars before sending anything', async () => {
    const { dialog, onRated } = openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Rating' }));
    expect(await within(dialog).findByText('Choose from 1 to 5 stars.')).toBeTruthy();
    expect(server.received).toHaveLength(0);
    expect(onRated).not.toHaveBeenCalled();
  });

  it('offers five labelled stars as radio buttons, counts the characters, and sends stars and words', async () => {
    server.route('POST', RATE, () => rated(4));
    const { dialog, onRated, text } = openDialog();
    const group = within(within(dialog).getByText('Your rating').closest('fieldset') as HTMLElement);
    // Each star is labelled; the names a screen reader reads leave the drawn stars out.
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) expect(group.getByRole('radio', { name })).toBeTruthy();
    expect(group.getAllByRole('radio')).toHaveLength(5);
    // Native radio buttons: the browser moves between them with the arrow keys (the journey test does).
    await userEvent.click(group.getByRole('radio', { name: '2 stars' }));
    await userEvent.click(group.getByRole('radio', { name: '4 stars' }));
    expect((group.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);

    expect(within(dialog).getByText('0 of 500 characters')).toBeTruthy();
    await userEvent.type(text(), 'Lathers well');
    expect(within(dialog).getByText('12 of 500 characters')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Rating' }));

    await vi.waitFor(() => expect(onRated).toHaveBeenCalledWith(4));
    expect(server.received).toHaveLength(1);
    expect(JSON.parse(server.received[0]?.body ?? '')).toEqual({ orderId: ORDER, stars: 4, text: 'Lathers well' });
  });

  it('says when the words are too long, without sending', async () => {
    const { dialog, text } = openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await userEvent.click(text());
    await userEvent.paste('x'.repeat(501));
    expect(within(dialog).getByText('501 of 500 characters')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Rating' }));
    expect(await within(dialog).findByText('Please keep your words to 500 characters.')).toBeTruthy();
    expect(server.received).toHaveLength(0);
  });

  it('keeps the shop’s refusal in the dialog with the stars and words chosen, to send again', async () => {
    let calls = 0;
    server.route('POST', RATE, (_req, res) => {
      calls += 1;
      if (calls === 1)
        return sendJson(res, 409, {
          success: false,
          errorCode: 'ORDER_NOT_DELIVERED',
          message: 'You can rate a product once its order has been delivered.',
        } satisfies ApiFailure);
      return sendJson(res, 201, rated(3));
    });
    const { dialog, onRated, onClose, text } = openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    await userEvent.type(text(), 'Fine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Rating' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You can rate a product once its order has been delivered.');
    expect(onRated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect((within(dialog).getByRole('radio', { name: '3 stars' }) as HTMLInputElement).checked).toBe(true);
    expect(text().value).toBe('Fine');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Rating' }));
    await vi.waitFor(() => expect(onRated).toHaveBeenCalledWith(3));
  });
});
