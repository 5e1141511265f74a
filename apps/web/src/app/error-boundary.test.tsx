import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './error-boundary';

function Broken({ error }: { error: unknown }): never {
  throw error;
}

describe('application error boundary', () => {
  it('shows the error screen with the message and a reload button', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken error={new Error('Kaboom')} />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Application Error' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please refresh the page or contact support.')).toBeInTheDocument();
    expect(screen.getByText('Kaboom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });

  it('falls back to a generic message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken error="not an Error" />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Unknown error occurred')).toBeInTheDocument();
  });
});
