// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is one busy status named by its label, its placeholders hidden from screen readers', () => {
    render(<Skeleton shape="rows" label="Loading…" count={3} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading…');
    expect(status.className).toBe('skeleton skeleton--rows');
    const items = status.querySelectorAll('.skeleton__item');
    expect(items).toHaveLength(3);
    for (const item of items) expect(item.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws ten tiles for a grid unless told', () => {
    render(<Skeleton shape="tiles" label="Loading…" />);
    expect(screen.getByTestId('skeleton').querySelectorAll('.skeleton__item')).toHaveLength(10);
  });
});
