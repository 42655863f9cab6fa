import { ApiError } from '@shop/shared/api-client';
import type { Offer } from '@shop/shared/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchOffers } from '../api/fetch-offers';
import { OffersPage } from './offers-page';

vi.mock('../api/fetch-offers', () => ({ fetchOffers: vi.fn() }));

const welcome: Offer = {
  _id: 'o1',
  offerName: 'Welcome Offer',
  userType: 'retailer',
  couponCode: 'WELCOME10',
  limit: 'unlimited',
  highlights: ['10% off your first order'],
  termsAndConditions: ['One use per shopper'],
};
const festive: Offer = { ...welcome, _id: 'o2', offerName: 'Festive Flat', couponCode: 'FEST50', limit: 100, userType: 'all' };
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  vi.mocked(fetchOffers).mockReset().mockResolvedValue([welcome, festive]);
  writeText.mockReset().mockResolvedValue();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => vi.useRealTimers());

describe('OffersPage', () => {
  it('lists each offer with who it is for, its code and usage limit', async () => {
    render(<OffersPage />);
    expect(await screen.findByRole('heading', { name: 'Special Offers' })).toBeTruthy();
    const cards = screen.getAllByTestId('offer-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('For retailer users')).toBeTruthy();
    expect(first.getByTestId('coupon-code').textContent).toBe('WELCOME10');
    expect(cards[0]?.textContent).toContain('Usage limit: unlimited');
    expect(cards[1]?.textContent).toContain('Usage limit: 100');
  });

  it('says on each card what it gives, from what order value and until when, and marks an offer not for this account', async () => {
    const bulk: Offer = {
      ...welcome,
      _id: 'o3',
      offerName: 'Bulk Buyer Discount',
      couponCode: 'BULK15',
      userType: 'wholesaler',
      forYou: false,
      benefit: { kind: 'percent', percentOff: 15, maxDiscount: 1500 },
      minCartValue: 5000,
      expiresAt: null,
    };
    const flat: Offer = {
      ...festive,
      forYou: true,
      benefit: { kind: 'flat', amount: 100 },
      minCartValue: 799,
      expiresAt: '2027-05-22T10:00:00.000Z',
    };
    vi.mocked(fetchOffers).mockResolvedValue([flat, bulk]);
    render(<OffersPage />);
    const cards = await screen.findAllByTestId('offer-card');
    expect(cards[0]?.textContent).toContain('₹100.00 off');
    expect(cards[0]?.textContent).toContain('Orders of ₹799.00 or more');
    expect(cards[0]?.textContent).toContain('Valid till 22 May 2027');
    expect(cards[0]?.textContent).not.toContain('Not for your account');
    expect(cards[1]?.textContent).toContain('15% off, up to ₹1,500.00');
    expect(within(cards[1] as HTMLElement).getByText('Not for your account')).toBeTruthy();
  });

  it("copies the code and says 'Copied' for two seconds", async () => {
    render(<OffersPage />);
    const copy = await screen.findByRole('button', { name: 'Copy WELCOME10' });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith('WELCOME10');
    expect(copy.textContent).toBe('Copied');
    await act(async () => {
      vi.advanceTimersByTime(1999);
    });
    expect(copy.textContent).toBe('Copied');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(copy.textContent).toBe('Copy');
  });

  it('opens the details with highlights and terms, and Close gives focus back to Know More', async () => {
    render(<OffersPage />);
    const card = within((await screen.findAllByTestId('offer-card'))[0] as HTMLElement);
    const knowMore = card.getByRole('button', { name: 'Know More' });
    await userEvent.click(knowMore);
    const dialog = within(screen.getByRole('dialog', { name: 'Welcome Offer' }));
    expect(dialog.getByText('10% off your first order')).toBeTruthy();
    expect(dialog.getByText('One use per shopper')).toBeTruthy();
    expect(dialog.getByText('WELCOME10')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(knowMore);
  });

  it("says 'No active offers' when there are none", async () => {
    vi.mocked(fetchOffers).mockResolvedValue([]);
    render(<OffersPage />);
    expect(await screen.findByText('No active offers')).toBeTruthy();
  });

  it('tells a refusal from an unreachable server', async () => {
    vi.mocked(fetchOffers).mockRejectedValueOnce(new ApiError({ status: 500, errorCode: 'X', message: 'x' }));
    const { unmount } = render(<OffersPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch offers');
    unmount();
    vi.mocked(fetchOffers).mockRejectedValueOnce(new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', message: 'x' }));
    render(<OffersPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Error connecting to the server');
  });
});
