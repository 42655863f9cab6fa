import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './about-page';
import { productLines } from './product-lines';

describe('About page', () => {
  it('introduces the company from Ahmedabad with its product lines', () => {
    render(<AboutPage params={{}} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Ahmedabad');
    for (const line of productLines) expect(screen.getByRole('heading', { level: 3, name: line.name })).toBeTruthy();
  });

  it('has Our Vision and Our Mission sections', () => {
    render(<AboutPage params={{}} />);
    expect(screen.getByRole('region', { name: 'Our Vision' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Our Mission' })).toBeTruthy();
  });

  it('links Contact Us to /contact and navigates in-site', async () => {
    window.history.replaceState(null, '', '/about');
    render(<AboutPage params={{}} />);
    const link = screen.getByRole('link', { name: 'Contact Us' });
    expect(link.getAttribute('href')).toBe('/contact');
    await userEvent.click(link);
    expect(window.location.pathname).toBe('/contact');
  });
});
