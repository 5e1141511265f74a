import type { ViewerState } from '@uc/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

// pdf.js needs a canvas and DOMMatrix (not in jsdom); no PDF is shown before the gates here.
vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: {}, getDocument: vi.fn() }));

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDE';
const state = (owner: ViewerState['owner']): ViewerState => ({
  visit_token: 'visit-1',
  remaining: ['password'],
  title: 'Seed round',
  owner,
  nda_text: null,
  viewer_email: null,
  allow_download: false,
});
const openWith = (owner: ViewerState['owner']) => server.use(http.post(`*/api/v1/s/${TOKEN}/open`, () => HttpResponse.json(state(owner))));

describe('the share viewer header', { timeout: 20_000 }, () => {
  it("shows the founder's name and company logo, served by this server under the link's token", async () => {
    openWith({ name: 'Ada Founder', company: 'PawPal', logo_url: `/api/v1/s/${TOKEN}/logo?v=logo-1a2b3c.png` });
    renderApp(`/s/${TOKEN}`);
    expect(await screen.findByText('Shared by Ada Founder · PawPal', {}, { timeout: 5000 })).toBeInTheDocument();
    const logo = screen.getByRole('img', { name: 'PawPal logo' });
    expect(new URL(logo.getAttribute('src')!, window.location.href).pathname).toBe(`/api/v1/s/${TOKEN}/logo`);
    expect(screen.getByRole('heading', { name: 'Seed round' })).toBeInTheDocument();
  });

  it('shows no image without a logo, nor for an address that is not a share logo', async () => {
    openWith({ name: 'Ada Founder', company: null, logo_url: null });
    const first = renderApp(`/s/${TOKEN}`);
    expect(await screen.findByText('Shared by Ada Founder', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    first.unmount();

    openWith({ name: 'Ada Founder', company: 'PawPal', logo_url: 'https://tracker.example/pixel.png' });
    renderApp(`/s/${TOKEN}`);
    expect(await screen.findByText('Shared by Ada Founder · PawPal', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'PawPal logo' })).toBeNull();
  });
});
