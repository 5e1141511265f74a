import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BADGE_IMAGE_SOURCES, HackathonBadge } from './hackathon-badge';

const doc = document as Document & { elementsFromPoint?: (x: number, y: number) => Element[] };
const original = doc.elementsFromPoint;
afterEach(() => {
  doc.elementsFromPoint = original;
  document.body.innerHTML = '';
});

/** A page whose control sits under the given screen area. */
function controlWhere(covered: (x: number, y: number) => boolean) {
  const button = document.createElement('button');
  button.textContent = 'Send';
  document.body.appendChild(button);
  doc.elementsFromPoint = (x, y) => (covered(x, y) ? [button, document.body] : [document.body]);
}

describe('hackathon badge', () => {
  it('uses only images served by this app', () => {
    for (const src of BADGE_IMAGE_SOURCES) expect(src.startsWith('/')).toBe(true);
    render(<HackathonBadge />);
    expect(screen.getByRole('img', { name: 'Built with Bolt.new' }).getAttribute('src')).toBe('/badges/built-with-bolt.svg');
  });

  it('moves to the other corner when a control is under it (a send button at 390 px)', async () => {
    window.innerWidth = 390;
    controlWhere((x) => x > 390 / 2);
    render(<HackathonBadge />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Built with Bolt.new' })).toHaveAttribute('data-position', 'bottom-left'));
  });

  it('collapses to a small tab when both corners hold controls', async () => {
    controlWhere(() => true);
    render(<HackathonBadge />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Built with Bolt.new' })).toHaveAttribute('data-position', 'collapsed'));
  });

  it('stays bottom-right when nothing is underneath', async () => {
    controlWhere(() => false);
    render(<HackathonBadge />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Built with Bolt.new' })).toHaveAttribute('data-position', 'bottom-right'));
  });
});
