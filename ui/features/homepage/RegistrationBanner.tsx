import styled from '@emotion/styled';
import { useTexts } from '../../i18n/useTexts.ts';
import { color, media, radius } from '../../theme/tokens.ts';
import { PortalLink } from '../../components/PortalLink.tsx';
import { candidateUrl, isSameSite } from '../../app/candidatePortal.ts';
import { pillShapedLink } from '../../theme/controls.ts';

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 24px;
  border-radius: ${radius.lg};
  background: ${color.primary};
  color: ${color.onPrimary};
  h2 {
    margin: 0 0 6px;
    font-size: 1.3rem;
  }
  p {
    margin: 0;
  }
  .desktop {
    display: none;
  }
  ${media.sm} {
    .desktop {
      display: inline;
    }
    .mobile {
      display: none;
    }
  }
  a {
    ${pillShapedLink}
    min-height: 44px;
    padding: 8px 24px;
    background: ${color.onPrimary};
    color: ${color.primary};
    font-weight: 700;
  }
  a:focus-visible {
    outline: 3px solid ${color.onPrimary};
    outline-offset: 3px;
  }
`;

/**
 * The registration banner (engagement.md 2): title, description and a register button to the
 * candidate portal's base address (a portal elsewhere decides where its base leads; this app's own
 * portal has no page at its bare base, so the button opens its registration); phones read the
 * shorter variant of both texts.
 */
export function RegistrationBanner({ candidateBase }: { candidateBase: string }) {
  const { t } = useTexts();
  return (
    <Banner aria-labelledby="registration-banner-title" data-testid="registration-banner">
      <div>
        <h2 id="registration-banner-title">
          <span className="desktop">{t('homepage.banner.title')}</span>
          <span className="mobile">{t('homepage.banner.titleMobile')}</span>
        </h2>
        <p>
          <span className="desktop">{t('homepage.banner.description')}</span>
          <span className="mobile">{t('homepage.banner.descriptionMobile')}</span>
        </p>
      </div>
      <PortalLink to={isSameSite(candidateBase) ? candidateUrl(candidateBase, 'register') : candidateBase} testId="registration-banner-register">
        {t('homepage.banner.register')}
      </PortalLink>
    </Banner>
  );
}
