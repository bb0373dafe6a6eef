import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CompanyListItem } from '../../../../core/companies/Company.ts';
import { companiesPath } from '../../../../core/companies/companyPaths.ts';
import { carouselButtons, CAROUSEL_CARD_WIDTH, INITIAL_SLIDES_PER_STEP, lastStart, slideCount } from '../../../../core/homepage/carousel.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { CompanyCard } from '../../companies/index.ts';
import { CarouselFrame, PlayIcon, StepIcon } from './carouselStyles.tsx';
import type { CarouselController } from './carouselController.ts';

/** Slides move on their own every this many milliseconds, until paused (never for reduced motion). */
const AUTOPLAY_MS = 6_000;

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The first slide of each step's view, the last one aligned to the end: the dots' targets. */
function viewStarts(slides: number, perStep: number): number[] {
  const starts: number[] = [];
  for (let start = 0; start < lastStart(slides, perStep); start += perStep) starts.push(start);
  starts.push(lastStart(slides, perStep));
  return starts;
}

/** The step buttons: a step back, then forward. */
const STEPS = [
  ['previous', -1],
  ['next', 1],
] as const;

/**
 * The company carousel (engagement.md 2, 4, 9): the companies' cards and a last "more profiles"
 * card that counts as a slide. Server-rendered as a plain scrolling row; its behaviour
 * (carouselController.ts) loads when it nears the screen, or at the first touch of its controls.
 */
export function CompanyCarousel({ companies, language, badges }: { companies: readonly CompanyListItem[]; language: Language; badges: boolean }) {
  const { t } = useTexts();
  const id = useId();
  const region = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const controller = useRef<CarouselController | null>(null);
  const loading = useRef<Promise<CarouselController | null> | null>(null);
  const [position, setPosition] = useState({ first: 0, perStep: INITIAL_SLIDES_PER_STEP });
  const [paused, setPaused] = useState(false);
  const slides = slideCount(companies.length);
  const buttons = carouselButtons(position.first, slides, position.perStep);

  const ensure = (): Promise<CarouselController | null> => {
    loading.current ??= import('./carouselController.ts').then(({ attachCarousel }) => {
      if (!region.current || !track.current) return null;
      const reducedMotion = prefersReducedMotion();
      controller.current = attachCarousel(region.current, track.current, {
        autoplayMs: AUTOPLAY_MS,
        reducedMotion,
        onPosition: (first, perStep) => setPosition({ first, perStep }),
      });
      if (reducedMotion) setPaused(true);
      return controller.current;
    });
    return loading.current;
  };
  const act = (action: (carousel: CarouselController) => void) => void ensure().then((carousel) => carousel && action(carousel));

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const near = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void ensure(), { rootMargin: '300px 0px' });
    near.observe(element);
    return () => {
      near.disconnect();
      controller.current?.destroy();
    };
  }, []);

  const headingId = `${id}-heading`;
  const hintId = `${id}-hint`;
  return (
    <CarouselFrame
      ref={region}
      aria-labelledby={headingId}
      aria-roledescription={t('homepage.carousel.role')}
      data-testid="company-carousel"
      onPointerEnter={() => void ensure()}
      onFocus={() => void ensure()}
    >
      <div className="head">
        <h2 id={headingId}>{t('homepage.carousel.heading')}</h2>
        <div className="controls">
          <button
            type="button"
            className="round"
            aria-label={t(paused ? 'homepage.carousel.play' : 'homepage.carousel.pause')}
            data-testid="carousel-pause"
            onClick={() => {
              setPaused(!paused);
              act((carousel) => carousel.setPaused(!paused));
            }}
          >
            <PlayIcon paused={paused} />
          </button>
          {STEPS.map(([direction, by]) => (
            <button
              key={direction}
              type="button"
              className="round step"
              aria-label={t(`homepage.carousel.${direction}`)}
              disabled={!buttons[direction]}
              data-testid={`carousel-${direction}`}
              onClick={() => act((carousel) => carousel.step(by))}
            >
              <StepIcon direction={direction} />
            </button>
          ))}
        </div>
      </div>
      <p id={hintId} className="visually-hidden">
        {t('homepage.carousel.hint')}
      </p>
      <div ref={track} className="track" aria-describedby={hintId} data-testid="carousel-track">
        {companies.map((company, index) => (
          <div
            key={company.id}
            className="slide"
            role="group"
            aria-roledescription={t('homepage.carousel.slideRole')}
            aria-label={t('homepage.carousel.slide', { index: index + 1, count: slides })}
          >
            <CompanyCard company={company} language={language} badges={badges} width={CAROUSEL_CARD_WIDTH.desktop} />
          </div>
        ))}
        <div
          className="slide"
          role="group"
          aria-roledescription={t('homepage.carousel.slideRole')}
          aria-label={t('homepage.carousel.slide', { index: slides, count: slides })}
        >
          <div className="more" data-testid="carousel-more">
            <h3>{t('homepage.carousel.moreTitle')}</h3>
            <p>{t('homepage.carousel.moreText')}</p>
            <Link to={companiesPath(language)} prefetch="none">
              {t('homepage.carousel.moreLink')}
            </Link>
          </div>
        </div>
      </div>
      <div className="dots">
        {viewStarts(slides, position.perStep).map((start) => (
          <button
            key={start}
            type="button"
            aria-label={t('homepage.carousel.goTo', { index: start + 1 })}
            aria-current={start === Math.min(position.first, lastStart(slides, position.perStep)) ? 'true' : undefined}
            onClick={() => act((carousel) => carousel.goTo(start))}
          />
        ))}
      </div>
    </CarouselFrame>
  );
}
