import { collapseZipGroups } from '@marketplace/core/catalog/collapse-zip-groups';
import { useId, useState } from 'react';
import { Skeleton } from '../../../ui/skeleton';
import { useZipcodeGroups } from '../api/get-zipcode-groups';
import styles from './service-area.module.css';

/**
 * Where we deliver (SPEC §7 valid-zipcode-groups): a row per city with its zip codes; a city
 * with more than 3 shows the first 3 and '+N more', which expands (SPEC §9). A failed load
 * simply leaves the section out: it is context, not the task.
 */
export function ServiceArea({ title = 'Where we deliver' }: { title?: string }) {
  const { data, isPending, isError } = useZipcodeGroups();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const headingId = useId();
  if (isError || (data && data.length === 0)) return null;

  return (
    <section className={styles.area} aria-labelledby={headingId} aria-busy={isPending}>
      <h3 id={headingId} className={styles.title}>
        {title}
      </h3>
      {isPending ? (
        <div className={styles.loading}>
          <Skeleton width="70%" />
          <Skeleton width="55%" />
          <Skeleton width="62%" />
        </div>
      ) : (
        <ul className={styles.cities}>
          {collapseZipGroups(data).map(({ city, shown, hidden }) => {
            const all = data.find((group) => group.city === city)?.zipcodes ?? shown;
            const open = expanded.has(city);
            const zipcodes = open ? all : shown;
            return (
              <li key={city} className={styles.city}>
                <span className={styles.cityName}>{city}</span>
                <span className={styles.zips}>
                  {zipcodes.map((zipcode) => (
                    <span key={zipcode} className={styles.zip}>
                      {zipcode}
                    </span>
                  ))}
                  {hidden > 0 && (
                    <button
                      type="button"
                      className={styles.more}
                      aria-expanded={open}
                      aria-label={
                        open
                          ? `Show fewer ${city} zip codes`
                          : `Show ${hidden} more ${city} zip codes`
                      }
                      onClick={() =>
                        setExpanded((current) => {
                          const next = new Set(current);
                          if (open) next.delete(city);
                          else next.add(city);
                          return next;
                        })
                      }
                    >
                      {open ? 'Show less' : `+${hidden} more`}
                    </button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
