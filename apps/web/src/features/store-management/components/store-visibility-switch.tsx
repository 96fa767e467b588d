import type { ManagedStore } from '@marketplace/contract/store-management';
import { mutationErrorMessage } from '../../../api/client';
import { toast } from '../../../ui/toast';
import { useUpdateStore } from '../api/update-store';
import { VisibilitySwitch } from './visibility-switch';

/**
 * A store's visibility, saved on click: the switch moves at once and moves back, with the
 * server's reason in a toast, if the save fails.
 */
export function StoreVisibilitySwitch({ store }: { store: ManagedStore }) {
  const updateStore = useUpdateStore();
  return (
    <VisibilitySwitch
      name={store.name}
      visible={!store.isHidden}
      busy={updateStore.isPending}
      onChange={(visible) =>
        updateStore.mutate(
          {
            storeId: store._id,
            body: { sellerId: store.sellerId, updateData: { isHidden: !visible } },
          },
          {
            onSuccess: ({ message }) => toast.success(message),
            onError: (cause) => toast.error(mutationErrorMessage(cause)),
          },
        )
      }
    />
  );
}
