import { useNavigationBlocker, type Move } from '../blocking';

/** A page with unsaved edits, for tests: while a move is held it asks "Leave?" with Leave and Stay. */
export function LeaveGuard({ blocks = ({ from, to }) => from !== to }: { blocks?: (move: Move) => boolean }) {
  const blocker = useNavigationBlocker(blocks);
  return blocker.blocked ? (
    <p>
      Leave?
      <button onClick={blocker.proceed}>Leave</button>
      <button onClick={blocker.reset}>Stay</button>
    </p>
  ) : null;
}
