import { act } from '@testing-library/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { FirstPaintHandover, watchServerFields } from './first-paint-handover';

function Form({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form>
      <input type="search" placeholder="Search" />
      <input
        type="text"
        aria-label="Delivery address"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onValue(event.target.value);
        }}
      />
    </form>
  );
}

afterEach(() => {
  document.body.replaceChildren();
});

/** The server's first paint of <Form>, as the browser shows it. */
function serverPaint() {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Form onValue={() => {}} />);
  document.body.append(root);
  return root;
}

/** The app renders over the server's page with the handover; what its field heard. */
async function appTakesOver(root: HTMLElement, server: ReturnType<typeof watchServerFields>) {
  const heard: string[] = [];
  await act(async () => {
    createRoot(root).render(
      <>
        <Form onValue={(value) => heard.push(value)} />
        <FirstPaintHandover root={root} server={server} />
      </>,
    );
  });
  return heard;
}

describe('FirstPaintHandover', () => {
  it('moves what was typed before the app ran into the app’s field, with the focus and caret', async () => {
    const root = serverPaint();
    const server = watchServerFields(root);
    const address = root.querySelector<HTMLInputElement>('[aria-label="Delivery address"]')!;
    address.focus();
    address.value = '88 E Colorado';
    address.setSelectionRange(3, 3);

    const heard = await appTakesOver(root, server);
    const field = root.querySelector<HTMLInputElement>('[aria-label="Delivery address"]')!;
    expect(field).not.toBe(address);
    expect(field).toHaveValue('88 E Colorado');
    expect(heard).toEqual(['88 E Colorado']);
    expect(field).toHaveFocus();
    expect(field.selectionStart).toBe(3);
    expect(root.querySelector('input[type="search"]')).toHaveValue('');
  });

  it('moves the focus when the browser reports the removed field as left (Chromium)', () => {
    const root = serverPaint();
    const server = watchServerFields(root);
    const address = root.querySelector<HTMLInputElement>('[aria-label="Delivery address"]')!;
    address.focus();

    // Chromium fires focusout on a focused field as the app removes it, in the commit's task.
    address.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    act(() => {
      createRoot(root).render(
        <>
          <Form onValue={() => {}} />
          <FirstPaintHandover root={root} server={server} />
        </>,
      );
    });

    const field = root.querySelector<HTMLInputElement>('[aria-label="Delivery address"]')!;
    expect(field).not.toBe(address);
    expect(field).toHaveFocus();
  });

  it('moves the focus of a field the visitor was in before the watch began', async () => {
    const root = serverPaint();
    const address = root.querySelector<HTMLInputElement>('[aria-label="Delivery address"]')!;
    address.focus();
    const server = watchServerFields(root);

    await appTakesOver(root, server);
    const field = root.querySelector<HTMLInputElement>('[aria-label="Delivery address"]')!;
    expect(field).not.toBe(address);
    expect(field).toHaveFocus();
  });

  it('does not bring the focus back to a field the visitor left', async () => {
    const root = serverPaint();
    const server = watchServerFields(root);
    const address = root.querySelector<HTMLInputElement>('[aria-label="Delivery address"]')!;
    address.focus();
    address.blur();
    await Promise.resolve();

    await appTakesOver(root, server);
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves the app’s fields alone when nothing was typed', async () => {
    const root = serverPaint();
    const server = watchServerFields(root);
    const heard = await appTakesOver(root, server);
    expect(heard).toEqual([]);
    expect(document.activeElement).toBe(document.body);
  });
});
