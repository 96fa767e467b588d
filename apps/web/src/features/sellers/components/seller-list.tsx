import type { Seller } from '@marketplace/contract/sellers';
import type { ReactNode } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { Button, ButtonLink } from '../../../ui/button';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { BriefcaseIcon, SearchIcon } from '../../../ui/icons';
import { LoadMore } from '../../../ui/load-more';
import { Skeleton } from '../../../ui/skeleton';
import { TextField } from '../../../ui/text-field';
import { useSellers } from '../api/get-sellers';
import { sellerName, sellerPhone } from '../seller-format';
import styles from './seller-list.module.css';

type SellerListProps = {
  search: string;
  onSearchChange: (search: string) => void;
  /** Where a seller's stores are listed (store management, filtered to them). */
  storesHref: (seller: Seller) => string;
  /** What the empty list offers: adding the first seller. */
  emptyAction?: ReactNode;
};

/** How long typing rests before the search is sent. */
export const SELLER_SEARCH_DEBOUNCE_MS = 300;

const storeCount = (count: number) => (count === 1 ? '1 store' : `${count} stores`);

/**
 * Sellers by name, a page at a time (SPEC §3 Seller: name, phone shown with +1, e-mail), with
 * their seller id (the store form asks for it), how many stores they run and a link to those
 * stores. The server searches by name, e-mail or phone once typing rests.
 */
export function SellerList({ search, onSearchChange, storesHref, emptyAction }: SellerListProps) {
  const q = useDebouncedValue(search, SELLER_SEARCH_DEBOUNCE_MS).trim();
  const sellers = useSellers(q);

  const failed = (
    <ErrorState
      title="We couldn’t load the sellers"
      onRetry={() => void sellers.refetch()}
      retrying={sellers.isFetching}
      headingLevel={3}
    />
  );
  // Before the first answer there is nothing to search in; a search's own failure keeps the field.
  if (sellers.isPending && q === '') return <SellerListSkeleton />;
  if (sellers.isError && !sellers.data && q === '') return failed;
  const firstPage = sellers.data?.pages[0];
  const total = firstPage?.total ?? 0;
  if (firstPage && total === 0 && q === '' && !sellers.isPlaceholderData) {
    return (
      <EmptyState
        icon={<BriefcaseIcon size={28} />}
        title="No sellers yet"
        description="Add a seller with their name, phone and e-mail, then create stores for them."
        action={emptyAction}
        headingLevel={3}
      />
    );
  }

  const shown = sellers.data?.pages.flatMap((page) => page.sellers) ?? [];
  const count = total.toLocaleString('en-US');

  const columns: DataColumn<Seller>[] = [
    {
      key: 'seller',
      header: 'Seller',
      hideLabelOnPhone: true,
      cell: (seller) => (
        <div className={styles.sellerCell}>
          <span className={styles.name}>{sellerName(seller)}</span>
          <span className={styles.sellerId}>
            <span className="visually-hidden">Seller ID </span>
            {seller.sellerId}
          </span>
        </div>
      ),
    },
    {
      key: 'phone',
      header: 'Phone',
      cell: (seller) => <span className={styles.nowrap}>{sellerPhone(seller.phone)}</span>,
    },
    {
      key: 'email',
      header: 'Email',
      cell: (seller) => <span className={styles.email}>{seller.email}</span>,
    },
    { key: 'stores', header: 'Stores', align: 'end', cell: (seller) => seller.storeCount },
    {
      key: 'open',
      header: <span className="visually-hidden">Actions</span>,
      hideLabelOnPhone: true,
      align: 'end',
      cell: (seller) => (
        <ButtonLink
          to={storesHref(seller)}
          variant="secondary"
          size="sm"
          // The visible words first, then whose (WCAG 2.5.3: a speech user says what they see).
          aria-label={`View stores of ${sellerName(seller)} (${storeCount(seller.storeCount)})`}
        >
          View stores
        </ButtonLink>
      ),
    },
  ];

  return (
    <div className={styles.list}>
      <TextField
        label="Search sellers"
        type="search"
        placeholder="Name, e-mail or phone"
        prefix={<SearchIcon size={18} />}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        maxLength={120}
      />
      {!sellers.data ? (
        sellers.isError ? (
          failed
        ) : (
          <SellerListSkeleton />
        )
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {q !== ''
              ? `${count} ${total === 1 ? 'seller matches' : 'sellers match'}`
              : `${count} ${total === 1 ? 'seller' : 'sellers'}`}
          </p>
          <DataTable
            caption="Sellers"
            columns={columns}
            rows={shown}
            rowKey={(seller) => seller._id}
            empty={
              <EmptyState
                icon={<SearchIcon size={28} />}
                title="No sellers match"
                description="Try another name, e-mail or phone number."
                headingLevel={3}
                action={
                  <Button variant="secondary" onClick={() => onSearchChange('')}>
                    Clear search
                  </Button>
                }
              />
            }
          />
          <LoadMore
            pages={sellers}
            label="Load more sellers"
            errorTitle="We couldn’t load more sellers"
          />
        </>
      )}
    </div>
  );
}

function SellerListSkeleton() {
  return (
    <div className={styles.list} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading sellers…
      </span>
      <Skeleton height={48} />
      {['a', 'b', 'c', 'd'].map((row) => (
        <div key={row} className={styles.skeletonRow}>
          <Skeleton width="35%" />
          <Skeleton width="25%" />
          <Skeleton width="25%" />
        </div>
      ))}
    </div>
  );
}
