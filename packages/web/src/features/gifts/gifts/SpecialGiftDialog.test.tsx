import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../shared/i18n';
import { balanceOf } from '../../shell';
import { createBalanceStore } from '../../shell';
import { SpecialGiftDialog } from './SpecialGiftDialog';
import type { SpecialGiftVerdict } from './SpecialGiftDialog';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function mount(verdict: SpecialGiftVerdict, send: () => Promise<{ Balance: number }>) {
  const balances = createBalanceStore({ fetchBalances: async () => [] });
  balances.set(1, 100);
  const onClose = vi.fn();
  const onSent = vi.fn();
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <SpecialGiftDialog kind="profit-share" open onClose={onClose} balances={balances} currencyId={1} balance={100} verdict={verdict} send={send} onSent={onSent}>
        <p>fields</p>
      </SpecialGiftDialog>
    </I18nextProvider>,
  );
  return { balances, onClose, onSent, confirm: () => screen.getByTestId('profit-share-confirm') as HTMLButtonElement };
}

describe('SpecialGiftDialog (the wish-coin and profit-share body)', () => {
  it('sends once however often confirm is pressed, sets the new balance, then closes', async () => {
    const call = deferred<{ Balance: number }>();
    const send = vi.fn(() => call.promise);
    const { balances, onClose, onSent, confirm } = mount('ok', send);
    expect(screen.getByRole('dialog', { name: 'Profit share' }).textContent).toContain('fields');
    expect(screen.getByText('Balance:').textContent).toBe('Balance: 100');
    fireEvent.click(confirm());
    fireEvent.click(confirm());
    expect(send).toHaveBeenCalledTimes(1);
    expect(confirm().disabled).toBe(true);
    expect(confirm().getAttribute('aria-busy')).toBe('true');
    await act(async () => call.resolve({ Balance: 97.5 }));
    expect(balanceOf(balances.getSnapshot(), 1)).toBe(97.5);
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a failed send is only logged: the dialog stays, confirm comes back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { balances, onClose, onSent, confirm } = mount('ok', () => Promise.reject(new Error('down')));
    await act(async () => fireEvent.click(confirm()));
    expect(warn).toHaveBeenCalledWith('[profit-share] send failed', expect.any(Error));
    expect(onClose).not.toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
    expect(balanceOf(balances.getSnapshot(), 1)).toBe(100);
    expect(confirm().disabled).toBe(false);
    warn.mockRestore();
  });

  it.each([
    ['insufficient-fund', true],
    ['wait', false],
  ] as const)("verdict %s: confirm disabled, the insufficient-fund hint %s", (verdict, hint) => {
    const send = vi.fn(async () => ({ Balance: 0 }));
    const { confirm } = mount(verdict, send);
    expect(confirm().disabled).toBe(true);
    fireEvent.click(confirm());
    expect(send).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')?.textContent ?? null).toBe(hint ? 'Insufficient funds' : null);
  });
});
