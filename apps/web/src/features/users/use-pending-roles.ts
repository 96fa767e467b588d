import type { User } from '@marketplace/contract/users';
import type { Role } from '@marketplace/core/constants/roles';
import { useCallback, useMemo, useState } from 'react';

/** An edit not saved yet: the user as the server last said, and the role chosen for them. */
export type PendingRole = { user: User; role: Role };

/**
 * SPEC §4 Admin role change: edits are applied at once on screen (optimistic), kept as pending
 * until 'Save Changes' sends them together, and dropped (the roles revert) on Discard or when the
 * save fails. Choosing a user's saved role again takes the edit back.
 */
export function usePendingRoles() {
  const [pending, setPending] = useState<ReadonlyMap<string, PendingRole>>(new Map());

  const edit = useCallback((user: User, role: Role) => {
    setPending((current) => {
      const next = new Map(current);
      if (role === user.role) next.delete(user._id);
      else next.set(user._id, { user, role });
      return next;
    });
  }, []);

  const clear = useCallback(() => setPending(new Map()), []);

  const changes = useMemo(
    () => [...pending.values()].map(({ user, role }) => ({ userId: user._id, role })),
    [pending],
  );

  return { pending, changes, edit, clear };
}
