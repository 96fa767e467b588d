import { Button } from './button';
import { ErrorState } from './error-state';
import styles from './load-more.module.css';

/** What a paged list (TanStack Query's infinite query) tells about its next page. */
export type NextPage = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * The foot of a paged list: 'Load more …' while there is more, and when a next page failed,
 * `errorTitle` with Try again in its place (the rows already shown stay).
 */
export function LoadMore({
  pages,
  label,
  errorTitle,
}: {
  pages: NextPage;
  label: string;
  errorTitle: string;
}) {
  if (pages.isFetchNextPageError) {
    return (
      <ErrorState
        compact
        headingLevel={3}
        title={errorTitle}
        onRetry={() => void pages.fetchNextPage()}
        retrying={pages.isFetchingNextPage}
      />
    );
  }
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className={styles.more}
      onClick={() => void pages.fetchNextPage()}
      loading={pages.isFetchingNextPage}
    >
      {label}
    </Button>
  );
}
