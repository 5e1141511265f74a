import type { JobApplicationBody } from '@uc/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

describe('careers page', { timeout: 15_000 }, () => {
  it('filters positions by search, department and location', { timeout: 15_000 }, async () => {
    const { user } = renderApp('/careers');
    const list = await screen.findByRole('list', { name: 'Positions' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    await user.type(screen.getByPlaceholderText('Search positions...'), 'ROADMAP');
    expect(within(screen.getByRole('list', { name: 'Positions' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Product Manager')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Department'), 'Engineering');
    expect(screen.getByText('No positions found')).toBeInTheDocument();

    await user.clear(screen.getByPlaceholderText('Search positions...'));
    expect(screen.getByText('Senior Frontend Engineer')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Location'), 'Austin, TX');
    expect(screen.getByText('No positions found')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Department'), 'All Departments');
    expect(screen.getByText('Marketing Manager')).toBeInTheDocument();
  });

  it('opens a position and sends an application to the server', { timeout: 15_000 }, async () => {
    let received: JobApplicationBody | undefined;
    server.use(
      http.post('*/api/v1/careers/:id/apply', async ({ request, params }) => {
        received = (await request.json()) as JobApplicationBody;
        return HttpResponse.json(
          { id: 'a1', position_id: String(params.id), received_at: '2026-01-31T12:00:00.000Z', message: 'Thanks for applying!' },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp('/careers');
    await user.click(await screen.findByRole('button', { name: 'View position: Product Manager' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Talk to founders every week and own the roadmap.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Posted June 15, 2025/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply Now' }));

    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Full Name'), 'Grace Hopper');
    await user.type(within(dialog).getByLabelText('Email'), 'grace@example.com');
    await user.type(within(dialog).getByLabelText(/Links/), 'https://github.com/grace');
    await user.type(within(dialog).getByLabelText('Cover Note'), 'I would love to help founders.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(await within(dialog).findByText('Application sent!')).toBeInTheDocument();
    expect(received).toEqual({ name: 'Grace Hopper', email: 'grace@example.com', links: ['https://github.com/grace'], cover_note: 'I would love to help founders.' });
  });
});
