import { BAG_ID_MAX, BAGS_PER_ORDER_MAX } from '@marketplace/contract/driver';
import { INSTRUCTION_COMPLETE_FAILED } from '@marketplace/core/constants/messages';
import { type FormEvent, useState } from 'react';
import { addressLines } from '../../../lib/format-order';
import { Button } from '../../../ui/button';
import { ImageUpload } from '../../../ui/image-upload';
import { DangerNotice } from '../../../ui/notice';
import { TextField } from '../../../ui/text-field';
import { useCompleteInstruction } from '../api/complete-instruction';
import type { DriverOrderWork } from '../driver-orders';
import styles from './driver-work.module.css';
import { IdCheckForm } from './id-check-form';
import { MissingItems } from './missing-items';
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
  const [photoUploading, setPhotoUploading] = useState(false);
  const handOver = step.kind === 'deliver';
  const place = step.address ? addressLines(step.address) : null;
  const mapLink = place
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place.join(', '))}`
    : null;
  // At the buyer's door (the ID check, the hand-over): their note, and their phone to call.
  const atTheDoor = step.kind === 'id_check' || step.kind === 'deliver';
  const phone = dialable(step.address?.contact);
  const who = atTheDoor ? 'the buyer' : 'the store';

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
        <DangerNotice role="alert">
          The ID check did not pass: do not leave the order. Bring every item back to the store.
        </DangerNotice>
      )}
      {place && (
        <address className={styles.place}>
          {step.address?.fullname && <strong>{step.address.fullname}</strong>}
          {place.map((line) => (
            <span key={line}>{line}</span>
          ))}
          <span className={styles.placeLinks}>
            {mapLink && (
              <a href={mapLink} target="_blank" rel="noreferrer" className={styles.mapLink}>
                Open in Maps
              </a>
            )}
            {phone && (
              <>
                <a href={`tel:${phone}`} className={styles.mapLink}>
                  {`Call ${who}`}
                </a>
                <a href={`sms:${phone}`} className={styles.mapLink}>
                  {`Text ${who}`}
                </a>
              </>
            )}
          </span>
        </address>
      )}
      {atTheDoor && work.order.specialRequest && (
        <p className={styles.dropOffNote}>{`Buyer's note: ${work.order.specialRequest}`}</p>
      )}
      {step.kind === 'pick_up' && (
        <div>
          <h4 className={styles.subTitle}>Collect</h4>
          <ul className={styles.items}>
            {work.order.items.map((item) => (
              // The same product with other choices is another line.
              <li key={`${item.name}:${item.options.join('|')}`}>
                {`${item.quantity - item.unavailable} × ${item.name}`}
                {item.unavailable > 0 && (
                  <span className={styles.itemOptions}>
                    {`${item.unavailable} not available at the store`}
                  </span>
                )}
                {item.options.length > 0 && (
                  <span className={styles.itemOptions}>{item.options.join(' · ')}</span>
                )}
              </li>
            ))}
          </ul>
          <MissingItems order={work.order} driverId={step.driverId} />
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
          uploadOnChoose
          onBusyChange={setPhotoUploading}
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
            // The photo being uploaded goes with the hand-over: Complete waits for it.
            disabled={photoUploading}
            onClick={() =>
              complete.mutate({
                step,
                ...(step.kind === 'bag' ? { bagIds: bags } : {}),
                ...(handOver && photo ? { photoUrl: photo } : {}),
              })
            }
          >
            {photoUploading ? 'Uploading the photo…' : 'Complete'}
          </Button>
        </StepActions>
      )}
    </section>
  );
}

/** A US phone as the order keeps it ('6265550101', or with +1) as a tel:/sms: number. */
function dialable(contact: string | undefined): string | null {
  const digits = contact?.replace(/\D/g, '') ?? '';
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}
