import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UploadStreamerPhoto } from '@sideline/protocol';
import { renderWith } from '../../test/render';
import { UploadField } from './UploadField';
import type { MediaRef } from './UploadField';

afterEach(() => vi.unstubAllGlobals());

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 64) => new File([new Uint8Array([...PNG, ...new Array(Math.max(0, size - PNG.length)).fill(0)])], name, { type: 'image/png' });
const MEDIA = { MediaId: 'a'.repeat(64), Url: `/media/uploads/${'a'.repeat(64)}.png`, Kind: 'png', Bytes: 64 };

function Harness(props: { onChange?: (v: MediaRef[]) => void; error?: string }) {
  const [value, setValue] = useState<MediaRef[]>([]);
  return <UploadField call={UploadStreamerPhoto} label="Photos" required value={value} error={props.error}
    onChange={(v) => { setValue(v); props.onChange?.(v); }} />;
}

/** Records uploads; answers each with `answer`. */
function stubFetch(answer: { status: number; body: unknown }) {
  const sent: FormData[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(init.body as FormData);
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

const pick = (file: File) => fireEvent.change(screen.getByLabelText(/^Photos/), { target: { files: [file] } });

describe('UploadField', () => {
  it('refuses a file over 800 KB and a PNG named .gif before sending, with the spec messages', async () => {
    const sent = stubFetch({ status: 200, body: { Code: 200, Result: { Media: MEDIA }, Error: null } });
    renderWith(<Harness />);
    pick(png('big.png', 801 * 1024));
    expect((await screen.findByRole('alert')).textContent).toBe('File exceeds the size limit');
    pick(png('renamed.gif'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('File format error'));
    expect(screen.getByLabelText(/^Photos/).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it('uploads a good file as multipart part File and previews it, removable by keyboard-reachable button', async () => {
    const sent = stubFetch({ status: 200, body: { Code: 200, Result: { Media: MEDIA }, Error: null } });
    const onChange = vi.fn();
    renderWith(<Harness onChange={onChange} />);
    pick(png('face.png'));
    const img = await screen.findByRole('img', { name: 'Photos 1' });
    expect(img.getAttribute('src')).toBe(MEDIA.Url);
    expect((sent[0]!.get('File') as File).name).toBe('face.png');
    expect(onChange).toHaveBeenLastCalledWith([{ MediaId: MEDIA.MediaId, Url: MEDIA.Url }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Photos 1' }));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows the server's refusal in the staff member's language", async () => {
    stubFetch({ status: 415, body: { Code: 415, Result: null, Error: [{ Field: 'file-format', Message: 'File format error' }] } });
    renderWith(<Harness />, { language: 'cn' });
    fireEvent.change(screen.getByLabelText(/^Photos/), { target: { files: [png('face.png')] } });
    expect((await screen.findByRole('alert')).textContent).toBe('文件格式错误');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows the form's own error (no photo yet)", () => {
    stubFetch({ status: 200, body: {} });
    renderWith(<Harness error="At least one photo is required" />);
    expect(screen.getByRole('alert').textContent).toBe('At least one photo is required');
  });
});
