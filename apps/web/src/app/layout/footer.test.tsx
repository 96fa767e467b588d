import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../testing/render-app';
import { Footer } from './footer';

describe('Footer', () => {
  it('links the legal and company pages', () => {
    renderWithRouter(<Footer />);
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/termsconditions',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacypolicy',
    );
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it.each(['Instagram', 'TikTok', 'Facebook', 'WhatsApp'])('links to %s in a new tab', (name) => {
    renderWithRouter(<Footer />);
    const link = screen.getByRole('link', { name: `Arroyo on ${name}` });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows the support e-mail, phone, Pasadena address and the 2025 copyright line', () => {
    renderWithRouter(<Footer />);
    expect(screen.getByRole('link', { name: 'support@arroyo.delivery' })).toHaveAttribute(
      'href',
      'mailto:support@arroyo.delivery',
    );
    expect(screen.getByRole('link', { name: '(626) 555-0199' })).toHaveAttribute(
      'href',
      'tel:+16265550199',
    );
    expect(screen.getByText(/88 W Colorado Blvd/)).toHaveTextContent(
      '88 W Colorado BlvdPasadena, CA 91105',
    );
    expect(screen.getByText('© 2025 Arroyo. All rights reserved.')).toBeInTheDocument();
  });
});
