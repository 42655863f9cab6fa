import { company } from '@shop/shared/company';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactPage } from '../contact/components/contact-page';
import ContactPageExposed, { head } from './contact-page';

vi.mock('../contact/api/send-contact-message', () => ({ sendContactMessage: vi.fn() }));

describe('contact page', () => {
  it('offers phone, e-mail and the Gujarat address', () => {
    render(<ContactPage params={{}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: company.phone }).getAttribute('href')).toBe(company.phoneHref);
    expect(screen.getByRole('link', { name: company.email }).getAttribute('href')).toBe(`mailto:${company.email}`);
    const address = screen.getByRole('heading', { name: 'Visit us' }).parentElement?.textContent ?? '';
    expect(address).toContain('Gujarat');
    expect(document.body.textContent).toContain('within 24 hours');
  });

  it('has the message form, without the browser’s own validation', () => {
    render(<ContactPage params={{}} />);
    const form = screen.getByRole('form', { name: 'Send us a message' }) as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    for (const label of ['Your name', 'Email address', 'Subject', 'Message']) expect(screen.getByLabelText(label)).toBeTruthy();
  });

  it('shows the location with a link that opens a live map in a new tab', () => {
    render(<ContactPage params={{}} />);
    const link = screen.getByRole('link', { name: /Open in maps/ });
    // A marker on the estate itself, not a rounded point in the city.
    expect(link.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=22.9676&mlon=72.6366#map=16/22.9676/72.6366');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('figure').textContent).toContain(company.addressLines[1]);
  });

  it('draws a map of the estate and its surroundings that names the places a visitor finds it by', () => {
    render(<ContactPage params={{}} />);
    const map = screen.getByRole('img', { name: /GIDC Vatva/ });
    for (const place of ['Vatva station', 'GIDC Vatva', 'Ujjwal Home Care']) expect(map.textContent).toContain(place);
    // Scaled as a whole, never cropped: the pin and the labels stay inside the frame at every width.
    expect(map.getAttribute('preserveAspectRatio')).not.toMatch(/slice/);
  });

  it('is exposed inside the inquiries boundary', () => {
    const { container } = render(<ContactPageExposed params={{}} />);
    expect((container.firstElementChild as HTMLElement).dataset.boundary).toBe('inquiries-mfe');
  });

  it('has a head of its title and a description with the phone, the e-mail and the 24-hour promise', () => {
    expect(head()).toEqual({
      title: 'Contact Us',
      description: `Call ${company.phone}, write to ${company.email} or send us a message: ${company.name} answers every inquiry within 24 hours.`,
    });
  });
});
