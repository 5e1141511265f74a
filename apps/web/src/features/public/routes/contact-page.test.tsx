import type { ContactBody } from '@uc/contract';
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

describe('contact page', { timeout: 20_000 }, () => {
  it('lists the departments and the FAQs', async () => {
    renderApp('/contact');
    await screen.findByRole('heading', { name: 'Send us a message' }, { timeout: 5000 });
    for (const dept of ['General', 'Sales', 'Support', 'Careers']) expect(screen.getByRole('heading', { name: dept })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /\?$/ })).toHaveLength(4);
  });

  it('validates, sends, shows Message Sent! and then resets the form', { timeout: 20_000 }, async () => {
    let received: ContactBody | undefined;
    server.use(
      http.post('*/api/v1/contact', async ({ request }) => {
        received = (await request.json()) as ContactBody;
        await delay(50);
        return HttpResponse.json({ id: 'c1', received_at: '2026-01-31T12:00:00.000Z', message: 'Thanks!' }, { status: 201 });
      }),
    );
    const { user } = renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Send Message' }, { timeout: 5000 }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(received).toBeUndefined();

    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.selectOptions(screen.getByLabelText('Reason for contact'), 'press');
    await user.type(screen.getByLabelText('Subject'), 'Interview request');
    await user.type(screen.getByLabelText('Message'), 'We would like to write about you.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(received).toMatchObject({ name: 'Ada', email: 'ada@example.com', reason: 'press', subject: 'Interview request', phone: '', company: '' });

    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''), { timeout: 4000 });
    expect(screen.getByLabelText('Reason for contact')).toHaveValue('general');
  });

  it('shows the server’s reason when sending fails', { timeout: 15_000 }, async () => {
    server.use(http.post('*/api/v1/contact', () => HttpResponse.json({ detail: 'Too many messages from your network. Please try again in a few minutes.' }, { status: 429 })));
    const { user } = renderApp('/contact');
    await user.type(await screen.findByLabelText('Name', undefined, { timeout: 5000 }), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages from your network');
  });
});
