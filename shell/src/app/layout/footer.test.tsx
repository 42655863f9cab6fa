import { $runtimeConfig, setRuntimeConfig } from '@shop/shared/runtime-config';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './footer';

function linksOf(navName: string): [string | null, string | null][] {
  return within(screen.getByRole('navigation', { name: navName }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

function blockUnder(heading: string): HTMLElement {
  const block = screen.getByRole('heading', { name: heading }).parentElement;
  if (!block) throw new Error(`no block under ${heading}`);
  return block;
}

const initialConfig = $runtimeConfig.get();
afterEach(() => setRuntimeConfig(initialConfig));

describe('Footer', () => {
  it('lists the quick links with their exact text and addresses', () => {
    render(<Footer />);
    expect(linksOf('Quick Links')).toEqual([
      ['Home', '/'],
      ['Products', '/shop'],
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      ['Offers', '/offers'],
      ['Dealership', '/distributorinquiryForm'],
    ]);
  });

  it('lists the legal links with their exact text and addresses', () => {
    render(<Footer />);
    expect(linksOf('Legal')).toEqual([
      ['Terms & Conditions', '/termscondition'],
      ['Shipping Policy', '/shippingpolicy'],
      ['Return & Exchange Policy', '/returnandexchange'],
      ['Privacy Policy', '/privacypolicy'],
    ]);
  });

  it('shows the tagline', () => {
    render(<Footer />);
    expect(screen.getByText('Exceptional clean, refined ingredients. Crafted for those who notice the details.')).toBeTruthy();
  });

  it('has two social links to the home path and one chat link opening elsewhere', () => {
    render(<Footer />);
    const links = within(blockUnder('Connect With Us')).getAllByRole('link');

    expect(links).toHaveLength(3);
    expect(links.slice(0, 2).map((link) => link.getAttribute('href'))).toEqual(['/', '/']);
    const chat = links[2];
    expect(chat?.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(chat?.getAttribute('target')).toBe('_blank');
    expect(chat?.getAttribute('rel')).toContain('noreferrer');
  });

  it('links Facebook and Instagram to the addresses the configuration names, opening elsewhere', () => {
    const before = $runtimeConfig.get();
    setRuntimeConfig({
      ...before,
      socialLinks: { facebook: 'https://www.facebook.com/ujjwalhomecare', instagram: 'https://www.instagram.com/ujjwalhomecare' },
    });
    render(<Footer />);
    const block = within(blockUnder('Connect With Us'));
    const facebook = block.getByRole('link', { name: 'Facebook' });
    expect(facebook.getAttribute('href')).toBe('https://www.facebook.com/ujjwalhomecare');
    expect(facebook.getAttribute('target')).toBe('_blank');
    expect(block.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe('https://www.instagram.com/ujjwalhomecare');
  });

  it('gives a postal address in Gujarat, India, a phone link and an e-mail link', () => {
    render(<Footer />);
    const touch = blockUnder('Get In Touch');
    const address = touch.querySelector('address');

    expect(address?.textContent).toMatch(/Gujarat.*India/);
    const phone = within(touch).getByRole('link', { name: /^\+91[\d ]+$/ });
    expect(phone.getAttribute('href')).toBe(`tel:${phone.textContent?.replaceAll(' ', '')}`);
    const email = within(touch).getByRole('link', { name: /@/ });
    expect(email.getAttribute('href')).toBe(`mailto:${email.textContent}`);
  });

  it('shows the copyright with the current year and the developer credit link', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T10:00:00+05:30'));
    render(<Footer />);

    expect(screen.getByText(/^© 2031 .+\. All rights reserved\.$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'the Ujjwal digital team' }).getAttribute('href')).toBe('/about');
  });
});
