import { describe, expect, it } from 'vitest';
import { AnimationType, MessageType } from '@sideline/protocol';
import type { AnimationType as AT } from '@sideline/protocol';
import { createAnimationQueue } from './animationQueue';
import { animationsFor } from './fromMessage';
import type { AnimationLookups } from './fromMessage';
import { emptyQueue, pickNext, queueReducer } from './queue';
import type { AnimationItem, QueueState } from './queue';

const item = (id: number, type: AT): AnimationItem => ({ id, type, svgaUrl: `/${type}.svga`, title: type, nickname: 'n' });
const types = (items: readonly AnimationItem[]) => items.map((i) => i.type);

describe('pickNext: best priority, oldest first', () => {
  it.each<[string, AT[], number]>([
    ['empty', [], -1],
    ['one item', ['gift'], 0],
    ['lucky-box open before a gift', ['gift', 'luckyBoxOpen'], 1],
    ['gift (2) before VIP welcome (3)', ['vipWelcome', 'gift'], 1],
    ['wish coin and profit share are priority 2 like gift: oldest first', ['profitShare', 'gift', 'wishCoin'], 0],
    ['lucky-box open then its gift (both 1): open first', ['vipWelcome', 'luckyBoxOpen', 'luckyBoxGift'], 1],
    ['lucky-box gift (1) before a plain gift (2)', ['gift', 'luckyBoxGift'], 1],
    ['only VIP welcomes: the oldest', ['vipWelcome', 'vipWelcome'], 0],
  ])('%s', (_n, list, expected) => {
    expect(pickNext(list.map((t, i) => item(i + 1, t)))).toBe(expected);
  });
});

describe('queueReducer', () => {
  const playing: QueueState = { waiting: [item(2, 'gift')], playing: item(1, 'vipWelcome'), nextId: 3 };
  it.each<[string, QueueState, Parameters<typeof queueReducer>[1], Partial<QueueState>]>([
    ['enqueue assigns ids in order', emptyQueue, { type: 'enqueue', items: [{ type: 'gift', svgaUrl: null, title: '', nickname: '' }] }, { nextId: 2 }],
    ['pick starts the best item', { waiting: [item(1, 'vipWelcome'), item(2, 'luckyBoxOpen')], playing: null, nextId: 3 }, { type: 'pick' }, { playing: item(2, 'luckyBoxOpen'), waiting: [item(1, 'vipWelcome')] }],
    ['pick while one plays does nothing (one at a time)', playing, { type: 'pick' }, { playing: item(1, 'vipWelcome') }],
    ['finished removes the playing item', playing, { type: 'finished', id: 1 }, { playing: null, waiting: [item(2, 'gift')] }],
    ['finished for another id is ignored', playing, { type: 'finished', id: 7 }, { playing: item(1, 'vipWelcome') }],
    ['clear drops everything (anchor change)', playing, { type: 'clear' }, { playing: null, waiting: [] }],
  ])('%s', (_n, state, event, expected) => {
    expect(queueReducer(state, event)).toMatchObject(expected);
  });
});

function fakeTimers() {
  let now = 0;
  const timers: Array<{ at: number; cb: () => void; id: number }> = [];
  let nextId = 1;
  return {
    setTimeout: (cb: () => void, ms: number) => {
      const id = nextId++;
      timers.push({ at: now + ms, cb, id });
      return id;
    },
    clearTimeout: (h: unknown) => {
      const i = timers.findIndex((t) => t.id === h);
      if (i >= 0) timers.splice(i, 1);
    },
    advance(ms: number) {
      now += ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers.splice(timers.indexOf(due), 1);
        due.cb();
      }
    },
  };
}

describe('createAnimationQueue', () => {
  const input = (type: AT) => ({ type, svgaUrl: null, title: type, nickname: '' });

  it('waits 10 ms, plays the best priority, one at a time, then the next', () => {
    const clock = fakeTimers();
    const q = createAnimationQueue({ effectsOn: () => true, ...clock });
    q.enqueue([input('vipWelcome')]);
    q.enqueue([input('gift')]);
    q.enqueue([input('luckyBoxOpen'), input('luckyBoxGift')]);
    clock.advance(9);
    expect(q.getSnapshot().playing).toBeNull();
    clock.advance(1);
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      const p = q.getSnapshot().playing!;
      order.push(p.type);
      q.finished(p.id);
      expect(q.getSnapshot().playing).toBeNull();
      clock.advance(10);
    }
    expect(order).toEqual(['luckyBoxOpen', 'luckyBoxGift', 'gift', 'vipWelcome']);
    expect(q.getSnapshot()).toMatchObject({ playing: null, waiting: [] });
  });

  it('queues nothing while effects are off', () => {
    const clock = fakeTimers();
    let on = false;
    const q = createAnimationQueue({ effectsOn: () => on, ...clock });
    q.enqueue([input('gift')]);
    clock.advance(20);
    expect(q.getSnapshot()).toMatchObject({ playing: null, waiting: [] });
    on = true;
    q.enqueue([input('gift')]);
    clock.advance(10);
    expect(q.getSnapshot().playing?.type).toBe('gift');
  });

  it('a failed load is logged and skipped', () => {
    const clock = fakeTimers();
    const errors: string[] = [];
    const q = createAnimationQueue({ effectsOn: () => true, ...clock, onError: (m) => errors.push(m) });
    q.enqueue([input('gift'), input('wishCoin')]);
    clock.advance(10);
    q.failed(q.getSnapshot().playing!.id, new Error('404'));
    expect(errors).toHaveLength(1);
    clock.advance(10);
    expect(q.getSnapshot().playing?.type).toBe('wishCoin');
  });

  it('clear (anchor change) drops the playing and waiting items and the pending pick', () => {
    const clock = fakeTimers();
    const q = createAnimationQueue({ effectsOn: () => true, ...clock });
    q.enqueue([input('gift'), input('gift')]);
    q.clear();
    clock.advance(50);
    expect(q.getSnapshot()).toMatchObject({ playing: null, waiting: [] });
  });
});

describe('animationsFor (chat message → animations)', () => {
  const look: AnimationLookups = {
    gift: (id) => (id === 104 ? { GiftName: 'Supercar', SvgaUrl: '/media/svga/supercar.svga', ImgUrl: '/car.png' } : id === 153 ? { GiftName: 'Wish Coin', SvgaUrl: '/wc.svga', ImgUrl: '' } : null),
    luckyBox: (id) => (id === 401 ? { Name: 'Bronze Box', ImgUrl: '/box.png' } : null),
    welcomeSvga: (vip) => `/media/svga/vip-welcome-${vip}.svga`,
    luckyBoxOpenSvga: '/media/svga/lucky-box-open.svga',
  };
  const row = (Type: number, Message: string, Vip = 0) => ({ Type, Message, Nickname: 'Ann', Vip });
  it.each<[string, ReturnType<typeof row>, AT[]]>([
    ['a gift message plays its gift', row(MessageType.Gift, '104'), [AnimationType.Gift]],
    ['a coin-site gift (9) too', row(MessageType.CoinGift, '104'), [AnimationType.Gift]],
    ['gift 153 plays the wish-coin animation', row(MessageType.Gift, '153'), [AnimationType.WishCoin]],
    ['gift 152 plays the profit-share animation', row(MessageType.SpecialGift, '152'), [AnimationType.ProfitShare]],
    ['a lucky-box win queues the opening then the gift', row(MessageType.LuckyBox, '104,401'), [AnimationType.LuckyBoxOpen, AnimationType.LuckyBoxGift]],
    ['a malformed lucky-box text queues nothing', row(MessageType.LuckyBox, 'oops'), []],
    ['a wish-coin message', row(MessageType.WishCoin, '153'), [AnimationType.WishCoin]],
    ['a profit-share message', row(MessageType.ProfitShare, '12.5'), [AnimationType.ProfitShare]],
    ['a VIP welcome (VIP 3)', row(MessageType.Welcome, '1', 3), [AnimationType.VipWelcome]],
    ['a welcome of a VIP 0 member: none', row(MessageType.Welcome, '1', 0), []],
    ['a plain chat line: none', row(MessageType.Message, 'hello'), []],
  ])('%s', (_n, r, expected) => {
    expect(types(animationsFor(r, look).map((x, i) => ({ ...x, id: i })))).toEqual(expected);
  });
  it('fills in the SVGA file and the gift name', () => {
    expect(animationsFor(row(MessageType.LuckyBox, '104,401'), look)).toEqual([
      { type: 'luckyBoxOpen', svgaUrl: '/media/svga/lucky-box-open.svga', title: 'Bronze Box', nickname: 'Ann', imageUrl: '/box.png' },
      { type: 'luckyBoxGift', svgaUrl: '/media/svga/supercar.svga', title: 'Supercar', nickname: 'Ann', imageUrl: '/car.png' },
    ]);
    expect(animationsFor(row(MessageType.Welcome, '0', 5), look)[0]?.svgaUrl).toBe('/media/svga/vip-welcome-5.svga');
  });
});
