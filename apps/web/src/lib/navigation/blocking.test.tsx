import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { guardNavigate, type Move } from './blocking';
import { LeaveGuard } from './testing/leave-guard';

function setUp(blocks: (move: Move) => boolean) {
  let at = '/agent/a/configure';
  const navigate = vi.fn((to: string) => {
    at = to.split('?')[0]!;
  });
  const guarded = guardNavigate(navigate, () => at);
  const view = render(<LeaveGuard blocks={blocks} />);
  return { navigate, guarded, view, at: () => at };
}

describe('navigation blocking', () => {
  it('lets every move through without a blocker that asks', () => {
    const { navigate, guarded } = setUp(() => false);
    guarded('/agents', { replace: true });
    expect(navigate).toHaveBeenCalledWith('/agents', { replace: true });
  });

  it('holds a move a blocker asks to, and goes on only when told', async () => {
    const { navigate, guarded, at } = setUp(({ from, to }) => from !== to);
    act(() => guarded('/agents'));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByText('Leave?')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/agents', undefined);
    expect(at()).toBe('/agents');
    expect(screen.queryByText('Leave?')).not.toBeInTheDocument();
  });

  it('stays when told, and asks again at the next move', async () => {
    const { navigate, guarded } = setUp(({ from, to }) => from !== to);
    act(() => guarded('/agents'));
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByText('Leave?')).not.toBeInTheDocument();
    act(() => guarded('/calls'));
    expect(screen.getByText('Leave?')).toBeInTheDocument();
  });

  it('asks the blocker about the paths: a change of query on the same page passes', () => {
    const blocks = vi.fn(({ from, to }: Move) => from !== to);
    const { navigate, guarded } = setUp(blocks);
    guarded('/agent/a/configure?tab=brain', { replace: true });
    expect(blocks).toHaveBeenCalledWith({ from: '/agent/a/configure', to: '/agent/a/configure' });
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('forgets a held move when the blocker goes away', () => {
    const { guarded, view } = setUp(() => true);
    act(() => guarded('/agents'));
    view.unmount();
    const again = render(<LeaveGuard blocks={() => false} />);
    expect(again.container).toBeEmptyDOMElement();
  });
});
