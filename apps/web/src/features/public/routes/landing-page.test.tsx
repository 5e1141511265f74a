import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { renderApp } from '@/testing/render-app';

describe('landing page', () => {
  it('shows six FAQ questions, one open at a time, and the free-trial call to action', { timeout: 15_000 }, async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Frequently Asked Questions' }, { timeout: 5000 });
    // The questions load after first paint (their own chunk).
    await screen.findByRole('button', { name: 'What exactly is an AI Co-founder?' }, { timeout: 5000 });
    const questions = screen.getAllByRole('button', { expanded: false }).filter((b) => b.closest('[data-orientation]'));
    expect(questions).toHaveLength(6);

    const [first, second] = questions;
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText(/Five specialised AI agents/)).toBeVisible();
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    // The answer uses the server's sign-up credits and the contract's prices.
    expect(screen.getByText(/receive 100 free credits/)).toBeVisible();

    expect(screen.getByRole('heading', { name: 'Still Have Questions?' })).toBeInTheDocument();
    // No trial exists: the free credits do (DESIGN.md departure 1), and the copy says so.
    expect(screen.getByText('Ask our team anything while you try the product with 100 free credits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start with 100 free credits →' })).toHaveAttribute('href', '/auth?mode=register');
    expect(screen.queryByText(/free trial/i)).not.toBeInTheDocument();
  });

  it('hides the intro block and FAQ from signed-in users', { timeout: 15_000 }, async () => {
    renderApp('/', { token: TEST_TOKEN });
    await screen.findByRole('link', { name: /Open your dashboard/ }, { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'Frequently Asked Questions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /A founding team, without giving up equity/ })).not.toBeInTheDocument();
  });

  it('has a footer whose links all lead to routes of the app', { timeout: 15_000 }, async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo', undefined, { timeout: 5000 });
    expect(footer).toHaveTextContent('Your 24/7 AI Co-founder team for building, growing, and scaling successful startups.');
    expect(footer).toHaveTextContent('© 2025');
    const hrefs = [...footer.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/ai-cofounders', '/use-cases/fundraising', '/about', '/pricing', '/careers', '/contact', '/documentation', '/api', '/terms-of-service', '/privacy-policy']),
    );
  });
});
