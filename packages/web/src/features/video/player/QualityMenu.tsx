import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/Icon';
import { QUALITY_EVENT, readQuality } from './quality';
import type { QualityState } from './quality';

/**
 * What the video in `box` offers to pick: read now, then on each change the player publishes and
 * whenever the box's content is replaced (another source, an error photo).
 */
export function useQuality(box: RefObject<HTMLElement | null>): QualityState | null {
  const [quality, setQuality] = useState<QualityState | null>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const update = () => setQuality(readQuality(el));
    update();
    el.addEventListener(QUALITY_EVENT, update);
    const observer = new MutationObserver(update);
    observer.observe(el, { childList: true });
    return () => {
      el.removeEventListener(QUALITY_EVENT, update);
      observer.disconnect();
    };
  }, [box]);
  return quality;
}

/**
 * The quality menu of the video controls: a menu button naming the level ("Auto (240p)" while
 * hls.js picks, "360p" once the viewer has), a menu of Auto and each level (highest first) as
 * radio items. Arrows, Home and End move, Enter or Space pick, Escape (or Tab, or a press
 * outside) closes; the focus goes back to the button.
 */
export function QualityMenu({ quality }: { quality: QualityState }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const wrap = useRef<HTMLDivElement>(null);

  const playing = quality.levels.find((l) => l.index === quality.playing);
  // "Auto (240p)": the level Auto plays now. (Composed here: two keys per locale, not four, as the
  // viewer's locale is part of every page's first load.)
  const auto = playing ? `${t('quality-auto')} (${playing.label})` : t('quality-auto');
  const name = quality.auto ? auto : (playing?.label ?? t('quality-auto'));
  const items = [
    { index: -1, label: quality.auto ? auto : t('quality-auto'), checked: quality.auto },
    ...[...quality.levels].sort((a, b) => b.height - a.height).map((l) => ({ index: l.index, label: l.label, checked: !quality.auto && l.index === quality.playing })),
  ];

  const itemEls = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
  useEffect(() => {
    if (!open) return undefined;
    const els = itemEls();
    (els.find((el) => el.getAttribute('aria-checked') === 'true') ?? els[0])?.focus();
    const outside = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const pick = (index: number) => {
    quality.choose(index);
    close();
  };
  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const els = itemEls();
    const at = els.indexOf(document.activeElement as HTMLElement);
    const moveTo = (i: number) => els[(i + els.length) % els.length]?.focus();
    if (e.key === 'ArrowDown') moveTo(at + 1);
    else if (e.key === 'ArrowUp') moveTo(at - 1);
    else if (e.key === 'Home') moveTo(0);
    else if (e.key === 'End') moveTo(els.length - 1);
    else if (e.key === 'Escape') close();
    else if (e.key === 'Tab') { setOpen(false); return; }
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div className="video-quality" ref={wrap}>
      <button
        ref={button} type="button" className="video-quality__button" data-testid="video-quality"
        aria-haspopup="menu" aria-expanded={open} aria-label={`${t('quality')}: ${name}`} title={t('quality')}
        onClick={() => setOpen((o) => !o)} onKeyDown={onButtonKey}
      >
        {name}
      </button>
      {open && (
        <div ref={menu} className="video-quality__menu" role="menu" aria-label={t('quality')} data-testid="video-quality-menu" onKeyDown={onMenuKey}>
          {items.map((item) => (
            <button key={item.index} type="button" role="menuitemradio" aria-checked={item.checked} tabIndex={-1}
              className="video-quality__item" data-level={item.index} onClick={() => pick(item.index)}>
              <Icon name="check" className="icon video-quality__check" />
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
