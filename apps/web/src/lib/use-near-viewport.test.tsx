import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Part() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'Loaded' : 'Waiting'}</div>;
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is near once the element comes into view, and stays so', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<Part />);
    expect(screen.getByText('Waiting')).toBeTruthy();
    act(() => report([{ isIntersecting: false }]));
    expect(screen.getByText('Waiting')).toBeTruthy();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('Loaded')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });

  it('is near at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Part />);
    expect(screen.getByText('Loaded')).toBeTruthy();
  });
});
