import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MainItem } from '../../../contract/topics';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../components/icons';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { BannerSlide } from './banner-slide';
import type { BannerSwiper } from './banner-swiper';
import styles from './banner.module.css';

export const AUTOPLAY_DELAY_MS = 6000;

/**
 * The banner slider (spec §2; WCAG 2.2 and the APG carousel pattern). React owns which slide is
 * shown, the controls and the autoplay; Swiper, loaded on first need, adds the fade and touch
 * swiping. Until it arrives the same markup shows the active slide by CSS.
 * - Autoplay pauses while the pointer is over the slider or focus is inside it, never starts
 *   under prefers-reduced-motion, and the pause/play button stops it for good (WCAG 2.2.2).
 * - Previous/next buttons, one button per slide and the arrow keys move between slides.
 */
export function BannerCarousel({ items }: { items: MainItem[] }) {
  const { t } = useTranslation('home');
  const count = items.length;
  const slidesId = useId();
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  // Play pressed with focus inside: the user asked for motion, focus no longer pauses it.
  const [playRequestedInside, setPlayRequestedInside] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<BannerSwiper | null>(null);
  const current = Math.min(active, count - 1);
  const activeRef = useRef(current);
  useEffect(() => {
    activeRef.current = current;
  });
  const go = (index: number) => setActive(((index % count) + count) % count);
  const rotating = playing && count > 1 && !hovered && (!focusWithin || playRequestedInside);

  // Swiper takes over the rendered slides when it is first needed: the pointer or focus comes to
  // the slider, a finger touches it, or autoplay is about to move. Until then the page carries
  // none of its code or work (QUALITY.md: first-route JavaScript, blocking time).
  const hydration = useRef<Promise<void> | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      hydration.current = null;
      swiperRef.current?.destroy();
      swiperRef.current = null;
    };
  }, []);
  const hydrate = useCallback((): Promise<void> => {
    if (count < 2) return Promise.resolve();
    hydration.current ??= import('./banner-swiper').then(
      ({ mountBannerSwiper }) => {
        if (!mounted.current || !containerRef.current || swiperRef.current) return;
        swiperRef.current = mountBannerSwiper(containerRef.current, {
          initialSlide: activeRef.current,
          reducedMotion: prefersReducedMotion(),
          onChange: (index) => setActive(index),
        });
      },
      // Without the library the slider still works, only without the fade.
      (error: unknown) => console.error(error),
    );
    return hydration.current;
  }, [count]);

  useEffect(() => {
    swiperRef.current?.slideTo(current);
  }, [current]);

  useEffect(() => {
    if (!rotating) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void hydrate().then(() => {
        if (!cancelled) setActive((index) => (index + 1) % count);
      });
    }, AUTOPLAY_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [rotating, current, count, hydrate]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    }
  }

  function togglePlaying() {
    if (playing) {
      setPlaying(false);
    } else {
      setPlaying(true);
      setPlayRequestedInside(focusWithin);
    }
  }

  return (
    <section
      className={styles.banner}
      aria-roledescription={t('banner.roleDescription')}
      aria-label={t('banner.label')}
      onKeyDown={onKeyDown}
      onMouseEnter={() => {
        setHovered(true);
        void hydrate();
      }}
      onMouseLeave={() => setHovered(false)}
      onTouchStart={() => void hydrate()}
      onFocus={() => {
        setFocusWithin(true);
        void hydrate();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setFocusWithin(false);
          setPlayRequestedInside(false);
        }
      }}
    >
      <div ref={containerRef} className={`swiper ${styles.viewport}`}>
        <div
          id={slidesId}
          className={`swiper-wrapper ${styles.track}`}
          // Announce slide changes the user makes, not the ones autoplay makes.
          aria-live={rotating ? 'off' : 'polite'}
        >
          {items.map((item, index) => (
            <BannerSlide key={item.uuid} item={item} index={index} count={count} active={index === current} />
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.controlsBar}>
          <div className={styles.controls} role="group" aria-label={t('banner.controlsLabel')}>
            <button
              type="button"
              className={styles.control}
              aria-label={playing ? t('banner.pause') : t('banner.play')}
              onClick={togglePlaying}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
            <button
              type="button"
              className={styles.control}
              aria-label={t('banner.previous')}
              aria-controls={slidesId}
              onClick={() => go(current - 1)}
            >
              <ChevronLeftIcon />
            </button>
            <div className={styles.bullets}>
              {items.map((item, index) => (
                <button
                  key={item.uuid}
                  type="button"
                  className={styles.bullet}
                  aria-label={t('banner.goTo', { index: index + 1 })}
                  aria-current={index === current ? 'true' : undefined}
                  aria-controls={slidesId}
                  onClick={() => go(index)}
                >
                  <span className={styles.dot} />
                </button>
              ))}
            </div>
            <button
              type="button"
              className={styles.control}
              aria-label={t('banner.next')}
              aria-controls={slidesId}
              onClick={() => go(current + 1)}
            >
              <ChevronRightIcon />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
