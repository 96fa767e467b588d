/**
 * SPEC §9 recommended-stores strip: other stores, never the one being viewed and never hidden
 * ones. SPEC does not show which stores count as compatible, so the caller picks the
 * candidates (for example the same category) and this keeps the exclusions in one place.
 */
export function recommendedStores<S extends { _id: string; isHidden?: boolean | null }>(
  stores: readonly S[],
  currentStoreId: string | null | undefined,
): S[] {
  return stores.filter((store) => !store.isHidden && store._id !== currentStoreId);
}
