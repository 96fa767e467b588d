import {
  UPLOAD_MAX_BYTES,
  UPLOAD_TOO_LARGE,
  UPLOAD_TYPE_REFUSED,
  type UploadUrlAnswer,
} from '@marketplace/contract/uploads';
import { UPLOAD_FAILED, UPLOAD_FILE_REQUIRED } from '@marketplace/core/constants/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { mockApi, sentBodies } from '../testing/fetch-mock';
import { renderWithRouter } from '../testing/render-app';
import { installFakeXhr } from '../testing/store-management/fake-xhr';
import { ImageUpload } from './image-upload';

const answer: UploadUrlAnswer = {
  url: '/api/uploads/shop/0b5e.png?contentType=image%2Fpng&maxBytes=9&expires=1&signature=s',
  key: 'shop/0b5e.png',
  publicUrl: '/api/uploads/shop/0b5e.png',
  headers: { 'Content-Type': 'image/png' },
  expiresAt: '2026-04-01T17:10:00.000Z',
};

const png = () => new File([new Uint8Array(9)], 'storefront.png', { type: 'image/png' });

// jsdom has no object URLs; the preview only needs one per chosen file. Left in place after
// each test: the last unmount still releases its preview.
beforeEach(() => {
  let made = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:preview-${++made}`),
    revokeObjectURL: vi.fn(),
  });
});

function renderUpload(value: string | null = null) {
  const onChange = vi.fn();
  renderWithRouter(
    <ImageUpload folder="shop" value={value} onChange={onChange} label="Store photo" />,
  );
  return { onChange, input: screen.getByLabelText('Store photo') };
}

/** A delivery photo field whose value follows its uploads, as the driver's step keeps it. */
function DeliveryPhoto() {
  const [value, setValue] = useState<string | null>(null);
  return <ImageUpload folder="delivery" value={value} onChange={setValue} label="Door photo" />;
}

const uploadButton = () => screen.getByRole('button', { name: 'Upload Store photo' });

describe('ImageUpload', () => {
  it('shows the current image and a labelled file input for JPEG, PNG, WebP and AVIF', () => {
    const { input } = renderUpload('/images/stores/coffee.webp');
    expect(screen.getByRole('img', { name: 'Store photo' })).toHaveAttribute(
      'src',
      '/images/stores/coffee.webp',
    );
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');
    expect(input).toHaveAccessibleDescription('JPEG, PNG, WebP or AVIF, up to 5 MB.');
  });

  it("says 'Please select a file first.' when Upload is pressed without one", async () => {
    const fetchMock = mockApi({});
    renderUpload();
    await userEvent.setup().click(uploadButton());
    expect(screen.getByRole('alert')).toHaveTextContent(UPLOAD_FILE_REQUIRED);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is used from the keyboard alone', async () => {
    mockApi({});
    const user = userEvent.setup();
    const { input } = renderUpload('/images/stores/coffee.webp');
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(uploadButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(UPLOAD_FILE_REQUIRED);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove Store photo' })).toHaveFocus();
  });

  it('refuses a file over 5 MB, and a file that is not one of the image types, before sending', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup({ applyAccept: false });
    const { input } = renderUpload();
    const big = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'huge.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent(UPLOAD_TOO_LARGE);

    await user.upload(input, new File(['GIF89a'], 'animated.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent(UPLOAD_TYPE_REFUSED);

    // Neither stays chosen.
    await user.click(uploadButton());
    expect(screen.getByRole('alert')).toHaveTextContent(UPLOAD_FILE_REQUIRED);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('previews the chosen file, uploads it to the URL with its headers and shows the progress', async () => {
    let authorization: string | undefined;
    const fetchMock = mockApi({
      'POST /api/s3/get-upload-url': ({ headers }) => {
        authorization = headers.Authorization;
        return { body: answer };
      },
    });
    const requests = installFakeXhr();
    window.localStorage.setItem(STORAGE_KEYS.token, 'session-token');
    const user = userEvent.setup();
    const { input, onChange } = renderUpload('/images/stores/old.webp');
    const file = png();
    await user.upload(input, file);
    expect(screen.getByRole('img', { name: 'Store photo, not uploaded yet' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );

    await user.click(uploadButton());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(sentBodies(fetchMock, '/api/s3/get-upload-url')).toEqual([
      { fileName: 'storefront.png', fileType: 'image/png', folderName: 'shop', fileSize: 9 },
    ]);
    const put = requests[0]!;
    expect(put).toMatchObject({ method: 'PUT', url: answer.url, body: file });
    // The API call carries the login; the PUT only the answer's headers, never the token.
    expect(authorization).toBe('Bearer session-token');
    expect(put.headers).toEqual({ 'Content-Type': 'image/png' });

    const bar = screen.getByRole('progressbar', { name: 'Uploading Store photo' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    put.progress(4, 10);
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();

    put.respond(204);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(answer.publicUrl));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('names the type by the extension when the browser reports none', async () => {
    const fetchMock = mockApi({
      'POST /api/s3/get-upload-url': { status: 500, body: { error: 'x', code: 'INTERNAL' } },
    });
    // The picker's filter goes by extension; Testing Library's by the reported type.
    const user = userEvent.setup({ applyAccept: false });
    const { input } = renderUpload();
    await user.upload(input, new File([new Uint8Array(3)], 'Photo.AVIF'));
    await user.click(uploadButton());
    await screen.findByRole('alert');
    expect(sentBodies(fetchMock, '/api/s3/get-upload-url')).toEqual([
      { fileName: 'Photo.AVIF', fileType: 'image/avif', folderName: 'shop', fileSize: 3 },
    ]);
  });

  it("says 'Upload failed. Please try again.' with the API's reason when the file is refused", async () => {
    mockApi({ 'POST /api/s3/get-upload-url': { body: answer } });
    const requests = installFakeXhr();
    const user = userEvent.setup();
    const { input, onChange } = renderUpload();
    await user.upload(input, png());
    await user.click(uploadButton());
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0]!.respond(415, { error: UPLOAD_TYPE_REFUSED, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${UPLOAD_FAILED} ${UPLOAD_TYPE_REFUSED}`,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("says only 'Upload failed. Please try again.' when the network or the server fails", async () => {
    mockApi({ 'POST /api/s3/get-upload-url': { body: answer } });
    const requests = installFakeXhr();
    const user = userEvent.setup();
    const { input, onChange } = renderUpload();
    await user.upload(input, png());
    await user.click(uploadButton());
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0]!.failNetwork();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Upload failed\. Please try again\.$/,
    );

    // The file stays chosen: trying again is one press.
    await user.click(uploadButton());
    await waitFor(() => expect(requests).toHaveLength(2));
    requests[1]!.respond(500, {
      error: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(/^Upload failed\. Please try again\.$/);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('fails the same way when no upload URL is given', async () => {
    mockApi({
      'POST /api/s3/get-upload-url': {
        status: 403,
        body: { error: 'You do not have permission to do this.', code: 'FORBIDDEN' },
      },
    });
    const requests = installFakeXhr();
    const user = userEvent.setup();
    const { input } = renderUpload();
    await user.upload(input, png());
    await user.click(uploadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${UPLOAD_FAILED} You do not have permission to do this.`,
    );
    expect(requests).toEqual([]);
  });

  it('removes the image', async () => {
    const user = userEvent.setup();
    const { onChange } = renderUpload('/api/uploads/shop/0b5e.png');
    await user.click(screen.getByRole('button', { name: 'Remove Store photo' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('offers no Remove without an image or a chosen file', () => {
    renderUpload();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByText('No photo')).toBeInTheDocument();
  });

  it('keeps showing a private upload (a delivery photo) from the phone’s own copy', async () => {
    mockApi({ 'POST /api/s3/get-upload-url': { body: { ...answer, key: 'delivery/door.png' } } });
    const requests = installFakeXhr();
    renderWithRouter(<DeliveryPhoto />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Door photo'), png());
    await user.click(screen.getByRole('button', { name: 'Upload Door photo' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0]!.respond(204);
    // Uploaded, and still shown from the chosen file: the photo has no address a page may load.
    expect(await screen.findByRole('img', { name: 'Door photo' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.click(screen.getByRole('button', { name: 'Remove Door photo' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No photo')).toBeInTheDocument();
  });

  it('uploads on choosing when told to, with no Upload button, and says when it is busy', async () => {
    mockApi({ 'POST /api/s3/get-upload-url': { body: { ...answer, key: 'delivery/door.png' } } });
    const requests = installFakeXhr();
    const onBusyChange = vi.fn();
    renderWithRouter(
      <ImageUpload
        folder="delivery"
        value={null}
        onChange={vi.fn()}
        label="Door photo"
        uploadOnChoose
        onBusyChange={onBusyChange}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Upload Door photo' })).not.toBeInTheDocument();
    await userEvent.setup().upload(screen.getByLabelText('Door photo'), png());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    requests[0]!.respond(204);
    await waitFor(() => expect(onBusyChange).toHaveBeenLastCalledWith(false));
    // The input still names the photo taken, not "No file chosen".
    expect((screen.getByLabelText('Door photo') as HTMLInputElement).files?.[0]?.name).toBe(
      'storefront.png',
    );
  });
});
