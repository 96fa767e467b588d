import type { RoleChangesAnswer, RoleChangesBody, UsersPage } from '@marketplace/contract/users';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { usersKeys } from './get-users';

/**
 * PATCH /api/users/roles (admin): every pending role edit in one request, saved all together or
 * not at all; answers 'Changes saved successfully!' and the changed users.
 */
export function saveRoles(body: RoleChangesBody): Promise<RoleChangesAnswer> {
  return apiRequest<RoleChangesAnswer>('/api/users/roles', { method: 'PATCH', body });
}

/**
 * Saves the edits. The saved users replace theirs in every cached list at once (no flash of the
 * old role), then the lists are fetched again: the counts and role filters changed too.
 */
export function useSaveRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['save-roles'],
    mutationFn: saveRoles,
    onSuccess: (answer) => {
      const saved = new Map(answer.users.map((user) => [user._id, user]));
      queryClient.setQueriesData<InfiniteData<UsersPage>>({ queryKey: usersKeys.all }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                users: page.users.map((user) => saved.get(user._id) ?? user),
              })),
            }
          : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
