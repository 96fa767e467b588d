import { BAG_ID_MAX, BAGS_PER_ORDER_MAX } from '@marketplace/contract/driver';
import { INSTRUCTION_COMPLETE_FAILED } from '@marketplace/core/constants/messages';
import { type FormEvent, useState } from 'react';
import { addressLines } from '../../../lib/format-order';
import { Button } from '../../../ui/button';
import { ImageUpload } from '../../../ui/image-upload';
import { TextField } from '../../../ui/text-field';
import { useCompleteInstruction } from '../api/complete-instruction';
import type { DriverOrderWork } from '../driver-orders';
import styles from './driver-work.module.css';
import { IdCheckForm } from './id-check-form';
import { OrderHeader } from './order-header';
import { StepActions } from './step-actions';

/**
 * The step to do now (SPEC §4 Driver flow): its title, where to go (with a map link), what to
 * collect at the store, the bag labels on the bag step (SPEC's second instruction), the ID check
 * at the door for a 21+ order, and one large button to mark it done, reachable with a thumb.
 */
export function CurrentStep({ work }: { work: DriverOrderWork }) {
  const step = work.current!;
  const complete = useCompleteInstruction();
  const [bags, setBags] = useState<string[]>(step.bagIds ?? []);
  const [typed, setTyped] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const handOver = step.kind === 'deliver';
  const place = step.address ? addressLines(step.address) : null;
  const mapLink = place
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place.join(', '))}`
    : null;

  function addBag(event: FormEvent) {
    event.preventDefault();
    const label = typed.trim().slice(0, BAG_ID_MAX);
    if (label && !bags.includes(label) && bags.length < BAGS_PER_ORDER_MAX) {
      setBags([...bags, label]);
    }
    setTyped('');
  }

  return (
    <section className={styles.work} aria-labelledby="current-step">
      <OrderHeader order={work.order} />
      <p className={styles.progress}>{`Step ${step.position + 1} of ${work.steps.length}`}</p>
      <h3 id="current-step" className={styles.stepTitle}>
        {step.instructionTitle}
      </h3>
      {step.kind === 'return' && (
        <p role="alert" className={styles.returnNotice}>
          The ID check did not pass: do not leave the order. Bring every item back to the store.
        </p>
      )}
      {place && (
        <address className={styles.place}>
          {step.address?.fullname && <strong>{step.address.fullname}</strong>}
          {place.map((line) => (
            <span key={line}>{line}</span>
          ))}
          {mapLink && (
            <a href={mapLink} target="_blank" rel="noreferrer" className={styles.mapLink}>
              Open in Maps
            </a>
          )}
        </address>
      )}
      {step.kind === 'pick_up' && (
        <div>
          <h4 className={styles.subTitle}>Collect</h4>
          <ul className={styles.items}>
            {work.order.items.map((item) => (
              <li key={item.name}>{`${item.quantity} × ${item.name}`}</li>
            ))}
          </ul>
          {work.order.specialRequest && (
            <p className={styles.note}>{`Note: ${work.order.specialRequest}`}</p>
          )}
        </div>
      )}
      {step.kind === 'bag' && (
        <div className={styles.bags}>
          <form className={styles.bagForm} onSubmit={addBag}>
            <TextField
              label="Bag label"
              value={typed}
              maxLength={BAG_ID_MAX}
              autoComplete="off"
              onChange={(event) => setTyped(event.target.value)}
            />
            <Button type="submit" variant="secondary" disabled={typed.trim() === ''}>
              Add bag
            </Button>
          </form>
          {bags.length > 0 && (
            <ul className={styles.bagList} aria-label="Bags">
              {bags.map((bag) => (
                <li key={bag}>
                  <span>{bag}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove bag ${bag}`}
                    onClick={() => setBags(bags.filter((each) => each !== bag))}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {handOver && (
        <ImageUpload
          folder="delivery"
          capture="environment"
          label="Photo of the order where you left it (optional)"
          value={photo}
          onChange={setPhoto}
        />
      )}
      {step.kind === 'id_check' ? (
        <IdCheckForm step={step} />
      ) : (
        <StepActions error={complete.isError ? INSTRUCTION_COMPLETE_FAILED : null}>
          <Button
            size="lg"
            block
            loading={complete.isPending}
            onClick={() =>
              complete.mutate({
                step,
                ...(step.kind === 'bag' ? { bagIds: bags } : {}),
                ...(handOver && photo ? { photoUrl: photo } : {}),
              })
            }
          >
            Complete
          </Button>
        </StepActions>
      )}
    </section>
  );
}
