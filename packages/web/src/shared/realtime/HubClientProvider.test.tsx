import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HubClient } from './hubClient';
import { HubClientProvider, useHubConnection } from './HubClientProvider';
import { CHAT_PROFILE } from './profiles';
import { FakeClock, fakeFactory, flush } from './testing';

function StateLabel() {
  const { state, ready } = useHubConnection();
  return <span data-testid="state">{`${state}${ready ? ' ready' : ''}`}</span>;
}

describe('useHubConnection', () => {
  it('throws outside its provider', () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<StateLabel />)).toThrow(/inside a HubClientProvider/);
    } finally {
      console.error = original;
    }
  });

  it('re-renders with the connection state', async () => {
    const { factory, built } = fakeFactory();
    const client = new HubClient({ url: '/chatroomhub', profile: CHAT_PROFILE, connect: factory, clock: new FakeClock(), dispatchReady: () => undefined });
    render(
      <HubClientProvider client={client}>
        <StateLabel />
      </HubClientProvider>,
    );
    expect(screen.getByTestId('state').textContent).toBe('Disconnected');
    await act(async () => {
      await client.start();
      await flush();
    });
    expect(screen.getByTestId('state').textContent).toBe('Connected ready');
    act(() => built[0].drop());
    expect(screen.getByTestId('state').textContent).toBe('Reconnecting');
  });
});
