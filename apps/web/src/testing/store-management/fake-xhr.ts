import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest with the parts an upload uses: open, request headers, send,
 * upload progress, then onload with a status (any status, as a real one) or onerror when the
 * network fails. Each sent request waits for the test to answer it.
 */
export class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Document | XMLHttpRequestBodyInit | null | undefined;
  status = 0;
  responseText = '';
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body?: Document | XMLHttpRequestBodyInit | null) {
    this.body = body;
    sent.push(this);
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }

  /** The server answers. */
  respond(status: number, body?: unknown) {
    this.status = status;
    this.responseText =
      typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
    act(() => this.onload?.());
  }

  /** The connection fails before any answer. */
  failNetwork() {
    act(() => this.onerror?.());
  }
}

const sent: FakeXhr[] = [];

/** Replaces XMLHttpRequest for this test; returns the requests sent so far, newest last. */
export function installFakeXhr(): FakeXhr[] {
  sent.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
