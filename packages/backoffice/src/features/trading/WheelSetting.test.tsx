import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GetWheelSetting, ListWheelRecords, SaveWheelSetting, SetWheelOpen } from '@sideline/protocol';
import { fakeFetch, ok, renderWith } from '../../test/render';
import { WheelSetting } from './WheelSetting';

afterEach(() => vi.unstubAllGlobals());

const setting = {
  IsOpen: true,
  Slots: [{ Label: 'Jackpot', Amount: 100, Weight: 1 }, ...[0, 2.5, 5, 10, 25].map((Amount) => ({ Label: `x${Amount / 5}`, Amount, Weight: 9 }))],
};

describe('WheelSetting', () => {
  it("refuses a slot label over 8 letters with the spec's message, then saves", async () => {
    const { fetchFn, calls } = fakeFetch({
      [GetWheelSetting.path]: () => ok(setting),
      [ListWheelRecords.path]: () => ok({ Records: [], Total: 0 }),
      [SaveWheelSetting.path]: (body) => ok(body),
      [SetWheelOpen.path]: (body) => ok({ ...(body as object), Groups: 3 }),
    });
    vi.stubGlobal('fetch', fetchFn);
    renderWith(<WheelSetting />, { role: 'trader' });
    // The field array re-keys its rows once after the first render: find the input each time.
    const label = () => screen.getByLabelText('Label of slot 1');
    await screen.findByLabelText('Label of slot 1');
    fireEvent.input(label(), { target: { value: 'Superprize' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Each lucky-wheel slot label is up to 8 letters');
    expect(screen.getByRole('button', { name: 'Close the wheel' })).toBeTruthy();
    expect(calls.some((c) => c.url === SaveWheelSetting.path)).toBe(false);
    fireEvent.input(label(), { target: { value: 'Super' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Wheel saved.');
    await waitFor(() => expect(calls.find((c) => c.url === SaveWheelSetting.path)?.body).toEqual({ IsOpen: true, Slots: [{ Label: 'Super', Amount: 100, Weight: 1 }, ...setting.Slots.slice(1)] }));
  });

  it('closes the wheel everywhere with the global switch', async () => {
    const { fetchFn, calls } = fakeFetch({
      [GetWheelSetting.path]: () => ok(setting),
      [ListWheelRecords.path]: () => ok({ Records: [], Total: 0 }),
      [SetWheelOpen.path]: (body) => ok({ ...(body as object), Groups: 3 }),
    });
    vi.stubGlobal('fetch', fetchFn);
    renderWith(<WheelSetting />, { role: 'trader' });
    fireEvent.click(await screen.findByRole('button', { name: 'Close the wheel' }));
    await screen.findByText('The wheel is closed in every room.');
    expect(calls.find((c) => c.url === SetWheelOpen.path)?.body).toEqual({ IsOpen: false });
  });
});
