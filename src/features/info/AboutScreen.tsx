import { Button, HStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { aboutPage } from './pages/about';
import { InfoBody, InfoCards, InfoHero, InfoSections } from './InfoPageView';

/** `/about`: who Azura is and how it works. */
export function AboutScreen() {
  return (
    <>
      <InfoHero content={aboutPage}>
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="brand">
            <Link to="/search">
              <Trans>Find a car</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/yachts">
              <Trans>Find a yacht</Trans>
            </Link>
          </Button>
        </HStack>
      </InfoHero>
      <InfoBody>
        {aboutPage.cards && <InfoCards cards={aboutPage.cards} />}
        <InfoSections sections={aboutPage.sections} />
      </InfoBody>
    </>
  );
}
