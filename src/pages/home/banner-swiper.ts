// The slider library, loaded after the first paint (QUALITY.md: at most 160 kB of JavaScript on
// the first route). It takes over the slides that React already rendered: React keeps the
// slides' content and the controls, Swiper adds the fade, touch swiping and its classes and
// inline styles (allowed by the CSP: they are set through the CSSOM, not as markup).
import Swiper from 'swiper';
import { EffectFade } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/effect-fade';

export interface BannerSwiper {
  slideTo(index: number): void;
  destroy(): void;
}

export interface BannerSwiperOptions {
  initialSlide: number;
  reducedMotion: boolean;
  /** A swipe moved to another slide. */
  onChange(index: number): void;
}

const FADE_MS = 700;

export function mountBannerSwiper(container: HTMLElement, options: BannerSwiperOptions): BannerSwiper {
  const swiper = new Swiper(container, {
    modules: [EffectFade],
    effect: 'fade',
    fadeEffect: { crossFade: true },
    speed: options.reducedMotion ? 0 : FADE_MS,
    initialSlide: options.initialSlide,
    // Past the last slide comes the first again (loop mode would clone React's slides).
    rewind: true,
    // No Autoplay, Keyboard, Navigation or A11y module: the controls, autoplay and ARIA are
    // React's (banner-carousel.tsx), so they work before this module arrives.
    on: {
      slideChange: (instance) => options.onChange(instance.activeIndex),
    },
  });
  return {
    slideTo(index) {
      if (!swiper.destroyed && swiper.activeIndex !== index) swiper.slideTo(index);
    },
    destroy() {
      if (!swiper.destroyed) swiper.destroy(true, false);
    },
  };
}
